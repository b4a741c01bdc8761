//! Carcassonne – Over Hill and Dale through the fake Discord: its lobby (five seats, no
//! expansions) and a whole quick game played by clicks in which a wanderer hikes, a crop field
//! gives harvest tokens and a stable scores its animals at the end, all through the generic
//! turn panel and told in the game's own words.

mod support;

use carcassonne_bot::discord::play::narrate::tokens_words;
use carcassonne_bot::discord::play::path::{self, encode_action};
use carcassonne_bot::expansions::hill_and_dale::harvest_only;
use carcassonne_bot::store::Settings;
use carcassonne_engine::tiles::FeatureKind;
use carcassonne_engine::{
    Action, Event, FigureKind, Game, GameConfig, GameKind, Phase, Placement, ScoreKind, SpotKind,
    Tokens,
};
use support::{press_path, running_game, Harness, User};

/// Land tiles of the quick game: enough for every new rule to come up, few enough to be quick.
const TILES: u16 = 30;

fn config() -> GameConfig {
    GameConfig {
        game: GameKind::OverHillAndDale,
        tile_limit: Some(TILES),
        ..GameConfig::with_rules(2, [])
    }
}

/// Where a player keen on what this game adds puts the tile: where a wanderer of theirs may
/// hike, else where a crop field they farm is completed, else somewhere that depends on the
/// turn (so the landscape grows every way). Found by trying each placement on a copy, as a
/// player would look at the board.
fn keen_placement(game: &Game) -> Option<Placement> {
    let me = game.current_player();
    let legal = game.legal_placements();
    let hike = legal.iter().find(|&&p| {
        let mut copy = game.clone();
        copy.apply(Action::Place(p)).is_ok()
            && copy
                .legal_actions()
                .iter()
                .any(|a| matches!(a, Action::Move { .. }))
    });
    let harvest = || {
        legal.iter().find(|&&p| {
            let mut copy = game.clone();
            let Ok(mut events) = copy.apply(Action::Place(p)) else {
                return false;
            };
            events.extend(copy.apply(Action::Pass).unwrap_or_default());
            events
                .iter()
                .any(|e| matches!(e, Event::TokensTaken { player, .. } if *player == me))
        })
    };
    hike.or_else(harvest).copied().or_else(|| {
        legal
            .get((game.turn() as usize * 37 + 11) % legal.len().max(1))
            .copied()
    })
}

/// The figure step of the same player, once the tile is down: hike, else a meeple on a crop
/// field, else a stable, else a wanderer, else nothing.
fn keen_figure(game: &Game) -> Action {
    let options = game.legal_actions();
    let placed = game.last_placed();
    let on = |a: &Action, kind: FigureKind, feature: FeatureKind| match *a {
        Action::Deploy { spot, figure } if figure == kind => {
            placed.and_then(|p| game.spot_kind(p, spot)) == Some(SpotKind::Feature(feature))
        }
        _ => false,
    };
    options
        .iter()
        .find(|a| matches!(a, Action::Move { .. }))
        .or_else(|| {
            options
                .iter()
                .find(|a| on(a, FigureKind::FOLLOWER, FeatureKind::City))
        })
        .or_else(|| {
            options
                .iter()
                .find(|a| on(a, FigureKind::STABLE, FeatureKind::Field))
        })
        .or_else(|| {
            options
                .iter()
                .find(|a| on(a, FigureKind::FOLLOWER, FeatureKind::Road))
        })
        .copied()
        .unwrap_or(Action::Pass)
}

/// The first seed from `from` whose quick game, played by the keen players, has a hike, a
/// harvest and a stable that scores: the engine alone, the same choices the clicks make.
fn seed_with_everything(from: u64) -> u64 {
    for seed in from..from + 200 {
        let config = GameConfig {
            players: 2,
            ..config()
        };
        let mut game = Game::new(config, seed).expect("Over Hill and Dale plays");
        let (mut hiked, mut harvested, mut stabled) = (false, false, false);
        while !game.is_over() {
            let mut events = match keen_placement(&game) {
                None => game.apply(Action::Discard).expect("discard"),
                Some(p) => game.apply(Action::Place(p)).expect("legal"),
            };
            if let Phase::Deploy { .. } = game.phase() {
                events.extend(game.apply(keen_figure(&game)).expect("legal"));
            }
            for e in &events {
                match e {
                    Event::FigureMoved { .. } => hiked = true,
                    Event::TokensTaken { .. } => harvested = true,
                    Event::Scored {
                        kind: ScoreKind::Stable,
                        ..
                    } => stabled = true,
                    _ => {}
                }
            }
        }
        if hiked && harvested && stabled {
            return seed;
        }
    }
    panic!("no seed from {from} has a hike, a harvest and a stable");
}

/// What a turn's public message ended up saying.
struct Told {
    turn: u32,
    text: String,
}

/// What the channel read about `turn` (0-based) once it was played: the turn's message turned
/// into its story (posted anew for a turn whose prompt was a re-posted board).
fn told_turn(h: &Harness, turn: u32) -> String {
    let head = format!("**Turn {}** · ", turn + 1);
    h.messages(h.general())
        .into_iter()
        .rev()
        .map(|m| m.content)
        .find(|c| c.starts_with(&head) && !c.contains("your turn") && !c.contains("'s turn ("))
        .unwrap_or_else(|| panic!("turn {} was never told", turn + 1))
}

fn tokens_of(game: &Game, seat: usize) -> Vec<Tokens> {
    harvest_only(&game.tokens(seat))
}

/// Tokens in `after` that were not in `before`, per kind.
fn gained(before: &[Tokens], after: &[Tokens]) -> Vec<Tokens> {
    after
        .iter()
        .filter_map(|t| {
            let had = before
                .iter()
                .find(|b| b.key == t.key)
                .map_or(0, |b| b.count);
            (t.count > had).then_some(Tokens {
                key: t.key,
                count: t.count - had,
            })
        })
        .collect()
}

#[tokio::test]
async fn a_whole_game_by_clicks_hikes_harvests_and_scores_stables() {
    let h = Harness::start().await;
    let alice = h.user("alice");
    let bob = h.user("bob");
    let users = [&alice, &bob];
    let settings = Settings {
        undo_secs: 0,
        quick_game: true,
        ..Settings::default()
    };
    let seed = std::env::var("OHD_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| seed_with_everything(1));
    let (service, id) = h
        .seeded_game([&alice, &bob], config(), settings, seed)
        .await;
    // The re-posted board carries the first turn's controls.
    let mut prompt = alice
        .slash_message(h.general(), "carcassonne board", &[])
        .await;
    assert!(prompt.content.contains("**Turn 1**"), "{}", prompt.content);
    // The tiles still to come are this game's deck, drawn like any other.
    let tiles = alice
        .slash(h.general(), "carcassonne tiles", &[])
        .await
        .message();
    assert!(
        tiles.content.contains("tiles still to come"),
        "{}",
        tiles.content
    );
    assert!(tiles.png("tiles.png").width() > 100);
    let mut told: Vec<Told> = Vec::new();
    let mut hike_seen = false;
    let mut harvest_seen = false;
    let mut forged = false;
    let mut panels_checked = 0;
    for _ in 0..(usize::from(TILES) * 2) {
        if prompt.content.contains("Game over") {
            break;
        }
        // Turn prompts show the board, decodable, with this game's words under it.
        let board = prompt.png("board.png");
        assert!(board.width() > 100 && board.height() > 100);
        assert!(!prompt.content.contains("follower"), "{}", prompt.content);
        let before = running_game(&service, id).await;
        let seat = before.current_player();
        let player = users[seat];
        // The re-posted first board names its player; every later prompt mentions them.
        assert!(
            prompt
                .content
                .contains(&format!("{}, your turn", player.mention()))
                || prompt.content.contains(&format!("{}'s turn", player.name)),
            "{}",
            prompt.content
        );
        let turn = before.turn();
        let Some(place) = keen_placement(&before) else {
            player.click(&prompt, "Discard tile").await;
            h.settle().await;
            prompt = h.next_prompt(prompt.id).await;
            continue;
        };
        let mut after_place = before.clone();
        after_place
            .apply(Action::Place(place))
            .expect("the keen placement is legal");
        let figure = keen_figure(&after_place);
        // The tile goes down from the prompt's menu, unless it fits one way only and the
        // prompt is the figure step already.
        let panel = if prompt.component("No meeple").is_some() {
            prompt.clone()
        } else {
            let offered = encode_action(Action::Place(place)).expect("a code");
            assert!(
                prompt.placements().contains(&offered),
                "{offered} not offered"
            );
            player.place(&prompt, &offered).await.message()
        };
        if figure != Action::Pass || panels_checked < 3 {
            // The panel speaks of meeples, paths and meadows, never followers.
            for label in panel.labels() {
                assert!(
                    !label.contains("follower") && !label.contains("road"),
                    "{label}"
                );
            }
            assert!(
                panel.component("No meeple").is_some(),
                "{:?}",
                panel.labels()
            );
            let closeup = panel.png("closeup.png");
            assert!(closeup.width() > 50);
            panels_checked += 1;
        }
        if !forged && panel.ephemeral_to.is_some() {
            // A hike nobody could make, forged into a control: refused, nothing changes.
            let bogus = Action::Move {
                pos: place.pos,
                spot: carcassonne_engine::Spot::Segment(0),
                to: carcassonne_engine::Pos::new(place.pos.x + 40, place.pos.y),
                to_spot: carcassonne_engine::Spot::Segment(0),
            };
            let forged_id = format!(
                "cc:{id}:{turn}:{}",
                path::control(&[Action::Place(place), bogus]).expect("encodable")
            );
            let refusal = player
                .press_forged(&panel, &forged_id)
                .await
                .ephemeral_text();
            assert!(refusal.contains("nothing was changed"), "{refusal}");
            assert_eq!(running_game(&service, id).await.turn(), turn);
            forged = true;
        }
        let (_, label) = press_path(player, &panel, &[Action::Place(place), figure]).await;
        h.settle().await;
        let after = running_game(&service, id).await;
        let text = told_turn(&h, turn);
        let name = &player.name;
        if let Action::Move { to, .. } = figure {
            // The hike's own button, named by the engine, moved the wanderer and the score.
            assert!(label.starts_with("Hike "), "{label}");
            let gain = after.breakdown(seat).get(ScoreKind::Hike)
                - before.breakdown(seat).get(ScoreKind::Hike);
            assert!(gain > 0, "the hike scored nothing");
            assert!(
                label.ends_with(&format!(
                    "(+{gain}), to {}",
                    carcassonne_render::cell_name(to)
                )),
                "{label} for {gain} points"
            );
            // (The last turn's final scoring takes every meeple home.)
            assert!(
                after.is_over() || after.figures().any(|f| f.player == seat && f.pos == to),
                "no wanderer of {name} at {to:?}: {text}"
            );
            let cell = carcassonne_render::cell_name(to);
            let points = if gain == 1 {
                "1 point".to_owned()
            } else {
                format!("{gain} points")
            };
            let line = text
                .lines()
                .find(|l| l.contains(&format!("{name}'s meeple moved ")))
                .unwrap_or_else(|| panic!("the hike is not told: {text}"));
            assert!(
                line.contains(&format!(
                    " along the path to **{cell}**: a hike worth {points}."
                )),
                "{line}"
            );
            hike_seen = true;
        }
        for (p, taker) in users.iter().enumerate() {
            let new = gained(&tokens_of(&before, p), &tokens_of(&after, p));
            if new.is_empty() {
                continue;
            }
            // The channel reads exactly the tokens the stored game gave.
            let line = format!(
                "{} took harvest tokens: {}.",
                taker.name,
                tokens_words(carcassonne_bot::i18n::Lang::En, &new)
            );
            assert!(text.contains(&line), "{line:?} not in {text}");
            assert!(
                text.contains("-tile field was completed"),
                "the crop field's scoring is not told: {text}"
            );
            if !harvest_seen {
                // What each holds is part of the status, in the same words.
                let status = taker
                    .slash_text(h.general(), "carcassonne status", &[])
                    .await;
                let held = tokens_words(carcassonne_bot::i18n::Lang::En, &tokens_of(&after, p));
                assert!(
                    status.contains(&format!("; harvest tokens: {held}")),
                    "{status}"
                );
                assert!(status.contains(" meeple"), "{status}");
                assert!(!status.contains("follower"), "{status}");
            }
            harvest_seen = true;
        }
        if let Action::Deploy { figure, .. } = figure {
            if figure == FigureKind::STABLE {
                assert!(
                    text.contains(&format!("{name} put a stable on the meadow.")),
                    "{text}"
                );
            }
        }
        for word in ["follower", "farm", "cities", "roads"] {
            assert!(
                text.lines()
                    .filter(|l| !l.contains(" placed a"))
                    .all(|l| !l.contains(word)),
                "{word} in {text}"
            );
        }
        told.push(Told { turn, text });
        prompt = h.next_prompt(prompt.id).await;
    }
    assert!(
        prompt.content.contains("Game over"),
        "the game did not end: {}",
        prompt.content
    );
    assert!(hike_seen, "no hike was played");
    assert!(harvest_seen, "no crop field gave harvest tokens");
    assert!(forged, "no panel took a forged hike");

    // The score sheet tells the final scoring, and its file every line of it: each stable
    // with its animals, each harvest.
    let game = service.load(id).await.expect("the game");
    let end = game.game.clone().expect("the finished game");
    assert!(end.is_over());
    let last = told.last().expect("turns were played");
    assert!(last.turn + 1 >= u32::from(TILES) / 2, "turn {}", last.turn);
    assert!(last.text.contains("final scoring"), "{}", last.text);
    let file = prompt
        .attachments
        .iter()
        .find(|a| a.filename.starts_with("final-scoring"))
        .expect("final scoring as a file");
    let text = String::from_utf8(file.bytes.to_vec()).expect("UTF-8");
    let last = Told {
        turn: last.turn,
        text,
    };
    let stables: u32 = (0..2)
        .map(|p| end.breakdown(p).get(ScoreKind::Stable))
        .sum();
    assert!(stables > 0, "no stable scored");
    assert!(
        last.text.contains("'s stable at ") && last.text.contains(" animal"),
        "{}",
        last.text
    );
    for (p, user) in users.iter().enumerate() {
        let held = tokens_of(&end, p);
        if !held.is_empty() {
            assert!(
                last.text.contains(&format!("{}'s harvest: ", user.name))
                    && last
                        .text
                        .contains(&tokens_words(carcassonne_bot::i18n::Lang::En, &held)),
                "{}",
                last.text
            );
        }
    }

    // The score sheet: this game's columns, stables and harvest, the tokens each held, and
    // the totals the stored game has.
    let sheet = &prompt;
    assert!(sheet.content.contains("stables "), "{}", sheet.content);
    assert!(sheet.content.contains("harvest "), "{}", sheet.content);
    assert!(sheet.content.contains("hikes "), "{}", sheet.content);
    for word in [
        "cities",
        "roads",
        "farms",
        "meadows ",
        "followers",
        "monasteries",
    ] {
        assert!(!sheet.content.contains(word), "{word}: {}", sheet.content);
    }
    for (p, user) in users.iter().enumerate() {
        let line = sheet
            .content
            .lines()
            .find(|l| l.starts_with(&format!("- **{}**", user.name)))
            .unwrap_or_else(|| panic!("{} missing: {}", user.name, sheet.content));
        assert!(
            line.contains(&format!("**{}** points", end.scores()[p])),
            "{line}"
        );
        let stable = end.breakdown(p).get(ScoreKind::Stable);
        assert!(line.contains(&format!("stables {stable}")), "{line}");
        let harvest = end.breakdown(p).get(ScoreKind::Harvest);
        assert!(line.contains(&format!("harvest {harvest}")), "{line}");
        let held = tokens_of(&end, p);
        if !held.is_empty() {
            assert!(
                line.contains(&format!(
                    "harvest tokens: {}",
                    tokens_words(carcassonne_bot::i18n::Lang::En, &held)
                )),
                "{line}"
            );
        }
    }
    let final_board = sheet.png("final.png");
    assert!(final_board.width() > 100 && final_board.height() > 100);
    // The log reads the turns as the channel did.
    let log = alice.slash(h.general(), "carcassonne log", &[]).await;
    let log = log.message();
    let whole = log
        .attachments
        .first()
        .map(|a| String::from_utf8_lossy(&a.bytes).into_owned())
        .unwrap_or_else(|| log.content.clone());
    assert!(whole.contains("'s meeple moved "), "{whole}");
    assert!(whole.contains("took harvest tokens: "), "{whole}");
    h.assert_clean();
}

#[tokio::test]
async fn an_over_hill_and_dale_lobby_seats_five_and_no_sixth() {
    let h = Harness::start().await;
    let names = ["alice", "bob", "carol", "dave", "erin", "frank"];
    let users: Vec<User> = names.iter().map(|n| h.user(n)).collect();
    let host = &users[0];
    // A separate game takes no Carcassonne expansion.
    let refused = host
        .slash_text(
            h.general(),
            "carcassonne start",
            &[("game", "over-hill-and-dale"), ("rules", "abbot")],
        )
        .await;
    assert!(refused.contains("Over Hill and Dale"), "{refused}");
    let lobby = host
        .slash_message(
            h.general(),
            "carcassonne start",
            &[("game", "over-hill-and-dale"), ("undo_seconds", "0")],
        )
        .await;
    assert!(
        lobby.content.contains("Rules: Over Hill and Dale"),
        "{}",
        lobby.content
    );
    assert!(lobby.content.contains("Players (1/5)"), "{}", lobby.content);
    assert!(
        lobby.content.contains("2 to 5 players"),
        "{}",
        lobby.content
    );
    assert!(
        !lobby.custom_ids().iter().any(|id| id.contains(":rule.")),
        "expansion switches in {:?}",
        lobby.labels()
    );
    // A switch forged from a Carcassonne lobby is refused by the engine's rules.
    let rule_id = lobby
        .custom_ids()
        .into_iter()
        .find(|c| c.ends_with(":join"))
        .expect("Join")
        .replace(":join", ":rule.abbot");
    let no_switch = host.press_forged(&lobby, &rule_id).await.ephemeral_text();
    assert!(no_switch.contains("Over Hill and Dale"), "{no_switch}");
    // The sixth presses a Join shown before the lobby filled (or a forged one): refused.
    let still = h.fill_lobby_of_five(&lobby, &users).await;
    assert!(!still.is_enabled("Add AI: Medium"), "{:?}", still.labels());
    assert!(
        !still.content.contains(&users[5].mention()),
        "{}",
        still.content
    );
    host.click(&still, "Start").await;
    let first = h
        .wait_for_message(h.general(), "with the first turn", |m| {
            m.content.contains("your turn") && !m.components.is_empty()
        })
        .await;
    assert!(first.content.contains("**Turn 1**"), "{}", first.content);
    // The Hard AI's hint names the panel's buttons, in this game's words.
    let hint = host.slash_text(h.general(), "carcassonne hint", &[]).await;
    assert!(
        hint.starts_with("💡 The Hard AI would put the tile on **"),
        "{hint}"
    );
    assert!(!hint.contains("follower"), "{hint}");
    let status = users[2]
        .slash_text(h.general(), "carcassonne status", &[])
        .await;
    assert!(status.contains("Over Hill and Dale"), "{status}");
    // Each player's supply in this game's words: 4 meeples and 2 stables.
    assert_eq!(
        status.matches("4 meeples, 2 stables in hand").count(),
        5,
        "{status}"
    );
    assert!(!status.contains("follower"), "{status}");
}

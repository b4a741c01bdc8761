//! Turns that random play through the lobby almost never reaches: a tile that fits nowhere,
//! the large follower, the abbot and its recall. Each game is opened through the service on
//! the bot's own database with a seed chosen by simulating the engine, moved to the
//! interesting turn through the service, and then played by clicks like any other.

mod support;

use carcassonne_bot::discord::play::narrate::tile_with_article;
use carcassonne_bot::i18n::Lang;
use carcassonne_bot::service::GameService;
use carcassonne_bot::store::{GameId, Settings};
use carcassonne_engine::{Action, Expansion, FigureKind, Game, GameConfig, Phase, Spot};
use carcassonne_render::tile_words;
use support::fake::store::StoredMessage;
use support::{running_game, Harness, User};

/// Seeds tried when looking for a game with the wanted turn; roughly one seed in sixty gives
/// an early discard, so a miss over this many means the rules changed, not bad luck.
const SEEDS: u64 = 3_000;
/// Turns simulated per seed before giving up on it.
const MAX_STEPS: usize = 200;

/// The rules `/carcassonne start` builds from its options (see `discord/commands.rs`), with
/// the player count the service sets for a two-seat game.
fn slash_start_config(abbot: bool, inns: bool, tiles: Option<u16>) -> GameConfig {
    let mut config = GameConfig::base(2);
    config.set(Expansion::Abbot, abbot);
    config.set(Expansion::Inns, inns);
    config.tile_limit = tiles;
    config
}

fn slash_start_settings(tiles: Option<u16>) -> Settings {
    Settings {
        quick_game: tiles.is_some(),
        undo_secs: 0,
        ..Settings::default()
    }
}

/// How the turns nobody clicks are played: the first legal placement and no figure, or a
/// discard when the tile fits nowhere. The cell menu lists cells in the same order, so the
/// first cell (at its first rotation) on Discord is this placement too.
fn policy(game: &Game) -> Vec<Action> {
    match game.legal_actions().first() {
        Some(&Action::Place(p)) => vec![Action::Place(p), Action::Pass],
        Some(&other) => vec![other],
        None => Vec::new(),
    }
}

fn must_discard(game: &Game) -> bool {
    matches!(game.phase(), Phase::Place { .. }) && game.legal_actions() == [Action::Discard]
}

/// The game after the policy's placement, with the panel's spot buttons: label and deploy.
fn spot_buttons(game: &Game) -> Option<(Game, Vec<(String, Action)>)> {
    let Some(&Action::Place(p)) = game.legal_actions().first() else {
        return None;
    };
    let mut placed = game.clone();
    placed.apply(Action::Place(p)).ok()?;
    let Phase::Deploy { pos } = placed.phase() else {
        return None;
    };
    placed.board().get(pos)?;
    let mut buttons = Vec::new();
    for (i, spot) in placed.deploy_spots().into_iter().enumerate() {
        let place = placed.spot_kind(pos, spot)?.name();
        for figure in placed.figures_for(spot) {
            // The panel's words: "2 · road", "1 · monastery (abbot)".
            let label = if figure == FigureKind::FOLLOWER {
                format!("{} · {place}", i + 1)
            } else {
                format!("{} · {place} ({})", i + 1, figure.name())
            };
            buttons.push((label, Action::Deploy { spot, figure }));
        }
    }
    Some((placed, buttons))
}

fn button_for(game: &Game, kind: FigureKind) -> Option<(String, Action)> {
    let (_, buttons) = spot_buttons(game)?;
    buttons
        .into_iter()
        .find(|(_, a)| matches!(a, Action::Deploy { figure, .. } if *figure == kind))
}

/// The abbot's recall the figure step offers, with the panel's label for it.
fn recall(placed: &Game) -> Option<(String, Action)> {
    let action = placed
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Withdraw { .. }))?;
    let words =
        carcassonne_bot::i18n::note(carcassonne_bot::i18n::Lang::En, &placed.describe(action));
    let label = words[..1].to_uppercase() + &words[1..];
    Some((label, action))
}

/// Simulates the policy until `stop` holds; the number of policy moves, if it ever does.
fn policy_moves_until(game: &mut Game, stop: impl Fn(&Game) -> bool) -> Option<usize> {
    for moves in 0..MAX_STEPS {
        if game.is_over() {
            return None;
        }
        if stop(game) {
            return Some(moves);
        }
        for action in policy(game) {
            game.apply(action).ok()?;
        }
    }
    None
}

fn find_seed(what: &str, fits: impl Fn(u64) -> bool) -> u64 {
    (0..SEEDS)
        .find(|&seed| fits(seed))
        .unwrap_or_else(|| panic!("no seed below {SEEDS} gives {what}"))
}

/// The game of `seed` at the turn where policy play from the start first leaves a tile that
/// fits nowhere, if that tile is alice's (seat 0).
fn alice_must_discard(config: &GameConfig, seed: u64) -> Option<Game> {
    let mut game = Game::new(config.clone(), seed).ok()?;
    policy_moves_until(&mut game, must_discard)?;
    (game.current_player() == 0).then_some(game)
}

/// Alice (seat 0) must discard after policy play from the start, and the next tile fits.
fn discard_seed(config: &GameConfig) -> u64 {
    find_seed("a discard", |seed| {
        // The tile drawn instead must fit, so that the test also plays it.
        alice_must_discard(config, seed)
            .is_some_and(|mut game| game.apply(Action::Discard).is_ok() && !must_discard(&game))
    })
}

/// Both rivers, where a river first placed anywhere it may go can leave no room for the
/// river tiles still to come: alice must discard, the tile she then draws fits nowhere
/// either, and a later one fits.
fn river_dead_end_seed(config: &GameConfig) -> u64 {
    find_seed("river tiles that fit nowhere one after another", |seed| {
        alice_must_discard(config, seed).is_some_and(|mut game| {
            let mut discards = 0;
            while must_discard(&game) && game.apply(Action::Discard).is_ok() {
                discards += 1;
            }
            discards >= 2 && !game.is_over()
        })
    })
}

/// The abbot scenario: alice draws a tile for the abbot; on her next turn one that takes the
/// large follower; on the one after, a tile that fits, so she may recall the abbot instead.
fn abbot_seed(config: &GameConfig) -> u64 {
    let alice_turn = |g: &Game| !must_discard(g) && g.current_player() == 0;
    find_seed("the abbot scenario", |seed| {
        let Ok(mut game) = Game::new(config.clone(), seed) else {
            return false;
        };
        let play = |game: &mut Game, kind: FigureKind| -> Option<()> {
            let (_, deploy) = button_for(game, kind)?;
            let &place = game.legal_actions().first()?;
            game.apply(place).ok()?;
            game.apply(deploy).ok()?;
            policy_moves_until(game, alice_turn)?;
            Some(())
        };
        let scenario = (|| {
            policy_moves_until(&mut game, |g| {
                alice_turn(g) && button_for(g, FigureKind::ABBOT).is_some()
            })?;
            play(&mut game, FigureKind::ABBOT)?;
            play(&mut game, FigureKind::LARGE)?;
            let (placed, _) = spot_buttons(&game)?;
            recall(&placed).map(|_| ())
        })();
        scenario.is_some()
    })
}

/// The game `/carcassonne start` with `config` and `tiles` would open, dealt from the seed that
/// `seed_for` finds for its two-seat rules.
async fn slash_game(
    h: &Harness,
    players: [&User; 2],
    config: GameConfig,
    tiles: Option<u16>,
    seed_for: impl Fn(&GameConfig) -> u64,
) -> (GameService, GameId) {
    let seed = seed_for(&GameConfig {
        players: 2,
        ..config.clone()
    });
    h.seeded_game(players, config, slash_start_settings(tiles), seed)
        .await
}

/// Plays policy moves through the service, as the players would have, until `stop` holds.
async fn advance_until(service: &GameService, id: GameId, stop: impl Fn(&Game) -> bool) {
    for _ in 0..MAX_STEPS {
        let loaded = service.load(id).await.expect("load the game");
        let game = loaded.game.as_ref().expect("the game has started");
        assert!(!game.is_over(), "the game ended before the wanted turn");
        if stop(game) {
            return;
        }
        let user = loaded.current_seat().expect("someone's turn").user_id;
        service
            .play_turn(id, loaded.turn(), user, policy(game))
            .await
            .expect("a policy move");
    }
    panic!("the wanted turn never came");
}

/// `/carcassonne board`, which posts the prompt of the current turn again; the way a player
/// reaches a turn the bot did not announce itself.
async fn board(h: &Harness, user: &User) -> StoredMessage {
    let board = user
        .slash_message(h.general(), "carcassonne board", &[])
        .await;
    assert!(
        board.content.contains(&format!("{}'s turn", user.name)),
        "the board is a turn prompt: {}",
        board.content
    );
    board
}

/// The public message that appeared after `after` and satisfies `pred`.
fn message_after(
    h: &Harness,
    after: u64,
    pred: impl Fn(&StoredMessage) -> bool,
) -> Option<StoredMessage> {
    h.messages(h.general())
        .into_iter()
        .find(|m| m.id > after && pred(m))
}

/// Chooses the first placement; returns the figure step (the prompt itself when the tile fits
/// one way only).
async fn place_first_cell(player: &User, prompt: &StoredMessage) -> StoredMessage {
    if prompt.component("No follower").is_some() {
        return prompt.clone();
    }
    player
        .place(prompt, &prompt.first_placement())
        .await
        .message()
}

/// Alice places her tile on the first cell and deploys `kind` from the panel, as the player
/// would; checks that the panel and the stored game agree on the spot. Returns the spot, the
/// turn's prompt (for its narration) and the game afterwards.
async fn deploy_from_panel(
    h: &Harness,
    alice: &User,
    service: &GameService,
    id: GameId,
    kind: FigureKind,
    named: &str,
) -> (Spot, StoredMessage, Game) {
    let game = running_game(service, id).await;
    let (label, deploy) = button_for(&game, kind).unwrap_or_else(|| panic!("a {named} spot"));
    let Action::Deploy { spot, .. } = deploy else {
        unreachable!("button_for gives deploys")
    };
    let prompt = board(h, alice).await;
    let panel = place_first_cell(alice, &prompt).await;
    assert!(
        panel.is_enabled(&label),
        "no {label:?}: {:?}",
        panel.labels()
    );
    // Tapping the spot places the figure and ends the turn.
    alice.click(&panel, &label).await;
    let after = running_game(service, id).await;
    let pos = after.last_placed().expect("a tile was placed");
    assert!(
        after
            .figures()
            .any(|f| f.player == 0 && f.kind == kind && f.pos == pos && f.spot == spot),
        "no {named} of alice's at {pos:?} {spot:?}"
    );
    (spot, prompt, after)
}

#[tokio::test]
async fn a_tile_that_fits_nowhere_is_discarded_by_its_player_who_draws_again() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (h.user("alice"), h.user("bob"), h.user("carol"));
    // A whole box: a quick game puts a tile that fits nowhere back in the box for one that
    // fits (see `engine/tests/group_findings.rs`), so the discard is met with every tile.
    let tiles = None;
    let config = slash_start_config(false, false, tiles);
    let (service, id) = slash_game(&h, [&alice, &bob], config, tiles, discard_seed).await;
    advance_until(&service, id, must_discard).await;
    let before = running_game(&service, id).await;
    assert_eq!(before.current_player(), 0, "alice must discard");
    let tile = before.current_tile().expect("a drawn tile");

    let prompt = board(&h, &alice).await;
    assert!(
        prompt.content.contains("alice's turn") && prompt.content.contains("fits nowhere"),
        "{}",
        prompt.content
    );
    assert_eq!(prompt.labels(), ["Discard tile"], "the only control");

    let not_yours = bob.click(&prompt, "Discard tile").await.ephemeral_text();
    assert!(not_yours.contains("Not so fast"), "{not_yours}");
    let not_playing = carol.click(&prompt, "Discard tile").await.ephemeral_text();
    assert!(not_playing.contains("not playing"), "{not_playing}");
    let unchanged = running_game(&service, id).await;
    assert_eq!(
        (unchanged.current_tile(), unchanged.tiles_left()),
        (before.current_tile(), before.tiles_left()),
        "refused presses changed the game"
    );

    alice.click(&prompt, "Discard tile").await;
    let after = running_game(&service, id).await;
    assert_eq!(after.current_player(), 0, "alice draws again");
    assert_eq!(after.turn(), before.turn(), "a discard is not a turn");
    assert_eq!(
        after.tiles_left() + 1,
        before.tiles_left(),
        "one tile drawn"
    );
    assert!(
        h.message(prompt.id).components.is_empty(),
        "the old prompt keeps no controls"
    );
    let told = message_after(&h, prompt.id, |m| m.content.contains("fits nowhere"))
        .expect("the channel is told about the discard");
    assert!(
        told.content.contains(&format!(
            "alice drew {}, which fits nowhere",
            tile_with_article(Lang::En, tile)
        )),
        "{}",
        told.content
    );
    let next = h
        .wait_for_message(h.general(), "with alice's new tile", |m| {
            m.id > told.id && m.content.contains("your turn")
        })
        .await;
    let new_tile = tile_words(after.current_tile().expect("a new tile"), Lang::En);
    assert!(
        next.content
            .contains(&format!("{}, your turn", alice.mention()))
            && next.content.contains(&format!("You drew **{new_tile}**")),
        "{}",
        next.content
    );

    // The new tile is played as usual; the discard stays told.
    assert!(!must_discard(&after), "the seed was chosen so that it fits");
    // A tile that fits cannot be thrown away, even with a forged button.
    let forged = format!("cc:{id}:{}:t.x", after.turn());
    let refused = alice.press_forged(&next, &forged).await.ephemeral_text();
    assert!(refused.contains("not open any more"), "{refused}");
    assert_eq!(
        running_game(&service, id).await.tiles_left(),
        after.tiles_left(),
        "the forged discard changed the game"
    );
    let panel = place_first_cell(&alice, &next).await;
    alice.click(&panel, "No follower").await;
    assert!(
        h.message(next.id).content.contains("alice placed a"),
        "{}",
        h.message(next.id).content
    );
    assert!(
        h.message(told.id).content.contains(&format!(
            "alice drew {}, which fits nowhere",
            tile_with_article(Lang::En, tile)
        )),
        "the discard's narration was overwritten: {}",
        h.message(told.id).content
    );
    assert_eq!(running_game(&service, id).await.current_player(), 1);
}

#[tokio::test]
async fn tiles_that_fit_nowhere_one_after_another_are_set_aside_with_one_press() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let mut config = GameConfig::base(2);
    config.set(Expansion::River1, true);
    config.set(Expansion::River2, true);
    let (service, id) = slash_game(&h, [&alice, &bob], config, None, river_dead_end_seed).await;
    advance_until(&service, id, must_discard).await;
    let before = running_game(&service, id).await;
    assert_eq!(before.current_player(), 0, "alice must discard");
    // What the rules leave her: every tile she draws that fits nowhere, set aside one by one.
    let mut expected = before.clone();
    let mut set_aside = Vec::new();
    while must_discard(&expected) {
        set_aside.push(expected.current_tile().expect("a drawn tile"));
        expected.apply(Action::Discard).expect("a discard");
    }
    assert!(set_aside.len() >= 2, "the seed was chosen for two or more");

    let prompt = board(&h, &alice).await;
    assert_eq!(prompt.labels(), ["Discard tile"], "the only control");
    alice.click(&prompt, "Discard tile").await;
    let after = running_game(&service, id).await;
    assert_eq!(
        after, expected,
        "one press sets aside every tile that fits nowhere"
    );
    assert_eq!(after.current_player(), 0, "alice draws again");
    assert_eq!(after.turn(), before.turn(), "a discard is not a turn");
    assert!(!must_discard(&after), "her last tile fits");

    // The channel is told of every tile set aside, in the order drawn, in one line, and
    // alice gets a prompt for the tile that fits.
    let told = message_after(&h, prompt.id, |m| m.content.contains("fit nowhere"))
        .expect("the channel is told about the discards");
    let names: Vec<String> = set_aside.iter().map(|&t| tile_words(t, Lang::En)).collect();
    let (last, first) = names.split_last().expect("two or more");
    let line = format!(
        "alice drew {} tiles in a row that fit nowhere ({} and {last})",
        names.len(),
        first.join(", ")
    );
    assert!(
        told.content.contains(&line),
        "no {line:?} in {}",
        told.content
    );
    let new_tile = tile_words(after.current_tile().expect("a new tile"), Lang::En);
    let next = h
        .wait_for_message(h.general(), "with alice's new tile", |m| {
            m.id > prompt.id && m.content.contains("your turn")
        })
        .await;
    assert!(
        next.content
            .contains(&format!("{}, your turn", alice.mention()))
            && next.content.contains(&format!("You drew **{new_tile}**")),
        "{}",
        next.content
    );
    assert!(
        next.component("Discard tile").is_none(),
        "{:?}",
        next.labels()
    );
}

#[tokio::test]
async fn the_abbot_and_the_large_follower_are_deployed_from_the_panel_and_the_abbot_recalled() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let config = slash_start_config(true, true, None);
    let (service, id) = slash_game(&h, [&alice, &bob], config, None, abbot_seed).await;
    let alice_turn = |g: &Game| !must_discard(g) && g.current_player() == 0;

    // The abbot, on the monastery or garden of alice's tile.
    advance_until(&service, id, |g| {
        alice_turn(g) && button_for(g, FigureKind::ABBOT).is_some()
    })
    .await;
    let (spot, prompt, after) =
        deploy_from_panel(&h, &alice, &service, id, FigureKind::ABBOT, "abbot").await;
    assert!(matches!(spot, Spot::Monastery | Spot::Garden), "{spot:?}");
    assert_eq!(
        after.supply(0).get(FigureKind::ABBOT),
        0,
        "the abbot left alice's hand"
    );
    let words = if spot == Spot::Garden {
        "alice put the abbot on the garden."
    } else {
        "alice put the abbot on the monastery."
    };
    let told = message_after(&h, prompt.id, |m| m.content.contains(words));
    assert!(told.is_some(), "no narration of the abbot");

    // The large follower, on alice's next turn.
    advance_until(&service, id, alice_turn).await;
    let (_, prompt, after) = deploy_from_panel(
        &h,
        &alice,
        &service,
        id,
        FigureKind::LARGE,
        "large follower",
    )
    .await;
    assert_eq!(
        after.supply(0).get(FigureKind::LARGE),
        0,
        "the large follower left alice's hand"
    );
    let told = message_after(&h, prompt.id, |m| {
        m.content.contains("alice put the large follower on the ")
    });
    assert!(told.is_some(), "no narration of the large follower");

    // The turn after, she takes the abbot back instead of deploying.
    advance_until(&service, id, alice_turn).await;
    let before = running_game(&service, id).await;
    let score = before.scores()[0];
    let prompt = board(&h, &alice).await;
    let (placed, _) = spot_buttons(&before).expect("alice's tile fits");
    let (label, _) = recall(&placed).expect("the recall is offered");
    let panel = place_first_cell(&alice, &prompt).await;
    assert!(label.starts_with("Recall your abbot from its "), "{label}");
    alice.click(&panel, &label).await;
    let after = running_game(&service, id).await;
    assert!(
        !after
            .figures()
            .any(|f| f.player == 0 && f.kind == FigureKind::ABBOT),
        "the abbot is still on the board"
    );
    assert_eq!(
        after.supply(0).get(FigureKind::ABBOT),
        1,
        "the abbot is back in alice's hand"
    );
    assert!(
        after.scores()[0] > score,
        "recalling scores the abbot's monastery or garden"
    );
    let told = message_after(&h, prompt.id, |m| {
        m.content.contains("alice took the abbot back from the ")
    });
    assert!(told.is_some(), "no narration of the recall");
}

/// Alice draws a tile that fits one way only, after policy play from the start.
fn one_way_seed(config: &GameConfig) -> u64 {
    find_seed("a tile that fits one way only", |seed| {
        let Ok(mut game) = Game::new(config.clone(), seed) else {
            return false;
        };
        policy_moves_until(&mut game, |g| {
            g.current_player() == 0 && g.legal_placements().len() == 1
        })
        .is_some()
    })
}

#[tokio::test]
async fn a_tile_that_fits_one_way_only_is_played_with_one_tap() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let tiles = Some(30);
    let config = slash_start_config(false, false, tiles);
    let (service, id) = slash_game(&h, [&alice, &bob], config, tiles, one_way_seed).await;
    advance_until(&service, id, |g| {
        g.current_player() == 0 && g.legal_placements().len() == 1
    })
    .await;
    let before = running_game(&service, id).await;
    let only = before.legal_placements()[0];
    let prompt = board(&h, &alice).await;
    assert!(
        prompt.content.contains("fits one way only"),
        "{}",
        prompt.content
    );
    assert!(
        prompt.placements().is_empty(),
        "nothing to choose: {:?}",
        prompt.labels()
    );
    prompt.png("closeup.png");
    alice.click(&prompt, "No follower").await;
    let after = running_game(&service, id).await;
    assert_eq!(after.turn(), before.turn() + 1, "one tap played the turn");
    let placed = after
        .board()
        .get(only.pos)
        .expect("the tile went to its only spot");
    assert_eq!(placed.rotation, only.rotation);
}

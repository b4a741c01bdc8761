use super::*;
use crate::expansions::hill_and_dale::{harvest_only, harvest_words};
use carcassonne_engine::{Action, GameConfig, Phase};

fn names() -> Vec<String> {
    vec!["alice".into(), "bob".into()]
}

#[test]
fn a_placement_and_a_follower_read_as_sentences() {
    let mut game = Game::new(GameConfig::base(2), 3).expect("valid config");
    let placement = game.legal_placements()[0];
    let tile = game.current_tile().expect("a drawn tile");
    let mut events = game.apply(Action::Place(placement)).expect("legal");
    let spot = game.deploy_spots()[0];
    events.extend(
        game.apply(Action::Deploy {
            spot,
            figure: FigureKind::FOLLOWER,
        })
        .expect("legal"),
    );
    let n = names();
    let text = narrate(Lang::En, &events, &Names(&n), &game);
    let cell = cell_name(placement.pos);
    let words = tile_with_article(Lang::En, tile);
    assert!(
        text.starts_with(&format!("alice placed {words} at")),
        "{text}"
    );
    // Players read what is on the tile, not the catalogue's id.
    assert!(!text.contains(&format!(" {} ", tile.name())), "{text}");
    assert!(text.contains(&format!("**{cell}**")), "{text}");
    assert!(text.contains("alice put a follower on the "), "{text}");
    assert!(!matches!(game.phase(), Phase::Deploy { .. }));
}

#[test]
fn every_tile_reads_with_a_fitting_article() {
    for tile in (0..).map_while(carcassonne_engine::tiles::TileId::from_index) {
        let words = tile_with_article(Lang::En, tile);
        assert!(
            words.starts_with("a ") || words.starts_with("an "),
            "{words}"
        );
        let noun = words.split(' ').nth(1).unwrap_or_default();
        assert!(!["two", "three", "four", "one"].contains(&noun), "{words}");
    }
}

#[test]
fn scoring_names_points_and_every_winner() {
    let game = Game::new(GameConfig::base(2), 3).expect("valid config");
    let events = [Event::Scored {
        kind: ScoreKind::City,
        completed: true,
        tiles: vec![Pos::new(0, 0), Pos::new(0, -1)],
        points: 4,
        winners: vec![0, 1],
        note: None,
    }];
    let n = names();
    let text = narrate(Lang::En, &events, &Names(&n), &game);
    assert_eq!(
        text,
        "A 2-tile city was completed: 4 points to alice and bob."
    );
}

#[test]
fn features_worth_nothing_at_the_end_say_why() {
    let unfinished_inn = Event::Scored {
        kind: ScoreKind::Road,
        completed: false,
        tiles: vec![Pos::new(0, 1), Pos::new(0, 2), Pos::new(1, 2)],
        points: 0,
        winners: vec![1],
        note: Some("an unfinished road with an inn scores nothing"),
    };
    let worth_something = Event::Scored {
        kind: ScoreKind::City,
        completed: false,
        tiles: vec![Pos::new(0, -1)],
        points: 1,
        winners: vec![0],
        note: None,
    };
    let n = names();
    let words = carcassonne_engine::GameKind::Carcassonne.words();
    let lines = scored_nothing(
        Lang::En,
        &[worth_something, unfinished_inn],
        &Names(&n),
        words,
    );
    assert_eq!(
        lines,
        [format!(
            "bob's 3-tile road at **{}**: an unfinished road with an inn scores nothing",
            cell_name(Pos::new(0, 1))
        )]
    );
}

#[test]
fn long_narrations_are_cut_at_a_line() {
    let text = (0..500)
        .map(|i| format!("line {i}"))
        .collect::<Vec<_>>()
        .join("\n");
    let cut = truncate(text, 100);
    assert!(cut.len() <= 100, "{}", cut.len());
    assert!(cut.ends_with("\n…"));
    assert!(cut.starts_with("line 0\nline 1"));
}

/// A turn of a player keen on what Over Hill and Dale adds: a hike, else a meeple on a
/// crop field, else a stable, else a wanderer, else the first option.
fn keen(game: &Game, options: &[Action]) -> Option<Action> {
    let words = game.words();
    let on = |a: &Action, figure: FigureKind, place: &str| match *a {
        Action::Deploy { spot, figure: f } if f == figure => game
            .last_placed()
            .and_then(|pos| game.spot_kind(pos, spot))
            .is_some_and(|k| words.spot_name(k) == place),
        _ => false,
    };
    options
        .iter()
        .find(|a| matches!(a, Action::Move { .. }))
        .or_else(|| {
            options
                .iter()
                .find(|a| on(a, FigureKind::FOLLOWER, "field"))
        })
        .or_else(|| options.iter().find(|a| on(a, FigureKind::STABLE, "meadow")))
        .or_else(|| options.iter().find(|a| on(a, FigureKind::FOLLOWER, "path")))
        .or_else(|| options.first())
        .copied()
}

/// Plays a whole Over Hill and Dale game of keen players, checking every turn's narration
/// and the final scoring's; returns whether a hike and a harvest happened.
fn narrate_a_keen_game(seed: u64) -> (bool, bool) {
    let n = names();
    let config = GameConfig {
        game: carcassonne_engine::GameKind::OverHillAndDale,
        ..GameConfig::with_rules(2, [])
    };
    let mut game = Game::new(config, seed).expect("Over Hill and Dale plays");
    // Tiles go anywhere they fit, so that paths and fields grow in every direction.
    let mut rng = carcassonne_engine::rng::Rng::new(seed);
    let (mut hiked, mut harvested) = (false, false);
    let mut last = Vec::new();
    while !game.is_over() {
        let mut draft = carcassonne_engine::TurnDraft::new(&game);
        draft
            .complete_with(|game, options| match options.first() {
                Some(Action::Place(_)) => options.get(rng.below(options.len())).copied(),
                _ => keen(game, options),
            })
            .expect("a turn");
        let mut events = Vec::new();
        for &a in draft.actions() {
            events.extend(game.apply(a).expect("legal"));
        }
        let lines = narrate_lines(Lang::En, &events, &Names(&n), &game);
        for line in lines.iter().filter(|l| !l.contains(" placed ")) {
            // Tiles are described by the renderer; everything else is this game's words.
            for word in ["follower", "road", "city", "cities", "farm"] {
                assert!(!line.contains(word), "{word} in {line:?}");
            }
        }
        for (i, e) in events.iter().enumerate() {
            if let Event::FigureMoved { player, to, .. } = e {
                let Some(Event::Scored { points: p, .. }) = events.get(i + 1) else {
                    panic!("a hike without its points: {events:?}");
                };
                let who = &n[*player];
                let line = lines
                    .iter()
                    .find(|l| l.starts_with(&format!("{who}'s meeple moved ")))
                    .unwrap_or_else(|| panic!("no hike in {lines:?}"));
                let tiles = if *p == 1 { "1 tile" } else { "" };
                assert!(line.contains(tiles), "{line}");
                assert!(
                    line.ends_with(&format!(
                        " along the path to **{}**: a hike worth {}.",
                        cell_name(*to),
                        points(Lang::En, *p)
                    )),
                    "{line}"
                );
                assert!(
                    ["north", "east", "south", "west"]
                        .iter()
                        .any(|d| line.contains(&format!(" {d} along"))),
                    "{line}"
                );
                hiked = true;
            }
        }
        let took: Vec<&Event> = events
            .iter()
            .filter(|e| matches!(e, Event::TokensTaken { .. }))
            .collect();
        if let Some(Event::TokensTaken { player, .. }) = took.first() {
            let line = lines
                .iter()
                .find(|l| l.starts_with(&format!("{} took harvest tokens: ", n[*player])))
                .unwrap_or_else(|| panic!("no harvest in {lines:?}"));
            for e in &took {
                if let Event::TokensTaken {
                    player: p,
                    key,
                    count,
                } = e
                {
                    if p == player {
                        let told = token_count(Lang::En, key, *count);
                        assert!(line.contains(&told), "{told} not in {line}");
                    }
                }
            }
            harvested = true;
        }
        last = lines;
    }
    let stable = last
        .iter()
        .find(|l| l.contains("'s stable at **"))
        .unwrap_or_else(|| panic!("no stable scored: {last:?}"));
    assert!(stable.contains(" animal"), "{stable}");
    let harvest = last
        .iter()
        .find(|l| l.starts_with("Final scoring, ") && l.contains("'s harvest: "))
        .unwrap_or_else(|| panic!("no harvest scored: {last:?}"));
    let seat = (0..2)
        .find(|&p| harvest.contains(&format!("{}'s harvest", n[p])))
        .expect("a player's harvest");
    let held = harvest_only(&game.tokens(seat));
    assert!(
        harvest.contains(&tokens_words(Lang::En, &held)),
        "{harvest} {held:?}"
    );
    (hiked, harvested)
}

#[test]
fn over_hill_and_dale_reads_hikes_harvests_and_stables_in_its_words() {
    let (mut hiked, mut harvested) = (false, false);
    for seed in 0..20 {
        let (h, t) = narrate_a_keen_game(seed);
        hiked |= h;
        harvested |= t;
        if hiked && harvested {
            return;
        }
    }
    panic!("in 20 games: hiked {hiked}, harvested {harvested}");
}

#[test]
fn harvest_tokens_are_counted_in_english() {
    assert_eq!(token_count(Lang::En, "strawberry", 2), "2 strawberries");
    assert_eq!(token_count(Lang::En, "apple", 1), "1 apple");
    assert_eq!(token_count(Lang::En, "scarecrow", 3), "3 scarecrows");
    assert_eq!(token_count(Lang::En, "wine", 3), "3 wine");
    let tokens = [
        Tokens {
            key: "apple",
            count: 2,
        },
        Tokens {
            key: "grain",
            count: 1,
        },
    ];
    assert_eq!(
        harvest_words(crate::i18n::Lang::En, &tokens, 0),
        "2 apples and 1 grain"
    );
    assert_eq!(
        harvest_words(crate::i18n::Lang::En, &tokens, 2),
        "2 apples and 1 grain (2 sets of five fruits)"
    );
}

#[test]
fn a_game_that_ends_on_a_discard_says_so() {
    let game = Game::new(GameConfig::base(2), 3).expect("valid config");
    let tile = game.current_tile().expect("a drawn tile");
    let n = names();
    let discarded = Event::TileDiscarded { player: 0, tile };
    let ending = [
        discarded.clone(),
        Event::FinalScoring {
            scores: vec![0, 0],
            figures: Vec::new(),
        },
    ];
    let text = narrate(Lang::En, &ending, &Names(&n), &game);
    assert!(text.contains("fits nowhere"), "{text}");
    assert!(text.contains("last tile, so the game ends"), "{text}");
    let going_on = [discarded, Event::TileDrawn { player: 0, tile }];
    let text = narrate(Lang::En, &going_on, &Names(&n), &game);
    assert!(!text.contains("last tile"), "{text}");
}

#[test]
fn tiles_set_aside_one_after_another_are_told_in_one_line() {
    let game = Game::new(GameConfig::base(2), 3).expect("valid config");
    let n = names();
    let [a, b, c] =
        ["D", "E", "U"].map(|name| carcassonne_engine::tiles::by_name(name).expect("a base tile"));
    let discarded = |player, tile| Event::TileDiscarded { player, tile };
    let drawn = |player, tile| Event::TileDrawn { player, tile };
    let chain = [
        discarded(0, a),
        drawn(0, b),
        discarded(0, b),
        drawn(0, c),
        discarded(0, c),
        drawn(0, a),
    ];
    let text = narrate(Lang::En, &chain, &Names(&n), &game);
    let list = format!(
        "({}, {} and {})",
        tile_words(a, Lang::En),
        tile_words(b, Lang::En),
        tile_words(c, Lang::En)
    );
    assert_eq!(text.lines().count(), 1, "{text}");
    assert!(text.contains("3 tiles in a row that fit nowhere"), "{text}");
    assert!(text.contains(&list), "{text} lacks {list}");
    assert!(!text.contains("last tile"), "{text}");

    // The chain ends the game: said once, at the end.
    let ending = [
        discarded(0, a),
        drawn(0, b),
        discarded(0, b),
        Event::FinalScoring {
            scores: vec![0, 0],
            figures: Vec::new(),
        },
    ];
    let text = narrate(Lang::En, &ending, &Names(&n), &game);
    assert!(text.contains("2 tiles in a row"), "{text}");
    assert!(text.contains("the last tile, so the game ends"), "{text}");

    // Another player's discard is a line of its own.
    let two = [discarded(0, a), drawn(1, b), discarded(1, b), drawn(1, c)];
    let text = narrate(Lang::En, &two, &Names(&n), &game);
    assert_eq!(text.matches("which fits nowhere").count(), 2, "{text}");
}

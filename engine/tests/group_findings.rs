//! What groups met in whole games (issue 24) that the engine decides. Quick games (a tile
//! limit) leave most of the box unplayed; a tile that fits nowhere goes back to the box for
//! one that fits, so a quick game is not cut short by discards, while a whole box keeps the
//! rulebook's discard. A farm worth nothing says why.

use carcassonne_engine::{parse_expansions, Event, Game, GameConfig};

/// Plays a game to its end always taking the first legal action (as players who take the
/// first menu option, which packs the board tightly); returns the tiles placed and discarded.
fn first_choice_game(rules: &str, limit: Option<u16>, seed: u64) -> (usize, usize) {
    let config = GameConfig {
        tile_limit: limit,
        ..GameConfig::with_rules(3, parse_expansions(rules).expect("rules"))
    };
    let mut game = Game::new(config, seed).expect("set-up");
    let (mut placed, mut discarded) = (0, 0);
    while !game.is_over() {
        let action = *game.legal_actions().first().expect("a legal action");
        for e in game.apply(action).expect("legal") {
            match e {
                Event::TilePlaced { .. } => placed += 1,
                Event::TileDiscarded { .. } => discarded += 1,
                _ => {}
            }
        }
    }
    (placed, discarded)
}

#[test]
fn a_quick_game_with_inns_places_every_tile_it_deals() {
    for seed in 0..300 {
        let (placed, discarded) = first_choice_game("farmers,inns", Some(12), seed);
        assert_eq!(discarded, 0, "seed {seed}");
        assert_eq!(placed, 12, "seed {seed}");
    }
}

#[test]
fn a_whole_box_still_discards_what_fits_nowhere() {
    // The same policy over the whole box does meet tiles that fit nowhere: the rulebook's
    // discard is left as it is there.
    let discarded: usize = (0..60)
        .map(|seed| first_choice_game("farmers,inns", None, seed).1)
        .sum();
    assert!(discarded > 0, "no whole-box game discarded a tile");
}

#[test]
fn tiles_buried_under_hills_never_come_back_in_a_quick_game() {
    for seed in 0..100 {
        let config = GameConfig {
            tile_limit: Some(20),
            ..GameConfig::with_rules(2, parse_expansions("hills").expect("rules"))
        };
        let mut game = Game::new(config, seed).expect("set-up");
        let mut buried = 0;
        let mut placed = 0;
        while !game.is_over() {
            let action = *game.legal_actions().first().expect("a legal action");
            for e in game.apply(action).expect("legal") {
                match e {
                    Event::TileBuried { .. } => buried += 1,
                    Event::TilePlaced { .. } => placed += 1,
                    _ => {}
                }
            }
        }
        assert_eq!(
            placed + buried,
            20,
            "seed {seed}: {placed} placed, {buried} buried"
        );
    }
}

/// A field worth nothing says why it is worth nothing, even with a pig in it: the pig only
/// raises what each completed city pays, and no completed city borders the field.
#[test]
fn a_farm_worth_nothing_says_no_completed_city_borders_it_even_with_a_pig() {
    use carcassonne_engine::random::random_action;
    use carcassonne_engine::rng::Rng;
    use carcassonne_engine::ScoreKind;

    let mut zero_farms = 0;
    for seed in 0..400 {
        let config = GameConfig {
            tile_limit: Some(14),
            ..GameConfig::with_rules(2, parse_expansions("farmers,traders").expect("rules"))
        };
        let mut game = Game::new(config, seed).expect("set-up");
        let mut rng = Rng::new(seed);
        while !game.is_over() {
            let action = random_action(&game, &mut rng).expect("a legal action");
            for e in game.apply(action).expect("legal") {
                if let Event::Scored {
                    kind: ScoreKind::Field,
                    points: 0,
                    winners,
                    note,
                    ..
                } = e
                {
                    if !winners.is_empty() {
                        zero_farms += 1;
                        assert_eq!(note, Some("note-no-completed-city"), "seed {seed}");
                    }
                }
            }
        }
    }
    assert!(
        zero_farms > 0,
        "no farm scored nothing: the test saw no case"
    );
}

//! The River I and II: continuing the river, the U-turn rule as the FAQ reads it, the fork's
//! branches, room ahead (JCloisterZone's look-ahead), river tiles set aside when they fit
//! nowhere, no follower on the river, the set-up of the stack, and every mix of expansions.

mod common;

use carcassonne_engine::random::{random_action, random_game};
use carcassonne_engine::rng::Rng;
use carcassonne_engine::tiles::{EdgeKind, FeatureKind};
use carcassonne_engine::{
    Action, Event, Expansion, FigureKind, Game, GameConfig, MoveError, Phase, Placement, Pos,
    Rotation, Side, Spot,
};
use common::tile;

fn river_game(config: GameConfig, start: &str, deck: &[&str]) -> Game {
    let deck = deck.iter().map(|n| tile(n)).collect();
    Game::with_deck(config, tile(start), Rotation::new(0), deck).expect("set-up")
}

fn river1() -> GameConfig {
    GameConfig::with_rules(2, [Expansion::River1])
}

fn both_rivers() -> GameConfig {
    GameConfig::with_rules(2, [Expansion::River1, Expansion::River2])
}

fn place(game: &mut Game, x: i32, y: i32, rot: u8) -> Result<(), MoveError> {
    game.apply(Action::Place(Placement {
        pos: Pos::new(x, y),
        rotation: Rotation::new(rot),
    }))?;
    if matches!(game.phase(), Phase::Deploy { .. }) {
        game.apply(Action::Pass)?;
    }
    Ok(())
}

fn rotations_at(game: &Game, x: i32, y: i32) -> Vec<u8> {
    game.legal_placements()
        .iter()
        .filter(|p| p.pos == Pos::new(x, y))
        .map(|p| p.rotation.quarter_turns())
        .collect()
}

#[test]
fn a_river_tile_must_continue_the_open_river() {
    let mut game = river_game(river1(), "R1.a", &["R1.d", "R1.l"]);
    // North of the spring the straight river matches the field edges but touches no river.
    let err = place(&mut game, 0, -1, 0).expect_err("detached river accepted");
    assert!(err.to_string().contains("river-refuse-continue"), "{err}");
    let legal = game.legal_placements();
    assert!(!legal.is_empty());
    assert!(legal.iter().all(|p| p.pos == Pos::new(1, 0)), "{legal:?}");
    assert!(place(&mut game, 1, 0, 0).is_ok());
}

#[test]
fn the_river_may_not_make_a_u_turn() {
    let mut game = river_game(river1(), "R1.a", &["R1.g", "R1.g", "R1.l"]);
    // Flowing east, the first curve turns right (south).
    place(&mut game, 1, 0, 0).expect("first curve");
    // Turning right again (rotation 1) would send it back west: refused. Left (2) is fine.
    assert_eq!(rotations_at(&game, 1, 1), vec![2]);
    let err = place(&mut game, 1, 1, 1).expect_err("U-turn accepted");
    assert!(matches!(err, MoveError::RuleViolation { .. }), "{err}");
    assert!(err.to_string().contains("river-refuse-u-turn"));
    place(&mut game, 1, 1, 2).expect("left turn");
}

/// Lays `moves` (x, y, rotation) with the tiles in deck order, each a legal placement.
fn lay(game: &mut Game, moves: &[(i32, i32, u8)]) {
    for &(x, y, r) in moves {
        place(game, x, y, r).unwrap_or_else(|e| panic!("({x},{y}) rotation {r}: {e}"));
    }
}

#[test]
fn a_straight_tile_between_two_bends_the_same_way_is_allowed() {
    // The FAQ: "Only immediate U-turns are explicitly forbidden." Right (south), straight,
    // then right again (west) is legal, and so is left (east).
    let mut game = river_game(river1(), "R1.a", &["R1.g", "R1.d", "R1.g", "R1.l"]);
    lay(&mut game, &[(1, 0, 0), (1, 1, 1)]);
    assert_eq!(rotations_at(&game, 1, 2), vec![1, 2]);
    place(&mut game, 1, 2, 1).expect("second right turn after a straight tile");
}

#[test]
fn a_third_turn_the_same_way_that_comes_back_against_the_river_is_refused() {
    // The FAQ: "Turning river the same way three times should also be considered prohibited."
    // Right (south), straight, right (west), straight: a third right turn would send the river
    // north, back beside the spring at (0,0). The cells ahead must be free: refused.
    let mut game = river_game(
        river1(),
        "R1.a",
        &["R1.g", "R1.d", "R1.g", "R1.d", "R1.g", "R1.l"],
    );
    lay(&mut game, &[(1, 0, 0), (1, 1, 1), (1, 2, 1), (0, 2, 0)]);
    let err = place(&mut game, -1, 2, 2).expect_err("third right turn accepted");
    assert!(matches!(err, MoveError::RuleViolation { .. }), "{err}");
    assert!(err.to_string().contains("river-refuse-room-ahead"), "{err}");
    assert_eq!(
        rotations_at(&game, -1, 2),
        vec![3],
        "only the left turn (south)"
    );
}

#[test]
fn three_turns_the_same_way_with_room_to_spare_are_allowed() {
    // As JCloisterZone allows (its recorded River I + II sample turns right three times round
    // the spring): right (south), two straight, right (west), two straight, right (north).
    let mut game = river_game(
        river1(),
        "R1.a",
        &[
            "R1.g", "R1.d", "R1.d", "R1.g", "R1.d", "R1.d", "R1.g", "R1.l",
        ],
    );
    lay(
        &mut game,
        &[
            (1, 0, 0),
            (1, 1, 1),
            (1, 2, 1),
            (1, 3, 1),
            (0, 3, 0),
            (-1, 3, 0),
        ],
    );
    place(&mut game, -2, 3, 2).expect("third right turn with room");
    place(&mut game, -2, 2, 3).expect("the lake");
    assert_eq!(open_river_edges(&game), 0);
}

#[test]
fn a_forks_turning_branch_may_not_turn_the_same_way_next() {
    // Spring flowing east, fork at (1,0): the north branch turned left there, the east branch
    // goes straight on. North of the fork, turning left (west) again is a U-turn.
    let mut game = river_game(both_rivers(), "R1.a", &["R2.d", "R1.g", "R1.g", "R1.l"]);
    place(&mut game, 1, 0, 0).expect("fork");
    let err = place(&mut game, 1, -1, 0).expect_err("U-turn after the fork accepted");
    assert!(err.to_string().contains("river-refuse-u-turn"), "{err}");
    // Turning right (east) is legal, even though it flows beside the east branch's cell:
    // JCloisterZone checks the cells ahead of the new end only.
    assert_eq!(rotations_at(&game, 1, -1), vec![3]);
}

#[test]
fn a_forks_straight_branch_may_bend_either_way() {
    // For the east branch the fork is a straight tile: it may bend north or south next.
    let mut game = river_game(both_rivers(), "R1.a", &["R2.d", "R1.g", "R1.l"]);
    place(&mut game, 1, 0, 0).expect("fork");
    let mut outflows: Vec<Side> = rotations_at(&game, 2, 0)
        .into_iter()
        .map(|r| {
            let mut g = game.clone();
            place(&mut g, 2, 0, r).expect("legal");
            let t = g.board().get(Pos::new(2, 0)).expect("placed");
            *[Side::N, Side::S]
                .iter()
                .find(|&&s| t.edge(s) == EdgeKind::River)
                .expect("a bend")
        })
        .collect();
    outflows.sort();
    assert_eq!(outflows, vec![Side::N, Side::S]);
}

#[test]
fn a_river_tile_that_fits_nowhere_is_set_aside_and_the_player_draws_again() {
    // Land tiles on both sides of the spring's outflow leave a bend room neither way; a
    // straight tile still fits.
    let mut game = river_game(
        river1(),
        "R1.a",
        &["E", "E", "R1.g", "R1.d", "R1.l", "U", "U"],
    );
    lay(&mut game, &[(0, 1, 2), (0, -1, 0)]);
    assert_eq!(game.current_player(), 0);
    assert_eq!(game.legal_actions(), vec![Action::Discard]);
    let events = game.apply(Action::Discard).expect("set aside");
    let bend = tile("R1.g");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::TileDiscarded { player: 0, tile } if *tile == bend)),
        "{events:?}"
    );
    assert_eq!(game.current_player(), 0, "the same player draws again");
    assert_eq!(game.current_tile(), Some(tile("R1.d")));
    lay(&mut game, &[(1, 0, 0), (2, 0, 0)]);
    assert_eq!(open_river_edges(&game), 0);
}

#[test]
fn no_follower_on_the_river() {
    let config = GameConfig::with_rules(2, [Expansion::River1, Expansion::Farmers]);
    let mut game = river_game(config, "R1.a", &["R1.d", "R1.l"]);
    game.apply(Action::Place(Placement {
        pos: Pos::new(1, 0),
        rotation: Rotation::new(0),
    }))
    .expect("place");
    let def = tile("R1.d").def();
    let spots = game.deploy_spots();
    assert!(!spots.is_empty());
    for spot in spots {
        if let Spot::Segment(s) = spot {
            assert_ne!(def.segments[usize::from(s)].kind, FeatureKind::River);
        }
    }
    let river = def
        .segments
        .iter()
        .position(|s| s.kind == FeatureKind::River)
        .expect("river");
    let refused = game.apply(Action::Deploy {
        spot: Spot::Segment(river as u8),
        figure: FigureKind::FOLLOWER,
    });
    assert!(refused.is_err());
}

#[test]
fn the_volcano_gives_another_turn_and_takes_no_figure() {
    let config = GameConfig::with_rules(2, [Expansion::River2]);
    let mut game = river_game(config, "R2.a", &["R2.c", "U", "U"]);
    let events = game
        .apply(Action::Place(Placement {
            pos: Pos::new(1, 0),
            rotation: Rotation::new(0),
        }))
        .expect("volcano");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::ExtraTurn { player: 0 })));
    assert_eq!(game.current_player(), 0);
    assert!(
        matches!(game.phase(), Phase::Place { .. }),
        "no figure step"
    );
    assert_eq!(game.turn(), 1);
}

#[test]
fn river_tiles_come_first_with_the_fork_first_and_the_lake_last() {
    for (rules, lake, count) in [
        (vec![Expansion::River1], "R1.l", 11),
        (vec![Expansion::River2], "R2.c", 11),
        (vec![Expansion::River1, Expansion::River2], "R1.l", 21),
    ] {
        let r2 = rules.contains(&Expansion::River2);
        let mut game = Game::new(GameConfig::with_rules(3, rules), 11).expect("set-up");
        let mut drawn: Vec<carcassonne_engine::TileId> = game.current_tile().into_iter().collect();
        let mut rng = Rng::new(5);
        while drawn.last().is_some_and(|t| t.def().has_river()) {
            let a = random_action(&game, &mut rng).expect("action");
            for e in game.apply(a).expect("legal") {
                if let Event::TileDrawn { tile, .. } = e {
                    drawn.push(tile);
                }
            }
        }
        let rivers: Vec<&str> = drawn
            .iter()
            .filter(|t| t.def().has_river())
            .map(|t| t.name())
            .collect();
        assert_eq!(rivers.len(), count, "{rivers:?}");
        assert_eq!(rivers.last().copied(), Some(lake), "{rivers:?}");
        if r2 {
            assert_eq!(rivers.first().copied(), Some("R2.d"));
        }
        assert!(
            !drawn.last().is_some_and(|t| t.def().has_river()),
            "land follows the river"
        );
    }
}

#[test]
fn with_the_river_the_base_start_tile_is_put_away() {
    // Both rulebooks start from the spring instead of D: 11 river tiles and 71 land tiles.
    for (rules, river) in [
        (vec![Expansion::River1], 11),
        (vec![Expansion::River2], 11),
        (vec![Expansion::River1, Expansion::River2], 21),
    ] {
        let game = Game::new(GameConfig::with_rules(2, rules), 3).expect("set-up");
        let dealt = game.tiles_left() + 1;
        assert_eq!(dealt, river + 71, "tile in hand plus the deck");
        let d = tile("D");
        let ds: usize = game
            .unseen_tiles()
            .iter()
            .filter(|(t, _)| *t == d)
            .map(|(_, n)| n)
            .sum();
        assert_eq!(ds, 3, "one of the four D tiles is put away");
    }
    let base = Game::new(GameConfig::base(2), 3).expect("set-up");
    assert_eq!(
        base.tiles_left() + 1,
        71,
        "without the river D is the start tile"
    );
}

#[test]
fn river_ii_of_the_second_edition_has_the_garden_curve() {
    let game = Game::new(GameConfig::with_rules(2, [Expansion::River2]), 8).expect("set-up");
    let mut river: Vec<&str> = game
        .unseen_tiles()
        .iter()
        .map(|(t, _)| *t)
        .chain(game.current_tile())
        .filter(|t| t.def().has_river())
        .map(|t| t.name())
        .collect();
    river.sort_unstable();
    river.dedup();
    assert!(river.contains(&"R2.i+g"), "{river:?}");
    assert!(!river.contains(&"R2.i"), "{river:?}");
}

/// River edges on the table that face an empty cell.
fn open_river_edges(game: &Game) -> usize {
    let b = game.board();
    b.tiles()
        .iter()
        .map(|t| {
            Side::ALL
                .iter()
                .filter(|&&s| t.edge(s) == EdgeKind::River && b.get(t.pos.step(s)).is_none())
                .count()
        })
        .sum()
}

/// Plays the river part of a game with random legal moves, checking that a river tile is set
/// aside only when it has no legal placement, by the player who drew it, and that land
/// follows the river. Returns whether a river tile was set aside.
fn play_the_river(rules: &[Expansion], seed: u64) -> bool {
    let config = GameConfig::with_rules(2, rules.iter().copied());
    let mut game = Game::new(config, seed).expect("set-up");
    let mut rng = Rng::new(seed);
    let mut set_aside = false;
    loop {
        let in_hand = match game.phase() {
            Phase::Place { tile } => tile,
            Phase::Over => break,
            _ => {
                game.apply(Action::Pass).expect("pass");
                continue;
            }
        };
        if !in_hand.def().has_river() {
            break;
        }
        let fits = !game.legal_placements().is_empty();
        let player = game.current_player();
        let action = random_action(&game, &mut rng).expect("action");
        for e in game.apply(action).expect("legal") {
            if let Event::TileDiscarded { player: p, .. } = e {
                assert!(
                    !fits,
                    "{rules:?} seed {seed}: a river tile that fits was set aside"
                );
                assert_eq!(p, player);
                set_aside = true;
            }
        }
    }
    assert!(
        !game.is_over(),
        "{rules:?} seed {seed}: land tiles follow the river"
    );
    assert!(
        game.unseen_tiles()
            .iter()
            .all(|(t, _)| !t.def().has_river()),
        "{rules:?} seed {seed}: every river tile came first"
    );
    set_aside
}

#[test]
fn a_river_tile_is_set_aside_only_when_it_fits_nowhere_and_land_follows() {
    // `cargo run --release -p carcassonne-engine --example river_check` counts these over
    // 20,000 games per set (the README has the figures).
    for rules in [
        vec![Expansion::River1],
        vec![Expansion::River2],
        vec![Expansion::River1, Expansion::River2],
    ] {
        let set_aside = (0..300u64)
            .filter(|&seed| play_the_river(&rules, seed))
            .count();
        assert!(
            set_aside > 0,
            "{rules:?}: no game needed the set-aside rule (the test would prove nothing)"
        );
    }
}

#[test]
fn each_river_set_plays_to_the_end_with_every_mix_of_the_other_expansions() {
    let others = [
        Expansion::Farmers,
        Expansion::Abbot,
        Expansion::Inns,
        Expansion::Traders,
        Expansion::Hills,
        Expansion::Wheel,
    ];
    let sets = [
        vec![Expansion::River1],
        vec![Expansion::River2],
        vec![Expansion::River1, Expansion::River2],
    ];
    for (i, river) in sets.iter().enumerate() {
        for mask in 0..1u32 << others.len() {
            let mut rules = river.clone();
            rules.extend(
                (0..others.len())
                    .filter(|b| mask >> b & 1 == 1)
                    .map(|b| others[b]),
            );
            let seed = u64::from(mask) * 3 + i as u64;
            let config = GameConfig::with_rules(3, rules.clone());
            let game = random_game(config, seed, None)
                .unwrap_or_else(|e| panic!("{rules:?} seed {seed}: {e}"));
            assert!(game.is_over(), "{rules:?} seed {seed}: the game ended");
        }
    }
}

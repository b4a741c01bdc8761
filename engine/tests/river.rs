//! The River I and II: continuing the river, the strict U-turn rule, branches kept apart, no
//! follower on the river, the set-up of the stack, and every river finishable.

mod common;

use carcassonne_engine::random::random_action;
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
    assert!(err.to_string().contains("continue"), "{err}");
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
    assert!(err.to_string().contains("U-turn"));
    place(&mut game, 1, 1, 2).expect("left turn");
}

#[test]
fn a_straight_tile_between_two_bends_does_not_reset_the_u_turn_rule() {
    // Right (south), straight, then right again (west) would curl the river back towards
    // the spring. Engine 0.1 forgot the first bend once a straight tile came between.
    let mut game = river_game(river1(), "R1.a", &["R1.g", "R1.d", "R1.g", "R1.l"]);
    place(&mut game, 1, 0, 0).expect("right turn, now flowing south");
    place(&mut game, 1, 1, 1).expect("straight");
    assert_eq!(
        rotations_at(&game, 1, 2),
        vec![2],
        "only the left turn (east)"
    );
    let err = place(&mut game, 1, 2, 1).expect_err("second right turn accepted");
    assert!(err.to_string().contains("U-turn"), "{err}");
    place(&mut game, 1, 2, 2).expect("left turn");
}

#[test]
fn the_forks_branches_keep_a_cell_apart_and_never_rejoin() {
    // Spring flowing east, fork at (1,0): branches leave north (to (1,-1)) and east (to (2,0)).
    let mut game = river_game(both_rivers(), "R1.a", &["R2.d", "R1.g", "R1.g", "R1.l"]);
    place(&mut game, 1, 0, 0).expect("fork");
    // The north branch turning east would flow into (2,-1), beside the east branch's (2,0).
    let err = place(&mut game, 1, -1, 3).expect_err("branches side by side");
    assert!(err.to_string().contains("neighbouring cells"), "{err}");
    // The east branch turning north would flow into (2,-1) too, and turning south takes it
    // away: only that one is legal there.
    assert_eq!(rotations_at(&game, 2, 0), vec![0]);
    place(&mut game, 2, 0, 0).expect("east branch turns south");
    assert!(game
        .legal_placements()
        .iter()
        .all(|p| p.pos == Pos::new(1, -1) || p.pos == Pos::new(2, 1)));
}

#[test]
fn a_forks_straight_branch_first_bends_away_from_its_sibling() {
    // Fork turned so the river enters from the west and leaves south and east: the east
    // (straight) branch may not bend south, alongside the south branch.
    let mut game = river_game(both_rivers(), "R1.a", &["R2.d", "R1.g", "R1.l"]);
    place(&mut game, 1, 0, 2).expect("fork");
    let east = rotations_at(&game, 2, 0);
    assert!(!east.is_empty());
    for r in east {
        let mut g = game.clone();
        place(&mut g, 2, 0, r).expect("legal");
        let t = g.board().get(Pos::new(2, 0)).expect("placed");
        assert_ne!(
            t.edge(Side::S),
            EdgeKind::River,
            "bent towards the south branch"
        );
    }
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

#[test]
fn every_river_is_finished_without_discarding_a_river_tile() {
    for rules in [
        vec![Expansion::River1],
        vec![Expansion::River2],
        vec![Expansion::River1, Expansion::River2],
    ] {
        for seed in 0..2000u64 {
            let config = GameConfig::with_rules(2, rules.clone());
            let mut game = Game::new(config, seed).expect("set-up");
            let mut rng = Rng::new(seed);
            // Until the first land tile is in hand.
            while !matches!(game.phase(), Phase::Place { tile } if !tile.def().has_river()) {
                let action = random_action(&game, &mut rng).expect("action");
                let events = game.apply(action).expect("legal");
                assert!(
                    !events
                        .iter()
                        .any(|e| matches!(e, Event::TileDiscarded { .. })),
                    "{rules:?} seed {seed}: a river tile was discarded"
                );
            }
            assert_eq!(
                open_river_edges(&game),
                0,
                "{rules:?} seed {seed}: river left open"
            );
        }
    }
}

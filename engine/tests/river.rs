//! The River I and II: continuing the river, no U-turn, the fork's branches never rejoin, no
//! follower on the river, river tiles first and the lake last.

mod common;

use carcassonne_engine::tiles::FeatureKind;
use carcassonne_engine::{Action, Game, GameConfig, MoveError, Placement, Pos, Rotation, Spot};
use common::tile;

fn river_game(config: GameConfig, start: &str, deck: &[&str]) -> Game {
    let deck = deck.iter().map(|n| tile(n)).collect();
    Game::with_deck(config, tile(start), Rotation::new(0), deck).expect("set-up")
}

fn river1() -> GameConfig {
    GameConfig {
        river1: true,
        farmers: false,
        ..GameConfig::base(2)
    }
}

fn place(game: &mut Game, x: i32, y: i32, rot: u8) -> Result<(), MoveError> {
    game.apply(Action::Place(Placement {
        pos: Pos::new(x, y),
        rotation: Rotation::new(rot),
    }))?;
    game.apply(Action::Pass)?;
    Ok(())
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
    let at = Pos::new(1, 1);
    let rots: Vec<u8> = game
        .legal_placements()
        .iter()
        .filter(|p| p.pos == at)
        .map(|p| p.rotation.quarter_turns())
        .collect();
    // Turning right again (rotation 1) would send it back west: refused. Left (2) is fine.
    assert_eq!(rots, vec![2]);
    let err = place(&mut game, 1, 1, 1).expect_err("U-turn accepted");
    assert!(matches!(err, MoveError::RuleViolation { .. }), "{err}");
    assert!(err.to_string().contains("U-turn"));
    place(&mut game, 1, 1, 2).expect("left turn");
}

#[test]
fn the_forks_branches_may_not_rejoin() {
    let config = GameConfig {
        river1: true,
        river2: true,
        farmers: false,
        ..GameConfig::base(2)
    };
    let mut game = river_game(config, "R2.a", &["R2.d", "R1.g", "R1.g", "R1.g", "R1.l"]);
    place(&mut game, 1, 0, 0).expect("fork");
    assert_eq!(game.river().ends.len(), 2);
    place(&mut game, 1, -1, 3).expect("north branch turns east");
    place(&mut game, 2, 0, 1).expect("east branch turns north");
    assert!(game
        .legal_placements()
        .iter()
        .all(|p| p.pos != Pos::new(2, -1)));
    let err = place(&mut game, 2, -1, 0).expect_err("rejoining accepted");
    assert!(err.to_string().contains("join itself"), "{err}");
}

#[test]
fn no_follower_on_the_river() {
    let config = GameConfig {
        farmers: true,
        ..river1()
    };
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
        kind: carcassonne_engine::FollowerKind::Normal,
    });
    assert!(refused.is_err());
}

#[test]
fn river_tiles_come_first_with_the_fork_first_and_the_lake_last() {
    for (r1, r2, lake, count) in [
        (true, false, "R1.l", 11),
        (false, true, "R2.c", 11),
        (true, true, "R1.l", 21),
    ] {
        let config = GameConfig {
            river1: r1,
            river2: r2,
            ..GameConfig::base(3)
        };
        let mut game = Game::new(config, 11).expect("set-up");
        let mut drawn = Vec::new();
        let mut rng = carcassonne_engine::rng::Rng::new(5);
        while let Some(tile) = game.current_tile() {
            drawn.push(tile);
            if !tile.def().has_river() {
                break;
            }
            let action =
                carcassonne_engine::random::random_action(&game, &mut rng).expect("action");
            game.apply(action).expect("legal");
            while game.current_tile().is_none() && !game.is_over() {
                let a = carcassonne_engine::random::random_action(&game, &mut rng).expect("action");
                game.apply(a).expect("legal");
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

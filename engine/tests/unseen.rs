//! The engine's count of the tiles nobody has seen, as the computer players ask it.

use carcassonne_engine::random::random_game;
use carcassonne_engine::{Expansion, GameConfig, Pos, Rotation};

/// Counting by shape must agree with trying every unseen tile every way round on every
/// empty cell, in a game whose tiles have goods, vineyards and hills on the same edges.
#[test]
fn the_share_fitting_a_cell_is_what_trying_every_tile_finds() {
    let config = GameConfig::with_rules(
        3,
        [
            Expansion::Farmers,
            Expansion::Inns,
            Expansion::Traders,
            Expansion::Hills,
        ],
    );
    for (seed, turns) in [(1, 5), (2, 30), (3, 60)] {
        let game = random_game(config.clone(), seed, Some(turns)).expect("game");
        let unseen = game.unseen();
        let tiles = game.unseen_tiles();
        let total: usize = tiles.iter().map(|&(_, n)| n).sum();
        assert_eq!(unseen.total() as usize, total);
        let board = game.board();
        let mut cells = 0;
        for pos in board.frontier() {
            let fitting: usize = tiles
                .iter()
                .filter(|(t, _)| {
                    Rotation::ALL
                        .iter()
                        .any(|&r| board.fits(t.def(), pos, r).is_ok())
                })
                .map(|&(_, n)| n)
                .sum();
            let want = fitting as f64 / total as f64;
            let got = unseen.share_fitting(board, pos);
            assert!((got - want).abs() < 1e-12, "{pos:?}: {got} vs {want}");
            cells += 1;
        }
        assert!(cells > 0);
        // A cell beside no tile takes nothing.
        assert_eq!(unseen.share_fitting(board, Pos::new(500, 500)), 0.0);
    }
}

/// The completion judgement asks whether a cell touches a tile; the answer must be the board's
/// own: empty and beside at least one tile.
#[test]
fn on_frontier_is_an_empty_cell_beside_a_tile() {
    let config = GameConfig::with_rules(2, [Expansion::Farmers]);
    let game = random_game(config, 7, Some(25)).expect("game");
    let board = game.board();
    let (lo, hi) = board.bounds();
    let (mut on, mut off) = (0, 0);
    for y in lo.y - 2..=hi.y + 2 {
        for x in lo.x - 2..=hi.x + 2 {
            let pos = Pos::new(x, y);
            let beside = carcassonne_engine::Side::ALL
                .iter()
                .any(|&s| board.is_occupied(pos.step(s)));
            let want = !board.is_occupied(pos) && beside;
            assert_eq!(board.on_frontier(pos), want, "{pos:?}");
            if want {
                on += 1;
            } else {
                off += 1;
            }
        }
    }
    assert!(on > 0 && off > 0);
}

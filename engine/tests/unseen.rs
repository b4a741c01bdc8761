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

//! Animals still to come into a stable's square: each empty cell of the 3x3 square may be
//! filled before the end, by a tile that may carry animals.

use crate::board::Board;
use crate::capability::View;
use crate::figures::FigureKind;
use crate::geometry::Pos;

use super::pool::{frontier_cell, Pool};

// How likely an empty cell is filled before the end: a frontier cell with chance
// FILL_CAP (1 - exp(-FILL_RATE d^0.75 s^0.5)), d the tiles still to be placed and s the share of
// unseen tiles that fit it; a cell beside no tile yet with chance
// AWAY_CAP (1 - exp(-AWAY_RATE d)). Fitted on Medium's games (2 players).
const FILL_CAP: f64 = 0.9;
const FILL_RATE: f64 = 0.119;
const AWAY_CAP: f64 = 0.85;
const AWAY_RATE: f64 = 0.05;
/// A stable's owner steers tiles with animals into its square: animals per tile that came
/// into a stable's frontier cell against the average of the unseen tiles fitting there.
const OWNER_BIAS: f64 = 1.35;
/// The same for cells beside no tile yet (filled later, less steered).
const AWAY_BIAS: f64 = 1.25;

/// Chance an empty cell is filled before the end, with the animals expected on it (the
/// owner's steering included).
fn fill(board: &Board, pool: &Pool, pos: Pos) -> (f64, f64) {
    match frontier_cell(board, pos) {
        Some(cell) => {
            let (share, animals) = pool.fitting(cell);
            let rate = FILL_RATE * pool.draws.powf(0.75) * share.sqrt();
            (FILL_CAP * (1.0 - (-rate).exp()), animals * OWNER_BIAS)
        }
        None => {
            let chance = AWAY_CAP * (1.0 - (-AWAY_RATE * pool.draws).exp());
            (chance, pool.animals_each() * AWAY_BIAS)
        }
    }
}

/// Animals still to come into every stable's square, added to `out`.
pub(super) fn stables(view: &View, pool: &Pool, out: &mut [f64]) {
    if pool.draws <= 0.0 {
        return;
    }
    for f in &view.figures.on_board {
        if f.kind != FigureKind::STABLE || f.player >= out.len() {
            continue;
        }
        let mut expected = 0.0;
        for pos in f.pos.ring() {
            if view.board.is_occupied(pos) {
                continue;
            }
            let (chance, animals) = fill(view.board, pool, pos);
            expected += chance * animals;
        }
        out[f.player] += expected;
    }
}

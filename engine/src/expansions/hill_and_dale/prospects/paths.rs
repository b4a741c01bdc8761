//! Hikes still to come: a wanderer on an open path may hike each time its owner extends the
//! path without completing it, one point a tile, and back along the whole path the next time.

use crate::board::Board;
use crate::capability::View;
use crate::config::MAX_PLAYERS;
use crate::figures::{Figure, Spot};
use crate::geometry::{Port, Pos};
use crate::tiles::FeatureKind;

use super::pool::{frontier_cell, Pool};

// How often a wanderer hikes, and how far, fitted on games of the Medium AI against itself. It
// hikes at least once with chance (1 - exp(-HIKE_RATE x^HIKE_POWER)) (1 - exp(-t)), x the share
// of unseen tiles that extend its path and t its owner's turns left: paths close within a few
// turns, so more turns add little. Its hikes then bring HIKE_PER_REACH points per tile it can
// reach now and HIKE_PER_TILE per tile of the path (a long open path is hiked back and forth),
// fewer in the last turns: (HIKE_LATE + t / HIKE_LATE_TURNS) of it while that is below 1.
const HIKE_RATE: f64 = 1.8;
const HIKE_POWER: f64 = 0.8;
const HIKE_PER_REACH: f64 = 0.5;
const HIKE_PER_TILE: f64 = 2.0;
const HIKE_LATE: f64 = 0.35;
const HIKE_LATE_TURNS: f64 = 15.0;

/// Where a path leads from a wanderer's spot in one direction.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Reach {
    /// Tiles the wanderer could enter that way.
    tiles: u32,
    /// The empty cell the path runs into, and the port a tile there must join it by.
    open: Option<(Pos, Port)>,
}

/// The two ways along the path from segment `seg` of the tile at `pos` (a path ending on its
/// tile has one).
fn reaches(board: &Board, pos: Pos, seg: u8) -> [Option<Reach>; 2] {
    let mut out = [None, None];
    let Some(tile) = board.get(pos) else {
        return out;
    };
    let Some(segment) = tile.def().segments.get(usize::from(seg)) else {
        return out;
    };
    for (slot, exit) in out
        .iter_mut()
        .zip(segment.ports_at(tile.rotation).middles().iter())
    {
        let mut reach = Reach {
            tiles: 0,
            open: None,
        };
        let (mut at, mut port) = (pos, exit);
        loop {
            let next = at.step(port.side());
            let Some(there) = board.get(next) else {
                reach.open = Some((next, port.facing()));
                break;
            };
            let Some(s) = there.def().owner_at(port.facing(), there.rotation) else {
                break;
            };
            if (next, s) == (pos, seg) || reach.tiles as usize > board.len() {
                break;
            }
            reach.tiles += 1;
            let onward = there.def().segments[usize::from(s)]
                .ports_at(there.rotation)
                .middles()
                .iter()
                .find(|&p| p != port.facing());
            match onward {
                Some(p) => (at, port) = (next, p),
                None => break,
            }
        }
        *slot = Some(reach);
    }
    out
}

/// A wanderer's hikes to come: the share of unseen tiles that let it hike, and the points its
/// hikes bring over the rest of the game. `None` off an open path.
fn wanderer(view: &View, pool: &Pool, turns: f64, f: &Figure) -> Option<(f64, f64)> {
    let Spot::Segment(seg) = f.spot else {
        return None;
    };
    if !f.kind.is_follower() {
        return None;
    }
    let root = view.board.figure_root(f)?;
    let data = view.board.feature(root);
    if data.kind != FeatureKind::Road || data.open == 0 {
        return None;
    }
    let ways = reaches(view.board, f.pos, seg);
    let length = 1 + ways.iter().flatten().map(|r| r.tiles).sum::<u32>();
    // With one end open, a tile ending the path there completes it: no hike.
    let must_continue = data.open < 2;
    let (mut extend, mut first) = (0.0, 0.0);
    for (i, way) in ways.iter().enumerate() {
        let Some(Reach {
            tiles,
            open: Some((gap, entry)),
        }) = *way
        else {
            continue;
        };
        let Some(cell) = frontier_cell(view.board, gap) else {
            continue;
        };
        let q = pool.extending(cell, entry, must_continue);
        let back = ways[1 - i].map_or(0, |r| r.tiles);
        extend += q;
        // Onto the new tile, or back the other way if that is farther.
        first += q * f64::from((tiles + 1).max(back));
    }
    if extend <= 0.0 {
        return None;
    }
    let first = first / extend;
    let extend = extend.min(1.0);
    let once = (1.0 - (-HIKE_RATE * extend.powf(HIKE_POWER)).exp()) * (1.0 - (-turns).exp());
    let late = (HIKE_LATE + turns / HIKE_LATE_TURNS).min(1.0);
    let points = HIKE_PER_REACH * first + HIKE_PER_TILE * f64::from(length);
    Some((extend, once * late * points))
}

/// Every player's hikes still to come, added to `out`.
pub(super) fn hikes(view: &View, pool: &Pool, turns: f64, out: &mut [f64]) {
    if turns <= 0.0 {
        return;
    }
    // Per player: the chance each turn that the tile lets one of their wanderers hike (summed,
    // and as the chance none does), and the points those hikes bring.
    let mut summed = [0.0f64; MAX_PLAYERS];
    let mut none = [1.0f64; MAX_PLAYERS];
    let mut worth = [0.0f64; MAX_PLAYERS];
    for f in &view.figures.on_board {
        let p = f.player;
        if p >= out.len().min(MAX_PLAYERS) {
            continue;
        }
        if let Some((share, points)) = wanderer(view, pool, turns, f) {
            summed[p] += share;
            none[p] *= 1.0 - share;
            worth[p] += points;
        }
    }
    // One hike a turn: a player's wanderers share their owner's turns.
    for (p, o) in out.iter_mut().enumerate().take(MAX_PLAYERS) {
        if summed[p] > 0.0 {
            *o += worth[p] * ((1.0 - none[p]) / summed[p]).min(1.0);
        }
    }
}

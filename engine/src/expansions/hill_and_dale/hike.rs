//! Hiking: a wanderer walks along its path, one point per tile it enters.
//!
//! The walk follows the path's segments tile by tile through the edge middles. It stops where
//! the path ends (a junction or a crop field end a segment on its tile, so a hike never crosses
//! one) or where the next cell is empty. Every tile entered on the way is a place the wanderer
//! may stop, unless another wanderer stands on that tile, on any of its paths: the rulebook
//! lets a hiker pass other wanderers but not stop "on a tile where there is another wanderer".
//! The hiker chooses where to stop (our reading of "hike in that direction": the rulebook does
//! not say a hike must go to the end, and a player who wants every point picks the farthest
//! stop, which the panel lists first).

use crate::board::Board;
use crate::capability::View;
use crate::figures::{Figure, Spot};
use crate::geometry::{Port, Pos, Side};
use crate::tiles::FeatureKind;

/// One place a wanderer may hike to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Hike {
    pub figure: Figure,
    /// The side of its tile the wanderer leaves by.
    pub direction: Side,
    pub to: Pos,
    pub to_spot: Spot,
    /// Tiles entered, in order (the last is `to`); one point each.
    pub entered: Vec<Pos>,
}

/// The board ports a path segment owns at its tile's edge middles.
fn middles(board: &Board, pos: Pos, seg: u8) -> Vec<Port> {
    let Some(placed) = board.get(pos) else {
        return Vec::new();
    };
    let Some(segment) = placed.def().segments.get(usize::from(seg)) else {
        return Vec::new();
    };
    segment
        .ports_at(placed.rotation)
        .iter()
        .filter(|p| p.third() == 1)
        .collect()
}

/// The path segment of the tile at `pos` that owns board port `port`.
fn owner(board: &Board, pos: Pos, port: Port) -> Option<u8> {
    let placed = board.get(pos)?;
    let seg = placed.def().owner_at(port, placed.rotation)?;
    (placed.def().segments[usize::from(seg)].kind == FeatureKind::Road).then_some(seg)
}

/// Whether a wanderer other than `hiker` stands on any path of the tile at `pos` (the rulebook:
/// "your meeple may not stop on a tile where there is another wanderer (i.e., meeple on a
/// path)", whichever of the tile's paths it is on).
fn has_other_wanderer(view: &View, pos: Pos, hiker: Figure) -> bool {
    view.figures.on_board.iter().any(|f| {
        f.pos == pos
            && *f != hiker
            && f.kind.is_follower()
            && matches!(f.spot, Spot::Segment(s) if on_path(view.board, pos, s))
    })
}

fn on_path(board: &Board, pos: Pos, seg: u8) -> bool {
    board.get(pos).is_some_and(|t| {
        t.def()
            .segments
            .get(usize::from(seg))
            .is_some_and(|s| s.kind == FeatureKind::Road)
    })
}

/// Every hike `figure` could make, walking from its spot.
pub(crate) fn hikes_of(view: &View, figure: Figure) -> Vec<Hike> {
    let Spot::Segment(start_seg) = figure.spot else {
        return Vec::new();
    };
    let board = view.board;
    let mut out = Vec::new();
    for exit in middles(board, figure.pos, start_seg) {
        let mut at = (figure.pos, start_seg);
        let mut port = exit;
        let mut entered = Vec::new();
        loop {
            let next = at.0.step(port.side());
            let Some(seg) = owner(board, next, port.facing()) else {
                break;
            };
            if (next, seg) == (figure.pos, start_seg) || entered.len() > board.len() {
                break;
            }
            entered.push(next);
            at = (next, seg);
            if !has_other_wanderer(view, next, figure) {
                out.push(Hike {
                    figure,
                    direction: exit.side(),
                    to: next,
                    to_spot: Spot::Segment(seg),
                    entered: entered.clone(),
                });
            }
            let onward = middles(board, next, seg)
                .into_iter()
                .find(|&p| p != port.facing());
            match onward {
                Some(p) => port = p,
                None => break,
            }
        }
    }
    // Farthest first in each direction: the stop most players want.
    out.sort_by(|a, b| {
        (a.direction, std::cmp::Reverse(a.entered.len()))
            .cmp(&(b.direction, std::cmp::Reverse(b.entered.len())))
    });
    out
}

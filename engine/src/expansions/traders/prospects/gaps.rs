//! The empty cells a feature must still fill, and how many of the tiles nobody has seen fit
//! each: what decides whether a city or road can still grow or close.
//!
//! Judged in every evaluation of a search, so nothing here allocates: the unseen tiles are
//! counted by kind once per judgement (a deck holds a few dozen kinds in a hundred tiles) and
//! each gap is tried against each kind.

use crate::board::{Board, Cell, NodeId};
use crate::capability::View;
use crate::geometry::{Pos, Side};
use crate::tiles::{catalogue, TileDef};

/// Empty cells a feature is followed through; a feature with more is open enough that more
/// change nothing here.
pub(super) const GAPS: usize = 12;
/// Kinds of tile counted by their catalogue index (the catalogue holds fewer).
const INDEXES: usize = 512;
/// Kinds of tile an unseen deck is followed through (a whole box holds fewer than 160).
const KINDS: usize = 256;

/// The tiles nobody has seen, counted by kind.
pub(super) struct Unseen {
    kinds: [(u16, u16); KINDS],
    len: usize,
    /// Unseen tiles in all.
    pub total: u32,
}

impl Unseen {
    pub(super) fn of(view: &View) -> Unseen {
        let mut counts = [0u16; INDEXES];
        let mut unseen = Unseen {
            kinds: [(0, 0); KINDS],
            len: 0,
            total: 0,
        };
        for t in view.deck.unseen() {
            unseen.total += 1;
            match counts.get_mut(t.index()) {
                Some(n) => *n += 1,
                None => unseen.add(t.index(), 1),
            }
        }
        for t in view.deck.unseen() {
            if let Some(n) = counts.get_mut(t.index()).filter(|n| **n > 0) {
                unseen.add(t.index(), *n);
                *n = 0;
            }
        }
        unseen
    }

    fn add(&mut self, index: usize, copies: u16) {
        if self.len < KINDS {
            self.kinds[self.len] = (index as u16, copies);
            self.len += 1;
        }
    }

    /// Each kind of unseen tile with its copies.
    pub(super) fn kinds(&self) -> impl Iterator<Item = (&'static TileDef, u32)> + '_ {
        let tiles = &catalogue().tiles;
        self.kinds[..self.len]
            .iter()
            .filter_map(move |&(i, n)| tiles.get(usize::from(i)).map(|t| (t, u32::from(n))))
    }

    /// `n` of the unseen tiles as a share of them all.
    pub(super) fn share(&self, n: u32) -> f64 {
        if self.total == 0 {
            0.0
        } else {
            f64::from(n) / f64::from(self.total)
        }
    }
}

/// The empty cells beside a feature across its open edges.
pub(super) struct Gaps {
    cells: [Pos; GAPS],
    pub len: usize,
}

impl Gaps {
    pub(super) fn of(board: &Board, root: NodeId) -> Gaps {
        let mut gaps = Gaps {
            cells: [Pos::ORIGIN; GAPS],
            len: 0,
        };
        for (tile, seg) in board.feature_segments(root) {
            let t = board.tile_at_index(tile);
            let ports = t.def().segments[usize::from(seg)].ports_at(t.rotation);
            for side in Side::ALL {
                let next = t.pos.step(side);
                if ports.touches(side) && !board.is_occupied(next) {
                    gaps.add(next);
                }
            }
            if gaps.len == GAPS {
                break;
            }
        }
        gaps
    }

    fn add(&mut self, p: Pos) {
        if self.len < GAPS && !self.cells().contains(&p) {
            self.cells[self.len] = p;
            self.len += 1;
        }
    }

    pub(super) fn cells(&self) -> &[Pos] {
        &self.cells[..self.len]
    }
}

/// How many of the unseen tiles fit each gap, and any of them.
pub(super) struct Fits {
    each: [f64; GAPS],
    len: usize,
    /// Share of the unseen tiles that fit at least one gap.
    pub any: f64,
}

impl Fits {
    pub(super) fn of(view: &View, unseen: &Unseen, gaps: &Gaps) -> Fits {
        let frontier = view.board.frontier_cells();
        let mut cells: [Option<Cell>; GAPS] = [None; GAPS];
        for (c, p) in cells.iter_mut().zip(gaps.cells()) {
            *c = frontier
                .binary_search_by_key(&(p.y, p.x), |c| (c.pos.y, c.pos.x))
                .ok()
                .map(|i| frontier[i]);
        }
        let cells = &cells[..gaps.len];
        let mut fit = [0u32; GAPS];
        let mut any = 0u32;
        for (def, copies) in unseen.kinds() {
            let codes = def.edge_codes;
            let mut fits_one = false;
            for (n, cell) in fit.iter_mut().zip(cells) {
                if cell.is_some_and(|c| codes.iter().any(|&code| c.fits(code))) {
                    *n += copies;
                    fits_one = true;
                }
            }
            if fits_one {
                any += copies;
            }
        }
        let mut each = [0.0; GAPS];
        for (e, &n) in each.iter_mut().zip(&fit) {
            *e = unseen.share(n);
        }
        Fits {
            each,
            len: gaps.len,
            any: unseen.share(any),
        }
    }

    /// Product over the gaps of how easily unseen tiles fill each (1 when a quarter or more of
    /// them fit; 0 when none does: the feature can never close), as the Hard player judges it.
    pub(super) fn factor(&self) -> f64 {
        self.each[..self.len]
            .iter()
            .map(|&f| (f * 4.0).min(1.0))
            .product()
    }
}

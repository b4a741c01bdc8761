//! The empty cells a field or a monastery's square must still fill, and what the tiles nobody
//! has seen can put in each: whether a shepherd's field can still be extended, whether a
//! square can close and with how many vineyards.
//!
//! Judged in every evaluation of a search, so nothing here allocates: the unseen tiles are
//! counted by kind once per judgement (a deck holds a few dozen kinds in a hundred tiles) and
//! each gap is tried against each kind.

use std::sync::LazyLock;

use crate::board::{Board, Cell, NodeId};
use crate::capability::View;
use crate::geometry::{Pos, Side};
use crate::tiles::{catalogue, TileDef};

use super::super::{HILL, VINEYARD};

/// Empty cells a feature is followed through (a field with more is open anyway; a square has
/// eight).
const GAPS: usize = 12;
/// Kinds of tile counted by their catalogue index (the catalogue holds fewer).
const INDEXES: usize = 512;
/// Kinds of tile an unseen deck is followed through (a whole box holds fewer than 160).
const KINDS: usize = 256;

/// Which tiles of the catalogue are hills and which show a vineyard.
struct Symbols {
    hill: Vec<bool>,
    vineyard: Vec<bool>,
}

static SYMBOLS: LazyLock<Symbols> = LazyLock::new(|| Symbols {
    hill: catalogue().tiles.iter().map(|t| t.has(HILL)).collect(),
    vineyard: catalogue().tiles.iter().map(|t| t.has(VINEYARD)).collect(),
});

fn is_vineyard(def: &TileDef) -> bool {
    SYMBOLS
        .vineyard
        .get(def.id.index())
        .copied()
        .unwrap_or(false)
}

/// The tiles nobody has seen, counted by kind.
pub(super) struct Unseen {
    kinds: [(u16, u16); KINDS],
    len: usize,
    /// Unseen tiles in all, and of them hills and vineyards.
    pub total: u32,
    pub hills: u32,
    pub vineyards: u32,
}

impl Unseen {
    pub(super) fn of(view: &View) -> Unseen {
        let mut counts = [0u16; INDEXES];
        let mut unseen = Unseen {
            kinds: [(0, 0); KINDS],
            len: 0,
            total: 0,
            hills: 0,
            vineyards: 0,
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
        let (mut hills, mut vineyards) = (0, 0);
        for (def, copies) in unseen.kinds() {
            if SYMBOLS.hill.get(def.id.index()).copied().unwrap_or(false) {
                hills += copies;
            }
            if is_vineyard(def) {
                vineyards += copies;
            }
        }
        unseen.hills = hills;
        unseen.vineyards = vineyards;
        unseen
    }

    fn add(&mut self, index: usize, copies: u16) {
        if self.len < KINDS {
            self.kinds[self.len] = (index as u16, copies);
            self.len += 1;
        }
    }

    /// Each kind of unseen tile with its copies.
    fn kinds(&self) -> impl Iterator<Item = (&'static TileDef, u32)> + '_ {
        let tiles = &catalogue().tiles;
        self.kinds[..self.len]
            .iter()
            .filter_map(move |&(i, n)| tiles.get(usize::from(i)).map(|t| (t, u32::from(n))))
    }

    /// `n` as a share of `of`.
    fn share(n: u32, of: u32) -> f64 {
        if of == 0 {
            0.0
        } else {
            f64::from(n) / f64::from(of)
        }
    }
}

/// Empty cells beside a feature across its open edges, or round a monastery.
pub(super) struct Gaps {
    cells: [Pos; GAPS],
    pub len: usize,
}

impl Gaps {
    fn empty() -> Gaps {
        Gaps {
            cells: [Pos::ORIGIN; GAPS],
            len: 0,
        }
    }

    pub(super) fn of(board: &Board, root: NodeId) -> Gaps {
        let mut gaps = Gaps::empty();
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

    pub(super) fn round(board: &Board, pos: Pos) -> Gaps {
        let mut gaps = Gaps::empty();
        for p in pos.ring().filter(|p| !board.is_occupied(*p)) {
            gaps.add(p);
        }
        gaps
    }

    fn add(&mut self, p: Pos) {
        if self.len < GAPS && !self.cells().contains(&p) {
            self.cells[self.len] = p;
            self.len += 1;
        }
    }

    fn cells(&self) -> &[Pos] {
        &self.cells[..self.len]
    }
}

/// What the unseen tiles can put in each gap.
pub(super) struct Fits {
    /// Share of the unseen tiles that fit the gap (all of them for a gap beside no tile yet).
    pub each: [f64; GAPS],
    /// Share of the tiles that would fill the gap that show a vineyard.
    pub vineyard: [f64; GAPS],
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
        let mut vines = [0u32; GAPS];
        for (def, copies) in unseen.kinds() {
            let vineyard = is_vineyard(def);
            let codes = def.edge_codes;
            for (i, cell) in cells.iter().enumerate() {
                // A cell beside no tile yet takes any tile.
                if cell.is_none_or(|c| codes.iter().any(|&code| c.fits(code))) {
                    fit[i] += copies;
                    if vineyard {
                        vines[i] += copies;
                    }
                }
            }
        }
        let mut out = Fits {
            each: [0.0; GAPS],
            vineyard: [0.0; GAPS],
        };
        for i in 0..gaps.len {
            out.each[i] = Unseen::share(fit[i], unseen.total);
            out.vineyard[i] = Unseen::share(vines[i], fit[i]);
        }
        out
    }

    /// Share of the unseen tiles that fit at least one gap, without trying the rest.
    pub(super) fn any(view: &View, unseen: &Unseen, gaps: &Gaps) -> f64 {
        let frontier = view.board.frontier_cells();
        let mut cells: [Option<Cell>; GAPS] = [None; GAPS];
        for (c, p) in cells.iter_mut().zip(gaps.cells()) {
            *c = frontier
                .binary_search_by_key(&(p.y, p.x), |c| (c.pos.y, c.pos.x))
                .ok()
                .map(|i| frontier[i]);
        }
        let cells = &cells[..gaps.len];
        let mut any = 0u32;
        for (def, copies) in unseen.kinds() {
            let codes = def.edge_codes;
            if cells
                .iter()
                .any(|cell| cell.is_none_or(|c| codes.iter().any(|&code| c.fits(code))))
            {
                any += copies;
            }
        }
        Unseen::share(any, unseen.total)
    }
}

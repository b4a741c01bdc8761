//! The empty cells a feature must still fill, and which of the tiles nobody has seen fit them:
//! what every judgement of whether a city, road, field or square can still grow or close reads.
//!
//! Judged in every evaluation of a search, so nothing here allocates: the unseen tiles are
//! counted by kind and by shape once per judgement (a deck holds a few dozen kinds in a hundred
//! tiles, and fewer shapes), and each one's four turns are tested against a gap in one go
//! ([`Turns`]).

use std::sync::LazyLock;

use crate::board::{Board, Cell, NodeId, Turns};
use crate::deck::Deck;
use crate::geometry::{Pos, Side};
use crate::tiles::{catalogue, TileDef};

/// Empty cells a feature is followed through; a feature with more is open enough that more
/// change nothing to a judgement (a square has eight).
pub(crate) const GAPS: usize = 12;
/// Kinds of tile counted by their catalogue index (the catalogue holds fewer).
const INDEXES: usize = 512;
/// Kinds of tile an unseen deck is followed through (a whole box holds fewer than 160).
const KINDS: usize = 256;

/// The tiles nobody has seen (in the pile, in the box or buried), counted by kind, and by
/// shape: kinds whose edges are the same once turned fit the same cells, and a deck holds
/// two or three kinds of each shape (goods, vineyards, pennants differ, not edges).
#[derive(Clone)]
pub struct Unseen {
    kinds: [(u16, u16); KINDS],
    len: usize,
    shapes: [(u16, u16); KINDS],
    shapes_len: usize,
    total: u32,
}

/// Every catalogue tile's shape (an index into the list of shapes), and each shape's turns.
struct Shapes {
    of_tile: Vec<u16>,
    turns: Vec<Turns>,
}

static SHAPES: LazyLock<Shapes> = LazyLock::new(|| {
    let mut shapes = Shapes {
        of_tile: Vec::new(),
        turns: Vec::new(),
    };
    let mut keys: Vec<[u16; 4]> = Vec::new();
    for def in &catalogue().tiles {
        // The same edges turned are the same shape: key it by its least turn.
        let key = (0..4)
            .map(|r| std::array::from_fn(|i| def.edge_codes[(r + i) % 4]))
            .min()
            .unwrap_or(def.edge_codes);
        let index = match keys.iter().position(|k| *k == key) {
            Some(i) => i,
            None => {
                keys.push(key);
                shapes.turns.push(Turns::new(key));
                keys.len() - 1
            }
        };
        shapes.of_tile.push(index as u16);
    }
    shapes
});

impl Unseen {
    pub(crate) fn of(deck: &Deck) -> Unseen {
        let mut counts = [0u16; INDEXES];
        let mut unseen = Unseen {
            kinds: [(0, 0); KINDS],
            len: 0,
            shapes: [(0, 0); KINDS],
            shapes_len: 0,
            total: 0,
        };
        for t in deck.unseen() {
            unseen.total += 1;
            match counts.get_mut(t.index()) {
                Some(n) => *n += 1,
                None => unseen.add(t.index(), 1),
            }
        }
        // Second pass in deck order, so that kinds come out in an order fixed by the deck.
        for t in deck.unseen() {
            if let Some(n) = counts.get_mut(t.index()).filter(|n| **n > 0) {
                unseen.add(t.index(), *n);
                *n = 0;
            }
        }
        let mut by_shape = [0u16; INDEXES];
        let mut order: [u16; KINDS] = [0; KINDS];
        let mut shapes = 0;
        for &(i, n) in &unseen.kinds[..unseen.len] {
            let Some(&shape) = SHAPES.of_tile.get(usize::from(i)) else {
                continue;
            };
            let Some(count) = by_shape.get_mut(usize::from(shape)) else {
                continue;
            };
            if *count == 0 && shapes < KINDS {
                order[shapes] = shape;
                shapes += 1;
            }
            *count += n;
        }
        for &shape in &order[..shapes] {
            unseen.shapes[unseen.shapes_len] = (shape, by_shape[usize::from(shape)]);
            unseen.shapes_len += 1;
        }
        unseen
    }

    /// Each shape of unseen tile with its four turns and copies.
    fn shapes(&self) -> impl Iterator<Item = (Turns, u32)> + '_ {
        self.shapes[..self.shapes_len]
            .iter()
            .filter_map(|&(s, n)| SHAPES.turns.get(usize::from(s)).map(|&t| (t, u32::from(n))))
    }

    fn add(&mut self, index: usize, copies: u16) {
        if self.len < KINDS {
            self.kinds[self.len] = (index as u16, copies);
            self.len += 1;
        }
    }

    /// Unseen tiles in all.
    pub fn total(&self) -> u32 {
        self.total
    }

    /// Each kind of unseen tile with its copies.
    pub fn kinds(&self) -> impl Iterator<Item = (&'static TileDef, u32)> + '_ {
        let tiles = &catalogue().tiles;
        self.kinds[..self.len]
            .iter()
            .filter_map(move |&(i, n)| tiles.get(usize::from(i)).map(|t| (t, u32::from(n))))
    }

    /// `n` of the unseen tiles as a share of them all.
    pub fn share(&self, n: u32) -> f64 {
        share(n, self.total)
    }

    /// The share of the unseen tiles that fit the empty cell `pos` one way or another (0 for
    /// a cell beside no tile, or a taken one).
    pub fn share_fitting(&self, board: &Board, pos: Pos) -> f64 {
        let Some(cell) = board.frontier.get(pos) else {
            return 0.0;
        };
        let mut fitting = 0;
        for (turns, copies) in self.shapes() {
            if cell.fitting_turns(turns) != 0 {
                fitting += copies;
            }
        }
        self.share(fitting)
    }

    /// Calls `each` with the copies of every shape of unseen tile and which of `gaps` it fits
    /// (bit `i` for the `i`-th cell), as [`Unseen::each_fit`] does for every kind.
    pub(crate) fn each_shape_fit(
        &self,
        board: &Board,
        gaps: &Gaps,
        open_takes_any: bool,
        mut each: impl FnMut(u32, u16),
    ) {
        let cells = gap_cells(board, gaps);
        for (turns, copies) in self.shapes() {
            each(
                copies,
                fit_mask(&cells[..gaps.len()], turns, open_takes_any),
            );
        }
    }

    /// Calls `each` with every kind of unseen tile that `keep` keeps, its copies, and which of
    /// `gaps` it fits (bit `i` for the `i`-th cell). A cell beside no tile yet takes any tile
    /// when `open_takes_any`, none otherwise.
    pub(crate) fn each_fit(
        &self,
        board: &Board,
        gaps: &Gaps,
        open_takes_any: bool,
        keep: impl Fn(&TileDef) -> bool,
        mut each: impl FnMut(&'static TileDef, u32, u16),
    ) {
        let cells = gap_cells(board, gaps);
        for (def, copies) in self.kinds().filter(|(def, _)| keep(def)) {
            each(
                def,
                copies,
                fit_mask(
                    &cells[..gaps.len()],
                    Turns::new(def.edge_codes),
                    open_takes_any,
                ),
            );
        }
    }
}

/// The frontier cell of each gap (none for a cell beside no tile yet).
fn gap_cells(board: &Board, gaps: &Gaps) -> [Option<Cell>; GAPS] {
    let mut cells: [Option<Cell>; GAPS] = [None; GAPS];
    for (c, &p) in cells.iter_mut().zip(gaps.cells()) {
        *c = board.frontier.get(p).copied();
    }
    cells
}

/// Which of `cells` a tile turned any way fits (bit `i` for the `i`-th).
fn fit_mask(cells: &[Option<Cell>], turns: Turns, open_takes_any: bool) -> u16 {
    let mut mask = 0u16;
    for (i, cell) in cells.iter().enumerate() {
        let fits = match cell {
            Some(c) => c.fitting_turns(turns) != 0,
            None => open_takes_any,
        };
        if fits {
            mask |= 1 << i;
        }
    }
    mask
}

/// `n` as a share of `of` (0 of nothing).
pub(crate) fn share(n: u32, of: u32) -> f64 {
    if of == 0 {
        0.0
    } else {
        f64::from(n) / f64::from(of)
    }
}

/// Empty cells beside a feature across its open edges, or round a monastery.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Gaps {
    cells: [Pos; GAPS],
    len: usize,
}

impl Gaps {
    fn empty() -> Gaps {
        Gaps {
            cells: [Pos::ORIGIN; GAPS],
            len: 0,
        }
    }

    /// The empty cells across the open edges of the feature whose root is `root` (the first
    /// [`GAPS`] found).
    pub(crate) fn of(board: &Board, root: NodeId) -> Gaps {
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

    /// The empty cells of the 3×3 square round `pos`.
    pub(crate) fn round(board: &Board, pos: Pos) -> Gaps {
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

    pub(crate) fn cells(&self) -> &[Pos] {
        &self.cells[..self.len]
    }

    pub(crate) fn len(&self) -> usize {
        self.len
    }
}

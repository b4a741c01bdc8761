//! The empty cells next to the placed tiles, each with what its sides must match, kept sorted
//! by row then column so that listing placements needs no sort.
//!
//! A cell's requirements are packed 3 bits per side (0: free, else an edge code), so a tile
//! turned one way fits when `code & mask == need`: one comparison per rotation.

use crate::geometry::{Pos, Side};
use crate::tiles::EdgeKind;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Cell {
    pub pos: Pos,
    /// Edge codes the sides must have (0 where free).
    pub need: u16,
    /// 0b111 on every constrained side.
    pub mask: u16,
}

impl Cell {
    fn new(pos: Pos) -> Cell {
        Cell {
            pos,
            need: 0,
            mask: 0,
        }
    }

    /// Side `side` must be `kind`.
    fn require(&mut self, side: Side, kind: EdgeKind) {
        let shift = 3 * side.index();
        self.need = (self.need & !(0b111 << shift)) | (kind.code() << shift);
        self.mask |= 0b111 << shift;
    }

    fn requiring(mut self, side: Side, kind: EdgeKind) -> Cell {
        self.require(side, kind);
        self
    }

    pub fn fits(&self, code: u16) -> bool {
        code & self.mask == self.need
    }

    /// Bit `r` set when the tile fits turned `r` quarter turns, for `codes` its four packed
    /// edge codes side by side (see [`Turns`]).
    pub fn fitting_turns(&self, codes: Turns) -> u8 {
        // Each 16-bit lane holds one turn's code (12 bits): a lane of `miss` is zero exactly
        // where that turn fits, and adding 0x7fff to a lane sets its top bit unless it is zero.
        let miss = (codes.0 & spread(self.mask)) ^ spread(self.need);
        let hit = !(miss.wrapping_add(0x7fff_7fff_7fff_7fff) | miss) & 0x8000_8000_8000_8000;
        ((hit >> 15) | (hit >> 30) | (hit >> 45) | (hit >> 60)) as u8 & 0b1111
    }

    /// The edge kind side `side` must have, if it is constrained.
    pub fn need_on(&self, side: Side) -> Option<EdgeKind> {
        let code = (self.need >> (3 * side.index())) & 0b111;
        EdgeKind::ALL.into_iter().find(|k| k.code() == code)
    }
}

/// The four turns of a tile's packed edge codes in one word, a 16-bit lane per turn, so that
/// a cell tests all four in a few instructions.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Turns(u64);

impl Turns {
    pub fn new(codes: [u16; 4]) -> Turns {
        Turns(
            codes
                .iter()
                .enumerate()
                .fold(0, |word, (r, &c)| word | (u64::from(c) << (16 * r))),
        )
    }
}

/// `v` in each of the four 16-bit lanes.
fn spread(v: u16) -> u64 {
    u64::from(v) * 0x0001_0001_0001_0001
}

#[derive(Debug, Default)]
pub(crate) struct Frontier {
    cells: Vec<Cell>,
}

/// Row then column, as one number (compared once per step of a search).
fn key(pos: Pos) -> i64 {
    (i64::from(pos.y) << 32) | (i64::from(pos.x) - i64::from(i32::MIN))
}

impl Frontier {
    /// Empty, with room for the cells round about `tiles` tiles.
    pub fn with_room(tiles: usize) -> Frontier {
        Frontier {
            cells: Vec::with_capacity(tiles),
        }
    }

    /// A copy with room for the cells `tiles` more tiles open (three each at most: the fourth
    /// side of a new tile touches the table).
    pub fn copy_with_room(&self, tiles: usize) -> Frontier {
        Frontier {
            cells: super::with_room(&self.cells, 3 * tiles),
        }
    }

    fn search(&self, pos: Pos) -> Result<usize, usize> {
        self.cells.binary_search_by_key(&key(pos), |c| key(c.pos))
    }

    pub fn get(&self, pos: Pos) -> Option<&Cell> {
        self.search(pos).ok().map(|i| &self.cells[i])
    }

    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// A tile now fills the cell `pos`: the cell leaves the frontier, and the empty cell across
    /// each side must match the edge the tile shows there (`edges`, N E S W: `None` where a
    /// tile already lies across).
    pub fn fill(&mut self, pos: Pos, edges: [Option<EdgeKind>; 4]) {
        let [north, east, south, west] = edges;
        match self.search(pos) {
            // The cells beside `pos` in its row come right before and after it in the order:
            // they are found without a search, and a new one takes the filled cell's slot
            // rather than shifting the cells after it out and back.
            Ok(i) => {
                let mut free = Some(i);
                if let Some(kind) = west {
                    let at = pos.step(Side::W);
                    if i > 0 && self.cells[i - 1].pos == at {
                        self.cells[i - 1].require(Side::E, kind);
                    } else {
                        self.cells[i] = Cell::new(at).requiring(Side::E, kind);
                        free = None;
                    }
                }
                if let Some(kind) = east {
                    let at = pos.step(Side::E);
                    if self.cells.get(i + 1).is_some_and(|c| c.pos == at) {
                        self.cells[i + 1].require(Side::W, kind);
                    } else if free.is_some() {
                        self.cells[i] = Cell::new(at).requiring(Side::W, kind);
                        free = None;
                    } else {
                        self.cells
                            .insert(i + 1, Cell::new(at).requiring(Side::W, kind));
                    }
                }
                if let Some(i) = free {
                    self.cells.remove(i);
                }
            }
            // Not a frontier cell: the first tile, or a cell of a start piece.
            Err(_) => {
                if let Some(kind) = west {
                    self.constrain(pos.step(Side::W), Side::E, kind);
                }
                if let Some(kind) = east {
                    self.constrain(pos.step(Side::E), Side::W, kind);
                }
            }
        }
        if let Some(kind) = north {
            self.constrain(pos.step(Side::N), Side::S, kind);
        }
        if let Some(kind) = south {
            self.constrain(pos.step(Side::S), Side::N, kind);
        }
    }

    /// Side `side` of the empty cell `pos` must be `kind` (adds the cell if it is new).
    fn constrain(&mut self, pos: Pos, side: Side, kind: EdgeKind) {
        match self.search(pos) {
            Ok(i) => self.cells[i].require(side, kind),
            Err(i) => self.cells.insert(i, Cell::new(pos).requiring(side, kind)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_stay_sorted_by_row_then_column_and_remember_their_sides() {
        let mut f = Frontier::default();
        f.constrain(Pos::new(1, 0), Side::W, EdgeKind::Road);
        f.constrain(Pos::new(0, -1), Side::S, EdgeKind::City);
        f.constrain(Pos::new(-1, 0), Side::E, EdgeKind::Road);
        f.constrain(Pos::new(1, 0), Side::N, EdgeKind::Field);
        let order: Vec<Pos> = f.cells().iter().map(|c| c.pos).collect();
        assert_eq!(order, [Pos::new(0, -1), Pos::new(-1, 0), Pos::new(1, 0)]);
        let cell = f.get(Pos::new(1, 0)).copied().expect("cell");
        assert_eq!(cell.need_on(Side::W), Some(EdgeKind::Road));
        assert_eq!(cell.need_on(Side::N), Some(EdgeKind::Field));
        assert_eq!(cell.need_on(Side::E), None);
        f.fill(Pos::new(0, -1), [None; 4]);
        assert!(f.get(Pos::new(0, -1)).is_none());
        assert_eq!(f.cells().len(), 2);
        // Negative columns sort before positive ones within a row, rows before columns.
        f.constrain(Pos::new(-3, 0), Side::E, EdgeKind::Field);
        f.constrain(Pos::new(5, -2), Side::S, EdgeKind::Field);
        f.constrain(Pos::new(-7, 1), Side::N, EdgeKind::Field);
        let order: Vec<Pos> = f.cells().iter().map(|c| c.pos).collect();
        assert_eq!(
            order,
            [
                Pos::new(5, -2),
                Pos::new(-3, 0),
                Pos::new(-1, 0),
                Pos::new(1, 0),
                Pos::new(-7, 1)
            ]
        );
    }

    #[test]
    fn filling_cells_keeps_the_frontier_a_table_of_every_empty_cell_beside_a_tile() {
        use std::collections::{BTreeMap, BTreeSet};
        // The frontier against a plain model: cells by (row, column) with their needs, each
        // tile laid on a frontier cell showing random edges to its empty neighbours.
        let mut rng = crate::rng::Rng::new(7);
        let mut f = Frontier::default();
        let mut model: BTreeMap<(i32, i32), (u16, u16)> = BTreeMap::new();
        let mut taken: BTreeSet<(i32, i32)> = BTreeSet::new();
        let mut pos = Pos::ORIGIN;
        for _ in 0..400 {
            let edges = Side::ALL.map(|side| {
                let at = pos.step(side);
                (!taken.contains(&(at.x, at.y))).then(|| EdgeKind::ALL[rng.below(3)])
            });
            f.fill(pos, edges);
            taken.insert((pos.x, pos.y));
            model.remove(&(pos.y, pos.x));
            for side in Side::ALL {
                if let Some(kind) = edges[side.index()] {
                    let at = pos.step(side);
                    let shift = 3 * side.opposite().index();
                    let (need, mask) = model.entry((at.y, at.x)).or_default();
                    *need = (*need & !(0b111 << shift)) | (kind.code() << shift);
                    *mask |= 0b111 << shift;
                }
            }
            let expected: Vec<Cell> = model
                .iter()
                .map(|(&(y, x), &(need, mask))| Cell {
                    pos: Pos::new(x, y),
                    need,
                    mask,
                })
                .collect();
            assert_eq!(f.cells(), expected, "after filling {pos}");
            pos = f.cells()[rng.below(f.cells().len())].pos;
        }
    }

    #[test]
    fn the_four_turns_tested_at_once_agree_with_each_turn_tested_alone() {
        use crate::geometry::Rotation;
        // Cells needing every combination of up to two sides, of every edge kind.
        let mut cells = vec![Cell {
            pos: Pos::ORIGIN,
            need: 0,
            mask: 0,
        }];
        for a in Side::ALL {
            for b in Side::ALL {
                for ka in EdgeKind::ALL {
                    for kb in EdgeKind::ALL {
                        let mut f = Frontier::default();
                        f.constrain(Pos::ORIGIN, a, ka);
                        f.constrain(Pos::ORIGIN, b, kb);
                        cells.extend(f.cells().iter().copied());
                    }
                }
            }
        }
        let mut fitting = 0;
        for def in &crate::tiles::catalogue().tiles {
            let turns = Turns::new(Rotation::ALL.map(|r| def.edge_code(r)));
            for cell in &cells {
                let one_by_one = Rotation::ALL
                    .iter()
                    .map(|&r| u8::from(cell.fits(def.edge_code(r))) << r.quarter_turns())
                    .sum::<u8>();
                assert_eq!(
                    cell.fitting_turns(turns),
                    one_by_one,
                    "{} {cell:?}",
                    def.name
                );
                fitting += usize::from(one_by_one != 0);
            }
        }
        assert!(fitting > 0 && fitting < cells.len() * crate::tiles::catalogue().tiles.len());
    }
}

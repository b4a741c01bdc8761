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
    pub fn fits(&self, code: u16) -> bool {
        code & self.mask == self.need
    }

    /// The edge kind side `side` must have, if it is constrained.
    pub fn need_on(&self, side: Side) -> Option<EdgeKind> {
        let code = (self.need >> (3 * side.index())) & 0b111;
        EdgeKind::ALL.into_iter().find(|k| k.code() == code)
    }
}

#[derive(Clone, Debug, Default)]
pub(crate) struct Frontier {
    cells: Vec<Cell>,
}

fn key(pos: Pos) -> (i32, i32) {
    (pos.y, pos.x)
}

impl Frontier {
    fn search(&self, pos: Pos) -> Result<usize, usize> {
        self.cells.binary_search_by_key(&key(pos), |c| key(c.pos))
    }

    pub fn get(&self, pos: Pos) -> Option<&Cell> {
        self.search(pos).ok().map(|i| &self.cells[i])
    }

    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    pub fn remove(&mut self, pos: Pos) {
        if let Ok(i) = self.search(pos) {
            self.cells.remove(i);
        }
    }

    /// Side `side` of the empty cell `pos` must be `kind` (adds the cell if it is new).
    pub fn constrain(&mut self, pos: Pos, side: Side, kind: EdgeKind) {
        let i = match self.search(pos) {
            Ok(i) => i,
            Err(i) => {
                self.cells.insert(
                    i,
                    Cell {
                        pos,
                        need: 0,
                        mask: 0,
                    },
                );
                i
            }
        };
        let shift = 3 * side.index();
        let cell = &mut self.cells[i];
        cell.need = (cell.need & !(0b111 << shift)) | (kind.code() << shift);
        cell.mask |= 0b111 << shift;
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
        f.remove(Pos::new(0, -1));
        assert!(f.get(Pos::new(0, -1)).is_none());
        assert_eq!(f.cells().len(), 2);
    }
}

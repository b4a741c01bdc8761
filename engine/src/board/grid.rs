//! Which tile lies on a cell: a dense array over the rectangle the table covers, grown as
//! tiles are placed beyond it.
//!
//! Every cell lookup (a neighbour while placing, a segment's feature, a monastery's square)
//! goes through here, so it is an index computation and one load, no hashing. The table is
//! connected, so the rectangle stays about as wide and as tall as the number of tiles allows
//! and a copy of the game copies a few hundred bytes.

use crate::geometry::Pos;

/// Cells added beyond a tile that falls outside the rectangle, so that the next few tiles in
/// that direction do not grow it again.
const MARGIN: i64 = 3;

#[derive(Clone, Debug, Default)]
pub(crate) struct Grid {
    /// The cell of `cells[0]`.
    x0: i32,
    y0: i32,
    width: u32,
    height: u32,
    /// Row by row: the placed-tile index plus one, 0 where the cell is empty.
    cells: Vec<u16>,
}

impl Grid {
    fn slot(&self, pos: Pos) -> Option<usize> {
        // A cell left of or above the rectangle wraps round to a large offset, so one
        // unsigned comparison per axis tells whether it is inside.
        let dx = pos.x.wrapping_sub(self.x0) as u32;
        let dy = pos.y.wrapping_sub(self.y0) as u32;
        (dx < self.width && dy < self.height)
            .then(|| dy as usize * self.width as usize + dx as usize)
    }

    /// Index of the tile placed at `pos`.
    pub fn get(&self, pos: Pos) -> Option<usize> {
        let slot = self.slot(pos)?;
        match self.cells[slot] {
            0 => None,
            n => Some(usize::from(n - 1)),
        }
    }

    /// Records that the `index`-th placed tile lies at `pos`.
    pub fn set(&mut self, pos: Pos, index: usize) {
        let slot = match self.slot(pos) {
            Some(slot) => slot,
            None => {
                self.grow_to(pos);
                // The rectangle now holds `pos`.
                self.slot(pos).unwrap_or_default()
            }
        };
        self.cells[slot] = u16::try_from(index + 1).unwrap_or(u16::MAX);
    }

    /// Widens the rectangle to hold `pos` with a margin on the side it grows.
    fn grow_to(&mut self, pos: Pos) {
        let (px, py) = (i64::from(pos.x), i64::from(pos.y));
        let (mut x0, mut y0) = (i64::from(self.x0), i64::from(self.y0));
        let (mut x1, mut y1) = (
            x0 + i64::from(self.width) - 1,
            y0 + i64::from(self.height) - 1,
        );
        if self.cells.is_empty() {
            (x0, y0, x1, y1) = (px - MARGIN, py - MARGIN, px + MARGIN, py + MARGIN);
        }
        if px < x0 {
            x0 = px - MARGIN;
        }
        if px > x1 {
            x1 = px + MARGIN;
        }
        if py < y0 {
            y0 = py - MARGIN;
        }
        if py > y1 {
            y1 = py + MARGIN;
        }
        let clamp = |v: i64| v.clamp(i64::from(i32::MIN), i64::from(i32::MAX));
        let (x0, y0, x1, y1) = (clamp(x0), clamp(y0), clamp(x1), clamp(y1));
        let width = (x1 - x0 + 1) as u32;
        let height = (y1 - y0 + 1) as u32;
        let mut cells = vec![0u16; width as usize * height as usize];
        for row in 0..self.height {
            let from = row as usize * self.width as usize;
            let y = i64::from(self.y0) + i64::from(row);
            let to = (y - y0) as usize * width as usize + (i64::from(self.x0) - x0) as usize;
            cells[to..to + self.width as usize]
                .copy_from_slice(&self.cells[from..from + self.width as usize]);
        }
        *self = Grid {
            x0: x0 as i32,
            y0: y0 as i32,
            width,
            height,
            cells,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_keep_their_tiles_as_the_rectangle_grows_every_way() {
        let mut g = Grid::default();
        assert_eq!(g.get(Pos::ORIGIN), None);
        let placed = [
            Pos::new(0, 0),
            Pos::new(1, 0),
            Pos::new(-5, 0),
            Pos::new(0, 9),
            Pos::new(0, -12),
            Pos::new(20, 20),
            Pos::new(-1, -1),
        ];
        for (i, &p) in placed.iter().enumerate() {
            g.set(p, i);
            for (j, &q) in placed[..=i].iter().enumerate() {
                assert_eq!(g.get(q), Some(j), "{q} after placing {p}");
            }
        }
        for empty in [
            Pos::new(2, 0),
            Pos::new(-5, 1),
            Pos::new(21, 20),
            Pos::new(0, 100),
        ] {
            assert_eq!(g.get(empty), None, "{empty}");
        }
        assert_eq!(g.get(Pos::new(i32::MAX, i32::MIN)), None);
    }
}

//! Cell names shared by the picture and the bot's buttons: columns are letters (A, B, ...,
//! Z, AA, AB, ...) from the west edge of the drawn area, rows are numbers from its north edge,
//! so "C4" is the third column, fourth row, exactly as written on the image margins.

use carcassonne_engine::geometry::Pos;
use carcassonne_engine::Board;

/// The drawn area: every placed tile plus one free ring, inclusive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardBounds {
    pub min: Pos,
    pub max: Pos,
}

impl BoardBounds {
    /// Bounds of a set of occupied cells, grown by one free ring.
    pub fn around(cells: impl IntoIterator<Item = Pos>) -> BoardBounds {
        let mut it = cells.into_iter();
        let first = it.next().unwrap_or(Pos::ORIGIN);
        let (mut min, mut max) = (first, first);
        for p in it {
            min = Pos::new(min.x.min(p.x), min.y.min(p.y));
            max = Pos::new(max.x.max(p.x), max.y.max(p.y));
        }
        BoardBounds {
            min: Pos::new(min.x - 1, min.y - 1),
            max: Pos::new(max.x + 1, max.y + 1),
        }
    }

    /// The bounds the board image uses for `board`.
    pub fn of_board(board: &Board) -> BoardBounds {
        BoardBounds::around(board.tiles().iter().map(|t| t.pos))
    }

    pub fn columns(&self) -> u32 {
        (self.max.x - self.min.x + 1).max(0) as u32
    }

    pub fn rows(&self) -> u32 {
        (self.max.y - self.min.y + 1).max(0) as u32
    }

    pub fn contains(&self, pos: Pos) -> bool {
        (self.min.x..=self.max.x).contains(&pos.x) && (self.min.y..=self.max.y).contains(&pos.y)
    }

    /// The name of a cell ("C4"), or `None` outside the drawn area.
    pub fn cell_name(&self, pos: Pos) -> Option<String> {
        if !self.contains(pos) {
            return None;
        }
        let col = (pos.x - self.min.x) as u32;
        let row = (pos.y - self.min.y) as u32;
        Some(format!("{}{}", column_name(col), row + 1))
    }

    /// The cell a name refers to (case-insensitive), the inverse of [`BoardBounds::cell_name`].
    pub fn cell_at(&self, name: &str) -> Option<Pos> {
        let name = name.trim();
        let split = name.find(|c: char| c.is_ascii_digit())?;
        let (letters, digits) = name.split_at(split);
        if letters.is_empty() || !letters.chars().all(|c| c.is_ascii_alphabetic()) {
            return None;
        }
        let mut col: u32 = 0;
        for c in letters.chars() {
            let v = c.to_ascii_uppercase() as u32 - 'A' as u32 + 1;
            col = col.checked_mul(26)?.checked_add(v)?;
        }
        let row: u32 = digits.parse().ok()?;
        if row == 0 {
            return None;
        }
        let pos = Pos::new(
            self.min.x.checked_add(i32::try_from(col - 1).ok()?)?,
            self.min.y.checked_add(i32::try_from(row - 1).ok()?)?,
        );
        self.contains(pos).then_some(pos)
    }
}

/// Column letters for the 0-based column `i`: A..Z, then AA, AB, ...
pub fn column_name(i: u32) -> String {
    let mut n = i + 1;
    let mut out = Vec::new();
    while n > 0 {
        let rem = (n - 1) % 26;
        out.push(char::from(b'A' + rem as u8));
        n = (n - 1) / 26;
    }
    out.iter().rev().collect()
}

/// The name of `pos` on the picture of `board` (what the bot puts on its buttons).
pub fn cell_name(board: &Board, pos: Pos) -> Option<String> {
    BoardBounds::of_board(board).cell_name(pos)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn column_names_run_past_z() {
        assert_eq!(column_name(0), "A");
        assert_eq!(column_name(25), "Z");
        assert_eq!(column_name(26), "AA");
        assert_eq!(column_name(27), "AB");
        assert_eq!(column_name(26 + 26 * 26), "AAA");
    }

    #[test]
    fn names_round_trip_over_the_whole_area() {
        let b = BoardBounds::around([Pos::new(-3, 2), Pos::new(30, -4)]);
        assert_eq!(b.min, Pos::new(-4, -5));
        for y in b.min.y..=b.max.y {
            for x in b.min.x..=b.max.x {
                let p = Pos::new(x, y);
                let name = b.cell_name(p).expect("inside");
                assert_eq!(b.cell_at(&name), Some(p), "{name}");
                assert_eq!(b.cell_at(&name.to_lowercase()), Some(p), "{name}");
            }
        }
        assert_eq!(b.cell_name(Pos::new(-5, 0)), None);
        assert_eq!(b.cell_at("A0"), None);
        assert_eq!(b.cell_at("4C"), None);
        assert_eq!(b.cell_at("ZZZ9999"), None);
        assert_eq!(b.cell_name(b.min).as_deref(), Some("A1"));
    }
}

//! Cell names shared by the pictures, the bot's menus, its narration and the game log. A name
//! says where a cell lies from the start tile and never changes, however the board grows:
//! rows north (N) or south (S) of the start, then columns east (E) or west (W) of it. "N2E3" is
//! two rows north and three columns east, "S1" is just south of the start, "W4" four columns
//! west on the start's row, and "0" is the start tile itself.

use std::collections::BTreeSet;

use carcassonne_engine::geometry::Pos;
use carcassonne_engine::{Board, Placement};

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
}

/// The row part of a name: "N2", "S1", or "" for the start tile's row.
pub fn row_name(y: i32) -> String {
    match y {
        0 => String::new(),
        y if y < 0 => format!("N{}", y.unsigned_abs()),
        y => format!("S{y}"),
    }
}

/// The column part of a name: "E3", "W1", or "" for the start tile's column.
pub fn column_name(x: i32) -> String {
    match x {
        0 => String::new(),
        x if x < 0 => format!("W{}", x.unsigned_abs()),
        x => format!("E{x}"),
    }
}

/// The name of a cell: "N2E3", "S1", "W4", and "0" for the start tile.
pub fn cell_name(pos: Pos) -> String {
    let name = row_name(pos.y) + &column_name(pos.x);
    if name.is_empty() {
        "0".into()
    } else {
        name
    }
}

/// The cells where a tile fits, each with its mark: 1, 2, 3 … in the order `placements` first
/// name them (the engine lists placements by row, then column: reading order). The board
/// picture draws the mark large on the cell and the bot's menus lead the cell's options with
/// it, so a player matches one short number rather than a name like "N12W10" that a phone
/// shrinks to a few pixels. Unlike names, marks hold for one turn only.
pub fn cell_marks(placements: &[Placement]) -> Vec<(Pos, String)> {
    let mut seen = BTreeSet::new();
    placements
        .iter()
        .map(|p| p.pos)
        .filter(|p| seen.insert(*p))
        .enumerate()
        .map(|(i, p)| (p, (i + 1).to_string()))
        .collect()
}

/// The cell a name refers to: the inverse of [`cell_name`], case-insensitive, also with the
/// column first ("E3N2") or a space between ("N2 E3").
pub fn parse_cell(name: &str) -> Option<Pos> {
    let name: String = name
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c.to_ascii_uppercase())
        .collect();
    if name == "0" {
        return Some(Pos::ORIGIN);
    }
    let (mut x, mut y) = (None, None);
    let mut rest = name.as_str();
    while let Some(dir) = rest.chars().next() {
        let digits = rest[1..]
            .find(|c: char| !c.is_ascii_digit())
            .map_or(rest.len() - 1, |i| i);
        let n: i32 = rest[1..1 + digits].parse().ok().filter(|&n| n > 0)?;
        let (slot, value) = match dir {
            'N' => (&mut y, -n),
            'S' => (&mut y, n),
            'E' => (&mut x, n),
            'W' => (&mut x, -n),
            _ => return None,
        };
        if slot.replace(value).is_some() {
            return None;
        }
        rest = &rest[1 + digits..];
    }
    (x.is_some() || y.is_some()).then(|| Pos::new(x.unwrap_or(0), y.unwrap_or(0)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_say_where_a_cell_lies_from_the_start() {
        assert_eq!(cell_name(Pos::ORIGIN), "0");
        assert_eq!(cell_name(Pos::new(3, -2)), "N2E3");
        assert_eq!(cell_name(Pos::new(0, 1)), "S1");
        assert_eq!(cell_name(Pos::new(-4, 0)), "W4");
        assert_eq!(cell_name(Pos::new(-12, 30)), "S30W12");
    }

    #[test]
    fn marks_number_each_cell_once_in_the_order_given() {
        use carcassonne_engine::Rotation;
        let at = |x, y, r| Placement {
            pos: Pos::new(x, y),
            rotation: Rotation::new(r),
        };
        let marks = cell_marks(&[at(0, -1, 0), at(0, -1, 1), at(-1, 0, 0), at(1, 0, 2)]);
        assert_eq!(
            marks,
            vec![
                (Pos::new(0, -1), "1".to_owned()),
                (Pos::new(-1, 0), "2".to_owned()),
                (Pos::new(1, 0), "3".to_owned()),
            ]
        );
        assert!(cell_marks(&[]).is_empty());
    }

    #[test]
    fn names_round_trip_everywhere_and_are_read_leniently() {
        for y in -40..=40 {
            for x in -40..=40 {
                let p = Pos::new(x, y);
                let name = cell_name(p);
                assert_eq!(parse_cell(&name), Some(p), "{name}");
                assert_eq!(parse_cell(&name.to_lowercase()), Some(p), "{name}");
            }
        }
        assert_eq!(parse_cell("e3 n2"), Some(Pos::new(3, -2)));
        assert_eq!(parse_cell("N2 E3"), Some(Pos::new(3, -2)));
        for bad in [
            "",
            "N",
            "N0",
            "N2N3",
            "X4",
            "E-1",
            "N2E3W1",
            "E99999999999",
            "A1",
        ] {
            assert_eq!(parse_cell(bad), None, "{bad:?}");
        }
    }
}

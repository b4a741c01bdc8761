//! A board too wide for its marks to be read on a phone is drawn in strips of its columns,
//! one under the other.

use carcassonne_engine::geometry::Pos;
use carcassonne_engine::Board;

use crate::labels::BoardBounds;

/// A part of the board drawn in one piece: all of it, or a strip of its columns.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Strip {
    /// The cells it shows.
    pub bounds: BoardBounds,
    /// Pixel position of the north-west corner of the cell `bounds.min`.
    pub grid_x: u32,
    pub grid_y: u32,
}

/// Columns two neighbouring strips both show, so every cell is seen with its east and west
/// neighbours together in one of them.
pub(super) const OVERLAP: u32 = 2;
/// The most strips a board is cut into.
pub(super) const MAX_STRIPS: u32 = 8;

/// Pixel position of the north-west corner of cell `pos` in `strip`, when it shows the cell.
pub(super) fn strip_origin(strip: &Strip, tile: u32, pos: Pos) -> Option<(u32, u32)> {
    if !strip.bounds.contains(pos) {
        return None;
    }
    let col = (pos.x - strip.bounds.min.x) as u32;
    let row = (pos.y - strip.bounds.min.y) as u32;
    Some((strip.grid_x + col * tile, strip.grid_y + row * tile))
}

/// The drawn area cut into `count` strips of equal width, west to east, neighbours sharing
/// [`OVERLAP`] columns, each only as tall as its own tiles and their free ring; in one piece
/// when it is too narrow to cut.
pub(super) fn strip_bounds(board: &Board, bounds: BoardBounds, count: u32) -> Vec<BoardBounds> {
    let columns = bounds.columns();
    if count <= 1 || columns < count * (OVERLAP + 2) {
        return vec![bounds];
    }
    let each = (columns + OVERLAP * (count - 1)).div_ceil(count);
    (0..count)
        .map(|i| {
            let start =
                (bounds.min.x + (i * (each - OVERLAP)) as i32).min(bounds.max.x + 1 - each as i32);
            let end = start + each as i32 - 1;
            let rows = board
                .tiles()
                .iter()
                .filter(|t| (start..=end).contains(&t.pos.x))
                .map(|t| t.pos.y)
                .fold(None, |acc: Option<(i32, i32)>, y| {
                    Some(acc.map_or((y, y), |(a, b)| (a.min(y), b.max(y))))
                });
            let (top, bottom) = rows.map_or((bounds.min.y, bounds.max.y), |(a, b)| {
                ((a - 1).max(bounds.min.y), (b + 1).min(bounds.max.y))
            });
            BoardBounds {
                min: Pos::new(start, top),
                max: Pos::new(end, bottom),
            }
        })
        .collect()
}

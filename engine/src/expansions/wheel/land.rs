//! Which land tiles a Wheel of Fortune game is played with, and where its board lies.
//!
//! The stand-alone deck (`tiles.md` section 8.1): the base game's shapes less ten copies, 19
//! of them printed with wheel numbers, plus nine expansion-design tiles. A Tabletop Simulator
//! deck shows 71 of its 72 tiles. **Our choice for the 72nd:** a fifth E (city on one edge).
//! Wikipedia gives the box as 63 base-design tiles and 6 + 1 + 2 expansion-design ones; the
//! nine expansion-design tiles all appear in the 71, so the missing one is base-design, and E,
//! the commonest base tile, is the likeliest to have been dropped from a scanned deck.
//!
//! As an expansion (Big Box) the board replaces the start tile, the Big Box prints wheel
//! numbers on base tiles and adds 12 wheel tiles whose shapes no reachable source lists. We
//! give the base tiles the stand-alone game's wheel numbers (on plain copies, as many as there
//! are) and add the stand-alone game's nine expansion-design tiles in place of the twelve.

use crate::deck::{DeckPlan, StartCell};
use crate::geometry::{Pos, Rotation, Side};
use crate::tiles::{by_name, catalogue, EdgeKind, TileId, TileSet};

/// Base tiles in the stand-alone deck without a wheel number, and their copies.
const STAND_ALONE_PLAIN: [(&str, usize); 21] = [
    ("A", 2),
    ("B", 4),
    ("C", 1),
    ("D", 3),
    ("E", 5), // 4 in the 71 seen, plus our 72nd
    ("F", 2),
    ("G", 1),
    ("H", 2),
    ("I", 2),
    ("J", 2),
    ("K", 2),
    ("L", 2),
    ("M", 2),
    ("O", 2),
    ("P", 2),
    ("Q", 1),
    ("R", 2),
    ("S", 2),
    ("T", 1),
    ("V", 1),
    ("W", 4),
];

/// Expansion-design tiles of the stand-alone game that other sets here already have.
const BORROWED: [&str; 5] = ["IC.2", "IC.4", "IC.8", "IC.9", "TB.16"];

/// Tiles of the `wheel` set that are base tiles with a number: (numbered tile, plain tile).
const NUMBERED_BASE: [(&str, &str); 8] = [
    ("N.w1", "N"),
    ("U.w1", "U"),
    ("U.w2", "U"),
    ("U.w3", "U"),
    ("V.w1", "V"),
    ("V.w2", "V"),
    ("V.w3", "V"),
    ("X.w1", "X"),
];

fn copies(name: &str, n: usize) -> impl Iterator<Item = TileId> {
    by_name(name)
        .into_iter()
        .flat_map(move |t| std::iter::repeat_n(t, n))
}

/// The stand-alone game's 72 land tiles.
pub(super) fn stand_alone(plan: &mut DeckPlan) {
    for (name, n) in STAND_ALONE_PLAIN {
        plan.land.extend(copies(name, n));
    }
    for name in BORROWED {
        plan.land.extend(copies(name, 1));
    }
    plan.add_land(TileSet::Wheel);
}

/// The expansion: numbers on the base tiles in the deck, and the expansion-design tiles.
pub(super) fn expansion(plan: &mut DeckPlan) {
    for (numbered, plain) in NUMBERED_BASE {
        let (Some(numbered), Some(plain)) = (by_name(numbered), by_name(plain)) else {
            continue;
        };
        let wanted = usize::from(numbered.def().count_second);
        for slot in plan.land.iter_mut().filter(|t| **t == plain).take(wanted) {
            *slot = numbered;
        }
    }
    let numbered: Vec<&str> = NUMBERED_BASE.iter().map(|(n, _)| *n).collect();
    for t in catalogue().in_set(TileSet::Wheel) {
        if !numbered.contains(&t.name.as_str()) {
            plan.land
                .extend(std::iter::repeat_n(t.id, usize::from(t.count_second)));
        }
    }
    for name in BORROWED {
        plan.land.extend(copies(name, 1));
    }
}

/// Side length of the board in cells.
pub const BOARD_CELLS: i32 = 4;

/// The board's cells, cell (col,row) at position (col,row).
pub(super) fn board() -> Vec<StartCell> {
    catalogue()
        .in_set(TileSet::WheelBoard)
        .filter_map(|t| {
            let mut parts = t.name.strip_prefix("WB.")?.split('.');
            let col = parts.next()?.parse().ok()?;
            let row = parts.next()?.parse().ok()?;
            Some(StartCell {
                tile: t.id,
                pos: Pos::new(col, row),
                rotation: Rotation::new(0),
            })
        })
        .collect()
}

/// Where the river's spring goes when the board starts the game: north of the board's second
/// cell (a field edge), turned so that its river leaves northwards, away from the board.
pub(super) fn spring_beside_board(spring: TileId) -> StartCell {
    let rotation = Rotation::ALL
        .into_iter()
        .find(|&r| spring.def().edge(Side::N, r) == EdgeKind::River)
        .unwrap_or(Rotation::new(0));
    StartCell {
        tile: spring,
        pos: Pos::new(1, -1),
        rotation,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::TileDef;

    fn wheel_count(tiles: &[TileId], n: u8) -> usize {
        tiles
            .iter()
            .filter(|t| crate::expansions::wheel::number_of(t.def()) == n)
            .count()
    }

    #[test]
    fn the_stand_alone_deck_has_72_tiles_19_with_wheel_numbers() {
        let mut plan = DeckPlan::default();
        stand_alone(&mut plan);
        assert_eq!(plan.land.len(), 72);
        assert_eq!(wheel_count(&plan.land, 1), 11);
        assert_eq!(wheel_count(&plan.land, 2), 5);
        assert_eq!(wheel_count(&plan.land, 3), 3);
        let base_design = plan
            .land
            .iter()
            .filter(|t| {
                t.def().set == TileSet::Base || NUMBERED_BASE.iter().any(|(n, _)| *n == t.name())
            })
            .count();
        assert_eq!(base_design, 63, "Wikipedia's 63 base-design tiles");
        assert!(plan.land.iter().all(|t| !t.def().garden));
    }

    #[test]
    fn numbered_tiles_have_the_shape_of_their_plain_tile() {
        let same = |a: &TileDef, b: &TileDef| a.edges == b.edges && a.segments == b.segments;
        for (numbered, plain) in NUMBERED_BASE {
            let (n, p) = (by_name(numbered), by_name(plain));
            let (Some(n), Some(p)) = (n, p) else {
                panic!("{numbered} or {plain} missing");
            };
            assert!(same(n.def(), p.def()), "{numbered} is {plain}");
            assert!(crate::expansions::wheel::number_of(n.def()) > 0);
        }
        let ic17 = by_name("IC.17").zip(by_name("IC.17.w1"));
        assert!(ic17.is_some_and(|(a, b)| same(a.def(), b.def())));
    }

    #[test]
    fn as_an_expansion_base_tiles_get_numbers_and_nine_tiles_join() {
        let mut plan = DeckPlan::default();
        plan.add_land(TileSet::Base);
        let before = plan.land.len();
        expansion(&mut plan);
        assert_eq!(plan.land.len(), before + 9);
        // The second edition has 7 plain U (one more has a garden): 3 + 3 + 1 get numbers.
        assert_eq!(wheel_count(&plan.land, 1), 11);
        assert_eq!(wheel_count(&plan.land, 2), 5);
        assert_eq!(wheel_count(&plan.land, 3), 2);
    }

    #[test]
    fn the_board_is_sixteen_cells_and_the_spring_points_away() {
        let cells = board();
        assert_eq!(cells.len(), 16);
        for col in 0..BOARD_CELLS {
            for row in 0..BOARD_CELLS {
                assert!(cells.iter().any(|c| c.pos == Pos::new(col, row)));
            }
        }
        let spring = by_name("R1.a").map(spring_beside_board);
        let spring = spring.expect("spring");
        assert_eq!(
            spring.tile.def().edge(Side::N, spring.rotation),
            EdgeKind::River
        );
        assert_eq!(
            spring.tile.def().edge(Side::S, spring.rotation),
            EdgeKind::Field
        );
    }
}

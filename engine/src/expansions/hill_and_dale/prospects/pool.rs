//! The tiles nobody has seen, counted by kind once per judgement: which of them fit an empty
//! cell, extend a path, close a crop field, and what they carry.

use std::sync::LazyLock;

use crate::board::{Board, Cell};
use crate::capability::{Outlook, Step, View};
use crate::geometry::{Port, Pos, Rotation, Side};
use crate::tiles::{catalogue, FeatureKind, TileDef};

use super::super::{Animal, Harvest};

/// Kinds of tile a pool tells apart (the game has 49).
const MAX_KINDS: usize = 64;
/// Segments of a tile whose harvest symbol is kept at hand (the game's tiles have at most 8).
const SEGMENTS: usize = 12;

/// What a tile type holds that the prospects count, by catalogue position.
#[derive(Clone, Copy, Default)]
struct Facts {
    animals: u8,
    symbols: u8,
    /// Harvest symbols by kind ([`Harvest::index`]).
    symbol_kinds: [u8; 6],
    /// The symbol printed in each segment, for the first [`SEGMENTS`] segments.
    segment_symbols: [Option<Harvest>; SEGMENTS],
    /// Sides each of its crop fields touches (bit `i` for side `i` unturned), `crops` of them.
    crop_sides: [u8; 4],
    crops: u8,
}

static FACTS: LazyLock<Vec<Facts>> = LazyLock::new(|| {
    catalogue()
        .tiles
        .iter()
        .map(|def| {
            let mut facts = Facts {
                animals: Animal::on(def).count() as u8,
                symbols: def
                    .segments
                    .iter()
                    .filter(|s| Harvest::in_segment(s).is_some())
                    .count() as u8,
                ..Facts::default()
            };
            for (i, h) in def.segments.iter().map(Harvest::in_segment).enumerate() {
                if let Some(h) = h {
                    facts.symbol_kinds[h.index()] += 1;
                }
                if let Some(slot) = facts.segment_symbols.get_mut(i) {
                    *slot = h;
                }
            }
            for s in def.segments.iter().filter(|s| s.kind == FeatureKind::City) {
                if let Some(slot) = facts.crop_sides.get_mut(usize::from(facts.crops)) {
                    *slot = (0..4u8)
                        .filter(|&i| s.ports.touches(Side::from_index(i.into())))
                        .fold(0, |m, i| m | 1 << i);
                    facts.crops += 1;
                }
            }
            facts
        })
        .collect()
});

fn facts(def: &TileDef) -> Facts {
    FACTS.get(def.id.index()).copied().unwrap_or_default()
}

/// Harvest symbols printed on tiles of type `def`, by kind.
pub(super) fn symbols(def: &TileDef) -> [u8; 6] {
    facts(def).symbol_kinds
}

/// The harvest symbol printed in segment `seg` of tiles of type `def`.
pub(super) fn symbol_in(def: &TileDef, seg: usize) -> Option<Harvest> {
    match facts(def).segment_symbols.get(seg) {
        Some(&h) => h,
        None => def.segments.get(seg).and_then(Harvest::in_segment),
    }
}

/// Sides of `mask` after the tile is turned `r` clockwise.
fn turned(mask: u8, r: Rotation) -> u8 {
    let q = r.quarter_turns() % 4;
    ((mask << q) | (mask >> ((4 - q) % 4))) & 0b1111
}

/// The sides of `cell` a placed tile already holds.
fn held_sides(cell: &Cell) -> u8 {
    (0..4).fold(0, |m, i| {
        if (cell.mask >> (3 * i)) & 0b111 != 0 {
            m | 1 << i
        } else {
            m
        }
    })
}

/// The tiles nobody has seen, by kind: what every player may reckon with.
pub(super) struct Pool {
    kinds: [Option<(&'static TileDef, u16)>; MAX_KINDS],
    len: usize,
    /// Unseen tiles (the tile in hand of a player still to place it included: in a position a
    /// computer player imagines, that tile was dealt at random too).
    pub total: u32,
    /// Tiles still to be placed.
    pub draws: f64,
    /// Animals on the unseen tiles.
    animals: u32,
    /// Harvest symbols on the unseen tiles.
    pub symbols: u32,
    /// The same by kind ([`Harvest::index`]).
    pub symbol_kinds: [u32; 6],
    /// Unseen tiles with a crop field.
    pub crop: u32,
}

impl Pool {
    pub fn new(view: &View, outlook: &Outlook) -> Pool {
        let mut pool = Pool {
            kinds: [None; MAX_KINDS],
            len: 0,
            total: 0,
            draws: outlook.tiles_left as f64,
            animals: 0,
            symbols: 0,
            symbol_kinds: [0; 6],
            crop: 0,
        };
        for tile in view.deck.unseen() {
            pool.add(tile.def());
        }
        if let Step::Place { tile } = view.step {
            pool.add(tile.def());
            pool.draws += 1.0;
        }
        pool
    }

    fn add(&mut self, def: &'static TileDef) {
        self.total += 1;
        let f = facts(def);
        self.animals += u32::from(f.animals);
        self.symbols += u32::from(f.symbols);
        for (k, n) in self.symbol_kinds.iter_mut().zip(f.symbol_kinds) {
            *k += u32::from(n);
        }
        self.crop += u32::from(f.crops > 0);
        let kinds = &mut self.kinds[..self.len];
        if let Some((_, n)) = kinds.iter_mut().flatten().find(|(d, _)| d.id == def.id) {
            *n += 1;
        } else if self.len < MAX_KINDS {
            self.kinds[self.len] = Some((def, 1));
            self.len += 1;
        }
    }

    fn kinds(&self) -> impl Iterator<Item = (&'static TileDef, u16)> + '_ {
        self.kinds[..self.len].iter().flatten().copied()
    }

    fn share(&self, count: u32) -> f64 {
        f64::from(count) / f64::from(self.total.max(1))
    }

    /// Share of the unseen tiles fitting `cell` some way, and the animals they bring on
    /// average.
    pub fn fitting(&self, cell: &Cell) -> (f64, f64) {
        let (mut fit, mut animals) = (0u32, 0u32);
        for (def, n) in self.kinds() {
            if Rotation::ALL.iter().any(|&r| cell.fits(def.edge_code(r))) {
                fit += u32::from(n);
                animals += u32::from(n) * u32::from(facts(def).animals);
            }
        }
        if fit == 0 {
            return (0.0, 0.0);
        }
        (self.share(fit), f64::from(animals) / f64::from(fit))
    }

    /// Share of the unseen tiles that extend a path into `cell` through `entry` (the new tile's
    /// port touching the path) and, when `must_continue`, carry it on to another side.
    pub fn extending(&self, cell: &Cell, entry: Port, must_continue: bool) -> f64 {
        let mut fit = 0u32;
        for (def, n) in self.kinds() {
            let ok = Rotation::ALL.iter().any(|&r| {
                cell.fits(def.edge_code(r))
                    && (!must_continue
                        || def.owner_at(entry, r).is_some_and(|s| {
                            def.segments[usize::from(s)].ports.middles().count() > 1
                        }))
            });
            if ok {
                fit += u32::from(n);
            }
        }
        self.share(fit)
    }

    /// Share of the unseen tiles that fit `cell` some way with every crop field they bring to
    /// a side already held ending on the tile (touching only held sides): the tiles that close
    /// a crop field's gap rather than carry the field on.
    pub fn closing(&self, cell: &Cell) -> f64 {
        let held = held_sides(cell);
        let mut fit = 0u32;
        for (def, n) in self.kinds() {
            let f = facts(def);
            let crops = &f.crop_sides[..usize::from(f.crops).min(f.crop_sides.len())];
            let ok = Rotation::ALL.iter().any(|&r| {
                cell.fits(def.edge_code(r))
                    && crops.iter().all(|&m| {
                        let m = turned(m, r);
                        m & held == 0 || m & !held == 0
                    })
            });
            if ok {
                fit += u32::from(n);
            }
        }
        self.share(fit)
    }

    /// Animals per unseen tile.
    pub fn animals_each(&self) -> f64 {
        self.share(self.animals)
    }
}

/// The frontier cell at `pos`, if a tile may go there.
pub(super) fn frontier_cell(board: &Board, pos: Pos) -> Option<&Cell> {
    if board.is_occupied(pos) || !Side::ALL.iter().any(|&s| board.is_occupied(pos.step(s))) {
        return None;
    }
    let cells = board.frontier_cells();
    // The frontier keeps its cells by row then column; a plain search stays right if it ever
    // keeps them otherwise.
    match cells.binary_search_by_key(&(pos.y, pos.x), |c| (c.pos.y, c.pos.x)) {
        Ok(i) => cells.get(i),
        Err(_) => cells.iter().find(|c| c.pos == pos),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turning_a_tile_turns_the_sides_its_fields_touch() {
        // North and east (bits 0, 1) turned a quarter clockwise: east and south.
        assert_eq!(turned(0b0011, Rotation::new(1)), 0b0110);
        assert_eq!(turned(0b1001, Rotation::new(1)), 0b0011);
        assert_eq!(turned(0b0101, Rotation::new(2)), 0b0101);
        assert_eq!(turned(0b0001, Rotation::new(3)), 0b1000);
        assert_eq!(turned(0b0111, Rotation::new(0)), 0b0111);
    }
}

//! Inns & Cathedrals: the cathedral in the heart of its city, the inn beside its road with a
//! pond, the large follower, and the words for both ("cathedral city", "inn on straight
//! road").

use carcassonne_engine::expansions::inns::{CATHEDRAL, INN};
use carcassonne_engine::tiles::{Segment, TileDef};
use carcassonne_engine::Expansion;

use crate::canvas::Layer;
use crate::expansions::river::RIVER;
use crate::expansions::RenderPart;
use crate::figures::{meeple_sdf, FigureLook};
use crate::layout::{Stage, Symbol, SymbolKind, TileLayout};
use crate::palette::{self as pal, Colour};
use crate::shapes::{self, Pt};
use crate::tile_art::{church, house};

pub(crate) struct Inns;

const CATHEDRAL_SYMBOL: SymbolKind = SymbolKind::new("cathedral", cathedral);
const INN_SYMBOL: SymbolKind = SymbolKind::new("inn", inn);
/// The inn's roof, browner than a monastery's.
const INN_ROOF: Colour = [150, 90, 40];

/// The large follower: a follower a third taller.
static LOOKS: [FigureLook; 1] = [FigureLook {
    key: "large",
    sdf: meeple_sdf,
    scale: 1.3,
    letter: Pt::new(0.5, 0.55),
    letter_px: 0.36,
    body: Pt::new(0.25, 0.47),
    lies_in_fields: true,
    square: None,
    badge: None,
}];

impl RenderPart for Inns {
    fn key(&self) -> &'static str {
        "inns"
    }

    fn locales(&self) -> Vec<crate::i18n::Source> {
        carcassonne_i18n::sources!("locales").to_vec()
    }

    fn place(&self, def: &TileDef, lay: &mut TileLayout, stage: Stage<'_>) {
        match stage {
            Stage::CityHeart(ci, seg) if seg.has(CATHEDRAL) => {
                let at = lay.free_city_spot(ci, 0.16);
                lay.symbols.push(Symbol {
                    kind: CATHEDRAL_SYMBOL,
                    at,
                    radius: 0.16,
                });
            }
            Stage::Roads => place_inns(def, lay),
            _ => {}
        }
    }

    fn city_mark(&self, city: &Segment) -> Option<&'static str> {
        city.has(CATHEDRAL).then_some("tile-cathedral")
    }

    fn road_mark(&self, road: &Segment) -> Option<&'static str> {
        road.has(INN).then_some("tile-inn")
    }

    fn figures(&self) -> &'static [FigureLook] {
        &LOOKS
    }

    fn sample_rules(&self) -> &'static [Expansion] {
        &[Expansion::Inns]
    }
}

/// An inn sits beside the middle of its road, on the roomier side.
fn place_inns(def: &TileDef, lay: &mut TileLayout) {
    for (i, seg) in def.segments.iter().enumerate() {
        if !seg.has(INN) {
            continue;
        }
        if let Some(path) = lay.paths.iter().find(|p| p.segment == i as u8) {
            let mid = path.line.at(0.5);
            let dir = path.line.direction_at(0.5);
            let normal = Pt::new(-dir.y, dir.x);
            let sides = [mid.add(normal.scale(0.17)), mid.sub(normal.scale(0.17))];
            let at = if lay.field_clearance(sides[0]) >= lay.field_clearance(sides[1]) {
                sides[0]
            } else {
                sides[1]
            };
            lay.symbols.push(Symbol {
                kind: INN_SYMBOL,
                at,
                radius: 0.1,
            });
        }
    }
}

/// A church roofed in the pennants' blue.
fn cathedral(_: u8, c: Pt, r: f32, out: &mut Vec<Layer>) {
    church(out, c, r, pal::SHIELD);
}

/// A house by a pond.
fn inn(_: u8, c: Pt, r: f32, out: &mut Vec<Layer>) {
    let lake = Pt::new(c.x + 0.45 * r, c.y + 0.35 * r);
    out.push(Layer::around(RIVER, lake, r, move |p| {
        shapes::ellipse(p, lake, 0.55 * r, 0.35 * r)
    }));
    house(out, Pt::new(c.x - 0.25 * r, c.y), r * 0.8, INN_ROOF);
}

#[cfg(test)]
mod tests;

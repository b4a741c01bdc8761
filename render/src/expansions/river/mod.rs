//! The River (I and II): water drawn along its segments like a road, the spring it rises from
//! and the lake it ends in, River II's volcano, the words for river tiles and their own group
//! in the list of tiles to come.

use carcassonne_engine::expansions::river::VOLCANO_SYMBOL;
use carcassonne_engine::tiles::{End, FeatureKind, Segment, TileDef, TileSet};

use crate::canvas::Layer;
use crate::expansions::RenderPart;
use crate::i18n::Lang;
use crate::layout::{Stage, Symbol, SymbolKind, TileLayout};
use crate::palette::Colour;
use crate::shapes::{self, Pt};
use crate::tile_art::{grow, outlined};
use crate::tile_list::TileGroup;
use crate::words::{middles, opposite, Phrase};

pub(crate) struct River;

/// Half width of a river.
pub(crate) const RIVER_HALF: f32 = 0.075;
/// The water, and the light line down its middle.
pub(crate) const RIVER: Colour = [64, 132, 214];
pub(crate) const RIVER_LIGHT: Colour = [120, 176, 236];
const LAVA: Colour = [210, 70, 30];
const CONE: Colour = [110, 84, 70];

const SPRING: SymbolKind = SymbolKind::new("spring", spring);
const LAKE: SymbolKind = SymbolKind::new("lake", lake);
const VOLCANO: SymbolKind = SymbolKind::new("volcano", volcano);

/// The lake before the spring: a lake takes more room.
static END_SYMBOLS: [(End, SymbolKind, f32); 2] =
    [(End::Lake, LAKE, 0.2), (End::Spring, SPRING, 0.1)];

impl RenderPart for River {
    fn key(&self) -> &'static str {
        "river"
    }

    fn locales(&self) -> Vec<crate::i18n::Source> {
        carcassonne_i18n::sources!("locales").to_vec()
    }

    fn path_half(&self, kind: FeatureKind) -> Option<f32> {
        (kind == FeatureKind::River).then_some(RIVER_HALF)
    }

    fn end_symbols(&self) -> &'static [(End, SymbolKind, f32)] {
        &END_SYMBOLS
    }

    fn place(&self, def: &TileDef, lay: &mut TileLayout, stage: Stage<'_>) {
        if let (Stage::Field, true) = (stage, def.has(VOLCANO_SYMBOL)) {
            let (at, radius) = lay.free_field_spot(Pt::CENTRE, 0.12);
            lay.symbols.push(Symbol {
                kind: VOLCANO,
                at,
                radius,
            });
        }
    }

    fn terrain(&self, lay: &'static TileLayout, out: &mut Vec<Layer>) {
        for path in lay.paths.iter().filter(|p| p.kind == FeatureKind::River) {
            let (lo, hi) = grow(path.line.bounds(), 0.1);
            let line = path.line.clone();
            out.push(Layer::new(RIVER, lo, hi, move |p| {
                line.dist(p) - RIVER_HALF
            }));
            let line = path.line.clone();
            out.push(Layer::new(RIVER_LIGHT, lo, hi, move |p| {
                line.dist(p) - RIVER_HALF * 0.35
            }));
        }
    }

    fn feature_words(&self, def: &TileDef, lang: Lang) -> Option<Phrase> {
        let rivers: Vec<&Segment> = def
            .segments
            .iter()
            .filter(|s| s.kind == FeatureKind::River)
            .collect();
        river_phrase(&rivers).map(|key| Phrase::plain(lang, key))
    }

    fn lone_words(&self, def: &TileDef, lang: Lang) -> Option<Phrase> {
        def.has(VOLCANO_SYMBOL)
            .then(|| Phrase::plain(lang, VOLCANO_WORDS))
    }

    fn more_words(&self, def: &TileDef, main: &str, out: &mut Vec<Phrase>, lang: Lang) {
        if def.has(VOLCANO_SYMBOL) && main != VOLCANO_WORDS {
            out.push(Phrase::plain(lang, VOLCANO_WORDS));
        }
    }

    fn tile_group(&self) -> Option<TileGroup> {
        Some(TileGroup {
            title: "tiles-group-river",
            holds: |def| def.segments.iter().any(|s| s.kind == FeatureKind::River),
        })
    }

    /// River tiles are laid in their own order, never shuffled into the land.
    fn sample_skips(&self, def: &TileDef) -> bool {
        matches!(def.set, TileSet::River1 | TileSet::River2)
    }
}

/// The message key of a volcano on a tile.
const VOLCANO_WORDS: &str = "tile-volcano";

/// "river spring", "river bend": the message key of the river on a tile, by how it runs.
fn river_phrase(rivers: &[&Segment]) -> Option<&'static str> {
    let seg = rivers.first()?;
    let sides = middles(seg);
    Some(match seg.end {
        Some(End::Spring) => "tile-river-spring",
        Some(End::Lake) => "tile-river-lake",
        _ if sides.len() >= 3 => "tile-river-fork",
        _ if sides.len() == 2 && !opposite(&sides) => "tile-river-bend",
        _ => "tile-river",
    })
}

fn spring(_: u8, c: Pt, r: f32, out: &mut Vec<Layer>) {
    outlined(out, c, 1.2 * r, RIVER, 0.01, move |p| {
        shapes::circle(p, c, 0.8 * r)
    });
    out.push(Layer::around(RIVER_LIGHT, c, r, move |p| {
        shapes::circle(p, c, 0.35 * r)
    }));
}

fn lake(_: u8, c: Pt, r: f32, out: &mut Vec<Layer>) {
    outlined(out, c, 1.2 * r, RIVER, 0.01, move |p| {
        shapes::ellipse(p, c, r, 0.75 * r)
    });
    out.push(Layer::around(RIVER_LIGHT, c, r, move |p| {
        shapes::ellipse(p, Pt::new(c.x - 0.2 * r, c.y - 0.15 * r), 0.4 * r, 0.2 * r)
    }));
}

/// A cone with glowing lava in its crater.
fn volcano(_: u8, c: Pt, r: f32, out: &mut Vec<Layer>) {
    let cone = [
        Pt::new(c.x - r, c.y + 0.7 * r),
        Pt::new(c.x + r, c.y + 0.7 * r),
        Pt::new(c.x + 0.3 * r, c.y - 0.6 * r),
        Pt::new(c.x - 0.3 * r, c.y - 0.6 * r),
    ];
    outlined(out, c, 1.3 * r, CONE, 0.01, move |p| {
        shapes::polygon(p, &cone)
    });
    out.push(Layer::around(LAVA, c, 1.3 * r, move |p| {
        shapes::ellipse(p, Pt::new(c.x, c.y - 0.6 * r), 0.3 * r, 0.12 * r)
    }));
}

#[cfg(test)]
mod tests;

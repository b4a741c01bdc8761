//! The Abbot: the garden printed on some tiles, which is also the spot the abbot stands on,
//! the abbot in his robe, and the garden in words.

use carcassonne_engine::tiles::TileDef;
use carcassonne_engine::{Expansion, Spot};

use crate::canvas::Layer;
use crate::expansions::RenderPart;
use crate::figures::FigureLook;
use crate::i18n::Lang;
use crate::layout::{Stage, Symbol, SymbolKind, TileLayout};
use crate::palette::Colour;
use crate::shapes::{self, Pt};
use crate::tile_art::outlined;
use crate::words::Phrase;

pub(crate) struct Abbot;

/// The garden's hedge and lawn, and its flowers.
const GARDEN: Colour = [70, 130, 60];
const GARDEN_LIGHT: Colour = [120, 170, 90];
const FLOWERS: [Colour; 3] = [[230, 80, 80], [250, 220, 90], [240, 240, 240]];

const GARDEN_SYMBOL: SymbolKind = SymbolKind::new("garden", garden);

static LOOKS: [FigureLook; 1] = [FigureLook {
    key: "abbot",
    sdf: abbot_sdf,
    scale: 1.0,
    letter: Pt::new(0.5, 0.66),
    letter_px: 0.36,
    body: Pt::new(0.5, 0.88),
    lies_in_fields: true,
    square: None,
    badge: None,
}];

impl RenderPart for Abbot {
    fn key(&self) -> &'static str {
        "abbot"
    }

    fn locales(&self) -> Vec<crate::i18n::Source> {
        carcassonne_i18n::sources!("locales").to_vec()
    }

    /// The garden takes the open field first among the tile-wide symbols and is where the
    /// abbot stands.
    fn place(&self, def: &TileDef, lay: &mut TileLayout, stage: Stage<'_>) {
        if let (Stage::Field, true) = (stage, def.garden) {
            let (at, radius) = lay.free_field_spot(Pt::CENTRE, 0.11);
            lay.symbols.push(Symbol {
                kind: GARDEN_SYMBOL,
                at,
                radius,
            });
            lay.places.push((Spot::Garden, at));
        }
    }

    fn more_words(&self, def: &TileDef, _main: &str, out: &mut Vec<Phrase>, lang: Lang) {
        if def.garden {
            out.push(Phrase::plain(lang, "tile-garden"));
        }
    }

    fn figures(&self) -> &'static [FigureLook] {
        &LOOKS
    }

    fn sample_rules(&self) -> &'static [Expansion] {
        &[Expansion::Abbot]
    }
}

/// A round garden with three flowers.
fn garden(_: u8, c: Pt, r: f32, out: &mut Vec<Layer>) {
    outlined(out, c, 1.2 * r, GARDEN, 0.01, move |p| {
        shapes::circle(p, c, r)
    });
    out.push(Layer::around(GARDEN_LIGHT, c, r, move |p| {
        shapes::circle(p, c, 0.6 * r)
    }));
    for (k, col) in FLOWERS.iter().enumerate() {
        let a = k as f32 * 2.1;
        let f = Pt::new(c.x + 0.35 * r * a.cos(), c.y + 0.35 * r * a.sin());
        out.push(Layer::around(*col, f, r, move |p| {
            shapes::circle(p, f, 0.18 * r)
        }));
    }
}

const ABBOT_ROBE: [Pt; 7] = [
    Pt::new(0.50, 0.03),
    Pt::new(0.72, 0.30),
    Pt::new(0.66, 0.42),
    Pt::new(0.88, 0.96),
    Pt::new(0.12, 0.96),
    Pt::new(0.34, 0.42),
    Pt::new(0.28, 0.30),
];

fn abbot_sdf(p: Pt) -> f32 {
    let robe = shapes::polygon(p, &ABBOT_ROBE) - 0.02;
    // A face cut out of the hood: the one detail that tells an abbot from a meeple.
    let face = shapes::circle(p, Pt::new(0.5, 0.27), 0.07);
    robe.max(-face)
}

#[cfg(test)]
mod tests;

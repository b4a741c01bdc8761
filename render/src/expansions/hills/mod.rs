//! Hills & Sheep: hills and vineyards printed in the open field, the shepherd with his crook,
//! the sheep token counting his flock beside him, and both symbols in words.

use carcassonne_engine::expansions::hills::{HILL, VINEYARD};
use carcassonne_engine::tiles::TileDef;

use crate::canvas::Layer;
use crate::diagram::RulesPicture;
use crate::expansions::traders::VINE;
use crate::expansions::RenderPart;
use crate::figures::{small_meeple, Badge, FigureLook};
use crate::i18n::Lang;
use crate::layout::{Stage, Symbol, SymbolKind, TileLayout};
use crate::palette::{self as pal, Colour};
use crate::shapes::{self, Pt};
use crate::tile_art::outlined;
use crate::words::Phrase;

mod rules_picture;

pub(crate) struct Hills;

const HILL_COLOUR: Colour = [160, 140, 90];
/// The wires the vines grow along.
const TRELLIS: Colour = [110, 80, 50];

const HILL_SYMBOL: SymbolKind = SymbolKind::new("hill", hill);
const VINEYARD_SYMBOL: SymbolKind = SymbolKind::new("vineyard", vineyard);

/// A white sheep with the flock's size on its fleece.
static SHEEP: Badge = Badge {
    layers: sheep_layers,
    number: (0.05, 0.02),
};

static LOOKS: [FigureLook; 1] = [FigureLook {
    key: "shepherd",
    sdf: shepherd_sdf,
    scale: 1.1,
    letter: Pt::new(0.40, 0.58),
    letter_px: 0.32,
    body: Pt::new(0.22, 0.51),
    lies_in_fields: false,
    square: None,
    badge: Some(&SHEEP),
}];

impl RenderPart for Hills {
    fn key(&self) -> &'static str {
        "hills"
    }

    fn locales(&self) -> Vec<crate::i18n::Source> {
        carcassonne_i18n::sources!("locales").to_vec()
    }

    fn place(&self, def: &TileDef, lay: &mut TileLayout, stage: Stage<'_>) {
        if !matches!(stage, Stage::Field) {
            return;
        }
        for (mark, kind, radius) in [(HILL, HILL_SYMBOL, 0.12), (VINEYARD, VINEYARD_SYMBOL, 0.11)] {
            if def.has(mark) {
                let (at, radius) = lay.free_field_spot(Pt::CENTRE, radius);
                lay.symbols.push(Symbol { kind, at, radius });
            }
        }
    }

    fn more_words(&self, def: &TileDef, _main: &str, out: &mut Vec<Phrase>, lang: Lang) {
        for mark in [HILL, VINEYARD] {
            if def.has(mark) {
                out.push(Phrase::plain(lang, &format!("tile-{mark}")));
            }
        }
    }

    fn figures(&self) -> &'static [FigureLook] {
        &LOOKS
    }

    fn rules_pictures(&self) -> &'static [RulesPicture] {
        &rules_picture::PICTURES
    }
}

/// A rounded hill standing on its flat foot.
fn hill(_: u8, c: Pt, r: f32, out: &mut Vec<Layer>) {
    let base = Pt::new(c.x, c.y + 0.5 * r);
    outlined(out, c, 1.3 * r, HILL_COLOUR, 0.01, move |p| {
        shapes::ellipse(p, base, r, 0.9 * r).max(p.y - base.y)
    });
}

/// Three rows of vines with grapes.
fn vineyard(_: u8, c: Pt, r: f32, out: &mut Vec<Layer>) {
    for row in 0..3 {
        let y = c.y + (row as f32 - 1.0) * 0.55 * r;
        let (a, b) = (Pt::new(c.x - 0.9 * r, y), Pt::new(c.x + 0.9 * r, y));
        out.push(Layer::around(TRELLIS, c, 1.3 * r, move |p| {
            shapes::segment(p, a, b) - 0.06 * r
        }));
        for k in 0..4 {
            let g = Pt::new(c.x + (k as f32 - 1.5) * 0.5 * r, y - 0.1 * r);
            out.push(Layer::around(VINE, g, r, move |p| {
                shapes::circle(p, g, 0.17 * r)
            }));
        }
    }
}

/// The shepherd: a meeple with a crook taller than itself, its hook curled outwards.
fn shepherd_sdf(p: Pt) -> f32 {
    let body = small_meeple(p, 0.88, -0.08);
    let staff = shapes::segment(p, Pt::new(0.80, 0.96), Pt::new(0.80, 0.13)) - 0.045;
    let c = Pt::new(0.89, 0.13);
    // The upper half of a ring over the staff's top, ending a little way down the far side.
    let ring = (p.dist(c) - 0.09).abs() - 0.045;
    let arc = if p.y <= c.y {
        ring
    } else {
        shapes::segment(p, Pt::new(0.98, 0.13), Pt::new(0.98, 0.20)) - 0.045
    };
    body.min(staff).min(arc)
}

/// The sheep token's fleece: a body of puffs.
fn fleece(p: Pt) -> f32 {
    let mut d = shapes::ellipse(p, Pt::new(0.55, 0.52), 0.34, 0.26);
    for (x, y) in [
        (0.30, 0.35),
        (0.50, 0.28),
        (0.70, 0.30),
        (0.85, 0.48),
        (0.78, 0.70),
        (0.56, 0.77),
        (0.34, 0.70),
    ] {
        d = d.min(shapes::circle(p, Pt::new(x, y), 0.14));
    }
    d
}

/// The sheep token's dark face, looking west.
fn face(p: Pt) -> f32 {
    shapes::ellipse(p, Pt::new(0.14, 0.44), 0.13, 0.10)
}

fn sheep_layers() -> Vec<Layer> {
    let (lo, hi) = (Pt::new(-0.1, -0.1), Pt::new(1.1, 1.1));
    vec![
        Layer::new(pal::DARK, lo, hi, move |p| fleece(p).min(face(p)) - 0.06),
        Layer::new(pal::WHITE, lo, hi, fleece),
        Layer::new(pal::DARK, lo, hi, face),
    ]
}

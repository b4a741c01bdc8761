//! Lanterns, the test-only expansion (feature `probe`), drawn through the same hooks as the
//! shipped ones: the lantern figure, a warm glow laid over each tile where a lantern burns
//! (the part's overlay), and the oil token on the header's chips.

use ab_glyph::FontRef;
use carcassonne_engine::expansions::lanterns::OIL;
use carcassonne_engine::{FigureKind, Game};
use image::RgbaImage;

use crate::board::Cells;
use crate::canvas::{paint, Layer, Placement};
use crate::expansions::RenderPart;
use crate::figures::FigureLook;
use crate::palette::Colour;
use crate::shapes::{self, Pt};
use crate::sprites::SpriteCache;

pub(crate) struct Lanterns;

/// The glow of a lit lantern and the oil's amber.
const GLOW: Colour = [255, 214, 90];
const OIL_AMBER: Colour = [200, 130, 30];

static LOOKS: [FigureLook; 1] = [FigureLook {
    key: "lantern",
    sdf: lantern_sdf,
    scale: 0.8,
    letter: Pt::new(0.5, 0.62),
    letter_px: 0.34,
    body: Pt::new(0.5, 0.84),
    lies_in_fields: false,
    square: None,
    badge: None,
}];

impl RenderPart for Lanterns {
    fn key(&self) -> &'static str {
        "lanterns"
    }

    fn locales(&self) -> Vec<crate::i18n::Source> {
        carcassonne_i18n::sources!("locales").to_vec()
    }

    fn figures(&self) -> &'static [FigureLook] {
        &LOOKS
    }

    fn token_keys(&self) -> Vec<&'static str> {
        vec![OIL]
    }

    fn token_layers(&self, key: &str, out: &mut Vec<Layer>) -> bool {
        if key != OIL {
            return false;
        }
        out.push(Layer::around(OIL_AMBER, Pt::new(0.5, 0.55), 0.4, drop_sdf));
        true
    }

    /// A soft glow over each tile where a lantern stands, under the figures.
    fn draw_piece(
        &self,
        img: &mut RgbaImage,
        game: &Game,
        cells: &Cells<'_>,
        _clip: (i64, i64, i64, i64),
        _font: &FontRef<'static>,
        _sprites: &SpriteCache,
        _lang: crate::i18n::Lang,
    ) {
        let mut lanterns = game
            .figures()
            .filter(|f| f.kind == FigureKind::LANTERN)
            .peekable();
        if lanterns.peek().is_none() {
            return;
        }
        let glow = [Layer::around(GLOW, Pt::CENTRE, 0.5, |p| {
            shapes::circle(p, Pt::CENTRE, 0.42)
        })
        .with_alpha(0.45)];
        for f in lanterns {
            if let Some((x, y)) = (cells.origin)(f.pos) {
                paint(img, &glow, Placement::new(x, y, cells.tile as f32));
            }
        }
    }
}

/// A lantern: a glass body under a roof, with a ring to carry it.
fn lantern_sdf(p: Pt) -> f32 {
    let body = shapes::rounded_box(p, Pt::new(0.5, 0.62), 0.26, 0.3, 0.06);
    let roof = shapes::polygon(
        p,
        &[Pt::new(0.5, 0.12), Pt::new(0.8, 0.34), Pt::new(0.2, 0.34)],
    );
    let ring = (shapes::circle(p, Pt::new(0.5, 0.08), 0.07).abs()) - 0.025;
    body.min(roof).min(ring)
}

/// A drop of oil.
fn drop_sdf(p: Pt) -> f32 {
    let bulb = shapes::circle(p, Pt::new(0.5, 0.65), 0.25);
    let tip = shapes::polygon(
        p,
        &[Pt::new(0.5, 0.12), Pt::new(0.72, 0.55), Pt::new(0.28, 0.55)],
    );
    bulb.min(tip)
}

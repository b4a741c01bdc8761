//! Traders & Builders: goods in cities and the goods tokens players win, River II's pig-herd
//! in its field (drawn with this box's pig), the builder and the pig, and the words for goods
//! and pig-herds.

use carcassonne_engine::expansions::traders::{Goods, PIGHERD};
use carcassonne_engine::tiles::{FeatureKind, TileDef};

use crate::canvas::Layer;
use crate::diagram::RulesPicture;
use crate::expansions::RenderPart;
use crate::figures::FigureLook;
use crate::i18n::Lang;
use crate::layout::{Stage, Symbol, SymbolKind, TileLayout};
use crate::palette::{self as pal, Colour};
use crate::shapes::{self, Pt};
use crate::tile_art::outlined;
use crate::words::Phrase;

mod rules_picture;

pub(crate) struct Traders;

/// Grapes (for wine and vineyards), wheat, cloth, and the pink of pigs.
pub(crate) const VINE: Colour = [112, 46, 120];
const WHEAT: Colour = [232, 190, 60];
const CLOTH: Colour = [70, 120, 200];
pub(crate) const PIG: Colour = [236, 150, 160];

/// Goods in a city; its number is the goods' index.
const GOODS: SymbolKind = SymbolKind::new("goods", goods_symbol);
const PIGHERD_SYMBOL: SymbolKind = SymbolKind::new("pigherd", pigherd);

static LOOKS: [FigureLook; 2] = [
    FigureLook {
        key: "builder",
        sdf: builder_sdf,
        scale: 1.2,
        letter: Pt::new(0.45, 0.63),
        letter_px: 0.29,
        body: Pt::new(0.24, 0.51),
        lies_in_fields: false,
        square: None,
        badge: None,
    },
    FigureLook {
        key: "pig",
        sdf: pig_sdf,
        scale: 1.1,
        letter: Pt::new(0.45, 0.57),
        letter_px: 0.34,
        body: Pt::new(0.18, 0.55),
        lies_in_fields: false,
        square: None,
        badge: None,
    },
];

impl RenderPart for Traders {
    fn key(&self) -> &'static str {
        "traders"
    }

    fn locales(&self) -> Vec<crate::i18n::Source> {
        carcassonne_i18n::sources!("locales").to_vec()
    }

    fn place(&self, def: &TileDef, lay: &mut TileLayout, stage: Stage<'_>) {
        match stage {
            Stage::City(ci, seg) => {
                if let Some(goods) = Goods::in_segment(seg) {
                    let at = lay.free_city_spot(ci, 0.07);
                    lay.symbols.push(Symbol {
                        kind: GOODS.with(goods.index() as u8),
                        at,
                        radius: 0.075,
                    });
                }
            }
            Stage::Fields(fields) => {
                for (i, seg) in def.segments.iter().enumerate() {
                    if seg.kind == FeatureKind::Field && seg.has(PIGHERD) {
                        let at = fields.best_point(i as u8, lay, &[]).unwrap_or(Pt::CENTRE);
                        lay.symbols.push(Symbol {
                            kind: PIGHERD_SYMBOL,
                            at,
                            radius: 0.08,
                        });
                    }
                }
            }
            _ => {}
        }
    }

    fn more_words(&self, def: &TileDef, _main: &str, out: &mut Vec<Phrase>, lang: Lang) {
        let cities = def.segments.iter().filter(|s| s.kind == FeatureKind::City);
        for goods in cities.filter_map(Goods::in_segment) {
            out.push(Phrase::plain(lang, &format!("tile-goods-{}", goods.name())));
        }
        if def.segments.iter().any(|s| s.has(PIGHERD)) {
            out.push(Phrase::plain(lang, "tile-pig-herd"));
        }
    }

    fn figures(&self) -> &'static [FigureLook] {
        &LOOKS
    }

    fn token_keys(&self) -> Vec<&'static str> {
        Goods::ALL.iter().map(|g| g.name()).collect()
    }

    fn token_layers(&self, key: &str, out: &mut Vec<Layer>) -> bool {
        let Some(goods) = Goods::ALL.into_iter().find(|g| g.name() == key) else {
            return false;
        };
        goods_layers(goods, Pt::new(0.5, 0.52), 0.42, 0.07, out);
        true
    }

    fn rules_pictures(&self) -> &'static [RulesPicture] {
        &rules_picture::PICTURES
    }
}

fn goods_symbol(index: u8, c: Pt, r: f32, out: &mut Vec<Layer>) {
    if let Some(&goods) = Goods::ALL.get(usize::from(index)) {
        goods_layers(goods, c, r, GOODS_RIM, out);
    }
}

/// A pig's silhouette, grazing.
fn pigherd(_: u8, c: Pt, r: f32, out: &mut Vec<Layer>) {
    let body = Pt::new(c.x - 0.1 * r, c.y);
    let head = Pt::new(c.x + 0.65 * r, c.y - 0.15 * r);
    outlined(out, c, 1.3 * r, PIG, 0.01, move |p| {
        shapes::ellipse(p, body, 0.7 * r, 0.5 * r).min(shapes::circle(p, head, 0.32 * r))
    });
}

/// Outline of goods symbols on tiles, in tile units.
const GOODS_RIM: f32 = 0.006;

/// A goods symbol (grapes, sheaf, bolt of cloth) centred on `c` within about `r`, outlined
/// `rim` thick; the header draws the players' goods tokens with it too.
fn goods_layers(goods: Goods, c: Pt, r: f32, rim: f32, out: &mut Vec<Layer>) {
    match goods {
        Goods::Wine => {
            for (dx, dy) in [
                (-0.35, -0.35),
                (0.35, -0.35),
                (0.0, -0.35),
                (-0.18, 0.1),
                (0.18, 0.1),
                (0.0, 0.5),
            ] {
                let g = Pt::new(c.x + dx * r, c.y + dy * r);
                outlined(out, g, r, VINE, rim, move |p| shapes::circle(p, g, 0.3 * r));
            }
        }
        Goods::Wheat => {
            let stalk = move |p: Pt| {
                shapes::segment(p, Pt::new(c.x, c.y + 0.9 * r), Pt::new(c.x, c.y - 0.2 * r))
                    - 0.08 * r
            };
            out.push(Layer::around(pal::DARK, c, 1.3 * r, move |p| {
                stalk(p) - rim
            }));
            out.push(Layer::around(WHEAT, c, 1.3 * r, stalk));
            for dx in [-0.35, 0.0, 0.35] {
                let e = Pt::new(c.x + dx * r, c.y - 0.35 * r);
                outlined(out, e, r, WHEAT, rim, move |p| {
                    shapes::ellipse(p, e, 0.2 * r, 0.5 * r)
                });
            }
        }
        Goods::Cloth => {
            outlined(out, c, 1.3 * r, CLOTH, rim * 4.0 / 3.0, move |p| {
                shapes::rounded_box(p, c, 0.85 * r, 0.6 * r, 0.15 * r)
            });
            for dy in [-0.25, 0.25] {
                let y = c.y + dy * r;
                out.push(Layer::around(pal::WHITE, c, 1.3 * r, move |p| {
                    shapes::segment(p, Pt::new(c.x - 0.7 * r, y), Pt::new(c.x + 0.7 * r, y))
                        - 0.05 * r
                }));
            }
        }
    }
}

const BUILDER_BODY: [Pt; 13] = [
    Pt::new(0.35, 0.36),
    Pt::new(0.55, 0.36),
    Pt::new(0.72, 0.46),
    Pt::new(0.73, 0.56),
    Pt::new(0.58, 0.57),
    Pt::new(0.70, 0.97),
    Pt::new(0.51, 0.97),
    Pt::new(0.45, 0.82),
    Pt::new(0.39, 0.97),
    Pt::new(0.20, 0.97),
    Pt::new(0.32, 0.57),
    Pt::new(0.17, 0.56),
    Pt::new(0.18, 0.46),
];

/// The builder: taller and narrower than a follower, short-armed, in a flat-topped hat with
/// a broad brim, and a hammer raised above the shoulder. The square hat and the hammer
/// stand out from a follower's round head even a few pixels high.
fn builder_sdf(p: Pt) -> f32 {
    let body = shapes::polygon(p, &BUILDER_BODY) - 0.02;
    let head = shapes::circle(p, Pt::new(0.45, 0.25), 0.12);
    let brim = shapes::rounded_box(p, Pt::new(0.45, 0.15), 0.21, 0.04, 0.03);
    let crown = shapes::rounded_box(p, Pt::new(0.45, 0.07), 0.13, 0.08, 0.03);
    let shaft = shapes::segment(p, Pt::new(0.70, 0.50), Pt::new(0.80, 0.14)) - 0.04;
    let hammer = shapes::rounded_box(p, Pt::new(0.81, 0.13), 0.12, 0.065, 0.02);
    body.min(head).min(brim).min(crown).min(shaft).min(hammer)
}

/// The pig: a round body on four short legs, head and snout to the east, ears up.
fn pig_sdf(p: Pt) -> f32 {
    let body = shapes::ellipse(p, Pt::new(0.45, 0.56), 0.37, 0.25);
    let head = shapes::circle(p, Pt::new(0.78, 0.46), 0.18);
    let snout = shapes::rounded_box(p, Pt::new(0.95, 0.50), 0.07, 0.09, 0.04);
    let ear = shapes::polygon(
        p,
        &[
            Pt::new(0.66, 0.34),
            Pt::new(0.70, 0.22),
            Pt::new(0.80, 0.31),
        ],
    ) - 0.03;
    let mut legs = f32::MAX;
    for x in [0.22, 0.38, 0.56, 0.70] {
        legs = legs.min(shapes::rounded_box(p, Pt::new(x, 0.80), 0.055, 0.1, 0.03));
    }
    // A curl of tail at the back.
    let tail = (shapes::circle(p, Pt::new(0.05, 0.45), 0.06).abs() - 0.025)
        .max(-(p.y - 0.40).min(0.09 - p.x));
    body.min(head).min(snout).min(ear).min(legs).min(tail)
}

#[cfg(test)]
mod tests;

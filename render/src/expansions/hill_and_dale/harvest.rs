//! Harvest symbols: the fruits, grain and scarecrow printed in crop fields, drawn on a chip
//! like the tokens they win, and those tokens in the header.

use carcassonne_engine::expansions::hill_and_dale::Harvest;

use super::colours;
use crate::canvas::Layer;
use crate::layout::SymbolKind;
use crate::palette as pal;
use crate::shapes::{self, Pt};
use crate::tile_art::{off, outlined};

/// Room a harvest symbol takes in its crop field: larger than goods, since it is what a
/// player competes for and must be told apart from five others.
pub(super) const HARVEST_RADIUS: f32 = 0.12;
/// Outline of harvest symbols on tiles, in tile units.
const HARVEST_RIM: f32 = 0.006;

/// A harvest symbol on its chip; its number is the harvest's index.
pub(super) const HARVEST: SymbolKind = SymbolKind::new("harvest", harvest_symbol);

/// On a chip like the token it wins, so the symbol reads on the furrows and matches the
/// header.
fn harvest_symbol(index: u8, c: Pt, r: f32, out: &mut Vec<Layer>) {
    let Some(&harvest) = Harvest::ALL.get(usize::from(index)) else {
        return;
    };
    outlined(out, c, 1.3 * r, pal::TOKEN, 0.008, move |p| {
        shapes::circle(p, c, r)
    });
    harvest_layers(harvest, c, 0.74 * r, HARVEST_RIM, out);
}

/// A harvest symbol centred on `c` within about `r`, outlined `rim` thick: on tiles (over a
/// chip) and on the players' harvest tokens in the header.
pub(super) fn harvest_layers(harvest: Harvest, c: Pt, r: f32, rim: f32, out: &mut Vec<Layer>) {
    let at = |dx: f32, dy: f32| off(c, r, dx, dy);
    let e = 1.4 * r;
    match harvest {
        Harvest::Apple => {
            let (a, b) = (at(-0.24, 0.12), at(0.24, 0.12));
            outlined(out, c, e, colours::APPLE, rim, move |p| {
                shapes::circle(p, a, 0.56 * r).min(shapes::circle(p, b, 0.56 * r))
            });
            let (s0, s1) = (at(0.0, -0.35), at(0.12, -0.85));
            out.push(Layer::around(colours::WOOD, c, e, move |p| {
                shapes::segment(p, s0, s1) - 0.08 * r
            }));
            let leaf = at(0.4, -0.66);
            outlined(out, c, e, colours::LEAF, rim, move |p| {
                shapes::ellipse(p, leaf, 0.28 * r, 0.14 * r)
            });
            let shine = at(-0.34, -0.08);
            out.push(
                Layer::around(pal::WHITE, c, e, move |p| {
                    shapes::ellipse(p, shine, 0.1 * r, 0.16 * r)
                })
                .with_alpha(0.7),
            );
        }
        Harvest::Strawberry => {
            let pts = [
                (-0.62, -0.4),
                (0.62, -0.4),
                (0.42, 0.3),
                (0.0, 0.8),
                (-0.42, 0.3),
            ]
            .map(|(dx, dy)| at(dx, dy));
            outlined(out, c, e, colours::STRAWBERRY, rim, move |p| {
                shapes::polygon(p, &pts) - 0.14 * r
            });
            for (dx, dy) in [
                (-0.3, -0.1),
                (0.3, -0.1),
                (0.0, 0.05),
                (-0.15, 0.35),
                (0.15, 0.35),
            ] {
                let s = at(dx, dy);
                out.push(Layer::around(colours::SEED, c, e, move |p| {
                    shapes::circle(p, s, 0.07 * r)
                }));
            }
            let (l, m, rt) = (at(-0.3, -0.58), at(0.0, -0.68), at(0.3, -0.58));
            outlined(out, c, e, colours::LEAF, rim, move |p| {
                shapes::ellipse(p, l, 0.3 * r, 0.13 * r)
                    .min(shapes::ellipse(p, rt, 0.3 * r, 0.13 * r))
                    .min(shapes::ellipse(p, m, 0.13 * r, 0.26 * r))
            });
        }
        Harvest::Pumpkin => {
            // Three overlapping lobes, each outlined, so the dark lines between them are ribs.
            for (dx, rx) in [(-0.42, 0.42), (0.42, 0.42), (0.0, 0.46)] {
                let lobe = at(dx, 0.15);
                outlined(out, c, e, colours::PUMPKIN, rim, move |p| {
                    shapes::ellipse(p, lobe, rx * r, 0.6 * r)
                });
            }
            let stem = at(0.05, -0.55);
            outlined(out, c, e, colours::LEAF, rim, move |p| {
                shapes::rounded_box(p, stem, 0.11 * r, 0.18 * r, 0.04 * r)
            });
        }
        Harvest::Sunflower => {
            let petals: Vec<Pt> = (0..10)
                .map(|k| {
                    let a = k as f32 * std::f32::consts::TAU / 10.0;
                    at(0.58 * a.cos(), 0.58 * a.sin())
                })
                .collect();
            outlined(out, c, e, colours::SUNFLOWER, rim, move |p| {
                petals
                    .iter()
                    .map(|q| shapes::circle(p, *q, 0.3 * r))
                    .fold(shapes::circle(p, c, 0.6 * r), f32::min)
            });
            outlined(out, c, e, colours::SUNFLOWER_HEART, rim, move |p| {
                shapes::circle(p, c, 0.36 * r)
            });
        }
        Harvest::Grain => {
            let (s0, s1) = (at(0.0, 0.95), at(0.0, -0.6));
            outlined(out, c, e, colours::GRAIN, rim, move |p| {
                shapes::segment(p, s0, s1) - 0.07 * r
            });
            for dy in [0.2, -0.15, -0.5] {
                for dx in [-0.2, 0.2] {
                    let k = at(dx, dy);
                    outlined(out, c, e, colours::GRAIN, rim, move |p| {
                        shapes::ellipse(p, k, 0.17 * r, 0.27 * r)
                    });
                }
            }
            let tip = at(0.0, -0.75);
            outlined(out, c, e, colours::GRAIN, rim, move |p| {
                shapes::ellipse(p, tip, 0.14 * r, 0.24 * r)
            });
        }
        Harvest::Scarecrow => {
            let (post0, post1) = (at(0.0, -0.2), at(0.0, 0.95));
            outlined(out, c, e, colours::WOOD, rim, move |p| {
                shapes::segment(p, post0, post1) - 0.07 * r
            });
            let shirt = [(-0.42, -0.15), (0.42, -0.15), (0.32, 0.5), (-0.32, 0.5)]
                .map(|(dx, dy)| at(dx, dy));
            let arms = at(0.0, 0.0);
            outlined(out, c, e, colours::SHIRT, rim, move |p| {
                shapes::polygon(p, &shirt).min(shapes::rounded_box(
                    p,
                    arms,
                    0.86 * r,
                    0.13 * r,
                    0.05 * r,
                ))
            });
            let head = at(0.0, -0.4);
            outlined(out, c, e, colours::STRAW, rim, move |p| {
                shapes::circle(p, head, 0.24 * r)
            });
            let (brim, crown) = (at(0.0, -0.6), at(0.0, -0.76));
            outlined(out, c, e, colours::WOOD, rim, move |p| {
                shapes::rounded_box(p, brim, 0.44 * r, 0.07 * r, 0.03 * r).min(shapes::rounded_box(
                    p,
                    crown,
                    0.22 * r,
                    0.15 * r,
                    0.05 * r,
                ))
            });
        }
    }
}

//! Animals grazing on the meadow, each its own silhouette and colour, and their words
//! ("cow", "two sheep"). The pig is also the one The Wheel of Fortune's wheel turns.

use carcassonne_engine::expansions::hill_and_dale::Animal;

use super::colours;
use crate::canvas::Layer;
use crate::expansions::traders::PIG;
use crate::i18n::Lang;
use crate::layout::SymbolKind;
use crate::palette::{self as pal, Colour};
use crate::shapes::{self, Pt};
use crate::tile_art::{off, outlined};
use crate::words::Phrase;

/// Room an animal takes: large enough that its colour and shape read on a phone.
pub(super) const ANIMAL_RADIUS: f32 = 0.16;
/// Outline of animals on tiles, in tile units.
const ANIMAL_RIM: f32 = 0.008;

/// An animal; its number is the animal's place in `Animal::ALL`.
pub(super) const ANIMAL: SymbolKind = SymbolKind::new("animal", animal_symbol);

/// The number [`ANIMAL`] tells `animal` by.
pub(super) fn index_of(animal: Animal) -> u8 {
    Animal::ALL.iter().position(|a| *a == animal).unwrap_or(0) as u8
}

fn animal_symbol(index: u8, c: Pt, r: f32, out: &mut Vec<Layer>) {
    if let Some(&animal) = Animal::ALL.get(usize::from(index)) {
        animal_layers(animal, c, r, ANIMAL_RIM, out);
    }
}

/// An animal's four legs, in radii of the animal: where they stand across, how far down their
/// middles are, their half width and half length, and their colour.
struct Legs {
    xs: [f32; 4],
    y: f32,
    half: (f32, f32),
    colour: Colour,
}

/// Four legs under a body, drawn before it so that the body covers their tops.
fn legs(out: &mut Vec<Layer>, c: Pt, r: f32, rim: f32, legs: Legs) {
    let Legs {
        xs,
        y,
        half,
        colour,
    } = legs;
    for dx in xs {
        let leg = off(c, r, dx, y);
        outlined(out, c, 1.4 * r, colour, rim, move |p| {
            shapes::rounded_box(p, leg, half.0 * r, half.1 * r, 0.03 * r)
        });
    }
}

/// An animal standing in side view, facing east, centred on `c` within about `r`: each its own
/// silhouette and colour, since on a phone an animal is a few pixels of colour.
pub(crate) fn animal_layers(animal: Animal, c: Pt, r: f32, rim: f32, out: &mut Vec<Layer>) {
    let at = |dx: f32, dy: f32| off(c, r, dx, dy);
    let e = 1.4 * r;
    match animal {
        Animal::Cow => {
            legs(
                out,
                c,
                r,
                rim,
                Legs {
                    xs: [-0.55, -0.32, 0.3, 0.52],
                    y: 0.5,
                    half: (0.08, 0.26),
                    colour: pal::DARK,
                },
            );
            let (tail0, tail1) = (at(-0.7, -0.15), at(-0.92, 0.32));
            out.push(Layer::around(pal::DARK, c, e, move |p| {
                shapes::segment(p, tail0, tail1) - 0.06 * r
            }));
            let (body, head) = (at(-0.06, 0.05), at(0.74, -0.2));
            let (h0, h1, h2, h3) = (
                at(0.62, -0.42),
                at(0.52, -0.62),
                at(0.86, -0.42),
                at(0.96, -0.62),
            );
            outlined(out, c, e, colours::WOOD_LIGHT, rim, move |p| {
                (shapes::segment(p, h0, h1) - 0.06 * r).min(shapes::segment(p, h2, h3) - 0.06 * r)
            });
            let cow =
                move |p: Pt| {
                    shapes::rounded_box(p, body, 0.68 * r, 0.36 * r, 0.16 * r)
                        .min(shapes::rounded_box(p, head, 0.22 * r, 0.24 * r, 0.1 * r))
                };
            outlined(out, c, e, colours::FLEECE, rim, cow);
            for (dx, dy, k) in [(-0.3, -0.08, 0.2), (0.2, 0.16, 0.16), (-0.62, 0.22, 0.12)] {
                let spot = at(dx, dy);
                out.push(Layer::around(pal::DARK, c, e, move |p| {
                    shapes::circle(p, spot, k * r).max(cow(p) + 0.005)
                }));
            }
            let muzzle = at(0.8, -0.04);
            out.push(Layer::around(PIG, c, e, move |p| {
                shapes::ellipse(p, muzzle, 0.17 * r, 0.1 * r)
            }));
        }
        Animal::Horse => {
            legs(
                out,
                c,
                r,
                rim,
                Legs {
                    xs: [-0.5, -0.3, 0.3, 0.5],
                    y: 0.52,
                    half: (0.07, 0.34),
                    colour: colours::MANE,
                },
            );
            let (tail0, tail1) = (at(-0.66, -0.12), at(-0.92, 0.45));
            out.push(Layer::around(colours::MANE, c, e, move |p| {
                shapes::segment(p, tail0, tail1) - 0.1 * r
            }));
            let body = at(-0.05, 0.02);
            let neck =
                [(0.3, -0.16), (0.5, -0.74), (0.8, -0.7), (0.66, 0.05)].map(|(x, y)| at(x, y));
            let head =
                [(0.5, -0.86), (0.8, -0.86), (1.05, -0.48), (0.9, -0.38)].map(|(x, y)| at(x, y));
            outlined(out, c, e, colours::HORSE, rim, move |p| {
                shapes::ellipse(p, body, 0.66 * r, 0.3 * r)
                    .min(shapes::polygon(p, &neck))
                    .min(shapes::polygon(p, &head) - 0.03 * r)
            });
            let (m0, m1) = (at(0.42, -0.2), at(0.58, -0.84));
            out.push(Layer::around(colours::MANE, c, e, move |p| {
                shapes::segment(p, m0, m1) - 0.08 * r
            }));
        }
        Animal::Sheep => {
            legs(
                out,
                c,
                r,
                rim,
                Legs {
                    xs: [-0.4, -0.2, 0.2, 0.4],
                    y: 0.5,
                    half: (0.07, 0.24),
                    colour: pal::DARK,
                },
            );
            let puffs: Vec<Pt> = [
                (-0.5, -0.15),
                (-0.2, -0.32),
                (0.15, -0.3),
                (0.4, -0.1),
                (0.3, 0.22),
                (-0.05, 0.3),
                (-0.4, 0.22),
            ]
            .iter()
            .map(|&(x, y)| at(x, y))
            .collect();
            let body = at(-0.05, 0.0);
            outlined(out, c, e, colours::FLEECE, rim, move |p| {
                puffs
                    .iter()
                    .map(|q| shapes::circle(p, *q, 0.26 * r))
                    .fold(shapes::ellipse(p, body, 0.58 * r, 0.4 * r), f32::min)
            });
            let head = at(0.66, -0.16);
            outlined(out, c, e, pal::DARK, rim, move |p| {
                shapes::ellipse(p, head, 0.24 * r, 0.18 * r)
            });
        }
        Animal::Pig => {
            legs(
                out,
                c,
                r,
                rim,
                Legs {
                    xs: [-0.45, -0.25, 0.22, 0.42],
                    y: 0.45,
                    half: (0.08, 0.2),
                    colour: PIG,
                },
            );
            let (body, head, snout) = (at(-0.08, 0.04), at(0.58, -0.08), at(0.9, -0.02));
            let ear = [(0.42, -0.3), (0.55, -0.62), (0.7, -0.3)].map(|(x, y)| at(x, y));
            outlined(out, c, e, PIG, rim, move |p| {
                shapes::ellipse(p, body, 0.68 * r, 0.44 * r)
                    .min(shapes::circle(p, head, 0.3 * r))
                    .min(shapes::polygon(p, &ear))
            });
            outlined(out, c, e, SNOUT, rim, move |p| {
                shapes::rounded_box(p, snout, 0.11 * r, 0.14 * r, 0.05 * r)
            });
            let curl = at(-0.84, -0.14);
            out.push(Layer::around(pal::DARK, c, e, move |p| {
                (shapes::circle(p, curl, 0.12 * r)).abs() - 0.035 * r
            }));
        }
        Animal::Rooster => {
            for (x0, x1) in [(-0.12, -0.18), (0.14, 0.16)] {
                let (a, b) = (at(x0, 0.45), at(x1, 0.92));
                out.push(Layer::around(colours::BEAK, c, e, move |p| {
                    shapes::segment(p, a, b) - 0.06 * r
                }));
            }
            let (t1, t2) = (at(-0.52, -0.3), at(-0.7, -0.08));
            outlined(out, c, e, colours::TAIL, rim, move |p| {
                shapes::ellipse(p, t1, 0.2 * r, 0.46 * r).min(shapes::ellipse(
                    p,
                    t2,
                    0.18 * r,
                    0.36 * r,
                ))
            });
            let comb: Vec<Pt> = [(0.26, -0.72), (0.4, -0.76), (0.53, -0.68)]
                .iter()
                .map(|&(x, y)| at(x, y))
                .collect();
            let wattle = at(0.56, -0.2);
            outlined(out, c, e, colours::COMB, rim, move |p| {
                comb.iter()
                    .map(|q| shapes::circle(p, *q, 0.11 * r))
                    .fold(shapes::ellipse(p, wattle, 0.08 * r, 0.12 * r), f32::min)
            });
            let beak = [(0.56, -0.5), (0.86, -0.41), (0.56, -0.32)].map(|(x, y)| at(x, y));
            outlined(out, c, e, colours::BEAK, rim, move |p| {
                shapes::polygon(p, &beak)
            });
            let (body, head) = (at(-0.05, 0.14), at(0.36, -0.42));
            outlined(out, c, e, colours::ROOSTER, rim, move |p| {
                shapes::ellipse(p, body, 0.54 * r, 0.4 * r).min(shapes::circle(p, head, 0.24 * r))
            });
            let wing = at(-0.08, 0.14);
            out.push(Layer::around(WING, c, e, move |p| {
                shapes::ellipse(p, wing, 0.3 * r, 0.18 * r)
            }));
        }
    }
}

/// Darker pinks and browns for details on animals.
const SNOUT: Colour = [214, 112, 130];
const WING: Colour = [166, 78, 30];

/// "cow", "two sheep": each kind of animal once, counted, in the order the tile lists them.
pub(super) fn animal_words(animals: &[Animal], lang: Lang) -> Vec<Phrase> {
    let mut kinds: Vec<Animal> = Vec::new();
    for a in animals {
        if !kinds.contains(a) {
            kinds.push(*a);
        }
    }
    kinds
        .into_iter()
        .map(|kind| {
            let n = animals.iter().filter(|a| **a == kind).count();
            Phrase::count(lang, &format!("tile-animal-{}", kind.name()), n)
        })
        .collect()
}

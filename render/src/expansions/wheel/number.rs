//! The number printed on The Wheel of Fortune's land tiles: a small gold wheel with how far
//! the pig moves when the tile is drawn.

use carcassonne_engine::expansions::wheel::number_of;
use carcassonne_engine::tiles::TileDef;

use crate::canvas::Layer;
use crate::layout::{Symbol, SymbolKind, TileLayout};
use crate::palette::{self as pal, Colour};
use crate::shapes::{self, Pt};
use crate::tile_art::{off, outlined};

/// Room a wheel number takes.
const WHEEL_NUMBER_RADIUS: f32 = 0.11;

/// A wheel number; its number is how far the pig moves.
const WHEEL_NUMBER: SymbolKind = SymbolKind::new("wheel number", wheel_number);

/// The wheel number sits in the open field, towards a corner, out of the way of figures.
pub(super) fn place(def: &TileDef, lay: &mut TileLayout) {
    let n = number_of(def);
    if n > 0 {
        let (at, radius) = lay.free_field_spot(Pt::new(0.8, 0.2), WHEEL_NUMBER_RADIUS);
        lay.symbols.push(Symbol {
            kind: WHEEL_NUMBER.with(n),
            at,
            radius,
        });
    }
}

/// Gold of the wheel printed on Wheel of Fortune tiles.
const WHEEL_BADGE: Colour = [232, 172, 30];
/// The pale gold middle of that wheel, where its number is: unlike the white discs of spot
/// markers in the close-up.
const WHEEL_BADGE_FACE: Colour = [255, 234, 160];

/// A small gold wheel with a light middle holding the number `n`: how many segments the pig
/// moves when the tile is drawn.
fn wheel_number(n: u8, c: Pt, r: f32, out: &mut Vec<Layer>) {
    let e = 1.3 * r;
    outlined(out, c, e, WHEEL_BADGE, 0.01, move |p| {
        shapes::circle(p, c, r)
    });
    // Six spokes' stubs on the rim make it a wheel rather than a coin.
    for k in 0..6 {
        let a = k as f32 * std::f32::consts::FRAC_PI_3;
        let (s, t) = (
            off(c, r, 0.62 * a.cos(), 0.62 * a.sin()),
            off(c, r, a.cos(), a.sin()),
        );
        out.push(Layer::around(pal::DARK, c, e, move |p| {
            shapes::segment(p, s, t) - 0.07 * r
        }));
    }
    outlined(out, c, e, WHEEL_BADGE_FACE, 0.008, move |p| {
        shapes::circle(p, c, 0.66 * r)
    });
    let strokes = digit_strokes(n, c, 0.48 * r);
    out.push(Layer::around(pal::DARK, c, e, move |p| {
        strokes
            .iter()
            .map(|line| line.dist(p))
            .fold(f32::MAX, f32::min)
            - 0.07 * r
    }));
}

/// The digit `n` (1 to 3; others as that many dots) as strokes `h` high centred on `c`.
fn digit_strokes(n: u8, c: Pt, h: f32) -> Vec<shapes::Polyline> {
    let at = |x: f32, y: f32| Pt::new(c.x + x * h, c.y + y * h);
    let arc = |cx: f32, cy: f32, r: f32, from: f32, to: f32| {
        let pts = (0..=12)
            .map(|i| {
                let a = from + (to - from) * i as f32 / 12.0;
                at(cx + r * a.cos(), cy + r * a.sin())
            })
            .collect();
        shapes::Polyline { pts }
    };
    use std::f32::consts::PI;
    match n {
        1 => vec![
            shapes::Polyline {
                pts: vec![at(-0.22, -0.26), at(0.04, -0.5), at(0.04, 0.5)],
            },
            shapes::Polyline::line(at(-0.2, 0.5), at(0.28, 0.5)),
        ],
        2 => {
            let mut top = arc(0.0, -0.22, 0.27, 1.05 * PI, 2.2 * PI);
            top.pts.extend([at(-0.3, 0.5), at(0.32, 0.5)]);
            vec![top]
        }
        3 => vec![
            arc(0.0, -0.25, 0.24, 1.1 * PI, 2.5 * PI),
            arc(0.0, 0.24, 0.27, 1.5 * PI, 2.85 * PI),
        ],
        _ => (0..n.min(6))
            .map(|i| {
                let x = (i as f32 - (n.min(6) - 1) as f32 / 2.0) * 0.3;
                shapes::Polyline::line(at(x, 0.0), at(x, 0.0))
            })
            .collect(),
    }
}

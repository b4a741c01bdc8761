//! Meeples, the abbot and numbered markers, drawn as outlined silhouettes.
//!
//! Each figure is a shape in its own unit square with a light halo, a dark outline and the
//! player's colour, plus the player's letter so colour is never the only cue.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use ab_glyph::FontRef;
use carcassonne_engine::FigureKind;
use image::RgbaImage;

use crate::canvas::{paint, Layer, Placement};
use crate::font;
use crate::palette::{self as pal, Colour};
use crate::shapes::{self, Pt};

/// How a figure stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pose {
    Standing,
    /// Farmers lie in their fields.
    Lying,
}

const MEEPLE_BODY: [Pt; 13] = [
    Pt::new(0.38, 0.30),
    Pt::new(0.62, 0.30),
    Pt::new(0.90, 0.42),
    Pt::new(0.93, 0.53),
    Pt::new(0.68, 0.54),
    Pt::new(0.86, 0.95),
    Pt::new(0.59, 0.95),
    Pt::new(0.50, 0.78),
    Pt::new(0.41, 0.95),
    Pt::new(0.14, 0.95),
    Pt::new(0.32, 0.54),
    Pt::new(0.07, 0.53),
    Pt::new(0.10, 0.42),
];

const ABBOT_ROBE: [Pt; 7] = [
    Pt::new(0.50, 0.03),
    Pt::new(0.72, 0.30),
    Pt::new(0.66, 0.42),
    Pt::new(0.88, 0.96),
    Pt::new(0.12, 0.96),
    Pt::new(0.34, 0.42),
    Pt::new(0.28, 0.30),
];

fn meeple_sdf(p: Pt) -> f32 {
    let body = shapes::polygon(p, &MEEPLE_BODY) - 0.02;
    let head = shapes::circle(p, Pt::new(0.5, 0.19), 0.15);
    body.min(head)
}

fn abbot_sdf(p: Pt) -> f32 {
    let robe = shapes::polygon(p, &ABBOT_ROBE) - 0.02;
    // A face cut out of the hood: the one detail that tells an abbot from a meeple.
    let face = shapes::circle(p, Pt::new(0.5, 0.27), 0.07);
    robe.max(-face)
}

/// The silhouettes figures are drawn with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Shape {
    Meeple,
    Abbot,
}

/// How a figure kind looks: its silhouette and its size against a follower's. A table over
/// the engine's figure registry; a new figure is one more row.
fn look(kind: FigureKind) -> (Shape, f32) {
    match kind.key() {
        "large" => (Shape::Meeple, 1.3),
        "abbot" => (Shape::Abbot, 1.0),
        _ => (Shape::Meeple, 1.0),
    }
}

fn sdf(shape: Shape) -> fn(Pt) -> f32 {
    match shape {
        Shape::Meeple => meeple_sdf,
        Shape::Abbot => abbot_sdf,
    }
}

/// Where the letter sits in the figure's square (the chest).
fn letter_centre(kind: FigureKind, pose: Pose) -> Pt {
    let p = match look(kind).0 {
        Shape::Abbot => Pt::new(0.5, 0.66),
        Shape::Meeple => Pt::new(0.5, 0.55),
    };
    match pose {
        Pose::Standing => p,
        Pose::Lying => Pt::new(1.0 - p.y, p.x),
    }
}

fn figure_layers(kind: FigureKind, pose: Pose, colour: Colour) -> Vec<Layer> {
    let base = sdf(look(kind).0);
    let lying = pose == Pose::Lying;
    // Lying figures are the standing ones turned a quarter, head to the east.
    let shape = move |p: Pt| {
        if lying {
            base(Pt::new(p.y, 1.0 - p.x))
        } else {
            base(p)
        }
    };
    let (lo, hi) = (Pt::new(-0.1, -0.1), Pt::new(1.1, 1.1));
    vec![
        Layer::new(pal::WHITE, lo, hi, move |p| shape(p) - 0.085).with_alpha(0.85),
        Layer::new(pal::DARK, lo, hi, move |p| shape(p) - 0.05),
        Layer::new(colour, lo, hi, shape),
    ]
}

/// Draws a figure of `seat`'s colour whose square is `size` pixels, centred on (cx, cy).
///
/// Figures are painted once per (kind, pose, seat, size) into a transparent sprite and then
/// composited: a board holds dozens of them and their outlines are the costliest shapes drawn.
pub fn draw_figure(
    img: &mut RgbaImage,
    cache: &FigureCache,
    kind: FigureKind,
    pose: Pose,
    seat: usize,
    (cx, cy): (f32, f32),
    size: f32,
) {
    let size = size * look(kind).1;
    let px = size.round().max(4.0) as u32;
    let sprite = cache.get(kind, pose, seat, px);
    let side = sprite.width() as f32;
    let x = (cx - side / 2.0).round() as i64;
    let y = (cy - side / 2.0).round() as i64;
    composite(img, &sprite, x, y);
}

/// A figure whose body square is `px` pixels, on a transparent square with room for its halo.
fn paint_figure(
    font: &FontRef<'static>,
    kind: FigureKind,
    pose: Pose,
    seat: usize,
    px: u32,
) -> RgbaImage {
    let pad = (px as f32 * 0.12).ceil() as u32 + 1;
    let side = px + 2 * pad;
    let mut img = RgbaImage::new(side, side);
    let colour = pal::player(seat);
    let at = Placement::new(pad as f32, pad as f32, px as f32);
    paint(&mut img, &figure_layers(kind, pose, colour), at);
    let l = letter_centre(kind, pose);
    let text = pal::player_letter(seat).to_string();
    let size = px as f32;
    font::draw_centred(
        &mut img,
        font,
        (size * 0.36).max(7.0),
        at.x + l.x * size,
        at.y + l.y * size,
        &text,
        pal::ink_on(colour),
    );
    img
}

/// Composites a sprite with premultiplied colour (as [`paint`] leaves a transparent image)
/// over an opaque image.
fn composite(img: &mut RgbaImage, sprite: &RgbaImage, x: i64, y: i64) {
    let (w, h) = (img.width() as i64, img.height() as i64);
    for (sx, sy, p) in sprite.enumerate_pixels() {
        let a = p.0[3];
        if a == 0 {
            continue;
        }
        let (tx, ty) = (x + sx as i64, y + sy as i64);
        if tx < 0 || ty < 0 || tx >= w || ty >= h {
            continue;
        }
        let keep = 1.0 - a as f32 / 255.0;
        let d = img.get_pixel_mut(tx as u32, ty as u32);
        for k in 0..3 {
            d.0[k] = (p.0[k] as f32 + d.0[k] as f32 * keep).round().min(255.0) as u8;
        }
    }
}

type FigureKey = (u8, bool, usize, u32);

/// Painted figures by kind, pose, seat and size, with the font their letters are set in.
pub struct FigureCache {
    font: FontRef<'static>,
    sprites: Mutex<HashMap<FigureKey, Arc<RgbaImage>>>,
}

impl FigureCache {
    pub fn new(font: FontRef<'static>) -> FigureCache {
        FigureCache {
            font,
            sprites: Mutex::default(),
        }
    }

    fn get(&self, kind: FigureKind, pose: Pose, seat: usize, px: u32) -> Arc<RgbaImage> {
        let key = (kind.index() as u8, pose == Pose::Lying, seat, px);
        // A poisoned lock still guards a complete map (each insert is one call).
        let mut map = self.sprites.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(s) = map.get(&key) {
            return Arc::clone(s);
        }
        if map.len() > 512 {
            map.clear();
        }
        let sprite = Arc::new(paint_figure(&self.font, kind, pose, seat, px));
        map.insert(key, Arc::clone(&sprite));
        sprite
    }
}

/// Pixel position where a figure's colour shows for sure (the middle of its chest), for tests
/// and for anyone checking an image.
pub fn body_point(kind: FigureKind, pose: Pose, (cx, cy): (f32, f32), size: f32) -> (f32, f32) {
    let size = size * look(kind).1;
    // Just off the letter, so the colour and not the letter's ink is sampled.
    let p = match (look(kind).0, pose) {
        (Shape::Abbot, Pose::Standing) => Pt::new(0.5, 0.88),
        (Shape::Meeple, Pose::Standing) => Pt::new(0.25, 0.47),
        (Shape::Abbot, Pose::Lying) => Pt::new(0.12, 0.5),
        (Shape::Meeple, Pose::Lying) => Pt::new(0.53, 0.25),
    };
    (cx - size / 2.0 + p.x * size, cy - size / 2.0 + p.y * size)
}

/// A numbered disc marking a spot a follower may take.
pub fn draw_marker(
    img: &mut RgbaImage,
    font: &FontRef<'static>,
    n: usize,
    (cx, cy): (f32, f32),
    size: f32,
) {
    let c = Pt::new(0.5, 0.5);
    let (lo, hi) = (Pt::new(-0.1, -0.1), Pt::new(1.1, 1.1));
    let layers = vec![
        Layer::new(pal::DARK, lo, hi, move |p| shapes::circle(p, c, 0.5)).with_alpha(0.5),
        Layer::new(pal::DARK, lo, hi, move |p| shapes::circle(p, c, 0.46)),
        Layer::new(MARKER, lo, hi, move |p| shapes::circle(p, c, 0.39)),
    ];
    paint(
        img,
        &layers,
        Placement::new(cx - size / 2.0, cy - size / 2.0, size),
    );
    let text = n.to_string();
    let px = if text.len() > 1 {
        size * 0.4
    } else {
        size * 0.5
    };
    font::draw_centred(img, font, px, cx, cy, &text, pal::DARK);
}

/// Fill colour of spot markers: bright, and unlike any player colour or terrain.
pub const MARKER: Colour = [255, 250, 235];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figure_body_points_lie_inside_the_silhouettes() {
        for kind in FigureKind::all() {
            for pose in [Pose::Standing, Pose::Lying] {
                let (x, y) = body_point(kind, pose, (0.0, 0.0), 1.0);
                let (shape, size) = look(kind);
                let p = Pt::new(x / size + 0.5, y / size + 0.5);
                let base = sdf(shape);
                let q = if pose == Pose::Lying {
                    Pt::new(p.y, 1.0 - p.x)
                } else {
                    p
                };
                assert!(base(q) < -0.03, "{kind:?} {pose:?} at {p:?}: {}", base(q));
            }
        }
    }
}

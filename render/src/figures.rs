//! Figures, the badges beside them counting what the engine gives them, and numbered markers,
//! drawn as outlined silhouettes.
//!
//! Each figure is a shape in its own unit square with a light halo, a dark outline and the
//! player's colour, plus the player's letter so colour is never the only cue. How each kind
//! looks is a [`FigureLook`], found by the engine's figure key: the follower's is here, every
//! other kind's comes from its expansion's part (`RenderPart::figures`).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use ab_glyph::FontRef;
use carcassonne_engine::geometry::Pos;
use carcassonne_engine::{FigureKind, Game};
use image::RgbaImage;

use crate::canvas::{paint, Layer, Placement};
use crate::expansions::parts;
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

/// The follower: a meeple, arms out.
pub(crate) fn meeple_sdf(p: Pt) -> f32 {
    let body = shapes::polygon(p, &MEEPLE_BODY) - 0.02;
    let head = shapes::circle(p, Pt::new(0.5, 0.19), 0.15);
    body.min(head)
}

/// A meeple shrunk by `k` about the middle of its feet and moved by `dx`.
pub(crate) fn small_meeple(p: Pt, k: f32, dx: f32) -> f32 {
    let foot = Pt::new(0.5, 0.95);
    let q = Pt::new(
        (p.x - dx - foot.x) / k + foot.x,
        (p.y - foot.y) / k + foot.y,
    );
    meeple_sdf(q) * k
}

/// How one kind of figure is drawn.
pub(crate) struct FigureLook {
    /// The engine's figure key.
    pub key: &'static str,
    /// Silhouette in the figure's unit square, standing (negative inside).
    pub sdf: fn(Pt) -> f32,
    /// Size against a follower's.
    pub scale: f32,
    /// Where the player's letter sits (the chest), standing.
    pub letter: Pt,
    /// The letter's size, against the figure's square.
    pub letter_px: f32,
    /// A point well inside the colour and off the letter, standing.
    pub body: Pt,
    /// Lies down in fields like a farmer; figures that do not stand upright everywhere.
    pub lies_in_fields: bool,
    /// For a figure that scores the 3×3 square around its tile, what that square around a
    /// cell of a game holds now, in words ("3 animals"); the deploy close-up then outlines
    /// the square and says so.
    pub square: Option<fn(&Game, Pos, crate::i18n::Lang) -> String>,
    /// The badge beside the figure holding the number the engine gives it.
    pub badge: Option<&'static Badge>,
}

/// A badge beside a figure: a token with a number on it.
pub(crate) struct Badge {
    /// The token in its unit square.
    pub layers: fn() -> Vec<Layer>,
    /// The middle of the number, from the badge's middle, in badge sides.
    pub number: (f32, f32),
}

/// Where a figure's badge goes, in the figure's square: at its feet on the right, clear of
/// the chest and the letter.
const BADGE_AT: Pt = Pt::new(1.02, 0.92);

/// The follower, and every kind no part gives a look.
pub(crate) static FOLLOWER: FigureLook = FigureLook {
    key: "follower",
    sdf: meeple_sdf,
    scale: 1.0,
    letter: Pt::new(0.5, 0.55),
    letter_px: 0.36,
    body: Pt::new(0.25, 0.47),
    lies_in_fields: true,
    square: None,
    badge: None,
};

/// Every look: the follower's, then the parts'.
fn looks() -> impl Iterator<Item = &'static FigureLook> {
    std::iter::once(&FOLLOWER).chain(parts().iter().flat_map(|p| p.figures()))
}

fn look(kind: FigureKind) -> &'static FigureLook {
    looks().find(|l| l.key == kind.key()).unwrap_or(&FOLLOWER)
}

/// Whether a figure of `kind` scores the 3×3 square around its tile.
pub fn scores_square(kind: FigureKind) -> bool {
    look(kind).square.is_some()
}

/// What the 3×3 square around `pos` holds for a figure of `kind` that scores it, in words.
pub fn square_holds(
    kind: FigureKind,
    game: &Game,
    pos: Pos,
    lang: crate::i18n::Lang,
) -> Option<String> {
    look(kind).square.map(|holds| holds(game, pos, lang))
}

/// How `kind` is drawn on a spot whose followers take `pose`: only figures that lie down in
/// fields lie.
fn pose_of(kind: FigureKind, pose: Pose) -> Pose {
    if look(kind).lies_in_fields {
        pose
    } else {
        Pose::Standing
    }
}

/// A standing figure's point, as it lands when the figure lies (head to the east).
fn posed(p: Pt, pose: Pose) -> Pt {
    match pose {
        Pose::Standing => p,
        Pose::Lying => Pt::new(1.0 - p.y, p.x),
    }
}

/// Where the letter sits in the figure's square (the chest).
fn letter_centre(kind: FigureKind, pose: Pose) -> Pt {
    posed(look(kind).letter, pose_of(kind, pose))
}

fn figure_layers(kind: FigureKind, pose: Pose, colour: Colour) -> Vec<Layer> {
    let base = look(kind).sdf;
    let lying = pose_of(kind, pose) == Pose::Lying;
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
    let size = size * look(kind).scale;
    let px = size.round().max(4.0) as u32;
    let sprite = cache.get(kind, pose_of(kind, pose), seat, px);
    let side = sprite.width() as f32;
    let x = (cx - side / 2.0).round() as i64;
    let y = (cy - side / 2.0).round() as i64;
    composite(img, &sprite, x, y);
}

/// A figure whose body square is `px` pixels, on a transparent square with room for its halo.
pub(crate) fn paint_figure(
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
        (size * look(kind).letter_px).max(7.0),
        at.x + l.x * size,
        at.y + l.y * size,
        &text,
        pal::ink_on(colour),
    );
    img
}

/// Composites a sprite with premultiplied colour (as [`paint`] leaves a transparent image)
/// over an opaque image.
pub(crate) fn composite(img: &mut RgbaImage, sprite: &RgbaImage, x: i64, y: i64) {
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
    let size = size * look(kind).scale;
    // Just off the letter, so the colour and not the letter's ink is sampled.
    let p = posed(look(kind).body, pose_of(kind, pose));
    (cx - size / 2.0 + p.x * size, cy - size / 2.0 + p.y * size)
}

/// The badge of a figure of `kind` `side` pixels wide centred on `centre`, with the number `n`
/// on it; [`badge_box`] says where it goes beside its figure. Kinds without a badge of their
/// own get a plain disc.
pub fn draw_badge(
    img: &mut RgbaImage,
    font: &FontRef<'static>,
    kind: FigureKind,
    n: u32,
    centre: (f32, f32),
    side: f32,
) {
    let (layers, number) = match look(kind).badge {
        Some(badge) => ((badge.layers)(), badge.number),
        None => (plain_badge(), (0.0, 0.0)),
    };
    paint(
        img,
        &layers,
        Placement::new(centre.0 - side / 2.0, centre.1 - side / 2.0, side),
    );
    let text = n.to_string();
    let px = if text.len() > 1 { 0.46 } else { 0.58 } * side;
    font::draw_centred(
        img,
        font,
        px.max(8.0),
        centre.0 + number.0 * side,
        centre.1 + number.1 * side,
        &text,
        pal::DARK,
    );
}

/// A light disc ringed dark.
fn plain_badge() -> Vec<Layer> {
    let c = Pt::new(0.5, 0.5);
    let (lo, hi) = (Pt::new(-0.1, -0.1), Pt::new(1.1, 1.1));
    vec![
        Layer::new(pal::DARK, lo, hi, move |p| shapes::circle(p, c, 0.47)),
        Layer::new(pal::WHITE, lo, hi, move |p| shapes::circle(p, c, 0.41)),
    ]
}

/// Centre and side in pixels of the badge of a figure of `kind` at (cx, cy) drawn `size`
/// pixels, at least `min_side` wide.
pub fn badge_box(
    kind: FigureKind,
    (cx, cy): (f32, f32),
    size: f32,
    min_side: f32,
) -> ((f32, f32), f32) {
    let s = size * look(kind).scale;
    let side = (size * 0.9).max(min_side).max(15.0);
    let at = (cx - s / 2.0 + BADGE_AT.x * s, cy - s / 2.0 + BADGE_AT.y * s);
    (at, side)
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
mod tests;

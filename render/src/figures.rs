//! Figures (followers, large followers, abbots, builders, pigs, shepherds), the badges counting
//! a shepherd's sheep, and numbered markers, drawn as outlined silhouettes.
//!
//! Each figure is a shape in its own unit square with a light halo, a dark outline and the
//! player's colour, plus the player's letter so colour is never the only cue. How each kind
//! looks is a row of [`LOOKS`], found by the engine's figure key.

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

/// A meeple shrunk by `k` about the middle of its feet and moved by `dx`.
fn small_meeple(p: Pt, k: f32, dx: f32) -> f32 {
    let foot = Pt::new(0.5, 0.95);
    let q = Pt::new(
        (p.x - dx - foot.x) / k + foot.x,
        (p.y - foot.y) / k + foot.y,
    );
    meeple_sdf(q) * k
}

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

/// The stable: a barn with a gambrel roof and a door, as wide as it is tall, so that it never
/// passes for a meeple lying in the same meadow.
fn stable_sdf(p: Pt) -> f32 {
    let barn = shapes::polygon(p, &STABLE_BARN) - 0.02;
    let door = shapes::rounded_box(p, Pt::new(0.5, 0.9), 0.1, 0.16, 0.02);
    barn.max(-door)
}

const STABLE_BARN: [Pt; 9] = [
    Pt::new(0.12, 0.95),
    Pt::new(0.12, 0.54),
    Pt::new(0.04, 0.54),
    Pt::new(0.2, 0.25),
    Pt::new(0.5, 0.08),
    Pt::new(0.8, 0.25),
    Pt::new(0.96, 0.54),
    Pt::new(0.88, 0.54),
    Pt::new(0.88, 0.95),
];

/// How one kind of figure is drawn.
struct Look {
    /// The engine's figure key.
    key: &'static str,
    /// Silhouette in the figure's unit square, standing (negative inside).
    sdf: fn(Pt) -> f32,
    /// Size against a follower's.
    scale: f32,
    /// Where the player's letter sits (the chest), standing.
    letter: Pt,
    /// The letter's size, against the figure's square.
    letter_px: f32,
    /// A point well inside the colour and off the letter, standing.
    body: Pt,
    /// Lies down in fields like a farmer; figures that do not stand upright everywhere.
    lies_in_fields: bool,
    /// Scores the 3×3 square around its tile, which the deploy close-up then outlines.
    scores_square: bool,
}

/// Where a figure's badge (a shepherd's sheep) goes, in the figure's square: at its feet by
/// the crook, clear of the chest and the letter.
const BADGE_AT: Pt = Pt::new(1.02, 0.92);

/// How each figure kind looks, by the engine's key: a new figure is one more row. Kinds
/// missing here are drawn as followers (the first row).
static LOOKS: [Look; 7] = [
    Look {
        key: "follower",
        sdf: meeple_sdf,
        scale: 1.0,
        letter: Pt::new(0.5, 0.55),
        letter_px: 0.36,
        body: Pt::new(0.25, 0.47),
        lies_in_fields: true,
        scores_square: false,
    },
    Look {
        key: "large",
        sdf: meeple_sdf,
        scale: 1.3,
        letter: Pt::new(0.5, 0.55),
        letter_px: 0.36,
        body: Pt::new(0.25, 0.47),
        lies_in_fields: true,
        scores_square: false,
    },
    Look {
        key: "abbot",
        sdf: abbot_sdf,
        scale: 1.0,
        letter: Pt::new(0.5, 0.66),
        letter_px: 0.36,
        body: Pt::new(0.5, 0.88),
        lies_in_fields: true,
        scores_square: false,
    },
    Look {
        key: "builder",
        sdf: builder_sdf,
        scale: 1.2,
        letter: Pt::new(0.45, 0.63),
        letter_px: 0.29,
        body: Pt::new(0.24, 0.51),
        lies_in_fields: false,
        scores_square: false,
    },
    Look {
        key: "pig",
        sdf: pig_sdf,
        scale: 1.1,
        letter: Pt::new(0.45, 0.57),
        letter_px: 0.34,
        body: Pt::new(0.18, 0.55),
        lies_in_fields: false,
        scores_square: false,
    },
    Look {
        key: "shepherd",
        sdf: shepherd_sdf,
        scale: 1.1,
        letter: Pt::new(0.40, 0.58),
        letter_px: 0.32,
        body: Pt::new(0.22, 0.51),
        lies_in_fields: false,
        scores_square: false,
    },
    Look {
        key: "stable",
        sdf: stable_sdf,
        scale: 1.2,
        letter: Pt::new(0.5, 0.56),
        letter_px: 0.34,
        body: Pt::new(0.22, 0.8),
        lies_in_fields: false,
        scores_square: true,
    },
];

fn look(kind: FigureKind) -> &'static Look {
    LOOKS
        .iter()
        .find(|l| l.key == kind.key())
        .unwrap_or(&LOOKS[0])
}

/// Whether a figure of `kind` scores the 3×3 square around its tile.
pub fn scores_square(kind: FigureKind) -> bool {
    look(kind).scores_square
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

/// A white sheep token `side` pixels wide centred on `centre`, with the number `n` on its
/// fleece (a shepherd's flock); [`badge_box`] says where it goes beside its figure.
pub fn draw_badge(
    img: &mut RgbaImage,
    font: &FontRef<'static>,
    n: u32,
    centre: (f32, f32),
    side: f32,
) {
    let (lo, hi) = (Pt::new(-0.1, -0.1), Pt::new(1.1, 1.1));
    let fleece = |p: Pt| {
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
    };
    let face = |p: Pt| shapes::ellipse(p, Pt::new(0.14, 0.44), 0.13, 0.10);
    let sheep = move |p: Pt| fleece(p).min(face(p));
    let layers = vec![
        Layer::new(pal::DARK, lo, hi, move |p| sheep(p) - 0.06),
        Layer::new(pal::WHITE, lo, hi, fleece),
        Layer::new(pal::DARK, lo, hi, face),
    ];
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
        centre.0 + 0.05 * side,
        centre.1 + 0.02 * side,
        &text,
        pal::DARK,
    );
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
mod tests {
    use super::*;
    use image::imageops::Nearest;

    #[test]
    fn figure_body_points_lie_inside_the_silhouettes() {
        for kind in FigureKind::all() {
            for pose in [Pose::Standing, Pose::Lying] {
                let (x, y) = body_point(kind, pose, (0.0, 0.0), 1.0);
                let l = look(kind);
                let p = Pt::new(x / l.scale + 0.5, y / l.scale + 0.5);
                let q = if pose_of(kind, pose) == Pose::Lying {
                    Pt::new(p.y, 1.0 - p.x)
                } else {
                    p
                };
                assert!(
                    (l.sdf)(q) < -0.03,
                    "{kind:?} {pose:?} at {p:?}: {}",
                    (l.sdf)(q)
                );
                let c = l.letter;
                assert!(
                    (l.sdf)(c) < -0.08,
                    "{kind:?}: letter at {c:?} leaves the body"
                );
            }
        }
    }

    #[test]
    fn only_followers_lie_down_in_fields() {
        let font = crate::font::load().expect("font");
        for kind in FigureKind::all() {
            let standing = paint_figure(&font, kind, Pose::Standing, 0, 40);
            let lying = paint_figure(&font, kind, Pose::Lying, 0, 40);
            assert_eq!(
                standing == lying,
                !kind.is_follower(),
                "{kind:?} in a field should {}",
                if kind.is_follower() { "lie" } else { "stand" }
            );
        }
    }

    /// Writes every figure in every seat's colour at a few sizes, upright on fields and lying
    /// on cities, with sheep badges, for eyeballing: `cargo test -p carcassonne-render --lib
    /// figure_sheet -- --ignored`.
    #[test]
    #[ignore = "writes /tmp/figures_*.png"]
    fn figure_sheet() {
        let font = crate::font::load().expect("font");
        let cache = FigureCache::new(font.clone());
        let kinds: Vec<_> = FigureKind::all().collect();
        for size in [10.0f32, 16.0, 48.0] {
            let cell = (size * 2.0) as u32;
            let (w, h) = (cell * kinds.len() as u32 * 2, cell * 8);
            let mut img = RgbaImage::from_pixel(w, h, pal::rgba(pal::FIELD));
            for seat in 0..8 {
                for (i, &kind) in kinds.iter().enumerate() {
                    for (j, pose) in [Pose::Standing, Pose::Lying].into_iter().enumerate() {
                        let x = (i * 2 + j) as u32 * cell;
                        let y = seat as u32 * cell;
                        let c = ((x + cell / 2) as f32, (y + cell / 2) as f32);
                        if pose == Pose::Lying {
                            let (x, y, s) = (x as i64, y as i64, cell as i64);
                            crate::canvas::fill_rect(&mut img, x, y, s, s, pal::CITY, 1.0);
                        }
                        draw_figure(&mut img, &cache, kind, pose, seat, c, size);
                        if kind == FigureKind::SHEPHERD && pose == Pose::Lying {
                            let (at, side) = badge_box(kind, c, size, 0.0);
                            let n = [1, 2, 3, 4, 5, 9, 12, 25][seat];
                            draw_badge(&mut img, &font, n, at, side);
                        }
                    }
                }
            }
            img.save(format!("/tmp/figures_{size}.png")).expect("saved");
            let k = (96.0 / size) as u32;
            let big = image::imageops::resize(&img, w * k / 2, h * k / 2, Nearest);
            big.save(format!("/tmp/figures_{size}_zoom.png"))
                .expect("saved");
        }
    }

    #[test]
    fn a_stable_is_a_barn_unlike_any_meeple() {
        let font = crate::font::load().expect("font");
        let stable = paint_figure(&font, FigureKind::STABLE, Pose::Lying, 1, 40);
        for pose in [Pose::Standing, Pose::Lying] {
            let meeple = paint_figure(&font, FigureKind::FOLLOWER, pose, 1, 40);
            assert_eq!(stable.dimensions(), meeple.dimensions());
            // Where one is opaque and the other is not: the silhouettes, not the colours.
            let apart = stable
                .pixels()
                .zip(meeple.pixels())
                .filter(|(a, b)| (a.0[3] > 128) != (b.0[3] > 128))
                .count();
            let area = stable.pixels().filter(|p| p.0[3] > 128).count();
            assert!(
                apart * 8 > area,
                "{pose:?}: only {apart} of {area} pixels tell a stable from a meeple"
            );
        }
        // Built on meadow, it still stands: a barn is never laid down like a farmer.
        let standing = paint_figure(&font, FigureKind::STABLE, Pose::Standing, 1, 40);
        assert!(stable == standing);
        assert!(scores_square(FigureKind::STABLE));
        assert!(FigureKind::all()
            .filter(|k| *k != FigureKind::STABLE)
            .all(|k| !scores_square(k)));
    }

    #[test]
    fn every_figure_kind_has_its_own_look() {
        for kind in FigureKind::all() {
            assert!(
                LOOKS.iter().any(|l| l.key == kind.key()),
                "no look for {kind:?}"
            );
        }
        let keys: std::collections::BTreeSet<_> = LOOKS.iter().map(|l| l.key).collect();
        assert_eq!(keys.len(), LOOKS.len(), "a key has two looks");
    }
}

//! The one typeface we ship (DejaVu Sans Bold, see `assets/DejaVu-LICENSE.txt`) and text
//! drawing on top of it.
//!
//! Text is laid out with `ab_glyph` directly rather than through imageproc so that labels can
//! be centred on their real ink bounds, which keeps short labels like "C4" visually centred in
//! their boxes at every size.

use ab_glyph::{point, Font, FontRef, Glyph, PxScale, ScaleFont};
use image::RgbaImage;

use crate::canvas::blend;
use crate::palette::Colour;
use crate::RenderError;

static FONT_BYTES: &[u8] = include_bytes!("../assets/DejaVuSans-Bold.ttf");

pub fn load() -> Result<FontRef<'static>, RenderError> {
    FontRef::try_from_slice(FONT_BYTES).map_err(|_| RenderError::Font)
}

/// Ink bounds of a laid-out line: (min x, min y, max x, max y) relative to the pen start on the
/// baseline.
fn layout(font: &FontRef<'static>, px: f32, text: &str) -> (Vec<Glyph>, [f32; 4]) {
    let scale = PxScale::from(px);
    let scaled = font.as_scaled(scale);
    let mut x = 0.0;
    let mut prev = None;
    let mut glyphs = Vec::with_capacity(text.len());
    let mut bounds = [f32::MAX, f32::MAX, f32::MIN, f32::MIN];
    for ch in text.chars() {
        let id = scaled.glyph_id(ch);
        if let Some(p) = prev {
            x += scaled.kern(p, id);
        }
        let glyph = id.with_scale_and_position(scale, point(x, 0.0));
        x += scaled.h_advance(id);
        prev = Some(id);
        if let Some(outline) = font.outline_glyph(glyph.clone()) {
            let b = outline.px_bounds();
            bounds = [
                bounds[0].min(b.min.x),
                bounds[1].min(b.min.y),
                bounds[2].max(b.max.x),
                bounds[3].max(b.max.y),
            ];
        }
        glyphs.push(glyph);
    }
    if bounds[0] > bounds[2] {
        bounds = [0.0, 0.0, x, 0.0];
    }
    (glyphs, bounds)
}

/// Width and height of the ink of `text` at `px` pixels.
pub fn measure(font: &FontRef<'static>, px: f32, text: &str) -> (f32, f32) {
    let (_, b) = layout(font, px, text);
    (b[2] - b[0], b[3] - b[1])
}

/// Draws `text` with its ink box's top-left corner at (x, y).
pub fn draw(
    img: &mut RgbaImage,
    font: &FontRef<'static>,
    px: f32,
    x: f32,
    y: f32,
    text: &str,
    c: Colour,
) {
    let (glyphs, b) = layout(font, px, text);
    let (ox, oy) = (x - b[0], y - b[1]);
    let (w, h) = (img.width() as i64, img.height() as i64);
    for mut glyph in glyphs {
        glyph.position = point(glyph.position.x + ox, glyph.position.y + oy);
        let Some(outline) = font.outline_glyph(glyph) else {
            continue;
        };
        let bb = outline.px_bounds();
        outline.draw(|gx, gy, cover| {
            let px = bb.min.x as i64 + gx as i64;
            let py = bb.min.y as i64 + gy as i64;
            if (0..w).contains(&px) && (0..h).contains(&py) {
                blend(img.get_pixel_mut(px as u32, py as u32), c, cover);
            }
        });
    }
}

/// Draws `text` with its ink starting at `x` and its baseline at `y`, so that lines with and
/// without capitals or descenders sit level.
pub fn draw_baseline(
    img: &mut RgbaImage,
    font: &FontRef<'static>,
    px: f32,
    x: f32,
    y: f32,
    text: &str,
    c: Colour,
) {
    let (_, b) = layout(font, px, text);
    draw(img, font, px, x, y + b[1], text, c);
}

/// Draws `text` centred on (cx, cy).
pub fn draw_centred(
    img: &mut RgbaImage,
    font: &FontRef<'static>,
    px: f32,
    cx: f32,
    cy: f32,
    text: &str,
    c: Colour,
) {
    let (w, h) = measure(font, px, text);
    draw(img, font, px, cx - w / 2.0, cy - h / 2.0, text, c);
}

/// `text` broken between words into lines no wider than `width` (a single word wider than
/// that keeps a line of its own).
pub fn wrap(font: &FontRef<'static>, px: f32, text: &str, width: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let longer = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if line.is_empty() || measure(font, px, &longer).0 <= width {
            line = longer;
        } else {
            lines.push(std::mem::replace(&mut line, word.to_string()));
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

//! The one typeface we ship (DejaVu Sans Bold, see `assets/DejaVu-LICENSE.txt`) and text
//! drawing on top of it.
//!
//! Text is laid out with `ab_glyph` directly rather than through imageproc so that labels can
//! be centred on their real ink bounds, which keeps short labels like "C4" visually centred in
//! their boxes at every size.

use ab_glyph::{point, Font, FontRef, Glyph, GlyphId, PxScale, ScaleFont};
use image::RgbaImage;

use crate::canvas::blend;
use crate::palette::Colour;
use crate::RenderError;

/// The font file itself, compiled in: `plotters` keeps its own reference to it for the charts.
pub static BYTES: &[u8] = include_bytes!("../assets/DejaVuSans-Bold.ttf");

pub fn load() -> Result<FontRef<'static>, RenderError> {
    FontRef::try_from_slice(BYTES).map_err(|_| RenderError::Font)
}

/// Ink bounds of a laid-out line: (min x, min y, max x, max y) relative to the pen start on the
/// baseline.
fn layout(font: &FontRef<'static>, px: f32, text: &str) -> (Vec<Glyph>, [f32; 4]) {
    layout_scaled(font, PxScale::from(px), text)
}

/// [`layout`] at a scale that may be narrower or wider than tall.
fn layout_scaled(font: &FontRef<'static>, scale: PxScale, text: &str) -> (Vec<Glyph>, [f32; 4]) {
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

/// Width and height of the ink of `text` at `scale`.
pub fn measure_scaled(font: &FontRef<'static>, scale: PxScale, text: &str) -> (f32, f32) {
    let (_, b) = layout_scaled(font, scale, text);
    (b[2] - b[0], b[3] - b[1])
}

/// Draws `text` at `scale` centred on (cx, cy) in `fill`, ringed by `ring` pixels of `edge`:
/// legible on any background, tiles and tints alike.
#[allow(clippy::too_many_arguments)]
pub fn draw_outlined(
    img: &mut RgbaImage,
    font: &FontRef<'static>,
    scale: PxScale,
    (cx, cy): (f32, f32),
    text: &str,
    fill: Colour,
    edge: Colour,
    ring: f32,
) {
    let (glyphs, b) = layout_scaled(font, scale, text);
    let pad = ring.ceil() as i64 + 1;
    let (iw, ih) = ((b[2] - b[0]).ceil() as i64, (b[3] - b[1]).ceil() as i64);
    let (w, h) = (iw + 2 * pad, ih + 2 * pad);
    if w <= 0 || h <= 0 {
        return;
    }
    // Coverage on a canvas of its own, so the ring is the ink grown by `ring` pixels.
    let mut cover = vec![0.0f32; (w * h) as usize];
    let (ox, oy) = (pad as f32 - b[0], pad as f32 - b[1]);
    for mut glyph in glyphs {
        glyph.position = point(glyph.position.x + ox, glyph.position.y + oy);
        let Some(outline) = font.outline_glyph(glyph) else {
            continue;
        };
        let bb = outline.px_bounds();
        outline.draw(|gx, gy, v| {
            let (x, y) = (bb.min.x as i64 + gx as i64, bb.min.y as i64 + gy as i64);
            if (0..w).contains(&x) && (0..h).contains(&y) {
                let cell = &mut cover[(y * w + x) as usize];
                *cell = (*cell + v).min(1.0);
            }
        });
    }
    // The ring: every pixel within `ring` of the ink, its outer edge smoothed by the distance.
    // Farther than any two cells of the canvas are apart, and exact in f32.
    let beyond = ((w + h) * (w + h)) as f32;
    let mut far: Vec<f32> = cover
        .iter()
        .map(|&c| if c >= 0.5 { 0.0 } else { beyond })
        .collect();
    squared_distances(&mut far, w as usize, h as usize);
    let grown: Vec<f32> = far
        .iter()
        .map(|&d| (ring + 0.5 - d.sqrt()).clamp(0.0, 1.0))
        .collect();
    let left = (cx - iw as f32 / 2.0).round() as i64 - pad;
    let top = (cy - ih as f32 / 2.0).round() as i64 - pad;
    let (imw, imh) = (img.width() as i64, img.height() as i64);
    // Edges in quarters: fewer distinct blends keep a palette PNG of many marks small.
    let quarters = |v: f32| f32::from((v * 4.0 + 0.5) as u8) / 4.0;
    for y in 0..h {
        for x in 0..w {
            let (tx, ty) = (left + x, top + y);
            if !(0..imw).contains(&tx) || !(0..imh).contains(&ty) {
                continue;
            }
            let i = (y * w + x) as usize;
            let (ring_a, ink_a) = (quarters(grown[i]), quarters(cover[i]));
            let px = img.get_pixel_mut(tx as u32, ty as u32);
            // Most pixels are solid ink or solid ring: set, not blended.
            if ink_a >= 1.0 {
                *px = image::Rgba([fill[0], fill[1], fill[2], 255]);
                continue;
            }
            if ring_a >= 1.0 {
                *px = image::Rgba([edge[0], edge[1], edge[2], 255]);
            } else if ring_a > 0.0 {
                blend(px, edge, ring_a);
            }
            if ink_a > 0.0 {
                blend(px, fill, ink_a);
            }
        }
    }
}

/// Squared distance of every cell of a `w`×`h` grid to the nearest cell holding 0 (the others
/// hold a huge value), in place: Felzenszwalb and Huttenlocher's transform, along the rows
/// and then along the columns, in time linear in the cells.
fn squared_distances(grid: &mut [f32], w: usize, h: usize) {
    let n = w.max(h);
    let (mut line, mut out) = (vec![0.0; n], vec![0.0; n]);
    let (mut v, mut z) = (vec![0usize; n], vec![0.0; n + 1]);
    for row in grid.chunks_mut(w.max(1)) {
        line[..row.len()].copy_from_slice(row);
        distances_along(&line[..row.len()], &mut out, &mut v, &mut z);
        row.copy_from_slice(&out[..row.len()]);
    }
    for x in 0..w {
        for y in 0..h {
            line[y] = grid[y * w + x];
        }
        distances_along(&line[..h], &mut out, &mut v, &mut z);
        for y in 0..h {
            grid[y * w + x] = out[y];
        }
    }
}

/// One line of [`squared_distances`]: `d[q]` is the least `(q - p)² + f[p]`, found from the
/// lower envelope of the parabolas rooted at each `p` (`v` their roots, `z` where they meet).
fn distances_along(f: &[f32], d: &mut [f32], v: &mut [usize], z: &mut [f32]) {
    if f.is_empty() {
        return;
    }
    let meet = |q: usize, p: usize| {
        let (qf, pf) = (q as f32, p as f32);
        ((f[q] + qf * qf) - (f[p] + pf * pf)) / (2.0 * (qf - pf))
    };
    let mut k = 0;
    v[0] = 0;
    z[0] = f32::NEG_INFINITY;
    z[1] = f32::INFINITY;
    for q in 1..f.len() {
        let mut s = meet(q, v[k]);
        // z[0] is minus infinity, so this stops at the first parabola at the latest.
        while s <= z[k] {
            k -= 1;
            s = meet(q, v[k]);
        }
        k += 1;
        v[k] = q;
        z[k] = s;
        z[k + 1] = f32::INFINITY;
    }
    k = 0;
    for (q, out) in d.iter_mut().enumerate().take(f.len()) {
        while z[k + 1] < q as f32 {
            k += 1;
        }
        let p = v[k];
        let gap = q as f32 - p as f32;
        *out = gap * gap + f[p];
    }
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

/// Width of `text` by its letters' advances, kerned, at `px` pixels.
pub fn advance(font: &FontRef<'static>, px: f32, text: &str) -> f32 {
    kerned(font, px, text)
        .last()
        .map_or(0.0, |(_, x, adv)| x + adv)
}

/// Each glyph of `text` with where it starts along the line (kerned) and its advance.
fn kerned<'a>(
    font: &'a FontRef<'static>,
    px: f32,
    text: &'a str,
) -> impl Iterator<Item = (GlyphId, f32, f32)> + 'a {
    let scaled = font.as_scaled(PxScale::from(px));
    let mut x = 0.0;
    let mut prev = None;
    text.chars().map(move |ch| {
        let id = scaled.glyph_id(ch);
        if let Some(p) = prev {
            x += scaled.kern(p, id);
        }
        let adv = scaled.h_advance(id);
        let at = x;
        x += adv;
        prev = Some(id);
        (id, at, adv)
    })
}

/// Draws `text` along the circle of `radius` pixels round `centre`, its middle in direction
/// `angle` (radians from east, clockwise as y grows down) and the middle of its capitals on
/// the circle. It reads left to right: clockwise with letters standing outwards when its
/// middle is over the centre, anticlockwise with letters standing inwards when under it.
#[allow(clippy::too_many_arguments)]
pub fn draw_on_arc(
    img: &mut RgbaImage,
    font: &FontRef<'static>,
    px: f32,
    text: &str,
    centre: (f32, f32),
    radius: f32,
    angle: f32,
    c: Colour,
) {
    let over = angle.sin() <= 0.0;
    let total = advance(font, px, text);
    let cap = measure(font, px, "H").1;
    for (id, x, adv) in kerned(font, px, text) {
        let along = (x + adv / 2.0 - total / 2.0) / radius;
        let a = if over { angle + along } else { angle - along };
        let at = (centre.0 + radius * a.cos(), centre.1 + radius * a.sin());
        let turn = if over {
            a + std::f32::consts::FRAC_PI_2
        } else {
            a - std::f32::consts::FRAC_PI_2
        };
        draw_turned(img, font, id, px, (adv, cap), at, turn, c);
    }
}

/// One letter turned by `turn` radians, the middle of its advance and of its capitals' height
/// at `at`, sampled 4×4 per pixel from a raster four times as fine.
#[allow(clippy::too_many_arguments)]
fn draw_turned(
    img: &mut RgbaImage,
    font: &FontRef<'static>,
    id: GlyphId,
    px: f32,
    (adv, cap): (f32, f32),
    at: (f32, f32),
    turn: f32,
    c: Colour,
) {
    const K: f32 = 4.0;
    let glyph = id.with_scale_and_position(PxScale::from(px * K), point(0.0, 0.0));
    let Some(outline) = font.outline_glyph(glyph) else {
        return;
    };
    let bb = outline.px_bounds();
    let (bw, bh) = (bb.width() as usize, bb.height() as usize);
    let mut cover = vec![0.0f32; bw * bh];
    outline.draw(|x, y, v| {
        if let Some(cell) = cover.get_mut(y as usize * bw + x as usize) {
            *cell = v;
        }
    });
    let anchor = (adv * K / 2.0 - bb.min.x, -cap * K / 2.0 - bb.min.y);
    let (sin, cos) = turn.sin_cos();
    let reach = px * 1.3;
    let (w, h) = (img.width() as i64, img.height() as i64);
    let x0 = ((at.0 - reach).floor() as i64).max(0);
    let x1 = ((at.0 + reach).ceil() as i64).min(w);
    let y0 = ((at.1 - reach).floor() as i64).max(0);
    let y1 = ((at.1 + reach).ceil() as i64).min(h);
    for py in y0..y1 {
        for pxl in x0..x1 {
            let mut sum = 0.0;
            for sy in 0..4 {
                for sx in 0..4 {
                    let ox = pxl as f32 + (sx as f32 + 0.5) / 4.0 - at.0;
                    let oy = py as f32 + (sy as f32 + 0.5) / 4.0 - at.1;
                    let gx = (cos * ox + sin * oy) * K + anchor.0;
                    let gy = (-sin * ox + cos * oy) * K + anchor.1;
                    if gx >= 0.0 && gy >= 0.0 && (gx as usize) < bw && (gy as usize) < bh {
                        sum += cover[gy as usize * bw + gx as usize];
                    }
                }
            }
            if sum > 0.0 {
                blend(img.get_pixel_mut(pxl as u32, py as u32), c, sum / 16.0);
            }
        }
    }
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

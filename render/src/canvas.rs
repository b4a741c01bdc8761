//! Anti-aliased painting of shapes given as signed-distance functions.
//!
//! A [`Layer`] is a shape in its own unit square plus a colour. [`paint`] places that square
//! anywhere on an image at any scale and quarter-turn, so tile art, meeples and markers share
//! one rasteriser and all get smooth edges from the distance (coverage = half a pixel either
//! side of the outline).

use carcassonne_engine::geometry::Rotation;
use image::{Rgba, RgbaImage};

use crate::palette::Colour;
use crate::shapes::Pt;

type Sdf = Box<dyn Fn(Pt) -> f32 + Send + Sync>;

pub struct Layer {
    /// Bounding box of the shape in unit coordinates; pixels outside are skipped.
    pub lo: Pt,
    pub hi: Pt,
    pub colour: Colour,
    pub alpha: f32,
    pub sdf: Sdf,
}

impl Layer {
    pub fn new(
        colour: Colour,
        lo: Pt,
        hi: Pt,
        sdf: impl Fn(Pt) -> f32 + Send + Sync + 'static,
    ) -> Layer {
        Layer {
            lo,
            hi,
            colour,
            alpha: 1.0,
            sdf: Box::new(sdf),
        }
    }

    /// A shape living within `r` of `c`.
    pub fn around(
        colour: Colour,
        c: Pt,
        r: f32,
        sdf: impl Fn(Pt) -> f32 + Send + Sync + 'static,
    ) -> Layer {
        Layer::new(
            colour,
            Pt::new(c.x - r, c.y - r),
            Pt::new(c.x + r, c.y + r),
            sdf,
        )
    }

    pub fn with_alpha(mut self, alpha: f32) -> Layer {
        self.alpha = alpha;
        self
    }
}

/// Where a unit square goes on an image.
#[derive(Clone, Copy, Debug)]
pub struct Placement {
    /// Pixel position of the square's north-west corner (before turning).
    pub x: f32,
    pub y: f32,
    /// Pixels per unit.
    pub scale: f32,
    pub rotation: Rotation,
}

impl Placement {
    pub fn new(x: f32, y: f32, scale: f32) -> Placement {
        Placement {
            x,
            y,
            scale,
            rotation: Rotation::new(0),
        }
    }

    /// Only the reference painting of turned tiles in tests turns a whole layer set; the
    /// sprite cache turns terrain by copying pixels.
    #[cfg(test)]
    pub fn turned(mut self, rotation: Rotation) -> Placement {
        self.rotation = rotation;
        self
    }

    /// Pixel position of a unit point.
    pub fn pixel_of(self, p: Pt) -> (f32, f32) {
        let q = p.rotated(self.rotation);
        (self.x + q.x * self.scale, self.y + q.y * self.scale)
    }
}

/// Paints `layers` in order onto `img`.
pub fn paint(img: &mut RgbaImage, layers: &[Layer], at: Placement) {
    let (w, h) = (img.width() as i64, img.height() as i64);
    let back = at.rotation.inverse();
    for layer in layers {
        let corners = [
            layer.lo,
            layer.hi,
            Pt::new(layer.lo.x, layer.hi.y),
            Pt::new(layer.hi.x, layer.lo.y),
        ];
        let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for c in corners {
            let (px, py) = at.pixel_of(c);
            x0 = x0.min(px);
            y0 = y0.min(py);
            x1 = x1.max(px);
            y1 = y1.max(py);
        }
        let xs = ((x0 - 1.0).floor() as i64).max(0);
        let ys = ((y0 - 1.0).floor() as i64).max(0);
        let xe = ((x1 + 1.0).ceil() as i64).min(w);
        let ye = ((y1 + 1.0).ceil() as i64).min(h);
        for py in ys..ye {
            for px in xs..xe {
                let q = Pt::new(
                    (px as f32 + 0.5 - at.x) / at.scale,
                    (py as f32 + 0.5 - at.y) / at.scale,
                );
                let p = q.rotated(back);
                let d = (layer.sdf)(p);
                let cover = (0.5 - d * at.scale).clamp(0.0, 1.0) * layer.alpha;
                if cover <= 0.0 {
                    continue;
                }
                blend(img.get_pixel_mut(px as u32, py as u32), layer.colour, cover);
            }
        }
    }
}

/// Mixes `c` over a pixel with opacity `a`.
pub fn blend(px: &mut Rgba<u8>, c: Colour, a: f32) {
    let a = a.clamp(0.0, 1.0);
    for (d, s) in px.0.iter_mut().zip(c) {
        *d = (*d as f32 * (1.0 - a) + s as f32 * a).round() as u8;
    }
    let alpha = px.0[3] as f32 + (255.0 - px.0[3] as f32) * a;
    px.0[3] = alpha.round() as u8;
}

/// Fills a pixel rectangle with a colour at opacity `a`, clipped to the image.
pub fn fill_rect(img: &mut RgbaImage, x: i64, y: i64, w: i64, h: i64, c: Colour, a: f32) {
    let x0 = x.max(0);
    let y0 = y.max(0);
    let x1 = (x + w).min(img.width() as i64);
    let y1 = (y + h).min(img.height() as i64);
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    let stride = img.width() as usize * 4;
    let buf: &mut [u8] = &mut *img;
    let opaque = [c[0], c[1], c[2], 255];
    for py in y0..y1 {
        let row = &mut buf[py as usize * stride..(py as usize + 1) * stride];
        let span = &mut row[x0 as usize * 4..x1 as usize * 4];
        if a >= 1.0 {
            // Large opaque fills (backgrounds, cells) are the common case: plain copies.
            for px in span.chunks_exact_mut(4) {
                px.copy_from_slice(&opaque);
            }
        } else {
            for px in span.chunks_exact_mut(4) {
                for (d, s) in px.iter_mut().zip(c) {
                    *d = (*d as f32 * (1.0 - a) + s as f32 * a).round() as u8;
                }
                px[3] = 255;
            }
        }
    }
}

/// Draws a rectangle outline `t` pixels thick, inside the given rectangle.
pub fn stroke_rect(img: &mut RgbaImage, x: i64, y: i64, w: i64, h: i64, t: i64, c: Colour) {
    fill_rect(img, x, y, w, t, c, 1.0);
    fill_rect(img, x, y + h - t, w, t, c, 1.0);
    fill_rect(img, x, y, t, h, c, 1.0);
    fill_rect(img, x + w - t, y, t, h, c, 1.0);
}

//! Reading the pictures back: decoding PNGs and counting colours, shared by the image tests.
#![allow(dead_code)]

use carcassonne_render::{Colour, Renderer};
use image::RgbImage;

/// Light text on the dark bands.
pub const TEXT: Colour = [240, 240, 240];

pub fn renderer() -> Renderer {
    Renderer::new().expect("bundled font loads")
}

pub fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory(png).expect("valid PNG").to_rgb8()
}

pub fn near(px: [u8; 3], c: Colour, tol: i32) -> bool {
    (0..3).all(|k| (px[k] as i32 - c[k] as i32).abs() <= tol)
}

pub fn pixel(img: &RgbImage, (x, y): (f32, f32)) -> [u8; 3] {
    img.get_pixel(x as u32, y as u32).0
}

/// Pixels within `tol` of `c` in the box from (x0, y0) to (x1, y1), clipped to the image.
pub fn count_near(
    img: &RgbImage,
    x0: f32,
    y0: f32,
    x1: f32,
    y1: f32,
    c: Colour,
    tol: i32,
) -> usize {
    let mut n = 0;
    for y in y0.max(0.0) as u32..(y1 as u32).min(img.height()) {
        for x in x0.max(0.0) as u32..(x1 as u32).min(img.width()) {
            if near(img.get_pixel(x, y).0, c, tol) {
                n += 1;
            }
        }
    }
    n
}

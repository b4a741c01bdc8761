//! From a drawn picture to the bytes posted: palette PNG, at most 256 colours.
//!
//! Flat art reduced to its own palette loses nothing a player can see and needs a third of
//! the bytes of true colour (one byte a pixel instead of three, and long runs of equal bytes
//! for deflate), which is what keeps a finished board within a phone's data budget.

use image::RgbaImage;

use crate::quantize::Quantizer;
use crate::{RenderError, MAX_BYTES};

/// How hard deflate works. Level 2 costs about 3 ms more than level 1 on a finished board and
/// saves a quarter of the bytes (a finished board ~125 KB instead of ~165 KB); higher levels
/// cost several times the time for a few percent more.
const LEVEL: u8 = 2;

/// The picture as a palette PNG, refused over [`MAX_BYTES`].
pub fn encode_png(img: &RgbaImage) -> Result<Vec<u8>, RenderError> {
    let (q, indices) = Quantizer::for_image(img, 256);
    let out = indexed_png(img.width(), img.height(), q.colours(), &indices, LEVEL)?;
    if out.len() > MAX_BYTES {
        return Err(RenderError::TooLarge(out.len()));
    }
    Ok(out)
}

/// A palette PNG from palette indices, one byte a pixel, row by row.
pub fn indexed_png(
    width: u32,
    height: u32,
    palette: &[[u8; 3]],
    indices: &[u8],
    level: u8,
) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::with_capacity(indices.len() / 8);
    let mut enc = png::Encoder::new(&mut out, width, height);
    enc.set_color(png::ColorType::Indexed);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_palette(palette.concat());
    enc.set_deflate_compression(png::DeflateCompression::Level(level));
    // Filters predict smooth gradients; palette indices have none, and trying them per row
    // only costs time.
    enc.set_filter(png::Filter::NoFilter);
    let mut writer = enc.write_header()?;
    writer.write_image_data(indices)?;
    writer.finish()?;
    Ok(out)
}

/// True-colour PNG with fast compression: the format used before palettes, kept to compare
/// sizes and times against in the benchmark.
pub fn encode_png_rgb(img: &RgbaImage) -> Result<Vec<u8>, RenderError> {
    use image::codecs::png::{CompressionType, FilterType, PngEncoder};
    use image::{ExtendedColorType, ImageEncoder};
    // The pictures are opaque; dropping alpha saves a quarter of the bytes to compress.
    let mut rgb = Vec::with_capacity(img.as_raw().len() / 4 * 3);
    for px in img.as_raw().chunks_exact(4) {
        rgb.extend_from_slice(&px[..3]);
    }
    let mut out = Vec::with_capacity(rgb.len() / 4);
    PngEncoder::new_with_quality(&mut out, CompressionType::Fast, FilterType::Sub).write_image(
        &rgb,
        img.width(),
        img.height(),
        ExtendedColorType::Rgb8,
    )?;
    Ok(out)
}

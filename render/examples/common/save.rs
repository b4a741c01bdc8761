//! Writing example pictures: each PNG as made, and a copy shrunk to the width a phone shows.

use std::path::Path;

/// Writes `bytes` as `name` and a copy shrunk to phone width beside it.
pub fn save(dir: &Path, name: &str, bytes: &[u8]) -> Result<(), Box<dyn std::error::Error>> {
    std::fs::write(dir.join(name), bytes)?;
    let img = image::load_from_memory(bytes)?.to_rgb8();
    if img.width() > 400 {
        let h = (img.height() as f32 * 400.0 / img.width() as f32).round() as u32;
        let small = image::imageops::resize(&img, 400, h.max(1), image::imageops::Triangle);
        let stem = name.trim_end_matches(".png");
        small.save(dir.join(format!("{stem}_400.png")))?;
    }
    println!(
        "{name}: {} bytes, {}x{}",
        bytes.len(),
        img.width(),
        img.height()
    );
    Ok(())
}

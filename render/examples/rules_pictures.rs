//! Writes the rules help's pictures to a folder (default `/tmp/rules-pics`) for eyeballing,
//! each also shrunk to phone width.
//! `cargo run -p carcassonne-render --example rules_pictures -- OUT_DIR`

#[path = "common/save.rs"]
mod save;

use std::path::PathBuf;

use carcassonne_render::Renderer;
use save::save;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "/tmp/rules-pics".into()),
    );
    std::fs::create_dir_all(&dir)?;
    let r = Renderer::new()?;
    for name in Renderer::rules_picture_names() {
        if let Some(png) = r.rules_picture(name, Default::default())? {
            save(&dir, &format!("{name}.png"), &png)?;
        }
    }
    Ok(())
}

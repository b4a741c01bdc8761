//! Every tile of one game described in words ("city cap with curved road"), for players
//! learning the tiles and for checking the art. Each game has its own gallery: a separate
//! game's tiles never mix with Carcassonne's, and all of them together would not fit one
//! picture.

use ab_glyph::FontRef;
use carcassonne_engine::geometry::Rotation;
use carcassonne_engine::tiles::{catalogue, TileDef};
use carcassonne_engine::GameKind;
use image::RgbaImage;

use crate::board::blit;
use crate::font;
use crate::palette as pal;
use crate::sprites::SpriteCache;
use crate::style::style_for;
use crate::words::tile_words;

pub const GALLERY_TILE: u32 = 112;
pub const GALLERY_COLUMNS: u32 = 12;
const GAP: u32 = 10;
/// Room for three lines of words under each tile.
const NAME_H: u32 = 50;
const WORDS_PX: f32 = 13.0;
const TITLE_H: u32 = 44;

/// The tiles of `game` in catalogue order, as its gallery shows them.
pub fn gallery_tiles(game: GameKind) -> Vec<&'static TileDef> {
    catalogue()
        .tiles
        .iter()
        .filter(|t| style_for(t).game == game)
        .collect()
}

/// Pixel position of the north-west corner of the `i`-th tile of [`gallery_tiles`].
pub fn gallery_cell(i: usize) -> (u32, u32) {
    let (col, row) = (i as u32 % GALLERY_COLUMNS, i as u32 / GALLERY_COLUMNS);
    (
        GAP + col * (GALLERY_TILE + GAP),
        TITLE_H + row * (GALLERY_TILE + GAP + NAME_H),
    )
}

/// A tile's description in at most three lines under it, and the size it is set in: a
/// description longer than three lines is set smaller rather than cut.
fn caption(font: &FontRef<'static>, words: &str) -> (f32, Vec<String>) {
    let room = GALLERY_TILE as f32;
    [WORDS_PX, 12.0, 11.0, 10.0]
        .into_iter()
        .map(|px| (px, font::wrap(font, px, words, room)))
        .find(|(_, lines)| lines.len() <= 3)
        .unwrap_or_else(|| (WORDS_PX, font::wrap(font, WORDS_PX, words, room)))
}

pub fn draw_gallery(font: &FontRef<'static>, sprites: &SpriteCache, game: GameKind) -> RgbaImage {
    let tiles = gallery_tiles(game);
    let rows = (tiles.len() as u32).div_ceil(GALLERY_COLUMNS);
    let width = GAP + GALLERY_COLUMNS * (GALLERY_TILE + GAP);
    let height = TITLE_H + rows * (GALLERY_TILE + GAP + NAME_H) + GAP;
    let mut img = RgbaImage::from_pixel(width, height, pal::rgba(pal::BACKGROUND));
    let heading = tiles
        .first()
        .map_or("Tile catalogue", |t| style_for(t).catalogue);
    let title = format!("{heading}: {} tile types", tiles.len());
    font::draw(&mut img, font, 22.0, GAP as f32, 12.0, &title, pal::TEXT);
    for (i, def) in tiles.iter().enumerate() {
        let (x, y) = gallery_cell(i);
        let sprite = sprites.get(def.id, GALLERY_TILE, Rotation::new(0));
        blit(&mut img, &sprite, x as i64, y as i64, 1.0);
        let cx = x as f32 + GALLERY_TILE as f32 / 2.0;
        let (px, lines) = caption(font, &tile_words(def.id));
        for (k, line) in lines.iter().take(3).enumerate() {
            let cy = (y + GALLERY_TILE) as f32 + 10.0 + k as f32 * 15.0;
            font::draw_baseline(
                &mut img,
                font,
                px,
                cx - font::measure(font, px, line).0 / 2.0,
                cy + 4.0,
                line,
                pal::TEXT,
            );
        }
    }
    img
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_description_fits_under_its_tile_whole() {
        let font = font::load().expect("font");
        for game in [GameKind::Carcassonne, GameKind::OverHillAndDale] {
            for def in gallery_tiles(game) {
                let words = tile_words(def.id);
                let (px, lines) = caption(&font, &words);
                assert!(lines.len() <= 3, "{}: {lines:?}", def.name);
                assert_eq!(lines.join(" "), words, "{}", def.name);
                assert!(px >= 10.0);
            }
        }
        // The common case keeps the usual size.
        let (px, _) = caption(&font, "straight path");
        assert_eq!(px, WORDS_PX);
    }
}

//! Every tile of one game described in words ("city cap with curved road"), for players
//! learning the tiles and for checking the art. Each game has its own gallery: a separate
//! game's tiles never mix with Carcassonne's, and all of them together would not fit one
//! picture. A stand-alone game whose deck mixes tiles of other boxes with its own (its part
//! says so) shows that deck, each tile with its number of copies.

use std::collections::BTreeMap;

use ab_glyph::FontRef;
use carcassonne_engine::geometry::Rotation;
use carcassonne_engine::tiles::{catalogue, TileDef, TileId};
use carcassonne_engine::{Game, GameConfig, GameKind};
use image::RgbaImage;

use crate::board::blit;
use crate::canvas::fill_rect;
use crate::expansions::parts;
use crate::font;
use crate::i18n::{self, t, Args, Lang};
use crate::palette as pal;
use crate::sprites::SpriteCache;
use crate::style::{catalogue_title, style_for};
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
    gallery_entries(game).into_iter().map(|(t, _)| t).collect()
}

/// The gallery's tiles and, for a game with a deck of its own, the copies of each in it.
pub(crate) fn gallery_entries(game: GameKind) -> Vec<(&'static TileDef, Option<usize>)> {
    if let Some(deck) = own_deck(game) {
        return deck.into_iter().map(|(t, n)| (t, Some(n))).collect();
    }
    catalogue()
        .tiles
        .iter()
        .filter(|t| style_for(t).game == game)
        .map(|t| (t, None))
        .collect()
}

/// The land tiles of a stand-alone game that deals other boxes' tiles too, with their copies,
/// as a fresh game's deck holds them (the engine makes up the deck).
fn own_deck(game: GameKind) -> Option<Vec<(&'static TileDef, usize)>> {
    if !parts().iter().any(|p| p.gallery_from_deck(game)) {
        return None;
    }
    let config = GameConfig {
        game,
        ..GameConfig::with_rules(2, [])
    };
    let fresh = Game::new(config, 1).ok()?;
    let mut copies: BTreeMap<TileId, usize> = fresh.unseen_tiles().into_iter().collect();
    if let Some(drawn) = fresh.current_tile() {
        *copies.entry(drawn).or_default() += 1;
    }
    Some(copies.into_iter().map(|(t, n)| (t.def(), n)).collect())
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
    // Longer languages (German's compounds) may need the smallest size.
    [WORDS_PX, 12.0, 11.0, 10.0, 9.0]
        .into_iter()
        .map(|px| (px, font::wrap(font, px, words, room)))
        .find(|(_, lines)| lines.len() <= 3)
        .unwrap_or_else(|| (9.0, font::wrap(font, 9.0, words, room)))
}

pub fn draw_gallery(
    font: &FontRef<'static>,
    sprites: &SpriteCache,
    game: GameKind,
    lang: Lang,
) -> RgbaImage {
    let entries = gallery_entries(game);
    let tiles: Vec<&TileDef> = entries.iter().map(|(t, _)| *t).collect();
    let rows = (tiles.len() as u32).div_ceil(GALLERY_COLUMNS);
    let width = GAP + GALLERY_COLUMNS * (GALLERY_TILE + GAP);
    let height = TITLE_H + rows * (GALLERY_TILE + GAP + NAME_H) + GAP;
    let mut img = RgbaImage::from_pixel(width, height, pal::rgba(pal::BACKGROUND));
    let heading = i18n::text(lang, catalogue_title(game), &Args::new());
    let copies: usize = entries.iter().filter_map(|(_, n)| *n).sum();
    let title = if copies > 0 {
        t!(
            lang,
            "gallery-heading-copies",
            title = heading,
            types = tiles.len(),
            count = copies
        )
    } else {
        t!(
            lang,
            "gallery-heading",
            title = heading,
            types = tiles.len()
        )
    };
    font::draw(&mut img, font, 22.0, GAP as f32, 12.0, &title, pal::TEXT);
    for (i, def) in tiles.iter().enumerate() {
        let (x, y) = gallery_cell(i);
        let sprite = sprites.get(def.id, GALLERY_TILE, Rotation::new(0));
        blit(&mut img, &sprite, x as i64, y as i64, 1.0);
        if let Some(n) = entries[i].1 {
            copies_badge(&mut img, font, n, x, y);
        }
        let cx = x as f32 + GALLERY_TILE as f32 / 2.0;
        let (px, lines) = caption(font, &tile_words(def.id, lang));
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

/// "×3" in a dark box over the south-east corner of the tile at (x, y).
fn copies_badge(img: &mut RgbaImage, font: &FontRef<'static>, n: usize, x: u32, y: u32) {
    let text = format!("×{n}");
    let px = 15.0;
    let (w, h) = font::measure(font, px, &text);
    let (bw, bh) = (w + 8.0, h + 8.0);
    let bx = (x + GALLERY_TILE) as f32 + 3.0 - bw;
    let by = (y + GALLERY_TILE) as f32 + 3.0 - bh;
    let (bxi, byi) = (bx as i64, by as i64);
    fill_rect(
        img,
        bxi - 1,
        byi - 1,
        bw as i64 + 2,
        bh as i64 + 2,
        pal::WHITE,
        1.0,
    );
    fill_rect(img, bxi, byi, bw as i64, bh as i64, pal::DARK, 1.0);
    font::draw_centred(
        img,
        font,
        px,
        bx + bw / 2.0,
        by + bh / 2.0,
        &text,
        pal::WHITE,
    );
}

#[cfg(test)]
mod tests;

//! Tile sprites cached per (tile, size, rotation), so a board is assembled by copying pixels
//! rather than redrawn shape by shape every time. The unturned terrain is kept too: a turned
//! sprite is that terrain turned by copying plus the symbols painted upright on top. Pieces
//! parts lay over the board are kept too, by part, tile size and the piece's side.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use carcassonne_engine::geometry::Rotation;
use carcassonne_engine::tiles::TileId;
use image::{imageops, RgbaImage};

use crate::canvas::{paint, Placement};
use crate::expansions::RenderPart;
use crate::i18n::Lang;
use crate::tile_art;

/// Key slot of the unturned terrain without symbols (rotations use 0..=3).
const TERRAIN: u8 = 4;

/// Above this many sprites the cache starts afresh: boards of very different sizes (and so tile
/// sizes) would otherwise pile up sprites nobody asks for again.
const MAX_SPRITES: usize = 4096;

/// A piece's picture by its part's key, the language of its words, tile size and the piece's
/// side in cells.
type PieceKey = (&'static str, Lang, u32, u32);

#[derive(Default)]
pub struct SpriteCache {
    sprites: Mutex<HashMap<(TileId, u32, u8), Arc<RgbaImage>>>,
    pieces: Mutex<HashMap<PieceKey, Arc<RgbaImage>>>,
}

impl SpriteCache {
    fn lock(&self) -> MutexGuard<'_, HashMap<(TileId, u32, u8), Arc<RgbaImage>>> {
        // A panic while holding the lock can only leave a complete map behind (inserts are
        // single calls), so a poisoned cache is still a valid cache.
        self.sprites.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The sprite of `tile` at `size` pixels turned by `rotation`.
    pub fn get(&self, tile: TileId, size: u32, rotation: Rotation) -> Arc<RgbaImage> {
        let key = (tile, size, rotation.quarter_turns());
        if let Some(s) = self.lock().get(&key) {
            return Arc::clone(s);
        }
        // Paint the terrain unturned once and turn it by copying: exact for quarter turns and
        // much cheaper than painting the shapes again. Symbols are small, so painting them
        // upright on each turned copy costs little.
        let base_key = (tile, size, TERRAIN);
        let cached = self.lock().get(&base_key).cloned();
        let base = match cached {
            Some(b) => b,
            None => {
                let mut b = RgbaImage::new(size, size);
                paint(
                    &mut b,
                    &tile_art::terrain_layers(tile),
                    Placement::new(0.0, 0.0, size as f32),
                );
                let b = Arc::new(b);
                self.insert(base_key, Arc::clone(&b));
                b
            }
        };
        let mut turned = match rotation.quarter_turns() {
            0 => base.as_ref().clone(),
            1 => imageops::rotate90(base.as_ref()),
            2 => imageops::rotate180(base.as_ref()),
            _ => imageops::rotate270(base.as_ref()),
        };
        tile_art::add_symbols(&mut turned, tile, rotation);
        let turned = Arc::new(turned);
        self.insert(key, Arc::clone(&turned));
        turned
    }

    /// The piece `part` lays over the board, `cells` cells wide, at `tile` pixels a cell,
    /// painted by `paint` the first time.
    pub(crate) fn piece(
        &self,
        part: &dyn RenderPart,
        lang: Lang,
        tile: u32,
        cells: u32,
        paint: impl FnOnce() -> RgbaImage,
    ) -> Arc<RgbaImage> {
        let key = (part.key(), lang, tile, cells);
        let lock = || self.pieces.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(w) = lock().get(&key) {
            return Arc::clone(w);
        }
        let painted = Arc::new(paint());
        let mut map = lock();
        if map.len() >= 32 {
            map.clear();
        }
        map.insert(key, Arc::clone(&painted));
        painted
    }

    fn insert(&self, key: (TileId, u32, u8), sprite: Arc<RgbaImage>) {
        let mut map = self.lock();
        if map.len() >= MAX_SPRITES {
            map.clear();
        }
        map.insert(key, sprite);
    }

    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.lock().len()
    }
}

#[cfg(test)]
mod tests;

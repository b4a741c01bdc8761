//! Tile sprites cached per (tile, size, rotation), so a board is assembled by copying pixels
//! rather than redrawn shape by shape every time. The unturned terrain is kept too: a turned
//! sprite is that terrain turned by copying plus the symbols painted upright on top.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use carcassonne_engine::geometry::Rotation;
use carcassonne_engine::tiles::TileId;
use image::{imageops, RgbaImage};

use crate::canvas::{paint, Placement};
use crate::tile_art;

/// Key slot of the unturned terrain without symbols (rotations use 0..=3).
const TERRAIN: u8 = 4;

/// Above this many sprites the cache starts afresh: boards of very different sizes (and so tile
/// sizes) would otherwise pile up sprites nobody asks for again.
const MAX_SPRITES: usize = 4096;

#[derive(Default)]
pub struct SpriteCache {
    sprites: Mutex<HashMap<(TileId, u32, u8), Arc<RgbaImage>>>,
    /// The Wheel of Fortune's wheel by tile size and board side.
    wheels: Mutex<HashMap<(u32, u32), Arc<RgbaImage>>>,
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

    /// The wheel painted for `tile` pixels a cell on a board `cells` wide, painted by `paint`
    /// the first time.
    pub fn wheel(
        &self,
        tile: u32,
        cells: u32,
        paint: impl FnOnce() -> RgbaImage,
    ) -> Arc<RgbaImage> {
        let lock = || self.wheels.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(w) = lock().get(&(tile, cells)) {
            return Arc::clone(w);
        }
        let painted = Arc::new(paint());
        let mut map = lock();
        if map.len() >= 32 {
            map.clear();
        }
        map.insert((tile, cells), Arc::clone(&painted));
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
mod tests {
    use super::*;
    use carcassonne_engine::tiles::by_name;

    #[test]
    fn cached_turned_sprites_equal_freshly_painted_ones() {
        let cache = SpriteCache::default();
        let id = by_name("J").expect("J");
        for r in Rotation::ALL {
            let cached = cache.get(id, 64, r);
            let fresh = tile_art::draw_tile(id, 64, r);
            let differing = cached
                .pixels()
                .zip(fresh.pixels())
                .filter(|(a, b)| (0..3).any(|k| (a.0[k] as i32 - b.0[k] as i32).abs() > 40))
                .count();
            // Painting turned samples the same shapes at the same pixel centres, so only
            // rounding at outlines may differ.
            assert!(
                differing < 64,
                "rotation {}: {differing} pixels differ",
                r.quarter_turns()
            );
        }
        // Four turned sprites and the one unturned terrain they were copied from.
        assert_eq!(cache.len(), 5);
        let again = cache.get(id, 64, Rotation::new(1));
        assert!(Arc::ptr_eq(&again, &cache.get(id, 64, Rotation::new(1))));
    }
}

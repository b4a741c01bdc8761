//! Cached sprites match freshly painted ones.

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

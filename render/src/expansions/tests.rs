//! The registry: one part per key, asked in the order that keeps tiles printed with several
//! parts' symbols as they always were.

use carcassonne_engine::tiles::by_name;

use super::parts;
use crate::words::tile_words;

#[test]
fn every_part_has_a_key_of_its_own() {
    let mut keys: Vec<&str> = parts().iter().map(|p| p.key()).collect();
    let n = keys.len();
    keys.sort_unstable();
    keys.dedup();
    assert_eq!(keys.len(), n, "two parts share a key");
    assert!(keys.iter().all(|k| !k.is_empty()));
}

#[test]
fn symbols_of_several_parts_on_one_tile_keep_their_order() {
    for (name, want) in [
        ("TB.8+g", "city corner with two roads, wine and garden"),
        ("HS.14+g", "two roads with garden and hill"),
        ("R2.k", "river bend with pig-herd"),
        ("R2.c", "river lake with volcano"),
    ] {
        let tile = by_name(name).unwrap_or_else(|| panic!("tile {name}"));
        assert_eq!(tile_words(tile, Default::default()), want, "{name}");
    }
}

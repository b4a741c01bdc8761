//! Inns & Cathedrals' tiles in words.

use carcassonne_engine::tiles::by_name;

use crate::words::tile_words;

#[test]
fn cathedrals_and_inns_get_the_words_players_use() {
    for (name, want) in [
        ("IC.1", "cathedral city"),
        ("IC.15", "inn on straight road"),
        ("IC.17", "two curved roads"),
    ] {
        let tile = by_name(name).unwrap_or_else(|| panic!("tile {name}"));
        assert_eq!(tile_words(tile, Default::default()), want, "{name}");
    }
}

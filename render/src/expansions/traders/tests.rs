//! Traders & Builders' tiles in words.

use carcassonne_engine::tiles::by_name;

use crate::words::tile_words;

#[test]
fn goods_and_crossing_roads_get_the_words_players_use() {
    for (name, want) in [
        ("TB.24", "road crossing"),
        ("TB.2", "city corner with wine"),
    ] {
        let tile = by_name(name).unwrap_or_else(|| panic!("tile {name}"));
        assert_eq!(tile_words(tile, Default::default()), want, "{name}");
    }
}

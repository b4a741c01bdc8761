//! River tiles in words.

use carcassonne_engine::tiles::by_name;

use crate::words::tile_words;

#[test]
fn river_tiles_get_the_words_players_use() {
    for (name, want) in [
        ("R1.a", "river spring"),
        ("R1.c", "river with two city caps"),
        ("R1.d", "river"),
        ("R1.g", "river bend"),
        ("R2.d", "river fork"),
    ] {
        let tile = by_name(name).unwrap_or_else(|| panic!("tile {name}"));
        assert_eq!(tile_words(tile, Default::default()), want, "{name}");
    }
}

//! The base game's tiles in the words players use, and words for every tile, never its id.

use super::*;
use carcassonne_engine::tiles::{by_name, catalogue};

fn words(name: &str) -> String {
    tile_words(
        by_name(name).unwrap_or_else(|| panic!("tile {name}")),
        Lang::En,
    )
}

#[test]
fn familiar_tiles_get_the_words_players_use() {
    for (name, want) in [
        ("A", "monastery with road"),
        ("B", "monastery"),
        ("C", "walled city with pennant"),
        ("D", "city cap with straight road"),
        ("E", "city cap"),
        ("G", "city across the tile"),
        ("H", "two city caps"),
        ("J", "city cap with curved road"),
        ("L", "city cap with road junction"),
        ("N", "city corner"),
        ("R", "three-sided city"),
        ("S", "three-sided city with road and pennant"),
        ("U", "straight road"),
        ("V", "curved road"),
        ("W", "road junction"),
        ("X", "crossroads"),
    ] {
        assert_eq!(words(name), want, "{name}");
    }
}

#[test]
fn every_tile_gets_words_and_never_its_id() {
    for def in &catalogue().tiles {
        let w = tile_words(def.id, Lang::En);
        assert!(!w.is_empty(), "{}", def.name);
        // Words only: ids are capitals, digits and dots ("IC.5", "R1.a"); a number alone
        // is a number a player reads off the tile ("wheel 2").
        assert!(
            w.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || " -,".contains(c)),
            "{}: {w:?}",
            def.name
        );
    }
}

//! Gardens: placed on every tile that prints one, and named.

use carcassonne_engine::tiles::{by_name, catalogue};
use carcassonne_engine::Spot;

use crate::layout::layout;
use crate::words::tile_words;

#[test]
fn every_tile_with_a_garden_has_a_place_for_the_abbot_there() {
    for def in &catalogue().tiles {
        let l = layout(def.id).expect("layout");
        assert_eq!(l.place(Spot::Garden).is_some(), def.garden, "{}", def.name);
    }
}

#[test]
fn gardens_are_named() {
    let tile = by_name("E+g").expect("E+g");
    assert_eq!(tile_words(tile, Default::default()), "city cap with garden");
}

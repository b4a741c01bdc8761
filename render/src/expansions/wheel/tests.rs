//! The Wheel of Fortune's tiles: their look, their words, and the gallery of its deck.

use carcassonne_engine::expansions::wheel::number_of;
use carcassonne_engine::tiles::{by_name, catalogue, TileSet};
use carcassonne_engine::GameKind;

use super::board::board_cell;
use super::WHEEL_OF_FORTUNE;
use crate::gallery::{gallery_entries, gallery_tiles};
use crate::style::{style_for, CARCASSONNE};
use crate::words::tile_words;

#[test]
fn the_wheel_of_fortune_is_painted_as_carcassonne_in_a_game_of_its_own() {
    for def in &catalogue().tiles {
        let own = def.set == TileSet::Wheel || def.set == TileSet::WheelBoard;
        assert_eq!(
            std::ptr::eq(style_for(def), &WHEEL_OF_FORTUNE),
            own,
            "{}",
            def.name
        );
    }
    // The Wheel of Fortune is painted exactly as Carcassonne; only its game differs.
    let (w, c) = (&WHEEL_OF_FORTUNE, &CARCASSONNE);
    assert_eq!(w.game, GameKind::WheelOfFortune);
    assert_eq!(
        (w.land, w.enclosed, w.rim_colour, w.way, w.way_half, w.rows),
        (c.land, c.enclosed, c.rim_colour, c.way, c.way_half, c.rows)
    );
}

#[test]
fn wheel_numbers_are_named() {
    for (name, want) in [
        ("U.w2", "straight road with wheel 2"),
        ("X.w1", "crossroads with wheel 1"),
    ] {
        let tile = by_name(name).unwrap_or_else(|| panic!("tile {name}"));
        assert_eq!(tile_words(tile, Default::default()), want, "{name}");
    }
}

#[test]
fn the_gallery_shows_the_deck_and_never_the_board() {
    // The Wheel of Fortune's deck: its own tiles and base tiles, never its board's cells.
    let wheel = gallery_entries(GameKind::WheelOfFortune);
    let copies: usize = wheel.iter().filter_map(|(_, n)| *n).sum();
    assert_eq!(copies, 72);
    assert!(wheel.iter().any(|(t, _)| t.name == "U.w2"));
    assert!(wheel.iter().any(|(t, _)| t.name == "A"));
    assert!(wheel.iter().all(|(t, _)| board_cell(t).is_none()));
    assert!(gallery_tiles(GameKind::Carcassonne)
        .iter()
        .all(|t| number_of(t) == 0 && board_cell(t).is_none()));
}

//! How the tiles of each box look, as data: colours, widths and the symbols drawn where paths
//! meet or enter an enclosed feature. The drawing code asks [`style_of`] for a tile's set and
//! never asks which game is played, so a new box with its own art is one more table row.
//!
//! Over Hill and Dale shares Carcassonne's shapes with other meanings (a city edge is a crop
//! field, a road a footpath, a field open meadow), so it needs other paint on the same
//! geometry rather than other geometry.

use carcassonne_engine::tiles::{TileDef, TileSet};
use carcassonne_engine::GameKind;

use crate::layout::SymbolKind;
use crate::palette::{self as pal, Colour};

/// Parallel rows painted inside an enclosed feature (a ploughed field).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rows {
    pub colour: Colour,
    /// Distance between row centres, in tile units.
    pub spacing: f32,
    pub width: f32,
}

/// What separates an enclosed feature from the open land around it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Rim {
    /// A smooth masonry wall.
    Wall,
    /// A bushy hedgerow: the outline bulges in small lumps this high.
    Hedge { lumps: f32 },
}

#[derive(Debug, PartialEq)]
pub struct Style {
    /// The game whose tiles these are: its words name what the pictures show.
    pub game: GameKind,
    /// Heading of the gallery of this game's tiles.
    pub catalogue: &'static str,
    /// Open land (fields, meadow) and the line parting two fields that touch.
    pub land: Colour,
    pub land_line: Colour,
    /// Enclosed features (cities, crop fields): fill, optional rows, and their rim.
    pub enclosed: Colour,
    pub rows: Option<Rows>,
    pub rim: Rim,
    pub rim_colour: Colour,
    pub rim_width: f32,
    /// Ways (roads, paths): fill, edges and widths.
    pub way: Colour,
    pub way_edge: Colour,
    pub way_half: f32,
    pub way_edge_width: f32,
    /// Drawn where three or four ways meet.
    pub junction: SymbolKind,
    /// Drawn where a way enters an enclosed feature; none lets it run under the rim.
    pub entrance: Option<SymbolKind>,
    /// How tiles are described in words (`{}` stands for the enclosed feature's noun).
    pub phrases: Phrases,
}

/// Shapes of enclosed features in words, `{}` being the feature's noun ("city", "field").
#[derive(Debug, PartialEq)]
pub struct Phrases {
    /// Touching one side.
    pub cap: &'static str,
    /// Several of those.
    pub caps: &'static str,
    /// Touching all four sides.
    pub whole: &'static str,
}

pub static CARCASSONNE: Style = CLASSIC;

/// Carcassonne's look, for boxes that share it.
const CLASSIC: Style = Style {
    game: GameKind::Carcassonne,
    catalogue: "Tile catalogue",
    land: pal::FIELD,
    land_line: pal::HEDGE,
    enclosed: pal::CITY,
    rows: None,
    rim: Rim::Wall,
    rim_colour: pal::CITY_WALL,
    rim_width: 0.03,
    way: pal::ROAD,
    way_edge: pal::ROAD_EDGE,
    way_half: 0.055,
    way_edge_width: 0.016,
    junction: SymbolKind::Junction,
    entrance: Some(SymbolKind::Gate),
    phrases: Phrases {
        cap: "{} cap",
        caps: "{} caps",
        whole: "walled {}",
    },
};

pub static OVER_HILL_AND_DALE: Style = Style {
    game: GameKind::OverHillAndDale,
    catalogue: "Over Hill and Dale tiles",
    land: pal::MEADOW,
    land_line: pal::MEADOW_LINE,
    enclosed: pal::CROP,
    rows: Some(Rows {
        colour: pal::FURROW,
        spacing: 0.06,
        width: 0.024,
    }),
    rim: Rim::Hedge { lumps: 0.012 },
    rim_colour: pal::HEDGEROW,
    rim_width: 0.045,
    way: pal::PATH,
    way_edge: pal::PATH_EDGE,
    way_half: 0.036,
    way_edge_width: 0.012,
    junction: SymbolKind::Signpost,
    entrance: None,
    phrases: Phrases {
        cap: "small {}",
        caps: "small {}s",
        whole: "big {}",
    },
};

/// The Wheel of Fortune's tiles look like Carcassonne's (its land tiles are base shapes, some
/// with a wheel number, which is a symbol); only the game they belong to differs, so that its
/// gallery holds them and Carcassonne's does not.
pub static WHEEL_OF_FORTUNE: Style = Style {
    game: GameKind::WheelOfFortune,
    catalogue: "The Wheel of Fortune tiles",
    ..CLASSIC
};

/// Boxes whose tiles have a look of their own; every other box looks like Carcassonne.
static BY_SET: [(TileSet, &Style); 3] = [
    (TileSet::OverHillAndDale, &OVER_HILL_AND_DALE),
    (TileSet::Wheel, &WHEEL_OF_FORTUNE),
    (TileSet::WheelBoard, &WHEEL_OF_FORTUNE),
];

pub fn style_of(set: TileSet) -> &'static Style {
    BY_SET
        .iter()
        .find(|(s, _)| *s == set)
        .map_or(&CARCASSONNE, |(_, style)| style)
}

pub fn style_for(def: &TileDef) -> &'static Style {
    style_of(def.set)
}

/// The heading of `game`'s tile gallery.
pub fn catalogue_title(game: GameKind) -> &'static str {
    [&CARCASSONNE, &OVER_HILL_AND_DALE, &WHEEL_OF_FORTUNE]
        .into_iter()
        .find(|s| s.game == game)
        .map_or(CARCASSONNE.catalogue, |s| s.catalogue)
}

#[cfg(test)]
mod tests {
    use super::*;
    use carcassonne_engine::tiles::catalogue;

    #[test]
    fn every_box_of_carcassonne_keeps_the_classic_look() {
        for def in &catalogue().tiles {
            let want = match def.set {
                TileSet::OverHillAndDale => &OVER_HILL_AND_DALE,
                TileSet::Wheel | TileSet::WheelBoard => &WHEEL_OF_FORTUNE,
                _ => &CARCASSONNE,
            };
            assert!(std::ptr::eq(style_for(def), want), "{}", def.name);
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
    fn meadow_and_crop_fields_stay_apart_at_a_glance() {
        let s = &OVER_HILL_AND_DALE;
        let gap = |a: Colour, b: Colour| {
            (0..3)
                .map(|k| (a[k] as i32 - b[k] as i32).abs())
                .sum::<i32>()
        };
        assert!(gap(s.land, s.enclosed) > 120);
        assert!(gap(s.enclosed, CARCASSONNE.enclosed) > 40);
        assert!(gap(s.way, CARCASSONNE.way) > 40);
        assert!(s.way_half < CARCASSONNE.way_half);
    }
}

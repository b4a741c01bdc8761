//! How the tiles of each box look, as data: colours, widths and the symbols drawn where paths
//! meet or enter an enclosed feature. The drawing code asks [`style_of`] for a tile's set and
//! never asks which game is played, so a box with its own art is one more table row, which
//! its part declares (`RenderPart::styles`); every other box looks like Carcassonne.
//!
//! A separate game may share Carcassonne's shapes with other meanings (a city edge a crop
//! field, a road a footpath), so it needs other paint on the same geometry rather than other
//! geometry.

use carcassonne_engine::tiles::{TileDef, TileSet};
use carcassonne_engine::GameKind;

use crate::expansions::parts;
use crate::layout::SymbolKind;
use crate::palette::{self as pal, Colour};
use crate::tile_art::{GATE, JUNCTION};

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
    /// The message key of the heading of the gallery of this game's tiles.
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
    /// The message keys tiles are described with.
    pub phrases: Phrases,
}

/// The prefixes of the message keys naming what is on a tile, one per kind of feature, so
/// that each game's features are worded in their own nouns and grammar: "tile-city" gives
/// "tile-city-cap", "tile-city-corner" … (see `words`).
#[derive(Debug, PartialEq)]
pub struct Phrases {
    /// Enclosed features (cities, crop fields).
    pub enclosed: &'static str,
    /// Ways (roads, paths).
    pub way: &'static str,
    /// A tile of open land alone (a field, a meadow).
    pub open: &'static str,
}

pub static CARCASSONNE: Style = CLASSIC;

/// Carcassonne's look, for boxes that share it.
pub(crate) const CLASSIC: Style = Style {
    game: GameKind::Carcassonne,
    catalogue: "gallery-title",
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
    junction: JUNCTION,
    entrance: Some(GATE),
    phrases: Phrases {
        enclosed: "tile-city",
        way: "tile-road",
        open: "tile-field",
    },
};

/// The look of `set`'s tiles: the look its part gives, else Carcassonne's.
pub fn style_of(set: TileSet) -> &'static Style {
    parts()
        .iter()
        .flat_map(|p| p.styles())
        .find(|(s, _)| *s == set)
        .map_or(&CARCASSONNE, |(_, style)| style)
}

pub fn style_for(def: &TileDef) -> &'static Style {
    style_of(def.set)
}

/// The message key of the heading of `game`'s tile gallery.
pub fn catalogue_title(game: GameKind) -> &'static str {
    std::iter::once(&CARCASSONNE)
        .chain(parts().iter().flat_map(|p| p.styles()).map(|(_, s)| *s))
        .find(|s| s.game == game)
        .map_or(CARCASSONNE.catalogue, |s| s.catalogue)
}

#[cfg(test)]
mod tests;

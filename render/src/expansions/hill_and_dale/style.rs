//! How Over Hill and Dale's tiles look: Carcassonne's shapes with other meanings (a city edge
//! is a crop field, a road a footpath, a field open meadow), so other paint on the same
//! geometry, and a signpost where paths meet.

use carcassonne_engine::GameKind;

use super::colours;
use crate::canvas::Layer;
use crate::layout::SymbolKind;
use crate::shapes::{self, Pt};
use crate::style::{Phrases, Rim, Rows, Style};
use crate::tile_art::{off, outlined};

/// A wooden signpost where footpaths meet.
const SIGNPOST: SymbolKind = SymbolKind::new("signpost", signpost);

pub(crate) static OVER_HILL_AND_DALE: Style = Style {
    game: GameKind::OverHillAndDale,
    catalogue: "hill-and-dale-gallery-title",
    land: colours::MEADOW,
    land_line: colours::MEADOW_LINE,
    enclosed: colours::CROP,
    rows: Some(Rows {
        colour: colours::FURROW,
        spacing: 0.06,
        width: 0.024,
    }),
    rim: Rim::Hedge { lumps: 0.012 },
    rim_colour: colours::HEDGEROW,
    rim_width: 0.045,
    way: colours::PATH,
    way_edge: colours::PATH_EDGE,
    way_half: 0.036,
    way_edge_width: 0.012,
    junction: SIGNPOST,
    entrance: None,
    phrases: Phrases {
        enclosed: "tile-crop",
        way: "tile-path",
        open: "tile-meadow",
    },
};

/// A wooden signpost with two arrows.
fn signpost(_: u8, c: Pt, r: f32, out: &mut Vec<Layer>) {
    let (foot, top) = (off(c, r, 0.0, 0.95), off(c, r, 0.0, -0.85));
    outlined(out, c, 1.4 * r, colours::WOOD, 0.01, move |p| {
        shapes::segment(p, foot, top) - 0.1 * r
    });
    let boards: [[(f32, f32); 5]; 2] = [
        [
            (-0.2, -0.72),
            (0.62, -0.72),
            (0.88, -0.52),
            (0.62, -0.32),
            (-0.2, -0.32),
        ],
        [
            (0.2, -0.18),
            (-0.62, -0.18),
            (-0.88, 0.02),
            (-0.62, 0.22),
            (0.2, 0.22),
        ],
    ];
    for board in boards {
        let pts = board.map(|(dx, dy)| off(c, r, dx, dy));
        outlined(out, c, 1.4 * r, colours::WOOD_LIGHT, 0.01, move |p| {
            shapes::polygon(p, &pts)
        });
    }
}

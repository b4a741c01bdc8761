//! Over Hill and Dale, a game of its own: its look (meadow, crop fields, paths, signposts),
//! the harvest symbols in crop fields and the harvest tokens players win with the sets of
//! fruit they make, the animals on the meadow, the stable, and the words for all of them.

pub(crate) mod animals;
pub(crate) mod colours;
mod harvest;
mod rules_pictures;
mod stable;
mod style;

use carcassonne_engine::expansions::hill_and_dale::{harvest_sets, Animal, Harvest};
use carcassonne_engine::tiles::{FeatureKind, TileDef, TileSet};
use carcassonne_engine::Tokens;

use crate::canvas::Layer;
use crate::diagram::RulesPicture;
use crate::expansions::RenderPart;
use crate::figures::FigureLook;
use crate::i18n::{self, Lang};
use crate::layout::{Stage, Symbol, TileLayout};
use crate::palette::Colour;
use crate::shapes::Pt;
use crate::style::Style;
use crate::words::Phrase;

pub(crate) use style::OVER_HILL_AND_DALE;

pub(crate) struct HillAndDale;

static STYLES: [(TileSet, &Style); 1] = [(TileSet::OverHillAndDale, &OVER_HILL_AND_DALE)];

/// A complete set of fruits, in the sunflower's gold so it stands out from the counts.
const SETS: Colour = colours::SUNFLOWER;

impl RenderPart for HillAndDale {
    fn key(&self) -> &'static str {
        "hill_and_dale"
    }

    fn locales(&self) -> Vec<crate::i18n::Source> {
        carcassonne_i18n::sources!("locales").to_vec()
    }

    fn styles(&self) -> &'static [(TileSet, &'static Style)] {
        &STYLES
    }

    fn place(&self, def: &TileDef, lay: &mut TileLayout, stage: Stage<'_>) {
        match stage {
            Stage::City(ci, seg) => {
                if let Some(harvest) = Harvest::in_segment(seg) {
                    let (at, radius) = lay.city_disc(ci, harvest::HARVEST_RADIUS);
                    lay.symbols.push(Symbol {
                        kind: harvest::HARVEST.with(harvest.index() as u8),
                        at,
                        radius,
                    });
                }
            }
            // Animals graze in the open, each on its own patch of meadow: every one placed
            // makes the next keep its distance.
            Stage::Field => {
                for animal in Animal::on(def) {
                    let (at, radius) = lay.free_field_spot(Pt::CENTRE, animals::ANIMAL_RADIUS);
                    lay.symbols.push(Symbol {
                        kind: animals::ANIMAL.with(animals::index_of(animal)),
                        at,
                        radius,
                    });
                }
            }
            _ => {}
        }
    }

    fn more_words(&self, def: &TileDef, _main: &str, out: &mut Vec<Phrase>, lang: Lang) {
        // Crop fields are the tile's enclosed features, where cities are on Carcassonne's.
        let crops = def.segments.iter().filter(|s| s.kind == FeatureKind::City);
        for harvest in crops.filter_map(Harvest::in_segment) {
            out.push(Phrase::plain(
                lang,
                &format!("tile-harvest-{}", harvest.name()),
            ));
        }
        out.extend(animals::animal_words(
            &Animal::on(def).collect::<Vec<_>>(),
            lang,
        ));
    }

    fn figures(&self) -> &'static [FigureLook] {
        std::slice::from_ref(&stable::STABLE)
    }

    fn token_keys(&self) -> Vec<&'static str> {
        Harvest::ALL.iter().map(|h| h.name()).collect()
    }

    fn token_layers(&self, key: &str, out: &mut Vec<Layer>) -> bool {
        let Some(harvest) = Harvest::from_name(key) else {
            return false;
        };
        harvest::harvest_layers(harvest, Pt::new(0.5, 0.5), 0.44, 0.06, out);
        true
    }

    /// How many sets of five fruits a player's harvest makes (each scores 5 at the end).
    fn row_note(&self, tokens: &[Tokens], lang: Lang) -> Option<(String, Colour)> {
        let text = match harvest_sets(tokens) {
            0 => return None,
            sets => i18n::t!(lang, "hill-and-dale-sets", count = sets),
        };
        Some((text, SETS))
    }

    fn rules_pictures(&self) -> &'static [RulesPicture] {
        &rules_pictures::PICTURES
    }
}

#[cfg(test)]
mod tests;

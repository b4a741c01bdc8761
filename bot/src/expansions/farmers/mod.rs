//! Farmers in words: their part of the rules help (their points are told as fields, a score
//! kind of the core).

use crate::i18n::Lang;
use carcassonne_engine::GameConfig;

use super::RulesSection;

/// The farmers' words.
pub struct Part;

impl super::Part for Part {
    fn capability(&self) -> &'static str {
        "farmers"
    }

    fn rules(&self, _config: &GameConfig, _lang: Lang) -> Vec<RulesSection> {
        vec![RulesSection::new(
            "Farmers",
            "You may also lay your follower down in a field of the tile you placed: a farmer. \
             As for roads and cities, not in a field that already has a farmer anywhere in it.\n\
             Farmers stay where they are until the end of the game. Then each field scores 3 \
             points for every completed city it touches, for the player with the most farmers \
             in it (tied players all score). Roads, cities and the edge of the land separate \
             fields.",
        )]
    }
}

//! Inns & Cathedrals in words: its part of the rules help (the large follower and the worth
//! of roads and cities are told by the engine's own words).

use crate::i18n::Lang;
use carcassonne_engine::GameConfig;

use super::RulesSection;

/// Inns & Cathedrals' words.
pub struct Part;

impl super::Part for Part {
    fn capability(&self) -> &'static str {
        "inns"
    }

    fn rules(&self, _config: &GameConfig, _lang: Lang) -> Vec<RulesSection> {
        vec![RulesSection::new(
            "Inns & Cathedrals",
            "Each player also has a large follower. It goes wherever a follower may go and \
             counts as two followers when a majority is counted.\n\
             **Inns:** a completed road with an inn beside it scores 2 points per tile \
             instead of 1, but nothing if it is still open at the end.\n\
             **Cathedrals:** a completed city with a cathedral scores 3 points per tile and \
             per pennant instead of 2, but nothing if it is still open at the end.",
        )]
    }
}

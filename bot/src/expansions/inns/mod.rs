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

    fn locales(&self) -> Vec<crate::i18n::Source> {
        [
            carcassonne_i18n::sources!("locales"),
            carcassonne_i18n::sources!("rules"),
        ]
        .concat()
    }

    fn rules(&self, _config: &GameConfig, lang: Lang) -> Vec<RulesSection> {
        vec![RulesSection::new(
            crate::t!(lang, "inns-rules-title"),
            crate::t!(lang, "inns-rules"),
        )]
    }
}

//! The Abbot in words: its part of the rules help (the recall and the gardens are told by the
//! engine's own words and score kinds).

use crate::i18n::Lang;
use carcassonne_engine::GameConfig;

use super::RulesSection;

/// The Abbot's words.
pub struct Part;

impl super::Part for Part {
    fn capability(&self) -> &'static str {
        "abbot"
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
            crate::t!(lang, "abbot-rules-title"),
            crate::t!(lang, "abbot-rules"),
        )]
    }
}

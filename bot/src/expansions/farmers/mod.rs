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

    // Farmers have no words of their own beyond the rules help: their points are fields'.
    fn locales(&self) -> Vec<crate::i18n::Source> {
        carcassonne_i18n::sources!("rules").to_vec()
    }

    fn rules(&self, _config: &GameConfig, lang: Lang) -> Vec<RulesSection> {
        vec![RulesSection::new(
            crate::t!(lang, "farmers-rules-title"),
            crate::t!(lang, "farmers-rules"),
        )]
    }
}

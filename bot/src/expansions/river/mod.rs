//! The River I and II in words: their part of the rules help.

use crate::i18n::Lang;
use carcassonne_engine::expansions::river::VOLCANO;
use carcassonne_engine::{Expansion, GameConfig};

use super::RulesSection;

/// The rivers' words.
pub struct Part;

impl super::Part for Part {
    fn capability(&self) -> &'static str {
        "river"
    }

    fn locales(&self) -> Vec<crate::i18n::Source> {
        [
            carcassonne_i18n::sources!("locales"),
            carcassonne_i18n::sources!("rules"),
        ]
        .concat()
    }

    fn rules(&self, config: &GameConfig, lang: Lang) -> Vec<RulesSection> {
        use crate::t;
        let (first, second) = (config.has(Expansion::River1), config.has(Expansion::River2));
        let common = t!(lang, "river-rules-common");
        let extras = t!(lang, "river-rules-extras");
        let (title, text) = match (first, second) {
            (true, true) => (
                t!(lang, "river-rules-title-both"),
                format!("{common}\n{} {extras}", t!(lang, "river-rules-both")),
            ),
            (false, true) => {
                let volcano = if config.variant(VOLCANO) == "plain" {
                    t!(lang, "river-rules-volcano-plain")
                } else {
                    t!(lang, "river-rules-volcano")
                };
                let second = t!(lang, "river-rules-second");
                (
                    t!(lang, "river-rules-title-two"),
                    format!("{common}\n{second} {volcano} {extras}"),
                )
            }
            _ => (
                t!(lang, "river-rules-title-one"),
                format!("{common} {}", t!(lang, "river-rules-lake")),
            ),
        };
        vec![RulesSection::new(title, text)]
    }
}

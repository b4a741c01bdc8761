//! Traders & Builders in words: goods taken from a completed city, the majorities scored at
//! the end, and its part of the rules help.

use crate::i18n::Lang;
use carcassonne_engine::expansions::traders::Goods;
use carcassonne_engine::{Event, GameConfig, ScoreKind};

use super::{RulesSection, Telling, Told};

/// Traders & Builders' words.
pub struct Part;

fn is_goods(key: &str) -> bool {
    Goods::ALL.iter().any(|g| g.name() == key)
}

impl super::Part for Part {
    fn capability(&self) -> &'static str {
        "traders"
    }

    fn locales(&self) -> Vec<crate::i18n::Source> {
        [
            carcassonne_i18n::sources!("locales"),
            carcassonne_i18n::sources!("rules"),
        ]
        .concat()
    }

    fn tell<'a>(
        &self,
        event: &'a Event,
        _rest: &mut &'a [Event],
        cx: &mut Telling<'a>,
    ) -> Option<Told> {
        let lang = cx.lang;
        let line = match event {
            Event::TokensTaken { player, key, count } if is_goods(key) => crate::t!(
                lang,
                "traders-took-goods",
                player = cx.names.of(lang, *player),
                count = *count,
                goods = *key,
            ),
            Event::Scored {
                kind: ScoreKind::Goods,
                points: n,
                winners,
                ..
            } => crate::t!(
                lang,
                "traders-goods-majority",
                points = *n,
                players = cx.names.list(lang, winners),
            ),
            _ => return None,
        };
        Some(Told::Line(line))
    }

    /// "3 wine": goods stay uncounted nouns where the language allows.
    fn token_count(&self, key: &str, n: u32, lang: Lang) -> Option<String> {
        is_goods(key).then(|| crate::t!(lang, "traders-goods-count", count = n, goods = key))
    }

    fn rules(&self, _config: &GameConfig, lang: Lang) -> Vec<RulesSection> {
        vec![
            RulesSection::new(
                crate::t!(lang, "traders-rules-title"),
                crate::t!(lang, "traders-rules"),
            ),
            RulesSection::new(
                crate::t!(lang, "traders-rules-builder-title"),
                crate::t!(lang, "traders-rules-builder"),
            )
            .with_picture("builder"),
        ]
    }
}

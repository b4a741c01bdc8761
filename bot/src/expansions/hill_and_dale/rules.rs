//! Over Hill and Dale's rules help: the whole game in its rulebook's words (meeples as
//! wanderers on paths and farmers in fields, meadow, harvest tokens, stables, hikes), one
//! section per picture, in the reader's language (`rules/<lang>.ftl`).

use crate::expansions::RulesSection;
use crate::i18n::Lang;
use crate::t;

pub(super) fn game_rules(lang: Lang) -> Vec<RulesSection> {
    vec![
        RulesSection::new(
            t!(lang, "rules-game-over-hill-and-dale"),
            t!(lang, "hill-and-dale-rules-game"),
        ),
        RulesSection::new(
            t!(lang, "hill-and-dale-rules-hike-title"),
            t!(lang, "hill-and-dale-rules-hike"),
        )
        .with_picture("hike"),
        RulesSection::new(
            t!(lang, "hill-and-dale-rules-stable-title"),
            t!(lang, "hill-and-dale-rules-stable"),
        )
        .with_picture("stable"),
    ]
}

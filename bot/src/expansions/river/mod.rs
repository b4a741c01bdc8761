//! The River I and II in words: their part of the rules help.

use crate::i18n::Lang;
use carcassonne_engine::expansions::river::VOLCANO;
use carcassonne_engine::{Expansion, GameConfig};

use super::RulesSection;

/// The rivers' words.
pub struct Part;

const COMMON: &str = "The game starts from the spring instead of the start tile. The river \
    tiles are drawn first, one a turn: each must continue the river, which may not bend the \
    same way twice in a row (no U-turns). You may put a figure on the tile as usual, but never \
    on the water; the river itself never scores. Once every river tile is down, the land tiles \
    follow.";

const FORK: &str = "the fork comes right after the spring and splits the river in two \
    branches, which may never join again; one of them ends in a city.";

const EXTRAS: &str = "Its inn works with Inns & Cathedrals, and its pig-herd with Traders & \
    Builders: 1 more point per completed city for the farmers who win its field.";

impl super::Part for Part {
    fn capability(&self) -> &'static str {
        "river"
    }

    fn rules(&self, config: &GameConfig, _lang: Lang) -> Vec<RulesSection> {
        let (first, second) = (config.has(Expansion::River1), config.has(Expansion::River2));
        let volcano = if config.variant(VOLCANO) == "plain" {
            "The lake with the volcano comes last and ends the river."
        } else {
            "The lake with the volcano comes last: nothing may be put on it, and its player \
             takes another turn at once."
        };
        let (title, text) = match (first, second) {
            (true, true) => (
                "The River I and II",
                format!(
                    "{COMMON}\nBoth make one long river with one spring and one lake: {FORK} \
                     The lake comes last. {EXTRAS}"
                ),
            ),
            (false, true) => (
                "The River II",
                format!("{COMMON}\nIn The River II {FORK} {volcano} {EXTRAS}"),
            ),
            _ => ("The River", format!("{COMMON} The lake ends the river.")),
        };
        vec![RulesSection::new(title, text)]
    }
}

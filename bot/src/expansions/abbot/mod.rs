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

    fn rules(&self, _config: &GameConfig, _lang: Lang) -> Vec<RulesSection> {
        vec![RulesSection::new(
            "The Abbot",
            "Each player also has an abbot. Instead of a follower you may put it on a \
             monastery or a garden of the tile you placed; gardens take no other figure.\n\
             A garden scores like a monastery: 9 points once the 8 tiles around it are there. \
             Instead of placing a figure on your turn, you may take your abbot back: it scores \
             its monastery or garden at once, 1 point for its tile and 1 for each tile around \
             it. At the end an abbot still out scores the same way.",
        )]
    }
}

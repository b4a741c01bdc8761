//! Rule variants: where a rulebook leaves room, or where another implementation reads it
//! differently, a switch with a stable key. Each belongs to the rule system that reads it;
//! the first option is the reading of our rulebooks and the default of every new game.
//!
//! A configuration stores only the switches that differ from their default, so a game made
//! before a variant existed reads as the rulebook's reading.

use crate::rules::Expansion;

/// One switch.
#[derive(Debug)]
pub struct VariantDef {
    /// Stable key (configurations, the command line, the lobby).
    pub key: &'static str,
    /// The rule system that reads it; `None` for the base game.
    pub expansion: Option<Expansion>,
    /// What the switch decides, for people.
    pub label: &'static str,
    /// `(value, words)`; the first is the rulebook's reading and the default.
    pub options: &'static [(&'static str, &'static str)],
    /// Whether the lobby offers it (the others exist for recorded games).
    pub in_lobby: bool,
}

impl VariantDef {
    pub fn default_value(&self) -> &'static str {
        self.options[0].0
    }

    pub fn accepts(&self, value: &str) -> bool {
        self.options.iter().any(|(v, _)| *v == value)
    }
}

/// A completed city of two tiles: 4 points in the 2nd edition (2 per tile), 2 in the 1st.
pub const TINY_CITY: &str = "tiny-city";
/// Several tied players have followers on hills. The rulebook says a follower on a hill
/// breaks a tie "in favour of its owner"; read literally, every tied owner of a hill follower
/// keeps the points, and counting followers on hills would be a rule the text does not state.
pub const HILL_TIEBREAK: &str = "hill-tiebreak";
/// Whether a flock scores by itself when its field is closed (JCloisterZone does; the
/// rulebook scores flocks only when a player gathers them).
pub const FLOCK_CLOSED: &str = "flock-closed";
/// River II's volcano: the rulebook gives its player another turn and no figure on it;
/// JCloisterZone without the dragon treats it as a plain lake.
pub const VOLCANO: &str = "volcano";

/// Every variant, in the order the lobby lists them.
pub static VARIANTS: [VariantDef; 4] = [
    VariantDef {
        key: TINY_CITY,
        expansion: None,
        label: "A completed two-tile city",
        options: &[
            ("4", "scores 4 (2nd edition)"),
            ("2", "scores 2 (1st edition)"),
        ],
        in_lobby: false,
    },
    VariantDef {
        key: HILL_TIEBREAK,
        expansion: Some(Expansion::Hills),
        label: "Tied majority with followers on hills",
        options: &[
            (
                "at-least-one",
                "every tied player with a follower on a hill wins",
            ),
            (
                "most-followers",
                "the tied player with most followers on hills wins",
            ),
        ],
        in_lobby: true,
    },
    VariantDef {
        key: FLOCK_CLOSED,
        expansion: Some(Expansion::Hills),
        label: "A flock whose field is closed",
        options: &[
            ("waits", "waits to be gathered (rulebook)"),
            ("scores", "scores at once (JCloisterZone)"),
        ],
        in_lobby: true,
    },
    VariantDef {
        key: VOLCANO,
        expansion: Some(Expansion::River2),
        label: "River II's volcano",
        options: &[
            ("extra-turn", "no figure on it, and another turn (rulebook)"),
            ("plain", "a plain lake (JCloisterZone without the dragon)"),
        ],
        in_lobby: false,
    },
];

pub fn variant(key: &str) -> Option<&'static VariantDef> {
    VARIANTS.iter().find(|v| v.key == key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_has_a_default_and_distinct_values() {
        for v in &VARIANTS {
            assert!(v.options.len() >= 2, "{}", v.key);
            assert!(v.accepts(v.default_value()));
            assert!(!v.accepts("nonsense"));
            assert_eq!(variant(v.key).map(|d| d.key), Some(v.key));
        }
        assert!(variant("dragon").is_none());
    }
}

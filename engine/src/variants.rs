//! Rule variants: where a rulebook leaves room, or where another implementation reads it
//! differently, a switch with a stable key. Each belongs to the rule system that reads it and
//! is declared there (a capability's `variants` hook); the first option is the reading of our
//! rulebooks and the default of every new game.
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

/// The base game's own variants.
static CORE: [VariantDef; 1] = [VariantDef {
    key: TINY_CITY,
    expansion: None,
    label: "A completed two-tile city",
    options: &[
        ("4", "scores 4 (2nd edition)"),
        ("2", "scores 2 (1st edition)"),
    ],
    in_lobby: false,
}];

/// Every variant, in the order the lobby lists them: the base game's, then those each
/// capability declares, in registry order.
pub fn all() -> &'static [&'static VariantDef] {
    static ALL: std::sync::LazyLock<Vec<&'static VariantDef>> = std::sync::LazyLock::new(|| {
        CORE.iter()
            .chain(
                crate::expansions::registry()
                    .iter()
                    .flat_map(|h| h.variants()),
            )
            .collect()
    });
    &ALL
}

pub fn variant(key: &str) -> Option<&'static VariantDef> {
    all().iter().copied().find(|v| v.key == key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_has_a_default_and_distinct_values() {
        for v in all() {
            assert!(v.options.len() >= 2, "{}", v.key);
            assert!(v.accepts(v.default_value()));
            assert!(!v.accepts("nonsense"));
            assert_eq!(variant(v.key).map(|d| d.key), Some(v.key));
        }
        assert!(variant("dragon").is_none());
    }
}

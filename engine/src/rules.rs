//! The registry of rule systems: every expansion and every game the product plays or will
//! play, each with a stable key (what configurations, the command line and the lobby use) and
//! a label for people. Which capability implements an expansion is decided in
//! [`crate::expansions`]; this module only names them.

use std::fmt;

use serde::{Deserialize, Serialize};

/// An expansion that plugs into a game of Carcassonne.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
#[non_exhaustive]
pub enum Expansion {
    /// Farmers in fields, scored at the end (part of the base game, switchable).
    Farmers,
    /// The Abbot and gardens.
    Abbot,
    /// The River (I).
    River1,
    /// The River II.
    River2,
    /// Inns & Cathedrals.
    Inns,
    /// Traders & Builders.
    Traders,
    /// Hills & Sheep.
    Hills,
    /// The Wheel of Fortune as an expansion (the Big Box chapter).
    Wheel,
}

impl Expansion {
    pub const ALL: [Expansion; 8] = [
        Expansion::Farmers,
        Expansion::Abbot,
        Expansion::River1,
        Expansion::River2,
        Expansion::Inns,
        Expansion::Traders,
        Expansion::Hills,
        Expansion::Wheel,
    ];

    /// The stable key: `farmers`, `abbot`, `river1`, `river2`, `inns`, `traders`, `hills`,
    /// `wheel`.
    pub const fn key(self) -> &'static str {
        match self {
            Expansion::Farmers => "farmers",
            Expansion::Abbot => "abbot",
            Expansion::River1 => "river1",
            Expansion::River2 => "river2",
            Expansion::Inns => "inns",
            Expansion::Traders => "traders",
            Expansion::Hills => "hills",
            Expansion::Wheel => "wheel",
        }
    }

    /// The name players know it by.
    pub const fn label(self) -> &'static str {
        match self {
            Expansion::Farmers => "Farmers",
            Expansion::Abbot => "The Abbot",
            Expansion::River1 => "The River",
            Expansion::River2 => "The River II",
            Expansion::Inns => "Inns & Cathedrals",
            Expansion::Traders => "Traders & Builders",
            Expansion::Hills => "Hills & Sheep",
            Expansion::Wheel => "The Wheel of Fortune",
        }
    }

    pub fn from_key(key: &str) -> Option<Expansion> {
        Expansion::ALL.into_iter().find(|e| e.key() == key)
    }

    /// Whether the engine plays this expansion's rules yet.
    pub fn is_available(self) -> bool {
        crate::expansions::is_available(self)
    }
}

impl fmt::Display for Expansion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

impl From<Expansion> for &'static str {
    fn from(e: Expansion) -> &'static str {
        e.key()
    }
}

impl TryFrom<String> for Expansion {
    type Error = String;

    fn try_from(key: String) -> Result<Self, String> {
        Expansion::from_key(&key).ok_or_else(|| format!("unknown expansion {key:?}"))
    }
}

/// Which game is played: Carcassonne with its expansions, or one of the separate games with
/// their own decks.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(into = "&'static str", try_from = "String")]
#[non_exhaustive]
pub enum GameKind {
    #[default]
    Carcassonne,
    /// Carcassonne – The Wheel of Fortune, the stand-alone game.
    WheelOfFortune,
    /// Carcassonne – Over Hill and Dale.
    OverHillAndDale,
}

impl GameKind {
    pub const ALL: [GameKind; 3] = [
        GameKind::Carcassonne,
        GameKind::WheelOfFortune,
        GameKind::OverHillAndDale,
    ];

    /// The stable key: `carcassonne`, `wheel-of-fortune`, `over-hill-and-dale`.
    pub const fn key(self) -> &'static str {
        match self {
            GameKind::Carcassonne => "carcassonne",
            GameKind::WheelOfFortune => "wheel-of-fortune",
            GameKind::OverHillAndDale => "over-hill-and-dale",
        }
    }

    pub const fn label(self) -> &'static str {
        match self {
            GameKind::Carcassonne => "Carcassonne",
            GameKind::WheelOfFortune => "Carcassonne – The Wheel of Fortune",
            GameKind::OverHillAndDale => "Carcassonne – Over Hill and Dale",
        }
    }

    pub fn from_key(key: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.key() == key)
    }

    /// Whether the engine plays this game yet.
    pub fn is_available(self) -> bool {
        crate::expansions::game_is_available(self)
    }

    /// How many may play it (Over Hill and Dale is for 2 to 5).
    pub fn max_players(self) -> usize {
        crate::expansions::box_of(self).map_or(crate::config::MAX_PLAYERS, |b| b.max_players)
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

impl From<GameKind> for &'static str {
    fn from(g: GameKind) -> &'static str {
        g.key()
    }
}

impl TryFrom<String> for GameKind {
    type Error = String;

    fn try_from(key: String) -> Result<Self, String> {
        GameKind::from_key(&key).ok_or_else(|| format!("unknown game {key:?}"))
    }
}

/// Reads a comma-separated list of expansion keys (`"farmers,abbot,river1"`), as the command
/// line and the lobby take them; an empty string is no expansion.
pub fn parse_expansions(list: &str) -> Result<Vec<Expansion>, String> {
    list.split(',')
        .map(str::trim)
        .filter(|k| !k.is_empty())
        .map(|k| {
            Expansion::from_key(k).ok_or_else(|| {
                let known: Vec<&str> = Expansion::ALL.iter().map(|e| e.key()).collect();
                format!("unknown rules {k:?}; choose from {}", known.join(", "))
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_stable_and_round_trip() {
        let keys: Vec<&str> = Expansion::ALL.iter().map(|e| e.key()).collect();
        assert_eq!(
            keys,
            ["farmers", "abbot", "river1", "river2", "inns", "traders", "hills", "wheel"]
        );
        for e in Expansion::ALL {
            assert_eq!(Expansion::from_key(e.key()), Some(e));
            let json = serde_json::to_string(&e).expect("serialise");
            assert_eq!(json, format!("\"{}\"", e.key()));
            assert_eq!(serde_json::from_str::<Expansion>(&json).ok(), Some(e));
        }
        for g in GameKind::ALL {
            assert_eq!(GameKind::from_key(g.key()), Some(g));
        }
        assert_eq!(GameKind::WheelOfFortune.key(), "wheel-of-fortune");
        assert_eq!(GameKind::OverHillAndDale.key(), "over-hill-and-dale");
        assert!(serde_json::from_str::<Expansion>("\"dragons\"").is_err());
    }

    #[test]
    fn a_rules_list_is_parsed_or_refused_with_the_known_keys() {
        assert_eq!(
            parse_expansions("traders, hills"),
            Ok(vec![Expansion::Traders, Expansion::Hills])
        );
        assert_eq!(parse_expansions(""), Ok(vec![]));
        let err = parse_expansions("farmers,dragons").expect_err("unknown key");
        assert!(err.contains("dragons") && err.contains("river2"), "{err}");
    }
}

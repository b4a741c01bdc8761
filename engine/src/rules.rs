//! Rule systems by their stable keys: the expansions that plug into Carcassonne and the games
//! the product plays. The core names only the base game; every capability contributes the
//! expansions and games it implements ([`ExpansionDef`], [`GameDef`]) together with the
//! associated constants that name them (`Expansion::Abbot` is declared in the Abbot's folder).

use std::fmt;
use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use crate::capability::CapId;
use crate::score::ScoreKind;
use crate::tiles::TileSet;

/// An expansion that plugs into a game of Carcassonne, by its stable key (what configurations,
/// the command line and the lobby use).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(into = "&'static str")]
pub struct Expansion(&'static str);

/// What a capability says about an expansion it plays.
#[derive(Debug)]
pub struct ExpansionDef {
    pub expansion: Expansion,
    /// The name players know it by.
    pub label: &'static str,
    /// Where it comes in every list (lobby switches, stored rule lists, help).
    pub rank: u8,
    /// Whether lobbies and help list it; one that is not (a test expansion) is played only
    /// where its key is asked for.
    pub offered: bool,
}

impl Expansion {
    /// A key a capability declares (see [`ExpansionDef`]).
    pub(crate) const fn new(key: &'static str) -> Expansion {
        Expansion(key)
    }

    pub const fn key(self) -> &'static str {
        self.0
    }

    fn def(self) -> Option<&'static ExpansionDef> {
        crate::expansions::expansion_defs()
            .iter()
            .copied()
            .find(|d| d.expansion == self)
    }

    /// The name players know it by.
    pub fn label(self) -> &'static str {
        self.def().map_or(self.0, |d| d.label)
    }

    /// Every expansion the engine plays, in list order.
    pub fn all() -> &'static [Expansion] {
        static ALL: LazyLock<Vec<Expansion>> = LazyLock::new(|| {
            crate::expansions::expansion_defs()
                .iter()
                .map(|d| d.expansion)
                .collect()
        });
        &ALL
    }

    /// The expansions lobbies and help offer, in list order.
    pub fn offered() -> impl Iterator<Item = Expansion> {
        crate::expansions::expansion_defs()
            .iter()
            .filter(|d| d.offered)
            .map(|d| d.expansion)
    }

    pub fn from_key(key: &str) -> Option<Expansion> {
        Expansion::all().iter().copied().find(|e| e.key() == key)
    }

    /// Whether the engine plays this expansion's rules.
    pub fn is_available(self) -> bool {
        self.def().is_some()
    }

    fn rank(self) -> (u8, &'static str) {
        (self.def().map_or(u8::MAX, |d| d.rank), self.0)
    }
}

impl PartialOrd for Expansion {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Expansion {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.rank().cmp(&other.rank())
    }
}

impl fmt::Debug for Expansion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
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

impl<'de> Deserialize<'de> for Expansion {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let key = String::deserialize(deserializer)?;
        Expansion::from_key(&key)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown expansion {key:?}")))
    }
}

/// Which game is played: Carcassonne with its expansions, or a separate game with its own
/// deck, by its stable key.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(into = "&'static str")]
pub struct GameKind(&'static str);

#[allow(non_upper_case_globals)]
impl GameKind {
    /// Carcassonne, the base game, to which expansions are added.
    pub const Carcassonne: GameKind = GameKind("carcassonne");
}

/// What a game is played from: the box its land tiles come from, its start tile (one of
/// those, taken out of the deck), the capabilities that make it that game, and how many may
/// play.
#[derive(Debug)]
pub struct GameBox {
    /// The land tiles, when they are one whole set (a capability may deal its own mix).
    pub land: Option<TileSet>,
    /// The start tile, when the game has one (a capability may lay a larger piece).
    pub start: Option<&'static str>,
    pub(crate) capabilities: &'static [CapId],
    pub max_players: usize,
    /// Kinds of points the game itself awards (its capabilities add theirs).
    pub scores: &'static [ScoreKind],
}

/// What a capability says about a game it makes (the base game is the core's own).
#[derive(Debug)]
pub struct GameDef {
    pub game: GameKind,
    pub label: &'static str,
    /// Where it comes in lists.
    pub rank: u8,
    pub game_box: GameBox,
}

/// The base game.
pub(crate) static CARCASSONNE: GameDef = GameDef {
    game: GameKind::Carcassonne,
    label: "Carcassonne",
    rank: 0,
    game_box: GameBox {
        land: Some(TileSet::Base),
        start: Some("D"),
        capabilities: &[],
        max_players: crate::config::MAX_PLAYERS,
        scores: &[ScoreKind::City, ScoreKind::Road, ScoreKind::Monastery],
    },
};

impl GameKind {
    /// A key a capability declares (see [`GameDef`]).
    pub(crate) const fn new(key: &'static str) -> GameKind {
        GameKind(key)
    }

    /// The stable key (`carcassonne`, `over-hill-and-dale`).
    pub const fn key(self) -> &'static str {
        self.0
    }

    pub(crate) fn def(self) -> Option<&'static GameDef> {
        crate::expansions::game_defs()
            .iter()
            .copied()
            .find(|d| d.game == self)
    }

    pub fn label(self) -> &'static str {
        self.def().map_or(self.0, |d| d.label)
    }

    /// Every game the engine plays, in list order.
    pub fn all() -> &'static [GameKind] {
        static ALL: LazyLock<Vec<GameKind>> = LazyLock::new(|| {
            crate::expansions::game_defs()
                .iter()
                .map(|d| d.game)
                .collect()
        });
        &ALL
    }

    pub fn from_key(key: &str) -> Option<GameKind> {
        GameKind::all().iter().copied().find(|g| g.key() == key)
    }

    /// Whether the engine plays this game.
    pub fn is_available(self) -> bool {
        self.def().is_some()
    }

    /// How many may play it (Over Hill and Dale is for 2 to 5).
    pub fn max_players(self) -> usize {
        self.def()
            .map_or(crate::config::MAX_PLAYERS, |d| d.game_box.max_players)
    }

    fn rank(self) -> (u8, &'static str) {
        (self.def().map_or(u8::MAX, |d| d.rank), self.0)
    }
}

impl Default for GameKind {
    fn default() -> Self {
        GameKind::Carcassonne
    }
}

impl PartialOrd for GameKind {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for GameKind {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.rank().cmp(&other.rank())
    }
}

impl fmt::Debug for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
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

impl<'de> Deserialize<'de> for GameKind {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let key = String::deserialize(deserializer)?;
        GameKind::from_key(&key)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown game {key:?}")))
    }
}

/// Reads a comma-separated list of expansion keys (`"farmers,abbot,river1"`), as the command
/// line and the lobby take them; an empty string is no expansion.
pub fn parse_expansions(list: &str) -> Result<Vec<Expansion>, String> {
    list.split(',')
        .map(str::trim)
        .filter(|k| !k.is_empty())
        .map(|k| {
            // Players type keys as they please: "Farmers, Abbot" means farmers,abbot.
            Expansion::from_key(&k.to_ascii_lowercase()).ok_or_else(|| {
                let known: Vec<&str> = Expansion::offered().map(|e| e.key()).collect();
                format!("unknown rules {k:?}; choose from {}", known.join(", "))
            })
        })
        .collect()
}

#[cfg(test)]
mod tests;

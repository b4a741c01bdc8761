//! The rule options of one game.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use crate::error::SetupError;
use crate::figures::FigureKind;
use crate::rules::{Expansion, GameKind};

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 8;

/// Everything that decides which rules apply. Serialised with every stored game as
/// `{"players":3,"game":"carcassonne","rules":["farmers","abbot"],...}`; the boolean form of
/// engine 0.1 (`"farmers":true,"abbot":false,...`) still reads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "ConfigRepr")]
pub struct GameConfig {
    pub players: usize,
    pub game: GameKind,
    /// The expansions in play.
    pub rules: BTreeSet<Expansion>,
    /// Figures per player where they differ from the registry's counts
    /// ([`FigureDef::per_player`](crate::figures::FigureDef)).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub figures: BTreeMap<FigureKind, u8>,
    /// Quick game: only this many land tiles are dealt (the river is always complete).
    pub tile_limit: Option<u16>,
    /// Rule variants that differ from the rulebooks' reading ([`crate::variants`]).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub variants: BTreeMap<String, String>,
}

impl Default for GameConfig {
    fn default() -> Self {
        GameConfig::base(2)
    }
}

impl GameConfig {
    /// Base game with farmers.
    pub fn base(players: usize) -> Self {
        GameConfig::with_rules(players, [Expansion::Farmers])
    }

    /// Carcassonne with exactly these expansions.
    pub fn with_rules(players: usize, rules: impl IntoIterator<Item = Expansion>) -> Self {
        GameConfig {
            players,
            game: GameKind::Carcassonne,
            rules: rules.into_iter().collect(),
            figures: BTreeMap::new(),
            tile_limit: None,
            variants: BTreeMap::new(),
        }
    }

    /// The value of a variant: the configured one, else the rulebook's reading. An unknown
    /// key reads as "".
    pub fn variant(&self, key: &str) -> &str {
        match self.variants.get(key) {
            Some(v) => v,
            None => crate::variants::variant(key).map_or("", |d| d.default_value()),
        }
    }

    /// Sets a variant; the default is not stored, so equal rules compare equal.
    pub fn set_variant(&mut self, key: &str, value: &str) -> Result<(), SetupError> {
        let def = crate::variants::variant(key)
            .ok_or_else(|| SetupError::UnknownVariant(key.to_string()))?;
        if !def.accepts(value) {
            return Err(SetupError::BadVariant {
                key: def.key,
                value: value.to_string(),
            });
        }
        if value == def.default_value() {
            self.variants.remove(key);
        } else {
            self.variants.insert(key.to_string(), value.to_string());
        }
        Ok(())
    }

    pub fn has(&self, expansion: Expansion) -> bool {
        self.rules.contains(&expansion)
    }

    /// Keys of the capabilities these rules play, in hook order: what a front end asks its
    /// parts about before a game exists (a lobby's rules help).
    pub fn capabilities(&self) -> Vec<&'static str> {
        crate::expansions::capabilities_for(self)
            .into_iter()
            .map(|c| c.key())
            .collect()
    }

    /// Switches an expansion on or off.
    pub fn set(&mut self, expansion: Expansion, on: bool) {
        if on {
            self.rules.insert(expansion);
        } else {
            self.rules.remove(&expansion);
        }
    }

    /// How many figures of `kind` each player gets when the kind is in play.
    pub fn figures_per_player(&self, kind: FigureKind) -> u8 {
        self.figures
            .get(&kind)
            .copied()
            .unwrap_or(kind.def().per_player)
    }

    /// Sets how many figures of `kind` each player gets (kept only where it differs from the
    /// registry, so equal configurations compare equal).
    pub fn set_figures(&mut self, kind: FigureKind, count: u8) {
        if count == kind.def().per_player {
            self.figures.remove(&kind);
        } else {
            self.figures.insert(kind, count);
        }
    }

    pub fn validate(&self) -> Result<(), SetupError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            return Err(SetupError::PlayerCount(self.players));
        }
        let followers = self.figures_per_player(FigureKind::FOLLOWER);
        if followers == 0 || followers > 20 {
            return Err(SetupError::FollowerCount(followers));
        }
        let Some(game_box) = crate::expansions::box_of(self.game) else {
            return Err(SetupError::NotYetPlayable(self.game.label()));
        };
        if self.players > game_box.max_players {
            return Err(SetupError::TooManyFor {
                game: self.game.label(),
                players: self.players,
                max: game_box.max_players,
            });
        }
        if self.game != GameKind::Carcassonne && !self.rules.is_empty() {
            return Err(SetupError::NoExpansionsIn(self.game.label()));
        }
        if let Some(e) = self.rules.iter().find(|e| !e.is_available()) {
            return Err(SetupError::NotYetPlayable(e.label()));
        }
        for (key, value) in &self.variants {
            let def = crate::variants::variant(key)
                .ok_or_else(|| SetupError::UnknownVariant(key.clone()))?;
            if !def.accepts(value) {
                return Err(SetupError::BadVariant {
                    key: def.key,
                    value: value.clone(),
                });
            }
        }
        Ok(())
    }
}

/// Both stored forms of a configuration.
#[derive(Deserialize)]
struct ConfigRepr {
    #[serde(default = "two")]
    players: usize,
    #[serde(default)]
    game: GameKind,
    rules: Option<BTreeSet<Expansion>>,
    #[serde(default)]
    figures: BTreeMap<FigureKind, u8>,
    #[serde(default)]
    tile_limit: Option<u16>,
    #[serde(default)]
    variants: BTreeMap<String, String>,
    // Engine 0.1.
    farmers: Option<bool>,
    #[serde(default)]
    abbot: bool,
    #[serde(default)]
    river1: bool,
    #[serde(default)]
    river2: bool,
    #[serde(default)]
    inns_cathedrals: bool,
    followers: Option<u8>,
    large_followers: Option<u8>,
}

fn two() -> usize {
    MIN_PLAYERS
}

impl From<ConfigRepr> for GameConfig {
    fn from(r: ConfigRepr) -> GameConfig {
        let rules = r.rules.unwrap_or_else(|| {
            // Engine 0.1 played farmers unless told otherwise.
            [
                (Expansion::Farmers, r.farmers.unwrap_or(true)),
                (Expansion::Abbot, r.abbot),
                (Expansion::River1, r.river1),
                (Expansion::River2, r.river2),
                (Expansion::Inns, r.inns_cathedrals),
            ]
            .into_iter()
            .filter_map(|(e, on)| on.then_some(e))
            .collect()
        });
        let mut config = GameConfig {
            players: r.players,
            game: r.game,
            rules,
            figures: BTreeMap::new(),
            tile_limit: r.tile_limit,
            variants: r.variants,
        };
        let legacy = [
            (FigureKind::FOLLOWER, r.followers),
            (FigureKind::LARGE, r.large_followers),
        ];
        for (kind, count) in r
            .figures
            .into_iter()
            .chain(legacy.into_iter().filter_map(|(k, n)| n.map(|n| (k, n))))
        {
            config.set_figures(kind, count);
        }
        config
    }
}

#[cfg(test)]
mod tests;

//! The rule options of one game.

use serde::{Deserialize, Serialize};

use crate::error::SetupError;

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 8;

/// Everything that decides which rules apply. Serialised with every stored game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameConfig {
    pub players: usize,
    /// Farmers in fields, scored at the end.
    pub farmers: bool,
    /// The Abbot: one abbot per player and garden scoring.
    pub abbot: bool,
    /// The River (I): river tiles before the land tiles.
    pub river1: bool,
    /// The River II (with its fork); combined with River I into one long river.
    pub river2: bool,
    /// Inns & Cathedrals: its 18 tiles, the large follower, inns and cathedrals.
    pub inns_cathedrals: bool,
    /// Normal followers per player.
    pub followers: u8,
    /// Large followers per player when Inns & Cathedrals is in play.
    pub large_followers: u8,
    /// Quick game: only this many land tiles are dealt (the river is always complete).
    pub tile_limit: Option<u16>,
}

impl Default for GameConfig {
    fn default() -> Self {
        GameConfig {
            players: 2,
            farmers: true,
            abbot: false,
            river1: false,
            river2: false,
            inns_cathedrals: false,
            followers: 7,
            large_followers: 1,
            tile_limit: None,
        }
    }
}

impl GameConfig {
    /// Base game with farmers.
    pub fn base(players: usize) -> Self {
        GameConfig {
            players,
            ..Default::default()
        }
    }

    pub fn river(&self) -> bool {
        self.river1 || self.river2
    }

    pub fn validate(&self) -> Result<(), SetupError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            return Err(SetupError::PlayerCount(self.players));
        }
        if self.followers == 0 || self.followers > 20 {
            return Err(SetupError::FollowerCount(self.followers));
        }
        Ok(())
    }
}

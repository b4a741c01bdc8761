//! Followers (meeples): kinds, where they stand, and each player's supply.

use serde::{Deserialize, Serialize};

use crate::geometry::Pos;

/// Player colours in seat order.
pub const PLAYER_COLOURS: [&str; 8] = [
    "yellow", "red", "green", "blue", "black", "pink", "grey", "purple",
];

/// The figures a player can deploy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FollowerKind {
    Normal,
    /// Inns & Cathedrals: counts twice for majorities.
    Large,
    /// The Abbot: only on monasteries and gardens.
    Abbot,
}

impl FollowerKind {
    /// Weight when comparing majorities.
    pub const fn strength(self) -> u32 {
        match self {
            FollowerKind::Large => 2,
            _ => 1,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            FollowerKind::Normal => "follower",
            FollowerKind::Large => "large follower",
            FollowerKind::Abbot => "abbot",
        }
    }
}

/// Where on a tile a follower stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Spot {
    /// A feature segment of the tile (index into its `TileDef::segments`).
    Segment(u8),
    Monastery,
    Garden,
}

/// A follower on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Follower {
    pub player: usize,
    pub kind: FollowerKind,
    pub pos: Pos,
    pub spot: Spot,
}

/// Figures a player still has in hand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Supply {
    pub normal: u8,
    pub large: u8,
    pub abbot: u8,
}

impl Supply {
    pub fn get(&self, kind: FollowerKind) -> u8 {
        match kind {
            FollowerKind::Normal => self.normal,
            FollowerKind::Large => self.large,
            FollowerKind::Abbot => self.abbot,
        }
    }

    pub(crate) fn slot(&mut self, kind: FollowerKind) -> &mut u8 {
        match kind {
            FollowerKind::Normal => &mut self.normal,
            FollowerKind::Large => &mut self.large,
            FollowerKind::Abbot => &mut self.abbot,
        }
    }

    pub fn total(&self) -> u32 {
        u32::from(self.normal) + u32::from(self.large) + u32::from(self.abbot)
    }
}

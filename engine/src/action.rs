//! Moves a player can make, and what happened as a result.

use serde::{Deserialize, Serialize};

use crate::follower::{FollowerKind, Spot};
use crate::geometry::{Pos, Rotation};
use crate::tiles::TileId;

/// A legal position and rotation for the drawn tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Placement {
    pub pos: Pos,
    pub rotation: Rotation,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Place the drawn tile.
    Place(Placement),
    /// The drawn tile fits nowhere: put it out of the game and draw again.
    Discard,
    /// Put a figure on the tile just placed.
    Deploy { spot: Spot, kind: FollowerKind },
    /// Take the abbot back instead of deploying, scoring its monastery or garden now.
    RecallAbbot,
    /// Deploy nothing.
    Pass,
    /// A seat leaves the game (resignation or removal after a timeout); not a player's move,
    /// so [`Game::legal_actions`](crate::Game::legal_actions) never lists it.
    Retire { seat: usize },
}

/// What was scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ScoreKind {
    City,
    Road,
    Monastery,
    Garden,
    Field,
}

impl ScoreKind {
    pub const ALL: [ScoreKind; 5] = [
        ScoreKind::City,
        ScoreKind::Road,
        ScoreKind::Monastery,
        ScoreKind::Garden,
        ScoreKind::Field,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn name(self) -> &'static str {
        match self {
            ScoreKind::City => "city",
            ScoreKind::Road => "road",
            ScoreKind::Monastery => "monastery",
            ScoreKind::Garden => "garden",
            ScoreKind::Field => "field",
        }
    }
}

/// Something that happened, in order, for narration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    TileDrawn {
        player: usize,
        tile: TileId,
    },
    TileDiscarded {
        player: usize,
        tile: TileId,
    },
    TilePlaced {
        player: usize,
        tile: TileId,
        pos: Pos,
        rotation: Rotation,
    },
    FollowerDeployed {
        player: usize,
        kind: FollowerKind,
        pos: Pos,
        spot: Spot,
    },
    AbbotRecalled {
        player: usize,
        pos: Pos,
    },
    /// A feature scored: `completed` is false during final scoring.
    Scored {
        kind: ScoreKind,
        completed: bool,
        tiles: Vec<Pos>,
        points: u32,
        winners: Vec<usize>,
    },
    FollowerReturned {
        player: usize,
        kind: FollowerKind,
        pos: Pos,
        spot: Spot,
    },
    PlayerRetired {
        player: usize,
    },
    /// The volcano lake of River II gives its player another turn at once.
    ExtraTurn {
        player: usize,
    },
    /// The deck is empty: final scoring follows; `scores` are the totals before it.
    FinalScoring {
        scores: Vec<u32>,
    },
    GameOver {
        scores: Vec<u32>,
    },
}

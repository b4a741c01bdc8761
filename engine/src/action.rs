//! Moves a player can make, and what happened as a result.

use serde::{Deserialize, Serialize};

use crate::figures::{Figure, FigureKind, Spot};
use crate::geometry::{Pos, Rotation};
use crate::score::ScoreKind;
use crate::tiles::TileId;

/// A legal position and rotation for the drawn tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Placement {
    pub pos: Pos,
    pub rotation: Rotation,
}

/// One decision of one player. The core's actions are the tile and the figure; capabilities
/// give meaning to [`Action::Withdraw`] and [`Action::Choose`] where they offer them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Place the drawn tile.
    Place(Placement),
    /// The drawn tile fits nowhere: put it out of the game and draw again.
    Discard,
    /// Put a figure on the tile just placed.
    Deploy {
        spot: Spot,
        /// Engine 0.1 logs call it `kind`.
        #[serde(alias = "kind")]
        figure: FigureKind,
    },
    /// Take one of your figures back from the table, where a capability allows it (the
    /// Abbot's recall, which scores its monastery or garden at once).
    Withdraw { pos: Pos, spot: Spot },
    /// Move your figure standing at `pos` on `spot` along its feature to `to`, `to_spot`,
    /// where a capability offers it (a wanderer's hike in Over Hill and Dale).
    Move {
        pos: Pos,
        spot: Spot,
        to: Pos,
        to_spot: Spot,
    },
    /// Pick option `option` of a decision a capability asks for (its options are listed by
    /// [`Game::legal_actions`](crate::Game::legal_actions) and named by
    /// [`Game::describe`](crate::Game::describe)).
    Choose { option: u8 },
    /// Deploy nothing.
    Pass,
    /// A seat leaves the game (resignation or removal after a timeout); not a player's move,
    /// so [`Game::legal_actions`](crate::Game::legal_actions) never lists it.
    Retire { seat: usize },
}

/// Something that happened, in order, for narration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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
    FigureDeployed {
        player: usize,
        figure: FigureKind,
        pos: Pos,
        spot: Spot,
    },
    /// A player took a figure back by choice ([`Action::Withdraw`]); any scoring follows as
    /// its own event.
    FigureWithdrawn {
        player: usize,
        figure: FigureKind,
        pos: Pos,
        spot: Spot,
    },
    /// A feature scored: `completed` is false for an unfinished one (final scoring, a recall).
    /// `note` says why a rule changed its worth, when one did (why it scored nothing, say).
    Scored {
        kind: ScoreKind,
        completed: bool,
        tiles: Vec<Pos>,
        points: u32,
        winners: Vec<usize>,
        note: Option<&'static str>,
    },
    FigureReturned {
        player: usize,
        figure: FigureKind,
        pos: Pos,
        spot: Spot,
    },
    /// A figure moved along its feature (a hike); any points follow as a `Scored` event.
    FigureMoved {
        player: usize,
        figure: FigureKind,
        pos: Pos,
        spot: Spot,
        to: Pos,
        to_spot: Spot,
    },
    /// A player took tokens of kind `key` (a capability's: goods from a completed city,
    /// harvest tokens from a crop field).
    TokensTaken {
        player: usize,
        key: &'static str,
        count: u32,
    },
    /// Something a capability did that is its own to tell (the wheel turning, a token drawn
    /// from a bag): `what` names it among that capability's doings; the other fields are
    /// filled as that capability says.
    Happened {
        /// The capability's key.
        capability: &'static str,
        what: &'static str,
        player: usize,
        /// The figure or tile it happened to, when there is one.
        at: Option<(Pos, Spot)>,
        /// How many (sheep drawn, segments moved).
        count: u32,
        /// It showed something hidden (a token from a bag): the turn that caused it can no
        /// longer be taken back.
        reveals: bool,
    },
    /// A capability waits for `player` to decide (see [`Phase::Decide`](crate::Phase)).
    DecisionAsked {
        player: usize,
        capability: &'static str,
    },
    PlayerRetired {
        player: usize,
    },
    /// The same player takes another turn at once (a capability granted it).
    ExtraTurn {
        player: usize,
    },
    /// The next tile went face down out of the game in `player`'s turn (under a hill); nobody
    /// sees it.
    TileBuried {
        player: usize,
    },
    /// The game ends: final scoring follows; `scores` are the totals and `figures` the figures
    /// standing on the table before it.
    FinalScoring {
        scores: Vec<u32>,
        figures: Vec<Figure>,
    },
    GameOver {
        scores: Vec<u32>,
    },
}

impl Event {
    /// Whether this event shows somebody something that was hidden (a tile from the deck):
    /// a turn that caused it can no longer be taken back.
    pub fn reveals_hidden(&self) -> bool {
        matches!(
            self,
            Event::TileDrawn { .. } | Event::Happened { reveals: true, .. }
        )
    }
}

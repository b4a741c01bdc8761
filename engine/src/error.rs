//! Why a game cannot be set up or a move is refused. Every refusal leaves the game untouched.

use crate::board::EdgeMismatch;
use crate::figures::{FigureKind, Spot};
use crate::geometry::{Pos, Rotation};

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SetupError {
    #[error("a game needs 2 to 8 players, not {0}")]
    PlayerCount(usize),
    #[error("each player needs 1 to 20 followers, not {0}")]
    FollowerCount(u8),
    #[error("the deck is empty")]
    EmptyDeck,
    #[error("{0} is not playable yet")]
    NotYetPlayable(&'static str),
    #[error("{game} is for at most {max} players, not {players}")]
    TooManyFor {
        game: &'static str,
        players: usize,
        max: usize,
    },
    #[error("{0} is a game of its own and takes no expansions")]
    NoExpansionsIn(&'static str),
    #[error("there is no rule variant {0:?}")]
    UnknownVariant(String),
    #[error("rule variant {key} has no option {value:?}")]
    BadVariant { key: &'static str, value: String },
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum MoveError {
    #[error("the game is over")]
    GameOver,
    #[error("a tile must be placed first")]
    NotDeploying,
    #[error("the tile has already been placed; choose a follower or pass")]
    NotPlacing,
    #[error("tile {tile} does not fit at {pos} rotation {}: {reason}", rotation.quarter_turns())]
    DoesNotFit {
        tile: String,
        pos: Pos,
        rotation: Rotation,
        reason: EdgeMismatch,
    },
    #[error("tile {tile} cannot go at {pos} rotation {}: {reason}", rotation.quarter_turns())]
    RuleViolation {
        tile: String,
        pos: Pos,
        rotation: Rotation,
        reason: String,
    },
    #[error("tile {tile} fits at {pos} rotation {}, so it cannot be discarded", rotation.quarter_turns())]
    DiscardFits {
        tile: String,
        pos: Pos,
        rotation: Rotation,
    },
    #[error("no {} left in supply", figure.name())]
    NoFigureLeft { figure: FigureKind },
    #[error("no such spot {spot:?} on the tile just placed")]
    NoSuchSpot { spot: Spot },
    #[error("a {} cannot stand on {what}", figure.name())]
    WrongFigure {
        figure: FigureKind,
        what: &'static str,
    },
    #[error("that {what} is already occupied")]
    Occupied { what: &'static str },
    #[error("this game is not played with the {}", figure.name())]
    FigureNotInGame { figure: FigureKind },
    #[error("a {} cannot go there: {reason}", figure.name())]
    DeployRefused { figure: FigureKind, reason: String },
    #[error("seat {seat} is not playing in this game")]
    NotInGame { seat: usize },
    #[error("that is not one of the choices open now")]
    NotAnOption,
    #[error("it is seat {player}'s decision now")]
    Deciding { player: usize },
    #[error("this turn is complete; commit it")]
    TurnComplete,
    #[error("you have no figure at {pos} that you may take back")]
    NothingToWithdraw { pos: Pos },
}

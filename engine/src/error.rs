//! Why a game cannot be set up or a move is refused. Every refusal leaves the game untouched.

use crate::board::EdgeMismatch;
use crate::figures::{FigureKind, Spot};
use crate::geometry::{Pos, Rotation};
use crate::note::Note;

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
        reason: Note,
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
    DeployRefused { figure: FigureKind, reason: Note },
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

impl SetupError {
    /// The refusal as a message for a front end to word.
    pub fn note(&self) -> Note {
        match self {
            SetupError::PlayerCount(n) => {
                Note::new("setup-player-count").number("players", *n as i64)
            }
            SetupError::FollowerCount(n) => {
                Note::new("setup-follower-count").number("followers", i64::from(*n))
            }
            SetupError::EmptyDeck => Note::new("setup-empty-deck"),
            SetupError::NotYetPlayable(game) => Note::new("setup-not-playable").text("game", game),
            SetupError::TooManyFor { game, players, max } => Note::new("setup-too-many")
                .text("game", game)
                .number("players", *players as i64)
                .number("max", *max as i64),
            SetupError::NoExpansionsIn(game) => Note::new("setup-no-expansions").text("game", game),
            SetupError::UnknownVariant(key) => {
                Note::new("setup-unknown-variant").text("variant", key)
            }
            SetupError::BadVariant { key, value } => Note::new("setup-bad-variant")
                .text("variant", key)
                .text("value", value),
        }
    }
}

impl MoveError {
    /// The refusal as a message for a front end to word. Positions are given as `pos` (the
    /// engine's coordinates) for a front end that names cells its own way.
    pub fn note(&self) -> Note {
        match self {
            MoveError::GameOver => Note::new("move-game-over"),
            MoveError::NotDeploying => Note::new("move-not-deploying"),
            MoveError::NotPlacing => Note::new("move-not-placing"),
            MoveError::DoesNotFit { pos, reason, .. } => Note::new("move-does-not-fit")
                .text("pos", pos)
                .note("reason", reason.note()),
            MoveError::RuleViolation { pos, reason, .. } => Note::new("move-rule-violation")
                .text("pos", pos)
                .note("reason", reason.clone()),
            MoveError::DiscardFits { pos, .. } => Note::new("move-discard-fits").text("pos", pos),
            MoveError::NoFigureLeft { figure } => {
                Note::new("move-no-figure-left").key("figure", figure_key(*figure))
            }
            MoveError::NoSuchSpot { .. } => Note::new("move-no-such-spot"),
            MoveError::WrongFigure { figure, .. } => {
                Note::new("move-wrong-figure").key("figure", figure_key(*figure))
            }
            MoveError::Occupied { .. } => Note::new("move-occupied"),
            MoveError::FigureNotInGame { figure } => {
                Note::new("move-figure-not-in-game").key("figure", figure_key(*figure))
            }
            MoveError::DeployRefused { figure, reason } => Note::new("move-deploy-refused")
                .key("figure", figure_key(*figure))
                .note("reason", reason.clone()),
            MoveError::NotInGame { seat } => {
                Note::new("move-not-in-game").number("seat", *seat as i64)
            }
            MoveError::NotAnOption => Note::new("move-not-an-option"),
            MoveError::Deciding { player } => {
                Note::new("move-deciding").number("seat", *player as i64)
            }
            MoveError::TurnComplete => Note::new("move-turn-complete"),
            MoveError::NothingToWithdraw { pos } => {
                Note::new("move-nothing-to-withdraw").text("pos", pos)
            }
        }
    }
}

/// A figure's name key where the game's words are not at hand (the follower is a follower).
fn figure_key(kind: FigureKind) -> String {
    if kind == FigureKind::FOLLOWER {
        "noun-follower".to_owned()
    } else {
        format!("figure-{}", kind.key().replace('_', "-"))
    }
}

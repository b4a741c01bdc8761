//! Why a service call was refused. The messages are written to be shown to players as they are.

use carcassonne_engine::{MoveError, SetupError};

use crate::store::{GameId, StoreError};

#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("there is no game {0}")]
    NoSuchGame(GameId),
    #[error("this channel already has a game; finish or cancel it first")]
    ChannelBusy,
    #[error("this game has already started")]
    NotALobby,
    #[error("this game is not in progress")]
    NotActive,
    #[error("the game is full ({max} players)")]
    LobbyFull { max: usize },
    #[error("you have already joined this game")]
    AlreadyJoined,
    #[error("you are not playing in this game")]
    NotSeated,
    #[error("only the host (or a server manager) can do that")]
    NotHost,
    #[error("a game needs at least {min} players, this one has {have}")]
    NotEnoughPlayers { have: usize, min: usize },
    #[error("it is not your turn; waiting for <@{current_user}>")]
    NotYourTurn { current_user: u64 },
    #[error("it is not your turn; {name} is playing")]
    AiPlaying { name: String },
    #[error("hints are switched off in this game")]
    HintsOff,
    #[error("hints can only be switched on or off before the game starts")]
    HintsLocked,
    #[error("this lobby has no AI player to remove")]
    NoAiSeat,
    #[error("the seat to play is not an AI seat")]
    NotAiTurn,
    #[error("the computer player could not decide: {0}")]
    Ai(String),
    #[error("this turn was already played")]
    StaleTurn,
    #[error("your turn starts once the last move can no longer be taken back (a few seconds); ask again then")]
    NotRevealedYet,
    #[error("no move was given")]
    NoAction,
    /// The engine's reason (coordinates, rotations) is kept for the log, not shown.
    #[error("that move is not open in this position; nothing was changed")]
    IllegalMove(#[source] MoveError),
    #[error("the turn cannot be skipped yet (timeout at <t:{due_at}:R>)")]
    TooEarly { due_at: i64 },
    #[error("the quick-game option can only change before the game starts")]
    QuickGameLocked,
    #[error("the tile counter can only be switched before the game starts")]
    TileCounterLocked,
    #[error("invalid rules: {0}")]
    Setup(#[from] SetupError),
    #[error("too late to take that turn back: the game has moved on")]
    TooLateToUndo,
    #[error("only the player who made that move can take it back")]
    NotYourMove,
    #[error("no game has finished in this channel yet, so there is nothing to play again")]
    NothingToRematch,
    #[error("only the players of the last game can call a rematch; start a new game instead")]
    NotInLastGame,
    #[error("internal error: {0}")]
    Internal(String),
    #[error("game {game_id} is broken and cannot continue: {reason}")]
    Broken { game_id: GameId, reason: String },
}

impl ServiceError {
    /// Whether the error tells the player something about their own request (as opposed to
    /// a fault of the bot that should be logged).
    pub fn is_user_error(&self) -> bool {
        !matches!(
            self,
            ServiceError::Store(_) | ServiceError::Internal(_) | ServiceError::Broken { .. }
        )
    }
}

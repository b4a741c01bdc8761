//! Why a service call was refused. Players read [`ServiceError::text`], in their language;
//! the `Display` texts are English and for the log.

use carcassonne_engine::{MoveError, SetupError};

use crate::i18n::Lang;
use crate::store::{GameId, StoreError};
use crate::t;

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
    #[error("this server already has {max} open lobbies and games, the most it may have")]
    ServerFull { max: u32 },
}

impl ServiceError {
    /// Whether the error tells the player something about their own request (as opposed to
    /// a fault of the bot that should be logged). A database that cannot be reached or written
    /// just now counts as such: the player should hear to try again in a moment, and the
    /// store has logged the outage already.
    pub fn is_user_error(&self) -> bool {
        match self {
            ServiceError::Store(err) => err.is_unavailable(),
            ServiceError::Internal(_) | ServiceError::Broken { .. } => false,
            _ => true,
        }
    }
}

impl ServiceError {
    /// The refusal as players read it: one whole sentence in `lang`. A fault of the bot (the
    /// store, an internal error) is only an apology: its details are for the log.
    pub fn text(&self, lang: Lang) -> String {
        use ServiceError as E;
        match self {
            E::Store(err) if err.is_unavailable() => t!(lang, "error-db-unavailable"),
            E::Store(_) | E::Internal(_) => t!(lang, "error-command-failed"),
            E::NoSuchGame(id) => t!(lang, "error-no-such-game", game = *id),
            E::ChannelBusy => t!(lang, "error-channel-busy"),
            E::NotALobby => t!(lang, "error-not-a-lobby"),
            E::NotActive => t!(lang, "error-not-active"),
            E::LobbyFull { max } => t!(lang, "error-lobby-full", max = *max),
            E::AlreadyJoined => t!(lang, "error-already-joined"),
            E::NotSeated => t!(lang, "error-not-seated"),
            E::NotHost => t!(lang, "error-not-host"),
            E::NotEnoughPlayers { have, min } => {
                t!(lang, "error-not-enough-players", min = *min, have = *have)
            }
            E::NotYourTurn { current_user } => {
                t!(
                    lang,
                    "error-not-your-turn",
                    player = format!("<@{current_user}>")
                )
            }
            E::AiPlaying { name } => t!(lang, "error-ai-playing", name = name),
            E::HintsOff => t!(lang, "error-hints-off"),
            E::HintsLocked => t!(lang, "error-hints-locked"),
            E::NoAiSeat => t!(lang, "error-no-ai-seat"),
            E::NotAiTurn => t!(lang, "error-not-ai-turn"),
            // The AI's reason is a fault report, in the log's words.
            E::Ai(reason) => t!(lang, "error-ai", reason = reason),
            E::StaleTurn => t!(lang, "error-stale-turn"),
            E::NotRevealedYet => t!(lang, "error-not-revealed"),
            E::NoAction => t!(lang, "error-no-action"),
            // The engine's reason (coordinates, rotations) is kept for the log, not shown.
            E::IllegalMove(_) => t!(lang, "error-illegal-move"),
            E::TooEarly { due_at } => t!(lang, "error-too-early", due = format!("<t:{due_at}:R>")),
            E::QuickGameLocked => t!(lang, "error-quick-locked"),
            E::TileCounterLocked => t!(lang, "error-tile-counter-locked"),
            E::Setup(err) => t!(
                lang,
                "error-setup",
                reason = crate::i18n::note(lang, &err.note())
            ),
            E::TooLateToUndo => t!(lang, "error-too-late-to-undo"),
            E::NotYourMove => t!(lang, "error-not-your-move"),
            E::NothingToRematch => t!(lang, "error-nothing-to-rematch"),
            E::NotInLastGame => t!(lang, "error-not-in-last-game"),
            // Why the game is broken is a fault report, in the log's words.
            E::Broken { game_id, reason } => {
                t!(lang, "error-broken", game = *game_id, reason = reason)
            }
            E::ServerFull { max } => t!(lang, "limit-server-games", max = *max),
        }
    }
}

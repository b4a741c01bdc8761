//! The game service: everything the Discord handlers do to a game, without Discord.
//!
//! Handlers call plain async methods on [`GameService`] with user and channel ids and get
//! typed results or a [`ServiceError`] whose message can be shown to the player. The engine
//! decides what is legal; the store makes each change atomic; this layer ties the two together
//! (whose turn it is, timers, resignations, the move log and recovery after a restart).
//!
//! How the Discord layer is expected to use it:
//! - Start-up: `Store::open(url)` (runs the migrations), `GameService::new(store, clock)`, then
//!   [`GameService::startup_check`] (it may run in the background: a game is checked anyway
//!   the first time this process loads it) and announce every [`BrokenGame`] in its channel.
//! - Buttons carry the game id and the turn they were drawn for ([`LoadedGame::turn`]); pass
//!   that as `expected_turn` so that a click on an old message gets [`ServiceError::StaleTurn`].
//!   A placement chosen before confirming is kept with [`GameService::set_pending_choice`].
//! - Timers: wait for [`GameService::next_deadline`] (and look again now and then: another
//!   process may have armed one), take [`GameService::due_deadlines`], and for each call
//!   [`GameService::claim_deadline`] first (false: another process has it, or the turn is
//!   over: do nothing), then remind, or on a timeout offer [`GameService::skip_turn`] /
//!   [`GameService::remove_player`], and finally [`GameService::mark_fired`].
//! - Every error's `Display` is a sentence for the player;
//!   [`ServiceError::is_user_error`] tells apart the ones worth logging.

mod ai;
mod departures;
mod error;
mod history;
mod lobby;
mod ratings;
mod recovery;
mod results;
mod timeouts;
mod turns;

use std::collections::hash_map::RandomState;
use std::collections::HashSet;
use std::hash::{BuildHasher, Hasher};
use std::sync::{Arc, Mutex};

use carcassonne_ai::Budget;
use carcassonne_engine::{Action, Game, GameConfig};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use tokio::sync::broadcast;

use crate::clock::Clock;
use crate::store::{
    GameId, GameRow, GameStatus, PendingChoice, SeatRow, Settings, Store, StoreError, TurnMessage,
};

pub use ai::{ai_turn, stand_in, AiTurn, Hint, HINT_LEVEL, STAND_IN};
pub use error::ServiceError;
pub use history::History;
pub use lobby::{
    default_rules, land_tiles, ChannelRef, LeaveOutcome, LobbyOptions, QUICK_GAME_TILES,
};
pub use ratings::{
    player_key, user_key, GameRating, HeadToHead, Leaderboard, Profile, Ranked, RatingChange,
    LEADERBOARD_PAGE,
};
pub use recovery::{replay, replay_steps, Base, BrokenGame, StartupReport, Step};
pub use results::{FinalBreakdown, PlayerResult};
pub use timeouts::timeout_choice;
pub use turns::{check_turn, MoveOutcome};

/// A Discord user as the service needs them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub user_id: u64,
    pub display_name: String,
}

impl Player {
    pub fn new(user_id: u64, display_name: impl Into<String>) -> Self {
        Player {
            user_id,
            display_name: display_name.into(),
        }
    }
}

/// Who asks for an administrative action; managers (the Discord layer decides who counts,
/// e.g. "Manage Channels") may act on games they do not host.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Actor {
    pub user_id: u64,
    pub is_manager: bool,
}

impl Actor {
    pub fn user(user_id: u64) -> Self {
        Actor {
            user_id,
            is_manager: false,
        }
    }

    pub fn manager(user_id: u64) -> Self {
        Actor {
            user_id,
            is_manager: true,
        }
    }
}

/// One entry of the move log: every engine action a submission applied (retirements
/// included), so that replaying the log needs no knowledge of who did what when; or an undo.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoggedMove {
    pub kind: MoveKind,
    pub actions: Vec<Action>,
    /// For [`MoveKind::Undo`]: the move (by log position) it takes back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub undoes: Option<u64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveKind {
    /// A player's own move.
    Play,
    /// The turn was played by the bot after a timeout.
    Skip,
    /// The seat resigned.
    Resign,
    /// The seat was removed after a timeout.
    Remove,
    /// An AI seat's move.
    Ai,
    /// The last move was taken back by its player before the next turn was revealed.
    Undo,
    /// A question a rule asked (the plague of the Wheel of Fortune) that its player left
    /// unanswered past the timeout, answered by the bot (see `timeouts::timeout_choice`).
    Chosen,
}

/// A game as read from the store, with its rules and (once started) its engine state.
#[derive(Clone, Debug)]
pub struct LoadedGame {
    pub row: GameRow,
    /// In seat order; `seats[i]` is the engine's player `i` once started.
    pub seats: Vec<SeatRow>,
    pub settings: Settings,
    pub config: GameConfig,
    /// `None` while in the lobby.
    pub game: Option<Game>,
}

impl LoadedGame {
    /// This game once `game` (encoded as `state`) was stored as move `version` at `now`,
    /// with `removed` leaving: what the store's update wrote, without reading it back.
    pub(crate) fn stored_after(
        &self,
        game: &Game,
        state: String,
        version: u64,
        now: i64,
        removed: Option<u32>,
    ) -> LoadedGame {
        let mut after = self.clone();
        after.row.version = version;
        after.row.turn = game.turn();
        after.row.updated_at = now;
        after.row.state = Some(state);
        if game.is_over() {
            after.row.status = GameStatus::Finished;
        }
        for seat in after.seats.iter_mut() {
            if Some(seat.seat) == removed {
                seat.removed = true;
            }
        }
        after.game = Some(game.clone());
        after
    }

    pub fn id(&self) -> GameId {
        self.row.id
    }

    pub fn status(&self) -> GameStatus {
        self.row.status
    }

    /// Completed turns: what a button must quote as `expected_turn`.
    pub fn turn(&self) -> u32 {
        self.game.as_ref().map_or(self.row.turn, Game::turn)
    }

    pub fn seat_of(&self, user_id: u64) -> Option<&SeatRow> {
        self.seats
            .iter()
            .find(|s| s.user_id == user_id && !s.is_ai())
    }

    /// The seat that must act now (whose turn it is, or whom a rule asks to decide), while
    /// the game is running.
    pub fn current_seat(&self) -> Option<&SeatRow> {
        let game = self.game.as_ref()?;
        if game.is_over() || self.row.status != GameStatus::Active {
            return None;
        }
        self.seats.get(game.deciding_player())
    }

    /// Whether the game runs and waits for a move.
    pub fn is_running(&self) -> bool {
        self.status() == GameStatus::Active && self.game.as_ref().is_some_and(|g| !g.is_over())
    }

    fn is_host_or_manager(&self, actor: Actor) -> bool {
        actor.is_manager || actor.user_id == self.row.host_id
    }
}

/// The entry point for the Discord layer; cheap to clone.
#[derive(Clone, Debug)]
pub struct GameService {
    store: Store,
    clock: Clock,
    /// Thinking time of AI seats per decision (each level's default unless set).
    ai_budget: Budget,
    /// Thinking time of a hint.
    hint_budget: Budget,
    /// Open games this process has checked against their move log (see
    /// [`GameService::startup_check`]); any other is checked when first loaded.
    checked: Arc<Mutex<HashSet<GameId>>>,
    /// Tells the game's web views that something they show changed (see
    /// [`GameService::changes`]).
    changes: broadcast::Sender<GameId>,
}

/// Changes a web view may miss before it reads them: a slow reader lags and reloads instead.
const CHANGES_BUFFER: usize = 256;

impl GameService {
    pub fn new(store: Store, clock: Clock) -> Self {
        GameService {
            store,
            clock,
            ai_budget: Budget::default(),
            hint_budget: Budget::default(),
            checked: Arc::default(),
            changes: broadcast::channel(CHANGES_BUFFER).0,
        }
    }

    /// The ids of games as this process changes them: a move, an undo, the next turn revealed,
    /// a lobby changed, a game started, ended or found broken. Web views listen so that a move
    /// made with a button shows at once in the browser and the other way round; changes made
    /// by other processes sharing the database are not heard here, so views also look now and
    /// then.
    pub fn changes(&self) -> broadcast::Receiver<GameId> {
        self.changes.subscribe()
    }

    /// Tells the listeners of [`GameService::changes`] that `game_id` changed.
    pub(crate) fn changed(&self, game_id: GameId) {
        // No listener (no web view open) is the common case, not an error.
        let _ = self.changes.send(game_id);
    }

    /// The same service with other AI thinking budgets (`AI_BUDGET_MS`, tests).
    pub fn with_ai_budget(mut self, seats: Budget, hints: Budget) -> Self {
        self.ai_budget = seats;
        self.hint_budget = hints;
        self
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    fn now(&self) -> i64 {
        self.clock.unix_seconds()
    }

    /// Reads a game with its seats, settings and state. A game whose stored data cannot be
    /// read is marked broken (if it was still open) and reported as [`ServiceError::Broken`].
    /// An open game this process has not checked yet is checked against its move log first,
    /// so that start-up need not check every game before the bot answers.
    pub async fn load(&self, game_id: GameId) -> Result<LoadedGame, ServiceError> {
        let loaded = self.load_unchecked(game_id).await?;
        if loaded.status().is_open() && !self.is_checked(game_id) {
            self.check_loaded(game_id, &loaded).await?;
            self.set_checked(game_id);
        }
        Ok(loaded)
    }

    fn is_checked(&self, game_id: GameId) -> bool {
        self.checked
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .contains(&game_id)
    }

    fn set_checked(&self, game_id: GameId) {
        self.checked
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(game_id);
    }

    /// [`GameService::load`] without the move-log check.
    async fn load_unchecked(&self, game_id: GameId) -> Result<LoadedGame, ServiceError> {
        let row = match self.store.game(game_id).await {
            Ok(row) => row,
            Err(StoreError::GameNotFound(id)) => return Err(ServiceError::NoSuchGame(id)),
            Err(StoreError::Corrupt { reason, .. }) => {
                return Err(self.broken(game_id, true, reason).await)
            }
            Err(err) => return Err(err.into()),
        };
        if row.status == GameStatus::Broken {
            let reason = row
                .broken_reason
                .clone()
                .unwrap_or_else(|| "unknown".into());
            return Err(ServiceError::Broken { game_id, reason });
        }
        match self.decode(row).await {
            Ok(loaded) => Ok(loaded),
            Err(Decode::Store(err)) => Err(err.into()),
            Err(Decode::Corrupt { reason, open }) => Err(self.broken(game_id, open, reason).await),
        }
    }

    async fn decode(&self, row: GameRow) -> Result<LoadedGame, Decode> {
        let open = row.status.is_open();
        let corrupt = |reason: String| Decode::Corrupt { reason, open };
        let store_err = |err: StoreError| match err {
            StoreError::Corrupt { reason, .. } => corrupt(reason),
            other => Decode::Store(other),
        };
        let seats = self.store.seats(row.id).await.map_err(store_err)?;
        let settings = self.store.settings(row.id).await.map_err(store_err)?;
        let config: GameConfig = serde_json::from_str(&row.config)
            .map_err(|err| corrupt(format!("unreadable rules: {err}")))?;
        let game = match (&row.state, row.status) {
            // A lobby has no state yet, and neither has a lobby that was cancelled.
            (_, GameStatus::Lobby) | (None, GameStatus::Cancelled) => None,
            (None, _) => return Err(corrupt("the game has no saved state".into())),
            (Some(state), _) => {
                let game: Game = serde_json::from_str(state)
                    .map_err(|err| corrupt(format!("unreadable saved state: {err}")))?;
                if game.players() != seats.len() {
                    return Err(corrupt(format!(
                        "saved state has {} players but {} seats",
                        game.players(),
                        seats.len()
                    )));
                }
                if *game.config() != config {
                    return Err(corrupt("saved state and stored rules disagree".into()));
                }
                Some(game)
            }
        };
        Ok(LoadedGame {
            row,
            seats,
            settings,
            config,
            game,
        })
    }

    /// Marks an open game broken (closed ones keep their status) and builds the error that
    /// reports it.
    async fn broken(&self, game_id: GameId, open: bool, reason: String) -> ServiceError {
        if open {
            if let Err(err) = self.store.mark_broken(game_id, &reason, self.now()).await {
                tracing::error!(game_id, %err, "could not mark game as broken");
            }
            self.changed(game_id);
        }
        ServiceError::Broken { game_id, reason }
    }

    /// The lobby or running game of a channel.
    pub async fn active_game_in_channel(
        &self,
        channel_id: u64,
    ) -> Result<Option<LoadedGame>, ServiceError> {
        let id = match self.store.open_game_in_channel(channel_id).await {
            Ok(Some(row)) => row.id,
            Ok(None) => return Ok(None),
            Err(StoreError::Corrupt { game_id, .. }) => game_id,
            Err(err) => return Err(err.into()),
        };
        self.load(id).await.map(Some)
    }

    /// Loads a game that must be running.
    async fn load_active(&self, game_id: GameId) -> Result<LoadedGame, ServiceError> {
        let loaded = self.load(game_id).await?;
        if loaded.status() != GameStatus::Active || loaded.game.is_none() {
            return Err(ServiceError::NotActive);
        }
        Ok(loaded)
    }

    /// Changes whether a player is notified of their turns by DM.
    pub async fn set_dm_opt_in(
        &self,
        game_id: GameId,
        user_id: u64,
        on: bool,
    ) -> Result<(), ServiceError> {
        if self.store.set_dm_opt_in(game_id, user_id, on).await? {
            Ok(())
        } else {
            Err(ServiceError::NotSeated)
        }
    }

    /// Saves a player's half-made choice (cell, rotation...) for the current turn so that it
    /// survives a restart; the next applied move discards it.
    pub async fn set_pending_choice<T: Serialize>(
        &self,
        game_id: GameId,
        user_id: u64,
        turn: u32,
        choice: &T,
    ) -> Result<(), ServiceError> {
        let choice = lobby::encode(choice)?;
        let pending = PendingChoice {
            game_id,
            user_id,
            turn,
            choice,
            updated_at: self.now(),
        };
        self.store.set_pending_choice(&pending).await?;
        Ok(())
    }

    /// A player's saved choice for `turn`. An unreadable one (older format) counts as none.
    pub async fn pending_choice<T: DeserializeOwned>(
        &self,
        game_id: GameId,
        user_id: u64,
        turn: u32,
    ) -> Result<Option<T>, ServiceError> {
        let Some(pending) = self.store.pending_choice(game_id, user_id, turn).await? else {
            return Ok(None);
        };
        match serde_json::from_str(&pending.choice) {
            Ok(choice) => Ok(Some(choice)),
            Err(err) => {
                tracing::warn!(game_id, user_id, %err, "dropping unreadable pending choice");
                self.store.clear_pending_choice(game_id, user_id).await?;
                Ok(None)
            }
        }
    }

    /// Remembers a message posted for a turn (`kind` e.g. "board", "prompt") so that a later
    /// event can edit it.
    pub async fn record_turn_message(
        &self,
        game_id: GameId,
        turn: u32,
        kind: &str,
        channel_id: u64,
        message_id: u64,
    ) -> Result<(), ServiceError> {
        let msg = TurnMessage {
            game_id,
            turn,
            kind: kind.to_owned(),
            channel_id,
            message_id,
        };
        self.store.record_turn_message(&msg).await?;
        Ok(())
    }

    /// [`Self::record_turn_message`] of a turn message drawn at `version`, only if the game
    /// is still there; false if a move landed while it was being posted.
    pub async fn record_turn_message_at(
        &self,
        msg: &TurnMessage,
        version: u64,
    ) -> Result<bool, ServiceError> {
        Ok(self.store.record_turn_message_at(msg, version).await?)
    }

    /// Forgets a message of a turn that needs no further edits.
    pub async fn forget_turn_message(
        &self,
        game_id: GameId,
        turn: u32,
        kind: &str,
    ) -> Result<(), ServiceError> {
        Ok(self.store.forget_turn_message(game_id, turn, kind).await?)
    }

    /// Messages posted for a turn.
    pub async fn turn_messages(
        &self,
        game_id: GameId,
        turn: u32,
    ) -> Result<Vec<TurnMessage>, ServiceError> {
        Ok(self.store.turn_messages(game_id, turn).await?)
    }

    pub async fn clear_pending_choice(
        &self,
        game_id: GameId,
        user_id: u64,
    ) -> Result<(), ServiceError> {
        self.store.clear_pending_choice(game_id, user_id).await?;
        Ok(())
    }
}

enum Decode {
    Store(StoreError),
    Corrupt { reason: String, open: bool },
}

/// A fresh seed from the process's hash keys (random per process) and the time, so that no
/// extra dependency is needed for one number per game.
fn random_seed(now: i64) -> u64 {
    let mut hasher = RandomState::new().build_hasher();
    hasher.write_i64(now);
    hasher.write_u64(u64::from(std::process::id()));
    hasher.finish()
}

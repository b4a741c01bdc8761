//! Computer players: AI seats in the lobby, their turns, hints for people, and the Medium level
//! playing for an absent player after a timeout.
//!
//! Every decision goes through `carcassonne-ai` on what the deciding seat may see (the
//! engine's observation, never the hidden deck). Searches run on a blocking thread so that a
//! Hard decision never holds up another game's interaction.

use carcassonne_ai::{Budget, Decision, Level, Strategy};
use carcassonne_engine::{Action, Event, Game, TurnDraft};

use super::turns::Submission;
use super::{Actor, GameService, LoadedGame, MoveKind, MoveOutcome, ServiceError};
use crate::store::{GameId, GameStatus, StoreError};

/// The level that plays for a player whose turn timed out.
pub const STAND_IN: Level = Level::Medium;

/// The level that gives hints.
pub const HINT_LEVEL: Level = Level::Hard;

/// An AI seat's turn, decided but not stored yet.
#[derive(Debug)]
pub struct AiTurn {
    /// The game the decision was made on (its version guards the store).
    pub loaded: LoadedGame,
    pub seat: u32,
    pub actions: Vec<Action>,
}

/// What the Hard level would do for the player asking, and why.
#[derive(Clone, Debug)]
pub struct Hint {
    /// The whole turn the hint has in mind (a placement and a figure, say), each action legal
    /// after the ones before it.
    pub plan: Vec<Action>,
    /// The game as the player sees it, before the plan.
    pub start: Game,
    /// Why, as a note for the reader's language: "completes your city for 10".
    pub reason: carcassonne_engine::Note,
    /// The game as the player sees it with the planned placement made, for the close-up.
    pub preview: Game,
    /// Whether `preview` shows the plan's placement (a plan that starts after the tile was
    /// placed, a question's answer say, places nothing).
    pub placed: bool,
    /// The step the close-up marks: the plan's step after the placement it shows (a figure
    /// put down, taken back or moved, a pass), or its first step when it places nothing.
    pub then: Option<Action>,
}

/// Seeds an AI's own randomness from the game and the moment, so that a decision can be
/// reproduced from the log.
fn ai_seed(game: &Game, seed: u64, salt: u64) -> u64 {
    seed ^ (u64::from(game.turn()) << 20) ^ ((game.deciding_player() as u64) << 8) ^ salt
}

/// Plays the deciding seat's turn with `strategy` until that seat no longer has to decide
/// (or something hidden was revealed): the actions to commit as one move.
pub fn ai_turn(
    strategy: &mut dyn Strategy,
    game: &Game,
    budget: Budget,
) -> Result<Vec<Action>, ServiceError> {
    let mut draft = TurnDraft::new(game);
    while !draft.is_complete() {
        let decision = carcassonne_ai::decide(strategy, draft.game(), budget)
            .map_err(|err| ServiceError::Ai(err.to_string()))?;
        draft
            .push(decision.action)
            .map_err(ServiceError::IllegalMove)?;
    }
    Ok(draft.actions().to_vec())
}

/// The player that stands in for the absent seat of `game` (whose seed is `game_seed`), seeded
/// from the moment so the same skip always plays the same way.
pub fn stand_in(game: &Game, game_seed: u64) -> Box<dyn Strategy> {
    carcassonne_ai::strategy(STAND_IN, ai_seed(game, game_seed, 0x5ee))
}

/// Finishes the current turn in `game` the way a timeout does: the stand-in level decides
/// every step, seeing only what the absent player could see.
pub(super) fn stand_in_turn(
    game: &mut Game,
    seed: u64,
    applied: &mut Vec<Action>,
    events: &mut Vec<Event>,
) -> Result<(), ServiceError> {
    let (turn, seat) = (game.turn(), game.deciding_player());
    let mut strategy = stand_in(game, seed);
    // A tile that fits nowhere is discarded and the next one drawn, which ends a draft: the
    // turn goes on with a new one until the seat is done.
    for _ in 0..MAX_STAND_IN_DRAFTS {
        if game.is_over() || game.turn() != turn || game.deciding_player() != seat {
            return Ok(());
        }
        for action in ai_turn(strategy.as_mut(), game, Budget::default())? {
            events.extend(game.apply(action).map_err(ServiceError::IllegalMove)?);
            applied.push(action);
        }
    }
    Err(ServiceError::Internal("automatic turn did not end".into()))
}

/// Upper bound on drafts in one automatic turn: one per tile drawn, so this is only reached
/// if the engine misbehaves.
const MAX_STAND_IN_DRAFTS: usize = 128;

impl GameService {
    /// Adds an AI seat of `level` to a lobby. Host or manager only.
    pub async fn add_ai(
        &self,
        game_id: GameId,
        by: Actor,
        level: Level,
    ) -> Result<LoadedGame, ServiceError> {
        let loaded = self.load(game_id).await?;
        if !loaded.is_host_or_manager(by) {
            return Err(ServiceError::NotHost);
        }
        let max = loaded.config.game.max_players();
        match self
            .store
            .add_ai_seat(game_id, level, max, self.now())
            .await
        {
            Ok(Some(_)) => {
                self.changed(game_id);
                self.load(game_id).await
            }
            Ok(None) if loaded.status() == GameStatus::Lobby => {
                Err(ServiceError::LobbyFull { max })
            }
            Ok(None) => Err(ServiceError::NotALobby),
            Err(StoreError::GameNotFound(id)) => Err(ServiceError::NoSuchGame(id)),
            Err(err) => Err(err.into()),
        }
    }

    /// Removes the last AI seat of a lobby. Host or manager only.
    pub async fn remove_ai(&self, game_id: GameId, by: Actor) -> Result<LoadedGame, ServiceError> {
        let loaded = self.load(game_id).await?;
        if !loaded.is_host_or_manager(by) {
            return Err(ServiceError::NotHost);
        }
        if loaded.status() != GameStatus::Lobby {
            return Err(ServiceError::NotALobby);
        }
        let last = loaded
            .seats
            .iter()
            .rev()
            .find(|s| s.is_ai())
            .ok_or(ServiceError::NoAiSeat)?;
        if !self.store.remove_lobby_seat(game_id, last.user_id).await? {
            return Err(ServiceError::NotALobby);
        }
        self.changed(game_id);
        self.load(game_id).await
    }

    /// Decides the turn `expected_turn` for the AI seat that must act, if one must: `None`
    /// when the game waits for a person, for an undo window, or moved on. The search runs on
    /// a blocking thread; nothing is stored until [`Self::play_ai_turn`].
    pub async fn decide_ai_turn(
        &self,
        game_id: GameId,
        expected_turn: u32,
    ) -> Result<Option<AiTurn>, ServiceError> {
        let loaded = self.load(game_id).await?;
        if !loaded.is_running() || loaded.turn() != expected_turn {
            return Ok(None);
        }
        let Some(seat) = loaded.current_seat().cloned() else {
            return Ok(None);
        };
        let Some(level) = seat.ai else {
            return Ok(None);
        };
        // The move before may still be taken back by its player: the AI waits for it.
        if !self.is_revealed(game_id, expected_turn).await? {
            return Ok(None);
        }
        let game = loaded.game.clone().ok_or(ServiceError::NotActive)?;
        let budget = self.ai_budget;
        let seed = ai_seed(&game, loaded.row.seed, u64::from(seat.seat));
        let actions = tokio::task::spawn_blocking(move || {
            let mut strategy = carcassonne_ai::strategy(level, seed);
            ai_turn(strategy.as_mut(), &game, budget)
        })
        .await
        .map_err(|err| ServiceError::Internal(format!("the AI task failed: {err}")))??;
        Ok(Some(AiTurn {
            loaded,
            seat: seat.seat,
            actions,
        }))
    }

    /// Stores a decided AI turn with the usual version check: if anything moved meanwhile (a
    /// second process, a restarted one, a resignation) it is [`ServiceError::StaleTurn`] and
    /// nothing is played twice.
    pub async fn play_ai_turn(&self, turn: AiTurn) -> Result<MoveOutcome, ServiceError> {
        let submission = Submission {
            kind: MoveKind::Ai,
            seat: turn.seat,
            user_id: None,
            actions: turn.actions,
            auto_finish_turn: false,
            remove_seat: None,
            drafted: None,
        };
        self.submit(&turn.loaded, submission).await
    }

    /// [`Self::decide_ai_turn`] then [`Self::play_ai_turn`].
    pub async fn ai_move(
        &self,
        game_id: GameId,
        expected_turn: u32,
    ) -> Result<Option<MoveOutcome>, ServiceError> {
        match self.decide_ai_turn(game_id, expected_turn).await? {
            Some(turn) => self.play_ai_turn(turn).await.map(Some),
            None => Ok(None),
        }
    }

    /// What the Hard level would play for `user_id`, who must be the seat to act, in words
    /// and as a picture. Refused when the game's hints are off.
    pub async fn hint(&self, game_id: GameId, user_id: u64) -> Result<Hint, ServiceError> {
        let loaded = self.load_active(game_id).await?;
        if !loaded.settings.hints {
            return Err(ServiceError::HintsOff);
        }
        let seat = super::turns::check_turn(&loaded, loaded.turn(), user_id)?;
        if !self.is_revealed(game_id, loaded.turn()).await? {
            return Err(ServiceError::NotRevealedYet);
        }
        let game = loaded.game.clone().ok_or(ServiceError::NotActive)?;
        let budget = self.hint_budget;
        let seed = ai_seed(&game, loaded.row.seed, 0x417);
        tokio::task::spawn_blocking(move || hint_for(&game, seat as usize, seed, budget))
            .await
            .map_err(|err| ServiceError::Internal(format!("the hint task failed: {err}")))?
    }
}

/// The hint itself: the Hard level's decision and the rest of the turn it plans, played on
/// the seat's own view of the game (so the picture cannot show anything hidden).
fn hint_for(game: &Game, seat: usize, seed: u64, budget: Budget) -> Result<Hint, ServiceError> {
    let mut strategy = carcassonne_ai::strategy(HINT_LEVEL, seed);
    let view = game.observe(seat);
    let Decision { plan, reason, .. } = strategy
        .decide(&view, budget)
        .map_err(|err| ServiceError::Ai(err.to_string()))?;
    // The picture is the placement's: what follows it could move the view on to a turn
    // the player has not reached.
    let mut walk = view.game().clone();
    let mut legal = Vec::new();
    let mut placed = None;
    for &action in &plan {
        if walk.apply(action).is_err() {
            break;
        }
        legal.push(action);
        if matches!(action, Action::Place(_)) {
            placed = Some((legal.len(), walk.clone()));
        }
    }
    if legal.is_empty() {
        return Err(ServiceError::Ai("the planned move is not legal".into()));
    }
    let shows_placement = placed.is_some();
    let (next, preview) = placed.unwrap_or_else(|| (0, view.game().clone()));
    Ok(Hint {
        then: legal.get(next).copied(),
        plan: legal,
        start: view.game().clone(),
        reason,
        preview,
        placed: shows_placement,
    })
}

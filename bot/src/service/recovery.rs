//! Rebuilding games from their move log and the start-up consistency check.
//!
//! A game is rebuilt from its seed and rules, or from its checkpoint (a snapshot after move
//! `base_version`) when it has one, by applying every logged move after it. Games stored by
//! engine 0.1 read too: their logs may name the abbot's recall as `"RecallAbbot"`, and a River
//! game's seed deals another deck today (the base start tile is now put away), so such a game
//! whose log no longer replays from its seed is checkpointed on its own snapshot once, at
//! start-up, instead of being set aside.

use carcassonne_engine::{Action, Event, FigureKind, Game, GameConfig};
use serde::Deserialize;

use super::{GameService, MoveKind, ServiceError};
use crate::store::{GameId, GameRow, GameStatus, MoveRow, StoreError};

/// A game that was found unreadable and has been marked broken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BrokenGame {
    pub game_id: GameId,
    /// Where to announce it; `None` if even that could not be read.
    pub channel_id: Option<u64>,
    pub reason: String,
}

/// Outcome of [`GameService::startup_check`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StartupReport {
    /// Open games that passed the check and go on.
    pub healthy: Vec<GameId>,
    pub broken: Vec<BrokenGame>,
    /// Games stored by an older engine that now replay from their own snapshot.
    pub checkpointed: Vec<GameId>,
    /// Healthy games waiting for an AI seat, with the turn it must play (a restart in the
    /// middle of its search).
    pub ai_waiting: Vec<(GameId, u32)>,
    /// Healthy running games waiting for a person, with the turn: the Discord layer makes sure
    /// each channel shows that turn (the bot may have stopped before posting it).
    pub people_waiting: Vec<(GameId, u32)>,
}

/// A logged move as stored by this or an older version.
#[derive(Deserialize)]
struct StoredMove {
    kind: MoveKind,
    actions: Vec<StoredAction>,
    #[serde(default)]
    undoes: Option<u64>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum StoredAction {
    Now(Action),
    V1(V1Action),
}

/// Actions engine 0.1 logged that have no equal today.
#[derive(Deserialize)]
enum V1Action {
    /// The abbot's recall, before it named which abbot: the current player's only one.
    RecallAbbot,
}

impl StoredAction {
    fn resolve(self, game: &Game) -> Result<Action, String> {
        match self {
            StoredAction::Now(action) => Ok(action),
            StoredAction::V1(V1Action::RecallAbbot) => game
                .figures()
                .find(|f| f.player == game.current_player() && f.kind == FigureKind::ABBOT)
                .map(|f| Action::Withdraw {
                    pos: f.pos,
                    spot: f.spot,
                })
                .ok_or_else(|| "an abbot recall with no abbot on the table".into()),
        }
    }
}

/// Where a replay starts: the seed, or a checkpoint snapshot after move `version`.
pub enum Base<'a> {
    Seed(&'a GameConfig, u64),
    Checkpoint { state: &'a str, version: u64 },
}

impl<'a> Base<'a> {
    pub fn of(row: &'a GameRow, config: &'a GameConfig) -> Base<'a> {
        match &row.base_state {
            Some(state) => Base::Checkpoint {
                state,
                version: row.base_version,
            },
            None => Base::Seed(config, row.seed),
        }
    }
}

/// A logged move still standing after a replay: what it was and what it did.
#[derive(Clone, Debug)]
pub struct Step {
    pub seq: u64,
    pub kind: MoveKind,
    pub seat: u32,
    /// `None` when the bot played on someone's behalf.
    pub user_id: Option<u64>,
    /// The game just before the move.
    pub before: Game,
    pub events: Vec<Event>,
}

/// Replays a move log; the error says which entry failed and why. An undo entry restores the
/// game as it was before the move it names, which must be the last one still standing.
pub fn replay(base: Base<'_>, moves: &[MoveRow]) -> Result<Game, String> {
    replay_steps(base, moves).map(|(game, _)| game)
}

/// [`replay`], also returning the moves still standing (undone ones left out), oldest first.
pub fn replay_steps(base: Base<'_>, moves: &[MoveRow]) -> Result<(Game, Vec<Step>), String> {
    let (mut game, after) = match base {
        Base::Seed(config, seed) => (
            Game::new(config.clone(), seed)
                .map_err(|err| format!("cannot set up the game: {err}"))?,
            0,
        ),
        Base::Checkpoint { state, version } => (
            serde_json::from_str(state).map_err(|err| format!("unreadable checkpoint: {err}"))?,
            version,
        ),
    };
    let mut steps: Vec<Step> = Vec::new();
    // A stored version is read from the database: the last possible one has no successor.
    let first = after
        .checked_add(1)
        .ok_or_else(|| format!("checkpoint at version {after} leaves no room for moves"))?;
    for (expected_seq, row) in (first..).zip(moves.iter().filter(|m| m.seq > after)) {
        if row.seq != expected_seq {
            return Err(format!(
                "move log has a gap: expected move {expected_seq}, found {}",
                row.seq
            ));
        }
        let logged: StoredMove = serde_json::from_str(&row.action)
            .map_err(|err| format!("move {} is unreadable: {err}", row.seq))?;
        if logged.kind == MoveKind::Undo {
            match (steps.pop(), logged.undoes) {
                (Some(step), Some(undone)) if step.seq == undone => game = step.before,
                _ => {
                    return Err(format!(
                        "move {} takes back a move that is not the last",
                        row.seq
                    ))
                }
            }
            continue;
        }
        let mut step = Step {
            seq: row.seq,
            kind: logged.kind,
            seat: row.seat,
            user_id: row.user_id,
            before: game.clone(),
            events: Vec::new(),
        };
        for stored in logged.actions {
            let action = stored
                .resolve(&game)
                .map_err(|err| format!("move {}: {err}", row.seq))?;
            let events = game
                .apply(action)
                .map_err(|err| format!("move {} is illegal ({action:?}): {err}", row.seq))?;
            step.events.extend(events);
        }
        steps.push(step);
    }
    Ok((game, steps))
}

/// Whether a stored snapshot was written by engine 0.1 (it has no format number).
fn written_by_engine_v1(state: &str) -> bool {
    serde_json::from_str::<serde_json::Value>(state)
        .is_ok_and(|v| v.is_object() && v.get("format").is_none())
}

impl GameService {
    /// Rebuilds a started game from its seed (or checkpoint) and move log, ignoring the
    /// snapshot.
    pub async fn rebuild(&self, game_id: GameId) -> Result<Game, ServiceError> {
        let loaded = self.load(game_id).await?;
        if loaded.status() == GameStatus::Lobby {
            return Err(ServiceError::NotActive);
        }
        let moves = self.store.moves(game_id).await?;
        replay(Base::of(&loaded.row, &loaded.config), &moves)
            .map_err(|reason| ServiceError::Broken { game_id, reason })
    }

    /// Checks every open game: its row, rules and snapshot must read, and for a running game
    /// the move log must replay to exactly the stored snapshot. Failing games are marked broken
    /// and listed (for the Discord layer to announce); the others go on. Games are checked
    /// again even if this process checked them before.
    ///
    /// The bot runs it in the background after start-up, so that thousands of stored games do
    /// not delay its first answer; a game pressed before the check reached it is checked by
    /// [`GameService::load`].
    pub async fn startup_check(&self) -> Result<StartupReport, ServiceError> {
        let mut report = StartupReport::default();
        let mut ids = self.store.game_ids_with_status(GameStatus::Lobby).await?;
        ids.extend(self.store.game_ids_with_status(GameStatus::Active).await?);
        ids.sort_unstable();
        for game_id in ids {
            match self.check_game(game_id).await {
                Ok((checked, waiting)) => {
                    report.healthy.push(game_id);
                    if checked == Checked::Checkpointed {
                        report.checkpointed.push(game_id);
                    }
                    match waiting {
                        Some((true, turn)) => report.ai_waiting.push((game_id, turn)),
                        Some((false, turn)) => report.people_waiting.push((game_id, turn)),
                        None => {}
                    }
                }
                Err(ServiceError::Broken { reason, .. }) => {
                    let channel_id = self.store.game_channel(game_id).await?;
                    tracing::error!(game_id, ?channel_id, %reason, "game is broken");
                    report.broken.push(BrokenGame {
                        game_id,
                        channel_id,
                        reason,
                    });
                }
                Err(err) => return Err(err),
            }
        }
        tracing::info!(
            healthy = report.healthy.len(),
            checkpointed = report.checkpointed.len(),
            broken = report.broken.len(),
            "start-up check done"
        );
        Ok(report)
    }

    /// Checks one game; for a healthy running one also the turn it waits for, and whether an
    /// AI seat must play it.
    async fn check_game(
        &self,
        game_id: GameId,
    ) -> Result<(Checked, Option<(bool, u32)>), ServiceError> {
        // Loading already marks unreadable games broken.
        let loaded = self.load_unchecked(game_id).await?;
        let waiting = loaded.current_seat().map(|s| (s.is_ai(), loaded.turn()));
        let checked = self.check_loaded(game_id, &loaded).await?;
        self.set_checked(game_id);
        // Thousands of games are checked in a row while the bot already serves players.
        tokio::task::yield_now().await;
        Ok((checked, waiting))
    }

    pub(super) async fn check_loaded(
        &self,
        game_id: GameId,
        loaded: &super::LoadedGame,
    ) -> Result<Checked, ServiceError> {
        let Some(snapshot) = &loaded.game else {
            return Ok(Checked::Healthy);
        };
        let moves = match self.store.moves(game_id).await {
            Ok(moves) => moves,
            Err(StoreError::Corrupt { reason, .. }) => {
                return Err(self.broken(game_id, true, reason).await)
            }
            Err(err) => return Err(err.into()),
        };
        let moves_len = moves.len();
        // Replaying is CPU work: off the async threads, which answer interactions meanwhile.
        let (row, config) = (loaded.row.clone(), loaded.config.clone());
        let replayed = tokio::task::spawn_blocking(move || replay(Base::of(&row, &config), &moves))
            .await
            .map_err(|err| ServiceError::Internal(format!("replay task failed: {err}")))?;
        let problem = match replayed {
            Err(reason) => Some(reason),
            Ok(_) if moves_len as u64 != loaded.row.version => Some(format!(
                "version {} but {} logged moves",
                loaded.row.version, moves_len
            )),
            Ok(rebuilt) if rebuilt != *snapshot => Some(format!(
                "the move log does not replay to the saved state (log: turn {}, scores {:?}; \
                 saved: turn {}, scores {:?})",
                rebuilt.turn(),
                rebuilt.scores(),
                snapshot.turn(),
                snapshot.scores()
            )),
            Ok(_) if snapshot.turn() != loaded.row.turn => Some(format!(
                "turn column says {} but the saved state is at turn {}",
                loaded.row.turn,
                snapshot.turn()
            )),
            Ok(_) => None,
        };
        let Some(reason) = problem else {
            return Ok(Checked::Healthy);
        };
        let old_engine = loaded
            .row
            .state
            .as_deref()
            .is_some_and(written_by_engine_v1);
        if old_engine && snapshot.turn() == loaded.row.turn {
            // The snapshot read and is consistent with its row: it is the game.
            let state = serde_json::to_string(snapshot)
                .map_err(|err| ServiceError::Internal(err.to_string()))?;
            if self
                .store
                .set_checkpoint(game_id, loaded.row.version, &state)
                .await?
            {
                tracing::info!(game_id, %reason, "checkpointed a game stored by an older engine");
                return Ok(Checked::Checkpointed);
            }
        }
        Err(self.broken(game_id, true, reason).await)
    }
}

#[derive(PartialEq, Eq)]
pub(super) enum Checked {
    Healthy,
    Checkpointed,
}

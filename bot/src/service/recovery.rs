//! Rebuilding games from their move log and the start-up consistency check.

use carcassonne_engine::{Game, GameConfig};

use super::{GameService, LoggedMove, ServiceError};
use crate::store::{GameId, GameStatus, MoveRow, StoreError};

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
}

/// Replays a move log from the start; the error says which entry failed and why.
pub fn replay(config: &GameConfig, seed: u64, moves: &[MoveRow]) -> Result<Game, String> {
    let mut game =
        Game::new(config.clone(), seed).map_err(|err| format!("cannot set up the game: {err}"))?;
    for (index, row) in moves.iter().enumerate() {
        let expected_seq = index as u64 + 1;
        if row.seq != expected_seq {
            return Err(format!(
                "move log has a gap: expected move {expected_seq}, found {}",
                row.seq
            ));
        }
        let logged: LoggedMove = serde_json::from_str(&row.action)
            .map_err(|err| format!("move {} is unreadable: {err}", row.seq))?;
        for action in logged.actions {
            game.apply(action)
                .map_err(|err| format!("move {} is illegal ({action:?}): {err}", row.seq))?;
        }
    }
    Ok(game)
}

impl GameService {
    /// Rebuilds a started game from its seed, rules and move log (ignoring the snapshot).
    pub async fn rebuild(&self, game_id: GameId) -> Result<Game, ServiceError> {
        let loaded = self.load(game_id).await?;
        if loaded.status() == GameStatus::Lobby {
            return Err(ServiceError::NotActive);
        }
        let moves = self.store.moves(game_id).await?;
        replay(&loaded.config, loaded.row.seed, &moves)
            .map_err(|reason| ServiceError::Broken { game_id, reason })
    }

    /// Checks every open game at start-up: its row, rules and snapshot must read, and for a
    /// running game the move log must replay to exactly the stored snapshot. Failing games are
    /// marked broken and listed (for the Discord layer to announce); the others go on.
    pub async fn startup_check(&self) -> Result<StartupReport, ServiceError> {
        let mut report = StartupReport::default();
        let mut ids = self.store.game_ids_with_status(GameStatus::Lobby).await?;
        ids.extend(self.store.game_ids_with_status(GameStatus::Active).await?);
        ids.sort_unstable();
        for game_id in ids {
            match self.check_game(game_id).await {
                Ok(()) => report.healthy.push(game_id),
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
            broken = report.broken.len(),
            "start-up check done"
        );
        Ok(report)
    }

    async fn check_game(&self, game_id: GameId) -> Result<(), ServiceError> {
        // `load` already marks unreadable games broken.
        let loaded = self.load(game_id).await?;
        let Some(snapshot) = &loaded.game else {
            return Ok(());
        };
        let moves = match self.store.moves(game_id).await {
            Ok(moves) => moves,
            Err(StoreError::Corrupt { reason, .. }) => {
                return Err(self.broken(game_id, true, reason).await)
            }
            Err(err) => return Err(err.into()),
        };
        let problem = match replay(&loaded.config, loaded.row.seed, &moves) {
            Err(reason) => Some(reason),
            Ok(_) if moves.len() as u64 != loaded.row.version => Some(format!(
                "version {} but {} logged moves",
                loaded.row.version,
                moves.len()
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
        match problem {
            Some(reason) => Err(self.broken(game_id, true, reason).await),
            None => Ok(()),
        }
    }
}

//! A game's past, replayed from its move log: the moves still standing with what each did,
//! for `/carcassonne log` and the animated replay at the end.

use carcassonne_engine::Game;

use super::recovery::{replay_steps, Base, Step};
use super::{GameService, LoadedGame, ServiceError};
use crate::store::{GameStatus, StoreError};

/// The moves of a started game that still stand, oldest first, and the game now.
#[derive(Clone, Debug)]
pub struct History {
    pub steps: Vec<Step>,
    pub game: Game,
}

impl History {
    /// The game right after step `index`.
    pub fn after(&self, index: usize) -> &Game {
        self.steps
            .get(index + 1)
            .map_or(&self.game, |next| &next.before)
    }

    /// The turn a step belongs to, counted from 1 as the turn messages do.
    pub fn turn_of(step: &Step) -> u32 {
        step.before.turn() + 1
    }

    /// The game at the start and after each turn: the frames of an animated replay. A turn
    /// made of several moves (a discard, then the placement) gives one frame.
    pub fn turn_frames(&self) -> Vec<Game> {
        let mut frames: Vec<Game> = self
            .steps
            .first()
            .map(|s| s.before.clone())
            .into_iter()
            .collect();
        for (index, step) in self.steps.iter().enumerate() {
            let turn_goes_on = self
                .steps
                .get(index + 1)
                .is_some_and(|next| History::turn_of(next) == History::turn_of(step));
            if !turn_goes_on {
                frames.push(self.after(index).clone());
            }
        }
        if frames.is_empty() {
            frames.push(self.game.clone());
        }
        frames
    }
}

impl GameService {
    /// Replays the log of a started game already loaded into its [`History`].
    pub async fn history(&self, loaded: &LoadedGame) -> Result<History, ServiceError> {
        let game_id = loaded.id();
        if loaded.game.is_none() {
            return Err(ServiceError::NotActive);
        }
        let moves = match self.store.moves(game_id).await {
            Ok(moves) => moves,
            Err(StoreError::Corrupt { reason, .. }) => {
                return Err(ServiceError::Broken { game_id, reason })
            }
            Err(err) => return Err(err.into()),
        };
        let (game, steps) = replay_steps(Base::of(&loaded.row, &loaded.config), &moves)
            .map_err(|reason| ServiceError::Broken { game_id, reason })?;
        Ok(History { steps, game })
    }

    /// The newest game of a channel that is running or finished: what `/carcassonne log`
    /// reads.
    pub async fn latest_played_game(
        &self,
        channel_id: u64,
    ) -> Result<Option<LoadedGame>, ServiceError> {
        self.latest_in(channel_id, &[GameStatus::Active, GameStatus::Finished])
            .await
    }

    /// The newest finished game of a channel: what `/carcassonne rematch` repeats.
    pub async fn latest_finished_game(
        &self,
        channel_id: u64,
    ) -> Result<Option<LoadedGame>, ServiceError> {
        self.latest_in(channel_id, &[GameStatus::Finished]).await
    }

    async fn latest_in(
        &self,
        channel_id: u64,
        statuses: &[GameStatus],
    ) -> Result<Option<LoadedGame>, ServiceError> {
        match self
            .store
            .latest_game_in_channel(channel_id, statuses)
            .await?
        {
            Some(id) => self.load(id).await.map(Some),
            None => Ok(None),
        }
    }
}

//! Games whose server or channel went away: the bot was removed from the server, or the
//! channel was deleted. Nobody can see or press them any more, so they are archived: closed
//! as cancelled with their moves kept, their timers cleared and no rating changed. Every
//! other game goes on untouched.

use super::{GameService, ServiceError};
use crate::store::{GameId, GameStatus, Place};

impl GameService {
    /// Archives every lobby and running game in `place`; returns the ids archived. A game
    /// that closed meanwhile (its last move landed first) is left as it ended.
    pub async fn archive_games_in(&self, place: Place) -> Result<Vec<GameId>, ServiceError> {
        let mut archived = Vec::new();
        for game_id in self.store.open_games_in(place).await? {
            if self
                .store
                .close_game(game_id, GameStatus::Cancelled, self.now())
                .await?
            {
                tracing::info!(
                    game_id,
                    ?place,
                    "game archived: its place on Discord is gone"
                );
                self.changed(game_id);
                archived.push(game_id);
            }
        }
        Ok(archived)
    }
}

//! The open games of a server or channel that went away.

use super::{to_db, GameId, Store, StoreError};
use sqlx::Row;

/// Where games are gone from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Server(u64),
    Channel(u64),
}

impl Store {
    /// The ids of the lobbies and running games in `place`, oldest first. Ids only: a game
    /// whose row cannot be read must still be found.
    pub async fn open_games_in(&self, place: Place) -> Result<Vec<GameId>, StoreError> {
        let (sql, id) = match place {
            Place::Server(id) => (
                "SELECT id FROM games WHERE guild_id = $1 AND status IN ('lobby', 'active') \
                 ORDER BY id",
                id,
            ),
            Place::Channel(id) => (
                "SELECT id FROM games WHERE channel_id = $1 AND status IN ('lobby', 'active') \
                 ORDER BY id",
                id,
            ),
        };
        let rows = sqlx::query(sql)
            .bind(to_db(id))
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|row| row.try_get::<GameId, _>("id"))
            .collect::<Result<_, _>>()
            .map_err(StoreError::from)
    }
}

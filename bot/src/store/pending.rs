//! The `pending_choices` table: a player's half-made move (cell, rotation) before confirming.
//! Kept out of the engine, and cleared by every applied move.

use sqlx::Row;

use super::{to_db, GameId, Store, StoreError};

/// A stored UI choice; `choice` is JSON chosen by the Discord layer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingChoice {
    pub game_id: GameId,
    pub user_id: u64,
    pub turn: u32,
    pub choice: String,
    pub updated_at: i64,
}

impl Store {
    /// Saves (replacing) a player's pending choice for a turn.
    pub async fn set_pending_choice(&self, choice: &PendingChoice) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO pending_choices (game_id, user_id, turn, choice, updated_at) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (game_id, user_id) DO UPDATE SET \
             turn = excluded.turn, choice = excluded.choice, updated_at = excluded.updated_at",
        )
        .bind(choice.game_id)
        .bind(to_db(choice.user_id))
        .bind(i64::from(choice.turn))
        .bind(&choice.choice)
        .bind(choice.updated_at)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// A player's pending choice, if it belongs to `turn` (older ones are meaningless).
    pub async fn pending_choice(
        &self,
        game_id: GameId,
        user_id: u64,
        turn: u32,
    ) -> Result<Option<PendingChoice>, StoreError> {
        let row = sqlx::query(
            "SELECT choice, updated_at FROM pending_choices \
             WHERE game_id = $1 AND user_id = $2 AND turn = $3",
        )
        .bind(game_id)
        .bind(to_db(user_id))
        .bind(i64::from(turn))
        .fetch_optional(&self.pool)
        .await?;
        row.map(|row| {
            Ok(PendingChoice {
                game_id,
                user_id,
                turn,
                choice: row.try_get("choice")?,
                updated_at: row.try_get("updated_at")?,
            })
        })
        .transpose()
    }

    /// Forgets a player's pending choice (cancelled in the UI).
    pub async fn clear_pending_choice(
        &self,
        game_id: GameId,
        user_id: u64,
    ) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM pending_choices WHERE game_id = $1 AND user_id = $2")
            .bind(game_id)
            .bind(to_db(user_id))
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}

//! The `turn_messages` table: ids of the messages posted for a turn, so they can be edited.

use sqlx::Row;

use super::{counter, from_db, to_db, GameId, Store, StoreError};

/// A message the bot posted for a turn. `kind` is chosen by the Discord layer
/// (e.g. "board", "prompt", "dm").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnMessage {
    pub game_id: GameId,
    pub turn: u32,
    pub kind: String,
    pub channel_id: u64,
    pub message_id: u64,
}

impl Store {
    /// Remembers a posted message; posting the same kind again for a turn replaces it.
    pub async fn record_turn_message(&self, msg: &TurnMessage) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO turn_messages (game_id, turn, kind, channel_id, message_id) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (game_id, turn, kind) DO UPDATE SET \
             channel_id = excluded.channel_id, message_id = excluded.message_id",
        )
        .bind(msg.game_id)
        .bind(i64::from(msg.turn))
        .bind(&msg.kind)
        .bind(to_db(msg.channel_id))
        .bind(to_db(msg.message_id))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// [`Store::record_turn_message`], only while the game is still at `version`; false if a
    /// move landed meanwhile. A turn message can take a while to post (Discord failing, the
    /// post tried again) and players may play from it before it is recorded: the move then
    /// told its turn without it, and a late record would pin a prompt nobody retires.
    pub async fn record_turn_message_at(
        &self,
        msg: &TurnMessage,
        version: u64,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "INSERT INTO turn_messages (game_id, turn, kind, channel_id, message_id) \
             SELECT $1, $2, $3, $4, $5 WHERE EXISTS \
             (SELECT 1 FROM games WHERE id = $1 AND version = $6) \
             ON CONFLICT (game_id, turn, kind) DO UPDATE SET \
             channel_id = excluded.channel_id, message_id = excluded.message_id",
        )
        .bind(msg.game_id)
        .bind(i64::from(msg.turn))
        .bind(&msg.kind)
        .bind(to_db(msg.channel_id))
        .bind(to_db(msg.message_id))
        .bind(to_db(version))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Forgets a posted message that needs no further edits (a timeout notice once someone
    /// acted on it), so that later moves of the same turn leave it alone.
    pub async fn forget_turn_message(
        &self,
        game_id: GameId,
        turn: u32,
        kind: &str,
    ) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM turn_messages WHERE game_id = $1 AND turn = $2 AND kind = $3")
            .bind(game_id)
            .bind(i64::from(turn))
            .bind(kind)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Messages posted for one turn of a game.
    pub async fn turn_messages(
        &self,
        game_id: GameId,
        turn: u32,
    ) -> Result<Vec<TurnMessage>, StoreError> {
        let rows = sqlx::query(
            "SELECT turn, kind, channel_id, message_id FROM turn_messages \
             WHERE game_id = $1 AND turn = $2 ORDER BY kind",
        )
        .bind(game_id)
        .bind(i64::from(turn))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                let turn: i64 = row.try_get("turn")?;
                Ok(TurnMessage {
                    game_id,
                    turn: counter(game_id, "message turn", turn)?,
                    kind: row.try_get("kind")?,
                    channel_id: from_db(row.try_get("channel_id")?),
                    message_id: from_db(row.try_get("message_id")?),
                })
            })
            .collect()
    }
}

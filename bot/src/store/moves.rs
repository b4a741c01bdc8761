//! The append-only `moves` log and the transaction that applies a move.

use sqlx::Row;

use super::{counter, deadlines::DeadlineKind, from_db, to_db, GameId, Store, StoreError};

/// A row of `moves`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    pub game_id: GameId,
    /// 1-based; the game's version right after this move.
    pub seq: u64,
    pub seat: u32,
    /// `None` when the bot played on someone's behalf (timeout).
    pub user_id: Option<u64>,
    /// The logged action as JSON (the service's format).
    pub action: String,
    pub created_at: i64,
}

/// Everything one move changes, written in a single transaction.
#[derive(Clone, Debug)]
pub struct NewMove<'a> {
    pub game_id: GameId,
    /// The version the move was computed against; the write fails if it moved on.
    pub expected_version: u64,
    pub seat: u32,
    pub user_id: Option<u64>,
    pub action: &'a str,
    /// Snapshot and turn number after the move.
    pub state: &'a str,
    pub turn: u32,
    /// The move ended the game.
    pub finished: bool,
    /// Seat to flag as removed (resignation, removal after timeout).
    pub remove_seat: Option<u32>,
    /// `Some`: replace the game's timers with these (a new turn began); `None`: keep them
    /// (the same player is still on the same turn). Ignored when `finished`.
    pub deadlines: Option<&'a [(DeadlineKind, i64)]>,
    /// The move only applies while the reveal timer of this turn has not fired, and fires it
    /// in the same transaction (an undo and the reveal of the next turn exclude each other).
    pub unrevealed_turn: Option<u32>,
    /// For a move that ends the game: its results, stored (and ratings updated) with it.
    pub finish: Option<&'a super::Finish>,
    pub now: i64,
}

impl Store {
    /// Applies a move: bumps the version if and only if it still equals `expected_version`,
    /// then appends the log entry, clears half-made UI choices and re-arms the turn timers.
    /// Of two moves computed against the same version exactly one succeeds; the other gets
    /// `VersionConflict` and changes nothing. Returns the new version.
    pub async fn append_move(&self, mv: &NewMove<'_>) -> Result<u64, StoreError> {
        // IMMEDIATE takes the write lock up front: the loser of a race waits (busy timeout)
        // and then sees the new version, rather than failing on a stale read snapshot.
        let mut tx = self.begin_write().await?;
        if let Some(turn) = mv.unrevealed_turn {
            let claimed = sqlx::query(
                "UPDATE deadlines SET fired = 1 \
                 WHERE game_id = $1 AND kind = 'reveal' AND turn = $2 AND fired = 0",
            )
            .bind(mv.game_id)
            .bind(i64::from(turn))
            .execute(&mut *tx)
            .await?;
            if claimed.rows_affected() != 1 {
                tx.rollback().await?;
                return Err(StoreError::AlreadyRevealed {
                    game_id: mv.game_id,
                });
            }
        }
        let bumped = sqlx::query(
            "UPDATE games SET version = version + 1, state = $1, turn = $2, updated_at = $3, \
             status = CASE WHEN $4 = 1 THEN 'finished' ELSE status END \
             WHERE id = $5 AND version = $6 AND status = 'active'",
        )
        .bind(mv.state)
        .bind(i64::from(mv.turn))
        .bind(mv.now)
        .bind(i64::from(mv.finished))
        .bind(mv.game_id)
        .bind(to_db(mv.expected_version))
        .execute(&mut *tx)
        .await?;
        if bumped.rows_affected() != 1 {
            tx.rollback().await?;
            return Err(StoreError::VersionConflict {
                game_id: mv.game_id,
                expected: mv.expected_version,
            });
        }
        let seq = mv.expected_version + 1;
        sqlx::query(
            "INSERT INTO moves (game_id, seq, seat, user_id, action, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(mv.game_id)
        .bind(to_db(seq))
        .bind(i64::from(mv.seat))
        .bind(mv.user_id.map(to_db))
        .bind(mv.action)
        .bind(mv.now)
        .execute(&mut *tx)
        .await?;
        if let Some(seat) = mv.remove_seat {
            sqlx::query("UPDATE seats SET removed = 1 WHERE game_id = $1 AND seat = $2")
                .bind(mv.game_id)
                .bind(i64::from(seat))
                .execute(&mut *tx)
                .await?;
        }
        sqlx::query("DELETE FROM pending_choices WHERE game_id = $1")
            .bind(mv.game_id)
            .execute(&mut *tx)
            .await?;
        if mv.finished || mv.deadlines.is_some() {
            sqlx::query("DELETE FROM deadlines WHERE game_id = $1")
                .bind(mv.game_id)
                .execute(&mut *tx)
                .await?;
        }
        if let (false, Some(deadlines)) = (mv.finished, mv.deadlines) {
            for &(kind, due_at) in deadlines {
                super::deadlines::arm(&mut tx, mv.game_id, kind, mv.turn, due_at).await?;
            }
        }
        if let (true, Some(finish)) = (mv.finished, mv.finish) {
            super::results::write_finish(&mut tx, self.backend, mv.game_id, finish, mv.now).await?;
        }
        tx.commit().await?;
        Ok(seq)
    }

    /// The whole move log of a game in order.
    pub async fn moves(&self, game_id: GameId) -> Result<Vec<MoveRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT seq, seat, user_id, action, created_at FROM moves \
             WHERE game_id = $1 ORDER BY seq",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                let corrupt = |err: sqlx::Error| StoreError::Corrupt {
                    game_id,
                    reason: format!("move row: {err}"),
                };
                let seq: i64 = row.try_get("seq").map_err(corrupt)?;
                let seat: i64 = row.try_get("seat").map_err(corrupt)?;
                Ok(MoveRow {
                    game_id,
                    seq: counter(game_id, "move seq", seq)?,
                    seat: counter(game_id, "move seat", seat)?,
                    user_id: row
                        .try_get::<Option<i64>, _>("user_id")
                        .map_err(corrupt)?
                        .map(from_db),
                    action: row.try_get("action").map_err(corrupt)?,
                    created_at: row.try_get("created_at").map_err(corrupt)?,
                })
            })
            .collect()
    }
}

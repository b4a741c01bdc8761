//! The `deadlines` table: reminder, timeout and reveal timers that survive a restart.
//!
//! Several bot processes may share one database, each running a timer task. A due timer is
//! handled by whichever process claims it first: the claim is a lease written in the row
//! (`claimed_until`), so the others skip it; the claimant marks it fired when done. A process
//! that dies holding a lease delays the timer by at most [`CLAIM_LEASE_SECS`]: after that any
//! process may claim it again.

use std::fmt;
use std::str::FromStr;

use sqlx::Row;

use super::{counter, DbRow, GameId, Store, StoreError, Tx};

/// How long a claimed timer is left to its claimant (seconds): far longer than handling one
/// takes (a message or two), short enough that a crash delays a reminder only a little.
pub const CLAIM_LEASE_SECS: i64 = 120;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeadlineKind {
    /// Nudge the player whose turn it is.
    Reminder,
    /// The turn may be skipped or the player removed.
    Timeout,
    /// The undo window of the last move closes: the turn it started is revealed.
    Reveal,
}

impl DeadlineKind {
    pub fn as_str(self) -> &'static str {
        match self {
            DeadlineKind::Reminder => "reminder",
            DeadlineKind::Timeout => "timeout",
            DeadlineKind::Reveal => "reveal",
        }
    }
}

impl fmt::Display for DeadlineKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for DeadlineKind {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "reminder" => Ok(DeadlineKind::Reminder),
            "timeout" => Ok(DeadlineKind::Timeout),
            "reveal" => Ok(DeadlineKind::Reveal),
            other => Err(format!("unknown deadline kind {other:?}")),
        }
    }
}

/// A row of `deadlines`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deadline {
    pub game_id: GameId,
    pub kind: DeadlineKind,
    /// The turn the timer belongs to; a move re-arms the timers for the next turn.
    pub turn: u32,
    /// Unix seconds.
    pub due_at: i64,
    pub fired: bool,
}

pub(crate) async fn arm(
    tx: &mut Tx,
    game_id: GameId,
    kind: DeadlineKind,
    turn: u32,
    due_at: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO deadlines (game_id, kind, turn, due_at, fired) VALUES ($1, $2, $3, $4, 0) \
         ON CONFLICT (game_id, kind) DO UPDATE SET \
         turn = excluded.turn, due_at = excluded.due_at, fired = 0, claimed_until = 0",
    )
    .bind(game_id)
    .bind(kind.as_str())
    .bind(i64::from(turn))
    .bind(due_at)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

fn decode(row: &DbRow) -> Result<Deadline, StoreError> {
    let game_id: GameId = row.try_get("game_id")?;
    let kind: String = row.try_get("kind")?;
    let turn: i64 = row.try_get("turn")?;
    Ok(Deadline {
        game_id,
        kind: kind
            .parse()
            .map_err(|reason| StoreError::Corrupt { game_id, reason })?,
        turn: counter(game_id, "deadline turn", turn)?,
        due_at: row.try_get("due_at")?,
        fired: row.try_get::<i64, _>("fired")? != 0,
    })
}

impl Store {
    /// Sets (or replaces) a timer of an active game.
    pub async fn arm_deadline(
        &self,
        game_id: GameId,
        kind: DeadlineKind,
        turn: u32,
        due_at: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        arm(&mut tx, game_id, kind, turn, due_at).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Unfired timers of this handle's active games (see [`super::Scope`]) that are due at `now`
    /// and not claimed by a process, earliest first.
    pub async fn due_deadlines(&self, now: i64) -> Result<Vec<Deadline>, StoreError> {
        let sql = format!(
            "SELECT d.game_id, d.kind, d.turn, d.due_at, d.fired FROM deadlines d \
             JOIN games g ON g.id = d.game_id \
             WHERE d.fired = 0 AND d.due_at <= $1 AND d.claimed_until <= $1 \
             AND g.status = 'active' AND {} \
             ORDER BY d.due_at, d.game_id",
            self.serves.condition()
        );
        let rows = sqlx::query(&sql).bind(now).fetch_all(&self.pool).await?;
        rows.iter().map(decode).collect()
    }

    /// Every unfired timer of an active game: what to re-arm after a restart.
    pub async fn pending_deadlines(&self) -> Result<Vec<Deadline>, StoreError> {
        self.due_deadlines(i64::MAX).await
    }

    /// When the earliest unfired timer of an active game is due (or, if claimed, its lease
    /// runs out), so that a timer loop can sleep until then instead of polling.
    pub async fn next_deadline(&self) -> Result<Option<i64>, StoreError> {
        let sql = format!(
            "SELECT MIN(CASE WHEN d.claimed_until > d.due_at THEN d.claimed_until \
             ELSE d.due_at END) FROM deadlines d JOIN games g ON g.id = d.game_id \
             WHERE d.fired = 0 AND g.status = 'active' AND {}",
            self.serves.condition()
        );
        let due = sqlx::query_scalar(&sql).fetch_one(&self.pool).await?;
        Ok(due)
    }

    /// The timers of one game, fired or not.
    pub async fn deadlines(&self, game_id: GameId) -> Result<Vec<Deadline>, StoreError> {
        let rows = sqlx::query(
            "SELECT game_id, kind, turn, due_at, fired FROM deadlines \
             WHERE game_id = $1 ORDER BY due_at",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(decode).collect()
    }

    /// Claims a due timer of `turn` for [`CLAIM_LEASE_SECS`] from `now`: true for exactly one
    /// of several processes asking at once. False if it fired, was re-armed for another turn,
    /// or another process holds a live claim.
    pub async fn claim_deadline(
        &self,
        game_id: GameId,
        kind: DeadlineKind,
        turn: u32,
        now: i64,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE deadlines SET claimed_until = $1 \
             WHERE game_id = $2 AND kind = $3 AND turn = $4 AND fired = 0 \
             AND due_at <= $5 AND claimed_until <= $5",
        )
        .bind(now.saturating_add(CLAIM_LEASE_SECS))
        .bind(game_id)
        .bind(kind.as_str())
        .bind(i64::from(turn))
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Records that a timer went off. Only the timer of `turn` is touched, so a handler that
    /// lost a race with a move cannot silence the next turn's timer. Returns false if there
    /// was nothing unfired to mark (already fired, or re-armed for another turn).
    pub async fn mark_fired(
        &self,
        game_id: GameId,
        kind: DeadlineKind,
        turn: u32,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE deadlines SET fired = 1 \
             WHERE game_id = $1 AND kind = $2 AND turn = $3 AND fired = 0",
        )
        .bind(game_id)
        .bind(kind.as_str())
        .bind(i64::from(turn))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// [`Store::mark_fired`] for the timer as it was when due at `due_at`: a timer re-armed
    /// meanwhile for the same turn (a question answered, the next one asked) is left alone.
    pub async fn mark_fired_at(
        &self,
        game_id: GameId,
        kind: DeadlineKind,
        turn: u32,
        due_at: i64,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE deadlines SET fired = 1 \
             WHERE game_id = $1 AND kind = $2 AND turn = $3 AND due_at = $4 AND fired = 0",
        )
        .bind(game_id)
        .bind(kind.as_str())
        .bind(i64::from(turn))
        .bind(due_at)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Drops every timer of a game (it ended).
    pub async fn clear_deadlines(&self, game_id: GameId) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM deadlines WHERE game_id = $1")
            .bind(game_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}

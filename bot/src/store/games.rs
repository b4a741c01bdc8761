//! The `games` table: one row per lobby or game, with its snapshot and optimistic lock.

use std::fmt;
use std::str::FromStr;

use sqlx::Row;

use super::deadlines::{self, DeadlineKind};
use super::seats;
use super::settings::{self, Settings};
use super::{counter, from_db, to_db, DbRow, GameId, Store, StoreError, Tx};

/// Life cycle of a game. Only `Lobby` and `Active` occupy their channel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameStatus {
    Lobby,
    Active,
    Finished,
    Cancelled,
    /// Stored data could not be read or replayed; kept for inspection, never played again.
    Broken,
}

impl GameStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Lobby => "lobby",
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Cancelled => "cancelled",
            GameStatus::Broken => "broken",
        }
    }

    /// Whether the game still occupies its channel.
    pub fn is_open(self) -> bool {
        matches!(self, GameStatus::Lobby | GameStatus::Active)
    }
}

impl fmt::Display for GameStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for GameStatus {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(match s {
            "lobby" => GameStatus::Lobby,
            "active" => GameStatus::Active,
            "finished" => GameStatus::Finished,
            "cancelled" => GameStatus::Cancelled,
            "broken" => GameStatus::Broken,
            other => return Err(format!("unknown game status {other:?}")),
        })
    }
}

/// A row of `games`, decoded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    pub id: GameId,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub host_id: u64,
    pub status: GameStatus,
    pub broken_reason: Option<String>,
    /// Rules as JSON (the service's format).
    pub config: String,
    pub seed: u64,
    /// Number of moves applied: the optimistic lock.
    pub version: u64,
    pub turn: u32,
    /// Engine snapshot as JSON; `None` in the lobby.
    pub state: Option<String>,
    /// The snapshot the move log replays from, after move `base_version`; `None`: replay
    /// from the seed.
    pub base_state: Option<String>,
    pub base_version: u64,
    pub created_at: i64,
    pub updated_at: i64,
}

/// What [`Store::start_game`] writes.
#[derive(Clone, Debug)]
pub struct StartGame<'a> {
    pub game_id: GameId,
    /// Seat count the configuration was built for.
    pub players: usize,
    pub config: &'a str,
    pub state: &'a str,
    pub turn: u32,
    pub deadlines: &'a [(DeadlineKind, i64)],
    pub now: i64,
}

/// What is needed to open a lobby.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub host_id: u64,
    /// The host takes the first seat under this name.
    pub host_name: String,
    pub config: String,
    pub seed: u64,
}

const GAME_COLUMNS: &str = "id, guild_id, channel_id, host_id, status, broken_reason, config, \
                            seed, version, turn, state, base_state, base_version, created_at, \
                            updated_at";

// Decoding goes column by column so that a value of the wrong type (a hand-edited row)
// becomes `Corrupt` for that game instead of a generic error.
fn decode(row: &DbRow) -> Result<GameRow, StoreError> {
    let id: GameId = row.try_get("id")?;
    let corrupt = |what: &str, err: sqlx::Error| StoreError::Corrupt {
        game_id: id,
        reason: format!("column {what}: {err}"),
    };
    let status: String = row.try_get("status").map_err(|e| corrupt("status", e))?;
    let status = status.parse().map_err(|reason| StoreError::Corrupt {
        game_id: id,
        reason,
    })?;
    let version: i64 = row.try_get("version").map_err(|e| corrupt("version", e))?;
    let turn: i64 = row.try_get("turn").map_err(|e| corrupt("turn", e))?;
    let base_version: i64 = row
        .try_get("base_version")
        .map_err(|e| corrupt("base_version", e))?;
    Ok(GameRow {
        id,
        guild_id: row
            .try_get::<Option<i64>, _>("guild_id")
            .map_err(|e| corrupt("guild_id", e))?
            .map(from_db),
        channel_id: from_db(
            row.try_get("channel_id")
                .map_err(|e| corrupt("channel_id", e))?,
        ),
        host_id: from_db(row.try_get("host_id").map_err(|e| corrupt("host_id", e))?),
        status,
        broken_reason: row
            .try_get("broken_reason")
            .map_err(|e| corrupt("broken_reason", e))?,
        config: row.try_get("config").map_err(|e| corrupt("config", e))?,
        seed: from_db(row.try_get("seed").map_err(|e| corrupt("seed", e))?),
        version: counter(id, "version", version)?,
        turn: counter(id, "turn", turn)?,
        state: row.try_get("state").map_err(|e| corrupt("state", e))?,
        base_state: row
            .try_get("base_state")
            .map_err(|e| corrupt("base_state", e))?,
        base_version: counter(id, "base_version", base_version)?,
        created_at: row
            .try_get("created_at")
            .map_err(|e| corrupt("created_at", e))?,
        updated_at: row
            .try_get("updated_at")
            .map_err(|e| corrupt("updated_at", e))?,
    })
}

/// Locks a game's row for the rest of the transaction and returns its status (`None`: no such
/// game). A transaction that reads before it writes (counting seats, then adding one) starts
/// with this: on PostgreSQL the row lock makes concurrent ones wait, and each of their later
/// statements sees what the winner committed; SQLite's `BEGIN IMMEDIATE` already serialises
/// them. A no-op UPDATE is the one row lock both databases spell the same way.
pub(crate) async fn lock_game(tx: &mut Tx, game_id: GameId) -> Result<Option<String>, StoreError> {
    Ok(sqlx::query_scalar(
        "UPDATE games SET updated_at = updated_at WHERE id = $1 RETURNING status",
    )
    .bind(game_id)
    .fetch_optional(&mut **tx)
    .await?)
}

pub(crate) fn is_unique_violation(err: &sqlx::Error) -> bool {
    matches!(err, sqlx::Error::Database(db) if db.is_unique_violation())
}

impl Store {
    /// Opens a lobby with its settings and its host in the first seat, in one transaction (a
    /// crash in between would leave a lobby its host is not part of). Fails with `ChannelBusy`
    /// if the channel already has a lobby or active game (enforced by a partial unique index,
    /// so it holds under races too).
    pub async fn create_game(
        &self,
        new: &NewGame,
        settings: &Settings,
        now: i64,
    ) -> Result<GameRow, StoreError> {
        let mut tx = self.pool.begin().await?;
        let inserted = sqlx::query_scalar::<_, i64>(
            "INSERT INTO games (guild_id, channel_id, host_id, status, config, seed, \
             created_at, updated_at) VALUES ($1, $2, $3, 'lobby', $4, $5, $6, $7) RETURNING id",
        )
        .bind(new.guild_id.map(to_db))
        .bind(to_db(new.channel_id))
        .bind(to_db(new.host_id))
        .bind(&new.config)
        .bind(to_db(new.seed))
        .bind(now)
        .bind(now)
        .fetch_one(&mut *tx)
        .await;
        let id = match inserted {
            Ok(id) => id,
            Err(err) if is_unique_violation(&err) => {
                return Err(StoreError::ChannelBusy {
                    channel_id: new.channel_id,
                })
            }
            Err(err) => return Err(err.into()),
        };
        settings::insert(&mut tx, id, settings).await?;
        seats::insert_first(&mut tx, id, new.host_id, &new.host_name, now).await?;
        tx.commit().await?;
        self.game(id).await
    }

    /// Loads one game.
    pub async fn game(&self, id: GameId) -> Result<GameRow, StoreError> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1");
        let row = sqlx::query(&sql)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?
            .ok_or(StoreError::GameNotFound(id))?;
        decode(&row)
    }

    /// The lobby or active game of a channel, if any.
    pub async fn open_game_in_channel(
        &self,
        channel_id: u64,
    ) -> Result<Option<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games \
             WHERE channel_id = $1 AND status IN ('lobby', 'active')"
        );
        let row = sqlx::query(&sql)
            .bind(to_db(channel_id))
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(decode).transpose()
    }

    /// The id of the newest game of a channel in one of `statuses` (its row is read apart, so
    /// that a corrupt row still names its game).
    pub async fn latest_game_in_channel(
        &self,
        channel_id: u64,
        statuses: &[GameStatus],
    ) -> Result<Option<GameId>, StoreError> {
        let marks: Vec<String> = (0..statuses.len()).map(|i| format!("${}", i + 2)).collect();
        let marks = marks.join(", ");
        let sql = format!(
            "SELECT id FROM games WHERE channel_id = $1 AND status IN ({marks}) \
             ORDER BY id DESC LIMIT 1"
        );
        let mut query = sqlx::query_scalar(&sql).bind(to_db(channel_id));
        for status in statuses {
            query = query.bind(status.as_str());
        }
        Ok(query.fetch_optional(&self.pool).await?)
    }

    /// Ids of this handle's games (see [`super::Scope`]) in the given status, oldest first.
    /// Only ids, so that one unreadable row cannot prevent the others from being listed.
    pub async fn game_ids_with_status(
        &self,
        status: GameStatus,
    ) -> Result<Vec<GameId>, StoreError> {
        let sql = format!(
            "SELECT g.id FROM games g WHERE g.status = $1 AND {} ORDER BY g.id",
            self.serves.condition()
        );
        let ids = sqlx::query_scalar(&sql)
            .bind(status.as_str())
            .fetch_all(&self.pool)
            .await?;
        Ok(ids)
    }

    /// Replaces the configuration of a lobby (settings changed before the start).
    /// Returns false if the game is no longer a lobby.
    pub async fn set_lobby_config(
        &self,
        id: GameId,
        config: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE games SET config = $1, updated_at = $2 WHERE id = $3 AND status = 'lobby'",
        )
        .bind(config)
        .bind(now)
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Turns a lobby into an active game with its final configuration, first snapshot and
    /// first timers. Returns false, changing nothing, if it is not a lobby any more or if its
    /// seat count is no longer `start.players` (someone joined or left meanwhile).
    pub async fn start_game(&self, start: &StartGame<'_>) -> Result<bool, StoreError> {
        let mut tx = self.begin_write().await?;
        // A join or leave racing the start must either land before the seats are counted or
        // find the game started.
        lock_game(&mut tx, start.game_id).await?;
        let players = i64::try_from(start.players).unwrap_or(i64::MAX);
        let done = sqlx::query(
            "UPDATE games SET status = 'active', config = $1, state = $2, turn = $3, updated_at = $4 \
             WHERE id = $5 AND status = 'lobby' AND version = 0 \
             AND (SELECT COUNT(*) FROM seats WHERE game_id = $6) = $7",
        )
        .bind(start.config)
        .bind(start.state)
        .bind(i64::from(start.turn))
        .bind(start.now)
        .bind(start.game_id)
        .bind(start.game_id)
        .bind(players)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Ok(false);
        }
        for &(kind, due_at) in start.deadlines {
            deadlines::arm(&mut tx, start.game_id, kind, start.turn, due_at).await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// Moves an open game to `Cancelled` or `Finished` (no move involved, e.g. the last
    /// player resigned). Returns false if the game was not open any more.
    pub async fn close_game(
        &self,
        id: GameId,
        status: GameStatus,
        now: i64,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE games SET status = $1, updated_at = $2 \
             WHERE id = $3 AND status IN ('lobby', 'active')",
        )
        .bind(status.as_str())
        .bind(now)
        .bind(id)
        .execute(&self.pool)
        .await?;
        let closed = done.rows_affected() == 1;
        if closed {
            self.clear_deadlines(id).await?;
        }
        Ok(closed)
    }

    /// Makes the current snapshot (rewritten as `state`) the point the game's log replays
    /// from, if the game is still at `version`. Returns false if it moved on meanwhile.
    pub async fn set_checkpoint(
        &self,
        id: GameId,
        version: u64,
        state: &str,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE games SET state = $1, base_state = $2, base_version = version \
             WHERE id = $3 AND version = $4",
        )
        .bind(state)
        .bind(state)
        .bind(id)
        .bind(to_db(version))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Marks a game as broken so that it frees its channel and is never replayed again.
    pub async fn mark_broken(&self, id: GameId, reason: &str, now: i64) -> Result<(), StoreError> {
        tracing::warn!(game_id = id, reason, "marking game as broken");
        let done = sqlx::query(
            "UPDATE games SET status = 'broken', broken_reason = $1, updated_at = $2 WHERE id = $3",
        )
        .bind(reason)
        .bind(now)
        .bind(id)
        .execute(&self.pool)
        .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::GameNotFound(id));
        }
        self.clear_deadlines(id).await?;
        Ok(())
    }

    /// How many lobbies and running games a server has open, in every shard's channels: the
    /// count [`crate::limits::Limits::server_games`] caps. It reads the open games through
    /// `games_by_status`, a few thousand rows at most on a busy bot, and runs only when a
    /// lobby is about to be opened.
    pub async fn open_games_in_guild(&self, guild_id: u64) -> Result<u64, StoreError> {
        let count = sqlx::query_scalar::<_, i64>(
            "SELECT COUNT(*) FROM games WHERE status IN ('lobby', 'active') AND guild_id = $1",
        )
        .bind(to_db(guild_id))
        .fetch_one(&self.pool)
        .await?;
        Ok(u64::try_from(count).unwrap_or(0))
    }

    /// The channel of a game, read on its own so that it is known even when other columns of
    /// the row are unreadable (to tell that channel its game broke). `None` if that fails too.
    pub async fn game_channel(&self, id: GameId) -> Result<Option<u64>, StoreError> {
        let channel = sqlx::query_scalar::<_, i64>("SELECT channel_id FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await;
        match channel {
            Ok(channel) => Ok(channel.map(from_db)),
            Err(sqlx::Error::ColumnDecode { .. } | sqlx::Error::Decode(_)) => Ok(None),
            Err(err) => Err(err.into()),
        }
    }
}

//! Persistence of games, seats, moves and settings in SQLite.
//!
//! The store knows nothing about the rules: configuration, snapshots and actions are opaque
//! JSON strings here, and the service layer decides what they mean. That keeps every write a
//! plain, testable SQL statement and lets the service mark a game `broken` when its JSON no
//! longer reads instead of failing the whole store.

mod deadlines;
mod games;
mod messages;
mod moves;
mod pending;
mod seats;
mod settings;

use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions};

pub use deadlines::{Deadline, DeadlineKind};
pub use games::{GameRow, GameStatus, NewGame, StartGame};
pub use messages::TurnMessage;
pub use moves::{MoveRow, NewMove};
pub use pending::PendingChoice;
pub use seats::{SeatRow, COLOURS};
pub use settings::Settings;

/// Primary key of a game.
pub type GameId = i64;

/// File name of the default database, created next to the bot's binary.
pub const DEFAULT_DATABASE_FILE: &str = "carcassonne.db";

/// Everything that can go wrong talking to the database.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Db(#[from] sqlx::Error),
    #[error("could not apply database migrations: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("channel {channel_id} already has a game in progress")]
    ChannelBusy { channel_id: u64 },
    #[error("game {0} does not exist")]
    GameNotFound(GameId),
    #[error("game {game_id} changed meanwhile (expected version {expected})")]
    VersionConflict { game_id: GameId, expected: u64 },
    #[error("user {user_id} is already seated in game {game_id}")]
    AlreadySeated { game_id: GameId, user_id: u64 },
    #[error("game {game_id} has unreadable data: {reason}")]
    Corrupt { game_id: GameId, reason: String },
    #[error("the next turn of game {game_id} has already started")]
    AlreadyRevealed { game_id: GameId },
}

/// A handle on the database; cheap to clone (it wraps a connection pool).
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
}

impl Store {
    /// Opens (creating if missing) the database at the sqlx SQLite `url` (for example
    /// `sqlite:///var/lib/carcassonne/bot.db` or `sqlite::memory:`) and applies pending
    /// migrations.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        // An in-memory database exists once per connection: one connection, or each
        // connection would see its own empty database.
        let in_memory = url.contains(":memory:") || url.contains("mode=memory");
        Store::open_with(SqliteConnectOptions::from_str(url)?, in_memory).await
    }

    /// Opens the database file at `path` (created if missing), migrated.
    pub async fn open_path(path: &Path) -> Result<Store, StoreError> {
        Store::open_with(SqliteConnectOptions::new().filename(path), false).await
    }

    async fn open_with(options: SqliteConnectOptions, single: bool) -> Result<Store, StoreError> {
        let options = options
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .foreign_keys(true)
            // Two clicks on the same button race for the write lock; the loser should wait
            // for the winner and then fail the version check, not fail with SQLITE_BUSY.
            .busy_timeout(Duration::from_secs(10));
        let pool = SqlitePoolOptions::new()
            .max_connections(if single { 1 } else { 4 })
            .connect_with(options)
            .await?;
        sqlx::migrate!("../migrations").run(&pool).await?;
        tracing::debug!("database opened and migrated");
        Ok(Store { pool })
    }

    /// The underlying pool, for tests and diagnostics.
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// Closes every connection; pending writes are flushed.
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

// Snowflakes are u64 but SQLite integers are i64: a bit-for-bit cast round-trips every value.
pub(crate) fn to_db(id: u64) -> i64 {
    id as i64
}

pub(crate) fn from_db(id: i64) -> u64 {
    id as u64
}

/// [`DEFAULT_DATABASE_FILE`] beside the executable; in the working directory if the
/// executable's location is unknown.
pub fn default_database_path() -> PathBuf {
    std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(|dir| dir.join(DEFAULT_DATABASE_FILE)))
        .unwrap_or_else(|| PathBuf::from(DEFAULT_DATABASE_FILE))
}

/// Reads a non-negative counter (version, turn, seat) stored as INTEGER.
pub(crate) fn counter<T: TryFrom<i64>>(
    game_id: GameId,
    what: &str,
    value: i64,
) -> Result<T, StoreError> {
    T::try_from(value).map_err(|_| StoreError::Corrupt {
        game_id,
        reason: format!("{what} out of range: {value}"),
    })
}

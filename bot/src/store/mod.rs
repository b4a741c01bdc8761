//! Persistence of games, seats, moves and settings in SQLite (the default) or PostgreSQL.
//!
//! The store knows nothing about the rules: configuration, snapshots and actions are opaque
//! JSON strings here, and the service layer decides what they mean. That keeps every write a
//! plain, testable SQL statement and lets the service mark a game `broken` when its JSON no
//! longer reads instead of failing the whole store.
//!
//! Both databases run the same queries through sqlx's `Any` driver. The SQL is the subset both
//! speak: `$1`-style parameters (SQLite reads them too), `ON CONFLICT`, `RETURNING`, integers
//! for flags (PostgreSQL's `BOOLEAN` would not compare with SQLite's 0/1). Only the schema is
//! written twice, in each dialect, with the same migration versions: `migrations/` for
//! SQLite (unchanged since the first release, so existing databases keep their checksums) and
//! `migrations/postgres/`.

mod backend;
mod deadlines;
mod departures;
mod games;
mod messages;
mod moves;
mod pending;
mod results;
mod seats;
mod settings;
mod web_keys;

use std::path::{Path, PathBuf};

use sqlx::any::AnyRow;
use sqlx::AnyPool;
use sqlx::{Any, Transaction};

pub use backend::{redact, Backend};
pub use deadlines::{Deadline, DeadlineKind, CLAIM_LEASE_SECS};
pub use departures::Place;
pub use games::{GameRow, GameStatus, NewGame, StartGame};
pub use messages::TurnMessage;
pub use moves::{MoveRow, NewMove};
pub use pending::PendingChoice;
pub use results::{Finish, RatingRow, Recomputed, ResultRow, SeatResult};
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
    Db(sqlx::Error),
    /// The database cannot be reached or cannot write just now (see
    /// [`StoreError::is_unavailable`]); nothing was written, and the same request may succeed
    /// in a moment.
    #[error("the database is unavailable just now: {0}")]
    Unavailable(sqlx::Error),
    #[error("could not apply database migrations: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("DATABASE_URL {0:?} names no supported database: use sqlite://PATH (the default) or postgres://USER:PASSWORD@HOST/DATABASE")]
    UnsupportedUrl(String),
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

impl From<sqlx::Error> for StoreError {
    fn from(err: sqlx::Error) -> Self {
        if backend::is_unavailable(&err) {
            // Players are told to try again, which is not logged elsewhere; an operator should
            // still see that the database went away.
            tracing::warn!(%err, "the database is unavailable; the request is refused with a try-again");
            StoreError::Unavailable(err)
        } else {
            StoreError::Db(err)
        }
    }
}

impl StoreError {
    /// Whether the database was unreachable or could not write (a server that stopped or
    /// dropped the connection, a full disk, a read-only or locked file): the request changed
    /// nothing and may be repeated once the cause goes.
    pub fn is_unavailable(&self) -> bool {
        matches!(self, StoreError::Unavailable(_))
    }
}

/// A handle on the database; cheap to clone (it wraps a connection pool).
#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// The games whose timers and start-up checks this handle lists.
    serves: Scope,
}

/// Which games a process looks after: those of Discord channels, or those played in the
/// browser on this machine (`carcassonne-bot play`), which belong to no channel (channel 0).
/// A bot and a local game may share one database; each fires only its own games' timers and
/// checks only its own games at start-up, since only it can tell their players.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Scope {
    #[default]
    Discord,
    Local,
}

impl Scope {
    /// The scope of a game played in channel `channel_id`.
    pub fn of_channel(channel_id: u64) -> Scope {
        if channel_id == LOCAL_CHANNEL {
            Scope::Local
        } else {
            Scope::Discord
        }
    }

    /// The condition on `games` (aliased `g`) that selects this scope's games.
    fn condition(self) -> &'static str {
        match self {
            Scope::Discord => "g.channel_id <> 0",
            Scope::Local => "g.channel_id = 0",
        }
    }
}

/// The channel of every game played in the browser on this machine: no Discord channel has id 0.
pub const LOCAL_CHANNEL: u64 = 0;

/// A row as both drivers return it.
pub(crate) type DbRow = AnyRow;
/// A transaction on either database.
pub(crate) type Tx = Transaction<'static, Any>;

impl Store {
    /// Opens the database at `url` and applies pending migrations: an sqlx SQLite URL (for
    /// example `sqlite:///var/lib/carcassonne/bot.db`, created if missing, or
    /// `sqlite::memory:`) or a PostgreSQL one (`postgres://user:password@host/database`).
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        let backend = Backend::of_url(url)?;
        let pool = backend.connect(url).await?;
        backend.migrator().run(&pool).await?;
        tracing::debug!(%backend, "database opened and migrated");
        Ok(Store {
            pool,
            backend,
            serves: Scope::Discord,
        })
    }

    /// Opens the SQLite database file at `path` (created if missing), migrated.
    pub async fn open_path(path: &Path) -> Result<Store, StoreError> {
        Store::open(&backend::sqlite_url(path)).await
    }

    /// The same database, listing only `scope`'s games in its timers and start-up lists.
    pub fn serving(mut self, scope: Scope) -> Store {
        self.serves = scope;
        self
    }

    /// The games this handle lists.
    pub fn scope(&self) -> Scope {
        self.serves
    }

    /// Which database this is.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// The underlying pool, for tests and diagnostics.
    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// Closes every connection; pending writes are flushed.
    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// A transaction that writes after reading. SQLite must take its write lock up front, or
    /// two such transactions could both read and then fail to upgrade their locks; the loser
    /// then waits (busy timeout) and sees the winner's write. PostgreSQL locks rows as they
    /// are updated, so a plain transaction behaves the same there.
    pub(crate) async fn begin_write(&self) -> Result<Tx, StoreError> {
        Ok(match self.backend {
            Backend::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await?,
            Backend::Postgres => self.pool.begin().await?,
        })
    }
}

// Snowflakes are u64 but database integers are i64: a bit-for-bit cast round-trips every value.
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

/// Reads a 0/1 flag column: both databases store flags as integers.
pub(crate) fn flag(row: &DbRow, column: &str) -> Result<bool, sqlx::Error> {
    use sqlx::Row;
    Ok(row.try_get::<i64, _>(column)? != 0)
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

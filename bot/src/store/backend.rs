//! Which database a `DATABASE_URL` names, and how each is connected and migrated.

use std::fmt;
use std::path::Path;
use std::time::{Duration, Instant};

use sqlx::any::AnyPoolOptions;
use sqlx::error::DatabaseError;
use sqlx::migrate::Migrator;
use sqlx::postgres::PgDatabaseError;
use sqlx::sqlite::SqliteError;
use sqlx::AnyPool;
use sqlx::{Connection, Executor};

use super::StoreError;

static SQLITE_MIGRATIONS: Migrator = sqlx::migrate!("../migrations");
static POSTGRES_MIGRATIONS: Migrator = sqlx::migrate!("../migrations/postgres");

/// Connections a PostgreSQL pool may open per process; several bot processes share a server
/// whose default limit is 100.
const POSTGRES_CONNECTIONS: u32 = 10;
/// How long a request waits for a connection before it is refused with a try-again. Discord
/// wants the first answer to a press within 3 s, and while a PostgreSQL server is down every
/// request waits this long (sqlx retries a refused connection until then); a slash command
/// refused that way asks twice before it answers (its game, then the reader's language), so
/// 2 × 1 s leaves a second for the rest. Racing clicks do not wait here: on PostgreSQL they
/// wait for each other's row locks, with ten connections to share, and under the load test's
/// 50 presses a second a free connection is found in milliseconds.
const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(1);
/// How long start-up waits for a database that does not answer yet (a server still starting
/// next to the bot) before giving up.
const STARTUP_WAIT: Duration = Duration::from_secs(30);
/// SQLite connections idle this long are closed. A connection keeps the file as it found it
/// when it opened it: one opened while the file could only be read stays read-only, and one
/// open stops an operator from remounting the file system. Opening takes a millisecond, so
/// idle connections are not worth keeping for long, and a bot whose disk came back writes
/// again a few seconds later without a restart.
const SQLITE_IDLE: Duration = Duration::from_secs(5);
/// Set on every SQLite connection (a URL cannot carry them). The busy timeout: two clicks on
/// the same button race for the write lock, and the loser should wait for the winner and then
/// fail the version check, not fail with SQLITE_BUSY. The winner's transaction takes
/// milliseconds, so 1 s is ample; a write lock held longer (another process, a long
/// maintenance job) is answered with a try-again in time for Discord's 3 s rather than late,
/// even for a press that first waited [`ACQUIRE_TIMEOUT`] for a connection.
const SQLITE_PRAGMAS: &str =
    "PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 1000;";

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl fmt::Display for Backend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Backend::Sqlite => "sqlite",
            Backend::Postgres => "postgres",
        })
    }
}

impl Backend {
    /// The database a URL names, from its scheme.
    pub fn of_url(url: &str) -> Result<Backend, StoreError> {
        let scheme = url.split(':').next().unwrap_or("");
        match scheme.to_ascii_lowercase().as_str() {
            "sqlite" => Ok(Backend::Sqlite),
            "postgres" | "postgresql" => Ok(Backend::Postgres),
            _ => Err(StoreError::UnsupportedUrl(redact(url))),
        }
    }

    pub(crate) fn migrator(self) -> &'static Migrator {
        match self {
            Backend::Sqlite => &SQLITE_MIGRATIONS,
            Backend::Postgres => &POSTGRES_MIGRATIONS,
        }
    }

    pub(crate) async fn connect(self, url: &str) -> Result<AnyPool, StoreError> {
        sqlx::any::install_default_drivers();
        let (options, url) = match self {
            Backend::Sqlite => {
                // An in-memory database exists once per connection: one connection, kept for
                // good, or each new connection would see its own empty database. Only tests
                // and offline tools use one, and nobody waits on them for Discord's 3 s.
                let in_memory = url.contains(":memory:") || url.contains("mode=memory");
                let options = if in_memory {
                    AnyPoolOptions::new()
                        .max_connections(1)
                        .min_connections(1)
                        .idle_timeout(None)
                        .max_lifetime(None)
                } else {
                    AnyPoolOptions::new()
                        .max_connections(4)
                        .acquire_timeout(ACQUIRE_TIMEOUT)
                        .idle_timeout(SQLITE_IDLE)
                        .after_release(|conn, _meta| {
                            Box::pin(async move {
                                // SQLite rolls a transaction back by itself when a write
                                // fails for want of space or I/O; sqlx's own ROLLBACK then
                                // fails and it counts the transaction as still open, so every
                                // later BEGIN on that connection would fail. Such a connection
                                // is closed instead of being reused. Only a connection that
                                // still counts one is pinged, which waits for the ROLLBACK a
                                // dropped transaction queued: pinging every connection on
                                // release made the start-up check of 10,000 games 60% slower.
                                if !conn.is_in_transaction() {
                                    return Ok(true);
                                }
                                conn.ping().await?;
                                Ok(!conn.is_in_transaction())
                            })
                        })
                };
                let options = options.after_connect(|conn, _meta| {
                    Box::pin(async move {
                        conn.execute(sqlx::raw_sql(SQLITE_PRAGMAS)).await?;
                        Ok(())
                    })
                });
                (options, sqlite_creating(url))
            }
            Backend::Postgres => {
                let options = AnyPoolOptions::new()
                    .max_connections(POSTGRES_CONNECTIONS)
                    .acquire_timeout(ACQUIRE_TIMEOUT)
                    // A restarted server, or one that ended our sessions, leaves the pool's
                    // idle connections dead: each is pinged before use and replaced if it
                    // does not answer, so the pool recovers by itself (sqlx's default,
                    // stated because recovery depends on it).
                    .test_before_acquire(true);
                (options, url.to_owned())
            }
        };
        let started = Instant::now();
        loop {
            match options.clone().connect(&url).await {
                Ok(pool) => return Ok(pool),
                // A server may still be starting next to the bot; a file that cannot be
                // opened will not mend itself.
                Err(err)
                    if self == Backend::Postgres
                        && is_unavailable(&err)
                        && started.elapsed() < STARTUP_WAIT =>
                {
                    tracing::info!(%err, "the database does not answer yet; trying again");
                    tokio::time::sleep(ACQUIRE_TIMEOUT).await;
                }
                Err(err) => return Err(StoreError::from(err)),
            }
        }
    }
}

/// Whether `err` means that the database cannot be reached or cannot write just now, as
/// opposed to a fault of the query or of the data: the request changed nothing, and the same
/// request may succeed once the cause goes.
pub(crate) fn is_unavailable(err: &sqlx::Error) -> bool {
    match err {
        // A connection refused, reset or closed, on connecting or mid-query; sqlx's SQLite
        // worker thread gone.
        sqlx::Error::Io(_) | sqlx::Error::Tls(_) | sqlx::Error::WorkerCrashed => true,
        // No connection within the acquire timeout (a server that is down refuses every new
        // one), or the pool closing as the bot shuts down.
        sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed => true,
        sqlx::Error::Database(db) => {
            if let Some(pg) = db.try_downcast_ref::<PgDatabaseError>() {
                postgres_unavailable(pg.code())
            } else if let Some(lite) = db.try_downcast_ref::<SqliteError>() {
                lite.code()
                    .and_then(|code| code.parse::<i32>().ok())
                    .is_some_and(sqlite_unavailable)
            } else {
                false
            }
        }
        _ => false,
    }
}

/// PostgreSQL's SQLSTATEs for a server that went away, is shutting down or starting, or
/// cannot write.
fn postgres_unavailable(sqlstate: &str) -> bool {
    // Class 08: connection exceptions.
    sqlstate.starts_with("08")
        || matches!(
            sqlstate,
            // admin_shutdown (a fast stop, or pg_terminate_backend), crash_shutdown,
            // cannot_connect_now (starting up or shutting down)
            "57P01" | "57P02" | "57P03"
            // too_many_connections, disk_full, read_only_sql_transaction (a standby), io_error
            | "53300" | "53100" | "25006" | "58030"
        )
}

/// SQLite result codes (extended codes carry the primary one in their low byte) for a file
/// that cannot be written or opened just now: SQLITE_BUSY and SQLITE_LOCKED after the busy
/// timeout, SQLITE_READONLY, SQLITE_IOERR, SQLITE_FULL, SQLITE_CANTOPEN. SQLITE_CORRUPT and
/// SQLITE_NOTADB are not among them: waiting does not mend a damaged file.
fn sqlite_unavailable(code: i32) -> bool {
    matches!(code & 0xff, 5 | 6 | 8 | 10 | 13 | 14)
}

/// A SQLite URL opens a missing file only with `mode=rwc`; the bot always wants that unless
/// the URL chose a mode itself.
fn sqlite_creating(url: &str) -> String {
    if url.contains("mode=") || url.contains(":memory:") {
        url.to_owned()
    } else if url.contains('?') {
        format!("{url}&mode=rwc")
    } else {
        format!("{url}?mode=rwc")
    }
}

/// The sqlx SQLite URL of a file, with the characters a URL would misread escaped.
pub(crate) fn sqlite_url(path: &Path) -> String {
    let mut url = String::from("sqlite://");
    for c in path.to_string_lossy().chars() {
        match c {
            '%' | '?' | '#' | ' ' | '"' | '<' | '>' | '`' | '{' | '}' => {
                let mut buf = [0u8; 4];
                for byte in c.encode_utf8(&mut buf).bytes() {
                    url.push_str(&format!("%{byte:02X}"));
                }
            }
            c => url.push(c),
        }
    }
    url
}

/// A URL for messages: the password of a PostgreSQL URL left out.
pub fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme_end), Some(at)) if at > scheme_end => {
            let credentials = &url[scheme_end + 3..at];
            match credentials.find(':') {
                Some(colon) => format!(
                    "{}{}:***{}",
                    &url[..scheme_end + 3],
                    &credentials[..colon],
                    &url[at..]
                ),
                None => url.to_owned(),
            }
        }
        _ => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_name_their_database() {
        assert_eq!(
            Backend::of_url("sqlite://bot.db").ok(),
            Some(Backend::Sqlite)
        );
        assert_eq!(
            Backend::of_url("sqlite::memory:").ok(),
            Some(Backend::Sqlite)
        );
        assert_eq!(
            Backend::of_url("postgres://u:p@localhost/db").ok(),
            Some(Backend::Postgres)
        );
        assert_eq!(
            Backend::of_url("postgresql://localhost/db").ok(),
            Some(Backend::Postgres)
        );
        let err = Backend::of_url("mysql://root:secret@db/x").unwrap_err();
        let text = err.to_string();
        assert!(text.contains("mysql://root:***@db/x"), "{text}");
        assert!(!text.contains("secret"), "{text}");
    }

    #[test]
    fn unreachable_and_unwritable_databases_are_told_apart_from_faults() {
        let refused = std::io::Error::from(std::io::ErrorKind::ConnectionRefused);
        assert!(is_unavailable(&sqlx::Error::Io(refused)));
        assert!(is_unavailable(&sqlx::Error::PoolTimedOut));
        assert!(!is_unavailable(&sqlx::Error::RowNotFound));
        assert!(!is_unavailable(&sqlx::Error::Protocol("bad".into())));
        for code in ["57P01", "57P02", "57P03", "08006", "08001", "53100"] {
            assert!(postgres_unavailable(code), "{code}");
        }
        for code in ["23505", "40P01", "42P01", "22P02"] {
            assert!(!postgres_unavailable(code), "{code}");
        }
        // SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT, SQLITE_LOCKED, SQLITE_READONLY_DBMOVED,
        // SQLITE_IOERR_WRITE, SQLITE_FULL, SQLITE_CANTOPEN
        for code in [5, 517, 6, 1032, 778, 13, 14] {
            assert!(sqlite_unavailable(code), "{code}");
        }
        // SQLITE_ERROR, SQLITE_CORRUPT, SQLITE_CONSTRAINT_UNIQUE, SQLITE_NOTADB
        for code in [1, 11, 2067, 26] {
            assert!(!sqlite_unavailable(code), "{code}");
        }
    }

    #[test]
    fn sqlite_urls_create_missing_files_and_escape_paths() {
        assert_eq!(sqlite_creating("sqlite://a.db"), "sqlite://a.db?mode=rwc");
        assert_eq!(
            sqlite_creating("sqlite://a.db?cache=shared"),
            "sqlite://a.db?cache=shared&mode=rwc"
        );
        assert_eq!(
            sqlite_creating("sqlite://a.db?mode=ro"),
            "sqlite://a.db?mode=ro"
        );
        assert_eq!(
            sqlite_url(Path::new("/tmp/my games/#1?.db")),
            "sqlite:///tmp/my%20games/%231%3F.db"
        );
    }
}

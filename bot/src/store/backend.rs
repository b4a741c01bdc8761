//! Which database a `DATABASE_URL` names, and how each is connected and migrated.

use std::fmt;
use std::path::Path;
use std::time::Duration;

use sqlx::any::AnyPoolOptions;
use sqlx::migrate::Migrator;
use sqlx::AnyPool;
use sqlx::Executor;

use super::StoreError;

static SQLITE_MIGRATIONS: Migrator = sqlx::migrate!("../migrations");
static POSTGRES_MIGRATIONS: Migrator = sqlx::migrate!("../migrations/postgres");

/// Connections a PostgreSQL pool may open per process; several bot processes share a server
/// whose default limit is 100.
const POSTGRES_CONNECTIONS: u32 = 10;
/// Set on every SQLite connection (a URL cannot carry them). The busy timeout: two clicks on
/// the same button race for the write lock, and the loser should wait for the winner and then
/// fail the version check, not fail with SQLITE_BUSY.
const SQLITE_PRAGMAS: &str =
    "PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 10000;";

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
        let pool = match self {
            Backend::Sqlite => {
                // An in-memory database exists once per connection: one connection, kept for
                // good, or each new connection would see its own empty database.
                let in_memory = url.contains(":memory:") || url.contains("mode=memory");
                let options = if in_memory {
                    AnyPoolOptions::new()
                        .max_connections(1)
                        .min_connections(1)
                        .idle_timeout(None)
                        .max_lifetime(None)
                } else {
                    AnyPoolOptions::new().max_connections(4)
                };
                options
                    .after_connect(|conn, _meta| {
                        Box::pin(async move {
                            conn.execute(sqlx::raw_sql(SQLITE_PRAGMAS)).await?;
                            Ok(())
                        })
                    })
                    .connect(&sqlite_creating(url))
                    .await?
            }
            Backend::Postgres => {
                AnyPoolOptions::new()
                    .max_connections(POSTGRES_CONNECTIONS)
                    .acquire_timeout(Duration::from_secs(30))
                    .connect(url)
                    .await?
            }
        };
        Ok(pool)
    }
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

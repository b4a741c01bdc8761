//! Fresh databases of either kind for tests: a SQLite file in a temporary directory, or a new
//! database on the PostgreSQL server named by `TEST_POSTGRES_URL` (started by
//! `scripts/test-postgres.sh`). Without that variable PostgreSQL tests skip themselves with a
//! note, unless `REQUIRE_POSTGRES` is set (the script sets it), when they fail.
// Each test binary uses a different part of this module.
#![allow(dead_code)]

use std::sync::atomic::{AtomicU32, Ordering};

use carcassonne_bot::store::{Backend, Store};
use sqlx::{Connection, Executor};
use tempfile::TempDir;

/// A migrated, empty database.
pub struct TestDb {
    pub store: Store,
    pub url: String,
    pub backend: Backend,
    /// Keeps a SQLite file alive for the test.
    _dir: Option<TempDir>,
}

impl TestDb {
    /// A fresh database of `backend`; `None` (after a note) when PostgreSQL is not available
    /// and not required.
    pub async fn fresh(backend: Backend) -> Option<TestDb> {
        let (url, dir) = match backend {
            Backend::Sqlite => {
                let dir = tempfile::tempdir().expect("tempdir");
                let url = format!("sqlite://{}", dir.path().join("bot.db").display());
                (url, Some(dir))
            }
            Backend::Postgres => (postgres_database().await?, None),
        };
        let store = Store::open(&url).await.expect("open the test database");
        Some(TestDb {
            store,
            url,
            backend,
            _dir: dir,
        })
    }
}

/// The URL of a new, empty PostgreSQL database.
pub async fn postgres_database() -> Option<String> {
    let Ok(admin) = std::env::var("TEST_POSTGRES_URL") else {
        assert!(
            std::env::var_os("REQUIRE_POSTGRES").is_none(),
            "REQUIRE_POSTGRES is set but TEST_POSTGRES_URL is not: run through scripts/test-postgres.sh"
        );
        eprintln!("skipped: TEST_POSTGRES_URL is not set (scripts/test-postgres.sh sets it)");
        return None;
    };
    static NEXT: AtomicU32 = AtomicU32::new(0);
    // Test binaries run at the same time against one server: the process id keeps them apart.
    let name = format!(
        "test_{}_{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    );
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(&admin)
        .await
        .expect("connect to the test PostgreSQL server");
    conn.execute(format!("CREATE DATABASE {name}").as_str())
        .await
        .expect("create a test database");
    conn.close().await.ok();
    let base = admin
        .rsplit_once('/')
        .map(|(server, _)| server)
        .expect("TEST_POSTGRES_URL ends in /DATABASE");
    Some(format!("{base}/{name}"))
}

/// Declares each named `async fn(TestDb)` as two tests, `NAME::sqlite` and `NAME::postgres`.
#[macro_export]
macro_rules! on_both_databases {
    ($($name:ident),* $(,)?) => {$(
        mod $name {
            use carcassonne_bot::store::Backend;

            #[tokio::test]
            async fn sqlite() {
                if let Some(db) = $crate::backends::TestDb::fresh(Backend::Sqlite).await {
                    super::$name(db).await;
                }
            }

            #[tokio::test]
            async fn postgres() {
                if let Some(db) = $crate::backends::TestDb::fresh(Backend::Postgres).await {
                    super::$name(db).await;
                }
            }
        }
    )*};
}

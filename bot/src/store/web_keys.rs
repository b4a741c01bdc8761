//! The `web_keys` table: the secrets the web server signs its links and sessions with.

use super::{Store, StoreError};

impl Store {
    /// The secret called `name`. The first process to ask stores `candidate`; every later
    /// call, in any process sharing the database, reads that one back, so a signed link stays
    /// valid across restarts and whichever process answers it.
    pub async fn web_key(
        &self,
        name: &str,
        candidate: &str,
        now: i64,
    ) -> Result<String, StoreError> {
        sqlx::query(
            "INSERT INTO web_keys (name, secret, created_at) VALUES ($1, $2, $3) \
             ON CONFLICT (name) DO NOTHING",
        )
        .bind(name)
        .bind(candidate)
        .bind(now)
        .execute(&self.pool)
        .await?;
        let secret = sqlx::query_scalar("SELECT secret FROM web_keys WHERE name = $1")
            .bind(name)
            .fetch_one(&self.pool)
            .await?;
        Ok(secret)
    }
}

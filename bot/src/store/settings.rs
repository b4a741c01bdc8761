//! The `game_settings` table: per-game timers, the undo window and the lobby switches.

use sqlx::Row;

use carcassonne_i18n::Lang;

use super::{counter, flag, to_db, GameId, Store, StoreError, Tx};

/// Per-game preferences chosen in the lobby (timers may change later too).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Seconds after the start of a turn before the player is reminded.
    pub reminder_secs: u32,
    /// Seconds after the start of a turn before it may be skipped.
    pub timeout_secs: u32,
    /// Play with a limited number of tiles.
    pub quick_game: bool,
    /// Seconds a player may take back a confirmed turn; the next player's tile is revealed
    /// when they run out (0: no undo, the next turn starts at once).
    pub undo_secs: u32,
    /// `/carcassonne tiles` shows the tiles still to come.
    pub tile_counter: bool,
    /// `/carcassonne hint` may be used (off for a competitive game).
    pub hints: bool,
    /// The language of the game's channel messages and pictures.
    pub language: Lang,
}

impl Default for Settings {
    // Discord games are played asynchronously across a day, hence hours rather than minutes.
    fn default() -> Self {
        Settings {
            reminder_secs: 4 * 3600,
            timeout_secs: 24 * 3600,
            quick_game: false,
            undo_secs: 10,
            tile_counter: true,
            hints: true,
            language: Lang::En,
        }
    }
}

pub(crate) async fn insert(
    tx: &mut Tx,
    game_id: GameId,
    settings: &Settings,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO game_settings \
         (game_id, reminder_secs, timeout_secs, quick_game, undo_secs, tile_counter, hints, \
         language) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (game_id) DO UPDATE SET \
         reminder_secs = excluded.reminder_secs, timeout_secs = excluded.timeout_secs, \
         quick_game = excluded.quick_game, undo_secs = excluded.undo_secs, \
         tile_counter = excluded.tile_counter, hints = excluded.hints, \
         language = excluded.language",
    )
    .bind(game_id)
    .bind(i64::from(settings.reminder_secs))
    .bind(i64::from(settings.timeout_secs))
    .bind(i64::from(settings.quick_game))
    .bind(i64::from(settings.undo_secs))
    .bind(i64::from(settings.tile_counter))
    .bind(i64::from(settings.hints))
    .bind(settings.language.code())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

impl Store {
    /// Settings of a game; the defaults if none were stored.
    pub async fn settings(&self, game_id: GameId) -> Result<Settings, StoreError> {
        let row = sqlx::query(
            "SELECT reminder_secs, timeout_secs, quick_game, undo_secs, tile_counter, hints, \
             language FROM game_settings WHERE game_id = $1",
        )
        .bind(game_id)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else {
            return Ok(Settings::default());
        };
        let corrupt = |err: sqlx::Error| StoreError::Corrupt {
            game_id,
            reason: format!("settings: {err}"),
        };
        Ok(Settings {
            reminder_secs: counter(
                game_id,
                "reminder_secs",
                row.try_get("reminder_secs").map_err(corrupt)?,
            )?,
            timeout_secs: counter(
                game_id,
                "timeout_secs",
                row.try_get("timeout_secs").map_err(corrupt)?,
            )?,
            quick_game: flag(&row, "quick_game").map_err(corrupt)?,
            undo_secs: counter(
                game_id,
                "undo_secs",
                row.try_get("undo_secs").map_err(corrupt)?,
            )?,
            tile_counter: flag(&row, "tile_counter").map_err(corrupt)?,
            hints: flag(&row, "hints").map_err(corrupt)?,
            language: language(game_id, row.try_get("language").map_err(corrupt)?)?,
        })
    }

    /// Stores the settings of a game.
    pub async fn set_settings(
        &self,
        game_id: GameId,
        settings: &Settings,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        insert(&mut tx, game_id, settings).await?;
        tx.commit().await?;
        Ok(())
    }
}

fn language(game_id: GameId, code: String) -> Result<Lang, StoreError> {
    code.parse().map_err(|err| StoreError::Corrupt {
        game_id,
        reason: format!("settings: {err}"),
    })
}

impl Store {
    /// The language a player chose for what only they see, if they chose one.
    pub async fn user_language(&self, user_id: u64) -> Result<Option<Lang>, StoreError> {
        let code: Option<String> =
            sqlx::query_scalar("SELECT language FROM user_languages WHERE user_id = $1")
                .bind(to_db(user_id))
                .fetch_optional(&self.pool)
                .await?;
        // A code this version does not know (written by a newer one) reads as no choice.
        Ok(code.and_then(|c| Lang::from_locale(&c)))
    }

    /// Stores a player's own language; `None` goes back to their Discord client's.
    pub async fn set_user_language(
        &self,
        user_id: u64,
        language: Option<Lang>,
    ) -> Result<(), StoreError> {
        match language {
            Some(lang) => {
                sqlx::query(
                    "INSERT INTO user_languages (user_id, language) VALUES ($1, $2) \
                     ON CONFLICT (user_id) DO UPDATE SET language = excluded.language",
                )
                .bind(to_db(user_id))
                .bind(lang.code())
                .execute(&self.pool)
                .await?;
            }
            None => {
                sqlx::query("DELETE FROM user_languages WHERE user_id = $1")
                    .bind(to_db(user_id))
                    .execute(&self.pool)
                    .await?;
            }
        }
        Ok(())
    }
}

//! The `seats` table: who plays in which order and colour.

use carcassonne_ai::Level;
use sqlx::Row;

use super::{
    counter, flag, from_db,
    games::{is_unique_violation, lock_game},
    to_db, DbRow, GameId, Store, StoreError, Tx,
};

/// Follower colours in seat order: the first to join plays yellow.
pub const COLOURS: [&str; 8] = [
    "yellow", "red", "green", "blue", "black", "pink", "grey", "purple",
];

/// A row of `seats`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRow {
    pub game_id: GameId,
    /// 0-based; equals the engine's player index once the game has started.
    pub seat: u32,
    pub user_id: u64,
    pub display_name: String,
    pub colour: String,
    pub dm_opt_in: bool,
    /// Resigned or removed after a timeout.
    pub removed: bool,
    pub joined_at: i64,
    /// The AI level of a seat the bot plays; `user_id` is then a small number, not a user.
    pub ai: Option<Level>,
}

impl SeatRow {
    /// How messages name the seat: a mention for a person, the bold name of an AI (a mention
    /// of its made-up id would show as an unknown user).
    pub fn mention(&self) -> String {
        match self.ai {
            Some(_) => format!("**{}**", self.display_name),
            None => format!("<@{}>", self.user_id),
        }
    }

    pub fn is_ai(&self) -> bool {
        self.ai.is_some()
    }
}

/// AI seats take user ids below this; Discord snowflakes are far larger.
const AI_USER_IDS: u64 = 1000;

fn decode(game_id: GameId, row: &DbRow) -> Result<SeatRow, StoreError> {
    let corrupt = |err: sqlx::Error| StoreError::Corrupt {
        game_id,
        reason: format!("seat row: {err}"),
    };
    let seat: i64 = row.try_get("seat").map_err(corrupt)?;
    let ai: Option<String> = row.try_get("ai_level").map_err(corrupt)?;
    let ai = match ai {
        None => None,
        Some(key) => Some(Level::parse(&key).ok_or_else(|| StoreError::Corrupt {
            game_id,
            reason: format!("seat row: unknown AI level {key:?}"),
        })?),
    };
    Ok(SeatRow {
        game_id,
        seat: counter(game_id, "seat", seat)?,
        user_id: from_db(row.try_get("user_id").map_err(corrupt)?),
        display_name: row.try_get("display_name").map_err(corrupt)?,
        colour: row.try_get("colour").map_err(corrupt)?,
        dm_opt_in: flag(row, "dm_opt_in").map_err(corrupt)?,
        removed: flag(row, "removed").map_err(corrupt)?,
        joined_at: row.try_get("joined_at").map_err(corrupt)?,
        ai,
    })
}

/// Seats a lobby's host in the transaction that creates the lobby.
pub(crate) async fn insert_first(
    tx: &mut Tx,
    game_id: GameId,
    user_id: u64,
    display_name: &str,
    now: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO seats (game_id, seat, user_id, display_name, colour, joined_at) \
         VALUES ($1, 0, $2, $3, $4, $5)",
    )
    .bind(game_id)
    .bind(to_db(user_id))
    .bind(display_name)
    .bind(colour_of(0))
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

fn colour_of(seat: usize) -> &'static str {
    COLOURS.get(seat).copied().unwrap_or("white")
}

impl Store {
    /// Seats of a game in seat order, removed ones included.
    pub async fn seats(&self, game_id: GameId) -> Result<Vec<SeatRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT seat, user_id, display_name, colour, dm_opt_in, removed, joined_at, ai_level \
             FROM seats WHERE game_id = $1 ORDER BY seat",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|row| decode(game_id, row)).collect()
    }

    /// Adds a player at the end of a lobby's seat list, unless the lobby already has `max`
    /// players. Returns `None` if the game is not a lobby or is full.
    pub async fn add_seat(
        &self,
        game_id: GameId,
        user_id: u64,
        display_name: &str,
        max: usize,
        now: i64,
    ) -> Result<Option<SeatRow>, StoreError> {
        self.insert_seat(game_id, Some(user_id), display_name, None, max, now)
            .await
    }

    /// Adds an AI seat of `level` at the end of a lobby's seat list, named after its level
    /// (numbered when the lobby has several of that level). `None` if the game is not a lobby
    /// or is full.
    pub async fn add_ai_seat(
        &self,
        game_id: GameId,
        level: Level,
        max: usize,
        now: i64,
    ) -> Result<Option<SeatRow>, StoreError> {
        self.insert_seat(game_id, None, "", Some(level), max, now)
            .await
    }

    /// `user_id: None` is an AI seat: its id and name are chosen inside the transaction.
    async fn insert_seat(
        &self,
        game_id: GameId,
        user_id: Option<u64>,
        display_name: &str,
        ai: Option<Level>,
        max: usize,
        now: i64,
    ) -> Result<Option<SeatRow>, StoreError> {
        // IMMEDIATE: two simultaneous joins must not both count the same number of seats.
        let mut tx = self.begin_write().await?;
        let status = lock_game(&mut tx, game_id).await?;
        match status.as_deref() {
            None => return Err(StoreError::GameNotFound(game_id)),
            Some("lobby") => {}
            Some(_) => return Ok(None),
        }
        let taken: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM seats WHERE game_id = $1")
            .bind(game_id)
            .fetch_one(&mut *tx)
            .await?;
        let seat = counter::<usize>(game_id, "seat count", taken)?;
        if seat >= max {
            return Ok(None);
        }
        let (user_id, display_name) = match (user_id, ai) {
            (Some(user), _) => (user, display_name.to_owned()),
            (None, level) => {
                let rows = sqlx::query("SELECT user_id, ai_level FROM seats WHERE game_id = $1")
                    .bind(game_id)
                    .fetch_all(&mut *tx)
                    .await?;
                let mut used = Vec::new();
                let mut same_level = 0;
                for row in &rows {
                    used.push(from_db(row.try_get("user_id")?));
                    let key: Option<String> = row.try_get("ai_level")?;
                    same_level += usize::from(key.as_deref() == level.map(Level::key));
                }
                let id = (1..AI_USER_IDS).find(|id| !used.contains(id)).unwrap_or(0);
                let base = format!("{} AI", level.unwrap_or(Level::Medium).name());
                let name = if same_level == 0 {
                    base
                } else {
                    format!("{base} {}", same_level + 1)
                };
                (id, name)
            }
        };
        let inserted = sqlx::query(
            "INSERT INTO seats (game_id, seat, user_id, display_name, colour, joined_at, ai_level) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(game_id)
        .bind(taken)
        .bind(to_db(user_id))
        .bind(&display_name)
        .bind(colour_of(seat))
        .bind(now)
        .bind(ai.map(Level::key))
        .execute(&mut *tx)
        .await;
        match inserted {
            Ok(_) => {}
            Err(err) if is_unique_violation(&err) => {
                return Err(StoreError::AlreadySeated { game_id, user_id })
            }
            Err(err) => return Err(err.into()),
        }
        tx.commit().await?;
        Ok(Some(SeatRow {
            game_id,
            seat: counter(game_id, "seat", taken)?,
            user_id,
            display_name,
            colour: colour_of(seat).to_owned(),
            dm_opt_in: false,
            removed: false,
            joined_at: now,
            ai,
        }))
    }

    /// Removes a player from a lobby and closes the gap so that seat order stays join order
    /// and colours stay in the fixed sequence. Returns false if the user was not seated or
    /// the game is not a lobby.
    pub async fn remove_lobby_seat(
        &self,
        game_id: GameId,
        user_id: u64,
    ) -> Result<bool, StoreError> {
        let mut tx = self.begin_write().await?;
        lock_game(&mut tx, game_id).await?;
        let deleted = sqlx::query(
            "DELETE FROM seats WHERE game_id = $1 AND user_id = $2 \
             AND EXISTS (SELECT 1 FROM games WHERE id = $3 AND status = 'lobby')",
        )
        .bind(game_id)
        .bind(to_db(user_id))
        .bind(game_id)
        .execute(&mut *tx)
        .await?;
        if deleted.rows_affected() == 0 {
            return Ok(false);
        }
        let users: Vec<i64> =
            sqlx::query_scalar("SELECT user_id FROM seats WHERE game_id = $1 ORDER BY seat")
                .bind(game_id)
                .fetch_all(&mut *tx)
                .await?;
        // Two passes because (game_id, seat) is checked for uniqueness at every row update:
        // park the seats far above any real index first, then give them their final places.
        sqlx::query("UPDATE seats SET seat = seat + 1000000 WHERE game_id = $1")
            .bind(game_id)
            .execute(&mut *tx)
            .await?;
        for (index, user) in users.iter().enumerate() {
            sqlx::query(
                "UPDATE seats SET seat = $1, colour = $2 WHERE game_id = $3 AND user_id = $4",
            )
            .bind(index as i64)
            .bind(colour_of(index))
            .bind(game_id)
            .bind(user)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// Changes whether a seated player wants turn notifications by DM. Returns false if the
    /// user has no seat in that game.
    pub async fn set_dm_opt_in(
        &self,
        game_id: GameId,
        user_id: u64,
        on: bool,
    ) -> Result<bool, StoreError> {
        let done =
            sqlx::query("UPDATE seats SET dm_opt_in = $1 WHERE game_id = $2 AND user_id = $3")
                .bind(i64::from(on))
                .bind(game_id)
                .bind(to_db(user_id))
                .execute(&self.pool)
                .await?;
        Ok(done.rows_affected() == 1)
    }
}

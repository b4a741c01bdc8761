//! The `results` and `ratings` tables: every seat's result of every finished game, and the
//! ratings they lead to. A finishing move writes both in its own transaction
//! ([`Store::append_move`] with [`super::NewMove::finish`]), so a crash can neither lose a
//! rating update nor make it twice; [`Store::recompute_ratings`] rebuilds every rating from the
//! results alone.

use std::collections::BTreeMap;

use sqlx::Row;

use super::{counter, flag, from_db, to_db, Backend, DbRow, GameId, Store, StoreError, Tx};
use crate::ratings::{self, Rating};

/// One seat of a game that just finished, as its result is stored.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatResult {
    pub seat: u32,
    /// Who is rated: `u:<user id>` or `ai:<level>` (see [`crate::ratings`]).
    pub player: String,
    pub display_name: String,
    pub score: u32,
    /// Resigned or removed.
    pub removed: bool,
    /// Points by kind of feature, as JSON.
    pub points_by_kind: String,
}

/// What finishing a game stores besides the move: its seats' results, and whether they count
/// for ratings.
#[derive(Clone, Debug, PartialEq)]
pub struct Finish {
    pub guild_id: Option<u64>,
    /// The game's key (`carcassonne`, `wheel-of-fortune`, `over-hill-and-dale`).
    pub game_kind: String,
    /// The expansions played, as a JSON list of keys.
    pub expansions: String,
    /// The game counts for ratings (it was played in a server's channel).
    pub rated: bool,
    pub seats: Vec<SeatResult>,
}

/// A stored result of one seat.
#[derive(Clone, Debug, PartialEq)]
pub struct ResultRow {
    pub game_id: GameId,
    pub seat: u32,
    pub guild_id: Option<u64>,
    pub game_kind: String,
    pub player: String,
    pub display_name: String,
    pub score: u32,
    pub place: u32,
    pub removed: bool,
    pub rated: bool,
    /// The seat's player's rating before and after the game, for a rated game.
    pub before: Option<Rating>,
    pub after: Option<Rating>,
    pub points_by_kind: String,
    pub expansions: String,
    pub finished_at: i64,
}

/// A player's current rating in one server and game.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingRow {
    pub player: String,
    pub display_name: String,
    pub rating: Rating,
    pub games: u32,
    pub wins: u32,
}

/// How many results and ratings a recomputation went through.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Recomputed {
    pub games: usize,
    pub rated_games: usize,
    pub ratings: usize,
}

const RESULT_COLUMNS: &str = "game_id, seat, guild_id, game_kind, player, display_name, score, \
     place, removed, rated, mu_before, sigma_before, mu_after, sigma_after, points_by_kind, \
     expansions, finished_at";

fn decode(row: &DbRow) -> Result<ResultRow, StoreError> {
    let game_id: GameId = row.try_get("game_id")?;
    let rating = |mu: &str, sigma: &str| -> Result<Option<Rating>, sqlx::Error> {
        let mu: Option<f64> = row.try_get(mu)?;
        let sigma: Option<f64> = row.try_get(sigma)?;
        Ok(mu.zip(sigma).map(|(mu, sigma)| Rating { mu, sigma }))
    };
    Ok(ResultRow {
        game_id,
        seat: counter(game_id, "result seat", row.try_get("seat")?)?,
        guild_id: row.try_get::<Option<i64>, _>("guild_id")?.map(from_db),
        game_kind: row.try_get("game_kind")?,
        player: row.try_get("player")?,
        display_name: row.try_get("display_name")?,
        score: counter(game_id, "result score", row.try_get("score")?)?,
        place: counter(game_id, "result place", row.try_get("place")?)?,
        removed: flag(row, "removed")?,
        rated: flag(row, "rated")?,
        before: rating("mu_before", "sigma_before")?,
        after: rating("mu_after", "sigma_after")?,
        points_by_kind: row.try_get("points_by_kind")?,
        expansions: row.try_get("expansions")?,
        finished_at: row.try_get("finished_at")?,
    })
}

fn decode_rating(row: &DbRow) -> Result<RatingRow, StoreError> {
    Ok(RatingRow {
        player: row.try_get("player")?,
        display_name: row.try_get("display_name")?,
        rating: Rating {
            mu: row.try_get("mu")?,
            sigma: row.try_get("sigma")?,
        },
        games: counter(0, "rated games", row.try_get("games")?)?,
        wins: counter(0, "rated wins", row.try_get("wins")?)?,
    })
}

/// The seats of a finish as the rating system sees them.
fn rated_seats(finish: &Finish) -> Vec<ratings::Seat> {
    finish
        .seats
        .iter()
        .map(|s| ratings::Seat {
            player: s.player.clone(),
            score: s.score,
            left: s.removed,
        })
        .collect()
}

/// Writes the results of a finished game in `tx`, and for a rated one updates its players'
/// ratings, read and locked in the same transaction: two games of one player finishing at
/// once update it one after the other.
pub(super) async fn write_finish(
    tx: &mut Tx,
    backend: Backend,
    game_id: GameId,
    finish: &Finish,
    now: i64,
) -> Result<(), StoreError> {
    let seats = rated_seats(finish);
    let places = ratings::places(&seats);
    let mut before: BTreeMap<String, Rating> = BTreeMap::new();
    let mut after: BTreeMap<String, Rating> = BTreeMap::new();
    let rated_in = finish.guild_id.filter(|_| finish.rated);
    if let Some(guild) = rated_in {
        // A newcomer's row is made before it is read and locked.
        let lock = match backend {
            Backend::Postgres => " FOR UPDATE",
            // BEGIN IMMEDIATE already holds the database's write lock.
            Backend::Sqlite => "",
        };
        // One row per player, locked in the order of their keys: two games finishing at once
        // with players in common wait for each other instead of deadlocking.
        let players: BTreeMap<&str, &str> = finish
            .seats
            .iter()
            .map(|s| (s.player.as_str(), s.display_name.as_str()))
            .collect();
        for (&player, &display_name) in &players {
            sqlx::query(
                "INSERT INTO ratings (guild_id, game_kind, player, display_name, mu, sigma, \
                 games, wins, updated_at) VALUES ($1, $2, $3, $4, $5, $6, 0, 0, $7) \
                 ON CONFLICT (guild_id, game_kind, player) DO NOTHING",
            )
            .bind(to_db(guild))
            .bind(&finish.game_kind)
            .bind(player)
            .bind(display_name)
            .bind(Rating::NEW.mu)
            .bind(Rating::NEW.sigma)
            .bind(now)
            .execute(&mut **tx)
            .await?;
            let sql = format!(
                "SELECT mu, sigma FROM ratings WHERE guild_id = $1 AND game_kind = $2 \
                 AND player = $3{lock}"
            );
            let row = sqlx::query(&sql)
                .bind(to_db(guild))
                .bind(&finish.game_kind)
                .bind(player)
                .fetch_one(&mut **tx)
                .await?;
            before.insert(
                player.to_owned(),
                Rating {
                    mu: row.try_get("mu")?,
                    sigma: row.try_get("sigma")?,
                },
            );
        }
        after = ratings::after_game(&before, &seats);
    }
    // Read after the locks above: a game of the same player that finished meanwhile has
    // committed its results, so this game comes after it (see the migration).
    let order: i64 = sqlx::query_scalar("SELECT COALESCE(MAX(finish_order), 0) + 1 FROM results")
        .fetch_one(&mut **tx)
        .await?;
    for (s, place) in finish.seats.iter().zip(&places) {
        // The ratings are set apart below, for rated games only: PostgreSQL refuses a typed
        // NULL of the Any driver for a DOUBLE PRECISION parameter.
        sqlx::query(
            "INSERT INTO results (game_id, seat, guild_id, game_kind, player, display_name, \
             score, place, removed, rated, points_by_kind, expansions, finished_at, finish_order) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)",
        )
        .bind(game_id)
        .bind(i64::from(s.seat))
        .bind(finish.guild_id.map(to_db))
        .bind(&finish.game_kind)
        .bind(&s.player)
        .bind(&s.display_name)
        .bind(i64::from(s.score))
        .bind(*place as i64)
        .bind(i64::from(s.removed))
        .bind(i64::from(rated_in.is_some()))
        .bind(&s.points_by_kind)
        .bind(&finish.expansions)
        .bind(now)
        .bind(order)
        .execute(&mut **tx)
        .await?;
        if let (Some(b), Some(a)) = (before.get(&s.player), after.get(&s.player)) {
            sqlx::query(
                "UPDATE results SET mu_before = $1, sigma_before = $2, mu_after = $3, \
                 sigma_after = $4 WHERE game_id = $5 AND seat = $6",
            )
            .bind(b.mu)
            .bind(b.sigma)
            .bind(a.mu)
            .bind(a.sigma)
            .bind(game_id)
            .bind(i64::from(s.seat))
            .execute(&mut **tx)
            .await?;
        }
    }
    if let Some(guild) = rated_in {
        for (player, rating) in &after {
            let won = ratings::won(player, &seats, &places);
            let name = finish
                .seats
                .iter()
                .find(|s| &s.player == player)
                .map_or("", |s| s.display_name.as_str());
            sqlx::query(
                "UPDATE ratings SET mu = $1, sigma = $2, games = games + 1, wins = wins + $3, \
                 display_name = $4, updated_at = $5 \
                 WHERE guild_id = $6 AND game_kind = $7 AND player = $8",
            )
            .bind(rating.mu)
            .bind(rating.sigma)
            .bind(i64::from(won))
            .bind(name)
            .bind(now)
            .bind(to_db(guild))
            .bind(&finish.game_kind)
            .bind(player)
            .execute(&mut **tx)
            .await?;
        }
    }
    Ok(())
}

impl Store {
    /// The results of one finished game, in seat order.
    pub async fn game_results(&self, game_id: GameId) -> Result<Vec<ResultRow>, StoreError> {
        let rows = sqlx::query(&format!(
            "SELECT {RESULT_COLUMNS} FROM results WHERE game_id = $1 ORDER BY seat"
        ))
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(decode).collect()
    }

    /// Every result of `player` in server `guild` (of game `kind`, or of every game), oldest
    /// first.
    pub async fn player_results(
        &self,
        guild: u64,
        player: &str,
        kind: Option<&str>,
    ) -> Result<Vec<ResultRow>, StoreError> {
        let sql = format!(
            "SELECT {RESULT_COLUMNS} FROM results WHERE guild_id = $1 AND player = $2 \
             AND ($3 = '' OR game_kind = $3) ORDER BY finished_at, game_id, seat"
        );
        let rows = sqlx::query(&sql)
            .bind(to_db(guild))
            .bind(player)
            .bind(kind.unwrap_or(""))
            .fetch_all(&self.pool)
            .await?;
        rows.iter().map(decode).collect()
    }

    /// The other seats of every game `player` played in server `guild` (of game `kind`, or
    /// of every game): who they met, and how each of those games ended for both, as
    /// `(their result, the player's own place)` pairs.
    pub async fn opponents(
        &self,
        guild: u64,
        player: &str,
        kind: Option<&str>,
    ) -> Result<Vec<(ResultRow, u32)>, StoreError> {
        let columns: Vec<String> = RESULT_COLUMNS
            .split(", ")
            .map(|c| format!("o.{c}"))
            .collect();
        let sql = format!(
            "SELECT {}, me.place AS my_place FROM results me \
             JOIN results o ON o.game_id = me.game_id AND o.seat <> me.seat \
             WHERE me.guild_id = $1 AND me.player = $2 AND ($3 = '' OR me.game_kind = $3) \
             AND o.player <> me.player ORDER BY o.finished_at, o.game_id, o.seat",
            columns.join(", ")
        );
        let rows = sqlx::query(&sql)
            .bind(to_db(guild))
            .bind(player)
            .bind(kind.unwrap_or(""))
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|row| {
                let mine: i64 = row.try_get("my_place")?;
                Ok((decode(row)?, counter(0, "place", mine)?))
            })
            .collect()
    }

    /// Page `page` (0-based) of `per_page` ratings of server `guild` in game `kind`, best
    /// first (by the rating players see, then by games played), and how many there are.
    pub async fn leaderboard(
        &self,
        guild: u64,
        kind: &str,
        page: usize,
        per_page: usize,
    ) -> Result<(Vec<RatingRow>, usize), StoreError> {
        let total: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM ratings WHERE guild_id = $1 AND game_kind = $2 AND games > 0",
        )
        .bind(to_db(guild))
        .bind(kind)
        .fetch_one(&self.pool)
        .await?;
        let rows = sqlx::query(
            "SELECT player, display_name, mu, sigma, games, wins FROM ratings \
             WHERE guild_id = $1 AND game_kind = $2 AND games > 0 \
             ORDER BY mu - 3 * sigma DESC, games DESC, player LIMIT $3 OFFSET $4",
        )
        .bind(to_db(guild))
        .bind(kind)
        .bind(per_page as i64)
        .bind((page * per_page) as i64)
        .fetch_all(&self.pool)
        .await?;
        let rows: Result<Vec<RatingRow>, StoreError> = rows.iter().map(decode_rating).collect();
        Ok((rows?, counter(0, "ratings", total)?))
    }

    /// A player's current rating in server `guild` and game `kind`, and their place on its
    /// leaderboard (1-based), if they have played a rated game there.
    pub async fn rating_of(
        &self,
        guild: u64,
        kind: &str,
        player: &str,
    ) -> Result<Option<(RatingRow, usize)>, StoreError> {
        let row = sqlx::query(
            "SELECT player, display_name, mu, sigma, games, wins FROM ratings \
             WHERE guild_id = $1 AND game_kind = $2 AND player = $3 AND games > 0",
        )
        .bind(to_db(guild))
        .bind(kind)
        .bind(player)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else { return Ok(None) };
        let rating = decode_rating(&row)?;
        let ahead: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM ratings WHERE guild_id = $1 AND game_kind = $2 AND games > 0 \
             AND mu - 3 * sigma > $3",
        )
        .bind(to_db(guild))
        .bind(kind)
        .bind(rating.rating.mu - 3.0 * rating.rating.sigma)
        .fetch_one(&self.pool)
        .await?;
        Ok(Some((rating, counter::<usize>(0, "rank", ahead)? + 1)))
    }

    /// The finished games that have no stored results (finished before ratings existed).
    pub async fn finished_without_results(&self) -> Result<Vec<GameId>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT g.id FROM games g WHERE g.status = 'finished' AND NOT EXISTS \
             (SELECT 1 FROM results r WHERE r.game_id = g.id) ORDER BY g.id",
        )
        .fetch_all(&self.pool)
        .await?)
    }

    /// Stores the results of a game finished at `finished_at` that has none yet, without
    /// touching ratings ([`Store::recompute_ratings`] rates it in its turn).
    pub async fn add_results(
        &self,
        game_id: GameId,
        finish: &Finish,
        finished_at: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.begin_write().await?;
        let unrated = Finish {
            rated: false,
            ..finish.clone()
        };
        write_finish(&mut tx, self.backend, game_id, &unrated, finished_at).await?;
        if finish.rated {
            sqlx::query("UPDATE results SET rated = 1 WHERE game_id = $1")
                .bind(game_id)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Rebuilds every rating from the stored results, in the order they were rated, in one
    /// transaction: each rated result's rating before and after, and the ratings table. The
    /// same results always give the same ratings, so this is what the finishing moves'
    /// updates must equal.
    pub async fn recompute_ratings(&self, now: i64) -> Result<Recomputed, StoreError> {
        let mut tx = self.begin_write().await?;
        let rows = sqlx::query(&format!(
            "SELECT {RESULT_COLUMNS} FROM results ORDER BY finish_order, game_id, seat"
        ))
        .fetch_all(&mut *tx)
        .await?;
        let results: Vec<ResultRow> = rows.iter().map(decode).collect::<Result<_, _>>()?;
        let mut games: Vec<Vec<&ResultRow>> = Vec::new();
        for r in &results {
            match games.last_mut() {
                Some(game) if game[0].game_id == r.game_id => game.push(r),
                _ => games.push(vec![r]),
            }
        }
        type Key = (u64, String, String);
        let mut current: BTreeMap<Key, (Rating, u32, u32, String)> = BTreeMap::new();
        let mut counts = Recomputed {
            games: games.len(),
            ..Recomputed::default()
        };
        for game in &games {
            let first = game[0];
            let (Some(guild), true) = (first.guild_id, first.rated) else {
                continue;
            };
            counts.rated_games += 1;
            let key = |player: &str| (guild, first.game_kind.clone(), player.to_owned());
            let seats: Vec<ratings::Seat> = game
                .iter()
                .map(|r| ratings::Seat {
                    player: r.player.clone(),
                    score: r.score,
                    left: r.removed,
                })
                .collect();
            let priors: BTreeMap<String, Rating> = game
                .iter()
                .map(|r| {
                    let prior = current.get(&key(&r.player)).map_or(Rating::NEW, |c| c.0);
                    (r.player.clone(), prior)
                })
                .collect();
            let after = ratings::after_game(&priors, &seats);
            let places = ratings::places(&seats);
            for (r, place) in game.iter().zip(&places) {
                let (b, a) = (priors[&r.player], after[&r.player]);
                sqlx::query(
                    "UPDATE results SET mu_before = $1, sigma_before = $2, mu_after = $3, \
                     sigma_after = $4, place = $5 WHERE game_id = $6 AND seat = $7",
                )
                .bind(b.mu)
                .bind(b.sigma)
                .bind(a.mu)
                .bind(a.sigma)
                .bind(*place as i64)
                .bind(r.game_id)
                .bind(i64::from(r.seat))
                .execute(&mut *tx)
                .await?;
            }
            for (player, rating) in &after {
                let won = ratings::won(player, &seats, &places);
                let name = game
                    .iter()
                    .find(|r| &r.player == player)
                    .map_or(String::new(), |r| r.display_name.clone());
                let entry =
                    current
                        .entry(key(player))
                        .or_insert((Rating::NEW, 0, 0, String::new()));
                *entry = (*rating, entry.1 + 1, entry.2 + u32::from(won), name);
            }
        }
        sqlx::query("DELETE FROM ratings").execute(&mut *tx).await?;
        for ((guild, kind, player), (rating, games, wins, name)) in &current {
            sqlx::query(
                "INSERT INTO ratings (guild_id, game_kind, player, display_name, mu, sigma, \
                 games, wins, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            )
            .bind(to_db(*guild))
            .bind(kind)
            .bind(player)
            .bind(name)
            .bind(rating.mu)
            .bind(rating.sigma)
            .bind(i64::from(*games))
            .bind(i64::from(*wins))
            .bind(now)
            .execute(&mut *tx)
            .await?;
        }
        counts.ratings = current.len();
        tx.commit().await?;
        Ok(counts)
    }

    /// Every rating of every server, for checking them against a recomputation.
    pub async fn all_ratings(&self) -> Result<Vec<(u64, String, RatingRow)>, StoreError> {
        let rows = sqlx::query(
            "SELECT guild_id, game_kind, player, display_name, mu, sigma, games, wins FROM ratings \
             ORDER BY guild_id, game_kind, player",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                Ok((
                    from_db(row.try_get("guild_id")?),
                    row.try_get("game_kind")?,
                    decode_rating(row)?,
                ))
            })
            .collect()
    }
}

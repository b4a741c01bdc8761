//! Ratings, leaderboards and profiles: what a finished game stores, and what the server's
//! table and a player's page read back (the rating itself is [`crate::ratings`]).

use std::collections::BTreeMap;

use carcassonne_engine::{Game, GameKind, ScoreKind};

use super::{GameService, LoadedGame, ServiceError};
use crate::store::{Finish, GameId, RatingRow, Recomputed, ResultRow, SeatResult, SeatRow};

/// Rows of one leaderboard page.
pub const LEADERBOARD_PAGE: usize = 10;
/// Opponents a profile compares the player with.
const HEAD_TO_HEAD: usize = 5;
/// Expansions a profile names as the player's favourites.
const FAVOURITES: usize = 3;

/// Who is rated for a seat: the person, or the bot's AI of that level.
pub fn player_key(seat: &SeatRow) -> String {
    match seat.ai {
        Some(level) => format!("ai:{}", level.key()),
        None => user_key(seat.user_id),
    }
}

/// The rated player who is the Discord user `user_id`.
pub fn user_key(user_id: u64) -> String {
    format!("u:{user_id}")
}

/// What finishing `loaded` as `game` stores: each seat's score and points by kind, whether it
/// left (`leaving` leaves with this move), and whether the game counts for ratings (it was
/// played in a server; local games were not).
pub(super) fn finish_of(loaded: &LoadedGame, game: &Game, leaving: Option<u32>) -> Finish {
    let seats = loaded
        .seats
        .iter()
        .map(|seat| {
            let index = seat.seat as usize;
            let kinds = game.breakdown(index);
            let points: BTreeMap<&str, u32> = ScoreKind::all()
                .iter()
                .map(|&k| (k.name(), kinds.get(k)))
                .filter(|&(_, n)| n > 0)
                .collect();
            SeatResult {
                seat: seat.seat,
                player: player_key(seat),
                display_name: seat.display_name.clone(),
                score: game.scores().get(index).copied().unwrap_or(0),
                removed: seat.removed || leaving == Some(seat.seat),
                points_by_kind: serde_json::to_string(&points).unwrap_or_else(|_| "{}".into()),
            }
        })
        .collect();
    let expansions: Vec<&str> = loaded.config.rules.iter().map(|e| e.key()).collect();
    Finish {
        guild_id: loaded.row.guild_id,
        game_kind: loaded.config.game.key().to_owned(),
        expansions: serde_json::to_string(&expansions).unwrap_or_else(|_| "[]".into()),
        rated: loaded.row.guild_id.is_some(),
        seats,
    }
}

/// One row of a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked {
    pub rank: usize,
    pub row: RatingRow,
}

/// A page of a server's table in one game.
#[derive(Clone, Debug, PartialEq)]
pub struct Leaderboard {
    pub game: GameKind,
    /// 0-based, within `0..pages` (or 0 for an empty table).
    pub page: usize,
    pub pages: usize,
    pub players: usize,
    pub rows: Vec<Ranked>,
}

/// How a player fared against one frequent opponent, in the games both played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeadToHead {
    pub player: String,
    pub display_name: String,
    pub games: u32,
    /// Games the profile's player finished ahead of, behind and level with them.
    pub ahead: u32,
    pub behind: u32,
    pub level: u32,
}

/// A player's rating in one game, with their place on that game's table.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRating {
    pub game: GameKind,
    pub row: RatingRow,
    pub rank: usize,
}

/// Everything `/carcassonne profile` shows of a player in one server.
#[derive(Clone, Debug, PartialEq)]
pub struct Profile {
    pub player: String,
    pub display_name: String,
    /// The game the figures are of, when one was asked for (otherwise every game).
    pub only: Option<GameKind>,
    pub games: u32,
    pub wins: u32,
    pub mean_score: f64,
    pub best_score: u32,
    /// The most played expansions with their game counts, most played first.
    pub favourites: Vec<(String, u32)>,
    /// Points over all those games by kind of feature, most first.
    pub points: Vec<(ScoreKind, u64)>,
    pub opponents: Vec<HeadToHead>,
    /// The player's rating in each game they played, in game list order.
    pub ratings: Vec<GameRating>,
    /// The game the rating curve is of: the one asked for, or the most played.
    pub curve_game: Option<GameKind>,
    /// The rating players see after each rated game of `curve_game`, with its end time.
    pub curve: Vec<(i64, f64)>,
    /// Every final score, oldest first.
    pub scores: Vec<u32>,
}

/// Each seat's rating before and after a finished game, as its score sheet shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RatingChange {
    pub seat: u32,
    pub before: i64,
    pub after: i64,
}

/// A win is a first place of a seat still playing at the end.
fn won(result: &ResultRow) -> bool {
    result.place == 1 && !result.removed
}

impl GameService {
    /// A page of server `guild`'s table in `game`, best first; a page past the end shows the
    /// last one.
    pub async fn leaderboard(
        &self,
        guild: u64,
        game: GameKind,
        page: usize,
    ) -> Result<Leaderboard, ServiceError> {
        let (mut rows, players) = self
            .store
            .leaderboard(guild, game.key(), page, LEADERBOARD_PAGE)
            .await?;
        let pages = players.div_ceil(LEADERBOARD_PAGE);
        let mut page = page;
        if rows.is_empty() && page >= pages && pages > 0 {
            // Players left the table since the buttons were drawn: show its last page.
            page = pages - 1;
            rows = self
                .store
                .leaderboard(guild, game.key(), page, LEADERBOARD_PAGE)
                .await?
                .0;
        }
        let rows = rows
            .into_iter()
            .enumerate()
            .map(|(i, row)| Ranked {
                rank: page * LEADERBOARD_PAGE + i + 1,
                row,
            })
            .collect();
        Ok(Leaderboard {
            game,
            page: page.min(pages.saturating_sub(1)),
            pages,
            players,
            rows,
        })
    }

    /// The profile of `player` (a key of [`player_key`]) in server `guild`, of game `only`
    /// or of every game; `None` if they never finished a game there.
    pub async fn profile(
        &self,
        guild: u64,
        player: &str,
        only: Option<GameKind>,
    ) -> Result<Option<Profile>, ServiceError> {
        let results = self
            .store
            .player_results(guild, player, only.map(GameKind::key))
            .await?;
        let Some(last) = results.last() else {
            return Ok(None);
        };
        let games = results.len() as u32;
        let wins = results.iter().filter(|r| won(r)).count() as u32;
        let scores: Vec<u32> = results.iter().map(|r| r.score).collect();
        let total: u64 = scores.iter().map(|&s| u64::from(s)).sum();
        let mut favourites: BTreeMap<String, u32> = BTreeMap::new();
        let mut points: BTreeMap<ScoreKind, u64> = BTreeMap::new();
        let mut played: BTreeMap<GameKind, u32> = BTreeMap::new();
        for r in &results {
            // Rows are the bot's own JSON; one unreadable row leaves its figures out rather
            // than failing the page.
            let expansions: Vec<String> = serde_json::from_str(&r.expansions).unwrap_or_default();
            let kind = GameKind::from_key(&r.game_kind);
            // What the game plays without asking (the base game's farmers) is no favourite.
            let given: Vec<&str> = kind
                .map(super::default_rules)
                .unwrap_or_default()
                .iter()
                .map(|e| e.key())
                .collect();
            for key in expansions
                .into_iter()
                .filter(|k| !given.contains(&k.as_str()))
            {
                *favourites.entry(key).or_default() += 1;
            }
            let by_kind: BTreeMap<String, u64> =
                serde_json::from_str(&r.points_by_kind).unwrap_or_default();
            for (name, n) in by_kind {
                if let Some(kind) = ScoreKind::from_name(&name) {
                    *points.entry(kind).or_default() += n;
                }
            }
            if let Some(kind) = kind {
                *played.entry(kind).or_default() += 1;
            }
        }
        let mut favourites: Vec<(String, u32)> = favourites.into_iter().collect();
        favourites.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        favourites.truncate(FAVOURITES);
        let mut points: Vec<(ScoreKind, u64)> = points.into_iter().filter(|p| p.1 > 0).collect();
        points.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));

        let mut ratings = Vec::new();
        for &game in GameKind::all() {
            if let Some((row, rank)) = self.store.rating_of(guild, game.key(), player).await? {
                ratings.push(GameRating { game, row, rank });
            }
        }
        let curve_game = only.or_else(|| {
            played
                .iter()
                .max_by(|a, b| a.1.cmp(b.1).then_with(|| b.0.cmp(a.0)))
                .map(|(&g, _)| g)
        });
        let curve = results
            .iter()
            .filter(|r| Some(r.game_kind.as_str()) == curve_game.map(GameKind::key))
            .filter_map(|r| r.after.map(|a| (r.finished_at, a.shown() as f64)))
            .collect();

        let mut met: BTreeMap<String, HeadToHead> = BTreeMap::new();
        for (other, mine) in self
            .store
            .opponents(guild, player, only.map(GameKind::key))
            .await?
        {
            let entry = met.entry(other.player.clone()).or_insert(HeadToHead {
                player: other.player.clone(),
                display_name: String::new(),
                games: 0,
                ahead: 0,
                behind: 0,
                level: 0,
            });
            // Rows come oldest first: the name kept is the latest.
            entry.display_name = other.display_name.clone();
            entry.games += 1;
            match mine.cmp(&other.place) {
                std::cmp::Ordering::Less => entry.ahead += 1,
                std::cmp::Ordering::Greater => entry.behind += 1,
                std::cmp::Ordering::Equal => entry.level += 1,
            }
        }
        let mut opponents: Vec<HeadToHead> = met.into_values().collect();
        opponents.sort_by(|a, b| b.games.cmp(&a.games).then_with(|| a.player.cmp(&b.player)));
        opponents.truncate(HEAD_TO_HEAD);

        Ok(Some(Profile {
            player: player.to_owned(),
            display_name: last.display_name.clone(),
            only,
            games,
            wins,
            mean_score: total as f64 / f64::from(games.max(1)),
            best_score: scores.iter().copied().max().unwrap_or(0),
            favourites,
            points,
            opponents,
            ratings,
            curve_game,
            curve,
            scores,
        }))
    }

    /// Each seat's rating before and after finished game `game_id`, if it was rated.
    pub async fn rating_changes(&self, game_id: GameId) -> Result<Vec<RatingChange>, ServiceError> {
        Ok(self
            .store
            .game_results(game_id)
            .await?
            .iter()
            .filter(|r| r.rated)
            .filter_map(|r| {
                Some(RatingChange {
                    seat: r.seat,
                    before: r.before?.shown(),
                    after: r.after?.shown(),
                })
            })
            .collect())
    }

    /// Stores the results of finished games that have none (finished before ratings
    /// existed), with the time each finished; how many it stored. Games that cannot be read
    /// are left out and logged.
    pub async fn backfill_results(&self) -> Result<usize, ServiceError> {
        let mut stored = 0;
        for game_id in self.store.finished_without_results().await? {
            let loaded = match self.load(game_id).await {
                Ok(loaded) => loaded,
                Err(err) => {
                    tracing::warn!(game_id, %err, "finished game left out of the ratings");
                    continue;
                }
            };
            let Some(game) = loaded.game.as_ref() else {
                continue;
            };
            let finish = finish_of(&loaded, game, None);
            self.store
                .add_results(game_id, &finish, loaded.row.updated_at)
                .await?;
            stored += 1;
        }
        Ok(stored)
    }

    /// `ratings --recompute`: stores missing results, then rebuilds every rating from the
    /// stored results alone.
    pub async fn recompute_ratings(&self) -> Result<(usize, Recomputed), ServiceError> {
        let added = self.backfill_results().await?;
        let counts = self.store.recompute_ratings(self.now()).await?;
        tracing::info!(added, ?counts, "ratings recomputed");
        Ok((added, counts))
    }

    /// At start-up: games that finished before this version get their results and ratings
    /// (once; a later start finds none missing). How many were added.
    pub async fn rate_unrated_games(&self) -> Result<usize, ServiceError> {
        let added = self.backfill_results().await?;
        if added > 0 {
            let counts = self.store.recompute_ratings(self.now()).await?;
            tracing::info!(added, ?counts, "finished games of an older version rated");
        }
        Ok(added)
    }
}

//! Results and ratings in the store, on both databases: a finishing move writes them in its
//! own transaction, once; a recomputation from the results gives exactly what the finishing
//! moves wrote; the table and a player's rows read back in order.

mod backends;

use std::sync::Arc;

use backends::TestDb;
use carcassonne_bot::ratings::Rating;
use carcassonne_bot::store::{
    Finish, NewGame, NewMove, RatingRow, SeatResult, Settings, StartGame, Store, StoreError,
};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

const NOW: i64 = 1_800_000_000;
const GUILD: u64 = 7;

/// A started two-seat game in `channel` of `guild` (`None`: a game without a server).
async fn running_game(store: &Store, guild: Option<u64>, channel: u64) -> i64 {
    let lobby = NewGame {
        guild_id: guild,
        channel_id: channel,
        host_id: 100,
        host_name: "Ada".into(),
        config: r#"{"players":2}"#.into(),
        seed: 42,
    };
    let game = store
        .create_game(&lobby, &Settings::default(), NOW)
        .await
        .unwrap();
    store
        .add_seat(game.id, 200, "Bob", 8, NOW)
        .await
        .unwrap()
        .unwrap();
    let start = StartGame {
        game_id: game.id,
        players: 2,
        config: r#"{"players":2}"#,
        state: "{}",
        turn: 1,
        deadlines: &[],
        now: NOW,
    };
    assert!(store.start_game(&start).await.unwrap());
    game.id
}

fn seat(seat: u32, player: &str, score: u32, removed: bool) -> SeatResult {
    SeatResult {
        seat,
        player: player.into(),
        display_name: player.trim_start_matches("u:").to_uppercase(),
        score,
        removed,
        points_by_kind: format!(r#"{{"city":{score}}}"#),
    }
}

fn finish(guild: Option<u64>, seats: Vec<SeatResult>) -> Finish {
    Finish {
        guild_id: guild,
        game_kind: "carcassonne".into(),
        expansions: r#"["farmers","inns-cathedrals"]"#.into(),
        rated: guild.is_some(),
        seats,
    }
}

fn last_move<'a>(game_id: i64, finish: Option<&'a Finish>, now: i64) -> NewMove<'a> {
    NewMove {
        game_id,
        expected_version: 0,
        seat: 0,
        user_id: Some(100),
        action: "\"end\"",
        state: "{}",
        turn: 2,
        finished: true,
        remove_seat: None,
        deadlines: None,
        unrevealed_turn: None,
        finish,
        now,
    }
}

/// Plays game `finish` to its end in a fresh channel.
async fn finish_game(store: &Store, channel: u64, finish: &Finish, now: i64) -> i64 {
    let id = running_game(store, finish.guild_id, channel).await;
    store
        .append_move(&last_move(id, Some(finish), now))
        .await
        .unwrap();
    id
}

fn close(a: &Rating, b: &Rating) -> bool {
    (a.mu - b.mu).abs() < 1e-9 && (a.sigma - b.sigma).abs() < 1e-9
}

fn same_ratings(left: &[(u64, String, RatingRow)], right: &[(u64, String, RatingRow)]) {
    assert_eq!(left.len(), right.len(), "{left:?}\n{right:?}");
    for (l, r) in left.iter().zip(right) {
        assert_eq!((l.0, &l.1, &l.2.player), (r.0, &r.1, &r.2.player));
        assert_eq!((l.2.games, l.2.wins), (r.2.games, r.2.wins), "{l:?} {r:?}");
        assert!(close(&l.2.rating, &r.2.rating), "{l:?} != {r:?}");
    }
}

async fn a_finishing_move_writes_results_and_ratings_once(db: TestDb) {
    let TestDb { store, .. } = db;
    let game = finish(
        Some(GUILD),
        vec![
            seat(0, "u:100", 80, false),
            seat(1, "u:200", 60, false),
            seat(2, "ai:hard", 95, true),
        ],
    );
    let id = finish_game(&store, 1, &game, NOW + 10).await;
    // The same last move again (a retry after a lost reply) is refused and rates nothing.
    let again = store
        .append_move(&last_move(id, Some(&game), NOW + 20))
        .await;
    assert!(
        matches!(again, Err(StoreError::VersionConflict { .. })),
        "{again:?}"
    );
    let results = store.game_results(id).await.unwrap();
    let places: Vec<(String, u32, bool)> = results
        .iter()
        .map(|r| (r.player.clone(), r.place, r.rated))
        .collect();
    // The AI resigned: last, whatever its score.
    assert_eq!(
        places,
        [
            ("u:100".into(), 1, true),
            ("u:200".into(), 2, true),
            ("ai:hard".into(), 3, true)
        ]
    );
    for r in &results {
        assert_eq!(r.before, Some(Rating::NEW), "{r:?}");
        assert_eq!(r.finished_at, NOW + 10);
    }
    let (rows, total) = store
        .leaderboard(GUILD, "carcassonne", 0, 10)
        .await
        .unwrap();
    assert_eq!(total, 3);
    let order: Vec<(&str, u32, u32)> = rows
        .iter()
        .map(|r| (r.player.as_str(), r.games, r.wins))
        .collect();
    assert_eq!(order, [("u:100", 1, 1), ("u:200", 1, 0), ("ai:hard", 1, 0)]);
    assert!(rows[0].rating.mu > Rating::NEW.mu && rows[2].rating.mu < Rating::NEW.mu);
    // The stored "after" of each seat is its rating now.
    for r in &results {
        let now = rows.iter().find(|row| row.player == r.player).unwrap();
        assert!(close(&r.after.unwrap(), &now.rating));
    }
}

async fn games_without_a_server_are_stored_but_not_rated(db: TestDb) {
    let TestDb { store, .. } = db;
    let game = finish(
        None,
        vec![seat(0, "u:100", 10, false), seat(1, "u:200", 20, false)],
    );
    let id = finish_game(&store, 0, &game, NOW).await;
    let results = store.game_results(id).await.unwrap();
    assert_eq!(results.len(), 2);
    assert!(results.iter().all(|r| !r.rated && r.after.is_none()));
    assert!(store.all_ratings().await.unwrap().is_empty());
    // A move that does not end the game stores no results even if handed some.
    let other = running_game(&store, Some(GUILD), 5).await;
    let not_last = NewMove {
        finished: false,
        ..last_move(other, Some(&game), NOW)
    };
    store.append_move(&not_last).await.unwrap();
    assert!(store.game_results(other).await.unwrap().is_empty());
}

/// Many games among five players and two AI levels, with ties, resignations, games in two
/// servers and unrated ones: the finishing moves' ratings equal a recomputation's, and
/// recomputing twice changes nothing.
async fn recomputing_gives_what_the_finishing_moves_wrote(db: TestDb) {
    let TestDb { store, .. } = db;
    let players = ["u:1", "u:2", "u:3", "u:4", "u:5", "ai:easy", "ai:hard"];
    let mut rng = StdRng::seed_from_u64(27);
    for channel in 1..=40u64 {
        let count = rng.gen_range(2..=5);
        let mut seats = Vec::new();
        for s in 0..count {
            let player = if s > 0 && rng.gen_bool(0.1) {
                // Two seats of one AI level in a game.
                "ai:easy"
            } else {
                players[rng.gen_range(0..players.len())]
            };
            if s > 0
                && player.starts_with("u:")
                && seats.iter().any(|x: &SeatResult| x.player == player)
            {
                continue;
            }
            let score = rng.gen_range(0..12) * 10;
            seats.push(seat(s, player, score, rng.gen_bool(0.1)));
        }
        let guild = match channel % 7 {
            0 => None,
            3 => Some(GUILD + 1),
            _ => Some(GUILD),
        };
        // Several games end in the same second: the order they were rated in decides.
        finish_game(
            &store,
            channel,
            &finish(guild, seats),
            NOW + (channel as i64) / 3,
        )
        .await;
    }
    let incremental = store.all_ratings().await.unwrap();
    assert!(incremental.len() >= 10, "{incremental:?}");
    let counts = store.recompute_ratings(NOW + 100).await.unwrap();
    assert_eq!(counts.games, 40);
    assert_eq!(counts.ratings, incremental.len());
    let recomputed = store.all_ratings().await.unwrap();
    same_ratings(&incremental, &recomputed);
    store.recompute_ratings(NOW + 200).await.unwrap();
    same_ratings(&recomputed, &store.all_ratings().await.unwrap());
}

/// Two games of the same two players, seated the other way round, end at the same moment:
/// neither waits for the other forever, each sees the other's update, so both ratings moved
/// twice and equal the recomputation.
async fn two_games_of_one_player_ending_at_once_both_count(db: TestDb) {
    let TestDb { store, .. } = db;
    let store = Arc::new(store);
    for round in 0..5u64 {
        let first = finish(
            Some(GUILD),
            vec![seat(0, "u:1", 50, false), seat(1, "u:2", 40, false)],
        );
        let second = finish(
            Some(GUILD),
            vec![seat(0, "u:2", 30, false), seat(1, "u:1", 20, false)],
        );
        let a = running_game(&store, Some(GUILD), 100 + round * 2).await;
        let b = running_game(&store, Some(GUILD), 101 + round * 2).await;
        let (sa, sb) = (store.clone(), store.clone());
        let (fa, fb) = (first.clone(), second.clone());
        let left = tokio::spawn(async move { sa.append_move(&last_move(a, Some(&fa), NOW)).await });
        let right =
            tokio::spawn(async move { sb.append_move(&last_move(b, Some(&fb), NOW)).await });
        left.await.unwrap().unwrap();
        right.await.unwrap().unwrap();
    }
    let incremental = store.all_ratings().await.unwrap();
    let shared = incremental.iter().find(|r| r.2.player == "u:1").unwrap();
    assert_eq!((shared.2.games, shared.2.wins), (10, 5));
    store.recompute_ratings(NOW).await.unwrap();
    same_ratings(&incremental, &store.all_ratings().await.unwrap());
}

async fn the_table_pages_and_ranks_and_a_players_rows_read_back(db: TestDb) {
    let TestDb { store, .. } = db;
    // Player k beats every player after them once.
    let mut channel = 1;
    for winner in 1..=12u32 {
        for loser in (winner + 1)..=12 {
            let game = finish(
                Some(GUILD),
                vec![
                    seat(0, &format!("u:{winner}"), 100, false),
                    seat(1, &format!("u:{loser}"), 50, false),
                ],
            );
            finish_game(&store, channel, &game, NOW + i64::from(channel as u32)).await;
            channel += 1;
        }
    }
    let (first, total) = store.leaderboard(GUILD, "carcassonne", 0, 5).await.unwrap();
    assert_eq!(total, 12);
    assert_eq!(first[0].player, "u:1");
    assert_eq!(first[0].wins, 11);
    let shown: Vec<f64> = first
        .iter()
        .map(|r| r.rating.mu - 3.0 * r.rating.sigma)
        .collect();
    assert!(shown.windows(2).all(|w| w[0] >= w[1]), "{shown:?}");
    let (last, _) = store.leaderboard(GUILD, "carcassonne", 2, 5).await.unwrap();
    assert_eq!(last.len(), 2);
    assert_eq!(last[1].player, "u:12");
    let (past, _) = store.leaderboard(GUILD, "carcassonne", 9, 5).await.unwrap();
    assert!(past.is_empty());
    // Another game's table and another server's are empty.
    assert_eq!(
        store
            .leaderboard(GUILD, "over-hill-and-dale", 0, 5)
            .await
            .unwrap()
            .1,
        0
    );
    assert_eq!(
        store
            .leaderboard(GUILD + 1, "carcassonne", 0, 5)
            .await
            .unwrap()
            .1,
        0
    );

    let (row, rank) = store
        .rating_of(GUILD, "carcassonne", "u:12")
        .await
        .unwrap()
        .unwrap();
    assert_eq!((row.games, row.wins, rank), (11, 0, 12));
    assert!(store
        .rating_of(GUILD, "carcassonne", "u:99")
        .await
        .unwrap()
        .is_none());

    let mine = store.player_results(GUILD, "u:3", None).await.unwrap();
    assert_eq!(mine.len(), 11);
    assert!(mine
        .windows(2)
        .all(|w| w[0].finished_at <= w[1].finished_at));
    assert_eq!(mine.iter().filter(|r| r.place == 1).count(), 9);
    let met = store.opponents(GUILD, "u:3", None).await.unwrap();
    assert_eq!(met.len(), 11);
    let (over_one, my_place) = met.iter().find(|(o, _)| o.player == "u:1").unwrap();
    assert_eq!((over_one.place, *my_place), (1, 2));
    assert!(store
        .player_results(GUILD, "u:3", Some("over-hill-and-dale"))
        .await
        .unwrap()
        .is_empty());
}

/// A game that finished before results were stored is listed, and once its results are added
/// a recomputation rates it.
async fn games_finished_before_ratings_are_rated_by_a_recomputation(db: TestDb) {
    let TestDb { store, .. } = db;
    let old = running_game(&store, Some(GUILD), 1).await;
    store.append_move(&last_move(old, None, NOW)).await.unwrap();
    assert_eq!(store.finished_without_results().await.unwrap(), [old]);
    let game = finish(
        Some(GUILD),
        vec![seat(0, "u:100", 30, false), seat(1, "u:200", 40, false)],
    );
    store.add_results(old, &game, NOW).await.unwrap();
    assert!(store.finished_without_results().await.unwrap().is_empty());
    assert!(
        store.all_ratings().await.unwrap().is_empty(),
        "not rated until recomputed"
    );
    let counts = store.recompute_ratings(NOW + 5).await.unwrap();
    assert_eq!(
        (counts.games, counts.rated_games, counts.ratings),
        (1, 1, 2)
    );
    let (rows, _) = store
        .leaderboard(GUILD, "carcassonne", 0, 10)
        .await
        .unwrap();
    assert_eq!(rows[0].player, "u:200");
    let results = store.game_results(old).await.unwrap();
    assert!(results.iter().all(|r| r.rated && r.after.is_some()));
}

on_both_databases!(
    a_finishing_move_writes_results_and_ratings_once,
    games_without_a_server_are_stored_but_not_rated,
    recomputing_gives_what_the_finishing_moves_wrote,
    two_games_of_one_player_ending_at_once_both_count,
    the_table_pages_and_ranks_and_a_players_rows_read_back,
    games_finished_before_ratings_are_rated_by_a_recomputation,
);

/// `carcassonne-bot ratings --recompute`, the shipped binary on a SQLite file: a rating
/// spoiled by hand is rebuilt from the results, and the run says what it went through.
#[tokio::test]
async fn the_recompute_subcommand_rebuilds_the_ratings_from_the_results() {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!("sqlite://{}", dir.path().join("bot.db").display());
    let store = Store::open(&url).await.expect("open");
    for channel in 1..=3 {
        let game = finish(
            Some(GUILD),
            vec![
                seat(0, "u:1", 30 + channel as u32, false),
                seat(1, "u:2", 40, false),
            ],
        );
        finish_game(&store, channel, &game, NOW + channel as i64).await;
    }
    let written = store.all_ratings().await.unwrap();
    sqlx::query("UPDATE ratings SET mu = 0, games = 99")
        .execute(store.pool())
        .await
        .unwrap();
    store.close().await;

    let bin = env!("CARGO_BIN_EXE_carcassonne-bot");
    let refused = std::process::Command::new(bin)
        .arg("ratings")
        .current_dir(dir.path())
        .env("DATABASE_URL", &url)
        .output()
        .expect("run the binary");
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--recompute"));

    let out = std::process::Command::new(bin)
        .args(["ratings", "--recompute"])
        .current_dir(dir.path())
        .env("DATABASE_URL", &url)
        .output()
        .expect("run the binary");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("Ratings recomputed from 3 finished games (3 rated; 0 had no results yet and were added): 2 ratings."),
        "{stdout}"
    );
    let store = Store::open(&url).await.expect("reopen");
    same_ratings(&written, &store.all_ratings().await.unwrap());
}

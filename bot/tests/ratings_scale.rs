//! Ratings of a busy server: `RATING_GAMES` finished games (default 10,000) of forty players
//! stored in one server, rated by a recomputation, then `/carcassonne leaderboard` and
//! `/carcassonne profile` asked through the fake Discord, which holds the bot to Discord's
//! three seconds for a first answer.
//!
//! It prints `ratings with N finished games: recompute X ms, leaderboard Y ms, profile with its
//! picture Z ms` (run with `--nocapture`); the figures go to the README. Timings are
//! printed, not asserted: a busy machine must not fail the suite.

mod support;

use std::time::Instant;

use carcassonne_bot::ratings::places;
use carcassonne_bot::service::user_key;
use carcassonne_bot::store::Store;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use support::fake::store::{ResponseKind, GUILD_ID};
use support::{env_number, Harness};

const PLAYERS: u64 = 40;
const FINISHED_AT: i64 = 1_700_000_000;

/// Stores `count` finished games with their results (not yet rated), in one transaction.
async fn store_games(store: &Store, count: i64, alice: u64) {
    let pool = store.pool();
    let mut tx = pool.begin().await.expect("begin");
    sqlx::query(
        "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < $1) \
         INSERT INTO games (guild_id, channel_id, host_id, status, config, seed, created_at, \
         updated_at) SELECT $2, 1000000 + n.i, 1, 'finished', '{\"players\":2}', n.i, $3, $3 \
         FROM n ORDER BY n.i",
    )
    .bind(count)
    .bind(GUILD_ID as i64)
    .bind(FINISHED_AT)
    .execute(&mut *tx)
    .await
    .expect("games");
    let ids: Vec<i64> = sqlx::query_scalar("SELECT id FROM games ORDER BY id")
        .fetch_all(&mut *tx)
        .await
        .expect("ids");
    let mut rng = StdRng::seed_from_u64(10_000);
    let everyone: Vec<(String, String)> = (0..PLAYERS)
        .map(|k| match k {
            0 => (user_key(alice), "alice".to_owned()),
            1 => ("ai:hard".to_owned(), "Hard AI".to_owned()),
            _ => (user_key(5_000 + k), format!("player{k}")),
        })
        .collect();
    let expansions = [
        r#"["farmers"]"#,
        r#"["farmers","inns-cathedrals"]"#,
        r#"["farmers","traders-builders","the-river"]"#,
    ];
    for (n, id) in ids.iter().enumerate() {
        let count = rng.gen_range(2..=5);
        // alice plays a game in four, so that her profile reads some two thousand rows.
        let mut seats: Vec<&(String, String)> =
            everyone[1..].choose_multiple(&mut rng, count).collect();
        if rng.gen_bool(0.25) {
            seats[0] = &everyone[0];
        }
        let scores: Vec<u32> = seats.iter().map(|_| rng.gen_range(20..140)).collect();
        let left: Vec<bool> = seats.iter().map(|_| rng.gen_bool(0.03)).collect();
        let rated: Vec<carcassonne_bot::ratings::Seat> = seats
            .iter()
            .zip(&scores)
            .zip(&left)
            .map(|((s, &score), &left)| carcassonne_bot::ratings::Seat {
                player: s.0.clone(),
                score,
                left,
            })
            .collect();
        let place = places(&rated);
        for (seat, (s, score)) in seats.iter().zip(&scores).enumerate() {
            sqlx::query(
                "INSERT INTO results (game_id, seat, guild_id, game_kind, player, display_name, \
                 score, place, removed, rated, points_by_kind, expansions, finished_at, \
                 finish_order) VALUES ($1, $2, $3, 'carcassonne', $4, $5, $6, $7, $8, 1, $9, $10, \
                 $11, $12)",
            )
            .bind(id)
            .bind(seat as i64)
            .bind(GUILD_ID as i64)
            .bind(&s.0)
            .bind(&s.1)
            .bind(i64::from(*score))
            .bind(place[seat] as i64)
            .bind(i64::from(left[seat]))
            .bind(format!(r#"{{"city":{},"road":{}}}"#, score / 2, score / 4))
            .bind(expansions[n % expansions.len()])
            .bind(FINISHED_AT + n as i64 * 60)
            .bind(n as i64 + 1)
            .execute(&mut *tx)
            .await
            .expect("a result");
        }
    }
    tx.commit().await.expect("commit");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_table_and_a_profile_of_a_busy_server_answer_within_discords_window() {
    let games = i64::try_from(env_number("RATING_GAMES", 10_000).max(10)).expect("games");
    let h = Harness::start().await;
    let alice = h.user("alice");
    let store = Store::open(&h.database_url())
        .await
        .expect("the bot's database");
    store_games(&store, games, alice.id).await;
    let started = Instant::now();
    let counts = store
        .recompute_ratings(FINISHED_AT)
        .await
        .expect("recompute");
    let recompute = started.elapsed();
    assert_eq!(counts.rated_games, games as usize);
    assert_eq!(counts.ratings, PLAYERS as usize);

    let started = Instant::now();
    let board = alice
        .slash_message(h.general(), "carcassonne leaderboard", &[])
        .await;
    let leaderboard = started.elapsed();
    let footer = board.embeds[0]["footer"]["text"]
        .as_str()
        .unwrap_or_default();
    assert!(footer.starts_with("Page 1 of 4 · 40 players"), "{footer}");
    assert!(board.is_enabled("Next"));

    // Deferred at once, then answered with the page and its picture: the time is the whole.
    let started = Instant::now();
    let reply = alice.slash(h.general(), "carcassonne profile", &[]).await;
    let profile = started.elapsed();
    assert_eq!(reply.kind, ResponseKind::Deferred);
    let page = reply.message();
    let embed = &page.embeds[0];
    let record = embed["fields"]
        .as_array()
        .and_then(|f| f.iter().find(|f| f["name"] == "Record"))
        .and_then(|f| f["value"].as_str())
        .unwrap_or_default()
        .to_owned();
    let played: usize = record
        .split(' ')
        .next()
        .and_then(|n| n.replace(',', "").parse().ok())
        .unwrap_or(0);
    let stored = store
        .player_results(GUILD_ID, &user_key(alice.id), None)
        .await
        .expect("alice's results")
        .len();
    assert_eq!(played, stored, "{record}");
    assert!(stored > 1_000 || games < 10_000, "{stored}");
    let png = page.png(&format!("profile-{}.png", alice.id));
    assert_eq!((png.width(), png.height()), (800, 900));
    let bytes = page
        .attachment(&format!("profile-{}.png", alice.id))
        .bytes
        .clone();
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("ratings");
    std::fs::create_dir_all(&dir).expect("figure directory");
    std::fs::write(dir.join("profile-busy.png"), bytes.as_slice()).expect("write the picture");
    h.assert_clean();
    println!(
        "ratings with {games} finished games: recompute {:.0} ms, leaderboard {:.0} ms, profile with its picture {:.0} ms ({stored} games of the player)",
        recompute.as_secs_f64() * 1000.0,
        leaderboard.as_secs_f64() * 1000.0,
        profile.as_secs_f64() * 1000.0,
    );
}

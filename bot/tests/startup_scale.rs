//! Start-up with many stored games: the bot answers as soon as it is connected, and checks
//! every stored game against its move log in the background (a game pressed earlier is checked
//! when loaded). `STARTUP_GAMES` stored active games (default 2,000; `scripts/reliability.sh`
//! uses 10,000), one of them planted unreadable among the others.
//!
//! It prints `start-up with N active games: ready in X ms, first answer after Y ms, all
//! checked after Z ms` (run with `--nocapture`); the figures go to the README. Timings are
//! printed, not asserted: a busy machine must not fail the suite.

mod support;

use std::time::{Duration, Instant};

use std::process::{Command, Stdio};

use carcassonne_bot::discord::play::turn_view::TURN_KIND;
use carcassonne_bot::store::{GameStatus, Settings, Store};
use carcassonne_engine::GameConfig;
use support::fake::store::{StoredMessage, GUILD_ID, TOKEN};
use support::{env_number, Harness};

const BIN: &str = env!("CARGO_BIN_EXE_carcassonne-bot");

fn games_wanted() -> i64 {
    i64::try_from(env_number("STARTUP_GAMES", 2_000).max(2)).expect("a number of games")
}

/// Copies game `model` (row, seats, settings, log, timers) `copies` times into channels
/// `first_channel..`, in one statement per table.
async fn clone_game(store: &Store, model: i64, copies: i64, first_channel: i64) {
    let pool = store.pool();
    let mut tx = pool.begin().await.expect("begin");
    sqlx::query(
        "WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < $1) \
         INSERT INTO games (guild_id, channel_id, host_id, status, config, seed, version, turn, \
         state, base_state, base_version, created_at, updated_at) \
         SELECT g.guild_id, $2 + n.i, g.host_id, g.status, g.config, g.seed, g.version, g.turn, \
         g.state, g.base_state, g.base_version, g.created_at, g.updated_at \
         FROM games g, n WHERE g.id = $3 ORDER BY n.i",
    )
    .bind(copies)
    .bind(first_channel)
    .bind(model)
    .execute(&mut *tx)
    .await
    .expect("copy games");
    for (table, columns) in [
        (
            "seats",
            "seat, user_id, display_name, colour, dm_opt_in, removed, joined_at, ai_level",
        ),
        (
            "game_settings",
            "reminder_secs, timeout_secs, quick_game, undo_secs, tile_counter, hints",
        ),
        ("moves", "seq, seat, user_id, action, created_at"),
        ("deadlines", "kind, turn, due_at, fired, claimed_until"),
        ("turn_messages", "turn, kind, channel_id, message_id"),
    ] {
        let source: Vec<String> = columns.split(", ").map(|c| format!("t.{c}")).collect();
        let sql = format!(
            "INSERT INTO {table} (game_id, {columns}) SELECT c.id, {} FROM {table} t, games c \
             WHERE t.game_id = $1 AND c.channel_id >= $2 AND c.channel_id < $2 + $3",
            source.join(", ")
        );
        sqlx::query(&sql)
            .bind(model)
            .bind(first_channel)
            .bind(copies)
            .execute(&mut *tx)
            .await
            .expect("copy rows");
    }
    tx.commit().await.expect("commit");
}

/// `wanted` active games in the harness's database: a real game in #general, 30 turns in,
/// copied into other channels, the last copy (in #broken) with an unreadable snapshot. Timers
/// are moved a year ahead, so that a bot on the real clock has none due. Returns the planted
/// game's id.
async fn stored_games(h: &Harness, wanted: i64) -> i64 {
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let broken_channel = h.channel("broken");
    let (service, model) = h
        .seeded_game(
            [&alice, &bob],
            GameConfig::default(),
            Settings {
                undo_secs: 0,
                ..Settings::default()
            },
            7,
        )
        .await;
    // Well under way, so that checking a game means replaying a real log.
    for _ in 0..30 {
        let loaded = service.load(model).await.expect("load");
        let mut game = loaded.game.clone().expect("started");
        let turn = game.turn();
        let mut actions = Vec::new();
        while !game.is_over() && game.turn() == turn {
            let action = *game.legal_actions().first().expect("a legal action");
            game.apply(action).expect("legal");
            actions.push(action);
        }
        let user = loaded.current_seat().expect("someone to move").user_id;
        service
            .play_turn(model, turn, user, actions)
            .await
            .expect("a simple turn");
    }
    // As the bot leaves a game: its current turn's message recorded (the start-up repair posts
    // the turn of a game that has none).
    let turn = service.load(model).await.expect("load").turn();
    service
        .record_turn_message(model, turn, TURN_KIND, h.general().id, 1)
        .await
        .expect("record the turn message");
    let store = service.store().clone();
    clone_game(&store, model, wanted - 2, 1_000_000).await;
    // The background check must find this one among the others and say so in its channel.
    clone_game(&store, model, 1, 999_999).await;
    let planted: i64 = sqlx::query_scalar("SELECT id FROM games WHERE channel_id = 999999")
        .fetch_one(store.pool())
        .await
        .expect("planted game");
    sqlx::query("UPDATE games SET state = '{\"format\":', channel_id = $2 WHERE id = $1")
        .bind(planted)
        .bind(i64::try_from(broken_channel.id).expect("channel id"))
        .execute(store.pool())
        .await
        .expect("plant an unreadable game");
    sqlx::query("UPDATE deadlines SET due_at = due_at + 31536000")
        .execute(store.pool())
        .await
        .expect("move the timers");
    let active = store
        .game_ids_with_status(GameStatus::Active)
        .await
        .expect("ids")
        .len();
    assert_eq!(active as i64, wanted);
    store.close().await;
    planted
}

/// Waits (up to 15 minutes: the check of many games takes a while) for the notice about the
/// planted game in #broken.
async fn broken_notice(h: &Harness, started: Instant) -> StoredMessage {
    let broken_channel = h.channel("broken");
    loop {
        let notice = h
            .messages(broken_channel)
            .into_iter()
            .find(|m| m.content.contains("could not be read"));
        if let Some(notice) = notice {
            return notice;
        }
        assert!(
            started.elapsed() < Duration::from_secs(900),
            "the background check never reached the planted game"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_answers_at_once_and_checks_thousands_of_games_in_the_background() {
    let wanted = games_wanted();
    let mut h = Harness::without_bot().await;
    let alice = h.user("alice");
    let planted = stored_games(&h, wanted).await;

    let started = Instant::now();
    h.start_bot().await;
    let ready = started.elapsed();
    let board = alice
        .slash_message(h.general(), "carcassonne board", &[])
        .await;
    let first_answer = started.elapsed();
    assert!(
        board.content.contains("Turn") || !board.attachments.is_empty(),
        "the board of the first game: {board:?}"
    );

    let announced = broken_notice(&h, started).await;
    let all_checked = started.elapsed();
    assert!(announced.content.contains(&format!("game {planted}")));
    let check = Store::open(&h.database_url()).await.expect("reopen");
    assert_eq!(
        check.game(planted).await.expect("planted row").status,
        GameStatus::Broken
    );
    assert_eq!(
        check
            .game_ids_with_status(GameStatus::Active)
            .await
            .expect("ids")
            .len() as i64,
        wanted - 1
    );
    println!(
        "start-up with {wanted} active games: ready in {} ms, first answer after {} ms, all checked after {} ms",
        ms(ready),
        ms(first_answer),
        ms(all_checked)
    );
}

/// The same from outside: the shipped binary started as an operator starts it, timed from the
/// spawn to its commands being registered and to its first answer.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_is_ready_at_once_with_thousands_of_stored_games() {
    let wanted = games_wanted();
    let h = Harness::without_bot().await;
    let alice = h.user("alice");
    let planted = stored_games(&h, wanted).await;

    let started = Instant::now();
    let mut child = Command::new(BIN)
        .arg("run")
        .env("DISCORD_TOKEN", TOKEN)
        .env("DATABASE_URL", h.database_url())
        .env("GUILD_ID", GUILD_ID.to_string())
        .env("DISCORD_API_BASE", &h.fake.base_url)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start the binary");
    while h.guild_commands().is_empty() {
        if let Ok(Some(status)) = child.try_wait() {
            panic!("the bot exited with {status}");
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the binary never registered its commands"
        );
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let ready = started.elapsed();
    let board = alice
        .slash_message(h.general(), "carcassonne board", &[])
        .await;
    let first_answer = started.elapsed();
    assert!(!board.attachments.is_empty(), "{board:?}");
    let notice = broken_notice(&h, started).await;
    let all_checked = started.elapsed();
    assert!(notice.content.contains(&format!("game {planted}")));
    let _ = child.kill();
    let _ = child.wait();
    println!(
        "start-up of the binary with {wanted} active games: commands registered after {} ms, first answer after {} ms, all checked after {} ms",
        ms(ready),
        ms(first_answer),
        ms(all_checked)
    );
}

fn ms(d: Duration) -> u128 {
    d.as_millis()
}

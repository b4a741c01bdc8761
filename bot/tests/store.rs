//! The store against real databases: SQLite files in a temporary directory, and PostgreSQL
//! databases on the temporary server `scripts/test-postgres.sh` starts. Every test that is not
//! about one database's own features runs on both (`NAME::sqlite`, `NAME::postgres`).

mod backends;

use std::sync::Arc;

use backends::TestDb;
use carcassonne_ai::Level;
use carcassonne_bot::store::{
    Backend, Deadline, DeadlineKind, GameRow, GameStatus, NewGame, NewMove, PendingChoice, Scope,
    Settings, StartGame, Store, StoreError, TurnMessage, COLOURS, LOCAL_CHANNEL,
};

const NOW: i64 = 1_800_000_000;

fn lobby(channel_id: u64) -> NewGame {
    NewGame {
        guild_id: Some(7),
        channel_id,
        host_id: 100,
        host_name: "Ada".into(),
        config: r#"{"players":2}"#.into(),
        seed: 42,
    }
}

/// A lobby hosted by Ada (user 100), who is seated with it.
async fn open_lobby(store: &Store, channel_id: u64) -> GameRow {
    store
        .create_game(&lobby(channel_id), &Settings::default(), NOW)
        .await
        .unwrap()
}

/// A lobby with Ada (user 100) and Bob (user 200) seated, not started.
async fn lobby_of_two(store: &Store, channel_id: u64) -> i64 {
    let game = open_lobby(store, channel_id).await;
    store
        .add_seat(game.id, 200, "Bob", 8, NOW)
        .await
        .unwrap()
        .unwrap();
    game.id
}

/// A started game with two players, ready for moves.
async fn active_game(store: &Store, channel_id: u64) -> i64 {
    let game_id = lobby_of_two(store, channel_id).await;
    let start = StartGame {
        game_id,
        players: 2,
        config: r#"{"players":2}"#,
        state: r#"{"s":0}"#,
        turn: 1,
        deadlines: &[],
        now: NOW,
    };
    assert!(store.start_game(&start).await.unwrap());
    game_id
}

fn mv<'a>(game_id: i64, expected_version: u64, action: &'a str, state: &'a str) -> NewMove<'a> {
    NewMove {
        game_id,
        expected_version,
        seat: 0,
        user_id: Some(100),
        action,
        state,
        turn: expected_version as u32 + 2,
        finished: false,
        remove_seat: None,
        deadlines: None,
        unrevealed_turn: None,
        finish: None,
        now: NOW + 10,
    }
}

/// Every table's columns as `table.column`, sorted, whatever the database.
async fn columns(store: &Store) -> Vec<String> {
    let sql = match store.backend() {
        Backend::Sqlite => {
            "SELECT m.name || '.' || p.name FROM sqlite_master m, pragma_table_info(m.name) p \
             WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '_sqlx%'"
        }
        Backend::Postgres => {
            "SELECT table_name || '.' || column_name FROM information_schema.columns \
             WHERE table_schema = 'public' AND table_name NOT LIKE '_sqlx%'"
        }
    };
    let mut columns: Vec<String> = sqlx::query_scalar(sql)
        .fetch_all(store.pool())
        .await
        .unwrap();
    columns.sort();
    columns
}

async fn migrations_create_every_table_and_reopen_cleanly(db: TestDb) {
    let TestDb { store, url, .. } = db;
    let columns = columns(&store).await;
    for table in [
        "deadlines",
        "game_settings",
        "games",
        "moves",
        "pending_choices",
        "ratings",
        "results",
        "seats",
        "turn_messages",
        "web_keys",
    ] {
        assert!(
            columns.iter().any(|c| c.starts_with(&format!("{table}."))),
            "missing table {table}: {columns:?}"
        );
    }
    for column in [
        "deadlines.claimed_until",
        "seats.ai_level",
        "games.base_state",
    ] {
        assert!(columns.iter().any(|c| c == column), "missing {column}");
    }
    store.close().await;
    // Running the migrations a second time must be a no-op, not an error.
    Store::open(&url).await.expect("reopen");
}

#[tokio::test]
async fn sqlite_creates_its_file_with_wal_and_foreign_keys() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nested-name.db");
    assert!(!path.exists());
    let url = format!("sqlite://{}", path.display());
    let store = Store::open(&url).await.unwrap();
    assert!(path.exists(), "database file was not created");
    assert_eq!(store.backend(), Backend::Sqlite);
    let journal: String = sqlx::query_scalar("PRAGMA journal_mode")
        .fetch_one(store.pool())
        .await
        .unwrap();
    assert_eq!(journal.to_lowercase(), "wal");
    let fk: i64 = sqlx::query_scalar("PRAGMA foreign_keys")
        .fetch_one(store.pool())
        .await
        .unwrap();
    assert_eq!(fk, 1);
    store.close().await;
    // Running the migrations a second time must be a no-op, not an error.
    Store::open(&url).await.expect("reopen");
}

async fn game_round_trips_with_large_snowflakes(db: TestDb) {
    let TestDb { store, url, .. } = db;
    let new = NewGame {
        guild_id: None,
        channel_id: u64::MAX - 3,
        host_id: (1 << 63) + 5,
        host_name: "Huge".into(),
        config: r#"{"farmers":true}"#.into(),
        seed: u64::MAX,
    };
    let settings = Settings {
        reminder_secs: 60,
        timeout_secs: 600,
        quick_game: true,
        undo_secs: 7,
        tile_counter: false,
        hints: false,
        language: carcassonne_bot::i18n::Lang::Pl,
    };
    let created = store.create_game(&new, &settings, NOW).await.unwrap();
    store.close().await;

    let store = Store::open(&url).await.unwrap();
    let loaded = store.game(created.id).await.unwrap();
    assert_eq!(loaded, created);
    assert_eq!(loaded.status, GameStatus::Lobby);
    assert_eq!(loaded.channel_id, u64::MAX - 3);
    assert_eq!(loaded.host_id, (1 << 63) + 5);
    assert_eq!(loaded.seed, u64::MAX);
    assert_eq!(loaded.guild_id, None);
    assert_eq!(loaded.version, 0);
    assert_eq!(loaded.state, None);
    assert_eq!(store.settings(created.id).await.unwrap(), settings);
    // The host is seated with the lobby, in the same write.
    let seats = store.seats(created.id).await.unwrap();
    assert_eq!(seats.len(), 1);
    assert_eq!(
        (
            seats[0].seat,
            seats[0].user_id,
            seats[0].display_name.as_str()
        ),
        (0, (1 << 63) + 5, "Huge")
    );
    assert_eq!(seats[0].colour, COLOURS[0]);
    assert!(matches!(
        store.game(created.id + 1).await,
        Err(StoreError::GameNotFound(_))
    ));
}

async fn one_open_game_per_channel(db: TestDb) {
    let TestDb { store, .. } = db;
    let first = open_lobby(&store, 1).await;
    let err = store
        .create_game(&lobby(1), &Settings::default(), NOW)
        .await
        .unwrap_err();
    assert!(
        matches!(err, StoreError::ChannelBusy { channel_id: 1 }),
        "{err:?}"
    );
    // Another channel is unaffected.
    open_lobby(&store, 2).await;
    assert_eq!(
        store.open_game_in_channel(1).await.unwrap().map(|g| g.id),
        Some(first.id)
    );

    // Once the first game is over the channel is free again.
    assert!(store
        .close_game(first.id, GameStatus::Cancelled, NOW)
        .await
        .unwrap());
    assert!(!store
        .close_game(first.id, GameStatus::Cancelled, NOW)
        .await
        .unwrap());
    assert_eq!(store.open_game_in_channel(1).await.unwrap(), None);
    let second = open_lobby(&store, 1).await;
    assert_ne!(second.id, first.id);
}

async fn seats_keep_join_order_and_colours_after_a_leave(db: TestDb) {
    let TestDb { store, .. } = db;
    let game = open_lobby(&store, 1).await;
    for (user, name) in [(10, "a"), (20, "b"), (30, "c"), (40, "d")] {
        store
            .add_seat(game.id, user, name, 8, NOW)
            .await
            .unwrap()
            .unwrap();
    }
    let dup = store.add_seat(game.id, 20, "b", 8, NOW).await.unwrap_err();
    assert!(
        matches!(dup, StoreError::AlreadySeated { user_id: 20, .. }),
        "{dup:?}"
    );

    assert!(store.remove_lobby_seat(game.id, 20).await.unwrap());
    assert!(!store.remove_lobby_seat(game.id, 20).await.unwrap());
    let seats = store.seats(game.id).await.unwrap();
    let order: Vec<(u32, u64, &str)> = seats
        .iter()
        .map(|s| (s.seat, s.user_id, s.colour.as_str()))
        .collect();
    assert_eq!(
        order,
        vec![
            (0, 100, COLOURS[0]),
            (1, 10, COLOURS[1]),
            (2, 30, COLOURS[2]),
            (3, 40, COLOURS[3])
        ]
    );

    assert!(store.set_dm_opt_in(game.id, 30, true).await.unwrap());
    assert!(!store.set_dm_opt_in(game.id, 99, true).await.unwrap());
    let seats = store.seats(game.id).await.unwrap();
    assert!(seats[2].dm_opt_in && !seats[1].dm_opt_in);
}

async fn ai_seats_get_their_own_ids_and_names_and_a_bad_level_reads_as_corrupt(db: TestDb) {
    let TestDb { store, .. } = db;
    let game = open_lobby(&store, 1).await;
    let first = store
        .add_ai_seat(game.id, Level::Hard, 8, NOW)
        .await
        .unwrap()
        .unwrap();
    let second = store
        .add_ai_seat(game.id, Level::Hard, 8, NOW)
        .await
        .unwrap()
        .unwrap();
    let easy = store
        .add_ai_seat(game.id, Level::Easy, 8, NOW)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (first.display_name.as_str(), second.display_name.as_str()),
        ("Hard AI", "Hard AI 2")
    );
    assert_eq!(easy.display_name, "Easy AI");
    assert_ne!(first.user_id, second.user_id, "ids are unique in the game");
    let seats = store.seats(game.id).await.unwrap();
    let levels: Vec<Option<Level>> = seats.iter().map(|s| s.ai).collect();
    assert_eq!(
        levels,
        [
            None,
            Some(Level::Hard),
            Some(Level::Hard),
            Some(Level::Easy)
        ]
    );
    assert_eq!(
        seats[1].mention(),
        "**Hard AI**",
        "an AI is never @-mentioned"
    );
    assert_eq!(seats[0].mention(), "<@100>");

    // Removing the first AI keeps the others and their names; a new one takes the free id.
    assert!(store
        .remove_lobby_seat(game.id, first.user_id)
        .await
        .unwrap());
    let again = store
        .add_ai_seat(game.id, Level::Medium, 8, NOW)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(again.user_id, first.user_id);
    assert_eq!(store.seats(game.id).await.unwrap().len(), 4);

    // A level this version does not know is refused by the schema, and one that slipped in
    // (an edited file) reads as corrupt rather than as a person.
    let refused = sqlx::query("UPDATE seats SET ai_level = 'grandmaster' WHERE seat = 1")
        .execute(store.pool())
        .await;
    assert!(refused.is_err(), "the CHECK constraint holds");
    // Lift the check the way each database allows. SQLite's pragma belongs to one
    // connection: both statements run on it.
    let mut conn = store.pool().acquire().await.unwrap();
    let lift = match store.backend() {
        Backend::Sqlite => "PRAGMA ignore_check_constraints = ON",
        Backend::Postgres => "ALTER TABLE seats DROP CONSTRAINT seats_ai_level_check",
    };
    sqlx::query(lift).execute(&mut *conn).await.unwrap();
    sqlx::query("UPDATE seats SET ai_level = 'grandmaster' WHERE seat = 1")
        .execute(&mut *conn)
        .await
        .unwrap();
    drop(conn);
    let err = store.seats(game.id).await.unwrap_err();
    assert!(
        matches!(&err, StoreError::Corrupt { reason, .. } if reason.contains("grandmaster")),
        "{err:?}"
    );
}

async fn lobby_refuses_more_than_max_players_even_when_joins_race(db: TestDb) {
    let TestDb { store, .. } = db;
    let game = open_lobby(&store, 1).await;
    let store = Arc::new(store);
    let joins: Vec<_> = (0..12u64)
        .map(|user| {
            let store = store.clone();
            tokio::spawn(async move { store.add_seat(game.id, user, "p", 8, NOW).await })
        })
        .collect();
    let mut seated = 0;
    for join in joins {
        if join.await.unwrap().unwrap().is_some() {
            seated += 1;
        }
    }
    assert_eq!(seated, 7, "seven join the host");
    let seats = store.seats(game.id).await.unwrap();
    assert_eq!(
        seats.iter().map(|s| s.seat).collect::<Vec<_>>(),
        (0..8).collect::<Vec<_>>()
    );
}

async fn moves_append_in_order_and_reject_a_stale_version(db: TestDb) {
    let TestDb { store, .. } = db;
    let id = active_game(&store, 1).await;
    assert_eq!(
        store
            .append_move(&mv(id, 0, "\"a\"", "{\"s\":1}"))
            .await
            .unwrap(),
        1
    );
    assert_eq!(
        store
            .append_move(&mv(id, 1, "\"b\"", "{\"s\":2}"))
            .await
            .unwrap(),
        2
    );
    let stale = store
        .append_move(&mv(id, 1, "\"c\"", "{\"s\":3}"))
        .await
        .unwrap_err();
    assert!(
        matches!(stale, StoreError::VersionConflict { expected: 1, .. }),
        "{stale:?}"
    );

    let game = store.game(id).await.unwrap();
    assert_eq!(game.version, 2);
    assert_eq!(game.state.as_deref(), Some("{\"s\":2}"));
    let log: Vec<(u64, String)> = store
        .moves(id)
        .await
        .unwrap()
        .into_iter()
        .map(|m| (m.seq, m.action))
        .collect();
    assert_eq!(
        log,
        vec![(1, "\"a\"".to_string()), (2, "\"b\"".to_string())]
    );
}

async fn concurrent_moves_on_the_same_version_exactly_one_wins(db: TestDb) {
    let TestDb { store, .. } = db;
    let id = active_game(&store, 1).await;
    for round in 0..5u64 {
        let tasks: Vec<_> = (0..4)
            .map(|n| {
                let store = store.clone();
                tokio::spawn(async move {
                    let action = format!("\"click {n}\"");
                    let state = format!("{{\"by\":{n}}}");
                    store.append_move(&mv(id, round, &action, &state)).await
                })
            })
            .collect();
        let mut wins = 0;
        for task in tasks {
            match task.await.unwrap() {
                Ok(version) => {
                    assert_eq!(version, round + 1);
                    wins += 1;
                }
                Err(StoreError::VersionConflict { .. }) => {}
                Err(other) => panic!("unexpected error {other:?}"),
            }
        }
        assert_eq!(wins, 1, "round {round}");
    }
    assert_eq!(store.moves(id).await.unwrap().len(), 5);
    assert_eq!(store.game(id).await.unwrap().version, 5);
}

async fn finishing_move_closes_the_game_and_frees_the_channel(db: TestDb) {
    let TestDb { store, .. } = db;
    let id = active_game(&store, 1).await;
    let deadlines = [(DeadlineKind::Timeout, NOW + 100)];
    let last = NewMove {
        finished: true,
        deadlines: Some(&deadlines),
        ..mv(id, 0, "\"x\"", "{}")
    };
    store.append_move(&last).await.unwrap();
    assert_eq!(store.game(id).await.unwrap().status, GameStatus::Finished);
    assert!(store.deadlines(id).await.unwrap().is_empty());
    assert!(store.open_game_in_channel(1).await.unwrap().is_none());
    // A finished game accepts no more moves.
    assert!(store.append_move(&mv(id, 1, "\"y\"", "{}")).await.is_err());
}

async fn deadlines_fire_only_once_time_has_come_and_rearm_per_turn(db: TestDb) {
    let TestDb { store, url, .. } = db;
    let id = active_game(&store, 1).await;
    store
        .arm_deadline(id, DeadlineKind::Reminder, 1, NOW + 60)
        .await
        .unwrap();
    store
        .arm_deadline(id, DeadlineKind::Timeout, 1, NOW + 600)
        .await
        .unwrap();

    assert!(store.due_deadlines(NOW + 59).await.unwrap().is_empty());
    let due = store.due_deadlines(NOW + 60).await.unwrap();
    assert_eq!(
        due.iter().map(|d| d.kind).collect::<Vec<_>>(),
        vec![DeadlineKind::Reminder]
    );
    assert!(store
        .mark_fired(id, DeadlineKind::Reminder, 1)
        .await
        .unwrap());
    assert!(!store
        .mark_fired(id, DeadlineKind::Reminder, 1)
        .await
        .unwrap());
    assert!(store.due_deadlines(NOW + 599).await.unwrap().is_empty());

    // Survives a restart.
    store.close().await;
    let store = Store::open(&url).await.unwrap();
    let pending = store.pending_deadlines().await.unwrap();
    assert_eq!(pending.len(), 1);
    assert_eq!(
        (pending[0].kind, pending[0].due_at),
        (DeadlineKind::Timeout, NOW + 600)
    );
    assert_eq!(store.due_deadlines(NOW + 600).await.unwrap().len(), 1);

    // A move re-arms both timers for the next turn; the old turn's timer cannot be fired.
    let next = [
        (DeadlineKind::Reminder, NOW + 700),
        (DeadlineKind::Timeout, NOW + 1200),
    ];
    let played = NewMove {
        deadlines: Some(&next),
        ..mv(id, 0, "\"m\"", "{}")
    };
    store.append_move(&played).await.unwrap();
    assert!(!store
        .mark_fired(id, DeadlineKind::Timeout, 1)
        .await
        .unwrap());
    assert!(store.due_deadlines(NOW + 699).await.unwrap().is_empty());
    let due = store.due_deadlines(NOW + 5000).await.unwrap();
    assert_eq!(due.len(), 2);
    assert!(due.iter().all(|d| d.turn == 2 && !d.fired));

    // Cancelled games have no live timers.
    store
        .close_game(id, GameStatus::Cancelled, NOW)
        .await
        .unwrap();
    assert!(store.due_deadlines(NOW + 5000).await.unwrap().is_empty());
}

async fn corrupt_row_is_reported_for_that_game_only(db: TestDb) {
    let TestDb { store, .. } = db;
    let good = active_game(&store, 1).await;
    let bad = active_game(&store, 2).await;
    // A hand-edited row: text where a number belongs (SQLite stores it), or a version no game
    // can have (PostgreSQL's types refuse text there).
    let edit = match store.backend() {
        Backend::Sqlite => "UPDATE games SET version = 'many' WHERE id = $1",
        Backend::Postgres => "UPDATE games SET version = -3 WHERE id = $1",
    };
    sqlx::query(edit)
        .bind(bad)
        .execute(store.pool())
        .await
        .unwrap();
    let err = store.game(bad).await.unwrap_err();
    assert!(
        matches!(err, StoreError::Corrupt { game_id, .. } if game_id == bad),
        "{err:?}"
    );
    assert_eq!(store.game(good).await.unwrap().version, 0);
    let ids = store
        .game_ids_with_status(GameStatus::Active)
        .await
        .unwrap();
    assert_eq!(ids, vec![good, bad]);

    store
        .mark_broken(bad, "unreadable version", NOW)
        .await
        .unwrap();
    assert_eq!(
        store
            .game_ids_with_status(GameStatus::Active)
            .await
            .unwrap(),
        vec![good]
    );
    assert_eq!(
        store
            .game_ids_with_status(GameStatus::Broken)
            .await
            .unwrap(),
        vec![bad]
    );
}

async fn pending_choices_and_turn_messages_persist(db: TestDb) {
    let TestDb { store, .. } = db;
    let id = active_game(&store, 1).await;
    let choice = PendingChoice {
        game_id: id,
        user_id: 100,
        turn: 1,
        choice: r#"{"cell":[0,1],"rotation":2}"#.into(),
        updated_at: NOW,
    };
    store.set_pending_choice(&choice).await.unwrap();
    assert_eq!(
        store.pending_choice(id, 100, 1).await.unwrap(),
        Some(choice.clone())
    );
    assert_eq!(store.pending_choice(id, 100, 2).await.unwrap(), None);
    assert_eq!(store.pending_choice(id, 200, 1).await.unwrap(), None);

    let msg = TurnMessage {
        game_id: id,
        turn: 1,
        kind: "board".into(),
        channel_id: 1,
        message_id: u64::MAX,
    };
    store.record_turn_message(&msg).await.unwrap();
    let replaced = TurnMessage {
        message_id: 5,
        ..msg.clone()
    };
    store.record_turn_message(&replaced).await.unwrap();
    assert_eq!(store.turn_messages(id, 1).await.unwrap(), vec![replaced]);

    // Applying a move makes half-made choices meaningless.
    store.append_move(&mv(id, 0, "\"a\"", "{}")).await.unwrap();
    assert_eq!(store.pending_choice(id, 100, 1).await.unwrap(), None);

    // A turn message drawn before that move is not recorded any more; one drawn after is.
    let late = TurnMessage {
        turn: 2,
        kind: "turn".into(),
        message_id: 7,
        ..msg
    };
    assert!(!store.record_turn_message_at(&late, 0).await.unwrap());
    assert_eq!(store.turn_messages(id, 2).await.unwrap(), vec![]);
    assert!(store.record_turn_message_at(&late, 1).await.unwrap());
    assert_eq!(
        store.turn_messages(id, 2).await.unwrap(),
        vec![late.clone()]
    );
    let again = TurnMessage {
        message_id: 8,
        ..late
    };
    assert!(store.record_turn_message_at(&again, 1).await.unwrap());
    assert_eq!(store.turn_messages(id, 2).await.unwrap(), vec![again]);
}

#[tokio::test]
async fn in_memory_and_path_databases_work() {
    let store = Store::open("sqlite::memory:").await.unwrap();
    let id = active_game(&store, 1).await;
    assert_eq!(
        store.append_move(&mv(id, 0, "\"a\"", "{}")).await.unwrap(),
        1
    );
    assert_eq!(store.moves(id).await.unwrap().len(), 1);

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("by path.db");
    let store = Store::open_path(&path).await.unwrap();
    active_game(&store, 1).await;
    assert!(path.exists());
}

async fn start_is_refused_when_the_seats_changed_meanwhile(db: TestDb) {
    let TestDb { store, .. } = db;
    let game_id = lobby_of_two(&store, 1).await;
    let deadlines = [(DeadlineKind::Timeout, NOW + 5)];
    // Built for three players, but only two are seated.
    let start = StartGame {
        game_id,
        players: 3,
        config: "{}",
        state: "{}",
        turn: 0,
        deadlines: &deadlines,
        now: NOW,
    };
    assert!(!store.start_game(&start).await.unwrap());
    let row = store.game(game_id).await.unwrap();
    assert_eq!((row.status, row.state), (GameStatus::Lobby, None));
    assert!(store.deadlines(game_id).await.unwrap().is_empty());

    let start = StartGame {
        players: 2,
        ..start
    };
    assert!(store.start_game(&start).await.unwrap());
    assert_eq!(
        store.game(game_id).await.unwrap().status,
        GameStatus::Active
    );
    assert_eq!(store.deadlines(game_id).await.unwrap().len(), 1);
    // Starting twice is refused, and the lobby no longer takes players.
    assert!(!store.start_game(&start).await.unwrap());
    assert_eq!(
        store.add_seat(game_id, 300, "Cy", 8, NOW).await.unwrap(),
        None
    );
}

/// The web view's signing key is made once and read back by every process sharing the
/// database, whatever each proposed.
async fn the_web_key_is_made_once_and_shared(db: TestDb) {
    let TestDb { store, url, .. } = db;
    let other = Store::open(&url).await.unwrap();
    let first = store.web_key("tokens-v1", "first", NOW).await.unwrap();
    let second = other.web_key("tokens-v1", "second", NOW + 5).await.unwrap();
    assert_eq!((first.as_str(), second.as_str()), ("first", "first"));
    assert_eq!(
        store.web_key("another", "third", NOW).await.unwrap(),
        "third"
    );
}

/// Local games (channel 0) may be open by the dozen; each process lists, fires and checks only
/// the games of its own scope.
async fn local_games_share_channel_zero_and_stay_in_their_scope(db: TestDb) {
    let TestDb { store, .. } = db;
    let a = active_game(&store, LOCAL_CHANNEL).await;
    let b = active_game(&store, LOCAL_CHANNEL).await;
    let discord = active_game(&store, 5).await;
    for id in [a, b, discord] {
        store
            .arm_deadline(id, DeadlineKind::Reveal, 1, NOW + 10)
            .await
            .unwrap();
    }
    let local = store.clone().serving(Scope::Local);
    let ids = |deadlines: Vec<Deadline>| deadlines.iter().map(|d| d.game_id).collect::<Vec<_>>();
    assert_eq!(ids(local.due_deadlines(NOW + 10).await.unwrap()), [a, b]);
    assert_eq!(ids(store.due_deadlines(NOW + 10).await.unwrap()), [discord]);
    assert_eq!(
        local
            .game_ids_with_status(GameStatus::Active)
            .await
            .unwrap(),
        [a, b]
    );
    assert_eq!(
        store
            .game_ids_with_status(GameStatus::Active)
            .await
            .unwrap(),
        [discord]
    );
    // A Discord channel still holds one open game.
    let err = store
        .create_game(&lobby(5), &Settings::default(), NOW)
        .await
        .unwrap_err();
    assert!(matches!(err, StoreError::ChannelBusy { .. }), "{err:?}");
}

/// Both dialects' migrations build the same tables and columns (the PostgreSQL run compares
/// them with a SQLite database made beside it).
async fn both_dialects_build_the_same_schema(db: TestDb) {
    let sqlite = TestDb::fresh(Backend::Sqlite).await.expect("sqlite");
    assert_eq!(columns(&db.store).await, columns(&sqlite.store).await);
    let versions = |store: Store| async move {
        let v: Vec<i64> =
            sqlx::query_scalar("SELECT version FROM _sqlx_migrations ORDER BY version")
                .fetch_all(store.pool())
                .await
                .unwrap();
        v
    };
    assert_eq!(
        versions(db.store.clone()).await,
        versions(sqlite.store.clone()).await
    );
}

/// Two processes share one database: each has its own pool. A due timer is claimed by exactly
/// one of them however they race; the claim keeps the other off until its lease runs out, and
/// a fired timer is never claimed again.
async fn a_due_timer_is_claimed_by_exactly_one_process(db: TestDb) {
    let TestDb { store, url, .. } = db;
    let other = Store::open(&url).await.unwrap();
    let id = active_game(&store, 1).await;
    store
        .arm_deadline(id, DeadlineKind::Reminder, 1, NOW + 60)
        .await
        .unwrap();
    assert!(
        !store
            .claim_deadline(id, DeadlineKind::Reminder, 1, NOW)
            .await
            .unwrap(),
        "not due yet"
    );
    let due = NOW + 60;
    let stores = [store.clone(), other.clone(), store.clone(), other.clone()];
    let claims = futures_join(stores.map(|s| async move {
        s.claim_deadline(id, DeadlineKind::Reminder, 1, due)
            .await
            .unwrap()
    }))
    .await;
    assert_eq!(claims.iter().filter(|c| **c).count(), 1, "{claims:?}");
    // Claimed: no longer listed as due for anyone, and the next wake-up is the lease's end.
    assert!(other.due_deadlines(due + 1).await.unwrap().is_empty());
    let lease_end = due + carcassonne_bot::store::CLAIM_LEASE_SECS;
    assert_eq!(other.next_deadline().await.unwrap(), Some(lease_end));
    // The claimant died: after the lease anyone may take it over.
    assert_eq!(other.due_deadlines(lease_end).await.unwrap().len(), 1);
    assert!(other
        .claim_deadline(id, DeadlineKind::Reminder, 1, lease_end)
        .await
        .unwrap());
    assert!(other
        .mark_fired(id, DeadlineKind::Reminder, 1)
        .await
        .unwrap());
    assert!(
        !store
            .claim_deadline(id, DeadlineKind::Reminder, 1, lease_end + 10_000)
            .await
            .unwrap(),
        "fired timers stay fired"
    );
    // Re-arming for the next turn clears the claim.
    store
        .arm_deadline(id, DeadlineKind::Reminder, 2, due + 100)
        .await
        .unwrap();
    assert!(store
        .claim_deadline(id, DeadlineKind::Reminder, 2, due + 100)
        .await
        .unwrap());
}

/// Runs the futures concurrently (on separate tasks) and returns their outputs in order.
async fn futures_join<F>(futures: [F; 4]) -> Vec<F::Output>
where
    F: std::future::Future + Send + 'static,
    F::Output: Send + 'static,
{
    let handles: Vec<_> = futures.into_iter().map(tokio::spawn).collect();
    let mut out = Vec::new();
    for handle in handles {
        out.push(handle.await.unwrap());
    }
    out
}

on_both_databases!(
    migrations_create_every_table_and_reopen_cleanly,
    game_round_trips_with_large_snowflakes,
    one_open_game_per_channel,
    seats_keep_join_order_and_colours_after_a_leave,
    ai_seats_get_their_own_ids_and_names_and_a_bad_level_reads_as_corrupt,
    lobby_refuses_more_than_max_players_even_when_joins_race,
    moves_append_in_order_and_reject_a_stale_version,
    concurrent_moves_on_the_same_version_exactly_one_wins,
    finishing_move_closes_the_game_and_frees_the_channel,
    deadlines_fire_only_once_time_has_come_and_rearm_per_turn,
    corrupt_row_is_reported_for_that_game_only,
    pending_choices_and_turn_messages_persist,
    start_is_refused_when_the_seats_changed_meanwhile,
    a_due_timer_is_claimed_by_exactly_one_process,
    the_web_key_is_made_once_and_shared,
    local_games_share_channel_zero_and_stay_in_their_scope,
);

mod postgres_only {
    use super::*;

    #[tokio::test]
    async fn both_dialects_build_the_same_schema() {
        if let Some(db) = TestDb::fresh(Backend::Postgres).await {
            super::both_dialects_build_the_same_schema(db).await;
        }
    }
}

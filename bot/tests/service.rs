//! The game service on real SQLite files, driven by the real engine and a manual clock.

use std::time::{Duration, SystemTime};

use carcassonne_ai::{Budget, Level};
use carcassonne_bot::clock::{Clock, ManualClock};
use carcassonne_bot::service::{ai_turn, stand_in, STAND_IN};
use carcassonne_bot::service::{
    Actor, ChannelRef, GameService, LeaveOutcome, LoadedGame, LobbyOptions, MoveOutcome, Player,
    ServiceError, QUICK_GAME_TILES,
};
use carcassonne_bot::store::{DeadlineKind, GameStatus, Settings, Store, COLOURS};
use carcassonne_engine::{Action, Event, Game, MoveError, Phase, TurnDraft};
use tempfile::TempDir;

/// `result` must fail with an error matching `pattern`.
macro_rules! assert_refused {
    ($result:expr, $pattern:pat) => {{
        let err = $result.unwrap_err();
        assert!(matches!(err, $pattern), "{err:?}");
    }};
}

const START: u64 = 1_800_000_000;

struct Harness {
    _dir: TempDir,
    url: String,
    manual: ManualClock,
    service: GameService,
}

impl Harness {
    async fn new() -> Harness {
        let dir = tempfile::tempdir().expect("tempdir");
        let url = format!("sqlite://{}", dir.path().join("bot.db").display());
        let (clock, manual) = Clock::manual(SystemTime::UNIX_EPOCH + Duration::from_secs(START));
        let service = GameService::new(Store::open(&url).await.expect("open"), clock);
        Harness {
            _dir: dir,
            url,
            manual,
            service,
        }
    }

    /// The same database opened again, as after a restart of the bot.
    async fn restart(&self) -> GameService {
        self.service.store().close().await;
        GameService::new(
            Store::open(&self.url).await.expect("reopen"),
            self.manual.clock(),
        )
    }

    fn now(&self) -> i64 {
        self.service.clock().unix_seconds()
    }

    /// A lobby in `channel` hosted by user 1 and joined by users 2..=players, not started.
    async fn lobby(&self, channel: u64, players: u64, options: LobbyOptions) -> LoadedGame {
        let at = ChannelRef {
            guild_id: Some(9),
            channel_id: channel,
        };
        let lobby = self
            .service
            .open_lobby(at, &player(1), options)
            .await
            .expect("open lobby");
        for user in 2..=players {
            self.service
                .join(lobby.id(), &player(user))
                .await
                .expect("join");
        }
        self.service.load(lobby.id()).await.unwrap()
    }

    async fn started(&self, channel: u64, players: u64, options: LobbyOptions) -> LoadedGame {
        let lobby = self.lobby(channel, players, options).await;
        self.service
            .start(lobby.id(), Actor::user(1))
            .await
            .expect("start")
    }
}

fn player(user: u64) -> Player {
    Player::new(user, format!("player{user}"))
}

fn options(seed: u64) -> LobbyOptions {
    LobbyOptions {
        seed: Some(seed),
        ..LobbyOptions::default()
    }
}

/// `options` with reminder and timeout timers (0 switches one off).
fn timed(options: LobbyOptions, reminder_secs: u32, timeout_secs: u32) -> LobbyOptions {
    LobbyOptions {
        settings: Settings {
            reminder_secs,
            timeout_secs,
            quick_game: false,
            ..Settings::default()
        },
        ..options
    }
}

/// The actions that finish the current turn the simplest way: first legal placement, no figure.
fn simple_turn(game: &Game) -> Vec<Action> {
    let mut game = game.clone();
    let turn = game.turn();
    let mut actions = Vec::new();
    while !game.is_over() && game.turn() == turn {
        let action = *game
            .legal_actions()
            .first()
            .expect("a running game has a legal action");
        game.apply(action).expect("legal action applies");
        actions.push(action);
    }
    actions
}

fn user_to_move(loaded: &LoadedGame) -> u64 {
    loaded.current_seat().expect("someone is to move").user_id
}

/// Plays one simple turn for whoever is to move.
async fn play_simple_turn(service: &GameService, id: i64) -> MoveOutcome {
    let loaded = service.load(id).await.unwrap();
    let game = loaded.game.as_ref().unwrap();
    service
        .play_turn(id, loaded.turn(), user_to_move(&loaded), simple_turn(game))
        .await
        .expect("simple turn")
}

#[tokio::test]
async fn lobby_seats_players_in_join_order_and_starts_with_two_or_more() {
    let h = Harness::new().await;
    let lobby = h.lobby(10, 1, options(1)).await;
    assert_eq!(lobby.status(), GameStatus::Lobby);

    let err = h
        .service
        .start(lobby.id(), Actor::user(1))
        .await
        .unwrap_err();
    assert!(
        matches!(err, ServiceError::NotEnoughPlayers { have: 1, .. }),
        "{err:?}"
    );

    for user in [5, 3, 4] {
        h.service.join(lobby.id(), &player(user)).await.unwrap();
    }
    assert_refused!(
        h.service.join(lobby.id(), &player(3)).await,
        ServiceError::AlreadyJoined
    );
    assert_refused!(
        h.service.start(lobby.id(), Actor::user(5)).await,
        ServiceError::NotHost
    );

    let started = h.service.start(lobby.id(), Actor::user(1)).await.unwrap();
    assert_eq!(started.status(), GameStatus::Active);
    assert!(started.is_running());
    let order: Vec<(u64, &str)> = started
        .seats
        .iter()
        .map(|s| (s.user_id, s.colour.as_str()))
        .collect();
    assert_eq!(
        order,
        vec![(1, "yellow"), (5, "red"), (3, "green"), (4, "blue")]
    );
    let game = started.game.as_ref().unwrap();
    assert_eq!(game.players(), 4);
    assert_eq!(started.config.players, 4);
    assert_eq!(user_to_move(&started), 1);

    assert_refused!(
        h.service.join(lobby.id(), &player(8)).await,
        ServiceError::NotALobby
    );
}

#[tokio::test]
async fn lobby_holds_at_most_eight_and_one_per_channel() {
    let h = Harness::new().await;
    let lobby = h.lobby(10, 8, options(1)).await;
    assert_eq!(
        lobby
            .seats
            .iter()
            .map(|s| s.colour.as_str())
            .collect::<Vec<_>>(),
        COLOURS.to_vec()
    );
    assert_refused!(
        h.service.join(lobby.id(), &player(9)).await,
        ServiceError::LobbyFull { max: 8 }
    );

    let at = ChannelRef {
        guild_id: Some(9),
        channel_id: 10,
    };
    assert_refused!(
        h.service.open_lobby(at, &player(20), options(2)).await,
        ServiceError::ChannelBusy
    );
    assert_eq!(
        h.service
            .active_game_in_channel(10)
            .await
            .unwrap()
            .map(|g| g.id()),
        Some(lobby.id())
    );

    // A stranger cannot cancel; the host can, and the channel is free again.
    assert_refused!(
        h.service.cancel(lobby.id(), Actor::user(5)).await,
        ServiceError::NotHost
    );
    h.service
        .cancel(lobby.id(), Actor::manager(77))
        .await
        .unwrap();
    assert!(h
        .service
        .active_game_in_channel(10)
        .await
        .unwrap()
        .is_none());
    h.service
        .open_lobby(at, &player(20), options(2))
        .await
        .unwrap();
}

#[tokio::test]
async fn leaving_a_lobby_closes_the_gap_and_the_host_leaving_cancels_it() {
    let h = Harness::new().await;
    let lobby = h.lobby(10, 3, options(1)).await;
    match h.service.leave(lobby.id(), 2).await.unwrap() {
        LeaveOutcome::Left(after) => {
            let seats: Vec<(u32, u64)> = after.seats.iter().map(|s| (s.seat, s.user_id)).collect();
            assert_eq!(seats, vec![(0, 1), (1, 3)]);
        }
        other => panic!("unexpected {other:?}"),
    }
    assert!(matches!(
        h.service.leave(lobby.id(), 2).await,
        Err(ServiceError::NotSeated)
    ));
    assert!(matches!(
        h.service.leave(lobby.id(), 1).await.unwrap(),
        LeaveOutcome::LobbyCancelled
    ));
    assert_eq!(
        h.service.load(lobby.id()).await.unwrap().status(),
        GameStatus::Cancelled
    );
}

#[tokio::test]
async fn moves_are_checked_for_turn_player_and_legality() {
    let h = Harness::new().await;
    let game = h.started(10, 3, options(7)).await;
    let id = game.id();
    let turn = game.turn();
    let actions = simple_turn(game.game.as_ref().unwrap());

    let err = h
        .service
        .play_turn(id, turn, 2, actions.clone())
        .await
        .unwrap_err();
    assert!(
        matches!(err, ServiceError::NotYourTurn { current_user: 1 }),
        "{err:?}"
    );
    assert_refused!(
        h.service.play_turn(id, turn, 99, actions.clone()).await,
        ServiceError::NotSeated
    );
    assert_refused!(
        h.service.play_turn(id, turn + 1, 1, actions.clone()).await,
        ServiceError::StaleTurn
    );
    let err = h
        .service
        .apply_move(id, turn, 1, Action::Pass)
        .await
        .unwrap_err();
    assert!(
        matches!(err, ServiceError::IllegalMove(MoveError::NotDeploying)),
        "{err:?}"
    );
    // Refusals changed nothing.
    assert_eq!(h.service.load(id).await.unwrap().row.version, 0);

    // A placement alone keeps the turn; the follower step finishes it.
    let first = h.service.apply_move(id, turn, 1, actions[0]).await.unwrap();
    assert!(!first.new_turn);
    assert_eq!(first.turn, turn);
    if let Action::Place(_) = actions[0] {
        assert!(matches!(first.game.phase(), Phase::Deploy { .. }));
    }
    let rest = h
        .service
        .play_turn(id, turn, 1, actions[1..].to_vec())
        .await
        .unwrap();
    assert!(rest.new_turn);
    assert_eq!(rest.turn, turn + 1);
    assert_eq!(rest.version, 2);
    assert_eq!(rest.next.as_ref().map(|s| s.user_id), Some(2));
    // The old turn number is now stale.
    let again = simple_turn(&rest.game);
    assert_refused!(
        h.service.play_turn(id, turn, 2, again).await,
        ServiceError::StaleTurn
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn simultaneous_clicks_on_the_same_turn_apply_exactly_once() {
    let h = Harness::new().await;
    let id = h.started(10, 2, options(3)).await.id();
    for _ in 0..6 {
        let loaded = h.service.load(id).await.unwrap();
        let turn = loaded.turn();
        let user = user_to_move(&loaded);
        let actions = simple_turn(loaded.game.as_ref().unwrap());
        let clicks: Vec<_> = (0..4)
            .map(|_| {
                let service = h.service.clone();
                let actions = actions.clone();
                tokio::spawn(async move { service.play_turn(id, turn, user, actions).await })
            })
            .collect();
        let mut wins = 0;
        for click in clicks {
            match click.await.unwrap() {
                Ok(_) => wins += 1,
                Err(ServiceError::StaleTurn) => {}
                Err(other) => panic!("loser got {other:?}, not StaleTurn"),
            }
        }
        assert_eq!(wins, 1);
        assert_eq!(h.service.load(id).await.unwrap().turn(), turn + 1);
    }
    assert_eq!(h.service.store().moves(id).await.unwrap().len(), 6);
}

#[tokio::test]
async fn game_survives_a_restart_and_replays_to_its_snapshot() {
    let h = Harness::new().await;
    let id = h.started(10, 3, options(11)).await.id();
    let mut last = None;
    for _ in 0..8 {
        last = Some(play_simple_turn(&h.service, id).await);
    }
    let last = last.unwrap();

    let service = h.restart().await;
    let loaded = service.load(id).await.unwrap();
    assert_eq!(loaded.game.as_ref(), Some(&last.game));
    assert_eq!(loaded.turn(), last.turn);
    assert_eq!(loaded.row.version, 8);
    assert_eq!(service.rebuild(id).await.unwrap(), last.game);
    let report = service.startup_check().await.unwrap();
    assert_eq!(report.healthy, vec![id]);
    assert!(report.broken.is_empty());
    // A person is to move: the Discord layer makes sure the channel shows that turn.
    assert_eq!(report.people_waiting, [(id, last.turn)]);
    assert!(report.ai_waiting.is_empty());
    // And play simply continues.
    let next = play_simple_turn(&service, id).await;
    assert_eq!(next.turn, last.turn + 1);
}

/// Start-up does not wait for every game to be checked: a process checks a game against its
/// move log the first time it loads it, so a tampered game is caught even before (or without)
/// the full start-up check, and a healthy one is checked once.
#[tokio::test]
async fn a_game_is_checked_against_its_log_when_a_new_process_first_loads_it() {
    let h = Harness::new().await;
    let good = h.started(10, 2, options(1)).await.id();
    let tampered = h.started(11, 2, options(2)).await.id();
    for id in [good, tampered] {
        for _ in 0..3 {
            play_simple_turn(&h.service, id).await;
        }
    }
    // The last logged move lost (a hand-edited file): the row and snapshot still read, only
    // replaying the log tells.
    sqlx::query("DELETE FROM moves WHERE game_id = $1 AND seq = 3")
        .bind(tampered)
        .execute(h.service.store().pool())
        .await
        .unwrap();
    // This process checked both when it made them: it still trusts its own view.
    let own = h.service.load(tampered).await;
    assert!(own.is_ok(), "{:?}", own.err());

    let service = h.restart().await;
    let err = service.load(tampered).await.unwrap_err();
    assert!(
        matches!(&err, ServiceError::Broken { game_id, reason } if *game_id == tampered && reason.contains("2 logged moves")),
        "{err:?}"
    );
    assert_eq!(
        service.store().game(tampered).await.unwrap().status,
        GameStatus::Broken
    );
    let next = play_simple_turn(&service, good).await;
    assert_eq!(next.turn, 4);
}

#[tokio::test]
async fn unreadable_games_are_marked_broken_and_the_others_go_on() {
    let h = Harness::new().await;
    let good = h.started(10, 2, options(1)).await.id();
    let bad_json = h.started(11, 2, options(2)).await.id();
    let bad_log = h.started(12, 2, options(3)).await.id();
    let stale_snapshot = h.started(13, 2, options(4)).await.id();
    let lobby = h.lobby(14, 2, options(5)).await.id();
    for id in [good, bad_json, bad_log, stale_snapshot] {
        for _ in 0..3 {
            play_simple_turn(&h.service, id).await;
        }
    }
    let pool = h.service.store().pool();
    sqlx::query("UPDATE games SET state = '{not json' WHERE id = ?")
        .bind(bad_json)
        .execute(pool)
        .await
        .unwrap();
    // A logged move that the engine refuses: passing while a tile must be placed.
    sqlx::query(r#"UPDATE moves SET action = '{"kind":"play","actions":["Pass"]}' WHERE game_id = ? AND seq = 1"#)
        .bind(bad_log)
        .execute(pool)
        .await
        .unwrap();
    // A snapshot that does not match the log although it is at the same turn: extra points.
    let tampered = {
        let row = h.service.store().game(stale_snapshot).await.unwrap();
        let mut state: serde_json::Value =
            serde_json::from_str(row.state.as_deref().unwrap()).unwrap();
        let score = &mut state["scores"][0];
        *score = serde_json::json!(score.as_u64().expect("scores in the snapshot") + 50);
        state.to_string()
    };
    sqlx::query("UPDATE games SET state = ? WHERE id = ?")
        .bind(tampered)
        .bind(stale_snapshot)
        .execute(pool)
        .await
        .unwrap();

    let service = h.restart().await;
    let report = service.startup_check().await.unwrap();
    assert_eq!(report.healthy, vec![good, lobby]);
    let mut broken: Vec<(i64, Option<u64>)> = report
        .broken
        .iter()
        .map(|b| (b.game_id, b.channel_id))
        .collect();
    broken.sort();
    assert_eq!(
        broken,
        vec![
            (bad_json, Some(11)),
            (bad_log, Some(12)),
            (stale_snapshot, Some(13))
        ]
    );
    let log_reason = &report
        .broken
        .iter()
        .find(|b| b.game_id == bad_log)
        .unwrap()
        .reason;
    assert!(log_reason.contains("move 1"), "{log_reason}");

    for id in [bad_json, bad_log, stale_snapshot] {
        let row = service.store().game(id).await.unwrap();
        assert_eq!(row.status, GameStatus::Broken);
        assert!(row.broken_reason.is_some());
        assert!(matches!(
            service.load(id).await,
            Err(ServiceError::Broken { .. })
        ));
    }
    // Broken games free their channel; the healthy game still plays.
    assert!(service.active_game_in_channel(11).await.unwrap().is_none());
    play_simple_turn(&service, good).await;
}

#[tokio::test]
async fn corrupt_snapshot_found_while_playing_breaks_only_that_game() {
    let h = Harness::new().await;
    let good = h.started(10, 2, options(1)).await.id();
    let bad = h.started(11, 2, options(2)).await.id();
    sqlx::query(r#"UPDATE games SET config = '{"players":"many"}' WHERE id = ?"#)
        .bind(bad)
        .execute(h.service.store().pool())
        .await
        .unwrap();
    let err = h.service.active_game_in_channel(11).await.unwrap_err();
    assert!(
        matches!(err, ServiceError::Broken { game_id, .. } if game_id == bad),
        "{err:?}"
    );
    assert!(h
        .service
        .active_game_in_channel(11)
        .await
        .unwrap()
        .is_none());
    assert!(h
        .service
        .active_game_in_channel(10)
        .await
        .unwrap()
        .is_some());
    play_simple_turn(&h.service, good).await;
}

#[tokio::test]
async fn deadlines_come_due_as_time_passes_and_allow_a_skip() {
    let h = Harness::new().await;
    let game = h.started(10, 2, timed(options(5), 60, 600)).await;
    let id = game.id();
    let turn = game.turn();
    assert!(h.service.due_deadlines().await.unwrap().is_empty());
    assert_eq!(
        h.service.next_deadline().await.unwrap(),
        Some(START as i64 + 60)
    );

    h.manual.advance(Duration::from_secs(60));
    let due = h.service.due_deadlines().await.unwrap();
    assert_eq!(
        due.iter().map(|d| (d.kind, d.turn)).collect::<Vec<_>>(),
        vec![(DeadlineKind::Reminder, turn)]
    );
    assert!(h.service.mark_fired(&due[0]).await.unwrap());
    assert!(!h.service.mark_fired(&due[0]).await.unwrap());
    assert!(h.service.due_deadlines().await.unwrap().is_empty());
    assert_eq!(
        h.service.next_deadline().await.unwrap(),
        Some(START as i64 + 600)
    );

    // The other player may not skip before the timeout.
    let err = h
        .service
        .skip_turn(id, turn, Some(Actor::user(2)))
        .await
        .unwrap_err();
    assert!(
        matches!(err, ServiceError::TooEarly { due_at } if due_at == START as i64 + 600),
        "{err:?}"
    );
    assert_refused!(
        h.service.skip_turn(id, turn, Some(Actor::user(99))).await,
        ServiceError::NotSeated
    );

    h.manual.advance(Duration::from_secs(540));
    // The timers survive a restart.
    let service = h.restart().await;
    let before = service.load(id).await.unwrap();
    let stand_in_plays = ai_turn(
        stand_in(before.game.as_ref().unwrap(), before.row.seed).as_mut(),
        before.game.as_ref().unwrap(),
        Budget::default(),
    )
    .unwrap();
    let due = service.due_deadlines().await.unwrap();
    assert_eq!(
        due.iter().map(|d| d.kind).collect::<Vec<_>>(),
        vec![DeadlineKind::Timeout]
    );

    let skipped = service
        .skip_turn(id, turn, Some(Actor::user(2)))
        .await
        .unwrap();
    assert_eq!(skipped.turn, turn + 1);
    assert_eq!(skipped.next.as_ref().map(|s| s.user_id), Some(2));
    // The Medium level played the absent player's turn: the logged move is its choice.
    assert_eq!(STAND_IN, Level::Medium);
    let moves = service.store().moves(id).await.unwrap();
    let logged: serde_json::Value = serde_json::from_str(&moves[0].action).unwrap();
    assert_eq!(logged["kind"], "skip");
    let actions: Vec<Action> = serde_json::from_value(logged["actions"].clone()).unwrap();
    assert_eq!(actions, stand_in_plays);
    assert!(matches!(actions[0], Action::Place(_)), "{actions:?}");
    assert!(
        !service.mark_fired(&due[0]).await.unwrap(),
        "old turn's timer must be gone"
    );
    assert_refused!(
        service.skip_turn(id, turn, None).await,
        ServiceError::StaleTurn
    );

    // New timers count from the skip.
    let pending = service.pending_deadlines().await.unwrap();
    let now = h.now();
    let mut timers: Vec<(DeadlineKind, i64, u32)> =
        pending.iter().map(|d| (d.kind, d.due_at, d.turn)).collect();
    timers.sort_by_key(|t| t.1);
    assert_eq!(
        timers,
        vec![
            (DeadlineKind::Reminder, now + 60, turn + 1),
            (DeadlineKind::Timeout, now + 600, turn + 1)
        ]
    );
}

#[tokio::test]
async fn resigned_and_removed_seats_leave_the_game_and_the_last_one_standing_ends_it_with_final_scoring(
) {
    let h = Harness::new().await;
    let game = h.started(10, 3, timed(options(21), 0, 100)).await;
    let id = game.id();

    // User 1 leaves a follower on the table, so that the early end has something to score.
    let g = game.game.clone().expect("started");
    let mut draft = TurnDraft::new(&g);
    draft.push(draft.options()[0]).expect("place");
    let deploy = draft
        .options()
        .into_iter()
        .find(|a| matches!(a, Action::Deploy { .. }))
        .expect("a figure spot on the first tile");
    draft.push(deploy).expect("deploy");
    let first = h
        .service
        .play_turn(id, 0, 1, draft.actions().to_vec())
        .await
        .unwrap();
    assert_eq!(first.next.as_ref().map(|s| s.user_id), Some(2));

    // Seat 1 (user 2) resigns on its own turn: the engine hands the turn to seat 2.
    let resigned = h.service.resign(id, 2).await.unwrap();
    assert!(resigned.new_turn && !resigned.finished);
    assert_eq!(resigned.next.as_ref().map(|s| s.user_id), Some(3));
    assert!(resigned.game.is_retired(1));
    assert!(matches!(
        h.service.resign(id, 2).await,
        Err(ServiceError::NotSeated)
    ));
    // User 3 plays, and the turn skips the resigned seat.
    let after = play_simple_turn(&h.service, id).await;
    assert_eq!(after.next.as_ref().map(|s| s.user_id), Some(1));

    // User 1 times out and is removed: one player is left, so the game ends, with final
    // scoring: user 1's follower is scored and back in hand, not frozen on the table.
    h.manual.advance(Duration::from_secs(100));
    let turn = h.service.load(id).await.unwrap().turn();
    let removed = h
        .service
        .remove_player(id, turn, Some(Actor::user(3)))
        .await
        .unwrap();
    assert!(removed.finished);
    assert!(removed.game.is_over());
    assert!(removed
        .events
        .iter()
        .any(|e| matches!(e, Event::FinalScoring { .. })));
    assert_eq!(removed.game.figures().count(), 0, "every figure came home");
    assert!(removed.game.scores()[0] > 0, "the follower scored");
    let loaded = h.service.load(id).await.unwrap();
    assert_eq!(loaded.status(), GameStatus::Finished);
    assert_eq!(
        loaded.seats.iter().map(|s| s.removed).collect::<Vec<_>>(),
        vec![true, true, false]
    );

    let sheet = h.service.final_breakdown(id).await.unwrap();
    assert!(sheet.finished);
    assert_eq!(sheet.winners, vec![2]);
    for p in &sheet.players {
        assert_eq!(p.by_kind.iter().map(|(_, pts)| pts).sum::<u32>(), p.total);
    }
    // The log still replays after resignations and removals.
    assert_eq!(h.service.rebuild(id).await.unwrap(), removed.game);

    // The results were stored with the last move: the seat still playing first, then the two
    // that left, by score; all three ratings moved, the winner's up.
    let results = h.service.store().game_results(id).await.unwrap();
    let rows: Vec<(u32, bool, u32)> = results
        .iter()
        .map(|r| (r.seat, r.removed, r.score))
        .collect();
    let scores = removed.game.scores();
    assert_eq!(
        rows,
        [
            (0, true, scores[0]),
            (1, true, scores[1]),
            (2, false, scores[2])
        ]
    );
    assert_eq!(results[2].place, 1);
    let left_places = if scores[0] >= scores[1] {
        [2, 3]
    } else {
        [3, 2]
    };
    assert_eq!([results[0].place, results[1].place], left_places);
    assert!(results
        .iter()
        .all(|r| r.rated && r.player == format!("u:{}", r.seat + 1)));
    let changes = h.service.rating_changes(id).await.unwrap();
    assert_eq!(changes.len(), 3);
    assert!(changes[2].after > changes[2].before, "{changes:?}");
}

#[tokio::test]
async fn quick_game_plays_to_the_end_with_a_score_sheet() {
    let h = Harness::new().await;
    let settings = Settings {
        quick_game: true,
        ..Settings::default()
    };
    let lobby = h
        .lobby(
            10,
            2,
            LobbyOptions {
                settings,
                ..options(8)
            },
        )
        .await;
    assert_eq!(lobby.config.tile_limit, Some(QUICK_GAME_TILES));
    assert_refused!(
        h.service
            .set_settings(lobby.id(), Actor::user(2), settings)
            .await,
        ServiceError::NotHost
    );
    // Make it quicker still through the host's options.
    let game = h.service.start(lobby.id(), Actor::user(1)).await.unwrap();
    let id = game.id();
    assert_refused!(
        h.service
            .set_settings(
                id,
                Actor::user(1),
                Settings {
                    quick_game: false,
                    ..settings
                },
            )
            .await,
        ServiceError::QuickGameLocked
    );
    // The tile counter is agreed before the first tile, like the rules.
    assert_refused!(
        h.service
            .set_settings(
                id,
                Actor::user(1),
                Settings {
                    tile_counter: false,
                    ..settings
                },
            )
            .await,
        ServiceError::TileCounterLocked
    );
    assert!(h.service.load(id).await.unwrap().settings.tile_counter);

    let mut outcome = None;
    for _ in 0..(2 * QUICK_GAME_TILES as usize + 10) {
        let o = play_simple_turn(&h.service, id).await;
        let done = o.finished;
        outcome = Some(o);
        if done {
            break;
        }
    }
    let outcome = outcome.unwrap();
    assert!(outcome.finished, "a quick game must end");
    assert!(outcome.game.is_over());
    // Final scoring was announced: the last turn cannot be taken back, by anyone.
    assert_eq!(outcome.reveal_at, None);
    for user in [1, 2] {
        assert!(h.service.undo(id, outcome.version, user).await.is_err());
    }
    let loaded = h.service.load(id).await.unwrap();
    assert_eq!(loaded.status(), GameStatus::Finished);
    assert!(!loaded.is_running());
    assert!(h
        .service
        .due_deadlines_at(i64::MAX)
        .await
        .unwrap()
        .is_empty());
    let sheet = h.service.final_breakdown(id).await.unwrap();
    let totals: Vec<u32> = sheet.players.iter().map(|p| p.total).collect();
    assert_eq!(totals, outcome.game.scores().to_vec());
    let best = totals.iter().max().copied();
    for seat in &sheet.winners {
        assert_eq!(Some(totals[*seat as usize]), best);
    }
    assert_refused!(
        h.service
            .play_turn(id, outcome.turn, 1, vec![Action::Pass])
            .await,
        ServiceError::NotActive
    );
    // Each seat's stored result is its line of the score sheet.
    let results = h.service.store().game_results(id).await.unwrap();
    assert_eq!(results.len(), 2);
    for (r, p) in results.iter().zip(&sheet.players) {
        assert_eq!((r.seat, r.score, r.removed), (p.seat, p.total, false));
        let by_kind: std::collections::BTreeMap<String, u32> =
            serde_json::from_str(&r.points_by_kind).unwrap();
        let expected: std::collections::BTreeMap<String, u32> = p
            .by_kind
            .iter()
            .filter(|(_, n)| *n > 0)
            .map(|(k, n)| (k.name().to_owned(), *n))
            .collect();
        assert_eq!(by_kind, expected);
        assert_eq!(r.place == 1, sheet.winners.contains(&r.seat));
        assert_eq!(
            (r.game_kind.as_str(), r.expansions.as_str()),
            ("carcassonne", r#"["farmers"]"#)
        );
    }
}

#[tokio::test]
async fn pending_choices_survive_a_restart_until_the_move_is_made() {
    let h = Harness::new().await;
    let game = h.started(10, 2, options(4)).await;
    let id = game.id();
    let choice = serde_json::json!({"cell": [1, 0], "rotation": 3});
    h.service
        .set_pending_choice(id, 1, game.turn(), &choice)
        .await
        .unwrap();
    h.service.set_dm_opt_in(id, 2, true).await.unwrap();
    assert!(matches!(
        h.service.set_dm_opt_in(id, 42, true).await,
        Err(ServiceError::NotSeated)
    ));

    let service = h.restart().await;
    let back: Option<serde_json::Value> = service.pending_choice(id, 1, game.turn()).await.unwrap();
    assert_eq!(back, Some(choice));
    let other_turn: Option<serde_json::Value> = service
        .pending_choice(id, 1, game.turn() + 1)
        .await
        .unwrap();
    assert_eq!(other_turn, None);
    assert!(service.load(id).await.unwrap().seats[1].dm_opt_in);

    play_simple_turn(&service, id).await;
    let gone: Option<serde_json::Value> = service.pending_choice(id, 1, game.turn()).await.unwrap();
    assert_eq!(gone, None);
}

#[tokio::test]
async fn a_cancelled_game_stops_its_timers_and_refuses_moves() {
    let h = Harness::new().await;
    let game = h.started(10, 2, timed(options(6), 10, 20)).await;
    let id = game.id();
    assert_refused!(
        h.service.play_turn(id, game.turn(), 1, Vec::new()).await,
        ServiceError::NoAction
    );
    assert_refused!(
        h.service.cancel(id, Actor::user(2)).await,
        ServiceError::NotHost
    );
    h.service.cancel(id, Actor::user(1)).await.unwrap();
    assert!(h
        .service
        .due_deadlines_at(i64::MAX)
        .await
        .unwrap()
        .is_empty());
    let actions = simple_turn(game.game.as_ref().unwrap());
    assert_refused!(
        h.service.play_turn(id, game.turn(), 1, actions).await,
        ServiceError::NotActive
    );
    assert_refused!(
        h.service.cancel(id, Actor::user(1)).await,
        ServiceError::NotActive
    );
    // The bot's timeout handler acting on a timer it read before the cancel changes nothing.
    assert_refused!(
        h.service.skip_turn(id, game.turn(), None).await,
        ServiceError::NotActive
    );
}

#[tokio::test]
async fn the_timeout_itself_may_remove_a_player_mid_turn() {
    let h = Harness::new().await;
    let game = h.started(10, 3, timed(options(13), 0, 30)).await;
    let id = game.id();
    let turn = game.turn();
    // User 1 placed their tile but never chose a follower.
    let first = simple_turn(game.game.as_ref().unwrap())[0];
    let placed = h.service.apply_move(id, turn, 1, first).await.unwrap();
    assert!(!placed.new_turn);
    // Mid-turn moves keep the turn's timers.
    let timers = h.service.pending_deadlines().await.unwrap();
    assert_eq!(
        timers
            .iter()
            .map(|d| (d.kind, d.due_at))
            .collect::<Vec<_>>(),
        vec![(DeadlineKind::Timeout, START as i64 + 30)]
    );

    h.manual.advance(Duration::from_secs(30));
    let due = h.service.due_deadlines().await.unwrap();
    assert_eq!(due.len(), 1);
    assert!(h.service.mark_fired(&due[0]).await.unwrap());
    let removed = h
        .service
        .remove_player(id, due[0].turn, None)
        .await
        .unwrap();
    assert!(!removed.finished, "two players remain");
    assert_eq!(removed.turn, turn + 1);
    assert_eq!(removed.next.as_ref().map(|s| s.user_id), Some(2));
    let loaded = h.service.load(id).await.unwrap();
    assert!(loaded.seats[0].removed);
    let log = h.service.store().moves(id).await.unwrap();
    assert_eq!(log.len(), 2);
    assert_eq!(log[1].user_id, None);
    assert_eq!(h.service.rebuild(id).await.unwrap(), removed.game);
}

/// A seed of a default two-player game in which the simple turns run into a tile that fits
/// nowhere, and how many simple turns come before it.
fn seed_with_a_discard() -> (u64, usize) {
    for seed in 0..2_000 {
        let config = carcassonne_engine::GameConfig::base(2);
        let mut game = Game::new(config, seed).expect("set-up");
        for turns in 0..60 {
            if game.legal_actions() == [Action::Discard] {
                return (seed, turns);
            }
            for a in simple_turn(&game) {
                game.apply(a).expect("legal");
            }
        }
    }
    panic!("no seed with a discard");
}

#[tokio::test]
async fn a_move_can_be_taken_back_until_revealed_unless_it_showed_a_hidden_tile() {
    let h = Harness::new().await;
    let (seed, turns) = seed_with_a_discard();
    let mut opts = options(seed);
    opts.settings.undo_secs = 10;
    let game = h.started(10, 2, opts).await;
    let id = game.id();
    for _ in 0..turns {
        let played = play_simple_turn(&h.service, id).await;
        // The undo window of each move: closed by hand, as the Discord layer does.
        assert!(played.reveal_at.is_some());
        assert!(h.service.reveal(id, played.turn).await.unwrap());
    }
    // A discard shows the next tile at once: it is never offered for taking back.
    let loaded = h.service.load(id).await.unwrap();
    let user = user_to_move(&loaded);
    let discarded = h
        .service
        .play_turn(id, loaded.turn(), user, vec![Action::Discard])
        .await
        .unwrap();
    assert_eq!(discarded.reveal_at, None);
    assert_refused!(
        h.service.undo(id, discarded.version, user).await,
        ServiceError::TooLateToUndo
    );

    // A normal move may be taken back, by its player only, once.
    let played = play_simple_turn(&h.service, id).await;
    assert_eq!(played.reveal_at, Some(h.now() + 10));
    assert!(!h.service.is_revealed(id, played.turn).await.unwrap());
    let other = if user == 1 { 2 } else { 1 };
    assert_refused!(
        h.service.undo(id, played.version, other).await,
        ServiceError::NotYourMove
    );
    let undone = h.service.undo(id, played.version, user).await.unwrap();
    assert_eq!(undone.turn, loaded.turn());
    assert_eq!(undone.next.as_ref().map(|s| s.user_id), Some(user));
    assert!(undone.game == h.service.load(id).await.unwrap().game.unwrap());
    assert_refused!(
        h.service.undo(id, played.version, user).await,
        ServiceError::TooLateToUndo
    );

    // Played again and revealed: too late to take back.
    let again = play_simple_turn(&h.service, id).await;
    assert!(h.service.reveal(id, again.turn).await.unwrap());
    assert!(
        !h.service.reveal(id, again.turn).await.unwrap(),
        "revealed once"
    );
    assert_refused!(
        h.service.undo(id, again.version, user).await,
        ServiceError::TooLateToUndo
    );
    // The log, undo included, replays to the stored game.
    assert!(h.service.rebuild(id).await.unwrap() == again.game);
    let report = h.service.startup_check().await.unwrap();
    assert!(report.broken.is_empty(), "{:?}", report.broken);
}

#[tokio::test]
async fn ai_seats_play_their_own_turns_and_the_hints_switch_is_the_lobbys() {
    let h = Harness::new().await;
    let quick = LobbyOptions {
        settings: Settings {
            quick_game: true,
            undo_secs: 0,
            hints: false,
            ..Settings::default()
        },
        ..options(21)
    };
    let lobby = h.lobby(40, 1, quick).await;
    let id = lobby.id();
    assert_refused!(
        h.service.add_ai(id, Actor::user(2), Level::Easy).await,
        ServiceError::NotHost
    );
    assert_refused!(
        h.service.remove_ai(id, Actor::user(1)).await,
        ServiceError::NoAiSeat
    );
    h.service
        .add_ai(id, Actor::user(1), Level::Easy)
        .await
        .unwrap();
    h.service
        .add_ai(id, Actor::user(1), Level::Medium)
        .await
        .unwrap();
    let lobby = h.service.remove_ai(id, Actor::user(1)).await.unwrap();
    let levels: Vec<Option<Level>> = lobby.seats.iter().map(|s| s.ai).collect();
    assert_eq!(levels, [None, Some(Level::Easy)], "the last AI left");
    h.service.start(id, Actor::user(1)).await.unwrap();

    // Hints were switched off in the lobby, and stay off once the game runs.
    assert_refused!(h.service.hint(id, 1).await, ServiceError::HintsOff);
    let mut settings = h.service.load(id).await.unwrap().settings;
    settings.hints = true;
    assert_refused!(
        h.service.set_settings(id, Actor::user(1), settings).await,
        ServiceError::HintsLocked
    );

    let mut ai_turns = 0;
    for _ in 0..100 {
        let loaded = h.service.load(id).await.unwrap();
        if !loaded.is_running() {
            break;
        }
        let seat = loaded.current_seat().unwrap().clone();
        if seat.is_ai() {
            if ai_turns == 0 {
                // A restart now finds the turn the AI must play.
                let report = h.service.startup_check().await.unwrap();
                assert_eq!(report.ai_waiting, [(id, loaded.turn())]);
            }
            // A person cannot move for the AI, and the AI never moves for a person.
            assert_refused!(
                h.service
                    .play_turn(
                        id,
                        loaded.turn(),
                        1,
                        simple_turn(loaded.game.as_ref().unwrap())
                    )
                    .await,
                ServiceError::AiPlaying { .. }
            );
            let played = h.service.ai_move(id, loaded.turn()).await.unwrap();
            assert!(played.is_some(), "the AI played turn {}", loaded.turn());
            // The same turn again is nothing to do: it was played once.
            assert!(h
                .service
                .ai_move(id, loaded.turn())
                .await
                .unwrap()
                .is_none());
            ai_turns += 1;
        } else {
            assert!(h
                .service
                .ai_move(id, loaded.turn())
                .await
                .unwrap()
                .is_none());
            play_simple_turn(&h.service, id).await;
        }
    }
    let done = h.service.load(id).await.unwrap();
    assert_eq!(done.status(), GameStatus::Finished);
    assert!(ai_turns >= QUICK_GAME_TILES as usize / 2 - 1, "{ai_turns}");
    let kinds: Vec<String> = h
        .service
        .store()
        .moves(id)
        .await
        .unwrap()
        .iter()
        .map(|m| serde_json::from_str::<serde_json::Value>(&m.action).unwrap()["kind"].to_string())
        .collect();
    assert_eq!(kinds.iter().filter(|k| *k == "\"ai\"").count(), ai_turns);
}

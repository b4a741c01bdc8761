//! Upgrading a server: a database written by the previous version of the bot (engine 0.1,
//! before capabilities) opens, passes the start-up check, and every game in it goes on.
//! `fixtures/legacy-v0.1.sqlite` holds three running games (base; every expansion of the time
//! with an abbot recall in its log; River mid-river) and a lobby.

use std::time::{Duration, SystemTime};

use carcassonne_bot::clock::Clock;
use carcassonne_bot::service::{replay, Base, GameService};
use carcassonne_bot::store::{GameStatus, MoveRow, Store};
use carcassonne_engine::random::random_action;
use carcassonne_engine::rng::Rng;
use carcassonne_engine::{Action, Expansion, Game, GameConfig, TurnDraft};

async fn upgraded() -> (tempfile::TempDir, GameService) {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("bot.db");
    std::fs::copy(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/legacy-v0.1.sqlite"
        ),
        &path,
    )
    .expect("copy the old database");
    let (clock, _) = Clock::manual(SystemTime::UNIX_EPOCH + Duration::from_secs(1_900_000_000));
    let store = Store::open_path(&path).await.expect("open and migrate");
    (dir, GameService::new(store, clock))
}

#[tokio::test]
async fn an_old_database_passes_the_start_up_check_and_every_game_goes_on() {
    let (_dir, service) = upgraded().await;
    let report = service.startup_check().await.expect("check");
    assert!(report.broken.is_empty(), "{:?}", report.broken);
    assert_eq!(report.healthy, vec![1, 2, 3, 4]);
    // The River games' seeds deal another deck now (the base start tile is put away): they
    // replay from their own snapshot from now on. The base game still replays from its seed.
    assert_eq!(report.checkpointed, vec![2, 3]);

    let lobby = service.load(4).await.expect("lobby");
    assert_eq!(lobby.status(), GameStatus::Lobby);
    assert!(lobby.config.has(Expansion::Abbot) && !lobby.config.has(Expansion::Farmers));

    for id in [1, 2, 3] {
        let loaded = service.load(id).await.expect("load");
        let game = loaded.game.clone().expect("running");
        assert_eq!(game.players(), loaded.seats.len());
        // One more turn through the service, as a player would play it.
        let mut draft = TurnDraft::new(&game);
        draft
            .complete_with(|_, options| options.first().copied())
            .expect("a turn");
        let user = loaded.current_seat().expect("someone to move").user_id;
        let moved = service
            .play_turn(id, loaded.turn(), user, draft.actions().to_vec())
            .await
            .expect("the old game takes a new move");
        assert!(moved.turn > loaded.turn() || moved.game.tiles_left() < game.tiles_left());
        assert_eq!(
            service.rebuild(id).await.expect("rebuild"),
            moved.game,
            "game {id}: the log replays to the stored game"
        );
    }
    // A second start-up finds nothing to repair.
    let again = service.startup_check().await.expect("check");
    assert!(again.checkpointed.is_empty() && again.broken.is_empty());
    assert_eq!(again.healthy, vec![1, 2, 3, 4]);
}

#[tokio::test]
async fn an_old_log_naming_the_abbots_recall_replays() {
    // A base game with the Abbot, played until a recall; its log is written the way engine
    // 0.1 wrote it, with "RecallAbbot" for the recall.
    let config = GameConfig::with_rules(2, [Expansion::Farmers, Expansion::Abbot]);
    for seed in 0..200u64 {
        let mut game = Game::new(config.clone(), seed).expect("set-up");
        let mut rng = Rng::new(seed);
        let mut rows = Vec::new();
        let mut recalled = false;
        while !game.is_over() && !recalled {
            let actions = game.legal_actions();
            let action = actions
                .iter()
                .copied()
                .find(|a| matches!(a, Action::Withdraw { .. }))
                .or_else(|| random_action(&game, &mut rng))
                .expect("an action");
            recalled = matches!(action, Action::Withdraw { .. });
            let logged = if recalled {
                r#""RecallAbbot""#.to_owned()
            } else {
                serde_json::to_string(&action).expect("serialise")
            };
            game.apply(action).expect("legal");
            rows.push(MoveRow {
                game_id: 1,
                seq: rows.len() as u64 + 1,
                seat: 0,
                user_id: None,
                action: format!(r#"{{"kind":"play","actions":[{logged}]}}"#),
                created_at: 0,
            });
        }
        if !recalled {
            continue;
        }
        let rebuilt = replay(Base::Seed(&config, seed), &rows).expect("the old log replays");
        assert!(rebuilt == game);
        return;
    }
    panic!("no seed led to an abbot recall");
}

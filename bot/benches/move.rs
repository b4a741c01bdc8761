//! One move handled server-side on a board of about 60 tiles, as a press that completes a
//! turn handles it before anything is sent to Discord: read the game from SQLite, validate
//! the chosen path (the panel's draft), store the move (one transaction with its version
//! check), and draw the next prompt's board.
//!
//! Two ways side by side: `press_one_load` is what the bot does (the game loaded for the
//! press is passed down, the draft's actions are stored as applied, the next prompt is drawn
//! from the stored result); `press_three_loads` is how it was done before (the service loaded
//! the game again and applied the actions again, and the next prompt loaded it a third time).
//!
//! Each measured move needs a game at about 60 tiles that has not been played on yet, so the
//! set-up keeps a pool of such games in one database file and tops it up outside the timing.

use std::sync::Arc;
use std::time::{Duration, Instant};

use carcassonne_bot::clock::Clock;
use carcassonne_bot::service::{Actor, ChannelRef, GameService, LobbyOptions, Player};
use carcassonne_bot::store::{GameId, Settings, Store};
use carcassonne_engine::{Action, GameConfig, TurnDraft};
use carcassonne_render::{BoardOptions, Renderer};
use criterion::{criterion_group, criterion_main, Criterion};

/// Tiles on the table when a game joins the pool (the start tile included).
const TILES: usize = 58;
/// A game leaves the pool once it has this many tiles, so every move is made on 58..64.
const MAX_TILES: usize = 64;

const ALICE: u64 = 1;
const BOB: u64 = 2;

struct Bench {
    rt: tokio::runtime::Runtime,
    service: GameService,
    renderer: Arc<Renderer>,
    pool: Vec<GameId>,
    next_channel: u64,
    _dir: tempfile::TempDir,
}

impl Bench {
    fn new() -> Bench {
        let rt = tokio::runtime::Runtime::new().expect("runtime");
        let dir = tempfile::tempdir().expect("temporary directory");
        let url = format!("sqlite://{}", dir.path().join("bench.db").display());
        let store = rt.block_on(Store::open(&url)).expect("open the database");
        Bench {
            rt,
            service: GameService::new(store, Clock::system()),
            renderer: Arc::new(Renderer::new().expect("renderer")),
            pool: Vec::new(),
            next_channel: 1,
            _dir: dir,
        }
    }

    fn fresh_game(&mut self) -> GameId {
        self.next_channel += 1;
        self.rt
            .block_on(fresh_game(&self.service, self.next_channel))
    }
}

/// A two-player base game (farmers on) advanced to [`TILES`] tiles by first-legal moves.
async fn fresh_game(s: &GameService, channel_id: u64) -> GameId {
    let channel = ChannelRef {
        guild_id: Some(1),
        channel_id,
    };
    let options = LobbyOptions {
        config: GameConfig::default(),
        settings: Settings::default(),
        seed: Some(channel_id),
    };
    let lobby = s
        .open_lobby(channel, &Player::new(ALICE, "alice"), options)
        .await
        .expect("lobby");
    s.join(lobby.id(), &Player::new(BOB, "bob"))
        .await
        .expect("join");
    let game_id = s
        .start(lobby.id(), Actor::user(ALICE))
        .await
        .expect("start")
        .id();
    loop {
        let loaded = s.load(game_id).await.expect("load");
        let game = loaded.game.as_ref().expect("started");
        if game.board().tiles().len() >= TILES {
            return game_id;
        }
        play_one(s, &loaded).await;
    }
}

/// The current player's first legal placement and no follower, or a discard.
fn first_move(game: &carcassonne_engine::Game) -> Vec<Action> {
    match game.legal_placements().first() {
        Some(&p) => vec![Action::Place(p), Action::Pass],
        None => vec![Action::Discard],
    }
}

async fn play_one(
    s: &GameService,
    loaded: &carcassonne_bot::service::LoadedGame,
) -> carcassonne_bot::service::MoveOutcome {
    let game = loaded.game.as_ref().expect("started");
    let user = loaded.current_seat().expect("running").user_id;
    s.play_turn(loaded.id(), loaded.turn(), user, first_move(game))
        .await
        .expect("a legal move")
}

/// How a press is handled, from its game's id to the next prompt's board.
#[derive(Clone, Copy)]
enum Way {
    OneLoad,
    ThreeLoads,
}

async fn press(bench: &Bench, game_id: GameId, way: Way) -> Vec<u8> {
    let loaded = bench.service.load(game_id).await.expect("load");
    let game = loaded.game.as_ref().expect("started");
    let user = loaded.current_seat().expect("running").user_id;
    let draft = TurnDraft::resume(game, &first_move(game)).expect("a legal path");
    let next = match way {
        Way::OneLoad => {
            let outcome = bench
                .service
                .play_draft(&loaded, loaded.turn(), user, &draft)
                .await
                .expect("a legal move");
            *outcome.stored
        }
        Way::ThreeLoads => {
            bench
                .service
                .play_turn(loaded.id(), loaded.turn(), user, draft.actions().to_vec())
                .await
                .expect("a legal move");
            bench.service.load(game_id).await.expect("load")
        }
    };
    let opts = BoardOptions {
        player_names: next.seats.iter().map(|s| s.display_name.clone()).collect(),
        mark_legal: true,
        show_drawn_tile: true,
        ..BoardOptions::default()
    };
    let game = next.game.as_ref().expect("running");
    bench.renderer.render_board(game, &opts).expect("draw")
}

fn one_move(c: &mut Criterion) {
    let mut bench = Bench::new();
    let mut group = c.benchmark_group("move");
    group
        .sample_size(30)
        .measurement_time(Duration::from_secs(8));
    for (name, way) in [
        ("press_one_load_60_tiles", Way::OneLoad),
        ("press_three_loads_60_tiles", Way::ThreeLoads),
    ] {
        group.bench_function(name, |b| {
            b.iter_custom(|iters| {
                let mut total = Duration::ZERO;
                for _ in 0..iters {
                    let game_id = match bench.pool.pop() {
                        Some(id) => id,
                        None => bench.fresh_game(),
                    };
                    let started = Instant::now();
                    let png = bench.rt.block_on(press(&bench, game_id, way));
                    total += started.elapsed();
                    criterion::black_box(png);
                    let tiles = bench
                        .rt
                        .block_on(bench.service.load(game_id))
                        .ok()
                        .and_then(|l| l.game.map(|g| g.board().tiles().len()));
                    if tiles.is_some_and(|n| n < MAX_TILES) {
                        bench.pool.push(game_id);
                    }
                }
                total
            });
        });
    }
    group.finish();
}

criterion_group!(benches, one_move);
criterion_main!(benches);

//! Board-to-PNG speed: a finished base game (~72 tiles, followers on it) and a 200-tile board
//! mixing every land tile set. The renderer is reused between iterations, as the bot reuses
//! it, so these measure assembling from cached sprites plus PNG encoding; the "cold" case adds
//! painting every sprite from scratch. Close-up, tiles-to-come and the replay GIF of a whole
//! game are measured too; each benchmark prints the bytes of what it makes.

use carcassonne_engine::random::random_game;
use carcassonne_engine::tiles::{catalogue, TileSet};
use carcassonne_engine::{Action, Game, GameConfig};
use carcassonne_render::samples::large_game;
use carcassonne_render::{encode_png, encode_png_rgb, BoardOptions, Renderer};
use criterion::{black_box, criterion_group, criterion_main, Criterion};

/// A base game played to its end, or to its last turn when the end clears the board of
/// followers, so the picture has figures on it.
fn base_game_with_followers() -> Game {
    for seed in 1.. {
        let full = random_game(GameConfig::base(4), seed, None).expect("set-up");
        if full.figures().count() >= 4 {
            return full;
        }
        let turns = full.turn().saturating_sub(1);
        let almost = random_game(GameConfig::base(4), seed, Some(turns)).expect("set-up");
        if almost.figures().count() >= 4 && almost.board().len() >= 70 {
            return almost;
        }
    }
    unreachable!("some seed leaves followers on the board")
}

fn options() -> BoardOptions {
    BoardOptions {
        player_names: ["Ann", "Bob", "Chi", "Dee", "Eve", "Fay"]
            .map(String::from)
            .into(),
        mark_legal: true,
        show_drawn_tile: true,
        ..Default::default()
    }
}

/// Prints what a benchmark draws, so its figures can be read against the board's size.
fn describe(what: &str, renderer: &Renderer, game: &Game, opts: &BoardOptions) {
    let bytes = renderer
        .render_board(game, opts)
        .map(|p| p.len())
        .unwrap_or(0);
    eprintln!(
        "{what}: {} tiles, {} followers, {bytes} bytes",
        game.board().len(),
        game.figures().count(),
    );
}

fn base_board(c: &mut Criterion) {
    let game = base_game_with_followers();
    let renderer = Renderer::new().expect("font");
    let opts = options();
    describe("base board", &renderer, &game, &opts);
    c.bench_function("board_png_base_72_tiles", |b| {
        b.iter(|| renderer.render_board(black_box(&game), &opts).expect("png"))
    });
    // The two halves of the above, to see where the time goes.
    c.bench_function("board_image_only_base_72_tiles", |b| {
        b.iter(|| renderer.board_image(black_box(&game), &opts))
    });
    let img = renderer.board_image(&game, &opts);
    c.bench_function("png_encode_only_base_72_tiles", |b| {
        b.iter(|| encode_png(black_box(&img)).expect("png"))
    });
    // The true-colour encoding used before palettes, for comparison.
    eprintln!(
        "base board: {} bytes as palette PNG, {} bytes as true-colour PNG",
        encode_png(&img).map(|p| p.len()).unwrap_or(0),
        encode_png_rgb(&img).map(|p| p.len()).unwrap_or(0)
    );
    c.bench_function("png_rgb_encode_only_base_72_tiles", |b| {
        b.iter(|| encode_png_rgb(black_box(&img)).expect("png"))
    });
}

fn large_board(c: &mut Criterion) {
    let game = large_game(6, 200, 9).expect("set-up");
    let renderer = Renderer::new().expect("font");
    let opts = options();
    describe("large board", &renderer, &game, &opts);
    c.bench_function("board_png_200_tiles", |b| {
        b.iter(|| renderer.render_board(black_box(&game), &opts).expect("png"))
    });
}

fn other_pictures(c: &mut Criterion) {
    let renderer = Renderer::new().expect("font");
    let config = GameConfig::base(4);
    let mut game = random_game(config.clone(), 5, Some(40)).expect("set-up");
    if let Some(p) = game.legal_placements().first().copied() {
        game.apply(Action::Place(p)).expect("legal");
    }
    let closeup = renderer
        .render_closeup(&game, Default::default())
        .expect("png");
    eprintln!("close-up: {} bytes", closeup.len());
    c.bench_function("closeup_png", |b| {
        b.iter(|| {
            renderer
                .render_closeup(black_box(&game), Default::default())
                .expect("png")
        })
    });
    let tiles: Vec<_> = catalogue()
        .in_set(TileSet::Base)
        .map(|t| (t.id, usize::from(t.count_second)))
        .filter(|t| t.1 > 0)
        .collect();
    let list = renderer
        .render_tiles(&tiles, "Tiles to come", Default::default())
        .expect("png");
    eprintln!("tiles to come: {} bytes", list.len());
    c.bench_function("tiles_png_base_deck", |b| {
        b.iter(|| {
            renderer
                .render_tiles(black_box(&tiles), "Tiles to come", Default::default())
                .expect("png")
        })
    });
    let end = random_game(config.clone(), 5, None).expect("set-up");
    let mut frames: Vec<Game> = (0..end.turn())
        .map(|k| random_game(config.clone(), 5, Some(k)).expect("set-up"))
        .collect();
    frames.push(end);
    let opts = options();
    let limit = 10 * 1024 * 1024;
    let gif = renderer.render_replay(&frames, &opts, limit).expect("gif");
    eprintln!("replay: {} frames, {} bytes", frames.len(), gif.len());
    let mut group = c.benchmark_group("replay");
    group.sample_size(10);
    group.bench_function("replay_gif_base_4_players", |b| {
        b.iter(|| {
            renderer
                .render_replay(black_box(&frames), &opts, limit)
                .expect("gif")
        })
    });
    group.finish();
}

fn cold_base_board(c: &mut Criterion) {
    let game = base_game_with_followers();
    let opts = options();
    let mut group = c.benchmark_group("cold");
    group.sample_size(10);
    group.bench_function("board_png_base_72_tiles_fresh_renderer", |b| {
        b.iter(|| {
            let renderer = Renderer::new().expect("font");
            renderer.render_board(black_box(&game), &opts).expect("png")
        })
    });
    group.finish();
}

criterion_group!(
    benches,
    base_board,
    large_board,
    other_pictures,
    cold_base_board
);
criterion_main!(benches);

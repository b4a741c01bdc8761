//! Board-to-PNG speed: a finished base game (~72 tiles, followers on it) and a 200-tile board
//! mixing every land tile set. The renderer is reused between iterations, as the bot reuses
//! it, so these measure assembling from cached sprites plus PNG encoding; the "cold" case adds
//! painting every sprite from scratch.

use carcassonne_engine::random::random_game;
use carcassonne_engine::{Game, GameConfig};
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

criterion_group!(benches, base_board, large_board, cold_base_board);
criterion_main!(benches);

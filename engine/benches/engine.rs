//! Engine speed: legal placements on a ~70-tile board, and a whole random 4-player game.

use carcassonne_engine::random::random_game;
use carcassonne_engine::{Game, GameConfig, Phase};
use criterion::{black_box, criterion_group, criterion_main, Criterion};

/// A base game with farmers stopped after about 70 tiles, with a tile in hand.
fn board_of_about_70_tiles() -> Game {
    for seed in 0.. {
        let game = random_game(GameConfig::base(4), seed, Some(69)).expect("set-up");
        if matches!(game.phase(), Phase::Place { .. }) && game.board().len() >= 68 {
            return game;
        }
    }
    unreachable!("some seed reaches 70 tiles")
}

fn legal_placements(c: &mut Criterion) {
    let game = board_of_about_70_tiles();
    c.bench_function("legal_placements_70_tiles", |b| {
        b.iter(|| black_box(&game).legal_placements())
    });
}

fn whole_game(c: &mut Criterion) {
    let mut seed = 0u64;
    c.bench_function("random_4p_base_game_with_farmers", |b| {
        b.iter(|| {
            seed += 1;
            random_game(GameConfig::base(4), black_box(seed), None).expect("game")
        })
    });
}

criterion_group!(benches, legal_placements, whole_game);
criterion_main!(benches);

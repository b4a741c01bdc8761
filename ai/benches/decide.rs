//! Decision speed: Medium on a mid-game position, Hard with a fixed iteration budget.

use carcassonne_ai::{decide, strategy, Budget, Level};
use carcassonne_engine::random::random_game;
use carcassonne_engine::{Game, GameConfig};
use criterion::{black_box, criterion_group, criterion_main, Criterion};

/// A 2-player base game with farmers, 30 turns in (about 31 tiles on the table).
fn mid_game() -> Game {
    random_game(GameConfig::base(2), 7, Some(30)).expect("position")
}

fn bench(c: &mut Criterion) {
    let game = mid_game();
    c.bench_function("medium_decision_mid_game", |b| {
        let mut medium = strategy(Level::Medium, 1);
        b.iter(|| decide(medium.as_mut(), black_box(&game), Budget::default()))
    });
    let mut group = c.benchmark_group("hard");
    group.sample_size(10);
    group.bench_function("hard_decision_1000_iterations", |b| {
        let mut hard = strategy(Level::Hard, 1);
        b.iter(|| decide(hard.as_mut(), black_box(&game), Budget::iterations(1000)))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

//! Decision speed: Medium on a mid-game position, Hard with a fixed iteration budget.
//!
//! `hard_iterations/hard_200_iterations/<rules>` times 200 search iterations on a mid-game
//! position of each rule system the issue-28 targets name; criterion's throughput line reads
//! as Hard's search iterations per second there.

use carcassonne_ai::{decide, strategy, Budget, Level};
use carcassonne_engine::random::random_game;
use carcassonne_engine::{parse_expansions, Game, GameConfig, GameKind};
use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};

/// A 2-player base game with farmers, 30 turns in (about 31 tiles on the table).
fn mid_game() -> Game {
    random_game(GameConfig::base(2), 7, Some(30)).expect("position")
}

/// The rule systems of the issue-28 targets: a name for the bench, the game and its expansions.
const RULE_SETS: [(&str, &str, &str); 5] = [
    ("farmers", "carcassonne", "farmers"),
    ("traders_hills", "carcassonne", "farmers,traders,hills"),
    (
        "full_box",
        "carcassonne",
        "farmers,abbot,river1,river2,inns,traders,hills,wheel",
    ),
    ("wheel_of_fortune", "wheel-of-fortune", ""),
    ("over_hill_and_dale", "over-hill-and-dale", ""),
];

/// A 2-player game of `game` with `rules`, 30 turns of random play in.
fn mid_game_of(game: &str, rules: &str) -> Game {
    let kind = GameKind::from_key(game).expect("a game the engine knows");
    let config = GameConfig {
        game: kind,
        ..GameConfig::with_rules(2, parse_expansions(rules).expect("known rules"))
    };
    let position = random_game(config, 7, Some(30)).expect("position");
    assert!(!position.is_over(), "{game} {rules}: over before turn 30");
    position
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

    let mut group = c.benchmark_group("hard_iterations");
    group.sample_size(10);
    group.throughput(Throughput::Elements(200));
    for (name, kind, rules) in RULE_SETS {
        let position = mid_game_of(kind, rules);
        group.bench_function(format!("hard_200_iterations/{name}"), |b| {
            let mut hard = strategy(Level::Hard, 1);
            b.iter(|| decide(hard.as_mut(), black_box(&position), Budget::iterations(200)))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

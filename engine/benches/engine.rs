//! Engine speed: legal placements and one playout move on small and large boards, and whole
//! random 4-player games (listing every action, and the cheap playout move).

use carcassonne_engine::random::{playout, playout_action, random_game};
use carcassonne_engine::rng::Rng;
use carcassonne_engine::{Game, GameConfig, GameKind, Phase};
use criterion::{black_box, criterion_group, criterion_main, BatchSize, Criterion};

/// A base game with farmers stopped after about `tiles` tiles, with a tile in hand.
fn board_of(tiles: usize) -> Game {
    for seed in 0.. {
        let game = random_game(GameConfig::base(4), seed, Some(tiles as u32 - 1)).expect("set-up");
        if matches!(game.phase(), Phase::Place { .. }) && game.board().len() + 2 >= tiles {
            return game;
        }
    }
    unreachable!("some seed reaches the size")
}

fn legal_placements(c: &mut Criterion) {
    // 70 tiles is the figure the README has always quoted; a turn on it would run into final
    // scoring, so turns are timed at 60.
    for tiles in [10, 60, 70] {
        let game = board_of(tiles);
        c.bench_function(&format!("legal_placements_{tiles}_tiles"), |b| {
            b.iter(|| black_box(&game).legal_placements())
        });
        let mut rng = Rng::new(1);
        c.bench_function(&format!("playout_move_{tiles}_tiles"), |b| {
            b.iter(|| playout_action(black_box(&game), &mut rng))
        });
        // A whole turn (choose and place the tile, choose and make the figure move, score,
        // draw), the game cloned outside the timing.
        if tiles == 70 {
            continue;
        }
        let mut rng = Rng::new(2);
        c.bench_function(&format!("playout_turn_{tiles}_tiles"), |b| {
            b.iter_batched(
                || game.clone(),
                |mut g| {
                    play_turn(&mut g, &mut rng);
                    g
                },
                BatchSize::SmallInput,
            )
        });
    }
}

fn whole_game(c: &mut Criterion) {
    let mut seed = 0u64;
    c.bench_function("random_4p_base_game_with_farmers", |b| {
        b.iter(|| {
            seed += 1;
            random_game(GameConfig::base(4), black_box(seed), None).expect("game")
        })
    });
    let mut seed = 0u64;
    c.bench_function("playout_4p_base_game_with_farmers", |b| {
        b.iter(|| {
            seed += 1;
            let mut game = Game::new(GameConfig::base(4), seed).expect("set-up");
            playout(&mut game, &mut Rng::new(seed)).expect("playout");
            game
        })
    });
    // Over Hill and Dale: hikes are listed at every figure step, so its turns cost more.
    let ohd = GameConfig {
        game: GameKind::OverHillAndDale,
        ..GameConfig::with_rules(4, [])
    };
    let mut seed = 0u64;
    c.bench_function("random_4p_over_hill_and_dale_game", |b| {
        b.iter(|| {
            seed += 1;
            random_game(ohd.clone(), black_box(seed), None).expect("game")
        })
    });
    // The Wheel of Fortune: a 16-cell start, the crowns offered at every figure step, plague
    // decisions.
    let wheel = GameConfig {
        game: GameKind::WheelOfFortune,
        ..GameConfig::with_rules(4, [])
    };
    let mut seed = 0u64;
    c.bench_function("random_4p_wheel_of_fortune_game", |b| {
        b.iter(|| {
            seed += 1;
            random_game(wheel.clone(), black_box(seed), None).expect("game")
        })
    });
}

/// One turn with the playout policy: choose and place the tile, choose and make the figure
/// move, score, draw.
fn play_turn(g: &mut Game, rng: &mut Rng) {
    let turn = g.turn();
    while g.turn() == turn {
        let Some(a) = playout_action(g, rng) else {
            break;
        };
        g.apply(a).expect("legal");
    }
}

/// A base game with farmers stopped after about `tiles` tiles whose next turn is a normal one:
/// at least one tile stays in the deck besides the one in hand, so the turn ends with a draw,
/// not final scoring (a discard earlier in the game can leave the 70th tile the last).
fn board_with_a_turn_left(tiles: usize) -> Game {
    for seed in 0.. {
        let game = random_game(GameConfig::base(4), seed, Some(tiles as u32 - 1)).expect("set-up");
        if matches!(game.phase(), Phase::Place { .. })
            && game.board().len() + 2 >= tiles
            && game.tiles_left() >= 1
        {
            return game;
        }
    }
    unreachable!("some seed reaches the size")
}

/// What a search does: clone the game, play a turn on the copy, drop it. The clone and the
/// drop are inside the timing, so a state whose copy costs more as the board grows shows here.
fn clone_then_turn(c: &mut Criterion) {
    for tiles in [10, 60, 70] {
        let game = board_with_a_turn_left(tiles);
        let mut rng = Rng::new(3);
        c.bench_function(&format!("clone_then_turn_{tiles}_tiles"), |b| {
            b.iter(|| {
                let mut g = black_box(&game).clone();
                play_turn(&mut g, &mut rng);
                g
            })
        });
    }
}

criterion_group!(benches, legal_placements, clone_then_turn, whole_game);
criterion_main!(benches);

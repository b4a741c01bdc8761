//! Plays the river part of many seeded games for each river set and counts what went wrong:
//! a river tile set aside because it fitted nowhere, and a river left with an open end once
//! land tiles come. It also counts games in which a branch turned the same way three times in
//! a row (straight tiles between), the FAQ's case that the room-ahead rule only refuses when
//! the river would come back against itself.
//!
//!     cargo run --release -p carcassonne-engine --example river_check -- [games per set]
//!
//! Three ways of choosing, each over the same seeds: a random legal action, always the first
//! legal placement, always the last (followers never placed, so only the river is tested).

use std::collections::HashMap;

use carcassonne_engine::random::random_action;
use carcassonne_engine::rng::Rng;
use carcassonne_engine::tiles::EdgeKind;
use carcassonne_engine::{Action, Event, Expansion, Game, GameConfig, Phase, Pos, Rotation, Side};

#[derive(Clone, Copy)]
enum Policy {
    Random,
    First,
    Last,
}

#[derive(Default)]
struct Counts {
    games: u32,
    set_aside: u32,
    left_open: u32,
    three_same_way: u32,
}

/// How a tile bends the water entering through `inflow` and leaving through `outflow`:
/// `Some(true)` right, `Some(false)` left, `None` straight on.
fn bend(inflow: Side, outflow: Side) -> Option<bool> {
    let heading = inflow.opposite();
    if outflow == heading {
        None
    } else {
        Some(outflow == heading.rotated(Rotation::new(1)))
    }
}

fn river_sides(game: &Game, pos: Pos) -> Vec<Side> {
    let tile = game.board().get(pos).expect("placed");
    Side::ALL
        .into_iter()
        .filter(|&s| tile.edge(s) == EdgeKind::River)
        .collect()
}

/// Plays until a land tile is in hand; returns (set aside, left open, three the same way).
fn play(rules: &[Expansion], seed: u64, policy: Policy) -> (bool, bool, bool) {
    let config = GameConfig::with_rules(2, rules.iter().copied());
    let mut game = Game::new(config, seed).expect("set-up");
    let mut rng = Rng::new(seed);
    // The bends of each open branch so far, keyed by the end it flows out of.
    let mut branches: HashMap<(Pos, Side), Vec<bool>> = HashMap::new();
    let spring = game.board().tiles()[0].pos;
    for side in river_sides(&game, spring) {
        branches.insert((spring, side), Vec::new());
    }
    let (mut set_aside, mut three) = (false, false);
    loop {
        let Phase::Place { tile } = game.phase() else {
            if game.is_over() {
                break;
            }
            game.apply(Action::Pass).expect("pass");
            continue;
        };
        if !tile.def().has_river() {
            break;
        }
        let action = match policy {
            Policy::Random => random_action(&game, &mut rng).expect("action"),
            Policy::First => game.legal_actions()[0],
            Policy::Last => *game.legal_actions().last().expect("action"),
        };
        for event in game.apply(action).expect("legal") {
            match event {
                Event::TileDiscarded { .. } => set_aside = true,
                Event::TilePlaced { pos, .. } => {
                    let sides = river_sides(&game, pos);
                    let Some(inflow) = sides
                        .iter()
                        .copied()
                        .find(|&s| branches.contains_key(&(pos.step(s), s.opposite())))
                    else {
                        continue;
                    };
                    let before = branches
                        .remove(&(pos.step(inflow), inflow.opposite()))
                        .unwrap_or_default();
                    for out in sides.into_iter().filter(|&s| s != inflow) {
                        let mut bends = before.clone();
                        if let Some(b) = bend(inflow, out) {
                            bends.push(b);
                            three |= bends.len() >= 3
                                && bends[bends.len() - 3..].iter().all(|&x| x == b);
                        }
                        branches.insert((pos, out), bends);
                    }
                }
                _ => {}
            }
        }
    }
    let open = game.board().tiles().iter().any(|t| {
        Side::ALL
            .into_iter()
            .any(|s| t.edge(s) == EdgeKind::River && !game.board().is_occupied(t.pos.step(s)))
    });
    (set_aside, open, three)
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20_000);
    let sets: [(&str, Vec<Expansion>); 3] = [
        ("River I", vec![Expansion::River1]),
        ("River II", vec![Expansion::River2]),
        ("River I + II", vec![Expansion::River1, Expansion::River2]),
    ];
    let policies = [
        ("random", Policy::Random),
        ("first", Policy::First),
        ("last", Policy::Last),
    ];
    println!("| river set | choice | games | a river tile set aside | river left open | three turns the same way |");
    println!("|---|---|---|---|---|---|");
    for (name, rules) in &sets {
        for (policy_name, policy) in policies {
            let mut c = Counts::default();
            for seed in 0..games {
                let (aside, open, three) = play(rules, seed, policy);
                c.games += 1;
                c.set_aside += u32::from(aside);
                c.left_open += u32::from(open);
                c.three_same_way += u32::from(three);
            }
            println!(
                "| {name} | {policy_name} | {} | {} | {} | {} |",
                c.games, c.set_aside, c.left_open, c.three_same_way
            );
        }
    }
}

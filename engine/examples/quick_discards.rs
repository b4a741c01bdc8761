//! Counts the tiles set aside because they fit nowhere in quick games (a tile limit), per set
//! of rules and deck size, over seeded games of random legal moves:
//!
//!     cargo run --release -p carcassonne-engine --example quick_discards -- [games] [first]
//!
//! `first` always takes the first legal action (as a player who takes the first menu option).
//!
//! It also counts the games whose last drawn tile was set aside, which end on a discard.

use std::collections::HashMap;

use carcassonne_engine::random::random_action;
use carcassonne_engine::rng::Rng;
use carcassonne_engine::{parse_expansions, Event, Game, GameConfig};

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(2000);
    let first = std::env::args().nth(2).is_some_and(|p| p == "first");
    for rules in [
        "farmers",
        "farmers,inns",
        "farmers,abbot,inns,traders,hills",
    ] {
        for limit in [12u16, 30] {
            let mut discarded = 0usize;
            let mut placed = 0usize;
            let mut ended_on_discard = 0u64;
            let mut which: HashMap<String, usize> = HashMap::new();
            for seed in 0..games {
                let expansions = parse_expansions(rules).expect("rules");
                let config = GameConfig {
                    tile_limit: Some(limit),
                    ..GameConfig::with_rules(3, expansions)
                };
                let mut game = Game::new(config, seed).expect("set-up");
                let mut rng = Rng::new(seed ^ 0x5eed);
                let mut last_was_discard = false;
                while !game.is_over() {
                    let action = if first {
                        game.legal_actions().first().copied()
                    } else {
                        random_action(&game, &mut rng)
                    };
                    let Some(action) = action else {
                        break;
                    };
                    let events = game.apply(action).expect("legal");
                    for e in &events {
                        match e {
                            Event::TileDiscarded { tile, .. } => {
                                discarded += 1;
                                last_was_discard = true;
                                *which.entry(tile.name().to_string()).or_default() += 1;
                            }
                            Event::TilePlaced { .. } => {
                                placed += 1;
                                last_was_discard = false;
                            }
                            _ => {}
                        }
                    }
                }
                ended_on_discard += u64::from(last_was_discard);
            }
            let mut top: Vec<_> = which.into_iter().collect();
            top.sort_by_key(|t| std::cmp::Reverse(t.1));
            top.truncate(6);
            println!(
                "{rules:34} {limit:3} tiles: discarded {:5.1}% of drawn tiles, games ending on a discard {:4.1}%; most: {top:?}",
                100.0 * discarded as f64 / (discarded + placed) as f64,
                100.0 * ended_on_discard as f64 / games as f64
            );
        }
    }
}

//! The levels are ordered: on a seeded sample Medium beats Easy clearly. (Hard against Medium
//! needs hundreds of searched games to measure; see the arena example.)

use carcassonne_ai::arena::{run, ArenaConfig};
use carcassonne_ai::{Budget, Level};
use carcassonne_engine::{Expansion, GameConfig};

#[test]
fn medium_beats_easy_on_a_seeded_sample() {
    let report = run(&ArenaConfig {
        seats: vec![Level::Medium.into(), Level::Easy.into()],
        games: 12,
        config: GameConfig::with_rules(2, [Expansion::Farmers]),
        seed: 2024,
        budget: Budget::default(),
        threads: 2,
    })
    .expect("arena");
    let medium = &report.strategies[0];
    assert!(
        medium.wins >= 10.0,
        "Medium won only {} of 12 against Easy",
        medium.wins
    );
    assert!(medium.mean_score > report.strategies[1].mean_score);
}

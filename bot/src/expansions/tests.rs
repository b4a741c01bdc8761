//! The registry of parts against the engine's: a part keyed by a capability no game plays
//! would never be asked, and nothing else would notice.

use super::*;
use carcassonne_engine::{Expansion, GameConfig, GameKind};

/// Every capability key some game of the engine plays.
fn played_capabilities() -> Vec<&'static str> {
    let mut configs: Vec<GameConfig> = Expansion::all()
        .iter()
        .map(|&e| GameConfig::with_rules(2, [e]))
        .collect();
    configs.extend(GameKind::all().iter().map(|&game| GameConfig {
        game,
        ..GameConfig::with_rules(2, [])
    }));
    let mut keys: Vec<&'static str> = configs
        .into_iter()
        .filter_map(|c| Game::new(c, 1).ok())
        .flat_map(|g| g.capabilities().collect::<Vec<_>>())
        .collect();
    keys.sort_unstable();
    keys.dedup();
    keys
}

#[test]
fn every_part_words_a_capability_the_engine_plays_and_only_one_part_each() {
    let played = played_capabilities();
    let mut seen = Vec::new();
    for part in parts() {
        let key = part.capability();
        assert!(
            played.contains(&key),
            "{key} is no capability of any game: {played:?}"
        );
        assert!(!seen.contains(&key), "two parts word {key}");
        seen.push(key);
    }
}

//! What may play an arena seat: the three levels players choose, Hard as it was before issue 28
//! (frozen, to measure each new Hard against) and uniformly random legal play (the floor every
//! level must clear in every rule system).

use std::fmt;

use carcassonne_engine::random::random_action;
use carcassonne_engine::rng::Rng;
use carcassonne_engine::Observation;

use crate::greedy::check;
use crate::{AiError, Budget, Decision, Level, Strategy};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Entry {
    Level(Level),
    /// Hard frozen as it played before issue 28 ([`crate::tuning::hard_v1`]).
    HardV1,
    /// A uniformly random legal action at every decision.
    Random,
}

impl Entry {
    pub const ALL: [Entry; 5] = [
        Entry::Level(Level::Easy),
        Entry::Level(Level::Medium),
        Entry::Level(Level::Hard),
        Entry::HardV1,
        Entry::Random,
    ];

    /// The key the `arena` command and example take (`hard-v1`).
    pub fn key(self) -> &'static str {
        match self {
            Entry::Level(level) => level.key(),
            Entry::HardV1 => "hard-v1",
            Entry::Random => "random",
        }
    }

    pub fn parse(key: &str) -> Option<Entry> {
        Entry::ALL.into_iter().find(|e| e.key() == key)
    }

    /// The level this entry is, if it is one of the three players choose.
    pub fn level(self) -> Option<Level> {
        match self {
            Entry::Level(level) => Some(level),
            Entry::HardV1 | Entry::Random => None,
        }
    }

    /// The entry's strategy, its own randomness seeded from `seed`.
    pub fn build(self, seed: u64) -> Box<dyn Strategy> {
        match self {
            Entry::Level(level) => crate::strategy(level, seed),
            Entry::HardV1 => crate::tuning::hard_v1(seed),
            Entry::Random => Box::new(RandomPlay {
                rng: Rng::new(seed),
            }),
        }
    }
}

impl From<Level> for Entry {
    fn from(level: Level) -> Entry {
        Entry::Level(level)
    }
}

impl fmt::Display for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// Picks among the observed game's legal actions alone, so it knows no more than a seat may.
struct RandomPlay {
    rng: Rng,
}

impl Strategy for RandomPlay {
    // Never shown to players (no seat plays at random): the arena's key is its name.
    fn name(&self) -> String {
        Entry::Random.key().to_owned()
    }

    fn decide(&mut self, obs: &Observation, _budget: Budget) -> Result<Decision, AiError> {
        let game = obs.game();
        let seat = obs.seat();
        check(game, seat)?;
        let action = random_action(game, &mut self.rng).ok_or(AiError::NotDeciding { seat })?;
        crate::decision_from_plan(game, seat, vec![action])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_entry_parses_from_its_own_key_only() {
        for entry in Entry::ALL {
            assert_eq!(Entry::parse(entry.key()), Some(entry));
        }
        let keys: Vec<&str> = Entry::ALL.iter().map(|e| e.key()).collect();
        assert_eq!(keys, ["easy", "medium", "hard", "hard-v1", "random"]);
        assert_eq!(Entry::parse("hard_v1"), None);
        assert_eq!(Entry::parse("Random"), None);
        assert_eq!(Entry::HardV1.level(), None);
        assert_eq!(Entry::from(Level::Medium).level(), Some(Level::Medium));
    }
}

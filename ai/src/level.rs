//! The three levels by name, as the lobby, the CLI and stored seats spell them.

use serde::{Deserialize, Serialize};

use crate::Strategy;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    pub fn key(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
        }
    }

    pub fn parse(key: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.key() == key)
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

pub(crate) fn build(level: Level, seed: u64) -> Box<dyn Strategy> {
    match level {
        Level::Easy => Box::new(crate::greedy::Greedy::easy(seed)),
        Level::Medium => Box::new(crate::greedy::Greedy::medium(seed)),
        Level::Hard => Box::new(crate::hard::Hard::new(seed)),
    }
}

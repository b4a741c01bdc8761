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
    // Placeholder until the strategies land: the first legal action.
    let _ = seed;
    Box::new(First(level))
}

struct First(Level);

impl Strategy for First {
    fn name(&self) -> String {
        format!("{} AI", self.0.name())
    }

    fn decide(
        &mut self,
        obs: &carcassonne_engine::Observation,
        _budget: crate::Budget,
    ) -> Result<crate::Decision, crate::AiError> {
        let game = obs.game();
        if game.is_over() {
            return Err(crate::AiError::GameOver);
        }
        let action = *game
            .legal_actions()
            .first()
            .ok_or(crate::AiError::NotDeciding { seat: obs.seat() })?;
        Ok(crate::Decision {
            action,
            plan: vec![action],
            reason: game.describe(action),
        })
    }
}

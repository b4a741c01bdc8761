//! Hard: the IS-MCTS of [`crate::search`] within a budget, remembering the rest of its turn.

use std::time::{Duration, Instant};

use carcassonne_engine::Observation;

use crate::greedy::check;
use crate::memo::{decision_rng, Memo};
use crate::search::{self, Limits, Settings};
use crate::{AiError, Budget, Decision, Level, Strategy};

/// Thinking time per decision when the budget names none.
pub const DEFAULT_TIME: Duration = Duration::from_millis(1000);

pub(crate) struct Hard {
    seed: u64,
    settings: Settings,
    memo: Memo,
}

impl Hard {
    pub fn new(seed: u64) -> Hard {
        Hard {
            seed,
            settings: Settings::HARD,
            memo: Memo::default(),
        }
    }

    pub fn with_settings(seed: u64, settings: Settings) -> Hard {
        Hard {
            seed,
            settings,
            memo: Memo::default(),
        }
    }
}

/// The limits a budget sets: its time and iterations; neither means the default time.
pub(crate) fn limits(budget: Budget, start: Instant) -> Limits {
    let time = match (budget.time, budget.iterations) {
        (Some(t), _) => Some(t),
        (None, Some(_)) => None,
        (None, None) => Some(DEFAULT_TIME),
    };
    Limits {
        deadline: time.map(|t| start + t),
        iterations: budget.iterations.map(|n| n.max(1)),
    }
}

impl Strategy for Hard {
    fn name(&self) -> String {
        format!("{} AI", Level::Hard.name())
    }

    fn decide(&mut self, obs: &Observation, budget: Budget) -> Result<Decision, AiError> {
        let start = Instant::now();
        let game = obs.game();
        let seat = obs.seat();
        check(game, seat)?;
        if let Some(rest) = self.memo.recall(obs) {
            let decision = crate::decision_from_plan(game, seat, rest)?;
            self.memo.remember(game, &decision);
            return Ok(decision);
        }
        let legal = game.legal_actions();
        let plan = match legal.as_slice() {
            [] => return Err(AiError::NotDeciding { seat }),
            // Nothing to think about (a discard, a lone option).
            [only] => vec![*only],
            _ => {
                let mut rng = decision_rng(self.seed, game, seat);
                let found = search::search(obs, &self.settings, limits(budget, start), &mut rng);
                match found.plan.first() {
                    Some(first) if legal.contains(first) => found.plan,
                    _ => vec![legal[0]],
                }
            }
        };
        let decision = crate::decision_from_plan(game, seat, plan)?;
        self.memo.remember(game, &decision);
        Ok(decision)
    }
}

//! Computer players for the Carcassonne engine.
//!
//! Every player is a [`Strategy`]: given what one seat may know of a game (an engine
//! [`Observation`], never the order of the hidden deck) and a [`Budget`], it picks that seat's
//! next action and says why in one line. The Discord bot (AI seats, hints, skipped turns),
//! `simulate`, `arena` and the tests all go through [`strategy`].
//!
//! - Easy and Medium (`greedy`) judge every way to finish the turn (`turns`) by the position it
//!   leads to (`eval`, with `completion` chances) and take the best; Easy with noise.
//! - Hard (`hard`, `search`) runs information-set MCTS over determinised deals.
//! - Every plan's reason is read off the game it leads to (`reason`).
//! - [`arena`] plays levels against each other for strength and timing tables.

use std::time::Duration;

use carcassonne_engine::{Action, Game, Observation};
use serde::{Deserialize, Serialize};

pub mod arena;
mod completion;
mod entry;
mod eval;
mod greedy;
mod hard;
mod level;
mod memo;
mod reason;
mod reply;
mod rollout;
mod search;
mod stats;
mod turns;

pub use arena::{ArenaConfig, ArenaError, ArenaReport, StrategyReport};
pub use hard::DEFAULT_TIME;
pub use level::Level;
pub use stats::wilson;

/// How long a strategy may think for one decision. Easy and Medium decide in microseconds and
/// ignore it; Hard searches until either limit is reached (the tree search at least one
/// iteration; the answered search may stop before its first round and play its best judged
/// turn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Budget {
    /// Wall-clock time per decision; `None` means the level's default.
    pub time: Option<Duration>,
    /// Search iterations per decision (deterministic, for tests); `None` means no limit.
    pub iterations: Option<u32>,
}

impl Budget {
    pub fn millis(ms: u64) -> Budget {
        Budget {
            time: Some(Duration::from_millis(ms)),
            iterations: None,
        }
    }

    pub fn iterations(n: u32) -> Budget {
        Budget {
            time: None,
            iterations: Some(n),
        }
    }
}

/// A chosen action, the rest of the turn the strategy has in mind, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    pub action: Action,
    /// `action` followed by the actions the strategy expects to take next in this turn (the
    /// figure after a placement, say), for a hint to draw; may be just `action`.
    pub plan: Vec<Action>,
    /// Why, for a player: "completes your city for 10", as a message key and its arguments
    /// (`ai-*` keys, nouns by the game's keys) that a front end words in its reader's language.
    pub reason: carcassonne_engine::Note,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum AiError {
    #[error("seat {seat} has nothing to decide now")]
    NotDeciding { seat: usize },
    #[error("the game is over")]
    GameOver,
}

/// A computer player.
pub trait Strategy: Send {
    /// The name shown for the seat ("Hard AI").
    fn name(&self) -> String;

    /// The next action for the seat `obs` belongs to, which must be the deciding seat.
    fn decide(&mut self, obs: &Observation, budget: Budget) -> Result<Decision, AiError>;
}

/// The strategy of `level`, its own randomness seeded from `seed`.
pub fn strategy(level: Level, seed: u64) -> Box<dyn Strategy> {
    level::build(level, seed)
}

/// A decision for `plan`, with its reason read off the game; an empty plan means the seat had
/// nothing to choose from.
pub(crate) fn decision_from_plan(
    game: &Game,
    seat: usize,
    plan: Vec<Action>,
) -> Result<Decision, AiError> {
    let action = *plan.first().ok_or(AiError::NotDeciding { seat })?;
    let reason = reason::explain(game, seat, &plan);
    Ok(Decision {
        action,
        plan,
        reason,
    })
}

/// Knobs for measuring variants of the levels against each other (the `arena` example); not
/// a stable interface.
#[doc(hidden)]
pub mod tuning {
    pub use crate::eval::Model;
    pub use crate::search::Settings;

    /// Hard with other search settings.
    pub fn hard_with(seed: u64, settings: Settings) -> Box<dyn crate::Strategy> {
        Box::new(crate::hard::Hard::with_settings(seed, settings))
    }

    /// Hard as it was before issue 28, frozen for measuring new versions against.
    pub fn hard_v1(seed: u64) -> Box<dyn crate::Strategy> {
        hard_with(seed, Settings::HARD_V1)
    }

    /// Medium judging by another model.
    pub fn medium_with(seed: u64, model: Model) -> Box<dyn crate::Strategy> {
        Box::new(crate::greedy::Greedy::medium(seed).with_model(model))
    }
}

/// Lets `strategy` decide for `game`'s deciding seat, seeing only what that seat may see.
pub fn decide(
    strategy: &mut dyn Strategy,
    game: &Game,
    budget: Budget,
) -> Result<Decision, AiError> {
    if game.is_over() {
        return Err(AiError::GameOver);
    }
    strategy.decide(&game.observe(game.deciding_player()), budget)
}

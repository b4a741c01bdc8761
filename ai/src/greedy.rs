//! Easy and Medium: look at every way to finish the turn, judge the position each leads to,
//! take the best. Easy judges crudely, hardly values its followers and adds noise (and now and
//! then takes a merely reasonable move); Medium judges with the open edges of each feature and
//! prices followers by scarcity.

use carcassonne_engine::rng::Rng;
use carcassonne_engine::{Action, Event, Game, Observation, Phase};

use crate::eval::{self, Model};
use crate::memo::{decision_rng, Memo};
use crate::turns::{self, Outcome};
use crate::{AiError, Budget, Decision, Level, Strategy};

/// Samples of a turn whose result depends on something hidden (a sheep from the bag).
const CHANCE_SAMPLES: usize = 6;

/// Placements whose every follow-up Easy and Medium judge (see [`ranked_within`]).
const PLACEMENTS_LOOKED_AT: usize = 12;

pub(crate) struct Greedy {
    level: Level,
    model: Model,
    /// Spread of the noise added to each plan's worth, in points.
    noise: f64,
    /// Chance of taking a random plan from the better half instead of the best.
    blunder: f64,
    seed: u64,
    memo: Memo,
}

impl Greedy {
    pub fn easy(seed: u64) -> Greedy {
        Greedy {
            level: Level::Easy,
            model: Model::EASY,
            noise: 3.0,
            blunder: 0.2,
            seed,
            memo: Memo::default(),
        }
    }

    pub fn medium(seed: u64) -> Greedy {
        Greedy {
            level: Level::Medium,
            model: Model::MEDIUM,
            noise: 0.0,
            blunder: 0.0,
            seed,
            memo: Memo::default(),
        }
    }
}

impl Greedy {
    pub fn with_model(mut self, model: Model) -> Greedy {
        self.model = model;
        self
    }
}

/// Every way to finish the turn with what it is worth to `seat` (points ahead of the best
/// other player, by `model`).
pub(crate) fn ranked(
    game: &Game,
    seat: usize,
    model: &Model,
    rng: &mut Rng,
) -> Vec<(Outcome, f64)> {
    turns::outcomes(game, seat)
        .into_iter()
        .map(|o| {
            let worth = worth(&o, seat, model, rng);
            (o, worth)
        })
        .collect()
}

/// [`ranked`] for a turn with more than `keep` placements: each placement is first judged with
/// the rest of the turn passed, and only the `keep` best are looked at with every figure and
/// action after them. The others stay in the list with their passed judgement. A turn of
/// the full box offers fifty placements and a dozen things to do after each: judging every
/// one took Medium 50 ms, where a player expects it to answer at once.
pub(crate) fn ranked_within(
    game: &Game,
    seat: usize,
    model: &Model,
    rng: &mut Rng,
    keep: usize,
) -> Vec<(Outcome, f64)> {
    let first = game.legal_actions();
    if first.len() <= keep || !matches!(game.phase(), Phase::Place { .. }) {
        return ranked(game, seat, model, rng);
    }
    let turn = game.turn();
    let mut judged: Vec<(Outcome, f64)> = Vec::new();
    let mut open: Vec<(f64, Action, Game)> = Vec::new();
    for action in first {
        let mut next = game.clone();
        let Ok(events) = next.apply(action) else {
            continue;
        };
        if turns::finished(&next, seat, turn) || events.iter().any(Event::reveals_hidden) {
            // Nothing more to choose: judge it as the full walk would.
            let outcome = Outcome {
                plan: vec![action],
                chance: false,
                game: next,
            };
            let w = worth(&outcome, seat, model, rng);
            judged.push((outcome, w));
            continue;
        }
        let mut passed = next.clone();
        let quick = if passed.apply(Action::Pass).is_ok() && turns::finished(&passed, seat, turn) {
            let outcome = Outcome {
                plan: vec![action, Action::Pass],
                chance: false,
                game: passed,
            };
            let w = worth(&outcome, seat, model, rng);
            judged.push((outcome, w));
            w
        } else {
            f64::INFINITY
        };
        open.push((quick, action, next));
    }
    open.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (_, action, next) in open.into_iter().take(keep) {
        for outcome in turns::outcomes_after(&next, seat, turn, action) {
            if outcome.plan.len() == 2 && outcome.plan[1] == Action::Pass {
                continue;
            }
            let w = worth(&outcome, seat, model, rng);
            judged.push((outcome, w));
        }
    }
    judged
}

fn worth(outcome: &Outcome, seat: usize, model: &Model, rng: &mut Rng) -> f64 {
    if !outcome.chance {
        return eval::margin(&eval::values(&outcome.game, model), seat);
    }
    let Some(&last) = outcome.plan.last() else {
        return 0.0;
    };
    let mut sum = 0.0;
    let mut n = 0.0;
    for _ in 0..CHANCE_SAMPLES {
        let mut g = outcome.game.clone();
        g.redeal(rng);
        if g.apply(last).is_ok() {
            sum += eval::margin(&eval::values(&g, model), seat);
            n += 1.0;
        }
    }
    if n > 0.0 {
        sum / n
    } else {
        0.0
    }
}

/// A number spread roughly like a normal one (mean 0, deviation 1), from four uniforms.
fn gaussian(rng: &mut Rng) -> f64 {
    let sum: f64 = (0..4)
        .map(|_| rng.next_u64() as f64 / u64::MAX as f64)
        .sum();
    (sum - 2.0) * 3.0f64.sqrt()
}

impl Strategy for Greedy {
    fn name(&self) -> String {
        format!("{} AI", self.level.name())
    }

    fn decide(&mut self, obs: &Observation, _budget: Budget) -> Result<Decision, AiError> {
        let game = obs.game();
        let seat = obs.seat();
        check(game, seat)?;
        if let Some(rest) = self.memo.recall(obs) {
            let decision = crate::decision_from_plan(game, seat, rest)?;
            self.memo.remember(game, &decision);
            return Ok(decision);
        }
        let mut rng = decision_rng(self.seed, game, seat);
        let mut options = ranked_within(game, seat, &self.model, &mut rng, PLACEMENTS_LOOKED_AT);
        if options.is_empty() {
            return Err(AiError::NotDeciding { seat });
        }
        for (_, w) in options.iter_mut() {
            // A whisker of jitter breaks ties without favouring the first listed.
            *w += self.noise * gaussian(&mut rng) + 1e-6 * gaussian(&mut rng);
        }
        options.sort_by(|a, b| b.1.total_cmp(&a.1));
        let pick = if self.blunder > 0.0 && (rng.next_u64() as f64 / u64::MAX as f64) < self.blunder
        {
            rng.below(options.len().div_ceil(2))
        } else {
            0
        };
        let plan = options.swap_remove(pick).0.plan;
        let decision = crate::decision_from_plan(game, seat, plan)?;
        self.memo.remember(game, &decision);
        Ok(decision)
    }
}

/// Refuses to decide for a seat that has nothing to decide.
pub(crate) fn check(game: &Game, seat: usize) -> Result<(), AiError> {
    if game.is_over() {
        return Err(AiError::GameOver);
    }
    if game.deciding_player() != seat {
        return Err(AiError::NotDeciding { seat });
    }
    Ok(())
}

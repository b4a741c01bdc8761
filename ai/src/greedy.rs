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

/// Follow-ups Easy and Medium judge in a turn once [`FEWEST_LOOKED_AT`] placements have been
/// looked at in full: a turn of the full box offers twenty things to do after each placement
/// (figures of four kinds, crowns, the abbot), and judging twelve placements' worth took
/// Medium 15 ms at the 95th percentile, where a player expects it to answer at once. A base
/// game's turn judges fewer than this with all twelve.
const FOLLOW_UPS_JUDGED: usize = 64;
const FEWEST_LOOKED_AT: usize = 3;

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
/// action after them (fewer when `within` follow-ups are judged before, but never fewer than
/// [`FEWEST_LOOKED_AT`]). The others stay in the list with their passed judgement. A turn of
/// the full box offers fifty placements and a dozen things to do after each: judging every
/// one took Medium 50 ms, where a player expects it to answer at once.
pub(crate) fn ranked_within(
    game: &Game,
    seat: usize,
    model: &Model,
    rng: &mut Rng,
    keep: usize,
    within: Option<usize>,
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
        let quick = match passed.apply(Action::Pass) {
            Ok(_) if turns::finished(&passed, seat, turn) => Some(Outcome {
                plan: vec![action, Action::Pass],
                chance: false,
                game: passed,
            }),
            // Passing draws another tile for the same seat (a builder's second turn): what
            // it is worth depends on the tile, so it is sampled, as the full walk does.
            Ok(events) if events.iter().any(Event::reveals_hidden) => Some(Outcome {
                plan: vec![action, Action::Pass],
                chance: true,
                game: next.clone(),
            }),
            _ => None,
        };
        let quick = match quick {
            Some(outcome) => {
                let w = worth(&outcome, seat, model, rng);
                judged.push((outcome, w));
                w
            }
            None => f64::INFINITY,
        };
        open.push((quick, action, next));
    }
    open.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut follow_ups = 0;
    for (looked, (quick, action, next)) in open.into_iter().enumerate() {
        // A placement passing could not judge is always looked at in full: otherwise it
        // would not be judged at all.
        if quick.is_finite()
            && (looked >= keep
                || (looked >= FEWEST_LOOKED_AT && within.is_some_and(|n| follow_ups >= n)))
        {
            break;
        }
        for outcome in turns::outcomes_after(&next, seat, turn, action) {
            // Passing was judged already, when it could be.
            if quick.is_finite() && outcome.plan.len() == 2 && outcome.plan[1] == Action::Pass {
                continue;
            }
            let w = worth(&outcome, seat, model, rng);
            judged.push((outcome, w));
            follow_ups += 1;
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
        let mut options = ranked_within(
            game,
            seat,
            &self.model,
            &mut rng,
            PLACEMENTS_LOOKED_AT,
            Some(FOLLOW_UPS_JUDGED),
        );
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

#[cfg(test)]
mod tests {
    use carcassonne_engine::random::random_game;
    use carcassonne_engine::rng::Rng;
    use carcassonne_engine::{Action, Expansion, GameConfig, Phase};

    use super::{ranked, ranked_within};
    use crate::eval::Model;

    /// The placements a turn's judgement looked at past passing, each once.
    fn looked_at(judged: &[(super::Outcome, f64)]) -> Vec<Action> {
        let mut placements: Vec<Action> = judged
            .iter()
            .filter(|(o, _)| o.plan.len() > 1 && o.plan[1] != Action::Pass)
            .filter_map(|(o, _)| o.plan.first().copied())
            .collect();
        placements.sort_by_key(|a| format!("{a:?}"));
        placements.dedup();
        placements
    }

    /// Hard's priors come from the pruned turn: every placement must still be judged (a
    /// missing one would start the search from an even chance), the kept ones with every
    /// figure, and judged alike where both judge it.
    #[test]
    fn the_pruned_turn_judges_every_placement_and_the_best_in_full() {
        // Every expansion offered at once: the widest turns there are.
        let rules: Vec<Expansion> = Expansion::offered().collect();
        let mut checked = 0;
        for seed in 1..=6 {
            let game = random_game(GameConfig::with_rules(2, rules.clone()), seed, Some(20))
                .expect("game");
            if !matches!(game.phase(), Phase::Place { .. }) || game.is_over() {
                continue;
            }
            let seat = game.deciding_player();
            let keep = 4;
            let mut rng = Rng::new(seed);
            let pruned = ranked_within(&game, seat, &Model::HARD, &mut rng, keep, None);
            let full = ranked(&game, seat, &Model::HARD, &mut Rng::new(seed));
            let legal = game.legal_actions();
            for a in &legal {
                assert!(
                    pruned.iter().any(|(o, _)| o.plan.first() == Some(a)),
                    "seed {seed}: {a:?} was never judged"
                );
            }
            // Placements looked at beyond passing: at most `keep` of them.
            let deep = looked_at(&pruned);
            if legal.len() > keep {
                assert!(deep.len() <= keep, "seed {seed}: {} looked at", deep.len());
            }
            // With the follow-ups capped at one, only the fewest placements are looked at.
            let capped = ranked_within(&game, seat, &Model::HARD, &mut rng, keep, Some(1));
            let looked = looked_at(&capped);
            assert!(looked.len() <= super::FEWEST_LOOKED_AT, "seed {seed}");
            assert_eq!(
                capped
                    .iter()
                    .filter(|(o, _)| o.plan.len() == 1 || o.plan[1] == Action::Pass)
                    .count(),
                pruned
                    .iter()
                    .filter(|(o, _)| o.plan.len() == 1 || o.plan[1] == Action::Pass)
                    .count()
            );
            for (o, w) in &pruned {
                if let Some((_, fw)) = full.iter().find(|(f, _)| f.plan == o.plan && !f.chance) {
                    if !o.chance {
                        assert!((w - fw).abs() < 1e-9, "seed {seed}: {:?}", o.plan);
                    }
                }
            }
            checked += 1;
        }
        assert!(checked >= 3, "only {checked} positions checked");
    }
}

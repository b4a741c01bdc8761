//! Hard's turn chosen against the answers it invites: the few best ways to finish the turn by
//! the evaluation are each played out on the same deals of the hidden tiles, the players after
//! the seat answer each with their own best turn (judged as Medium judges, with Hard's model),
//! and so on for [`Settings::tree_turns`] turns (in a two-player game Hard's two are the answer
//! and the seat's own best next turn), and the turn that leaves the seat furthest ahead on
//! average over those deals is played.
//!
//! The tree search of [`crate::search`] models the next player by actions tried at random, one
//! or two per tile it may draw, so its reply rarely includes the move that joins, blocks or
//! outscores: at 100 ms it measured no stronger than judging the seat's own turn alone. Here
//! every deal gets the reply that hurts most as the evaluation sees it, and all candidates
//! meet the same deals, so a difference between two of them is the turns', not the tiles'.

use std::time::Instant;

use carcassonne_engine::rng::Rng;
use carcassonne_engine::{Action, Game, Observation};

use crate::eval;
use crate::greedy;
use crate::search::{Found, Limits, Settings};

/// Turns the players after the seat may take in one play-out before it is judged, whatever
/// the rules make of a turn (a builder's second tile is the same turn).
const MAX_ANSWERS: usize = 12;

pub(crate) fn search(
    obs: &Observation,
    settings: &Settings,
    limits: Limits,
    rng: &mut Rng,
) -> Found {
    let root = obs.game();
    let seat = obs.seat();
    let mut ranked = match settings.prior_placements {
        Some(keep) => greedy::ranked_within(root, seat, &settings.model, rng, keep, None),
        None => greedy::ranked(root, seat, &settings.model, rng),
    };
    // Best first; the sort is stable, so equal judgements keep the order the rules list them.
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
    let (candidates, priors): (Vec<Vec<Action>>, Vec<f64>) = ranked
        .into_iter()
        .take(settings.replies.max(1))
        .map(|(outcome, worth)| (outcome.plan, worth))
        .unzip();
    if candidates.len() <= 1 {
        return Found {
            plan: candidates.into_iter().next().unwrap_or_default(),
            iterations: 0,
        };
    }

    // Candidates still compared, each with its total over the rounds played so far.
    let mut alive: Vec<(usize, f64)> = (0..candidates.len()).map(|i| (i, 0.0)).collect();
    let mut round = vec![0.0; candidates.len()];
    let mut answered = 0u32;
    let mut rounds = 0u32;
    'deals: loop {
        let deal = obs.determinise(rng);
        for &(i, _) in &alive {
            // A round is counted whole or not at all, so every candidate met the same deals.
            // The first is finished whatever the clock says unless the judgement alone may
            // choose (`shrink`): then the deadline holds in the slowest rule system too.
            if (rounds > 0 || settings.shrink > 0.0) && out_of_budget(limits, answered) {
                break 'deals;
            }
            round[i] = answered_margin(&deal, &candidates[i], seat, settings, rng);
            answered += 1;
        }
        for (i, total) in alive.iter_mut() {
            *total += round[*i];
        }
        rounds += 1;
        if out_of_budget(limits, answered) {
            break;
        }
        // Once each has met a few deals, the worst stops taking time from the ones that may
        // still be best.
        if settings.halving && rounds >= ROUNDS_BEFORE_DROPPING && alive.len() > 2 {
            let scores = judged(&alive, rounds, &priors, settings.shrink);
            if let Some(worst) = (0..alive.len()).min_by(|&a, &b| scores[a].total_cmp(&scores[b])) {
                alive.remove(worst);
            }
        }
    }

    if rounds == 0 {
        // Not one round in time: the best judged turn.
        return Found {
            plan: candidates.into_iter().next().unwrap_or_default(),
            iterations: answered,
        };
    }
    // Ties go to the better judged turn: candidates are in that order.
    let scores = judged(&alive, rounds, &priors, settings.shrink);
    let mut best = 0;
    for (k, score) in scores.iter().enumerate() {
        if *score > scores[best] {
            best = k;
        }
    }
    Found {
        plan: candidates
            .into_iter()
            .nth(alive[best].0)
            .unwrap_or_default(),
        iterations: answered,
    }
}

/// Each alive candidate's average answered margin over the `rounds` whole rounds played,
/// drawn towards the evaluation's own judgement of it (`priors`, by candidate) as if that
/// were `shrink` more rounds. The answers lower every candidate's margin by about the same,
/// so the judgements are first moved to the play-outs' level: only the differences between
/// candidates are drawn together.
fn judged(alive: &[(usize, f64)], rounds: u32, priors: &[f64], shrink: f64) -> Vec<f64> {
    let n = f64::from(rounds.max(1));
    let averages: Vec<f64> = alive.iter().map(|&(_, total)| total / n).collect();
    if shrink <= 0.0 || alive.is_empty() {
        return averages;
    }
    let prior = |i: usize| priors.get(i).copied().unwrap_or(0.0);
    let count = alive.len() as f64;
    let level = averages.iter().sum::<f64>() / count
        - alive.iter().map(|&(i, _)| prior(i)).sum::<f64>() / count;
    alive
        .iter()
        .zip(&averages)
        .map(|(&(i, _), &average)| (n * average + shrink * (prior(i) + level)) / (n + shrink))
        .collect()
}

/// Rounds of deals every candidate plays before the worst are dropped one a round.
const ROUNDS_BEFORE_DROPPING: u32 = 6;

fn out_of_budget(limits: Limits, answered: u32) -> bool {
    limits.iterations.is_some_and(|n| answered >= n)
        || limits.deadline.is_some_and(|d| Instant::now() >= d)
}

/// The seat's margin once it played `plan` on `deal` and every player to move after it (the
/// seat too, when its turn comes round) played its best turn, judged when the
/// `settings.tree_turns` turns after the seat's are over. A plan this deal
/// refuses (it cannot, since the seat knows what it may do) counts as a heavy loss.
fn answered_margin(
    deal: &Game,
    plan: &[Action],
    seat: usize,
    settings: &Settings,
    rng: &mut Rng,
) -> f64 {
    let mut game = deal.clone();
    let root_turn = game.turn();
    for &action in plan {
        if game.apply(action).is_err() {
            return -1000.0;
        }
    }
    let mut answers = 0;
    while !game.is_over() && game.turn() <= root_turn + settings.tree_turns && answers < MAX_ANSWERS
    {
        let player = game.deciding_player();
        let Some(best) = best_turn(&game, player, settings, rng) else {
            break;
        };
        let mut moved = false;
        for action in best {
            if game.apply(action).is_err() {
                break;
            }
            moved = true;
        }
        if !moved {
            break;
        }
        answers += 1;
    }
    eval::margin(&eval::values(&game, &settings.model), seat)
}

/// The way `player` finishes what it decides now that `model` judges best for it.
fn best_turn(
    game: &Game,
    player: usize,
    settings: &Settings,
    rng: &mut Rng,
) -> Option<Vec<Action>> {
    greedy::ranked_within(
        game,
        player,
        &settings.model,
        rng,
        settings.answer_placements,
        Some(settings.answer_follow_ups),
    )
    .into_iter()
    .max_by(|a, b| a.1.total_cmp(&b.1))
    .map(|(outcome, _)| outcome.plan)
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::random::random_game;
    use carcassonne_engine::rng::Rng;
    use carcassonne_engine::{Expansion, GameConfig, Phase};

    use super::{answered_margin, best_turn, judged, search};
    use crate::eval;
    use crate::greedy;
    use crate::search::{Limits, Settings};

    fn positions() -> Vec<carcassonne_engine::Game> {
        let rule_sets = [
            vec![Expansion::Farmers],
            vec![Expansion::Farmers, Expansion::Traders, Expansion::Hills],
            Expansion::offered().collect::<Vec<_>>(),
        ];
        let mut out = Vec::new();
        for rules in rule_sets {
            for seed in 1..=4 {
                let config = GameConfig::with_rules(2, rules.clone());
                let game = random_game(config, seed, Some(14 + 7 * seed as u32)).expect("game");
                if !game.is_over() && matches!(game.phase(), Phase::Place { .. }) {
                    out.push(game);
                }
            }
        }
        out
    }

    #[test]
    fn few_rounds_lean_on_the_judgement_and_many_on_the_play_outs() {
        // Candidates 0..3 (all alive) with their totals over `rounds`; the judgement ranks
        // them the other way round from the play-outs.
        let priors = [3.0, 2.0, 1.0];
        let totals = |rounds: u32| {
            [0.0, 1.0, 2.0]
                .iter()
                .enumerate()
                .map(|(i, &average)| (i, average * f64::from(rounds)))
                .collect::<Vec<_>>()
        };
        let best = |scores: Vec<f64>| {
            (0..scores.len())
                .max_by(|&a, &b| scores[a].total_cmp(&scores[b]))
                .expect("candidates")
        };
        // No shrinking: the play-outs' averages as they are.
        assert_eq!(judged(&totals(2), 2, &priors, 0.0), vec![0.0, 1.0, 2.0]);
        // Two rounds against six rounds' worth of judgement: the judgement decides.
        assert_eq!(best(judged(&totals(2), 2, &priors, 6.0)), 0);
        // Sixty rounds: the play-outs decide.
        assert_eq!(best(judged(&totals(60), 60, &priors, 6.0)), 2);
        // Only the differences count: judgements all 40 points higher change no score.
        let higher = priors.map(|p| p + 40.0);
        let (a, b) = (
            judged(&totals(4), 4, &priors, 3.0),
            judged(&totals(4), 4, &higher, 3.0),
        );
        assert!(
            a.iter().zip(&b).all(|(x, y)| (x - y).abs() < 1e-9),
            "{a:?} {b:?}"
        );
        // The level is the alive candidates' alone: with candidate 2 dropped, averages 0 and
        // 2 and judgements 3 and 2 (moved down by 1.5): (4 × 0 + 4 × 1.5) / 8, (4 × 2 + 4 ×
        // 0.5) / 8.
        let alive = [(0, 0.0), (1, 8.0)];
        assert_eq!(judged(&alive, 4, &priors, 4.0), vec![0.75, 1.25]);
    }

    /// The next player answers with the turn that hurts the seat most among those it judged:
    /// in a two-player game its margin is the seat's, negated, so no judged answer may leave
    /// the seat worse off than the one played out.
    #[test]
    fn the_answer_is_the_next_players_best_judged_turn() {
        let settings = Settings {
            tree_turns: 1,
            ..Settings::HARD
        };
        let mut checked = 0;
        for game in positions() {
            let seat = game.deciding_player();
            let mut rng = Rng::new(7);
            let deal = game.observe(seat).determinise(&mut rng);
            let ranked = greedy::ranked(&deal, seat, &settings.model, &mut rng);
            let Some((mine, _)) = ranked.iter().find(|(o, _)| !o.chance) else {
                continue;
            };
            let mut after = deal.clone();
            for &a in &mine.plan {
                after.apply(a).expect("the seat's plan plays");
            }
            if after.is_over() || after.deciding_player() == seat {
                continue;
            }
            let other = after.deciding_player();
            // The same source both times, so the answer judges the same samples.
            let answered = answered_margin(&deal, &mine.plan, seat, &settings, &mut Rng::new(9));
            let answers = greedy::ranked_within(
                &after,
                other,
                &settings.model,
                &mut Rng::new(9),
                settings.answer_placements,
                Some(settings.answer_follow_ups),
            );
            let best = answers.iter().max_by(|a, b| a.1.total_cmp(&b.1));
            if best.is_none_or(|(o, _)| o.chance || o.game.turn() != after.turn() + 1) {
                // The best answer draws something hidden or plays on (a builder's tile): the
                // play-out goes further than one turn.
                continue;
            }
            for (answer, _) in answers.iter().filter(|(o, _)| !o.chance) {
                if answer.game.turn() != after.turn() + 1 || answer.game.is_over() {
                    // The answer's turn went on past the next player (a builder's tile).
                    continue;
                }
                let values = eval::values(&answer.game, &settings.model);
                let margin = eval::margin(&values, seat);
                assert!(
                    answered <= margin + 1e-9,
                    "an answer leaves the seat at {margin}, the one played out at {answered}"
                );
            }
            checked += 1;
        }
        assert!(checked >= 6, "only {checked} positions checked");
    }

    /// With Hard's two turns, a two-player play-out is the seat's turn, the other player's best
    /// answer and then the seat's own best next turn, judged after that: the seat's next tile
    /// counts for the candidate that leaves it something to do.
    #[test]
    fn two_turns_play_the_answer_and_then_the_seats_own_best_turn() {
        let settings = Settings::HARD;
        assert_eq!(settings.tree_turns, 2);
        let (mut checked, mut moved_by_own_turn) = (0, 0);
        for game in positions() {
            let seat = game.deciding_player();
            let mut rng = Rng::new(7);
            let deal = game.observe(seat).determinise(&mut rng);
            let ranked = greedy::ranked(&deal, seat, &settings.model, &mut rng);
            let Some((mine, _)) = ranked.first() else {
                continue;
            };
            let root_turn = deal.turn();
            let mut g = deal.clone();
            for &a in &mine.plan {
                g.apply(a).expect("the seat's plan plays");
            }
            // The same source as the play-out's, drawn from in the same order.
            let mut answers_rng = Rng::new(9);
            let mut margins = Vec::new();
            for (turn, player) in [(root_turn + 1, 1 - seat), (root_turn + 2, seat)] {
                if g.is_over() || g.turn() != turn || g.deciding_player() != player {
                    break;
                }
                let plan = best_turn(&g, player, &settings, &mut answers_rng).expect("a turn");
                for a in plan {
                    g.apply(a).expect("the best turn plays");
                }
                margins.push(eval::margin(&eval::values(&g, &settings.model), seat));
            }
            if margins.len() < 2 || g.turn() != root_turn + 3 {
                // The game ended, or a builder's tile made a turn longer.
                continue;
            }
            let answered = answered_margin(&deal, &mine.plan, seat, &settings, &mut Rng::new(9));
            assert!(
                (answered - margins[1]).abs() < 1e-9,
                "played out {answered}, after the seat's own next turn {}",
                margins[1]
            );
            if (margins[1] - margins[0]).abs() > 1e-9 {
                moved_by_own_turn += 1;
            }
            checked += 1;
        }
        assert!(checked >= 6, "only {checked} positions checked");
        assert!(
            moved_by_own_turn >= 3,
            "the seat's own turn changed {moved_by_own_turn}"
        );
    }

    /// With no time for even one round of deals, Hard plays its best judged turn at once;
    /// without the judgement to fall back on (`shrink` 0) it finishes the round first.
    #[test]
    fn no_time_for_a_round_plays_the_best_judged_turn() {
        let limits = Limits {
            deadline: Some(std::time::Instant::now()),
            iterations: None,
        };
        let settings = Settings::HARD;
        assert!(settings.shrink > 0.0);
        let mut checked = 0;
        for game in positions() {
            let seat = game.deciding_player();
            let obs = game.observe(seat);
            let keep = settings
                .prior_placements
                .expect("Hard prunes its placements");
            let mut ranked = greedy::ranked_within(
                obs.game(),
                seat,
                &settings.model,
                &mut Rng::new(3),
                keep,
                None,
            );
            ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
            let candidates = ranked.len().min(settings.replies);
            if candidates < 2 {
                continue;
            }
            let quick = search(&obs, &settings, limits, &mut Rng::new(3));
            assert_eq!(quick.iterations, 0);
            assert_eq!(quick.plan, ranked[0].0.plan);
            let patient = Settings {
                shrink: 0.0,
                ..settings
            };
            let finished = search(&obs, &patient, limits, &mut Rng::new(3));
            assert_eq!(finished.iterations as usize, candidates);
            checked += 1;
        }
        assert!(checked >= 6, "only {checked} positions checked");
    }

    /// Every candidate meets the same deals, so the choice under an iteration budget is the
    /// same each time, and it is one of the seat's own legal turns.
    #[test]
    fn the_choice_is_a_legal_turn_and_repeats_under_an_iteration_budget() {
        let settings = Settings::HARD;
        let limits = Limits {
            deadline: None,
            iterations: Some(24),
        };
        for game in positions() {
            let seat = game.deciding_player();
            let obs = game.observe(seat);
            let first = search(&obs, &settings, limits, &mut Rng::new(3));
            let again = search(&obs, &settings, limits, &mut Rng::new(3));
            assert_eq!(first.plan, again.plan);
            assert!(first.iterations >= 24, "{} answers", first.iterations);
            let mut g = game.clone();
            for &a in &first.plan {
                g.apply(a).expect("the chosen turn plays");
            }
        }
    }
}

//! Cheap play for the turns a search looks past its tree: each player places its tile where
//! a handful of tries scores it most, then claims a city, road or monastery now and then while
//! followers last. Far weaker than Medium, but a hundred times faster.

use carcassonne_engine::rng::Rng;
use carcassonne_engine::tiles::FeatureKind;
use carcassonne_engine::{Action, FigureKind, Game, Phase, SpotKind};

/// Placements tried per turn.
const TRIES: usize = 6;

/// One action for whoever decides in `game`, or `None` when it is over.
pub(crate) fn action(game: &Game, rng: &mut Rng) -> Option<Action> {
    match game.phase() {
        Phase::Over => None,
        Phase::Place { tile } => {
            let n = game.count_placements(tile);
            if n == 0 {
                return Some(Action::Discard);
            }
            let placer = game.current_player();
            let mut best: Option<(i64, Action)> = None;
            for _ in 0..TRIES.min(n) {
                let Some(p) = game.nth_placement(tile, rng.below(n)) else {
                    continue;
                };
                let gain = placement_gain(game, Action::Place(p), placer);
                if best.is_none_or(|(g, _)| gain > g) {
                    best = Some((gain, Action::Place(p)));
                }
            }
            best.map(|(_, a)| a)
                .or_else(|| game.nth_placement(tile, 0).map(Action::Place))
        }
        Phase::Deploy { pos } => {
            let actions = game.legal_actions();
            let player = game.current_player();
            let followers = game.supply(player).get(FigureKind::FOLLOWER);
            let claims: Vec<Action> = actions
                .iter()
                .copied()
                .filter(|a| match a {
                    Action::Deploy { spot, figure } => {
                        *figure == FigureKind::FOLLOWER
                            && matches!(
                                game.spot_kind(pos, *spot),
                                Some(SpotKind::Monastery)
                                    | Some(SpotKind::Feature(FeatureKind::City))
                                    | Some(SpotKind::Feature(FeatureKind::Road))
                            )
                    }
                    _ => false,
                })
                .collect();
            if followers >= 2 && !claims.is_empty() && rng.below(2) == 0 {
                Some(claims[rng.below(claims.len())])
            } else if actions.contains(&Action::Pass) {
                Some(Action::Pass)
            } else {
                actions.first().copied()
            }
        }
        _ => {
            let actions = game.legal_actions();
            (!actions.is_empty()).then(|| actions[rng.below(actions.len())])
        }
    }
}

/// Points the placer gains over the others if it places so and ends the turn at once.
fn placement_gain(game: &Game, place: Action, placer: usize) -> i64 {
    let mut g = game.clone();
    if g.apply(place).is_err() {
        return i64::MIN;
    }
    if matches!(g.phase(), Phase::Deploy { .. }) && g.apply(Action::Pass).is_err() {
        return i64::MIN;
    }
    let mut gain = 0i64;
    for (p, (&after, &before)) in g.scores().iter().zip(game.scores()).enumerate() {
        let d = i64::from(after) - i64::from(before);
        gain += if p == placer { d } else { -d };
    }
    gain
}

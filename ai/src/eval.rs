//! What a position is worth to every player: the points the game would give if it ended now,
//! plus what open features their followers lead should still bring, plus the followers they
//! still have in hand. Easy, Medium and Hard all read positions through this one function with
//! different [`Model`]s, so their differences are in judgement and search, not in bookkeeping.

use carcassonne_engine::{FigureKind, Game, ScoreKind};

use crate::completion::{Completion, FitCache};

/// How a level judges a position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Model {
    pub completion: Completion,
    /// Points one follower in hand is worth early in the game (before scarcity).
    pub follower: f64,
    /// Points per field tile a farm is still expected to gain over a whole game.
    pub farm_growth: f64,
    /// Judges with what every rule system's pieces promise (the engine's prospects) and
    /// features' completed values as the rules price them; off, it judges as Hard did before
    /// (`hard-v1`): flocks by their badges, closed cities at 2 a tile and pennant.
    pub rules_aware: bool,
}

impl Model {
    pub const EASY: Model = Model {
        completion: Completion::Flat,
        follower: 0.6,
        farm_growth: 0.2,
        rules_aware: true,
    };
    pub const MEDIUM: Model = Model {
        completion: Completion::OpenEdges,
        follower: 1.8,
        farm_growth: 0.5,
        rules_aware: true,
    };
    pub const HARD: Model = Model {
        completion: Completion::Fits,
        follower: 1.8,
        farm_growth: 0.5,
        rules_aware: true,
    };
    /// The model of [`crate::search::Settings::HARD_V1`]: frozen.
    pub const HARD_V1: Model = Model {
        completion: Completion::FitsV1,
        follower: 1.8,
        farm_growth: 0.5,
        rules_aware: false,
    };
}

/// Each player's follower-turns left before the end matter more than the count of tiles: a
/// follower is only worth something while its owner still has turns to use it.
const TURNS_FOR_FULL_VALUE: f64 = 8.0;

/// Worth of the k-th follower in hand (counting from the last one) relative to an ordinary
/// one: running out stops a player from claiming anything, so the last few weigh most.
const SCARCITY: [f64; 8] = [2.2, 1.6, 1.25, 1.0, 0.9, 0.8, 0.7, 0.6];

fn scarcity(k: usize) -> f64 {
    SCARCITY.get(k).copied().unwrap_or(0.5)
}

/// Every player's expected final score (points, not a win chance).
pub(crate) fn values(game: &Game, model: &Model) -> Vec<f64> {
    let projected = game.projected_breakdowns();
    let mut values: Vec<f64> = projected.iter().map(|b| f64::from(b.total())).collect();
    if game.is_over() {
        return game.scores().iter().map(|&s| f64::from(s)).collect();
    }
    let players = game.players().max(1) as f64;
    let tiles_left = game.tiles_left() as f64;
    let my_turns = tiles_left / players;
    let time = (my_turns / TURNS_FOR_FULL_VALUE).min(1.0);
    let mut fits = FitCache::new(model.completion);

    for view in game.claimed_features() {
        if view.complete {
            continue;
        }
        let now = f64::from(view.value);
        let (gain, chance) = match view.kind {
            ScoreKind::Field if model.rules_aware => {
                (farm_growth(&view, model, tiles_left, players), 0.0)
            }
            ScoreKind::Field => {
                // Farms keep collecting cities that close beside them; a bigger farm borders
                // more of them. Capped: a farm rarely gains more than a handful of cities.
                let growth = model.farm_growth * view.tiles.len() as f64 * tiles_left / 71.0;
                (growth.min(12.0), 0.0)
            }
            // Cities, roads and squares: the chance it closes, times what closing adds.
            _ => {
                // Every figure on a claimed feature is on it; a square's stand on its centre.
                let Some(at) = view.figures.first().map(|f| f.pos) else {
                    continue;
                };
                let p = fits.completion(game, &view, at, tiles_left, players);
                let closed = if model.rules_aware {
                    closed_value(&view)
                } else {
                    completed_value(&view)
                };
                (p * (closed - now).max(0.0), p)
            }
        };
        for &leader in &view.leaders {
            if let Some(v) = values.get_mut(leader) {
                *v += gain;
            }
        }
        // A figure on a feature that closes comes back to be used again.
        for f in &view.figures {
            if let Some(v) = values.get_mut(f.player) {
                *v += chance * model.follower * 0.6 * time * kind_weight(f.kind);
            }
        }
    }

    if model.rules_aware {
        for (v, promised) in values.iter_mut().zip(game.prospects()) {
            *v += promised;
        }
    } else {
        // A badge is points a figure gathers but has not banked (a flock): they may still be
        // lost (a wolf), so each counts for less than a point.
        for (figure, points) in game.figure_badges() {
            if let Some(v) = values.get_mut(figure.player) {
                *v += 0.75 * f64::from(points);
            }
        }
    }

    for (p, v) in values.iter_mut().enumerate() {
        *v += supply_value(game, p, model, time);
    }
    values
}

fn supply_value(game: &Game, player: usize, model: &Model, time: f64) -> f64 {
    let supply = game.supply(player);
    let mut worth = 0.0;
    for k in 0..usize::from(supply.get(FigureKind::FOLLOWER)) {
        worth += scarcity(k);
    }
    for (kind, n) in supply.iter() {
        if kind != FigureKind::FOLLOWER {
            worth += f64::from(n) * kind_weight(kind);
        }
    }
    worth * model.follower * time
}

/// How much a figure of `kind` is worth next to an ordinary follower.
fn kind_weight(kind: FigureKind) -> f64 {
    kind.def().worth
}

/// The chance an open city beside a farm is completed, early in the game.
const FARM_CITY_CLOSES: f64 = 0.35;
/// Turns each player needs left for that chance to hold in full.
const FARM_TURNS: f64 = 5.0;

/// What a farm should still gain: the open cities it borders, each paid as its completed ones
/// are if it closes in time, and cities not begun yet that a bigger farm will touch.
fn farm_growth(
    view: &carcassonne_engine::FeatureView,
    model: &Model,
    tiles_left: f64,
    players: f64,
) -> f64 {
    let completed = f64::from(view.completed_cities);
    let open = f64::from(view.cities.saturating_sub(view.completed_cities));
    let per_city = if completed > 0.0 {
        f64::from(view.value) / completed
    } else {
        3.0
    };
    // Tuned against the farm growth `hard-v1` reads (Medium with each, 200 games of base with
    // farmers a trial): a third of the open cities paid and half the growth won 63 %.
    let time = (tiles_left / players / FARM_TURNS).min(1.0);
    let closing = open * per_city * FARM_CITY_CLOSES * time;
    let new = model.farm_growth * 0.25 * view.tiles.len() as f64 * tiles_left / 71.0;
    closing + new.min(8.0)
}

/// What the feature would score once closed, counting the tiles that must still close it at
/// the rate its rules pay per tile closed (an inn, a cathedral and pennants included).
pub(crate) fn closed_value(view: &carcassonne_engine::FeatureView) -> f64 {
    let tiles = view.tiles.len() as f64;
    let closed = f64::from(view.completed_value);
    let missing = match view.kind {
        ScoreKind::City => f64::from(view.open.div_ceil(3)),
        ScoreKind::Road => f64::from(view.open),
        _ => return closed,
    };
    // Pennants are paid at the tile's rate in every rule set: leave them out of it.
    let paid = tiles + f64::from(view.pennants);
    let per_tile = if paid > 0.0 { closed / paid } else { 0.0 };
    closed + per_tile * missing
}

/// What the feature would score once closed, counting the tiles that must still close it
/// (as `hard-v1` judged it, frozen).
pub(crate) fn completed_value(view: &carcassonne_engine::FeatureView) -> f64 {
    let tiles = view.tiles.len() as f64;
    let now = f64::from(view.value);
    match view.kind {
        ScoreKind::City => {
            let edges = f64::from(view.open.div_ceil(3));
            // An unfinished city worth nothing has a cathedral (Inns & Cathedrals): 3 a tile.
            if now == 0.0 {
                3.0 * (tiles + edges)
            } else {
                2.0 * (now + edges)
            }
        }
        ScoreKind::Road => {
            let ends = f64::from(view.open);
            // An unfinished road worth nothing has an inn: 2 a tile once closed.
            if now == 0.0 {
                2.0 * (tiles + ends)
            } else {
                now + ends
            }
        }
        _ if view.square => now.max(9.0),
        _ => now,
    }
}

/// How good the position is for `seat` against the best of the others, in points.
pub(crate) fn margin(values: &[f64], seat: usize) -> f64 {
    let mine = values.get(seat).copied().unwrap_or(0.0);
    let best_other = values
        .iter()
        .enumerate()
        .filter(|&(p, _)| p != seat)
        .map(|(_, &v)| v)
        .fold(f64::NEG_INFINITY, f64::max);
    if best_other.is_finite() {
        mine - best_other
    } else {
        mine
    }
}

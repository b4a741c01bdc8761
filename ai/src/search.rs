//! Information-set Monte Carlo tree search (single observer, determinised): `hard-v1`'s search.
//! Hard's settings name answered turns instead ([`Settings::replies`], [`crate::reply`]).
//!
//! Every iteration deals the hidden deck afresh from what the seat knows
//! ([`Observation::determinise`]) and walks one tree shared by all deals. Nodes are reached by
//! the actions taken (a placement also names the tile it placed, since the same square and
//! turn with another tile is another move), and at each node only the edges legal in this deal
//! compete: UCB counts how often each edge was *available* rather than how often its parent was
//! visited. The seat's own turn is widened progressively, best first by Medium-style judgement
//! (its priors enter as virtual visits); turns past it grow the tree one untried action at a
//! time. A leaf is played on a few turns by the cheap rollout policy, then judged by the Hard
//! evaluation, and each player's reward is a logistic of its margin over the best other player.

use std::collections::HashMap;
use std::time::Instant;

use carcassonne_engine::rng::Rng;
use carcassonne_engine::{Action, Game, Observation, Phase, TileId};

use crate::eval::{self, Model};
use crate::{greedy, rollout, turns};

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// UCB exploration constant (rewards lie in 0..1).
    pub exploration: f64,
    /// Virtual visits a prior is worth on the seat's own turn.
    pub prior_visits: f64,
    /// Edges considered at a node visited n times: `widen_base * n^widen_power` (at least 1).
    pub widen_base: f64,
    pub widen_power: f64,
    /// Points of margin per logistic unit of reward.
    pub scale: f64,
    /// Turns after the seat's own turn the tree may grow into; for answered turns
    /// ([`Settings::replies`]), the turns played out after the seat's before judging.
    pub tree_turns: u32,
    /// Turns played by the rollout policy after a leaf, before judging.
    pub rollout_turns: u32,
    /// Placements whose every figure and action the priors judge (the rest only with the
    /// figure step passed, as Medium's turn does); `None`: all of them.
    pub prior_placements: Option<usize>,
    /// Rewards are logistic in each player's margin *gained* since the root rather than in
    /// the margin itself, so a game already far apart does not flatten every reward to 0 or
    /// 1 and leave the choice to exploration.
    pub centred: bool,
    /// Turns played out against the next players' best answers instead of searched in a
    /// tree ([`crate::reply`]): how many of the best judged; 0 searches the tree.
    pub replies: usize,
    /// The replies' worst candidate dropped after each round of deals once they met a few.
    pub halving: bool,
    /// Placements an answering player looks at with every figure after them (the rest with
    /// the figure step passed), and the follow-ups it judges in all.
    pub answer_placements: usize,
    pub answer_follow_ups: usize,
    /// Rounds of deals the evaluation's own judgement of a candidate is worth when the
    /// replies choose: with few rounds (a slow rule system at a short budget) the play-outs'
    /// noise would otherwise pick among the candidates almost at random.
    pub shrink: f64,
    pub model: Model,
}

impl Settings {
    pub const HARD: Settings = Settings {
        exploration: 0.35,
        prior_visits: 4.0,
        widen_base: 2.0,
        widen_power: 0.45,
        scale: 12.0,
        // The answer and then, in a two-player game, the seat's own best next turn: a
        // candidate that leaves the seat a good next tile on most deals is worth that turn.
        tree_turns: 2,
        rollout_turns: 0,
        prior_placements: Some(16),
        centred: true,
        replies: 10,
        halving: true,
        answer_placements: 8,
        answer_follow_ups: 32,
        // Measured as the regret against 150 deals' choice (`reply.rs`): 3 rounds' worth
        // was best with Traders & Builders and Hills & Sheep, where 100 ms buys 1 to 3
        // rounds, and no worse elsewhere.
        shrink: 3.0,
        model: Model::HARD,
    };

    /// Hard as it played before every rule system had its own judgement (issue 28): kept
    /// frozen as `hard-v1` in the arena, so each new Hard is measured against it.
    pub const HARD_V1: Settings = Settings {
        exploration: 0.35,
        prior_visits: 4.0,
        widen_base: 2.0,
        widen_power: 0.45,
        scale: 12.0,
        tree_turns: 1,
        rollout_turns: 0,
        prior_placements: None,
        centred: false,
        replies: 0,
        halving: false,
        answer_placements: 4,
        answer_follow_ups: 32,
        shrink: 0.0,
        model: Model::HARD_V1,
    };
}

/// When to stop searching: whichever limit comes first (see [`crate::Budget`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Limits {
    pub deadline: Option<Instant>,
    pub iterations: Option<u32>,
}

struct Edge {
    action: Action,
    tile: Option<TileId>,
    player: usize,
    visits: f64,
    total: f64,
    /// Real visits only (priors excluded), for the final choice.
    real: u32,
    avail: f64,
    child: Option<usize>,
}

#[derive(Default)]
struct Node {
    edges: Vec<Edge>,
    visits: f64,
    /// Priors for this node's edges, when it is on the seat's own turn: ordered best first.
    ordered: bool,
    /// Fingerprint of the legal actions an ordered node's edges were made from: while a deal
    /// offers the same, every edge is legal without looking each up.
    seeded_from: u64,
}

/// The result of a search: the chosen line for the seat's turn, and statistics for tests.
pub(crate) struct Found {
    pub plan: Vec<Action>,
    #[allow(dead_code)]
    pub iterations: u32,
}

pub(crate) fn search(
    obs: &Observation,
    settings: &Settings,
    limits: Limits,
    rng: &mut Rng,
) -> Found {
    if settings.replies > 0 {
        return crate::reply::search(obs, settings, limits, rng);
    }
    let root_game = obs.game();
    let seat = obs.seat();
    let root_turn = root_game.turn();

    let root_margins: Vec<f64> = if settings.centred {
        let values = eval::values(root_game, &settings.model);
        (0..values.len())
            .map(|p| eval::margin(&values, p))
            .collect()
    } else {
        Vec::new()
    };
    let from = root_margins.get(seat).copied().unwrap_or(0.0);

    // Priors for every prefix of the seat's own turn, from judging where each plan ends.
    let mut priors: HashMap<Vec<Action>, f64> = HashMap::new();
    let ranked = match settings.prior_placements {
        Some(keep) => greedy::ranked_within(root_game, seat, &settings.model, rng, keep, None),
        None => greedy::ranked(root_game, seat, &settings.model, rng),
    };
    for (outcome, worth) in ranked {
        let reward = logistic((worth - from) / settings.scale);
        for k in 1..=outcome.plan.len() {
            let e = priors.entry(outcome.plan[..k].to_vec()).or_insert(0.0);
            *e = e.max(reward);
        }
    }

    let root_legal = root_game.legal_actions();
    let mut nodes: Vec<Node> = vec![Node::default()];
    let mut iterations = 0u32;
    let mut path: Vec<(usize, usize)> = Vec::new();
    let mut prefix: Vec<Action> = Vec::new();
    loop {
        if limits.iterations.is_some_and(|n| iterations >= n)
            || (iterations > 0 && limits.deadline.is_some_and(|d| Instant::now() >= d))
        {
            break;
        }
        iterations += 1;
        let mut game = obs.determinise(rng);
        path.clear();
        prefix.clear();
        let mut node = 0usize;
        let mut own_turn = true;
        loop {
            if game.is_over() || game.turn() > root_turn + settings.tree_turns {
                break;
            }
            own_turn &= !turns::finished(&game, seat, root_turn);
            // What the seat may do at the root is known to it, so every deal offers the same.
            let dealt;
            let legal: &[Action] = if path.is_empty() {
                debug_assert_eq!(root_legal, game.legal_actions());
                &root_legal
            } else {
                dealt = game.legal_actions();
                &dealt
            };
            if legal.is_empty() {
                break;
            }
            let tile = match game.phase() {
                Phase::Place { tile } => Some(tile),
                _ => None,
            };
            let player = game.deciding_player();
            if own_turn && !nodes[node].ordered {
                seed_node(
                    &mut nodes[node],
                    legal,
                    tile,
                    player,
                    &prefix,
                    &priors,
                    settings,
                );
            }
            let (edge, created) = select(&mut nodes[node], legal, tile, player, settings, rng);
            let action = nodes[node].edges[edge].action;
            if game.apply(action).is_err() {
                break;
            }
            path.push((node, edge));
            if own_turn {
                prefix.push(action);
            }
            match nodes[node].edges[edge].child {
                Some(child) => node = child,
                None => {
                    let child = nodes.len();
                    nodes.push(Node::default());
                    nodes[node].edges[edge].child = Some(child);
                    node = child;
                    if created && !own_turn {
                        break;
                    }
                }
            }
        }
        // Judge at a turn's start: a leaf left mid-turn (a tile placed, its figure not chosen)
        // is finished by the rollout policy first.
        let extra = u32::from(!matches!(game.phase(), Phase::Place { .. }));
        for _ in 0..settings.rollout_turns + extra {
            let turn = game.turn();
            while !game.is_over() && game.turn() == turn {
                let Some(a) = rollout::action(&game, rng) else {
                    break;
                };
                if game.apply(a).is_err() {
                    break;
                }
            }
        }
        let values = eval::values(&game, &settings.model);
        let rewards: Vec<f64> = (0..values.len())
            .map(|p| {
                let from = root_margins.get(p).copied().unwrap_or(0.0);
                logistic((eval::margin(&values, p) - from) / settings.scale)
            })
            .collect();
        for &(n, e) in &path {
            let node = &mut nodes[n];
            node.visits += 1.0;
            let edge = &mut node.edges[e];
            edge.visits += 1.0;
            edge.real += 1;
            edge.total += rewards.get(edge.player).copied().unwrap_or(0.5);
        }
    }

    Found {
        plan: best_line(&nodes, root_game, seat),
        iterations,
    }
}

fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// Gives a node on the seat's own turn every legal edge at once, best prior first, each
/// starting with its prior as virtual visits.
fn seed_node(
    node: &mut Node,
    legal: &[Action],
    tile: Option<TileId>,
    player: usize,
    prefix: &[Action],
    priors: &HashMap<Vec<Action>, f64>,
    settings: &Settings,
) {
    let mut key = prefix.to_vec();
    // A step the priors did not judge (a figure after a placement judged only with the figure
    // step passed) is taken to be worth what the best judged way through its parent is.
    // (`hard-v1` judged every step and kept an even chance for any it missed.)
    let unjudged = match settings.prior_placements {
        Some(_) => priors.get(prefix).copied().unwrap_or(0.5),
        None => 0.5,
    };
    let mut edges: Vec<(f64, Action)> = legal
        .iter()
        .map(|&a| {
            key.push(a);
            let p = priors.get(&key).copied().unwrap_or(unjudged);
            key.pop();
            (p, a)
        })
        .collect();
    edges.sort_by(|a, b| b.0.total_cmp(&a.0));
    node.edges = edges
        .into_iter()
        .map(|(p, action)| Edge {
            action,
            tile,
            player,
            visits: settings.prior_visits,
            total: p * settings.prior_visits,
            real: 0,
            avail: 0.0,
            child: None,
        })
        .collect();
    node.ordered = true;
    node.seeded_from = fingerprint(legal);
}

fn fingerprint(legal: &[Action]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = Mix(0);
    legal.hash(&mut h);
    h.finish()
}

/// A multiply-and-rotate hash: a fingerprint is taken at every visit of a node, where the
/// standard hasher's strength against chosen keys buys nothing.
struct Mix(u64);

impl Mix {
    fn add(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

impl std::hash::Hasher for Mix {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.add(u64::from(b));
        }
    }

    fn write_u8(&mut self, x: u8) {
        self.add(u64::from(x));
    }

    fn write_u16(&mut self, x: u16) {
        self.add(u64::from(x));
    }

    fn write_u32(&mut self, x: u32) {
        self.add(u64::from(x));
    }

    fn write_u64(&mut self, x: u64) {
        self.add(x);
    }

    fn write_i32(&mut self, x: i32) {
        self.add(x as u32 as u64);
    }

    fn write_usize(&mut self, x: usize) {
        self.add(x as u64);
    }
}

/// Picks the edge to follow among those legal now, adding one if the node may widen; returns
/// it and whether it was just created.
fn select(
    node: &mut Node,
    legal: &[Action],
    tile: Option<TileId>,
    player: usize,
    settings: &Settings,
    rng: &mut Rng,
) -> (usize, bool) {
    let allowed = (settings.widen_base * (node.visits + 1.0).powf(settings.widen_power))
        .ceil()
        .max(1.0) as usize;
    let mut available: Vec<usize> = Vec::with_capacity(legal.len());
    let all_legal = node.ordered && node.seeded_from == fingerprint(legal);
    for (i, e) in node.edges.iter().enumerate() {
        // A node of the seat's own turn holds its edges best prior first: only the first
        // `allowed` legal here compete.
        if node.ordered && available.len() >= allowed {
            break;
        }
        if e.tile == tile && (all_legal || legal.contains(&e.action)) {
            available.push(i);
        }
    }
    // Other nodes grow one untried action at a time; an ordered node only when nothing it
    // holds is legal in this deal (a tile drawn again after a discard).
    let widen = if node.ordered {
        available.is_empty()
    } else {
        available.len() < allowed.min(legal.len()) || available.is_empty()
    };
    if widen {
        // The node holds edges for every tile dealt here: only this tile's can be tried.
        let tried: Vec<Action> = node
            .edges
            .iter()
            .filter(|e| e.tile == tile)
            .map(|e| e.action)
            .collect();
        let untried: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| !tried.contains(a))
            .collect();
        if !untried.is_empty() {
            let action = untried[rng.below(untried.len())];
            for &i in &available {
                node.edges[i].avail += 1.0;
            }
            node.edges.push(Edge {
                action,
                tile,
                player,
                visits: 0.0,
                total: 0.0,
                real: 0,
                avail: 1.0,
                child: None,
            });
            return (node.edges.len() - 1, true);
        }
    }
    let mut best = 0usize;
    let mut best_score = f64::NEG_INFINITY;
    for &i in &available {
        let e = &mut node.edges[i];
        e.avail += 1.0;
        let score = if e.visits <= 0.0 {
            f64::INFINITY
        } else {
            e.total / e.visits + settings.exploration * (e.avail.ln().max(0.0) / e.visits).sqrt()
        };
        if score > best_score {
            best_score = score;
            best = i;
        }
    }
    (best, false)
}

/// The seat's turn as the search would play it: from the root, the most visited edge while it
/// is the seat's own decision in this turn and legal in the position as the seat sees it.
fn best_line(nodes: &[Node], root: &Game, seat: usize) -> Vec<Action> {
    let mut line = Vec::new();
    let mut game = root.clone();
    let turn = root.turn();
    let mut node = Some(0usize);
    while let Some(n) = node {
        if turns::finished(&game, seat, turn) {
            break;
        }
        let legal = game.legal_actions();
        let best = nodes[n]
            .edges
            .iter()
            .filter(|e| legal.contains(&e.action))
            .max_by(|a, b| {
                (a.real, a.total / a.visits.max(1e-9))
                    .partial_cmp(&(b.real, b.total / b.visits.max(1e-9)))
                    .unwrap_or(std::cmp::Ordering::Equal)
            });
        let Some(edge) = best else {
            break;
        };
        let Ok(events) = game.apply(edge.action) else {
            break;
        };
        line.push(edge.action);
        if events.iter().any(carcassonne_engine::Event::reveals_hidden)
            && !turns::finished(&game, seat, turn)
        {
            break;
        }
        node = edge.child;
    }
    line
}

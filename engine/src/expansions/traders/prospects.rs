//! What Traders & Builders' pieces promise a computer player beyond what final scoring would
//! pay now: goods majorities that may still change hands, a builder's second turns, and the
//! completed cities a pig's farm may still come to border.
//!
//! Each is an expectation read from what every seat sees: the table, the figures, the goods in
//! front of each player and the tiles nobody has seen yet (never their order). The chance that
//! a city closes is judged as the Medium and Hard players judge it (its gaps against its
//! owner's turns left, and how many unseen tiles fit each gap), so these promises agree with
//! the rest of their judgement.

use std::sync::LazyLock;

use crate::board::NodeId;
use crate::capability::{Outlook, View};
use crate::config::MAX_PLAYERS;
use crate::figures::FigureKind;
use crate::tiles::catalogue;

use super::{Goods, TradersState, GOODS_MAJORITY};

mod gaps;
#[cfg(test)]
mod tests;

use crate::board::{Gaps, Unseen};
use gaps::Fits;

/// Chance that each further gap of a city is filled too (as the AI's open-edge judgement).
const CITY_PER_GAP: f64 = 0.72;
/// Turns of its owner a city needs per gap.
const CITY_TURNS_PER_GAP: f64 = 1.3;
/// An open city nobody holds closes less often: nobody plays to close it.
const UNCLAIMED: f64 = 0.7;
/// How much likelier a holder of an open city is to be the one who closes it than anyone else.
const HOLDER_WEIGHT: f64 = 2.0;
/// Chance that a city with goods drawn later is also closed before the end, early in the game
/// (it fades with the turns left, see [`later_city_closes`]).
const LATER_CITY_CLOSES: f64 = 0.7;
/// Gaps up to which a city's are tried against the unseen tiles.
const FITTED_GAPS: usize = 2;
/// Goods a seat may gain or lose against another that are followed one by one; beyond it
/// (never reached in a box of 20 goods) the difference is lumped.
const SPAN: usize = 20;
const WIDTH: usize = 2 * SPAN + 1;

/// Points a turn brings its player on average: 2-player games of farmers, Traders & Builders
/// and Hills & Sheep between Medium players end near 155 points each after some 53 turns
/// each (`carcassonne-bot simulate --ai medium --players 2 --rules farmers,traders,hills`).
const TURN_POINTS: f64 = 2.9;
/// Share of the turns in which a player who could extend their builder's feature does (other
/// moves are better now and then).
const EXTENDS_WHEN_IT_CAN: f64 = 0.8;
/// Chance that an extension of a feature closes the gap it fills (a road's end, a city's
/// wall); the feature closes (and the builder goes home) when its last gap does, so with `n`
/// gaps an extension closes it about one time in `n` of that.
const CLOSES_A_GAP: f64 = 0.4;
/// Chance in each round that someone else closes the feature.
const CLOSED_BY_OTHERS: f64 = 0.05;

/// Chance that a player holding a field's majority still holds it at the end, and that one who
/// does not comes to.
const KEEPS_MAJORITY: f64 = 0.85;
const TAKES_MAJORITY: f64 = 0.15;
/// Cities a field comes to border per segment it has, over a whole game (the AI counts half
/// a point of farm growth per field tile, at 3 a city; part of that is cities already bordered).
const NEW_CITIES_PER_SEGMENT: f64 = 0.1;
const MOST_NEW_CITIES: f64 = 4.0;

/// Cities a farm is followed through.
const CITIES: usize = 24;
/// Open cities with goods followed at once.
const GOODS_CITIES: usize = 16;

/// The goods on every tile of the catalogue: `(segment, goods index)`.
static GOODS_SEGMENTS: LazyLock<Vec<Vec<(u8, usize)>>> = LazyLock::new(|| {
    catalogue()
        .tiles
        .iter()
        .map(|t| {
            t.segments
                .iter()
                .enumerate()
                .filter_map(|(i, s)| Goods::in_segment(s).map(|g| (i as u8, g.index())))
                .collect()
        })
        .collect()
});

/// Everything the pieces of Traders & Builders promise, added to `out` per seat.
pub(super) fn prospects(st: &TradersState, view: &View, outlook: &Outlook, out: &mut [f64]) {
    let seats = view.players().min(MAX_PLAYERS).min(out.len());
    // With no tile left to play, nothing of these can change any more.
    if seats == 0 || outlook.tiles_left == 0 {
        return;
    }
    let out = &mut out[..seats];
    let unseen = view.unseen();
    goods(st, view, outlook, &unseen, out);
    builders(view, outlook, &unseen, out);
    pigs(view, outlook, out);
}

/// Chance that a city with `gaps` empty cells to fill closes in its owner's `own_turns`, before
/// asking whether any tile fits them.
fn closes_in_time(gaps: usize, own_turns: f64) -> f64 {
    let n = gaps.max(1);
    let time = (own_turns / (n as f64 * CITY_TURNS_PER_GAP)).clamp(0.0, 1.0);
    CITY_PER_GAP.powi(n as i32 - 1) * time
}

/// Chance that the open city at `root` closes before the end, if unseen tiles fit its gaps
/// (asked of a city with few gaps, where one no tile fits decides it; one with more is
/// unlikely to close anyway).
fn city_closes(view: &View, unseen: &Unseen, root: NodeId, own_turns: f64) -> f64 {
    let gaps = Gaps::of(view.board, root);
    let p = closes_in_time(gaps.len(), own_turns);
    if p <= 0.0 || gaps.len() > FITTED_GAPS {
        return p;
    }
    p * Fits::of(view, unseen, &gaps).factor()
}

/// Seats with the greatest strength of followers on the feature at `root` (none if nobody).
fn holders(view: &View, root: NodeId, seats: usize) -> [bool; MAX_PLAYERS] {
    let mut strength = [0u32; MAX_PLAYERS];
    for f in &view.figures.on_board {
        if f.kind.is_follower() && f.player < seats && view.board.figure_root(f) == Some(root) {
            strength[f.player] += f.kind.strength();
        }
    }
    let best = strength.iter().copied().max().unwrap_or(0);
    strength.map(|s| best > 0 && s == best)
}

/// An open city with goods, and each seat's chance to be the one who closes it.
#[derive(Clone, Copy)]
struct OpenCity {
    root: NodeId,
    goods: [u32; 3],
    closer: [f64; MAX_PLAYERS],
}

/// Chance that goods drawn later end in a city closed before the end.
fn later_city_closes(own_turns: f64) -> f64 {
    LATER_CITY_CLOSES * (1.0 - (-own_turns / 5.0).exp())
}

/// The goods majorities (10 each) as they may still turn out, less what they pay now.
///
/// Goods still to come are those of open cities on the table (to whoever closes each: its
/// holders likelier than the others) and those printed on unseen tiles (to anyone alike).
/// Seat `p` keeps or takes a majority when it ends with no fewer than each other seat; each
/// pair's difference is followed exactly (a city's goods go to one seat, all at once), and the
/// pairs are taken as independent when there are more than two seats.
fn goods(st: &TradersState, view: &View, outlook: &Outlook, unseen: &Unseen, out: &mut [f64]) {
    let seats = out.len();
    let own_turns = outlook.turns_each();
    let board = view.board;

    let mut cities = [OpenCity {
        root: 0,
        goods: [0; 3],
        closer: [0.0; MAX_PLAYERS],
    }; GOODS_CITIES];
    let mut n_cities = 0;
    for (i, t) in board.tiles().iter().enumerate() {
        for &(seg, g) in &GOODS_SEGMENTS[t.tile.index()] {
            let root = board.find(board.node(i, seg));
            if board.feature(root).open == 0 {
                continue;
            }
            match cities[..n_cities].iter_mut().find(|c| c.root == root) {
                Some(c) => c.goods[g] += 1,
                None if n_cities < GOODS_CITIES => {
                    cities[n_cities].root = root;
                    cities[n_cities].goods = [0; 3];
                    cities[n_cities].goods[g] = 1;
                    n_cities += 1;
                }
                None => {}
            }
        }
    }
    // Who holds each: every follower's feature looked up once.
    let mut strength = [[0u32; MAX_PLAYERS]; GOODS_CITIES];
    for f in &view.figures.on_board {
        if !f.kind.is_follower() || f.player >= seats || n_cities == 0 {
            continue;
        }
        let Some(root) = board.figure_root(f) else {
            continue;
        };
        if let Some(i) = cities[..n_cities].iter().position(|c| c.root == root) {
            strength[i][f.player] += f.kind.strength();
        }
    }
    for (c, strength) in cities[..n_cities].iter_mut().zip(&strength) {
        let best = strength.iter().copied().max().unwrap_or(0);
        let held = strength.map(|s| best > 0 && s == best);
        let claimed = held.iter().any(|&h| h);
        let closes =
            city_closes(view, unseen, c.root, own_turns) * if claimed { 1.0 } else { UNCLAIMED };
        let weight = |p: usize| if held[p] { HOLDER_WEIGHT } else { 1.0 };
        let total: f64 = (0..seats).map(weight).sum();
        for p in 0..seats {
            c.closer[p] = closes * weight(p) / total;
        }
    }
    let cities = &cities[..n_cities];

    let mut later = [0.0f64; 3];
    let mut printed = [0u32; 3];
    for (def, copies) in unseen.kinds() {
        for &(_, g) in &GOODS_SEGMENTS[def.id.index()] {
            printed[g] += copies;
        }
    }
    // Part of the unseen tiles stay in the box or under hills, never drawn.
    let drawn = unseen.share(outlook.tiles_left as u32).min(1.0);
    let closes = later_city_closes(own_turns);
    for (l, &n) in later.iter_mut().zip(&printed) {
        *l = f64::from(n) * drawn * closes;
    }

    for (g, &later) in later.iter().enumerate() {
        if later == 0.0 && cities.iter().all(|c| c.goods[g] == 0) {
            continue;
        }
        let held: [u32; MAX_PLAYERS] =
            std::array::from_fn(|p| if p < seats { st.goods_of(p)[g] } else { 0 });
        let best = held.iter().copied().max().unwrap_or(0);
        let base = Diff::skellam(later / seats as f64);
        let nobody = (-later).exp()
            * cities
                .iter()
                .filter(|c| c.goods[g] > 0)
                .map(|c| 1.0 - c.closer[..seats].iter().sum::<f64>())
                .product::<f64>();
        // Each pair once: the second seat's chance is the first's difference read backwards.
        let mut wins = [1.0f64; MAX_PLAYERS];
        for p in 0..seats {
            for q in p + 1..seats {
                let mut diff = base;
                for c in cities.iter().filter(|c| c.goods[g] > 0) {
                    diff.add_city(c.goods[g] as usize, c.closer[p], c.closer[q]);
                }
                let gap = i64::from(held[q]) - i64::from(held[p]);
                wins[p] *= diff.at_least(gap);
                wins[q] *= diff.at_most(gap);
            }
        }
        for p in 0..seats {
            let mut wins = wins[p];
            if best == 0 {
                // Nobody scores a kind nobody holds.
                wins = (wins - nobody).max(0.0);
            }
            let now = if best > 0 && held[p] == best {
                GOODS_MAJORITY
            } else {
                0
            };
            out[p] += f64::from(GOODS_MAJORITY) * wins - f64::from(now);
        }
    }
}

/// How many more goods of a kind one seat gains than another from now on: chances offset by
/// [`SPAN`], nonzero between `lo` and `hi` only.
#[derive(Clone, Copy)]
struct Diff {
    p: [f64; WIDTH],
    lo: usize,
    hi: usize,
}

impl Diff {
    /// Each seat gains a Poisson number of goods with mean `mean`.
    fn skellam(mean: f64) -> Diff {
        let mut pmf = [0.0f64; SPAN + 1];
        pmf[0] = (-mean).exp();
        let mut sum = pmf[0];
        // Terms past the last that counts are left out (and their mass lumped into it).
        let mut last = 0;
        while last < SPAN && 1.0 - sum > 1e-12 {
            last += 1;
            pmf[last] = pmf[last - 1] * mean / last as f64;
            sum += pmf[last];
        }
        pmf[last] += (1.0 - sum).max(0.0);
        let pmf = &pmf[..=last];
        let mut p = [0.0; WIDTH];
        for (i, &a) in pmf.iter().enumerate() {
            for (j, &b) in pmf.iter().enumerate() {
                p[SPAN + i - j] += a * b;
            }
        }
        Diff {
            p,
            lo: SPAN - last,
            hi: SPAN + last,
        }
    }

    /// A city of `n` goods that the first seat closes with chance `first`, the second with
    /// `second` (beyond [`SPAN`] differences are lumped at the ends).
    fn add_city(&mut self, n: usize, first: f64, second: f64) {
        if first + second <= 0.0 {
            return;
        }
        let before = self.p;
        let stay = (1.0 - first - second).max(0.0);
        for (d, &p) in before.iter().enumerate().take(self.hi + 1).skip(self.lo) {
            self.p[d] -= p * (1.0 - stay);
            self.p[(d + n).min(WIDTH - 1)] += p * first;
            self.p[d.saturating_sub(n)] += p * second;
        }
        self.lo = self.lo.saturating_sub(n);
        self.hi = (self.hi + n).min(WIDTH - 1);
    }

    /// Chance that the difference is at least `t`.
    fn at_least(&self, t: i64) -> f64 {
        let from = (t + SPAN as i64).max(self.lo as i64);
        if from > self.hi as i64 {
            return 0.0;
        }
        self.p[from as usize..=self.hi]
            .iter()
            .sum::<f64>()
            .clamp(0.0, 1.0)
    }

    /// Chance that the difference is at most `t`.
    fn at_most(&self, t: i64) -> f64 {
        let to = (t + SPAN as i64).min(self.hi as i64);
        if to < self.lo as i64 {
            return 0.0;
        }
        self.p[self.lo..=to as usize]
            .iter()
            .sum::<f64>()
            .clamp(0.0, 1.0)
    }
}

/// Expected hits over `turns` tries that each hit with chance `hit` while the thing tried for
/// lasts, when it ends with chance `end` a try.
fn hits_while_it_lasts(hit: f64, end: f64, turns: f64) -> f64 {
    if turns <= 0.0 || hit <= 0.0 {
        return 0.0;
    }
    if end <= 1e-9 {
        return hit * turns;
    }
    hit * (1.0 - (1.0 - end).powf(turns)) / end
}

/// A builder's second turns: its owner's turns left in which they can extend its road or city
/// (an unseen tile fits one of its gaps) before it closes, each worth about a turn's points,
/// and the tile it takes from the pile costs the other seats their share of a turn.
fn builders(view: &View, outlook: &Outlook, unseen: &Unseen, out: &mut [f64]) {
    let own_turns = outlook.turns_each();
    if own_turns <= 0.0 {
        return;
    }
    let active = outlook.active.max(1) as f64;
    for f in &view.figures.on_board {
        if f.kind != FigureKind::BUILDER || f.player >= out.len() {
            continue;
        }
        let Some(root) = view.board.figure_root(f) else {
            continue;
        };
        if view.board.feature(root).open == 0 {
            continue;
        }
        let gaps = Gaps::of(view.board, root);
        if gaps.len() == 0 {
            continue;
        }
        let extends = EXTENDS_WHEN_IT_CAN * Fits::of(view, unseen, &gaps).any;
        let ends = extends * CLOSES_A_GAP / gaps.len() as f64 + CLOSED_BY_OTHERS;
        let extra = hits_while_it_lasts(extends, ends, own_turns).min(own_turns);
        let points = extra * TURN_POINTS;
        for (p, v) in out.iter_mut().enumerate() {
            if p == f.player {
                *v += points * (1.0 - 1.0 / active);
            } else {
                *v -= points / active;
            }
        }
    }
}

/// The pig's extra point per completed city of its farm: for the cities it borders that may
/// still close and the cities it may come to border, if its owner holds the farm's majority
/// at the end (final scoring already pays the cities closed now to a majority holder). A
/// point a city: judged by the city's open sides alone, which is cheaper than trying the
/// unseen tiles in its gaps and close enough for it.
fn pigs(view: &View, outlook: &Outlook, out: &mut [f64]) {
    let own_turns = outlook.turns_each();
    let board = view.board;
    let seats = out.len();
    let left = outlook.tiles_left as f64;
    let game_left = left / (left + board.len() as f64).max(1.0);
    for f in &view.figures.on_board {
        if f.kind != FigureKind::PIG || f.player >= seats {
            continue;
        }
        let Some(root) = board.figure_root(f) else {
            continue;
        };
        let leads = holders(view, root, seats)[f.player];
        let mut cities = [0 as NodeId; CITIES];
        let mut n = 0;
        for (tile, seg) in board.feature_segments(root) {
            let def = board.tile_at_index(tile).def();
            for &c in &def.segments[usize::from(seg)].cities {
                let city = board.find(board.node(tile, c));
                if n < CITIES && !cities[..n].contains(&city) {
                    cities[n] = city;
                    n += 1;
                }
            }
        }
        let mut closed_now = 0.0;
        let mut closing = 0.0;
        for &city in &cities[..n] {
            let open = board.feature(city).open;
            if open == 0 {
                closed_now += 1.0;
            } else {
                // A city wall is three ports long: its open sides are its gaps, about.
                closing += closes_in_time(open.div_ceil(3) as usize, own_turns);
            }
        }
        let segments = f64::from(board.feature(root).nodes);
        let new = (NEW_CITIES_PER_SEGMENT * segments * game_left).min(MOST_NEW_CITIES);
        let promised = if leads {
            KEEPS_MAJORITY * (closing + new)
        } else {
            TAKES_MAJORITY * (closed_now + closing + new)
        };
        out[f.player] += promised;
    }
}

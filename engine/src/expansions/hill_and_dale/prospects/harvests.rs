//! Harvest tokens still to come: the tokens of the crop fields a player's farmers lead, each
//! field closing with its own chance, their worth to that player's hand (1 each, 5 more for
//! each set of five fruits they complete), and how near the hand then is to its next set with
//! the tokens of the fields nobody farms yet.

use crate::board::{Board, NodeId};
use crate::capability::View;
use crate::config::MAX_PLAYERS;
use crate::geometry::Pos;
use crate::tiles::FeatureKind;

use super::super::harvest::{self, Hand, SET_BONUS};
use super::super::{Harvest, HillAndDaleState};
use super::pool::{frontier_cell, symbol_in, symbols, Pool};

// How likely a farmed crop field closes: FIELD_CAP times, for each of its n gaps,
// 1 - exp(-FIELD_RATE (t/n)^0.4 c^0.6), t the own turns left and c the share of unseen tiles that close
// that gap. Fitted on Medium's games.
const FIELD_CAP: f64 = 0.9;
const FIELD_RATE: f64 = 1.15;
/// Share of the harvest symbols still to come (on unseen tiles, in open fields nobody farms)
/// that somebody harvests before the end, when HARVEST_TURNS own turns or more are left; with
/// fewer, as (t / HARVEST_TURNS)^0.7 of it (a field started late rarely closes).
const HARVEST_RATE: f64 = 0.55;
const HARVEST_TURNS: f64 = 36.0;
/// Crop fields of one player whose tokens are weighed together (sets depend on which close).
const MAX_FIELDS: usize = 6;

/// An open crop field somebody farms: its chance to close and the tokens it holds.
struct Field {
    chance: f64,
    pile: Hand,
    /// Symbols expected on the tiles that must still close it.
    extra: f64,
}

/// Gaps of the feature at `root`: empty cells across its edges, each once.
fn gaps(board: &Board, root: NodeId, cells: &mut [Pos; 16]) -> usize {
    let mut n = 0;
    for (tile, seg) in board.feature_segments(root) {
        let placed = board.tile_at_index(tile);
        let ports = placed.def().segments[usize::from(seg)].ports_at(placed.rotation);
        for port in ports.iter() {
            let next = placed.pos.step(port.side());
            if n < cells.len() && !board.is_occupied(next) && !cells[..n].contains(&next) {
                cells[n] = next;
                n += 1;
            }
        }
    }
    n
}

/// Chance the crop field at `root` closes before the end, the tokens printed in it, and the
/// symbols expected on the tiles that would close it.
fn field(board: &Board, pool: &Pool, root: NodeId, turns: f64) -> Field {
    let mut pile = Hand::default();
    for (tile, seg) in board.feature_segments(root) {
        let def = board.tile_at_index(tile).def();
        if let Some(h) = symbol_in(def, usize::from(seg)) {
            pile[h.index()] += 1;
        }
    }
    let mut cells = [Pos::new(0, 0); 16];
    let n = gaps(board, root, &mut cells);
    let per_gap = turns / n.max(1) as f64;
    let mut chance = FIELD_CAP;
    for &cell in &cells[..n] {
        let closing = frontier_cell(board, cell).map_or(0.0, |c| pool.closing(c));
        chance *= 1.0 - (-FIELD_RATE * per_gap.powf(0.4) * closing.powf(0.6)).exp();
    }
    let per_tile = f64::from(pool.symbols) / f64::from(pool.crop.max(1));
    Field {
        chance,
        pile,
        extra: n as f64 * per_tile,
    }
}

/// Tokens `me` takes of `pile` among `takers` (in taking order), each taking what helps their
/// hand most, as the engine takes for them.
fn share_of(hands: &[Hand], takers: &[usize], pile: &Hand, me: usize) -> Hand {
    let mut held = [Hand::default(); MAX_PLAYERS];
    for (i, &t) in takers.iter().enumerate() {
        held[i] = hands.get(t).copied().unwrap_or_default();
    }
    let mut left = *pile;
    let mut mine = Hand::default();
    let mut turn = 0;
    while left.iter().any(|&n| n > 0) && !takers.is_empty() {
        let i = turn % takers.len();
        let Some(h) = harvest::best_of(&held[i], &left) else {
            break;
        };
        left[h.index()] -= 1;
        held[i][h.index()] += 1;
        if takers[i] == me {
            mine[h.index()] += 1;
        }
        turn += 1;
    }
    mine
}

/// Chance that a Poisson count of mean `lambda` is at least `need`.
fn at_least(need: u32, lambda: f64) -> f64 {
    if need == 0 {
        return 1.0;
    }
    if lambda <= 0.0 {
        return 0.0;
    }
    let (mut term, mut below) = ((-lambda).exp(), 0.0);
    for i in 0..need {
        below += term;
        term *= lambda / f64::from(i + 1);
    }
    (1.0 - below).clamp(0.0, 1.0)
}

/// Longest shortfall of fruits [`next_set`] follows (a set needs at most five).
const MAX_SHORT: usize = 16;

/// Points a hand is expected to gain from the tokens still to come, `coming[k]` of kind `k`
/// on average (each kind a Poisson count): the next set, if they bring each fruit it lacks or
/// scarecrows enough to stand in for the rest.
fn next_set(hand: &Hand, coming: &[f64; 6]) -> f64 {
    let target = harvest::sets(hand) + 1;
    // Distribution of the fruits still missing once the tokens came (before scarecrows).
    let mut short = [0.0f64; MAX_SHORT];
    short[0] = 1.0;
    let mut top = 0;
    for f in Harvest::FRUITS {
        let lacking = target.saturating_sub(hand[f.index()]) as usize;
        if lacking == 0 {
            continue;
        }
        let lacking = lacking.min(MAX_SHORT - 1 - top);
        let lambda = coming[f.index()];
        // Chance `j` of this fruit stay missing: j = lacking - (tokens of it that came).
        let mut missing = [0.0f64; MAX_SHORT];
        let mut term = (-lambda).exp();
        let mut came_enough = 1.0;
        for k in 0..lacking {
            missing[lacking - k] = term;
            came_enough -= term;
            term *= lambda / (k + 1) as f64;
        }
        missing[0] = came_enough.max(0.0);
        let mut next = [0.0f64; MAX_SHORT];
        for (a, pa) in short.iter().enumerate().take(top + 1) {
            for (b, pb) in missing.iter().enumerate().take(lacking + 1) {
                next[a + b] += pa * pb;
            }
        }
        short = next;
        top += lacking;
    }
    let scarecrows = hand[Harvest::Scarecrow.index()];
    let lambda = coming[Harvest::Scarecrow.index()];
    let chance: f64 = short
        .iter()
        .enumerate()
        .take(top + 1)
        .map(|(s, p)| p * at_least((s as u32).saturating_sub(scarecrows), lambda))
        .sum();
    f64::from(SET_BONUS) * chance.min(1.0)
}

fn plus(a: &Hand, b: &Hand) -> Hand {
    let mut out = *a;
    for (o, x) in out.iter_mut().zip(b) {
        *o += x;
    }
    out
}

/// Tokens of each kind a player may expect from the fields nobody farms yet: the symbols on
/// the tiles still to be drawn and in open fields without a farmer, the share of them
/// harvested before the end, split evenly.
fn coming(view: &View, pool: &Pool, turns: f64, players: usize) -> [f64; 6] {
    let mut symbols_now = [0u32; 6];
    for (i, placed) in view.board.tiles().iter().enumerate() {
        if symbols(placed.def()) == [0; 6] {
            continue;
        }
        for seg in 0..placed.def().segments.len() {
            let Some(h) = symbol_in(placed.def(), seg) else {
                continue;
            };
            let data = view
                .board
                .feature(view.board.find(view.board.node(i, seg as u8)));
            if data.kind == FeatureKind::City && data.open > 0 && data.claims == 0 {
                symbols_now[h.index()] += 1;
            }
        }
    }
    let drawn = if pool.total == 0 {
        0.0
    } else {
        (pool.draws / f64::from(pool.total)).min(1.0)
    };
    let time = (turns / HARVEST_TURNS).min(1.0).powf(0.7);
    let share = HARVEST_RATE * time / players.max(1) as f64;
    let mut out = [0.0; 6];
    for (k, o) in out.iter_mut().enumerate() {
        *o = (f64::from(pool.symbol_kinds[k]) * drawn + f64::from(symbols_now[k])) * share;
    }
    out
}

/// Harvest tokens every player is expected to gain, added to `out`.
pub(super) fn harvests(
    st: &HillAndDaleState,
    view: &View,
    pool: &Pool,
    turns: f64,
    out: &mut [f64],
) {
    if turns <= 0.0 {
        return;
    }
    let players = out.len().min(MAX_PLAYERS);
    let mut hands = [Hand::default(); MAX_PLAYERS];
    for (p, h) in hands.iter_mut().enumerate().take(players) {
        *h = st.hand(p);
    }
    // Each player's likely fields: (chance, tokens they would take).
    let mut fields = [[(0.0f64, Hand::default()); MAX_FIELDS]; MAX_PLAYERS];
    let mut counts = [0usize; MAX_PLAYERS];
    let mut seen: [NodeId; 32] = [NodeId::MAX; 32];
    let mut n_seen = 0;
    for f in &view.figures.on_board {
        let Some(root) = view.board.figure_root(f) else {
            continue;
        };
        if view.board.feature(root).kind != FeatureKind::City
            || view.board.feature(root).open == 0
            || seen[..n_seen].contains(&root)
        {
            continue;
        }
        if n_seen < seen.len() {
            seen[n_seen] = root;
            n_seen += 1;
        }
        let mut strength = [0u32; MAX_PLAYERS];
        for g in &view.figures.on_board {
            if g.player < players && view.board.figure_root(g) == Some(root) {
                strength[g.player] += g.kind.strength();
            }
        }
        let best = strength.iter().copied().max().unwrap_or(0);
        if best == 0 {
            continue;
        }
        let field = field(view.board, pool, root, turns);
        if field.chance <= 0.0 {
            continue;
        }
        for p in 0..players {
            if strength[p] != best {
                continue;
            }
            // The tied take turns; the one weighed takes first (who completes is not known).
            let mut takers = [0usize; MAX_PLAYERS];
            let mut n = 0;
            for i in 0..players {
                let seat = (p + i) % players;
                if strength[seat] == best {
                    takers[n] = seat;
                    n += 1;
                }
            }
            let share = share_of(&hands[..players], &takers[..n], &field.pile, p);
            out[p] += field.chance * field.extra / n as f64;
            if share.iter().all(|&t| t == 0) {
                continue;
            }
            if counts[p] < MAX_FIELDS {
                fields[p][counts[p]] = (field.chance, share);
                counts[p] += 1;
            } else {
                let gain = harvest::hand_points(&plus(&hands[p], &share))
                    - harvest::hand_points(&hands[p]);
                out[p] += field.chance * f64::from(gain);
            }
        }
    }
    let coming = coming(view, pool, turns, players);
    for p in 0..players {
        let hand = hands[p];
        let now = harvest::hand_points(&hand);
        let n = counts[p];
        let mut expected = 0.0;
        for mask in 0u32..(1 << n) {
            let mut chance = 1.0;
            let mut with = hand;
            for (i, (c, share)) in fields[p][..n].iter().enumerate() {
                if mask & (1 << i) != 0 {
                    chance *= c;
                    with = plus(&with, share);
                } else {
                    chance *= 1.0 - c;
                }
            }
            if chance <= 0.0 {
                continue;
            }
            let gain = f64::from(harvest::hand_points(&with) - now);
            expected += chance * (gain + next_set(&with, &coming));
        }
        out[p] += expected;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn coming(grain: f64, scarecrows: f64, others: f64) -> [f64; 6] {
        let mut c = [others; 6];
        c[Harvest::Grain.index()] = grain;
        c[Harvest::Scarecrow.index()] = scarecrows;
        c
    }

    #[test]
    fn the_next_set_comes_with_the_fruit_it_lacks_or_a_scarecrow() {
        let four = [1, 1, 1, 1, 0, 0];
        let p = next_set(&four, &coming(1.0, 0.0, 0.0)) / 5.0;
        assert!((p - (1.0 - (-1.0f64).exp())).abs() < 1e-12, "{p}");
        // Either a grain or a scarecrow completes it.
        let p = next_set(&four, &coming(1.0, 0.5, 0.0)) / 5.0;
        assert!((p - (1.0 - (-1.5f64).exp())).abs() < 1e-12, "{p}");
        // A scarecrow in hand makes this set; the next needs another of each fruit and two
        // grain, the scarecrow standing in for one of them.
        let p = next_set(&[1, 1, 1, 1, 0, 1], &coming(1.0, 0.0, 1.0)) / 5.0;
        let none = (-1.0f64).exp();
        let (got, two_grain) = (1.0 - none, 1.0 - 2.0 * none);
        let at_most_one_short =
            got.powi(4) * (two_grain + none) + 4.0 * got.powi(3) * none * two_grain;
        assert!((p - at_most_one_short).abs() < 1e-12, "{p}");
    }

    #[test]
    fn four_apples_need_the_four_other_fruits() {
        let apples = [4, 0, 0, 0, 0, 0];
        let each = 1.0 - (-0.8f64).exp();
        let p = next_set(&apples, &coming(0.8, 0.0, 0.8)) / 5.0;
        assert!((p - each.powi(4)).abs() < 1e-12, "{p}");
        assert_eq!(next_set(&apples, &coming(0.0, 0.0, 5.0)), 0.0, "no grain");
        // Two scarecrows in hand stand in for any two of them.
        let p = next_set(&[4, 0, 0, 0, 0, 2], &coming(0.8, 0.0, 0.8)) / 5.0;
        let two_of_four = each.powi(4)
            + 4.0 * each.powi(3) * (1.0 - each)
            + 6.0 * each.powi(2) * (1.0 - each).powi(2);
        assert!((p - two_of_four).abs() < 1e-12, "{p}");
    }

    #[test]
    fn nothing_to_come_completes_nothing() {
        assert_eq!(next_set(&[1, 1, 1, 1, 0, 0], &[0.0; 6]), 0.0);
        assert_eq!(at_least(0, 0.0), 1.0);
        assert!((at_least(2, 1.0) - (1.0 - 2.0 * (-1.0f64).exp())).abs() < 1e-12);
    }
}

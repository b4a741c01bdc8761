//! What Hills & Sheep's pieces promise a computer player beyond what final scoring would pay
//! now: the sheep a flock may still score (shepherds score nothing at the end, so a flock is
//! worth only what its owner gathers before then, against the wolves left in the bag), and the
//! vineyards a monastery may still get round it (3 each, paid only if it is completed).
//!
//! Hills shorten the game: each hill drawn puts the next tile under it, unplayed, so the turns
//! left are fewer than the tiles in the pile by the share of hills among the unseen tiles.
//!
//! Hills' tie-breaks are not a promise here: final scoring already gives every tie as it stands
//! to the follower on a hill, and a tie still to come would take points from the opponent who
//! made it, not add any to the hill's owner. Pricing that needs a judgement of how likely an
//! opponent is to join a feature at all, which no rule system's pieces give and the AI does
//! not make for any feature; counted for hills alone it would send followers to hills for
//! points no other judgement weighs against.

use crate::capability::{Outlook, View};
use crate::config::MAX_PLAYERS;
use crate::figures::Spot;

use super::{HillsState, SheepToken, VINEYARD_POINTS};

mod gaps;
#[cfg(test)]
mod tests;

use crate::board::Gaps;
use gaps::{Fits, Unseen};

/// Share of the turns in which a player who could extend their shepherd's field does so when
/// they mean to grow or gather (the tile may be wanted elsewhere).
const EXTENDS_WHEN_IT_CAN: f64 = 0.7;
/// Sheep a flock is followed up to (the bag holds 37).
const MOST_SHEEP: usize = 40;
/// Rounds a flock's choices are worked through one by one.
const MOST_ROUNDS: usize = 12;

/// Chance that each further gap of a monastery's square is filled too, and the turns of its
/// owner a gap takes (anyone's tiles fill a square), as the AI judges it.
const SQUARE_PER_GAP: f64 = 0.93;
const SQUARE_TURNS_PER_GAP: f64 = 0.6;

/// Everything the pieces of Hills & Sheep promise, added to `out` per seat.
pub(super) fn prospects(st: &HillsState, view: &View, outlook: &Outlook, out: &mut [f64]) {
    let seats = view.players().min(MAX_PLAYERS).min(out.len());
    let monks = view
        .figures
        .on_board
        .iter()
        .any(|f| f.spot == Spot::Monastery);
    // Nothing to judge: no flock, and no monastery that vineyards may still surround.
    if seats == 0 || (st.flocks.is_empty() && !(monks && outlook.tiles_left > 0)) {
        return;
    }
    let out = &mut out[..seats];
    let unseen = Unseen::of(view);
    let own_turns = turns_each(&unseen, outlook);
    flocks(st, view, &unseen, own_turns, out);
    vineyards(view, &unseen, own_turns, out);
}

/// Turns each active seat still has: every hill drawn buries the tile after it, so a share
/// `h` of hills among the unseen tiles leaves about `1 / (1 + h)` of the pile to be played.
fn turns_each(unseen: &Unseen, outlook: &Outlook) -> f64 {
    let hills = if unseen.total() == 0 {
        0.0
    } else {
        f64::from(unseen.hills) / f64::from(unseen.total())
    };
    outlook.tiles_left as f64 / (1.0 + hills) / outlook.active.max(1) as f64
}

/// Chances of the sheep tokens in the bag: 1, 2, 3 and 4 sheep; the rest is a wolf.
fn draws(bag: &[u8; 5]) -> Option<[f64; 4]> {
    let total: u32 = bag.iter().map(|&n| u32::from(n)).sum();
    if total == 0 {
        return None;
    }
    let mut sheep = [0.0; 4];
    for (i, &(token, _)) in SheepToken::BAG.iter().enumerate() {
        if let SheepToken::Sheep(n @ 1..=4) = token {
            sheep[usize::from(n) - 1] += f64::from(bag[i]) / f64::from(total);
        }
    }
    Some(sheep)
}

/// What a flock of `sheep` is expected to score: in each of `rounds` rounds its owner gets the
/// choice with chance `chance` and then gathers (scores the flock) or grows it (draws a token:
/// sheep join it, a wolf scatters it), whichever promises more; what is not gathered by the
/// end scores nothing. `now`: the choice is asked this moment.
///
/// Worked backwards from the end, a round at a time. More than [`MOST_ROUNDS`] rounds are
/// folded into that many with the same chances in all (within a few tenths of a point).
fn flock_worth(sheep: u32, bag: &[u8; 5], chance: f64, rounds: f64, now: bool) -> f64 {
    let s0 = (sheep as usize).min(MOST_SHEEP);
    let Some(draw) = draws(bag) else {
        return if now { f64::from(sheep) } else { 0.0 };
    };
    let grow = |worth: &[f64; MOST_SHEEP + 1], s: usize| -> f64 {
        draw.iter()
            .enumerate()
            .map(|(k, &p)| p * worth[(s + k + 1).min(MOST_SHEEP)])
            .sum()
    };
    let rounds = rounds.max(0.0);
    let (chance, rounds) = if rounds > MOST_ROUNDS as f64 {
        let folded = MOST_ROUNDS as f64;
        ((chance * rounds / folded).min(1.0), folded)
    } else {
        (chance, rounds)
    };
    let whole = rounds.floor() as usize;
    let part = rounds - whole as f64;
    // The last round first (the part of a round), then whole rounds back to now.
    let steps = std::iter::once(chance * part).chain(std::iter::repeat_n(chance, whole));
    let mut left = whole + 1;
    let mut worth = [0.0f64; MOST_SHEEP + 1];
    for c in steps {
        left -= 1;
        if c <= 0.0 {
            continue;
        }
        // A flock grows by 4 at most a round: only the sizes it can still reach matter.
        let top = (s0 + 4 * (left + usize::from(now))).min(MOST_SHEEP);
        let before = worth;
        for s in s0..=top {
            let best = (s as f64).max(grow(&before, s));
            worth[s] = c * best + (1.0 - c) * before[s];
        }
    }
    if now {
        (s0 as f64).max(grow(&worth, s0))
    } else {
        worth[s0]
    }
}

/// Every flock: its sheep are paid to every owner of a shepherd in its field if gathered.
fn flocks(st: &HillsState, view: &View, unseen: &Unseen, own_turns: f64, out: &mut [f64]) {
    let board = view.board;
    let seats = out.len();
    for (i, flock) in st.flocks.iter().enumerate() {
        let Some(root) = board.figure_root(&flock.shepherd) else {
            continue;
        };
        let same_field = |f: &super::Flock| board.figure_root(&f.shepherd) == Some(root);
        if st.flocks[..i].iter().any(same_field) {
            continue;
        }
        let mut owners = [false; MAX_PLAYERS];
        let mut sheep = 0u32;
        let mut asked = false;
        for f in st.flocks.iter().filter(|f| same_field(f)) {
            if f.shepherd.player < seats {
                owners[f.shepherd.player] = true;
            }
            sheep += f.tokens.iter().map(|&n| u32::from(n)).sum::<u32>();
            asked |= st.asking.contains(&f.shepherd);
        }
        let owner_count = owners.iter().filter(|&&o| o).count() as i32;
        // A closed field is never extended again: its flock waits for nothing (the rulebook's
        // reading; in the other, it has scored already).
        let chance = if board.feature(root).open > 0 && own_turns > 0.0 {
            let gaps = Gaps::of(board, root);
            let one = EXTENDS_WHEN_IT_CAN * Fits::any(view, unseen, &gaps);
            1.0 - (1.0 - one).powi(owner_count)
        } else {
            0.0
        };
        let worth = flock_worth(sheep, &st.bag, chance, own_turns, asked);
        for (p, v) in out.iter_mut().enumerate() {
            if owners[p] {
                *v += worth;
            }
        }
    }
}

/// Vineyards still to come round an occupied monastery: for each empty cell of its square, the
/// share of the tiles that could fill it that show a vineyard, 3 points each, if the square is
/// completed (the vineyards already round it are part of its completed value, which the AI
/// weighs with its own chance of completion).
fn vineyards(view: &View, unseen: &Unseen, own_turns: f64, out: &mut [f64]) {
    if own_turns <= 0.0 || unseen.vineyards == 0 {
        return;
    }
    let board = view.board;
    for f in &view.figures.on_board {
        if f.spot != Spot::Monastery || f.player >= out.len() {
            continue;
        }
        let gaps = Gaps::round(board, f.pos);
        if gaps.len() == 0 {
            continue;
        }
        let fits = Fits::of(view, unseen, &gaps);
        let vines: f64 = fits.vineyard[..gaps.len()].iter().sum();
        if vines == 0.0 {
            continue;
        }
        let n = gaps.len() as f64;
        let base = SQUARE_PER_GAP.powi(gaps.len() as i32 - 1);
        let time = (own_turns / (n * SQUARE_TURNS_PER_GAP)).min(1.0);
        let fill: f64 = fits.each[..gaps.len()]
            .iter()
            .map(|&e| (e * 4.0).min(1.0))
            .product();
        out[f.player] += f64::from(VINEYARD_POINTS) * vines * base * time * fill;
    }
}

//! Harvest tokens: who takes which when a crop field is completed, and what a hand is worth.
//!
//! The rulebook lets tied farmers take the gathered tokens one at a time, the player who
//! completed the field first (or the first tied player clockwise from them). It does not say
//! which token each takes; the engine takes for them the token that helps their hand most (our
//! choice, so that a completion never waits on a question): one that makes a new set of five
//! fruits, else a fruit they hold none of, else the kind they hold fewest of, scarecrows last
//! unless they complete a set; ties go in the order apple, strawberry, pumpkin, sunflower,
//! grain.

use std::cmp::Reverse;

use super::Harvest;

/// Tokens of each kind, indexed by [`Harvest::index`].
pub(crate) type Hand = [u32; 6];

/// Points for each set of five different fruits.
pub(crate) const SET_BONUS: u32 = 5;

/// How many sets of five different fruits a hand makes, scarecrows standing in for any fruit.
pub(crate) fn sets(hand: &Hand) -> u32 {
    let scarecrows = hand[Harvest::Scarecrow.index()];
    let total: u32 = hand.iter().sum();
    let mut best = 0;
    for k in 1..=total / 5 {
        let missing: u32 = Harvest::FRUITS
            .iter()
            .map(|f| k.saturating_sub(hand[f.index()]))
            .sum();
        if missing <= scarecrows {
            best = k;
        } else {
            break;
        }
    }
    best
}

/// What a hand scores at the end: 1 per token and [`SET_BONUS`] per set.
pub(crate) fn hand_points(hand: &Hand) -> u32 {
    hand.iter().sum::<u32>() + SET_BONUS * sets(hand)
}

/// How much taking a token helps a hand, compared field by field: greater is better.
type Rank = (bool, bool, bool, Reverse<u32>, Reverse<usize>);

/// How much taking a token of kind `h` helps `hand`.
fn rank(hand: &Hand, h: Harvest) -> Rank {
    let mut after = *hand;
    after[h.index()] += 1;
    let new_set = sets(&after) > sets(hand);
    let fruit = h != Harvest::Scarecrow;
    (
        new_set,
        fruit && hand[h.index()] == 0,
        fruit,
        Reverse(hand[h.index()]),
        Reverse(h.index()),
    )
}

/// The token `hand` takes from `pile` (which must not be empty).
fn pick(hand: &Hand, pile: &[Harvest]) -> usize {
    let mut best = 0;
    for (i, &h) in pile.iter().enumerate() {
        if rank(hand, h) > rank(hand, pile[best]) {
            best = i;
        }
    }
    best
}

/// The kind `hand` takes from a pile counted by kind, as [`share`] takes; `None` if it is
/// empty.
pub(crate) fn best_of(hand: &Hand, pile: &Hand) -> Option<Harvest> {
    Harvest::ALL
        .into_iter()
        .filter(|h| pile[h.index()] > 0)
        .max_by_key(|&h| rank(hand, h))
}

/// Shares `pile` among `takers` (seats, in the order they take) and returns what each took,
/// as (seat, token) in taking order.
pub(crate) fn share(
    hands: &[Hand],
    takers: &[usize],
    mut pile: Vec<Harvest>,
) -> Vec<(usize, Harvest)> {
    let mut hands: Vec<Hand> = hands.to_vec();
    let mut out = Vec::new();
    let mut turn = 0;
    while !pile.is_empty() && !takers.is_empty() {
        let seat = takers[turn % takers.len()];
        let hand = hands.get(seat).copied().unwrap_or_default();
        let token = pile.remove(pick(&hand, &pile));
        if let Some(h) = hands.get_mut(seat) {
            h[token.index()] += 1;
        }
        out.push((seat, token));
        turn += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(apple: u32, straw: u32, pumpkin: u32, sun: u32, grain: u32, scare: u32) -> Hand {
        [apple, straw, pumpkin, sun, grain, scare]
    }

    #[test]
    fn scarecrows_fill_the_gaps_of_a_set() {
        assert_eq!(sets(&hand(1, 1, 1, 1, 1, 0)), 1);
        assert_eq!(sets(&hand(1, 1, 1, 1, 0, 0)), 0);
        assert_eq!(sets(&hand(1, 1, 1, 1, 0, 1)), 1);
        assert_eq!(sets(&hand(2, 2, 2, 0, 0, 3)), 1);
        assert_eq!(sets(&hand(2, 2, 2, 0, 0, 4)), 2);
        assert_eq!(sets(&hand(0, 0, 0, 0, 0, 8)), 1);
        assert_eq!(sets(&Hand::default()), 0);
    }

    #[test]
    fn the_greedy_taker_completes_sets_before_collecting_doubles() {
        let mine = hand(1, 1, 1, 1, 0, 0);
        let pile = vec![Harvest::Apple, Harvest::Scarecrow, Harvest::Grain];
        assert_eq!(pile[pick(&mine, &pile)], Harvest::Grain);
        let pile = vec![Harvest::Apple, Harvest::Scarecrow];
        assert_eq!(pile[pick(&mine, &pile)], Harvest::Scarecrow);
        let pile = vec![Harvest::Scarecrow, Harvest::Pumpkin];
        assert_eq!(pile[pick(&Hand::default(), &pile)], Harvest::Pumpkin);
    }
}

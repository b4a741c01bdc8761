//! The draw pile, in parts: tiles whose order the rules fix (the river's fork first, its lake
//! last) and tiles whose order is hidden (shuffled). Only a shuffled part may be re-dealt for a
//! determinised copy, and a quick game's tiles left in the box stay unseen but undrawable.

use serde::{Deserialize, Serialize};

use crate::rng::Rng;
use crate::tiles::{catalogue, TileId, TileSet};

/// One cell of a start piece: which tile lies where, turned how.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct StartCell {
    pub tile: TileId,
    pub pos: crate::geometry::Pos,
    pub rotation: crate::geometry::Rotation,
}

/// How the deck is laid out before the game starts; capabilities fill it in.
#[derive(Default)]
pub(crate) struct DeckPlan {
    /// Start tile; the game's own when no capability sets one.
    pub start: Option<TileId>,
    /// A start piece of several cells (the Wheel of Fortune's board), laid in this order; when
    /// a capability lays one, `start` is not laid unless the capability puts it in the piece.
    pub start_piece: Vec<StartCell>,
    /// Tiles drawn first, in this order (the river's fork).
    pub first: Vec<TileId>,
    /// Tiles drawn next, shuffled (the river).
    pub shuffled_first: Vec<TileId>,
    /// Tiles drawn after those and before the land (the lake).
    pub after_first: Vec<TileId>,
    /// Tiles shuffled into the land deck.
    pub land: Vec<TileId>,
}

impl DeckPlan {
    /// Puts every land tile of `set`, as many of each as the box holds, into the land deck.
    pub fn add_land(&mut self, set: TileSet) {
        for t in catalogue().in_set(set) {
            self.land
                .extend(std::iter::repeat_n(t.id, usize::from(t.count_second)));
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct DeckPart {
    /// In reverse drawing order: the next tile is the last.
    tiles: Vec<TileId>,
    /// Whether the order is hidden (shuffled) rather than fixed by the rules.
    shuffled: bool,
    /// Tiles of this part left in the box (a quick game): never seen, drawn only in place of
    /// a tile that fits nowhere (see [`Deck::swap_next`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    undealt: Vec<TileId>,
    /// Tiles put out of the game face down (under a hill): never seen, never drawn.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    buried: Vec<TileId>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Deck {
    /// Drawn from the first part that still has tiles.
    parts: Vec<DeckPart>,
}

impl Deck {
    /// A deck drawn in exactly this order (replays, tests), laid out in the parts the rules
    /// give it: a run at the start that `plan` fixes (the river's fork first, its lake last)
    /// stays public, and everything the rules would have shuffled is hidden, so that an
    /// observation of a game dealt this way cannot read the order any more than one of a
    /// game dealt from a seed.
    pub fn arranged(order: Vec<TileId>, plan: &DeckPlan) -> Deck {
        let mut rest = order.into_iter().peekable();
        let mut deck = Deck::default();
        let groups = [
            (&plan.first, false),
            (&plan.shuffled_first, true),
            (&plan.after_first, false),
        ];
        for (group, shuffled) in groups {
            let mut left: Vec<TileId> = group.clone();
            let mut part = Vec::new();
            while let Some(i) = rest.peek().and_then(|t| left.iter().position(|l| l == t)) {
                left.swap_remove(i);
                part.extend(rest.next());
            }
            deck.push_part(part, shuffled, Vec::new());
        }
        deck.push_part(rest.collect(), true, Vec::new());
        deck
    }

    /// Appends a part drawn after the others, in `order`.
    pub fn push_part(&mut self, mut order: Vec<TileId>, shuffled: bool, undealt: Vec<TileId>) {
        if order.is_empty() && undealt.is_empty() {
            return;
        }
        order.reverse();
        self.parts.push(DeckPart {
            tiles: order,
            shuffled,
            undealt,
            buried: Vec::new(),
        });
    }

    /// A deck stored by engine 0.1 (one list, next tile last). Its structure was not stored:
    /// a leading run of river tiles is treated as the river stack (lake fixed at its end).
    pub fn from_v1(reversed: Vec<TileId>) -> Deck {
        let mut order = reversed;
        order.reverse();
        let river = order.iter().take_while(|t| t.def().has_river()).count();
        let land = order.split_off(river);
        let mut deck = Deck::default();
        let lake = order.pop();
        deck.push_part(order, true, Vec::new());
        deck.push_part(lake.into_iter().collect(), false, Vec::new());
        deck.push_part(land, true, Vec::new());
        deck
    }

    pub fn draw(&mut self) -> Option<TileId> {
        self.parts.iter_mut().find_map(|p| p.tiles.pop())
    }

    /// Puts the next tile out of the game face down (under a hill): it stays unseen, so a
    /// determinised copy may imagine any unseen tile there, and is never drawn.
    pub fn bury(&mut self) -> bool {
        match self.parts.iter_mut().find(|p| !p.tiles.is_empty()) {
            Some(part) => {
                if let Some(t) = part.tiles.pop() {
                    part.buried.push(t);
                }
                true
            }
            None => false,
        }
    }

    /// The next tile to be drawn and the tiles its part left in the box.
    pub fn next_and_spares(&self) -> Option<(TileId, &[TileId])> {
        let part = self.parts.iter().find(|p| !p.tiles.is_empty())?;
        Some((*part.tiles.last()?, &part.undealt))
    }

    /// Puts the next tile back in the box and makes the `i`-th tile its part left there the
    /// next one instead.
    pub fn swap_next(&mut self, i: usize) {
        if let Some(part) = self.parts.iter_mut().find(|p| !p.tiles.is_empty()) {
            if let (Some(next), true) = (part.tiles.last_mut(), i < part.undealt.len()) {
                std::mem::swap(next, &mut part.undealt[i]);
            }
        }
    }

    /// Tiles still to be drawn.
    pub fn len(&self) -> usize {
        self.parts.iter().map(|p| p.tiles.len()).sum()
    }

    /// Every tile nobody has seen: the draw pile and the tiles left in the box.
    pub fn unseen(&self) -> impl Iterator<Item = TileId> + '_ {
        self.parts
            .iter()
            .flat_map(|p| p.tiles.iter().chain(&p.undealt).chain(&p.buried))
            .copied()
    }

    /// Deals every hidden part again from its unseen tiles, as a player who cannot see the
    /// order would imagine it.
    pub fn redeal(&mut self, rng: &mut Rng) {
        for part in self.parts.iter_mut().filter(|p| p.shuffled) {
            let drawable = part.tiles.len();
            let in_box = part.undealt.len();
            let mut pool: Vec<TileId> = part.tiles.drain(..).collect();
            pool.append(&mut part.undealt);
            pool.append(&mut part.buried);
            rng.shuffle(&mut pool);
            let mut rest = pool.split_off(drawable);
            part.buried = rest.split_off(in_box);
            part.undealt = rest;
            part.tiles = pool;
        }
    }

    /// Forgets the hidden order: every hidden part sorted, as an observation shows it.
    pub fn conceal(&mut self) {
        for part in self.parts.iter_mut().filter(|p| p.shuffled) {
            let drawable = part.tiles.len();
            let in_box = part.undealt.len();
            part.tiles.append(&mut part.undealt);
            part.tiles.append(&mut part.buried);
            part.tiles.sort_unstable();
            let mut rest = part.tiles.split_off(drawable);
            part.buried = rest.split_off(in_box);
            part.undealt = rest;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::by_name;

    fn t(name: &str) -> TileId {
        by_name(name).expect("tile")
    }

    #[test]
    fn parts_are_drawn_in_order_and_only_hidden_ones_are_redealt() {
        let mut deck = Deck::default();
        deck.push_part(vec![t("R2.d")], false, Vec::new());
        deck.push_part(vec![t("R1.b"), t("R1.c"), t("R1.d")], true, Vec::new());
        deck.push_part(vec![t("R1.l")], false, Vec::new());
        deck.push_part(vec![t("A"), t("B")], true, vec![t("C"), t("X")]);
        assert_eq!(deck.len(), 7);
        assert_eq!(deck.unseen().count(), 9);
        let mut rng = Rng::new(3);
        let mut copy = deck.clone();
        copy.redeal(&mut rng);
        assert_eq!(copy.len(), 7);
        let mut a: Vec<TileId> = deck.unseen().collect();
        let mut b: Vec<TileId> = copy.unseen().collect();
        a.sort_unstable();
        b.sort_unstable();
        assert_eq!(a, b, "a re-deal keeps the unseen multiset");
        assert_eq!(copy.draw(), Some(t("R2.d")), "the fork stays first");
        for _ in 0..3 {
            assert!(copy.draw().is_some_and(|x| x.def().has_river()));
        }
        assert_eq!(copy.draw(), Some(t("R1.l")), "the lake stays last");
        assert_eq!(deck.draw(), Some(t("R2.d")));
        assert_eq!(deck.draw(), Some(t("R1.b")));
    }

    #[test]
    fn an_arranged_deck_hides_what_the_rules_shuffle_and_keeps_what_they_fix() {
        let plan = DeckPlan {
            first: vec![t("R2.d")],
            shuffled_first: vec![t("R1.b"), t("R1.c")],
            after_first: vec![t("R1.l")],
            ..DeckPlan::default()
        };
        let order = vec![
            t("R2.d"),
            t("R1.c"),
            t("R1.b"),
            t("R1.l"),
            t("V"),
            t("A"),
            t("U"),
        ];
        let mut deck = Deck::arranged(order.clone(), &plan);
        let mut drawn = Vec::new();
        let mut copy = deck.clone();
        while let Some(tile) = copy.draw() {
            drawn.push(tile);
        }
        assert_eq!(drawn, order, "drawn exactly in the given order");
        deck.conceal();
        let mut seen = Vec::new();
        while let Some(tile) = deck.draw() {
            seen.push(tile);
        }
        assert_eq!(seen[0], t("R2.d"), "the fork stays first");
        assert_eq!(seen[3], t("R1.l"), "the lake stays after the river");
        let mut land = seen[4..].to_vec();
        assert_ne!(land, order[4..], "the land's order is forgotten");
        land.sort_unstable();
        let mut expected = order[4..].to_vec();
        expected.sort_unstable();
        assert_eq!(land, expected);
    }

    #[test]
    fn concealing_forgets_the_order_but_not_the_tiles() {
        let mut a = Deck::default();
        a.push_part(vec![t("U"), t("V"), t("A")], true, vec![t("B")]);
        let mut b = Deck::default();
        b.push_part(vec![t("A"), t("B"), t("V")], true, vec![t("U")]);
        assert_ne!(a, b);
        a.conceal();
        b.conceal();
        assert_eq!(a, b);
        assert_eq!(a.len(), 3);
    }
}

//! The River I and II: the spring starts the game, river tiles are drawn before land tiles,
//! each must continue an open river end, and the lake (or River II's city) ends a branch.
//!
//! Set-up (rulebooks): River I puts the lake at the bottom of its stack; River II places the
//! fork first after the spring and its volcano lake last. Both together keep one spring (River
//! I's) and one lake (River I's), with the fork first, as the FAQ's "keep only one source and
//! one lake" says; River II's city end and the fork's second branch give the other ending.
//! With the river the base game's start tile is put away: both rulebooks start from the spring.
//!
//! The river must always be finishable. The rulebooks only forbid "turning twice in a row the
//! same way"; where they leave room, these are our choices:
//! - The U-turn rule read strictly (Wikicarpedia's FAQ also forbids turning the same way three
//!   times and warns that a straight tile in between does not make it safe): along a branch, a
//!   bend may never go the way of the branch's previous bend, however many straight tiles lie
//!   between. A branch then only ever moves forward and to one side, so it cannot block itself.
//! - A fork's straight branch counts as bent like its sibling, so its first bend leads away.
//! - Every open end flows into a cell of its own, not next to another end's cell, touching no
//!   tile but the one it flows from: branches keep a free cell between them, so no road or city
//!   edge of one can ever face the other's next tile.
//! - One tile ahead: a placement after which some river tile still to come (a public fact: the
//!   river set is known, only its order is hidden) would fit nowhere is refused, when this tile
//!   has another placement that avoids it.
//!
//! Measured over 20,000 seeded games each of River I, River II and both, with random, first and
//! last legal placements: no river tile was ever discarded and every river was finished (the
//! `river` tests run 2,000 of each). River I games play exactly as under the strict U-turn rule
//! alone, since one branch never comes near itself.
//!
//! River II's volcano: the lake with the volcano takes no figure and its player takes another
//! turn at once.

use serde::{Deserialize, Serialize};

use crate::action::Placement;
use crate::board::Board;
use crate::capability::{AfterPlace, Capability, Ctx, View};
use crate::config::GameConfig;
use crate::deck::DeckPlan;
use crate::geometry::{Pos, Rotation, Side};
use crate::rules::Expansion;
use crate::tiles::{by_name, catalogue, EdgeKind, TileDef, TileId, TileSet};

use super::States;

pub(crate) struct River;

/// The way a river tile bends, seen in the direction of flow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RiverTurn {
    Left,
    Right,
}

/// A river edge still open on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RiverEnd {
    pub pos: Pos,
    pub side: Side,
    /// The last bend along this branch (straight tiles keep it), if it has bent yet.
    pub last_turn: Option<RiverTurn>,
}

impl RiverEnd {
    /// The empty cell this end flows into.
    pub fn target(&self) -> Pos {
        self.pos.step(self.side)
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct RiverState {
    pub ends: Vec<RiverEnd>,
    /// The volcano was placed this turn: its player goes again.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub extra_turn: bool,
}

impl RiverState {
    pub fn is_idle(&self) -> bool {
        self.ends.is_empty() && !self.extra_turn
    }
}

fn river_sides(tile: &TileDef, rotation: Rotation) -> impl Iterator<Item = Side> + '_ {
    Side::ALL
        .into_iter()
        .filter(move |&s| tile.edge(s, rotation) == EdgeKind::River)
}

/// The bend of a tile entered through `inflow` and left through `outflow`.
fn bend(inflow: Side, outflow: Side) -> Option<RiverTurn> {
    let heading = inflow.opposite();
    if outflow == heading {
        None
    } else if outflow == heading.rotated(Rotation::new(1)) {
        Some(RiverTurn::Right)
    } else {
        Some(RiverTurn::Left)
    }
}

/// The table as a river check sees it: the board, perhaps with one more tile imagined on it.
#[derive(Clone, Copy)]
struct Table<'a> {
    board: &'a Board,
    imagined: Option<(Pos, &'a TileDef, Rotation)>,
}

impl Table<'_> {
    fn occupied(&self, pos: Pos) -> bool {
        self.board.is_occupied(pos) || self.imagined.is_some_and(|(p, _, _)| p == pos)
    }

    /// The edge that the tile across `side` of `pos` shows towards `pos`, if there is one.
    fn edge_facing(&self, pos: Pos, side: Side) -> Option<EdgeKind> {
        let n = pos.step(side);
        match self.imagined {
            Some((p, def, r)) if p == n => Some(def.edge(side.opposite(), r)),
            _ => self.board.get(n).map(|t| t.edge(side.opposite())),
        }
    }

    fn edges_match(&self, tile: &TileDef, at: Placement) -> bool {
        !self.occupied(at.pos)
            && Side::ALL.into_iter().all(|s| {
                self.edge_facing(at.pos, s)
                    .is_none_or(|e| e == tile.edge(s, at.rotation))
            })
    }
}

/// The open ends a placement would leave: `ends` without the one it continues, plus its own
/// outflows, each remembering the branch's last bend.
fn ends_after(ends: &[RiverEnd], tile: &TileDef, at: Placement, inflow: Side) -> Vec<RiverEnd> {
    let from = at.pos.step(inflow);
    let continued = |e: &&RiverEnd| e.pos == from && e.side == inflow.opposite();
    let previous = ends.iter().find(continued).and_then(|e| e.last_turn);
    let mut out: Vec<RiverEnd> = ends.iter().filter(|e| !continued(e)).copied().collect();
    let outs: Vec<Side> = river_sides(tile, at.rotation)
        .filter(|&s| s != inflow)
        .collect();
    // A fork's straight branch counts as bent like its sibling, so that its first bend takes
    // it away from the sibling rather than alongside it.
    let sibling = outs.iter().find_map(|&s| bend(inflow, s));
    for &side in &outs {
        let own = bend(inflow, side);
        let inherited = if outs.len() > 1 { sibling } else { previous };
        out.push(RiverEnd {
            pos: at.pos,
            side,
            last_turn: own.or(inherited),
        });
    }
    out
}

/// The river's own rules for a river tile whose edges already match the table: it continues
/// exactly one open end, does not bend the way its branch last bent, and leaves every open end
/// flowing into a cell of its own that touches no other tile. Returns the open ends after it.
fn continues(
    table: &Table,
    ends: &[RiverEnd],
    tile: &TileDef,
    at: Placement,
) -> Result<Vec<RiverEnd>, &'static str> {
    let mut joined = river_sides(tile, at.rotation).filter(|&s| table.occupied(at.pos.step(s)));
    let Some(inflow) = joined.next() else {
        return Err("a river tile must continue the open river");
    };
    if joined.next().is_some() {
        return Err("the river may not join itself");
    }
    let from = at.pos.step(inflow);
    let Some(end) = ends
        .iter()
        .find(|e| e.pos == from && e.side == inflow.opposite())
    else {
        return Err("a river tile must continue an open river end");
    };
    let mut outs = river_sides(tile, at.rotation).filter(|&s| s != inflow);
    if let (Some(out), None, Some(previous)) = (outs.next(), outs.next(), end.last_turn) {
        if bend(inflow, out) == Some(previous) {
            return Err("the river may not bend the same way as its last bend (U-turn)");
        }
    }
    let after = ends_after(ends, tile, at, inflow);
    for (i, a) in after.iter().enumerate() {
        let t = a.target();
        if after[i + 1..].iter().any(|b| b.target() == t) {
            return Err("two river ends may not flow into the same cell");
        }
        if after[i + 1..].iter().any(|b| b.target().is_beside(t)) {
            return Err("two river ends may not flow into neighbouring cells");
        }
        let crowded = Side::ALL.into_iter().any(|s| {
            let n = t.step(s);
            n != a.pos && (n == at.pos || table.occupied(n))
        });
        if crowded {
            return Err("the river may not flow up against the table");
        }
    }
    Ok(after)
}

/// Whether `tile` could go somewhere on `table` with `ends` open.
fn has_place(table: &Table, ends: &[RiverEnd], tile: &TileDef) -> bool {
    ends.iter().any(|e| {
        Rotation::ALL.into_iter().any(|rotation| {
            let at = Placement {
                pos: e.target(),
                rotation,
            };
            table.edges_match(tile, at) && continues(table, ends, tile, at).is_ok()
        })
    })
}

/// Distinct river tiles still to be drawn (public: the river set is known, its order is not).
fn remaining_river(view: &View) -> Vec<TileId> {
    let mut tiles: Vec<TileId> = view.deck.unseen().filter(|t| t.def().has_river()).collect();
    tiles.sort_unstable();
    tiles.dedup();
    tiles
}

impl Capability for River {
    type State = RiverState;
    const KEY: &'static str = "river";

    fn state(states: &States) -> &RiverState {
        &states.river
    }

    fn state_mut(states: &mut States) -> &mut RiverState {
        &mut states.river
    }

    fn check_state(&self, st: &RiverState, view: &View) -> Result<(), String> {
        for end in &st.ends {
            let on_river = view
                .board
                .get(end.pos)
                .is_some_and(|t| t.edge(end.side) == EdgeKind::River);
            if !on_river {
                return Err(format!(
                    "an open end at {} {} is on no river edge",
                    end.pos,
                    end.side.name()
                ));
            }
        }
        Ok(())
    }

    fn deck(&self, config: &GameConfig, plan: &mut DeckPlan) {
        let set_tiles = |set| {
            catalogue()
                .in_set(set)
                .flat_map(|t| std::iter::repeat_n(t.id, usize::from(t.count_second)))
                .collect::<Vec<_>>()
        };
        let (r1, r2) = (config.has(Expansion::River1), config.has(Expansion::River2));
        let (spring, fork, lake) = match (r1, r2) {
            (true, true) => (by_name("R1.a"), by_name("R2.d"), by_name("R1.l")),
            (false, true) => (by_name("R2.a"), by_name("R2.d"), by_name("R2.c")),
            _ => (by_name("R1.a"), None, by_name("R1.l")),
        };
        let mut middle = Vec::new();
        if r1 {
            middle.extend(set_tiles(TileSet::River1));
        }
        if r2 {
            middle.extend(set_tiles(TileSet::River2));
        }
        // Springs and lakes of either set leave the middle of the stack.
        let special = ["R1.a", "R1.l", "R2.a", "R2.c", "R2.d"].map(by_name);
        middle.retain(|t| !special.contains(&Some(*t)));
        plan.start = spring;
        plan.first.extend(fork);
        plan.shuffled_first.extend(middle);
        plan.after_first.extend(lake);
    }

    /// The river's rules, then a look one tile ahead: a placement after which some river
    /// tile still to come could go nowhere is refused, unless every placement of this tile is
    /// (then the rules alone decide).
    fn check_placement(
        &self,
        st: &RiverState,
        view: &View,
        tile: &TileDef,
        at: Placement,
    ) -> Result<(), String> {
        if !tile.has_river() {
            return Ok(());
        }
        let table = Table {
            board: view.board,
            imagined: None,
        };
        let after = continues(&table, &st.ends, tile, at)?;
        let remaining = remaining_river(view);
        let starves = |at: Placement, after: &[RiverEnd]| {
            let table = Table {
                board: view.board,
                imagined: Some((at.pos, tile, at.rotation)),
            };
            remaining
                .iter()
                .copied()
                .find(|t| !has_place(&table, after, t.def()))
        };
        let Some(starved) = starves(at, &after) else {
            return Ok(());
        };
        // Refuse only if another placement of this tile keeps every river tile placeable.
        let alternative = st.ends.iter().any(|e| {
            Rotation::ALL.into_iter().any(|rotation| {
                let other = Placement {
                    pos: e.target(),
                    rotation,
                };
                other != at
                    && table.edges_match(tile, other)
                    && continues(&table, &st.ends, tile, other)
                        .is_ok_and(|after| starves(other, &after).is_none())
            })
        });
        if alternative {
            return Err(format!(
                "the river would leave no place for tile {} (place this one elsewhere)",
                starved.name()
            ));
        }
        Ok(())
    }

    fn tile_placed(
        &self,
        st: &mut RiverState,
        ctx: &mut Ctx,
        tile: &TileDef,
        at: Placement,
    ) -> AfterPlace {
        if !tile.has_river() {
            return AfterPlace::default();
        }
        let board = ctx.view.board;
        // The placement was checked: the one river side with a neighbour is the inflow.
        let inflow = river_sides(tile, at.rotation).find(|&s| board.is_occupied(at.pos.step(s)));
        st.ends = match inflow {
            Some(inflow) => ends_after(&st.ends, tile, at, inflow),
            // The spring: every river side flows out.
            None => river_sides(tile, at.rotation)
                .map(|side| RiverEnd {
                    pos: at.pos,
                    side,
                    last_turn: None,
                })
                .collect(),
        };
        let volcano =
            tile.volcano && ctx.view.config.variant(crate::variants::VOLCANO) == "extra-turn";
        if volcano {
            st.extra_turn = true;
        }
        AfterPlace {
            skip_figure: volcano,
        }
    }

    fn turn_end(&self, st: &mut RiverState, _ctx: &mut Ctx) -> bool {
        std::mem::take(&mut st.extra_turn)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bends_are_seen_in_the_direction_of_flow() {
        // Entering from the north (flowing south), leaving west is a right turn for the water.
        assert_eq!(bend(Side::N, Side::W), Some(RiverTurn::Right));
        assert_eq!(bend(Side::N, Side::E), Some(RiverTurn::Left));
        assert_eq!(bend(Side::N, Side::S), None);
        assert_eq!(bend(Side::W, Side::S), Some(RiverTurn::Right));
    }
}

//! The River I and II: the spring starts the game, river tiles are drawn before land tiles,
//! each must continue an open river end without an immediate U-turn, and the lake ends it.
//!
//! Set-up (rulebooks): River I puts the lake at the bottom of its stack; River II places the
//! fork first after the spring and its volcano lake last. Both together keep one spring (River
//! I's) and one lake (River I's), with the fork first, as the FAQ's "keep only one source and
//! one lake" says; River II's city end and the fork's second branch give the other ending.

use serde::{Deserialize, Serialize};

use crate::action::Placement;
use crate::config::GameConfig;
use crate::game::Game;
use crate::geometry::{Pos, Side};
use crate::tiles::{by_name, catalogue, EdgeKind, TileDef, TileSet};

use super::{AfterPlace, DeckPlan, Module};

pub struct River;

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
    /// How the tile holding this end bent the river (None for straight, spring or fork).
    pub last_turn: Option<RiverTurn>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RiverState {
    pub ends: Vec<RiverEnd>,
}

fn river_sides(tile: &TileDef, at: Placement) -> impl Iterator<Item = Side> + '_ {
    Side::ALL
        .into_iter()
        .filter(move |&s| tile.edge(s, at.rotation) == EdgeKind::River)
}

/// The bend of a tile entered through `inflow` and left through `outflow`.
fn bend(inflow: Side, outflow: Side) -> Option<RiverTurn> {
    let heading = inflow.opposite();
    if outflow == heading {
        None
    } else if outflow == heading.rotated(crate::geometry::Rotation::new(1)) {
        Some(RiverTurn::Right)
    } else {
        Some(RiverTurn::Left)
    }
}

impl Module for River {
    fn name(&self) -> &'static str {
        "river"
    }

    fn deck(&self, config: &GameConfig, plan: &mut DeckPlan) {
        let set_tiles = |set| {
            catalogue()
                .in_set(set)
                .flat_map(|t| std::iter::repeat_n(t.id, usize::from(t.count_second)))
                .collect::<Vec<_>>()
        };
        let named = |n: &str| by_name(n);
        let (spring, fork, lake) = match (config.river1, config.river2) {
            (true, true) => (named("R1.a"), named("R2.d"), named("R1.l")),
            (false, true) => (named("R2.a"), named("R2.d"), named("R2.c")),
            _ => (named("R1.a"), None, named("R1.l")),
        };
        let mut middle = Vec::new();
        if config.river1 {
            middle.extend(set_tiles(TileSet::River1));
        }
        if config.river2 {
            middle.extend(set_tiles(TileSet::River2));
        }
        // Springs and lakes of either set leave the middle of the stack.
        let special = ["R1.a", "R1.l", "R2.a", "R2.c", "R2.d"].map(named);
        middle.retain(|t| !special.contains(&Some(*t)));
        plan.start = spring;
        plan.first.extend(fork);
        plan.shuffled_first.extend(middle);
        plan.after_first.extend(lake);
    }

    fn check_placement(&self, game: &Game, tile: &TileDef, at: Placement) -> Result<(), String> {
        if !tile.has_river() {
            return Ok(());
        }
        let board = game.board();
        let mut joined = river_sides(tile, at).filter(|&s| board.is_occupied(at.pos.step(s)));
        let Some(inflow) = joined.next() else {
            return Err("a river tile must continue the open river".into());
        };
        if joined.next().is_some() {
            return Err("the river may not join itself".into());
        }
        let from = at.pos.step(inflow);
        let end = game
            .river()
            .ends
            .iter()
            .find(|e| e.pos == from && e.side == inflow.opposite());
        let Some(end) = end else {
            return Err("a river tile must continue an open river end".into());
        };
        let outs: Vec<Side> = river_sides(tile, at).filter(|&s| s != inflow).collect();
        if let ([out], Some(previous)) = (outs.as_slice(), end.last_turn) {
            if bend(inflow, *out) == Some(previous) {
                return Err("the river may not turn twice in a row the same way (U-turn)".into());
            }
        }
        Ok(())
    }

    fn after_place(&self, game: &mut Game, tile: &TileDef, at: Placement) -> AfterPlace {
        if !tile.has_river() {
            return AfterPlace::default();
        }
        let sides: Vec<Side> = river_sides(tile, at).collect();
        let inflow = sides
            .iter()
            .copied()
            .find(|&s| game.board().is_occupied(at.pos.step(s)));
        let state = game.river_mut();
        if let Some(inflow) = inflow {
            let from = at.pos.step(inflow);
            state
                .ends
                .retain(|e| !(e.pos == from && e.side == inflow.opposite()));
        }
        let outs: Vec<Side> = sides.into_iter().filter(|&s| Some(s) != inflow).collect();
        let turn = match (inflow, outs.as_slice()) {
            (Some(i), [o]) => bend(i, *o),
            _ => None,
        };
        for out in outs {
            state.ends.push(RiverEnd {
                pos: at.pos,
                side: out,
                last_turn: turn,
            });
        }
        AfterPlace {
            skip_deploy: tile.volcano,
            extra_turn: tile.volcano,
        }
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

//! The River I and II: the spring starts the game, river tiles are drawn before land tiles,
//! each must continue an open river end, and the lake (or River II's city) ends a branch.
//!
//! Set-up (rulebooks): River I puts the lake at the bottom of its stack; River II places the
//! fork first after the spring and its volcano lake last. Both together keep one spring (River
//! I's) and one lake (River I's), with the fork first, as the FAQ's "keep only one source and
//! one lake" says; River II's city end and the fork's second branch give the other ending.
//! With the river the base game's start tile is put away: both rulebooks start from the spring.
//!
//! Placing a river tile (Wikicarpedia's River page, its FAQ, and the 2nd edition's "never
//! place 2 bends in the same direction one after the other"):
//! - It continues exactly one open river end, and never joins two ends (River II: "You cannot
//!   connect both river branches together").
//! - No U-turn: a bend may not go the same way as the tile it continues, when that tile bent
//!   too. A straight tile in between makes it legal again (the FAQ: "Only immediate U-turns
//!   are explicitly forbidden"; JCloisterZone agrees).
//! - The fork counts, for each of its branches, as the tile that branch flows through: a bend
//!   for a branch that turns (so that branch may not turn the same way next), a straight tile
//!   for the branch that goes on in the river's direction.
//! - Room ahead: wherever the placed tile lets the river flow out, the cell it flows into must
//!   have free cells on both sides, and the cell beyond it and that cell's two sides must be
//!   free too. This is JCloisterZone's look-ahead, so a placement is refused here exactly
//!   when JCloisterZone refuses it. It also keeps every new branch end clear of the rest of
//!   the river, and it is what refuses the FAQ's third turn the same way when that turn would
//!   send the river back against its own bank ("Turning river the same way three times should
//!   also be considered prohibited"). A river that winds three times the same way with room
//!   to spare, as JCloisterZone allows, is allowed: the newer rulebooks (2nd edition, Big Box)
//!   forbid only the U-turn.
//!
//! Room ahead does not promise that every river tile will fit: one branch can crowd the
//! other's way, or a bend can leave room for no tile still to come. A river tile that fits
//! nowhere is set aside like any other tile (JCloisterZone does the same) and the player
//! draws again; the river's last end may stay open, and the game never stops.
//!
//! River II's volcano: the lake with the volcano takes no figure and its player takes another
//! turn at once (unless that turn was already an extra one: the core grants no third).

mod record;
use serde::{Deserialize, Serialize};

use crate::action::Placement;
use crate::board::Board;
use crate::capability::{AfterPlace, Capability, Ctx, View};
use crate::config::GameConfig;
use crate::deck::DeckPlan;
use crate::geometry::{Pos, Rotation, Side};
use crate::note::Note;
use crate::rules::{Expansion, ExpansionDef};
use crate::tiles::{by_name, catalogue, EdgeKind, TileDef, TileSet};
use crate::variants::VariantDef;

/// River II's volcano: the rulebook gives its player another turn and no figure on it;
/// JCloisterZone without the dragon treats it as a plain lake.
pub const VOLCANO: &str = "volcano";
/// The symbol of River II's lake with the volcano.
pub const VOLCANO_SYMBOL: &str = "volcano";

pub(crate) struct River;

#[allow(non_upper_case_globals)]
impl TileSet {
    /// The River's 12 tiles.
    pub const River1: TileSet = TileSet::new("river1");
    /// The River II's 12 tiles.
    pub const River2: TileSet = TileSet::new("river2");
}

#[allow(non_upper_case_globals)]
impl Expansion {
    /// The River (I).
    pub const River1: Expansion = Expansion::new("river1");
    /// The River II.
    pub const River2: Expansion = Expansion::new("river2");
}

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
    /// How the tile at `pos` bent this branch (`None`: straight on, or the spring), which the
    /// next tile may not repeat. Games stored before the U-turn rule was read this way kept
    /// the branch's last bend here; read as this tile's bend it only ever refuses more.
    #[serde(alias = "last_turn")]
    pub turn: Option<RiverTurn>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct RiverState {
    pub ends: Vec<RiverEnd>,
    /// The volcano was placed this turn: its player goes again.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub extra_turn: bool,
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

/// The cells that must be free for the river leaving `pos` through `side`: both sides of the
/// cell it flows into, the cell beyond, and both sides of that one.
fn room_ahead(pos: Pos, side: Side) -> [Pos; 5] {
    let (left, right) = (
        side.rotated(Rotation::new(3)),
        side.rotated(Rotation::new(1)),
    );
    let next = pos.step(side);
    let beyond = next.step(side);
    [
        next.step(left),
        next.step(right),
        beyond,
        beyond.step(left),
        beyond.step(right),
    ]
}

/// The river's own rules for a river tile whose edges already match the table.
fn continues(
    board: &Board,
    ends: &[RiverEnd],
    tile: &TileDef,
    at: Placement,
) -> Result<(), &'static str> {
    // Errors are message keys (see `check_placement`).
    let mut joined = river_sides(tile, at.rotation).filter(|&s| board.is_occupied(at.pos.step(s)));
    let Some(inflow) = joined.next() else {
        return Err("river-refuse-continue");
    };
    if joined.next().is_some() {
        return Err("river-refuse-join");
    }
    let from = at.pos.step(inflow);
    let Some(end) = ends
        .iter()
        .find(|e| e.pos == from && e.side == inflow.opposite())
    else {
        return Err("river-refuse-open-end");
    };
    for out in river_sides(tile, at.rotation).filter(|&s| s != inflow) {
        let turn = bend(inflow, out);
        if turn.is_some() && turn == end.turn {
            return Err("river-refuse-u-turn");
        }
        if room_ahead(at.pos, out)
            .into_iter()
            .any(|p| board.is_occupied(p))
        {
            return Err("river-refuse-room-ahead");
        }
    }
    Ok(())
}

/// The open ends after a river tile entered through `inflow`: `ends` without the one it
/// continues, plus the tile's own outflows, each with the bend it makes.
fn ends_after(ends: &[RiverEnd], tile: &TileDef, at: Placement, inflow: Side) -> Vec<RiverEnd> {
    let from = at.pos.step(inflow);
    let mut after: Vec<RiverEnd> = ends
        .iter()
        .filter(|e| !(e.pos == from && e.side == inflow.opposite()))
        .copied()
        .collect();
    after.extend(
        river_sides(tile, at.rotation)
            .filter(|&s| s != inflow)
            .map(|side| RiverEnd {
                pos: at.pos,
                side,
                turn: bend(inflow, side),
            }),
    );
    after
}

impl Capability for River {
    type State = RiverState;
    const KEY: &'static str = "river";

    fn record(&self) -> Option<&'static dyn crate::record::part::RecordPart> {
        Some(&record::RiverRecord)
    }

    fn catalogue(&self) -> &'static str {
        include_str!("tiles.txt")
    }

    fn tile_sets(&self) -> &'static [TileSet] {
        &[TileSet::River1, TileSet::River2]
    }

    fn marks(&self) -> &'static [&'static str] {
        &[VOLCANO_SYMBOL]
    }

    fn variants(&self) -> &'static [VariantDef] {
        &[VariantDef {
            key: VOLCANO,
            expansion: Some(Expansion::River2),
            label: "River II's volcano",
            options: &[
                ("extra-turn", "no figure on it, and another turn (rulebook)"),
                ("plain", "a plain lake (JCloisterZone without the dragon)"),
            ],
            in_lobby: false,
        }]
    }

    fn expansions(&self) -> &'static [ExpansionDef] {
        &[
            ExpansionDef {
                expansion: Expansion::River1,
                label: "The River",
                rank: 2,
                offered: true,
            },
            ExpansionDef {
                expansion: Expansion::River2,
                label: "The River II",
                rank: 3,
                offered: true,
            },
        ]
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

    fn check_placement(
        &self,
        st: &RiverState,
        view: &View,
        tile: &TileDef,
        at: Placement,
    ) -> Result<(), Note> {
        if !tile.has_river() {
            return Ok(());
        }
        continues(view.board, &st.ends, tile, at).map_err(Note::new)
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
                    turn: None,
                })
                .collect(),
        };
        let volcano = tile.has(VOLCANO_SYMBOL) && ctx.view.config.variant(VOLCANO) == "extra-turn";
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

    #[test]
    fn room_ahead_is_the_two_cells_beside_the_next_and_three_beyond() {
        let mut cells = room_ahead(Pos::new(0, 0), Side::E).to_vec();
        cells.sort();
        let mut want = [(1, -1), (1, 1), (2, 0), (2, -1), (2, 1)].map(|(x, y)| Pos::new(x, y));
        want.sort();
        assert_eq!(cells, want);
    }

    #[test]
    fn two_river_ends_are_never_joined() {
        // Two straight river tiles with a gap between them, both ends facing the gap: legal
        // play never comes to this (room ahead keeps ends apart), the rule still holds.
        let straight = by_name("R1.d").expect("tile");
        let mut board = Board::new();
        board.place(straight, Pos::new(0, 0), Rotation::new(0), None);
        board.place(straight, Pos::new(2, 0), Rotation::new(0), Some(0));
        let ends = [
            RiverEnd {
                pos: Pos::new(0, 0),
                side: Side::E,
                turn: None,
            },
            RiverEnd {
                pos: Pos::new(2, 0),
                side: Side::W,
                turn: None,
            },
        ];
        let at = Placement {
            pos: Pos::new(1, 0),
            rotation: Rotation::new(0),
        };
        assert_eq!(
            continues(&board, &ends, straight.def(), at),
            Err("river-refuse-join")
        );
    }

    #[test]
    fn an_end_stored_with_its_branchs_last_bend_reads_as_its_tiles_bend() {
        let end: RiverEnd =
            serde_json::from_str(r#"{"pos":{"x":1,"y":0},"side":"S","last_turn":"Left"}"#)
                .expect("old field name");
        assert_eq!(end.turn, Some(RiverTurn::Left));
    }
}

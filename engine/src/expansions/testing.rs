//! A capability that exists only in tests: it uses every hook that the coming rule systems
//! need and no shipped capability uses yet, each switched on by a flag of its state, and it
//! records what it saw.

use crate::note::Note;
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::board::NodeId;
use crate::capability::{Capability, Completed, Ctx, View};
use crate::error::MoveError;
use crate::figures::{Figure, FigureKind, Spot};
use crate::geometry::Pos;
use crate::tiles::{FeatureKind, TileId};

pub(crate) struct Probe;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum Asking {
    #[default]
    Nothing,
    /// Every player returns one figure from the table (the Wheel of Fortune's plague).
    Plague,
    /// Grow or gather (a shepherd's flock).
    Flock,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct ProbeState {
    // Switches.
    pub plague_on_draw: bool,
    pub flock_after_figure: bool,
    /// Followers go on a road only if it already spans this many tiles (a rule that needs
    /// the feature, as the builder's does).
    pub roads_from_tiles: u32,
    pub vineyard_bonus: u32,
    /// Ties go to the lowest seat (stands in for the hills).
    pub lowest_seat_wins_ties: bool,
    /// Every turn asks for another one (the core grants no third in a row).
    pub double_turns: bool,
    // What it saw.
    pub asking: Asking,
    pub drawn: Vec<TileId>,
    /// Tiles left in the deck when each tile was drawn.
    pub deck_left: Vec<usize>,
    /// Dice the game's random source gave for each "grow".
    pub grown: Vec<usize>,
    pub completed: Vec<(u32, usize)>,
    pub returned: Vec<(usize, FigureKind)>,
    pub decided: Vec<(usize, Action)>,
}

impl Capability for Probe {
    type State = ProbeState;
    const KEY: &'static str = "probe";

    fn tile_drawn(&self, st: &mut ProbeState, ctx: &mut Ctx, tile: TileId) {
        st.drawn.push(tile);
        st.deck_left.push(ctx.view.deck.len());
        if st.plague_on_draw && ctx.view.figures.on_board.len() >= 2 {
            st.asking = Asking::Plague;
            let n = ctx.view.players();
            for k in 0..n {
                ctx.ask((ctx.view.current + k) % n);
            }
        }
    }

    fn check_deploy(
        &self,
        st: &ProbeState,
        view: &View,
        figure: FigureKind,
        _pos: Pos,
        _spot: Spot,
        node: Option<NodeId>,
    ) -> Result<(), Note> {
        let Some(node) = node.filter(|&n| view.board.feature(n).kind == FeatureKind::Road) else {
            return Ok(());
        };
        let tiles = view.board.feature_tile_count(node);
        if figure == FigureKind::FOLLOWER && tiles < st.roads_from_tiles {
            return Err(Note::new("probe-refuse-short-road")
                .number("tiles", i64::from(st.roads_from_tiles)));
        }
        Ok(())
    }

    fn after_figure(&self, st: &mut ProbeState, ctx: &mut Ctx, _pos: Pos) {
        if st.flock_after_figure {
            st.asking = Asking::Flock;
            ctx.ask(ctx.view.current);
        }
    }

    fn decision(&self, st: &ProbeState, view: &View, player: usize, out: &mut Vec<Action>) {
        match st.asking {
            Asking::Plague => {
                out.extend(view.figures.of(player).map(|f| Action::Withdraw {
                    pos: f.pos,
                    spot: f.spot,
                }));
                if out.is_empty() {
                    out.push(Action::Choose { option: 0 });
                }
            }
            Asking::Flock => {
                out.extend([Action::Choose { option: 0 }, Action::Choose { option: 1 }])
            }
            Asking::Nothing => {}
        }
    }

    fn decide(
        &self,
        st: &mut ProbeState,
        ctx: &mut Ctx,
        player: usize,
        action: Action,
    ) -> Result<(), MoveError> {
        if let Action::Withdraw { pos, spot } = action {
            let figure = ctx
                .view
                .figures
                .of(player)
                .find(|f| f.pos == pos && f.spot == spot)
                .copied()
                .ok_or(MoveError::NothingToWithdraw { pos })?;
            ctx.return_figure(figure);
        }
        if st.asking == Asking::Flock && action == (Action::Choose { option: 0 }) {
            st.grown.push(ctx.rng().below(6));
        }
        st.decided.push((player, action));
        Ok(())
    }

    fn describe(&self, st: &ProbeState, _view: &View, action: Action) -> Option<Note> {
        match (st.asking, action) {
            (Asking::Flock, Action::Choose { option: 0 }) => Some(Note::new("probe-grow")),
            (Asking::Flock, Action::Choose { option: 1 }) => Some(Note::new("probe-gather")),
            _ => None,
        }
    }

    fn feature_completed(&self, st: &mut ProbeState, ctx: &mut Ctx, feature: Completed) {
        let tiles = ctx.view.board.feature_tile_count(feature.node);
        debug_assert_eq!(tiles, feature.data.tiles);
        st.completed.push((tiles, feature.placer));
    }

    fn figure_returned(&self, st: &mut ProbeState, _ctx: &mut Ctx, figure: Figure) {
        st.returned.push((figure.player, figure.kind));
    }

    fn monastery_value(
        &self,
        st: &ProbeState,
        _view: &View,
        _pos: Pos,
        completed: bool,
        points: &mut u32,
    ) {
        if completed {
            *points += st.vineyard_bonus;
        }
    }

    fn tie_break(
        &self,
        st: &ProbeState,
        _view: &View,
        _holders: &[Figure],
        winners: &mut Vec<usize>,
    ) {
        if st.lowest_seat_wins_ties {
            winners.truncate(1);
        }
    }

    fn turn_end(&self, st: &mut ProbeState, _ctx: &mut Ctx) -> bool {
        st.double_turns
    }
}

//! Where figures may stand on the tile just placed, and deploying them.
//!
//! A figure may go on a spot when the kind of place is open in this game (cities, roads and
//! monasteries always; fields, gardens... when a capability opens them), the registry lets the
//! figure stand there, a claiming figure finds the feature unclaimed, every capability agrees,
//! and the player has one left.

use crate::action::{Action, Event};
use crate::capability::Step;
use crate::error::MoveError;
use crate::figures::{Figure, FigureKind, Spot, SpotKind};
use crate::geometry::Pos;
use crate::tiles::FeatureKind;

use super::Game;

/// Places every game opens to figures; capabilities open more.
const CORE_PLACES: [SpotKind; 3] = [
    SpotKind::Feature(FeatureKind::City),
    SpotKind::Feature(FeatureKind::Road),
    SpotKind::Monastery,
];

impl Game {
    /// Spots on the tile just placed where some figure of the current player could stand now.
    pub fn deploy_spots(&self) -> Vec<Spot> {
        match self.state.step {
            Step::Deploy { pos } if self.state.pending.is_empty() => self.spots_on(pos),
            _ => Vec::new(),
        }
    }

    /// Figure kinds the current player could put on `spot` of the tile just placed.
    pub fn figures_for(&self, spot: Spot) -> Vec<FigureKind> {
        match self.state.step {
            Step::Deploy { pos } if self.state.pending.is_empty() => self.figures_at(pos, spot),
            _ => Vec::new(),
        }
    }

    /// What kind of place `spot` is on the tile at `pos`, if the tile has it.
    pub fn spot_kind(&self, pos: Pos, spot: Spot) -> Option<SpotKind> {
        let def = self.board.get(pos)?.def();
        match spot {
            Spot::Segment(s) => def
                .segments
                .get(usize::from(s))
                .map(|seg| SpotKind::Feature(seg.kind)),
            Spot::Monastery => def.monastery.then_some(SpotKind::Monastery),
            Spot::Garden => def.garden.then_some(SpotKind::Garden),
            Spot::Space(_) => None,
        }
    }

    /// Every spot the tile at `pos` has: its segments, then its monastery, then its garden.
    fn spots_of(&self, pos: Pos) -> impl Iterator<Item = Spot> {
        let def = self.board.get(pos).map(|placed| placed.def());
        let segments = def.map_or(0, |d| d.segments.len() as u8);
        (0..segments)
            .map(Spot::Segment)
            .chain(def.filter(|d| d.monastery).map(|_| Spot::Monastery))
            .chain(def.filter(|d| d.garden).map(|_| Spot::Garden))
    }

    pub(super) fn spots_on(&self, pos: Pos) -> Vec<Spot> {
        self.spots_of(pos)
            .filter(|&s| self.figures_at_any(pos, s))
            .collect()
    }

    /// The deployments open at `pos`, spot by spot as [`Game::deploy_spots`] lists them,
    /// each spot's figures as [`Game::figures_for`] does (each spot checked once).
    pub(super) fn push_deploys(&self, pos: Pos, out: &mut Vec<Action>) {
        for spot in self.spots_of(pos) {
            for figure in self.kinds_in_game() {
                if self.deploy_check(pos, spot, figure).is_ok() {
                    out.push(Action::Deploy { spot, figure });
                }
            }
        }
    }

    pub(super) fn figures_at(&self, pos: Pos, spot: Spot) -> Vec<FigureKind> {
        self.kinds_in_game()
            .filter(|&k| self.deploy_check(pos, spot, k).is_ok())
            .collect()
    }

    fn figures_at_any(&self, pos: Pos, spot: Spot) -> bool {
        self.kinds_in_game()
            .any(|k| self.deploy_check(pos, spot, k).is_ok())
    }

    /// Figure kinds the players start with (no other can ever be deployed), in listing order.
    fn kinds_in_game(&self) -> impl Iterator<Item = FigureKind> + '_ {
        FigureKind::all().filter(|&k| self.start_supply.get(k) > 0)
    }

    /// Whether figures may stand on that kind of place in this game.
    pub(crate) fn opens(&self, place: SpotKind) -> bool {
        CORE_PLACES.contains(&place) || self.hooks().any(|h| h.opens().contains(&place))
    }

    /// Whether `figure` may go on `spot` of the tile at `pos` now, and why not.
    fn deploy_check(&self, pos: Pos, spot: Spot, figure: FigureKind) -> Result<(), MoveError> {
        if self.start_supply.get(figure) == 0 {
            return Err(MoveError::FigureNotInGame { figure });
        }
        let place = self
            .spot_kind(pos, spot)
            .ok_or(MoveError::NoSuchSpot { spot })?;
        if !self.opens(place) || !figure.may_stand_on(place) {
            return Err(MoveError::WrongFigure {
                figure,
                what: self.words().spot(place),
            });
        }
        let node = match spot {
            Spot::Segment(s) => self.board.node_at(pos, s),
            _ => None,
        };
        if figure.def().claims {
            let taken = match node {
                Some(n) => self.board.feature(n).claims > 0,
                None => self
                    .state
                    .figures
                    .on_board
                    .iter()
                    .any(|f| f.pos == pos && f.spot == spot),
            };
            if taken {
                return Err(MoveError::Occupied {
                    what: self.words().spot_name(place),
                });
            }
        }
        let view = self.view();
        for h in self.hooks() {
            h.check_deploy(&self.state.caps, &view, figure, pos, spot, node)
                .map_err(|reason| MoveError::DeployRefused { figure, reason })?;
        }
        if self.supply(self.state.current).get(figure) == 0 {
            return Err(MoveError::NoFigureLeft { figure });
        }
        Ok(())
    }

    pub(super) fn deploy(
        &mut self,
        pos: Pos,
        spot: Spot,
        figure: FigureKind,
        events: &mut Vec<Event>,
    ) -> Result<(), MoveError> {
        self.deploy_check(pos, spot, figure)?;
        self.put_on_table(pos, spot, figure, events);
        Ok(())
    }

    /// Moves one of the current player's figures from their supply to the table (checked by
    /// the caller: the core's rules, or a capability's for a spot it offers).
    pub(super) fn put_on_table(
        &mut self,
        pos: Pos,
        spot: Spot,
        figure: FigureKind,
        events: &mut Vec<Event>,
    ) {
        let player = self.state.current;
        if !self.state.figures.supply[player].take(figure) {
            return;
        }
        if let (Spot::Segment(s), true) = (spot, figure.def().claims) {
            if let Some(n) = self.board.node_at(pos, s) {
                self.board.add_claims(n, 1);
            }
        }
        self.state.figures.on_board.push(Figure {
            player,
            kind: figure,
            pos,
            spot,
        });
        events.push(Event::FigureDeployed {
            player,
            figure,
            pos,
            spot,
        });
    }
}

//! Inns & Cathedrals: its 18 tiles, the large follower, inns on roads and cathedrals in cities.

use crate::board::FeatureData;
use crate::capability::{Capability, Value, View};
use crate::config::GameConfig;
use crate::deck::DeckPlan;
use crate::figures::{FigureKind, Supply};
use crate::tiles::{FeatureKind, TileSet};

use super::States;

pub(crate) struct InnsCathedrals;

impl Capability for InnsCathedrals {
    type State = ();
    const KEY: &'static str = "inns";

    fn state(states: &States) -> &() {
        &states.none
    }

    fn state_mut(states: &mut States) -> &mut () {
        &mut states.none
    }

    fn deck(&self, _config: &GameConfig, plan: &mut DeckPlan) {
        plan.add_land(TileSet::InnsCathedrals);
    }

    fn supply(&self, config: &GameConfig, supply: &mut Supply) {
        supply.set(
            FigureKind::LARGE,
            config.figures_per_player(FigureKind::LARGE),
        );
    }

    /// An inn doubles a completed road and voids an unfinished one; a cathedral makes a
    /// completed city worth 3 per tile and pennant and an unfinished one nothing.
    fn feature_value(
        &self,
        _st: &(),
        _view: &View,
        f: &FeatureData,
        completed: bool,
        value: &mut Value,
    ) {
        match f.kind {
            FeatureKind::City if f.cathedral => {
                let v = if completed { 3 } else { 0 };
                value.per_tile = v;
                value.per_pennant = v;
                value.note = Some(if completed {
                    "the cathedral makes it 3 per tile and pennant"
                } else {
                    "an unfinished city with a cathedral scores nothing"
                });
            }
            FeatureKind::Road if f.inn => {
                value.per_tile = if completed { 2 } else { 0 };
                value.note = Some(if completed {
                    "the inn makes it 2 per tile"
                } else {
                    "an unfinished road with an inn scores nothing"
                });
            }
            _ => {}
        }
    }
}

//! Inns & Cathedrals: the large follower, inns on roads and cathedrals in cities.

use crate::board::FeatureData;
use crate::config::GameConfig;
use crate::follower::Supply;
use crate::tiles::{catalogue, FeatureKind, TileSet};

use super::{DeckPlan, Module};

pub struct InnsCathedrals;

impl Module for InnsCathedrals {
    fn name(&self) -> &'static str {
        "inns & cathedrals"
    }

    fn deck(&self, _config: &GameConfig, plan: &mut DeckPlan) {
        for t in catalogue().in_set(TileSet::InnsCathedrals) {
            plan.land
                .extend(std::iter::repeat_n(t.id, usize::from(t.count_second)));
        }
    }

    fn supply(&self, config: &GameConfig, supply: &mut Supply) {
        supply.large = config.large_followers;
    }

    fn feature_value(&self, f: &FeatureData, completed: bool) -> Option<u32> {
        let tiles = f.tiles.len() as u32;
        match f.kind {
            FeatureKind::City if f.cathedral => Some(if completed {
                3 * (tiles + f.pennants)
            } else {
                0
            }),
            FeatureKind::Road if f.inn => Some(if completed { 2 * tiles } else { 0 }),
            _ => None,
        }
    }
}

//! The Abbot: one abbot per player, placed only on monasteries and gardens, which may be
//! recalled instead of deploying and then scores its square at once.

use crate::config::GameConfig;
use crate::follower::{FollowerKind, Spot, Supply};
use crate::tiles::TileDef;

use super::{Module, SpotKind};

pub struct Abbot;

impl Module for Abbot {
    fn name(&self) -> &'static str {
        "abbot"
    }

    fn supply(&self, _config: &GameConfig, supply: &mut Supply) {
        supply.abbot = 1;
    }

    fn figure_allowed(&self, kind: FollowerKind, spot: SpotKind) -> Option<bool> {
        match (kind, spot) {
            (FollowerKind::Abbot, SpotKind::Monastery | SpotKind::Garden) => Some(true),
            (FollowerKind::Abbot, _) => Some(false),
            // Gardens are the abbot's alone.
            (_, SpotKind::Garden) => Some(false),
            _ => None,
        }
    }

    fn extra_spots(&self, tile: &TileDef, spots: &mut Vec<Spot>) {
        if tile.garden {
            spots.push(Spot::Garden);
        }
    }
}

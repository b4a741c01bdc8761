//! Rule modules that plug into the core game.
//!
//! The core (`game.rs`, `scoring.rs`) knows tiles, placement by matching edges, followers on
//! cities, roads and monasteries, and base scoring. Everything else is a [`Module`] chosen from
//! the [`GameConfig`](crate::GameConfig) when a game is created. A module can:
//! - add tiles to the deck or set the start tile and the order of the first tiles ([`Module::deck`]),
//! - forbid placements the edges alone would allow ([`Module::check_placement`]),
//! - react to a placed tile, e.g. to track state or skip deployment ([`Module::after_place`]),
//! - add figures to each supply and say where they may stand ([`Module::supply`],
//!   [`Module::figure_allowed`], [`Module::extra_spots`]),
//! - change what a feature is worth ([`Module::feature_value`]),
//! - add end-of-game scoring ([`Module::final_scoring`]).
//!
//! Later expansions slot in the same way: Traders & Builders adds goods on city completion (a
//! `feature_completed` hook next to `feature_value`) and the builder's double turn (an
//! `after_place` effect), Hills & Sheep adds tie-breaking for hills and the shepherd as a figure
//! with its own spot kind, The Wheel of Fortune replaces the start tile through `deck`, and
//! Over Hill and Dale is a separate catalogue with its own modules.

mod abbot;
mod farmers;
mod inns;
mod river;

pub use river::{RiverEnd, RiverState, RiverTurn};

use crate::action::{Event, Placement};
use crate::board::FeatureData;
use crate::config::GameConfig;
use crate::follower::{FollowerKind, Spot, Supply};
use crate::game::Game;
use crate::tiles::{FeatureKind, TileDef, TileId};

/// How the deck is laid out before the game starts.
#[derive(Default)]
pub struct DeckPlan {
    /// Start tile; the base game's D when no module sets one.
    pub start: Option<TileId>,
    /// Tiles drawn first, in this order (the river's fork).
    pub first: Vec<TileId>,
    /// Tiles drawn next, shuffled (the river).
    pub shuffled_first: Vec<TileId>,
    /// Tiles drawn after those and before the land (the lake).
    pub after_first: Vec<TileId>,
    /// Tiles shuffled into the land deck.
    pub land: Vec<TileId>,
}

/// What a module wants done after a tile is placed.
#[derive(Default, Clone, Copy)]
pub struct AfterPlace {
    pub skip_deploy: bool,
    pub extra_turn: bool,
}

pub trait Module: Sync {
    fn name(&self) -> &'static str;

    fn deck(&self, _config: &GameConfig, _plan: &mut DeckPlan) {}

    fn check_placement(&self, _game: &Game, _tile: &TileDef, _at: Placement) -> Result<(), String> {
        Ok(())
    }

    fn after_place(&self, _game: &mut Game, _tile: &TileDef, _at: Placement) -> AfterPlace {
        AfterPlace::default()
    }

    fn supply(&self, _config: &GameConfig, _supply: &mut Supply) {}

    /// `Some(true)` allows, `Some(false)` forbids, `None` leaves the decision to others.
    fn figure_allowed(&self, _kind: FollowerKind, _spot: SpotKind) -> Option<bool> {
        None
    }

    fn extra_spots(&self, _tile: &TileDef, _spots: &mut Vec<Spot>) {}

    fn feature_value(&self, _feature: &FeatureData, _completed: bool) -> Option<u32> {
        None
    }

    fn final_scoring(&self, _game: &mut Game, _events: &mut Vec<Event>) {}
}

/// The kind of place a figure would stand on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpotKind {
    Feature(FeatureKind),
    Monastery,
    Garden,
}

/// Modules for a configuration, in the order their hooks run.
pub fn modules_for(config: &GameConfig) -> Vec<&'static dyn Module> {
    let mut list: Vec<&'static dyn Module> = Vec::new();
    if config.river() {
        list.push(&river::River);
    }
    if config.inns_cathedrals {
        list.push(&inns::InnsCathedrals);
    }
    if config.abbot {
        list.push(&abbot::Abbot);
    }
    if config.farmers {
        list.push(&farmers::Farmers);
    }
    list
}

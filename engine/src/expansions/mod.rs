//! The capabilities that implement the rule systems, and which of them a configuration uses.
//!
//! Adding a rule system means: a module here implementing
//! [`Capability`](crate::capability::Capability), a field in [`States`] if it keeps state, and
//! a line in [`REGISTRY`] plus one in [`capabilities_for`]. The core, the renderer and the bot
//! learn about it only through hooks, actions, figures and score kinds.
//!
//! Traders & Builders uses `feature_completed` (goods), `tile_placed` and `turn_end` (the
//! builder's second turn), `check_deploy` and `figure_returned` (builder and pig) and
//! `player_value` (the pig); Hills & Sheep `tile_drawn` (a tile under a hill), `tie_break`
//! (hills), `monastery_value` (vineyards), `after_figure` and a decision (the shepherd).
//! Over Hill and Dale is a game, not an expansion: its [`GameBox`] names its tiles, start tile,
//! capability and player count; the capability uses `opens` and `check_deploy` (stables on
//! meadow, meeples off it), `actions` and `apply_action` (hikes, moving a figure through
//! `Ctx::move_figure`), `feature_completed` (harvest tokens) and `final_scoring` (stables,
//! tokens). The Wheel of Fortune lays its board as the start piece (`deck`), turns the wheel
//! in `tile_drawn` (the plague asks every player through `Ctx::ask`), offers its crown spaces
//! as `Spot::Space` deploys (`actions`, `Ctx::deploy`) and says how many spaces it keeps
//! (`spaces`) so stored games are checked.

mod abbot;
#[cfg(test)]
mod examples;
mod farmers;
pub(crate) mod hill_and_dale;
pub(crate) mod hills;
mod inns;
#[cfg(test)]
mod invariants;
mod river;
#[cfg(test)]
pub(crate) mod testing;
pub(crate) mod traders;
pub(crate) mod wheel;

use serde::{Deserialize, Serialize};

use crate::capability::{CapId, Hooks};
use crate::config::GameConfig;
use crate::rules::{Expansion, GameKind};
use crate::score::ScoreKind;
use crate::tiles::TileSet;

/// Every capability's own state, kept inside the game state. A capability reaches only its
/// own field, through [`Capability::state`](crate::capability::Capability::state).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct States {
    #[serde(default, skip_serializing_if = "river::RiverState::is_idle")]
    pub(crate) river: river::RiverState,
    #[serde(default, skip_serializing_if = "traders::TradersState::is_idle")]
    pub(crate) traders: traders::TradersState,
    #[serde(default, skip_serializing_if = "hills::HillsState::is_idle")]
    pub(crate) hills: hills::HillsState,
    #[serde(
        default,
        skip_serializing_if = "hill_and_dale::HillAndDaleState::is_idle"
    )]
    pub(crate) hill_and_dale: hill_and_dale::HillAndDaleState,
    #[serde(default, skip_serializing_if = "wheel::WheelState::is_idle")]
    pub(crate) wheel: wheel::WheelState,
    #[cfg(test)]
    #[serde(default)]
    pub(crate) testing: testing::ProbeState,
    /// The state of capabilities that keep none.
    #[serde(skip)]
    pub(crate) none: (),
}

impl States {
    /// The states of a snapshot of engine 0.1, which kept only the River's, in the core.
    pub(crate) fn from_v1(river: LegacyRiver) -> States {
        States {
            river,
            ..States::default()
        }
    }
}

/// The River's state as engine 0.1 stored it (the same shape).
pub(crate) type LegacyRiver = river::RiverState;

/// Every capability, in the order their hooks run.
#[cfg(not(test))]
static REGISTRY: [&dyn Hooks; 8] = [
    &river::River,
    &inns::InnsCathedrals,
    &abbot::Abbot,
    &farmers::Farmers,
    &traders::Traders,
    &hills::Hills,
    &hill_and_dale::HillAndDale,
    &wheel::WheelOfFortune,
];
#[cfg(test)]
static REGISTRY: [&dyn Hooks; 9] = [
    &river::River,
    &inns::InnsCathedrals,
    &abbot::Abbot,
    &farmers::Farmers,
    &traders::Traders,
    &hills::Hills,
    &hill_and_dale::HillAndDale,
    &wheel::WheelOfFortune,
    &testing::Probe,
];

pub(crate) fn registry() -> &'static [&'static dyn Hooks] {
    &REGISTRY
}

const RIVER: CapId = CapId(0);
const INNS: CapId = CapId(1);
const ABBOT: CapId = CapId(2);
const FARMERS: CapId = CapId(3);
const TRADERS: CapId = CapId(4);
const HILLS: CapId = CapId(5);
const HILL_AND_DALE: CapId = CapId(6);
pub(crate) const WHEEL: CapId = CapId(7);

/// The capability implementing an expansion, if it is built.
fn capability_of(expansion: Expansion) -> Option<CapId> {
    match expansion {
        Expansion::Farmers => Some(FARMERS),
        Expansion::Abbot => Some(ABBOT),
        Expansion::River1 | Expansion::River2 => Some(RIVER),
        Expansion::Inns => Some(INNS),
        Expansion::Traders => Some(TRADERS),
        Expansion::Hills => Some(HILLS),
        Expansion::Wheel => Some(WHEEL),
    }
}

pub(crate) fn is_available(expansion: Expansion) -> bool {
    capability_of(expansion).is_some()
}

/// What a game is played from: the box its land tiles come from, its start tile (one of
/// those, taken out of the deck), the capabilities that make it that game, and how many may
/// play. `None` for a game not built yet.
pub(crate) struct GameBox {
    /// The land tiles, when they are one whole set (the Wheel of Fortune's capability deals
    /// its own mix).
    pub land: Option<TileSet>,
    /// The start tile, when the game has one (the Wheel of Fortune starts from its board).
    pub start: Option<&'static str>,
    pub capabilities: &'static [CapId],
    pub max_players: usize,
    /// Kinds of points the game itself awards (its capabilities add theirs).
    pub scores: &'static [ScoreKind],
}

pub(crate) fn box_of(game: GameKind) -> Option<GameBox> {
    match game {
        GameKind::Carcassonne => Some(GameBox {
            land: Some(TileSet::Base),
            start: Some("D"),
            capabilities: &[],
            max_players: crate::config::MAX_PLAYERS,
            scores: &[ScoreKind::City, ScoreKind::Road, ScoreKind::Monastery],
        }),
        GameKind::OverHillAndDale => Some(GameBox {
            land: Some(TileSet::OverHillAndDale),
            start: Some(hill_and_dale::START_TILE),
            capabilities: &[HILL_AND_DALE],
            max_players: 5,
            scores: &[ScoreKind::City, ScoreKind::Road],
        }),
        GameKind::WheelOfFortune => Some(GameBox {
            land: None,
            start: None,
            capabilities: &[FARMERS, WHEEL],
            max_players: 5,
            scores: &[ScoreKind::City, ScoreKind::Road, ScoreKind::Monastery],
        }),
    }
}

pub(crate) fn game_is_available(game: GameKind) -> bool {
    box_of(game).is_some()
}

/// The capabilities a configuration plays with, each once, in registry order.
pub(crate) fn capabilities_for(config: &GameConfig) -> Vec<CapId> {
    let mut caps: Vec<CapId> = config
        .rules
        .iter()
        .filter_map(|&e| capability_of(e))
        .chain(
            box_of(config.game)
                .map(|b| b.capabilities)
                .unwrap_or_default()
                .iter()
                .copied(),
        )
        .collect();
    caps.sort_unstable_by_key(|c| c.0);
    caps.dedup();
    caps
}

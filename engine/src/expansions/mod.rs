//! The capabilities that implement the rule systems, one folder each, and the one place they
//! are registered.
//!
//! A rule system is a folder here implementing [`Capability`](crate::capability::Capability)
//! and one line in the [`capabilities!`](registry::capabilities) list below. Everything else
//! it adds it declares itself: the expansions and games it plays, its figures, score kinds,
//! rule variants, tile symbols and record fields, and its own state (kept under its key in
//! every snapshot). The core, the renderer and the bot learn about it only through hooks,
//! actions, events and those declarations. `docs/adding-an-expansion.md` walks through one.

pub mod abbot;
#[cfg(test)]
mod examples;
pub mod farmers;
pub mod hill_and_dale;
pub mod hills;
pub mod inns;
#[cfg(test)]
mod invariants;
#[cfg(any(test, feature = "probe"))]
pub mod lanterns;
mod registry;
pub mod river;
#[cfg(test)]
pub(crate) mod testing;
pub mod traders;
pub mod wheel;

use crate::capability::CapId;
use crate::config::GameConfig;
use crate::rules::{GameBox, GameKind};

pub(crate) use registry::{capability_of, expansion_defs, game_defs, Registered};

registry::capabilities! {
    river: river::River,
    inns: inns::InnsCathedrals,
    abbot: abbot::Abbot,
    farmers: farmers::Farmers,
    traders: traders::Traders,
    hills: hills::Hills,
    hill_and_dale: hill_and_dale::HillAndDale,
    wheel: wheel::WheelOfFortune,
    #[cfg(test)]
    testing: testing::Probe,
    #[cfg(any(test, feature = "probe"))]
    lanterns: lanterns::Lanterns,
}

/// The River's state as engine 0.1 stored it, at the top level of a snapshot.
pub(crate) type LegacyRiver = <river::River as crate::capability::Capability>::State;

impl States {
    /// The states of a snapshot of engine 0.1, which kept only the River's, in the core.
    pub(crate) fn from_v1(river: LegacyRiver) -> States {
        States {
            river,
            ..States::default()
        }
    }
}

/// What `game` is played from; `None` for a game no capability makes.
pub(crate) fn box_of(game: GameKind) -> Option<&'static GameBox> {
    game.def().map(|d| &d.game_box)
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

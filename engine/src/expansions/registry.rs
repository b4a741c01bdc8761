//! The machinery behind the one registration line of a capability: the [`capabilities!`]
//! macro gives each registered capability its id, its slot in [`States`](super::States) and
//! its place in the hook order, and the lists built from what the capabilities declare
//! (expansions, games) are gathered here once.

use std::sync::LazyLock;

use crate::capability::{CapId, Capability, Hooks};
use crate::rules::{ExpansionDef, GameDef};

use super::States;

/// A registered capability: its id and where its state is kept. Implemented by
/// [`capabilities!`] for every line of the registration list.
pub(crate) trait Registered: Capability {
    const ID: CapId;
    fn slot(states: &States) -> &Self::State;
    fn slot_mut(states: &mut States) -> &mut Self::State;
}

/// Registers capabilities, one line each (`key: path::Type,`), in the order their hooks run.
/// `key` is where the capability's state is stored in snapshots. Generates [`States`], the
/// [`Registered`] impls and `registry()`.
macro_rules! capabilities {
    ($( $(#[$m:meta])* $key:ident : $cap:path ),* $(,)?) => {
        /// Every capability's own state, kept inside the game state; each is stored under its
        /// registration key and left out while it equals its default.
        #[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        pub(crate) struct States {
            $(
                $(#[$m])*
                #[serde(default, skip_serializing_if = "registry::is_default")]
                pub(crate) $key: <$cap as $crate::capability::Capability>::State,
            )*
        }

        #[allow(non_camel_case_types)]
        enum Index {
            $( $(#[$m])* $key, )*
        }

        $(
            $(#[$m])*
            impl registry::Registered for $cap {
                const ID: $crate::capability::CapId = $crate::capability::CapId(Index::$key as u8);
                fn slot(states: &States) -> &Self::State {
                    &states.$key
                }
                fn slot_mut(states: &mut States) -> &mut Self::State {
                    &mut states.$key
                }
            }
        )*

        /// Every capability, in the order their hooks run.
        // Pushed one by one: a line may be left out by its `cfg`.
        #[allow(clippy::vec_init_then_push)]
        pub(crate) fn registry() -> &'static [&'static dyn $crate::capability::Hooks] {
            static ALL: std::sync::LazyLock<Vec<&'static dyn $crate::capability::Hooks>> =
                std::sync::LazyLock::new(|| {
                    let mut all: Vec<&'static dyn $crate::capability::Hooks> = Vec::new();
                    $( $(#[$m])* all.push(&$cap); )*
                    all
                });
            &ALL
        }
    };
}

pub(crate) use capabilities;

pub(crate) fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

/// Every expansion the registered capabilities play, in list order.
pub(crate) fn expansion_defs() -> &'static [&'static ExpansionDef] {
    static DEFS: LazyLock<Vec<&'static ExpansionDef>> = LazyLock::new(|| {
        let mut defs: Vec<&'static ExpansionDef> = super::registry()
            .iter()
            .flat_map(|h| h.expansions())
            .collect();
        defs.sort_by_key(|d| (d.rank, d.expansion.key()));
        defs
    });
    &DEFS
}

/// Every game: the base game, then those the capabilities make, in list order.
pub(crate) fn game_defs() -> &'static [&'static GameDef] {
    static DEFS: LazyLock<Vec<&'static GameDef>> = LazyLock::new(|| {
        let mut defs: Vec<&'static GameDef> = std::iter::once(&crate::rules::CARCASSONNE)
            .chain(super::registry().iter().flat_map(|h| h.games()))
            .collect();
        defs.sort_by_key(|d| (d.rank, d.game.key()));
        defs
    });
    &DEFS
}

/// The capability that plays `expansion`.
pub(crate) fn capability_of(expansion: crate::rules::Expansion) -> Option<CapId> {
    super::registry()
        .iter()
        .position(|h: &&dyn Hooks| h.expansions().iter().any(|d| d.expansion == expansion))
        .map(|i| CapId(i as u8))
}

//! Figures as data: a registry of figure kinds (what they are called, how much they weigh in a
//! majority, where they may stand, how many each player gets, whether they claim a feature),
//! the figures standing on the table, and each player's supply as a map over the registry.
//!
//! A capability adds a figure by declaring its [`FigureDef`] and listing it in its `figures`
//! hook.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::geometry::Pos;
use crate::tiles::FeatureKind;

/// Player colours in seat order.
pub const PLAYER_COLOURS: [&str; 8] = [
    "yellow", "red", "green", "blue", "black", "pink", "grey", "purple",
];

/// The kind of place a figure stands on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SpotKind {
    Feature(FeatureKind),
    Monastery,
    Garden,
}

impl SpotKind {
    /// The word for the place ("city", "garden").
    pub const fn name(self) -> &'static str {
        match self {
            SpotKind::Feature(k) => k.name(),
            SpotKind::Monastery => "monastery",
            SpotKind::Garden => "garden",
        }
    }

    /// How a player would name the place ("a city", "a garden").
    pub const fn with_article(self) -> &'static str {
        match self {
            SpotKind::Feature(FeatureKind::City) => "a city",
            SpotKind::Feature(FeatureKind::Road) => "a road",
            SpotKind::Feature(FeatureKind::Field) => "a field",
            SpotKind::Feature(FeatureKind::River) => "the river",
            SpotKind::Monastery => "a monastery",
            SpotKind::Garden => "a garden",
        }
    }
}

/// One kind of figure.
#[derive(Debug)]
pub struct FigureDef {
    /// Stable key, used in snapshots and move logs.
    pub key: &'static str,
    /// For people.
    pub name: &'static str,
    /// For people, when there are several (or none).
    pub plural: &'static str,
    /// Weight in a majority; 0 means it never decides who scores.
    pub strength: u32,
    /// Where it may stand (capabilities decide which of these places are in play).
    pub stands_on: &'static [SpotKind],
    /// A claiming figure occupies its feature: no other claiming figure may be put there.
    pub claims: bool,
    /// How many each player gets when the capability that brings it is in play (a
    /// configuration may say otherwise).
    pub per_player: u8,
    /// What one in hand is worth next to a follower in hand, for strategies that weigh a
    /// supply (a large follower more, a figure that claims nothing less).
    pub worth: f64,
    /// Names older versions wrote for this kind.
    pub(crate) legacy: &'static [&'static str],
}

/// Where a follower may stand in the base game.
pub(crate) const FEATURES_AND_MONASTERY: &[SpotKind] = &[
    SpotKind::Feature(FeatureKind::City),
    SpotKind::Feature(FeatureKind::Road),
    SpotKind::Feature(FeatureKind::Field),
    SpotKind::Monastery,
];

/// Room for every kind in a [`Supply`]; a registry with more fails its first use.
const MAX_FIGURES: usize = 16;

/// A kind of figure, by its definition. The core's follower is here; each capability
/// declares the figures it hands out (`FigureKind::ABBOT` in the Abbot's folder) and lists
/// them in its `figures` hook. Serialised as its key.
#[derive(Clone, Copy)]
pub struct FigureKind(&'static FigureDef);

impl FigureKind {
    /// The base game's follower (meeple).
    pub const FOLLOWER: FigureKind = FigureKind(&FigureDef {
        key: "follower",
        name: "follower",
        plural: "followers",
        strength: 1,
        stands_on: FEATURES_AND_MONASTERY,
        claims: true,
        per_player: 7,
        worth: 1.0,
        legacy: &["Normal", "normal"],
    });

    /// A kind a capability declares.
    pub(crate) const fn new(def: &'static FigureDef) -> FigureKind {
        FigureKind(def)
    }

    pub fn def(self) -> &'static FigureDef {
        self.0
    }

    pub fn key(self) -> &'static str {
        self.0.key
    }

    pub fn name(self) -> &'static str {
        self.0.name
    }

    /// "1 follower", "6 followers", "0 abbots".
    pub fn count(self, n: usize) -> String {
        let word = if n == 1 { self.name() } else { self.0.plural };
        format!("{n} {word}")
    }

    pub fn strength(self) -> u32 {
        self.0.strength
    }

    /// Whether it counts as a follower (weighs in majorities: followers, large followers,
    /// abbots), as opposed to figures that never decide who scores.
    pub fn is_follower(self) -> bool {
        self.0.strength > 0
    }

    /// Position in [`FigureKind::all`].
    pub fn index(self) -> usize {
        let all = registered();
        // Supplies are read on every figure step: the definition's address finds a kind
        // without comparing keys, which only a copy of the definition elsewhere needs.
        all.iter()
            .position(|k| std::ptr::eq(k.0, self.0))
            .or_else(|| all.iter().position(|&k| k == self))
            .unwrap_or(MAX_FIGURES - 1)
    }

    /// Every kind, in the order the engine lists choices: the follower, then each
    /// capability's in registry order.
    pub fn all() -> impl Iterator<Item = FigureKind> {
        registered().iter().copied()
    }

    /// By key, or by a name an older version used.
    pub fn from_key(key: &str) -> Option<FigureKind> {
        FigureKind::all().find(|k| k.0.key == key || k.0.legacy.contains(&key))
    }

    /// Whether this figure may stand on that kind of place at all.
    pub fn may_stand_on(self, place: SpotKind) -> bool {
        self.0.stands_on.contains(&place)
    }
}

fn registered() -> &'static [FigureKind] {
    static ALL: std::sync::LazyLock<Vec<FigureKind>> = std::sync::LazyLock::new(|| {
        let mut all = vec![FigureKind::FOLLOWER];
        for h in crate::expansions::registry() {
            for &k in h.figures() {
                if !all.contains(&k) {
                    all.push(k);
                }
            }
        }
        assert!(
            all.len() <= MAX_FIGURES,
            "more figure kinds than a supply holds"
        );
        all
    });
    &ALL
}

impl PartialEq for FigureKind {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.0, other.0) || self.0.key == other.0.key
    }
}

impl Eq for FigureKind {}

impl std::hash::Hash for FigureKind {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.key.hash(state);
    }
}

impl PartialOrd for FigureKind {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for FigureKind {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (self.index(), self.0.key).cmp(&(other.index(), other.0.key))
    }
}

impl fmt::Debug for FigureKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl Serialize for FigureKind {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.key())
    }
}

impl<'de> Deserialize<'de> for FigureKind {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let key = String::deserialize(deserializer)?;
        FigureKind::from_key(&key)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown figure {key:?}")))
    }
}

/// Where on a tile a figure stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Spot {
    /// A feature segment of the tile (index into its `TileDef::segments`).
    Segment(u8),
    Monastery,
    Garden,
    /// Space `n` of a board piece that is not land (the Wheel of Fortune's crown spaces). The
    /// capability that offers it says what it means; it is part of no feature.
    Space(u8),
}

/// A figure on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Figure {
    pub player: usize,
    pub kind: FigureKind,
    pub pos: Pos,
    pub spot: Spot,
}

/// The figures a player still has in hand, per kind. Serialised as a map from key to count,
/// so kinds added later read as none.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub struct Supply {
    counts: [u8; MAX_FIGURES],
}

impl Supply {
    pub fn get(&self, kind: FigureKind) -> u8 {
        self.counts[kind.index()]
    }

    pub(crate) fn set(&mut self, kind: FigureKind, n: u8) {
        self.counts[kind.index()] = n;
    }

    pub(crate) fn take(&mut self, kind: FigureKind) -> bool {
        let slot = &mut self.counts[kind.index()];
        if *slot == 0 {
            return false;
        }
        *slot -= 1;
        true
    }

    pub(crate) fn give(&mut self, kind: FigureKind) {
        let slot = &mut self.counts[kind.index()];
        *slot = slot.saturating_add(1);
    }

    pub fn total(&self) -> u32 {
        self.counts.iter().map(|&n| u32::from(n)).sum()
    }

    /// Kinds with at least one figure in hand, with their counts.
    pub fn iter(&self) -> impl Iterator<Item = (FigureKind, u8)> + '_ {
        FigureKind::all()
            .map(|k| (k, self.get(k)))
            .filter(|&(_, n)| n > 0)
    }
}

impl fmt::Debug for Supply {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map()
            .entries(self.iter().map(|(k, n)| (k.key(), n)))
            .finish()
    }
}

impl Serialize for Supply {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.iter().map(|(k, n)| (k.key(), n)))
    }
}

impl<'de> Deserialize<'de> for Supply {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let map = std::collections::BTreeMap::<String, u8>::deserialize(deserializer)?;
        let mut supply = Supply::default();
        for (key, n) in map {
            let kind = FigureKind::from_key(&key)
                .ok_or_else(|| serde::de::Error::custom(format!("unknown figure {key:?}")))?;
            supply.counts[kind.index()] = n;
        }
        Ok(supply)
    }
}

#[cfg(test)]
mod tests;

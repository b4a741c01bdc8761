//! Figures as data: a registry of figure kinds (what they are called, how much they weigh in a
//! majority, where they may stand, how many each player gets, whether they claim a feature),
//! the figures standing on the table, and each player's supply as a map over the registry.
//!
//! Adding a figure is one entry in [`FIGURES`] plus the capability that hands it out.

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
    /// Names engine 0.1 wrote for this kind.
    legacy: &'static [&'static str],
}

const FEATURES_AND_MONASTERY: &[SpotKind] = &[
    SpotKind::Feature(FeatureKind::City),
    SpotKind::Feature(FeatureKind::Road),
    SpotKind::Feature(FeatureKind::Field),
    SpotKind::Monastery,
];

/// Every figure kind, in the order the engine lists choices.
pub static FIGURES: [FigureDef; 7] = [
    FigureDef {
        key: "follower",
        name: "follower",
        plural: "followers",
        strength: 1,
        stands_on: FEATURES_AND_MONASTERY,
        claims: true,
        per_player: 7,
        legacy: &["Normal", "normal"],
    },
    FigureDef {
        key: "large",
        name: "large follower",
        plural: "large followers",
        strength: 2,
        stands_on: FEATURES_AND_MONASTERY,
        claims: true,
        per_player: 1,
        legacy: &["Large"],
    },
    FigureDef {
        key: "abbot",
        name: "abbot",
        plural: "abbots",
        strength: 1,
        stands_on: &[SpotKind::Monastery, SpotKind::Garden],
        claims: true,
        per_player: 1,
        legacy: &["Abbot"],
    },
    // Traders & Builders: the builder and the pig never count for a majority and never keep
    // anyone out; where they may go is the capability's rule (its owner's follower must be
    // there already).
    FigureDef {
        key: "builder",
        name: "builder",
        plural: "builders",
        strength: 0,
        stands_on: &[
            SpotKind::Feature(FeatureKind::City),
            SpotKind::Feature(FeatureKind::Road),
        ],
        claims: false,
        per_player: 1,
        legacy: &[],
    },
    FigureDef {
        key: "pig",
        name: "pig",
        plural: "pigs",
        strength: 0,
        stands_on: &[SpotKind::Feature(FeatureKind::Field)],
        claims: false,
        per_player: 1,
        legacy: &[],
    },
    // Hills & Sheep: a shepherd is not a follower; one shepherd per field is the capability's
    // rule, so farmers and shepherds share fields.
    FigureDef {
        key: "shepherd",
        name: "shepherd",
        plural: "shepherds",
        strength: 0,
        stands_on: &[SpotKind::Feature(FeatureKind::Field)],
        claims: false,
        per_player: 1,
        legacy: &[],
    },
    // Over Hill and Dale: a stable goes on a meadow and stays to the end; it never claims the
    // meadow (the only rule is no other stable within the 3x3 square, the capability's rule).
    FigureDef {
        key: "stable",
        name: "stable",
        plural: "stables",
        strength: 0,
        stands_on: &[SpotKind::Feature(FeatureKind::Field)],
        claims: false,
        per_player: 2,
        legacy: &[],
    },
];

/// A kind of figure: an entry of [`FIGURES`]. Serialised as its key.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub struct FigureKind(u8);

impl FigureKind {
    /// The base game's follower (meeple).
    pub const FOLLOWER: FigureKind = FigureKind(0);
    /// Inns & Cathedrals' large follower.
    pub const LARGE: FigureKind = FigureKind(1);
    /// The Abbot.
    pub const ABBOT: FigureKind = FigureKind(2);
    /// Traders & Builders' builder.
    pub const BUILDER: FigureKind = FigureKind(3);
    /// Traders & Builders' pig.
    pub const PIG: FigureKind = FigureKind(4);
    /// Hills & Sheep's shepherd.
    pub const SHEPHERD: FigureKind = FigureKind(5);
    /// Over Hill and Dale's stable.
    pub const STABLE: FigureKind = FigureKind(6);

    pub fn def(self) -> &'static FigureDef {
        &FIGURES[usize::from(self.0)]
    }

    pub fn key(self) -> &'static str {
        self.def().key
    }

    pub fn name(self) -> &'static str {
        self.def().name
    }

    /// "1 follower", "6 followers", "0 abbots".
    pub fn count(self, n: usize) -> String {
        let word = if n == 1 {
            self.name()
        } else {
            self.def().plural
        };
        format!("{n} {word}")
    }

    pub fn strength(self) -> u32 {
        self.def().strength
    }

    /// Whether it counts as a follower (weighs in majorities: followers, large followers,
    /// abbots), as opposed to the builder, the pig or the shepherd.
    pub fn is_follower(self) -> bool {
        self.def().strength > 0
    }

    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// Every kind, in registry order.
    pub fn all() -> impl Iterator<Item = FigureKind> {
        (0..FIGURES.len() as u8).map(FigureKind)
    }

    /// By key, or by a name engine 0.1 used.
    pub fn from_key(key: &str) -> Option<FigureKind> {
        FigureKind::all().find(|k| k.def().key == key || k.def().legacy.contains(&key))
    }

    /// Whether this figure may stand on that kind of place at all.
    pub fn may_stand_on(self, place: SpotKind) -> bool {
        self.def().stands_on.contains(&place)
    }
}

impl fmt::Debug for FigureKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl From<FigureKind> for &'static str {
    fn from(k: FigureKind) -> &'static str {
        k.key()
    }
}

impl TryFrom<String> for FigureKind {
    type Error = String;

    fn try_from(key: String) -> Result<Self, String> {
        FigureKind::from_key(&key).ok_or_else(|| format!("unknown figure {key:?}"))
    }
}

/// Where on a tile a figure stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[non_exhaustive]
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
    counts: [u8; FIGURES.len()],
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
mod tests {
    use super::*;

    #[test]
    fn kinds_read_by_key_and_by_their_old_names() {
        assert_eq!(FigureKind::from_key("follower"), Some(FigureKind::FOLLOWER));
        assert_eq!(FigureKind::from_key("Normal"), Some(FigureKind::FOLLOWER));
        assert_eq!(FigureKind::from_key("Large"), Some(FigureKind::LARGE));
        assert_eq!(FigureKind::from_key("abbot"), Some(FigureKind::ABBOT));
        assert_eq!(FigureKind::from_key("dragon"), None);
        assert_eq!(FigureKind::LARGE.strength(), 2);
        assert!(!FigureKind::ABBOT.may_stand_on(SpotKind::Feature(FeatureKind::City)));
        assert!(FigureKind::FOLLOWER.may_stand_on(SpotKind::Monastery));
        assert!(!FigureKind::FOLLOWER.may_stand_on(SpotKind::Garden));
    }

    #[test]
    fn a_supply_is_a_map_that_reads_the_old_struct() {
        let old: Supply =
            serde_json::from_str(r#"{"normal":6,"large":1,"abbot":0}"#).expect("old supply");
        assert_eq!(old.get(FigureKind::FOLLOWER), 6);
        assert_eq!(old.get(FigureKind::LARGE), 1);
        assert_eq!(old.total(), 7);
        let json = serde_json::to_string(&old).expect("serialise");
        assert_eq!(json, r#"{"follower":6,"large":1}"#);
        let back: Supply = serde_json::from_str(&json).expect("read back");
        assert_eq!(back, old);
        assert!(serde_json::from_str::<Supply>(r#"{"dragon":1}"#).is_err());
    }
}

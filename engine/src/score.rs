//! What points are scored for, and each player's points per kind.
//!
//! The breakdown is stored as a map from kind key to points, so kinds added by later
//! capabilities read as zero in older games; the fixed five-number arrays of engine 0.1 read too.

use std::fmt;

use serde::{Deserialize, Serialize};

/// What was scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
#[non_exhaustive]
pub enum ScoreKind {
    City,
    Road,
    Monastery,
    Garden,
    Field,
    /// Traders & Builders' goods majorities at the end.
    Goods,
    /// Hills & Sheep's gathered flocks.
    Flock,
    /// Over Hill and Dale: a wanderer's hike, 1 per tile entered.
    Hike,
    /// Over Hill and Dale: a stable's animals at the end.
    Stable,
    /// Over Hill and Dale: harvest tokens at the end, 1 each and 5 per set of five fruits.
    Harvest,
    /// The Wheel of Fortune: a segment's action (Fortune, Taxes, Famine, Storm, Inquisition).
    Wheel,
    /// The Wheel of Fortune: followers on the crown spaces where the pig lands.
    Crown,
}

impl ScoreKind {
    /// Every kind, in the order score sheets list them.
    pub const ALL: [ScoreKind; 12] = [
        ScoreKind::City,
        ScoreKind::Road,
        ScoreKind::Monastery,
        ScoreKind::Garden,
        ScoreKind::Field,
        ScoreKind::Goods,
        ScoreKind::Flock,
        ScoreKind::Hike,
        ScoreKind::Stable,
        ScoreKind::Harvest,
        ScoreKind::Wheel,
        ScoreKind::Crown,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// Stable key, also the word used in narration.
    pub const fn name(self) -> &'static str {
        match self {
            ScoreKind::City => "city",
            ScoreKind::Road => "road",
            ScoreKind::Monastery => "monastery",
            ScoreKind::Garden => "garden",
            ScoreKind::Field => "field",
            ScoreKind::Goods => "goods",
            ScoreKind::Flock => "flock",
            ScoreKind::Hike => "hike",
            ScoreKind::Stable => "stable",
            ScoreKind::Harvest => "harvest",
            ScoreKind::Wheel => "wheel",
            ScoreKind::Crown => "crown",
        }
    }

    /// Column heading for a score sheet.
    pub const fn plural(self) -> &'static str {
        match self {
            ScoreKind::City => "cities",
            ScoreKind::Road => "roads",
            ScoreKind::Monastery => "monasteries",
            ScoreKind::Garden => "gardens",
            ScoreKind::Field => "farms",
            ScoreKind::Goods => "goods",
            ScoreKind::Flock => "sheep",
            ScoreKind::Hike => "hikes",
            ScoreKind::Stable => "stables",
            ScoreKind::Harvest => "harvest",
            ScoreKind::Wheel => "wheel",
            ScoreKind::Crown => "crowns",
        }
    }

    pub fn from_name(name: &str) -> Option<ScoreKind> {
        ScoreKind::ALL.into_iter().find(|k| k.name() == name)
    }
}

impl From<ScoreKind> for &'static str {
    fn from(k: ScoreKind) -> &'static str {
        k.name()
    }
}

impl TryFrom<String> for ScoreKind {
    type Error = String;

    fn try_from(name: String) -> Result<Self, String> {
        ScoreKind::from_name(&name).ok_or_else(|| format!("unknown score kind {name:?}"))
    }
}

/// One player's points per [`ScoreKind`].
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub struct Breakdown {
    points: [u32; ScoreKind::ALL.len()],
}

impl Breakdown {
    pub fn get(&self, kind: ScoreKind) -> u32 {
        self.points[kind.index()]
    }

    /// Saturates: a snapshot may claim any score, and scoring on must not wrap it.
    pub(crate) fn add(&mut self, kind: ScoreKind, points: u32) {
        let slot = &mut self.points[kind.index()];
        *slot = slot.saturating_add(points);
    }

    pub fn total(&self) -> u32 {
        self.points.iter().fold(0, |sum, &p| sum.saturating_add(p))
    }

    /// Kinds with points, in sheet order.
    pub fn iter(&self) -> impl Iterator<Item = (ScoreKind, u32)> + '_ {
        ScoreKind::ALL
            .into_iter()
            .map(|k| (k, self.get(k)))
            .filter(|&(_, p)| p > 0)
    }
}

impl fmt::Debug for Breakdown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map()
            .entries(self.iter().map(|(k, p)| (k.name(), p)))
            .finish()
    }
}

impl Serialize for Breakdown {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.iter().map(|(k, p)| (k.name(), p)))
    }
}

impl<'de> Deserialize<'de> for Breakdown {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Repr {
            Map(std::collections::BTreeMap<String, u32>),
            /// Engine 0.1: city, road, monastery, garden, field.
            Legacy([u32; 5]),
        }
        let mut out = Breakdown::default();
        match Repr::deserialize(deserializer)? {
            Repr::Legacy(points) => {
                for (kind, p) in ScoreKind::ALL.into_iter().zip(points) {
                    out.add(kind, p);
                }
            }
            Repr::Map(map) => {
                for (name, p) in map {
                    let kind = ScoreKind::from_name(&name).ok_or_else(|| {
                        serde::de::Error::custom(format!("unknown score kind {name:?}"))
                    })?;
                    out.add(kind, p);
                }
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn breakdowns_are_maps_and_the_old_arrays_still_read() {
        let old: Breakdown = serde_json::from_str("[4,3,0,0,6]").expect("old array");
        assert_eq!(old.get(ScoreKind::City), 4);
        assert_eq!(old.get(ScoreKind::Field), 6);
        assert_eq!(old.total(), 13);
        let json = serde_json::to_string(&old).expect("serialise");
        assert_eq!(json, r#"{"city":4,"road":3,"field":6}"#);
        assert_eq!(serde_json::from_str::<Breakdown>(&json).ok(), Some(old));
        let sparse: Breakdown = serde_json::from_str(r#"{"garden":2}"#).expect("sparse");
        assert_eq!(sparse.get(ScoreKind::Garden), 2);
        assert_eq!(sparse.get(ScoreKind::City), 0);
    }
}

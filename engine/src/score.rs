//! What points are scored for, and each player's points per kind.
//!
//! The breakdown is stored as a map from kind key to points, so kinds added by later
//! capabilities read as zero in older games; the fixed five-number arrays of engine 0.1 read too.

use std::fmt;

use serde::{Deserialize, Serialize};

/// What was scored, by its stable key. The core names the kinds of the base game's features;
/// each capability declares the kinds it awards (`ScoreKind::Goods` is declared in the
/// Traders & Builders folder) and lists them in [`Capability::scores`].
///
/// [`Capability::scores`]: crate::capability
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ScoreKind {
    key: &'static str,
    plural: &'static str,
}

#[allow(non_upper_case_globals)]
impl ScoreKind {
    pub const City: ScoreKind = ScoreKind::new("city", "cities");
    pub const Road: ScoreKind = ScoreKind::new("road", "roads");
    pub const Monastery: ScoreKind = ScoreKind::new("monastery", "monasteries");
    /// A field's farmers (the base game's fields; the farmers' capability awards it).
    pub const Field: ScoreKind = ScoreKind::new("field", "farms");
}

/// Kinds any game can score whatever its capabilities.
const CORE: [ScoreKind; 3] = [ScoreKind::City, ScoreKind::Road, ScoreKind::Monastery];

/// Room for every kind in a [`Breakdown`]; a registry with more fails its first use.
const MAX_KINDS: usize = 24;

impl ScoreKind {
    /// A kind a capability declares: its key (also the word used in narration) and the
    /// heading of its column on a score sheet.
    pub(crate) const fn new(key: &'static str, plural: &'static str) -> ScoreKind {
        ScoreKind { key, plural }
    }

    /// Every kind, in the order score sheets list them: the core's, then each capability's
    /// in registry order.
    pub fn all() -> &'static [ScoreKind] {
        static ALL: std::sync::LazyLock<Vec<ScoreKind>> = std::sync::LazyLock::new(|| {
            let mut all = CORE.to_vec();
            for h in crate::expansions::registry() {
                for &k in h.scores() {
                    if !all.contains(&k) {
                        all.push(k);
                    }
                }
            }
            assert!(
                all.len() <= MAX_KINDS,
                "more score kinds than a breakdown holds"
            );
            all
        });
        &ALL
    }

    /// Position in [`ScoreKind::all`].
    pub fn index(self) -> usize {
        let all = ScoreKind::all();
        // Breakdowns look kinds up on every score: the key's address usually finds it
        // without comparing strings.
        all.iter()
            .position(|k| std::ptr::eq(k.key, self.key))
            .or_else(|| all.iter().position(|&k| k == self))
            .unwrap_or(MAX_KINDS - 1)
    }

    /// Stable key, also the word used in narration.
    pub const fn name(self) -> &'static str {
        self.key
    }

    /// Column heading for a score sheet.
    pub const fn plural(self) -> &'static str {
        self.plural
    }

    pub fn from_name(name: &str) -> Option<ScoreKind> {
        ScoreKind::all().iter().copied().find(|k| k.name() == name)
    }
}

impl fmt::Debug for ScoreKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key)
    }
}

impl PartialOrd for ScoreKind {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for ScoreKind {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (self.index(), self.key).cmp(&(other.index(), other.key))
    }
}

impl Serialize for ScoreKind {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.key)
    }
}

impl<'de> Deserialize<'de> for ScoreKind {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let name = String::deserialize(deserializer)?;
        ScoreKind::from_name(&name)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown score kind {name:?}")))
    }
}

/// One player's points per [`ScoreKind`].
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub struct Breakdown {
    points: [u32; MAX_KINDS],
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
        ScoreKind::all()
            .iter()
            .copied()
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
                let v1 = [
                    ScoreKind::City,
                    ScoreKind::Road,
                    ScoreKind::Monastery,
                    ScoreKind::new("garden", "gardens"),
                    ScoreKind::Field,
                ];
                for (kind, p) in v1.into_iter().zip(points) {
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
mod tests;

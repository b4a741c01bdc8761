//! Tile geometry as data: every tile of every supported set, parsed once from
//! `catalogue.txt` and shared by the rules and the renderer.
//!
//! A tile is a list of [`Segment`]s, each a feature piece (city, road, field, river) owning a
//! set of [`Ports`] on the tile's edges, plus tile-wide symbols (monastery, garden, hill, ...).
//! The rules never look at tile names: a new tile is a new line of data.

mod legacy;
mod parse;

use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use crate::geometry::{Port, Ports, Rotation, Side};

/// A tile type of the [`catalogue`]. Serialised as its rulebook name (`"D"`, `"IC.5"`), which
/// stays valid when the catalogue grows; reading also accepts the numeric ids of engine 0.1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TileId(u16);

impl TileId {
    pub fn def(self) -> &'static TileDef {
        &catalogue().tiles[usize::from(self.0)]
    }

    pub fn name(self) -> &'static str {
        &self.def().name
    }

    /// Position in the catalogue (dense, for tables indexed by tile type).
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The tile at catalogue position `index`, if there is one.
    pub fn from_index(index: usize) -> Option<TileId> {
        (index < catalogue().tiles.len()).then_some(TileId(index as u16))
    }

    /// A tile id of engine 0.1 (its catalogue position then).
    fn from_v1(n: u64) -> Option<TileId> {
        let name = legacy::NAMES_V1.get(usize::try_from(n).ok()?)?;
        by_name(name)
    }
}

impl fmt::Display for TileId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for TileId {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for TileId {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visit;
        impl serde::de::Visitor<'_> for Visit {
            type Value = TileId;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a tile name")
            }

            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<TileId, E> {
                by_name(v).ok_or_else(|| E::custom(format!("unknown tile {v:?}")))
            }

            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<TileId, E> {
                TileId::from_v1(v).ok_or_else(|| E::custom(format!("unknown tile id {v}")))
            }

            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<TileId, E> {
                let v = u64::try_from(v).map_err(|_| E::custom(format!("unknown tile id {v}")))?;
                self.visit_u64(v)
            }
        }
        deserializer.deserialize_any(Visit)
    }
}

/// What lies along a whole edge; two tiles may only touch with equal kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[non_exhaustive]
pub enum EdgeKind {
    Field,
    Road,
    City,
    River,
    /// The inner edge of a board piece larger than a tile (the Wheel of Fortune's hub): it
    /// always faces another cell of the same piece, so no tile is ever laid against it.
    Hub,
}

impl EdgeKind {
    /// A 3-bit code, never 0 (0 means "no constraint" in a frontier cell's packed needs).
    pub(crate) const fn code(self) -> u16 {
        match self {
            EdgeKind::Field => 1,
            EdgeKind::Road => 2,
            EdgeKind::City => 3,
            EdgeKind::River => 4,
            EdgeKind::Hub => 5,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            EdgeKind::Field => "field",
            EdgeKind::Road => "road",
            EdgeKind::City => "city",
            EdgeKind::River => "river",
            EdgeKind::Hub => "wheel",
        }
    }

    /// Every kind, for decoding.
    pub const ALL: [EdgeKind; 5] = [
        EdgeKind::Field,
        EdgeKind::Road,
        EdgeKind::City,
        EdgeKind::River,
        EdgeKind::Hub,
    ];
}

/// The kind of a feature segment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[non_exhaustive]
pub enum FeatureKind {
    City,
    Road,
    Field,
    River,
}

impl FeatureKind {
    pub const fn name(self) -> &'static str {
        match self {
            FeatureKind::City => "city",
            FeatureKind::Road => "road",
            FeatureKind::Field => "field",
            FeatureKind::River => "river",
        }
    }
}

/// What a road or river that ends on this tile ends at (drawn by the renderer).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[non_exhaustive]
pub enum End {
    Monastery,
    City,
    Junction,
    House,
    Spring,
    Lake,
    /// Ends against something else on the tile (another road, a wall).
    Other,
}

/// Which box a tile comes from, by the key the catalogue writes (`base`, `ic`). The core names
/// the base game's; each capability declares its own sets (`TileSet::InnsCathedrals`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct TileSet(&'static str);

#[allow(non_upper_case_globals)]
impl TileSet {
    /// The base game's 72 tiles (with the 2nd edition's garden copies).
    pub const Base: TileSet = TileSet("base");
}

impl TileSet {
    /// A set a capability declares.
    pub(crate) const fn new(key: &'static str) -> TileSet {
        TileSet(key)
    }

    pub const fn key(self) -> &'static str {
        self.0
    }
}

impl fmt::Debug for TileSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// A name printed on a tile or in one of its feature pieces that some capability reads: an
/// inn on a road, goods in a city, a hill, a wheel number, an animal. The catalogue writes
/// segment marks in braces (`{inn}`) and tile symbols in brackets (`[HILL]`); the names that
/// exist are those the capabilities declare ([`Mark::all`]), so a misspelt one is a defect of
/// the catalogue, not a silent blank.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Mark(u8);

/// Room for every mark in a [`Marks`] set.
const MAX_MARKS: usize = 64;

/// FNV-1a: mark names are a few bytes long, where the standard hasher's set-up dominates.
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut h = self.0;
        for &b in bytes {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        self.0 = h;
    }
}

impl Mark {
    /// Every mark name, lower case: those the capabilities declare, in registry order.
    pub fn all() -> &'static [&'static str] {
        static ALL: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
            let mut all: Vec<&'static str> = Vec::new();
            for h in crate::expansions::registry() {
                for &name in h.marks() {
                    if !all.contains(&name) {
                        all.push(name);
                    }
                }
            }
            assert!(all.len() <= MAX_MARKS, "more marks than a set holds");
            all
        });
        &ALL
    }

    /// The mark of that name (any case), if some capability declares it.
    pub fn named(name: &str) -> Option<Mark> {
        // Rules ask for marks by name while a search judges positions, so the exact name is
        // looked up in a table hashed cheaply; only another case walks the list.
        static BY_NAME: LazyLock<HashMap<&'static str, Mark, BuildHasherDefault<Fnv>>> =
            LazyLock::new(|| {
                Mark::all()
                    .iter()
                    .enumerate()
                    .map(|(i, &n)| (n, Mark(i as u8)))
                    .collect()
            });
        BY_NAME.get(name).copied().or_else(|| {
            Mark::all()
                .iter()
                .position(|m| m.eq_ignore_ascii_case(name))
                .map(|i| Mark(i as u8))
        })
    }

    pub fn name(self) -> &'static str {
        Mark::all()[usize::from(self.0)]
    }
}

impl fmt::Debug for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of [`Mark`]s.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Marks(u64);

impl Marks {
    pub const fn has(self, mark: Mark) -> bool {
        self.0 & (1 << mark.0) != 0
    }

    /// Whether it holds the mark of that name.
    pub fn has_named(self, name: &str) -> bool {
        Mark::named(name).is_some_and(|m| self.has(m))
    }

    pub const fn with(self, mark: Mark) -> Marks {
        Marks(self.0 | 1 << mark.0)
    }

    pub const fn union(self, other: Marks) -> Marks {
        Marks(self.0 | other.0)
    }

    pub fn iter(self) -> impl Iterator<Item = Mark> {
        (0..MAX_MARKS as u8).map(Mark).filter(move |&m| self.has(m))
    }

    /// The names of the marks, in [`Mark::all`] order.
    pub fn names(self) -> impl Iterator<Item = &'static str> {
        self.iter().map(Mark::name)
    }
}

/// One feature piece on a tile, at rotation 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Segment {
    pub kind: FeatureKind,
    pub ports: Ports,
    /// Set when a road or river ends on the tile.
    pub end: Option<End>,
    pub pennants: u8,
    /// What is printed in it besides pennants (an inn, goods, a harvest symbol).
    pub marks: Marks,
    /// For fields: indexes (into `TileDef::segments`) of the city segments this field borders.
    pub cities: Vec<u8>,
}

impl Segment {
    pub fn ports_at(&self, r: Rotation) -> Ports {
        self.ports.rotated(r)
    }

    /// Whether the mark of that name is printed in it.
    pub fn has(&self, mark: &str) -> bool {
        self.marks.has_named(mark)
    }
}

/// A tile type at rotation 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileDef {
    pub id: TileId,
    /// The tile's name in the rulebooks' tile lists (`D`, `IC.5`, `R1.a`, `E+g`).
    pub name: String,
    pub set: TileSet,
    /// Copies in the first and in the second edition (the second adds garden variants).
    pub count_first: u8,
    pub count_second: u8,
    pub edges: [EdgeKind; 4],
    pub segments: Vec<Segment>,
    /// For each port, the segment that owns it (if any).
    pub port_owner: [Option<u8>; 12],
    pub monastery: bool,
    /// A garden, where the Abbot may stand (a place figures know, like a monastery).
    pub garden: bool,
    /// The symbols printed on the tile, in catalogue order, repeated when several are (two
    /// sheep); [`TileDef::marks`] is the set of them.
    pub symbols: Vec<Mark>,
    pub marks: Marks,
    /// Edge codes N, E, S, W packed 3 bits each, per rotation: a frontier cell's packed needs
    /// compare against this in one masked comparison.
    pub(crate) edge_codes: [u16; 4],
    /// For each segment, whether another segment of the same kind lies on this tile (only then
    /// can a feature reach the tile twice).
    pub(crate) has_twin: Vec<bool>,
}

impl TileDef {
    /// The edge kind on board side `side` when the tile is turned by `r`.
    pub fn edge(&self, side: Side, r: Rotation) -> EdgeKind {
        self.edges[side.rotated(r.inverse()).index()]
    }

    /// Edge kinds N, E, S, W after rotation.
    pub fn edges_at(&self, r: Rotation) -> [EdgeKind; 4] {
        Side::ALL.map(|s| self.edge(s, r))
    }

    /// The segment owning board port `port` when the tile is turned by `r`.
    pub fn owner_at(&self, port: Port, r: Rotation) -> Option<u8> {
        self.port_owner[port.rotated(r.inverse()).index()]
    }

    /// Packed edge codes after rotation (see [`EdgeKind::code`]).
    pub(crate) fn edge_code(&self, r: Rotation) -> u16 {
        self.edge_codes[usize::from(r.quarter_turns())]
    }

    pub fn has_river(&self) -> bool {
        self.edges.contains(&EdgeKind::River)
    }

    /// Whether the symbol of that name is printed on the tile.
    pub fn has(&self, symbol: &str) -> bool {
        self.marks.has_named(symbol)
    }

    /// How many of that symbol are printed on the tile.
    pub fn count(&self, symbol: &str) -> usize {
        self.symbols
            .iter()
            .filter(|m| m.name().eq_ignore_ascii_case(symbol))
            .count()
    }
}

/// All tile types, in catalogue order.
pub struct Catalogue {
    pub tiles: Vec<TileDef>,
}

impl Catalogue {
    pub fn by_name(&self, name: &str) -> Option<TileId> {
        self.tiles.iter().find(|t| t.name == name).map(|t| t.id)
    }

    pub fn in_set(&self, set: TileSet) -> impl Iterator<Item = &TileDef> {
        self.tiles.iter().filter(move |t| t.set == set)
    }
}

static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| {
    // The base game's tiles, then each capability's in registry order. The data is compiled
    // in and checked by tests, so a parse failure is a build defect.
    let mut tiles = Vec::new();
    let parts = std::iter::once(("core", include_str!("catalogue.txt"))).chain(
        crate::expansions::registry()
            .iter()
            .map(|h| (h.key(), h.catalogue())),
    );
    for (source, text) in parts {
        if let Err(e) = parse::parse_catalogue(text, &mut tiles) {
            panic!("tile catalogue of {source} is malformed: {e}");
        }
    }
    Catalogue { tiles }
});

/// Every tile set: the base game's, then those the capabilities declare.
pub(crate) fn tile_sets() -> impl Iterator<Item = TileSet> {
    std::iter::once(TileSet::Base).chain(
        crate::expansions::registry()
            .iter()
            .flat_map(|h| h.tile_sets().iter().copied()),
    )
}

pub fn catalogue() -> &'static Catalogue {
    &CATALOGUE
}

/// Looks a tile up by its rulebook name.
pub fn by_name(name: &str) -> Option<TileId> {
    catalogue().by_name(name)
}

#[cfg(test)]
mod tests;

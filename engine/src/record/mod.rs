//! The neutral game-record format (`carcassonne-oracle/1`) and a strict replayer.
//!
//! A record names tiles by its own ids with its own rotation 0. Each id is matched to one of
//! the engine's tiles plus a rotation offset by comparing structure (edges, segments, pennants,
//! inns, cathedrals, field-to-city borders, monastery). The replay then drives the real engine:
//! every placement, discard and follower goes through [`Game::apply`], so an illegal record is
//! refused with the engine's own reason. Parsing JSON is the caller's job (the engine does no
//! I/O); these types derive `Deserialize`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::action::{Action, Event, Placement};
use crate::config::GameConfig;
use crate::error::MoveError;
use crate::figures::{FigureKind, Spot};
use crate::game::{Game, Phase};
use crate::geometry::{Port, Ports, Pos, Rotation, Side};
use crate::rules::Expansion;
use crate::tiles::{catalogue, EdgeKind, FeatureKind, Goods, Segment, TileDef, TileId};
use crate::tokens::SheepToken;
use crate::WheelSegment;

mod write;
use crate::variants;
pub use write::write_wheel_record;

/// `replay-tiles.json`: the record format's tile catalogue.
#[derive(Clone, Debug, Deserialize)]
pub struct TileFile {
    pub tiles: BTreeMap<String, RecordTile>,
    /// Ids that also exist with an Abbot's garden (same structure otherwise).
    #[serde(default)]
    pub garden_variants: Vec<String>,
}

impl TileFile {
    /// This file's tiles and those of `more` (an extension's extra shapes); an id both name
    /// keeps this file's tile.
    pub fn with(mut self, more: TileFile) -> TileFile {
        for (id, tile) in more.tiles {
            self.tiles.entry(id).or_insert(tile);
        }
        self.garden_variants.extend(more.garden_variants);
        self
    }
}

#[derive(Clone, Debug, Deserialize)]
pub struct RecordTile {
    pub edges: BTreeMap<String, String>,
    /// JCZ extension: a garden copy is its own id with this flag.
    #[serde(default)]
    pub garden: bool,
    #[serde(default)]
    pub hill: bool,
    #[serde(default)]
    pub vineyard: bool,
    #[serde(default)]
    pub volcano: bool,
    #[serde(default)]
    pub cities: Vec<RecordCity>,
    #[serde(default)]
    pub roads: Vec<RecordRoad>,
    #[serde(default)]
    pub fields: Vec<RecordField>,
    #[serde(default)]
    pub rivers: Vec<RecordRiver>,
    #[serde(default)]
    pub monastery: bool,
}

#[derive(Clone, Debug, Deserialize)]
pub struct RecordCity {
    pub edges: Vec<String>,
    #[serde(default)]
    pub pennant: bool,
    #[serde(default)]
    pub cathedral: bool,
    /// JCZ extension: one entry per goods symbol (`wine`, `wheat`, `cloth`).
    #[serde(default)]
    pub goods: Vec<String>,
    /// JCZ extension: edges this segment also reaches although another city segment of the
    /// tile lists them (the corner third next to this segment's own edges).
    #[serde(default)]
    pub multi_edges: Vec<String>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct RecordRoad {
    pub edges: Vec<String>,
    #[serde(default)]
    pub inn: bool,
}

#[derive(Clone, Debug, Deserialize)]
pub struct RecordField {
    pub half_edges: Vec<String>,
    #[serde(default)]
    pub cities: Vec<usize>,
    /// JCZ extension: River II's pig-herd.
    #[serde(default)]
    pub pig_herd: bool,
}

#[derive(Clone, Debug, Deserialize)]
pub struct RecordRiver {
    pub edges: Vec<String>,
}

/// One recorded game.
#[derive(Clone, Debug, Deserialize)]
pub struct Record {
    /// `"jcz/1"` for records of the JCloisterZone extension, `"wheel/1"` for games with The
    /// Wheel of Fortune (`docs/wheel-records.md`).
    #[serde(default)]
    pub extension: Option<String>,
    /// Wheel extension: `"wheel-of-fortune"` for the stand-alone game; Carcassonne otherwise.
    #[serde(default)]
    pub game: Option<String>,
    pub ruleset: Ruleset,
    pub players: usize,
    pub start_tile: StartTile,
    pub turns: Vec<Turn>,
    /// JCZ client scenarios stop mid-game (`false`): no final scoring then.
    #[serde(default = "yes")]
    pub complete: bool,
}

fn yes() -> bool {
    true
}

#[derive(Clone, Debug, Deserialize)]
pub struct Ruleset {
    #[serde(default)]
    pub farmers: bool,
    #[serde(default)]
    pub inns_cathedrals: bool,
    #[serde(default)]
    pub river: bool,
    #[serde(default)]
    pub abbots: bool,
    pub meeples_per_player: u8,
    #[serde(default)]
    pub large_meeples_per_player: u8,
    // JCZ extension.
    #[serde(default)]
    pub traders_builders: bool,
    #[serde(default)]
    pub hills_sheep: bool,
    #[serde(default)]
    pub river2: bool,
    pub builders_per_player: Option<u8>,
    pub pigs_per_player: Option<u8>,
    pub shepherds_per_player: Option<u8>,
    pub abbots_per_player: Option<u8>,
    pub tiny_city_points: Option<u32>,
    pub hill_tiebreaker: Option<String>,
    pub flock_scored_when_field_closed: Option<bool>,
    pub volcano_extra_turn: Option<bool>,
    // Wheel extension.
    #[serde(default)]
    pub wheel: bool,
}

#[derive(Clone, Debug, Deserialize)]
pub struct StartTile {
    pub tile: String,
    pub x: i32,
    pub y: i32,
    pub rotation: u8,
    pub edges: Option<BTreeMap<String, String>>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct Turn {
    pub player: usize,
    pub tile: String,
    /// Set on a garden copy of a tile id listed in `garden_variants`.
    #[serde(default)]
    pub garden: bool,
    #[serde(default)]
    pub discarded: bool,
    pub x: Option<i32>,
    pub y: Option<i32>,
    pub rotation: Option<u8>,
    pub edges: Option<BTreeMap<String, String>>,
    #[serde(default)]
    pub meeple: Option<Meeple>,
    /// JCZ extension: `"builder"` on the tiles of a builder's second turn.
    #[serde(default)]
    pub extra: Option<String>,
    /// JCZ extension: the tile put face down under this hill tile (`null`: not named).
    #[serde(default, deserialize_with = "some_or_null")]
    pub under_hill: Option<Option<String>>,
    /// JCZ extension: an abbot brought back instead of a figure.
    #[serde(default, rename = "return")]
    pub returned: Option<Return>,
    /// JCZ extension: grow or gather, one per flock asked about.
    #[serde(default)]
    pub flock: Option<OneOrMany<String>>,
    /// JCZ extension: the sheep tokens drawn this turn, in order.
    #[serde(default)]
    pub sheep_token: Option<OneOrMany<TokenName>>,
    /// Wheel extension: the wheel number printed on the tile (absent or 0: none).
    #[serde(default)]
    pub wheel: u8,
    /// Wheel extension: the segment the pig stands on once this tile was drawn (`"taxes"`).
    #[serde(default)]
    pub pig: Option<WheelSegment>,
    /// Wheel extension: the follower each player sent home in the plague this tile's draw
    /// caused, in the order they were asked.
    #[serde(default)]
    pub plague: Vec<PlagueChoice>,
}

/// Wheel extension: one player's answer to the plague.
#[derive(Clone, Debug, Deserialize)]
pub struct PlagueChoice {
    pub player: usize,
    pub x: i32,
    pub y: i32,
    /// The follower's spot, as a `meeple` spot (`meeple` may be left out).
    #[serde(flatten)]
    pub spot: Meeple,
}

/// A field that is present (even as `null`) reads as `Some`.
fn some_or_null<'de, D, T>(d: D) -> Result<Option<Option<T>>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(d).map(Some)
}

#[derive(Clone, Debug, Deserialize)]
pub struct Return {
    pub x: i32,
    pub y: i32,
    pub feature: String,
}

/// A value or a list of them.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum OneOrMany<T> {
    One(T),
    Many(Vec<T>),
}

impl<T: Clone> OneOrMany<T> {
    fn to_vec(&self) -> Vec<T> {
        match self {
            OneOrMany::One(t) => vec![t.clone()],
            OneOrMany::Many(v) => v.clone(),
        }
    }
}

/// A sheep token as records write it: a number of sheep or `"wolf"`.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum TokenName {
    Sheep(u8),
    Word(String),
}

impl TokenName {
    fn token(&self) -> Result<SheepToken, String> {
        match self {
            TokenName::Sheep(n @ 1..=4) => Ok(SheepToken::Sheep(*n)),
            TokenName::Word(w) if w == "wolf" => Ok(SheepToken::Wolf),
            other => Err(format!("unknown sheep token {other:?}")),
        }
    }
}

#[derive(Clone, Debug, Deserialize)]
pub struct Meeple {
    pub feature: String,
    #[serde(default)]
    pub edges: Option<Vec<String>>,
    #[serde(default)]
    pub half_edges: Option<Vec<String>>,
    #[serde(default = "normal")]
    pub meeple: String,
    /// Wheel extension: the segment of a crown space (`"feature": "crown"`).
    #[serde(default)]
    pub segment: Option<WheelSegment>,
}

fn normal() -> String {
    "normal".into()
}

/// What `carcassonne-bot replay` prints.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReplayResult {
    pub turns: Vec<TurnScores>,
    /// `None` for a record that stops mid-game.
    pub final_scores: Option<Vec<u32>>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TurnScores {
    pub scores: Vec<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ReplayError {
    #[error("tile catalogue: {0}")]
    Catalogue(String),
    #[error("set-up: {0}")]
    Setup(String),
    #[error("turn {turn}: {reason}")]
    Turn { turn: usize, reason: String },
    #[error("after the last turn: {0}")]
    End(String),
}

/// A record tile id resolved to an engine tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileMatch {
    pub tile: TileId,
    /// Engine rotation that shows the record tile's rotation 0.
    pub offset: Rotation,
    /// The engine's garden copy of the same tile, when the record format has one.
    pub garden: Option<TileId>,
}

impl TileMatch {
    /// The engine tile for a turn: the garden copy when the turn says so.
    fn for_turn(&self, garden: bool) -> TileId {
        if garden {
            self.garden.unwrap_or(self.tile)
        } else {
            self.tile
        }
    }
}

fn side_name(s: &str) -> Option<Side> {
    match s {
        "N" => Some(Side::N),
        "E" => Some(Side::E),
        "S" => Some(Side::S),
        "W" => Some(Side::W),
        _ => None,
    }
}

fn edge_kind(s: &str) -> Option<EdgeKind> {
    match s {
        "city" => Some(EdgeKind::City),
        "road" => Some(EdgeKind::Road),
        "field" => Some(EdgeKind::Field),
        "river" => Some(EdgeKind::River),
        _ => None,
    }
}

fn whole_edges(edges: &[String]) -> Result<Ports, String> {
    let mut p = Ports::EMPTY;
    for e in edges {
        let side = side_name(e).ok_or(format!("unknown edge {e:?}"))?;
        for k in 0..3 {
            p = p.with(Port::new(side as u8 * 3 + k));
        }
    }
    Ok(p)
}

fn middles(edges: &[String]) -> Result<Ports, String> {
    let mut p = Ports::EMPTY;
    for e in edges {
        p = p.with(Port::middle(
            side_name(e).ok_or(format!("unknown edge {e:?}"))?,
        ));
    }
    Ok(p)
}

fn halves(names: &[String]) -> Result<Ports, String> {
    let mut p = Ports::EMPTY;
    for n in names {
        let port = Port::from_name(n).filter(|p| p.third() != 1);
        p = p.with(port.ok_or(format!("unknown half-edge {n:?}"))?);
    }
    Ok(p)
}

fn edge_map(edges: &BTreeMap<String, String>) -> Result<[EdgeKind; 4], String> {
    let mut out = [EdgeKind::Field; 4];
    for side in Side::ALL {
        let key = side.letter().to_string();
        let v = edges.get(&key).ok_or(format!("edge {key} missing"))?;
        out[side.index()] = edge_kind(v).ok_or(format!("unknown edge kind {v:?}"))?;
    }
    Ok(out)
}

/// A rotation-specific, order-free description of a tile's structure.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Shape {
    edges: [EdgeKind; 4],
    /// Ports, pennant, cathedral, goods.
    cities: Vec<(u16, bool, bool, Option<Goods>)>,
    roads: Vec<(u16, bool)>,
    rivers: Vec<u16>,
    /// Ports, bordered cities' ports, pig-herd.
    fields: Vec<(u16, Vec<u16>, bool)>,
    monastery: bool,
    /// Garden, hill, vineyard, volcano.
    flags: [bool; 4],
}

fn goods_of(names: &[String]) -> Result<Option<Goods>, String> {
    match names {
        [] => Ok(None),
        [one] => Goods::ALL
            .into_iter()
            .find(|g| g.name() == one)
            .map(Some)
            .ok_or(format!("unknown goods {one:?}")),
        _ => Err("a city segment with several goods symbols".into()),
    }
}

/// Each city segment's ports: whole edges, then `multi_edges` (the corner third of that edge
/// next to the segment's own edges, taken from the segment that lists the edge whole).
fn city_ports(t: &RecordTile) -> Result<Vec<u16>, String> {
    let mut ports = t
        .cities
        .iter()
        .map(|c| Ok(whole_edges(&c.edges)?.0))
        .collect::<Result<Vec<u16>, String>>()?;
    for (j, c) in t.cities.iter().enumerate() {
        for e in &c.multi_edges {
            let side = side_name(e).ok_or(format!("unknown edge {e:?}"))?;
            let own = |s: Side| c.edges.iter().any(|x| side_name(x) == Some(s));
            let next = Side::from_index((side.index() + 1) % 4);
            let prev = Side::from_index((side.index() + 3) % 4);
            let third = if own(next) {
                2
            } else if own(prev) {
                0
            } else {
                return Err(format!(
                    "multi-edge {e} touches none of the segment's edges"
                ));
            };
            let bit = 1u16 << (side.index() * 3 + third);
            for (i, p) in ports.iter_mut().enumerate() {
                if i == j {
                    *p |= bit;
                } else {
                    *p &= !bit;
                }
            }
        }
    }
    Ok(ports)
}

fn record_shape(t: &RecordTile) -> Result<Shape, String> {
    let ports = city_ports(t)?;
    let cities = t
        .cities
        .iter()
        .zip(&ports)
        .map(|(c, &p)| Ok((p, c.pennant, c.cathedral, goods_of(&c.goods)?)))
        .collect::<Result<Vec<_>, String>>()?;
    let mut fields = Vec::new();
    for f in &t.fields {
        let mut adj = Vec::new();
        for &c in &f.cities {
            adj.push(
                *ports
                    .get(c)
                    .ok_or(format!("field borders unknown city {c}"))?,
            );
        }
        adj.sort_unstable();
        fields.push((halves(&f.half_edges)?.0, adj, f.pig_herd));
    }
    let mut shape = Shape {
        edges: edge_map(&t.edges)?,
        cities,
        roads: t
            .roads
            .iter()
            .map(|r| Ok((middles(&r.edges)?.0, r.inn)))
            .collect::<Result<_, String>>()?,
        rivers: t
            .rivers
            .iter()
            .map(|r| Ok(middles(&r.edges)?.0))
            .collect::<Result<_, String>>()?,
        fields,
        monastery: t.monastery,
        flags: [t.garden, t.hill, t.vineyard, t.volcano],
    };
    normalise(&mut shape);
    Ok(shape)
}

fn engine_shape(def: &TileDef, r: Rotation) -> Shape {
    let seg_ports = |i: u8| def.segments[usize::from(i)].ports_at(r).0;
    let mut shape = Shape {
        edges: def.edges_at(r),
        cities: Vec::new(),
        roads: Vec::new(),
        rivers: Vec::new(),
        fields: Vec::new(),
        monastery: def.monastery,
        flags: [def.garden, def.hill, def.vineyard, def.volcano],
    };
    for s in &def.segments {
        let p = s.ports_at(r).0;
        match s.kind {
            FeatureKind::City => shape.cities.push((p, s.pennants > 0, s.cathedral, s.goods)),
            FeatureKind::Road => shape.roads.push((p, s.inn)),
            FeatureKind::River => shape.rivers.push(p),
            FeatureKind::Field => {
                let mut adj: Vec<u16> = s.cities.iter().map(|&c| seg_ports(c)).collect();
                adj.sort_unstable();
                shape.fields.push((p, adj, s.pigherd));
            }
        }
    }
    normalise(&mut shape);
    shape
}

fn normalise(s: &mut Shape) {
    s.cities.sort_unstable();
    s.roads.sort_unstable();
    s.rivers.sort_unstable();
    s.fields.sort_unstable();
}

/// Matches every record tile id to an engine tile; an id without a match is an error naming it.
pub fn match_tiles(file: &TileFile) -> Result<BTreeMap<String, TileMatch>, ReplayError> {
    let mut out = BTreeMap::new();
    for (id, t) in &file.tiles {
        let shape =
            record_shape(t).map_err(|e| ReplayError::Catalogue(format!("tile {id}: {e}")))?;
        let matching = |shape: &Shape| {
            catalogue().tiles.iter().find_map(|def| {
                Rotation::ALL
                    .into_iter()
                    .find(|&r| engine_shape(def, r) == *shape)
                    .map(|offset| (def.id, offset))
            })
        };
        // The first format lists garden copies apart: the same id, with a garden.
        let garden = if file.garden_variants.contains(id) {
            let mut with_garden = shape.clone();
            with_garden.flags[0] = true;
            match matching(&with_garden) {
                Some((g, _)) => Some(g),
                None => {
                    return Err(ReplayError::Catalogue(format!(
                        "tile {id} has a garden variant but no engine garden tile matches it"
                    )))
                }
            }
        } else {
            None
        };
        let found = matching(&shape).map(|(tile, offset)| TileMatch {
            tile,
            offset,
            garden,
        });
        match found {
            Some(m) => {
                out.insert(id.clone(), m);
            }
            None => {
                return Err(ReplayError::Catalogue(format!(
                    "tile {id} matches no engine tile in structure"
                )))
            }
        }
    }
    Ok(out)
}

fn config_for(record: &Record) -> Result<GameConfig, ReplayError> {
    let r = &record.ruleset;
    if !r.inns_cathedrals && r.large_meeples_per_player > 0 {
        return Err(ReplayError::Setup(
            "large followers need Inns & Cathedrals".into(),
        ));
    }
    let rules = [
        (Expansion::Farmers, r.farmers),
        (Expansion::Abbot, r.abbots),
        (Expansion::River1, r.river),
        (Expansion::River2, r.river2),
        (Expansion::Inns, r.inns_cathedrals),
        (Expansion::Traders, r.traders_builders),
        (Expansion::Hills, r.hills_sheep),
    ];
    let mut config = GameConfig::with_rules(
        record.players,
        rules.into_iter().filter_map(|(e, on)| on.then_some(e)),
    );
    match record.game.as_deref() {
        None | Some("carcassonne") => config.set(Expansion::Wheel, r.wheel),
        // The stand-alone game's farmers and wheel come with the game.
        Some("wheel-of-fortune") => {
            config.game = crate::rules::GameKind::WheelOfFortune;
            config.rules.clear();
        }
        Some(other) => return Err(ReplayError::Setup(format!("unknown game {other:?}"))),
    }
    config.set_figures(FigureKind::FOLLOWER, r.meeples_per_player);
    if r.inns_cathedrals {
        config.set_figures(FigureKind::LARGE, r.large_meeples_per_player);
    }
    let counts = [
        (
            FigureKind::BUILDER,
            r.builders_per_player,
            r.traders_builders,
        ),
        (FigureKind::PIG, r.pigs_per_player, r.traders_builders),
        (FigureKind::SHEPHERD, r.shepherds_per_player, r.hills_sheep),
        (FigureKind::ABBOT, r.abbots_per_player, r.abbots),
    ];
    for (kind, count, on) in counts {
        if let (Some(n), true) = (count, on) {
            config.set_figures(kind, n);
        }
    }
    let setup = |e: crate::error::SetupError| ReplayError::Setup(e.to_string());
    if let Some(points) = r.tiny_city_points {
        config
            .set_variant(variants::TINY_CITY, &points.to_string())
            .map_err(setup)?;
    }
    if let Some(reading) = &r.hill_tiebreaker {
        let value = match reading.as_str() {
            "at-least-one-follower" => "at-least-one",
            "number-of-followers" => "most-followers",
            other => {
                return Err(ReplayError::Setup(format!(
                    "unknown hill tie-breaker {other:?}"
                )))
            }
        };
        config
            .set_variant(variants::HILL_TIEBREAK, value)
            .map_err(setup)?;
    }
    if let Some(scores) = r.flock_scored_when_field_closed {
        let value = if scores { "scores" } else { "waits" };
        config
            .set_variant(variants::FLOCK_CLOSED, value)
            .map_err(setup)?;
    }
    if let Some(extra) = r.volcano_extra_turn {
        let value = if extra { "extra-turn" } else { "plain" };
        config
            .set_variant(variants::VOLCANO, value)
            .map_err(setup)?;
    }
    config.validate().map_err(setup)?;
    Ok(config)
}

fn spot_for(def: &TileDef, rotation: Rotation, m: &Meeple) -> Result<(Spot, FigureKind), String> {
    let kind = match m.meeple.as_str() {
        "normal" => FigureKind::FOLLOWER,
        "big" => FigureKind::LARGE,
        "abbot" => FigureKind::ABBOT,
        "builder" => FigureKind::BUILDER,
        "pig" => FigureKind::PIG,
        "shepherd" => FigureKind::SHEPHERD,
        other => return Err(format!("unknown meeple kind {other:?}")),
    };
    let edges = || {
        m.edges
            .as_deref()
            .ok_or(format!("{} meeple without edges", m.feature))
    };
    let (fk, ports) = match m.feature.as_str() {
        "monastery" => return Ok((Spot::Monastery, kind)),
        "garden" => return Ok((Spot::Garden, kind)),
        "city" => (FeatureKind::City, middles(edges()?)?),
        "road" => (FeatureKind::Road, middles(edges()?)?),
        "field" => {
            let h = m
                .half_edges
                .as_deref()
                .ok_or("field meeple without half_edges")?;
            (FeatureKind::Field, halves(h)?)
        }
        other => return Err(format!("unknown meeple feature {other:?}")),
    };
    // A city or road segment is named by its own edges, the sides whose middle third it holds:
    // never the `multi_edges` it shares with another city of the tile (HS.2's north edge, where
    // one city holds the middle and the other only a corner).
    let named = |s: &Segment| match fk {
        FeatureKind::Field => s.ports_at(rotation) == ports,
        _ => s.ports_at(rotation).middles() == ports,
    };
    def.segments
        .iter()
        .position(|s| s.kind == fk && named(s))
        .map(|s| (Spot::Segment(s as u8), kind))
        .ok_or_else(|| {
            format!(
                "tile {} has no {} segment with exactly those edges",
                def.name,
                fk.name()
            )
        })
}

fn placed_edges_check(
    def: &TileDef,
    rotation: Rotation,
    edges: &Option<BTreeMap<String, String>>,
) -> Result<(), String> {
    let Some(edges) = edges else {
        return Ok(());
    };
    let recorded = edge_map(edges)?;
    let actual = def.edges_at(rotation);
    for side in Side::ALL {
        let (a, b) = (recorded[side.index()], actual[side.index()]);
        if a != b {
            return Err(format!(
                "recorded {} edge is {} but the tile turned that way has {}",
                side.name(),
                a.name(),
                b.name()
            ));
        }
    }
    Ok(())
}

/// Replays a record against the engine's rules and returns the scores after every turn.
pub fn replay(
    record: &Record,
    tiles: &BTreeMap<String, TileMatch>,
) -> Result<ReplayResult, ReplayError> {
    let config = config_for(record)?;
    let resolve = |id: &str| tiles.get(id).copied();
    if Game::plays_wheel(&config) {
        return replay_wheel(record, tiles, config);
    }
    let start = resolve(&record.start_tile.tile).ok_or_else(|| {
        ReplayError::Setup(format!("unknown start tile {}", record.start_tile.tile))
    })?;
    if (record.start_tile.x, record.start_tile.y) != (0, 0) {
        return Err(ReplayError::Setup(
            "the start tile must lie at (0,0)".into(),
        ));
    }
    // `Rotation::new` would read 5 as 1; a record saying 5 is wrong, not turned.
    let start_rot = Rotation::try_from(record.start_tile.rotation)
        .map(|r| start.offset.then(r))
        .map_err(|e| ReplayError::Setup(format!("start tile: {e}")))?;
    placed_edges_check(start.tile.def(), start_rot, &record.start_tile.edges)
        .map_err(ReplayError::Setup)?;
    let mut order = Vec::with_capacity(record.turns.len());
    for (i, t) in record.turns.iter().enumerate() {
        let unknown = |id: &str| ReplayError::Turn {
            turn: i,
            reason: format!("unknown tile {id}"),
        };
        let m = resolve(&t.tile).ok_or_else(|| unknown(&t.tile))?;
        order.push(m.for_turn(is_garden_turn(t)));
        // The tile under a hill is drawn next and leaves the game; one the record does not
        // name (a client scenario) may be any tile, so the hill's own stands in for it.
        match &t.under_hill {
            Some(Some(id)) => order.push(resolve(id).ok_or_else(|| unknown(id))?.tile),
            Some(None) => order.push(m.tile),
            None => {}
        }
    }
    let game = Game::with_deck(config, start.tile, start_rot, order)
        .map_err(|e| ReplayError::Setup(e.to_string()))?;
    play_record(record, tiles, game)
}

/// A game with The Wheel of Fortune: its board is the start (and the spring beside it with the
/// river), and each tile carries its wheel number.
fn replay_wheel(
    record: &Record,
    tiles: &BTreeMap<String, TileMatch>,
    config: GameConfig,
) -> Result<ReplayResult, ReplayError> {
    let s = &record.start_tile;
    if (s.tile.as_str(), s.x, s.y, s.rotation) != (WHEEL_BOARD, 0, 0, 0) {
        return Err(ReplayError::Setup(format!(
            "a game with the wheel starts from \"{WHEEL_BOARD}\" at (0,0) rotation 0"
        )));
    }
    let mut order = Vec::with_capacity(record.turns.len());
    for (i, t) in record.turns.iter().enumerate() {
        let fail = |reason: String| ReplayError::Turn { turn: i, reason };
        let m = tiles
            .get(&t.tile)
            .ok_or_else(|| fail(format!("unknown tile {}", t.tile)))?;
        order.push(numbered(m.for_turn(is_garden_turn(t)), t.wheel).map_err(fail)?);
    }
    let game = Game::with_order(config, order).map_err(|e| ReplayError::Setup(e.to_string()))?;
    play_record(record, tiles, game)
}

/// The start tile id of a game with the wheel: its whole board.
pub const WHEEL_BOARD: &str = "wheel-board";

/// The tile of `tile`'s shape printed with wheel number `wheel` (0: `tile` itself).
fn numbered(tile: TileId, wheel: u8) -> Result<TileId, String> {
    if wheel == 0 {
        return Ok(tile);
    }
    let def = tile.def();
    catalogue()
        .tiles
        .iter()
        .find(|t| {
            t.wheel == wheel
                && t.edges == def.edges
                && t.segments == def.segments
                && t.monastery == def.monastery
        })
        .map(|t| t.id)
        .ok_or_else(|| format!("no tile {} with wheel number {wheel}", def.name))
}

/// Plays every turn of `record` on `game` (set up with the record's tiles in order).
fn play_record(
    record: &Record,
    tiles: &BTreeMap<String, TileMatch>,
    mut game: Game,
) -> Result<ReplayResult, ReplayError> {
    let mut turns = Vec::with_capacity(record.turns.len());
    for (i, t) in record.turns.iter().enumerate() {
        let fail = |reason: String| ReplayError::Turn { turn: i, reason };
        let events = play_turn(&mut game, t, tiles).map_err(fail)?;
        // The record's last turn shows the scores before final scoring.
        let before_final = events.iter().find_map(|e| match e {
            Event::FinalScoring { scores, .. } => Some(scores.clone()),
            _ => None,
        });
        turns.push(TurnScores {
            scores: before_final.unwrap_or_else(|| game.scores().to_vec()),
        });
    }
    if !record.complete {
        return Ok(ReplayResult {
            turns,
            final_scores: None,
        });
    }
    if !game.is_over() {
        return Err(ReplayError::End(
            "the game did not end with the record".into(),
        ));
    }
    Ok(ReplayResult {
        turns,
        final_scores: Some(game.scores().to_vec()),
    })
}

fn is_garden_turn(t: &Turn) -> bool {
    t.garden || t.meeple.as_ref().is_some_and(|m| m.feature == "garden")
}

fn play_turn(
    game: &mut Game,
    t: &Turn,
    tiles: &BTreeMap<String, TileMatch>,
) -> Result<Vec<Event>, String> {
    let m = tiles
        .get(&t.tile)
        .copied()
        .ok_or(format!("unknown tile {}", t.tile))?;
    if game.is_over() {
        return Err("the game is already over".into());
    }
    if game.current_player() != t.player {
        return Err(format!(
            "player {} moves but it is player {}'s turn",
            t.player,
            game.current_player()
        ));
    }
    if let Some(extra) = &t.extra {
        if extra != "builder" {
            return Err(format!("unknown extra turn {extra:?}"));
        }
        if !game.is_extra_turn() {
            return Err("a builder's second tile was recorded, but none was earned".into());
        }
    }
    let mut events = wheel_draw(game, t)?;
    let in_hand = numbered(m.for_turn(is_garden_turn(t)), t.wheel)?;
    if game.current_tile() != Some(in_hand) {
        return Err(format!("tile {} is not the tile in hand", t.tile));
    }
    let rec_rot = |r: Rotation| r.quarter_turns().wrapping_sub(m.offset.quarter_turns()) & 3;
    if t.discarded {
        return match game.apply(Action::Discard) {
            Ok(more) => {
                events.extend(more);
                Ok(events)
            }
            Err(MoveError::DiscardFits { pos, rotation, .. }) => Err(format!(
                "tile {} was discarded but fits at {pos} rotation {}",
                t.tile,
                rec_rot(rotation)
            )),
            Err(e) => Err(e.to_string()),
        };
    }
    let (Some(x), Some(y), Some(r)) = (t.x, t.y, t.rotation) else {
        return Err("a placement needs x, y and rotation".into());
    };
    if r > 3 {
        return Err(format!("rotation {r} is not 0-3"));
    }
    let def = in_hand.def();
    let rotation = m.offset.then(Rotation::new(r));
    placed_edges_check(def, rotation, &t.edges)?;
    let pos = Pos::new(x, y);
    let placed = game
        .apply(Action::Place(Placement { pos, rotation }))
        .map_err(|e| match e {
            MoveError::DoesNotFit { reason, .. } => {
                format!(
                    "tile {} does not fit at {pos} rotation {r}: {reason}",
                    t.tile
                )
            }
            MoveError::RuleViolation { reason, .. } => {
                format!("tile {} cannot go at {pos} rotation {r}: {reason}", t.tile)
            }
            other => other.to_string(),
        })?;
    events.extend(placed);
    let mut tokens = match &t.sheep_token {
        Some(list) => list
            .to_vec()
            .iter()
            .map(TokenName::token)
            .collect::<Result<Vec<_>, String>>()?,
        None => Vec::new(),
    };
    tokens.reverse();
    if game.is_extra_turn() && t.extra.is_none() {
        return Err("this is a builder's second tile, but the record does not say so".into());
    }
    let deploying = matches!(game.phase(), Phase::Deploy { .. });
    let figure_step = match (&t.meeple, &t.returned, deploying) {
        (_, _, false) if t.meeple.is_some() || t.returned.is_some() => {
            return Err("a figure was recorded on a tile that allows none".into())
        }
        (_, _, false) => None,
        (Some(_), Some(_), true) => {
            return Err("a turn places a figure and brings an abbot back".into())
        }
        (None, None, true) => Some(Action::Pass),
        (None, Some(back), true) => {
            let spot = match back.feature.as_str() {
                "monastery" => Spot::Monastery,
                "garden" => Spot::Garden,
                other => return Err(format!("an abbot cannot come back from a {other}")),
            };
            Some(Action::Withdraw {
                pos: Pos::new(back.x, back.y),
                spot,
            })
        }
        (Some(meeple), None, true) if meeple.feature == "crown" => Some(crown_for(game, meeple)?),
        (Some(meeple), None, true) => {
            let (spot, figure) = spot_for(def, rotation, meeple)?;
            if figure == FigureKind::SHEPHERD {
                if let Some(&token) = tokens.last() {
                    arrange_token(game, token)?;
                    tokens.pop();
                }
            }
            Some(Action::Deploy { spot, figure })
        }
    };
    if let Some(action) = figure_step {
        let more = game.apply(action).map_err(|e| match (&t.meeple, action) {
            (Some(meeple), Action::Deploy { figure, .. }) => {
                format!("{} on the {}: {e}", figure.name(), meeple.feature)
            }
            _ => e.to_string(),
        })?;
        events.extend(more);
    }
    let mut choices = match &t.flock {
        Some(list) => list.to_vec(),
        None => Vec::new(),
    };
    choices.reverse();
    // The next tile's draw may have started a plague: that is the next turn's to answer.
    while let Phase::Decide {
        capability: "hills",
        ..
    } = game.phase()
    {
        let Some(choice) = choices.pop() else {
            return Err(
                "the game asks to grow or gather a flock, but the record says neither".into(),
            );
        };
        let action = match choice.as_str() {
            "grow" => {
                let token = tokens
                    .pop()
                    .ok_or("a flock grows but the record names no sheep token")?;
                arrange_token(game, token)?;
                Action::Choose { option: 0 }
            }
            "gather" => Action::Choose { option: 1 },
            other => return Err(format!("unknown flock choice {other:?}")),
        };
        events.extend(game.apply(action).map_err(|e| e.to_string())?);
    }
    if !choices.is_empty() {
        return Err(format!(
            "the record says {:?} but no flock was asked about",
            choices.last()
        ));
    }
    Ok(events)
}

/// Checks the pig after this turn's tile was drawn and answers the plague it caused.
fn wheel_draw(game: &mut Game, t: &Turn) -> Result<Vec<Event>, String> {
    let pig = game.wheel().map(|w| w.pig);
    if let (Some(recorded), Some(pig)) = (t.pig, pig) {
        if recorded != pig {
            return Err(format!(
                "the pig stands on {} but the record says {}",
                pig.name(),
                recorded.name()
            ));
        }
    }
    let mut events = Vec::new();
    let mut answers = t.plague.iter();
    while let Phase::Decide {
        player,
        capability: crate::WHEEL_CAPABILITY,
    } = game.phase()
    {
        let answer = answers.next().ok_or(format!(
            "the plague asks player {player}, but the record has no answer"
        ))?;
        if answer.player != player {
            return Err(format!(
                "the plague asks player {player}, but the record answers for player {}",
                answer.player
            ));
        }
        let pos = Pos::new(answer.x, answer.y);
        let placed = game.board().get(pos).ok_or(format!(
            "player {player} sends home a follower from empty {pos}"
        ))?;
        let (spot, _) = spot_for(placed.def(), placed.rotation, &answer.spot)?;
        let done = game
            .apply(Action::Withdraw { pos, spot })
            .map_err(|e| format!("player {player}'s plague choice at {pos}: {e}"))?;
        events.extend(done);
    }
    if let Some(extra) = answers.next() {
        return Err(format!(
            "the record answers a plague for player {}, but none was asked",
            extra.player
        ));
    }
    Ok(events)
}

/// The crown space a recorded crown placement takes: the free one of its segment.
fn crown_for(game: &Game, meeple: &Meeple) -> Result<Action, String> {
    let segment = meeple.segment.ok_or("a crown placement names no segment")?;
    game.legal_actions()
        .into_iter()
        .find(|a| {
            matches!(a, Action::Deploy { spot: Spot::Space(k), .. }
                if crate::WheelSegment::of_space(*k) == Some(segment))
        })
        .ok_or(format!("no vacant crown of {} to take", segment.name()))
}

/// Puts the recorded token on top of the sheep bag, if it is inside.
fn arrange_token(game: &mut Game, token: SheepToken) -> Result<(), String> {
    let hills = &mut game.state_mut().caps.hills;
    if !hills.contains(token) {
        return Err(format!("{token} is not in the sheep bag"));
    }
    hills.forced = Some(token);
    Ok(())
}

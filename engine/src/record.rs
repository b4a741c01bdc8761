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
use crate::tiles::{catalogue, EdgeKind, FeatureKind, TileDef, TileId};

/// `replay-tiles.json`: the record format's tile catalogue.
#[derive(Clone, Debug, Deserialize)]
pub struct TileFile {
    pub tiles: BTreeMap<String, RecordTile>,
    /// Ids that also exist with an Abbot's garden (same structure otherwise).
    #[serde(default)]
    pub garden_variants: Vec<String>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct RecordTile {
    pub edges: BTreeMap<String, String>,
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
}

#[derive(Clone, Debug, Deserialize)]
pub struct RecordRiver {
    pub edges: Vec<String>,
}

/// One recorded game.
#[derive(Clone, Debug, Deserialize)]
pub struct Record {
    pub ruleset: Ruleset,
    pub players: usize,
    pub start_tile: StartTile,
    pub turns: Vec<Turn>,
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
}

#[derive(Clone, Debug, Deserialize)]
pub struct Meeple {
    pub feature: String,
    #[serde(default)]
    pub edges: Option<Vec<String>>,
    #[serde(default)]
    pub half_edges: Option<Vec<String>>,
    pub meeple: String,
}

/// What `carcassonne-bot replay` prints.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReplayResult {
    pub turns: Vec<TurnScores>,
    pub final_scores: Vec<u32>,
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
#[derive(Debug, PartialEq, Eq)]
struct Shape {
    edges: [EdgeKind; 4],
    cities: Vec<(u16, bool, bool)>,
    roads: Vec<(u16, bool)>,
    rivers: Vec<u16>,
    fields: Vec<(u16, Vec<u16>)>,
    monastery: bool,
}

fn record_shape(t: &RecordTile) -> Result<Shape, String> {
    let cities = t
        .cities
        .iter()
        .map(|c| Ok((whole_edges(&c.edges)?.0, c.pennant, c.cathedral)))
        .collect::<Result<Vec<_>, String>>()?;
    let mut fields = Vec::new();
    for f in &t.fields {
        let mut adj = Vec::new();
        for &c in &f.cities {
            adj.push(
                cities
                    .get(c)
                    .ok_or(format!("field borders unknown city {c}"))?
                    .0,
            );
        }
        adj.sort_unstable();
        fields.push((halves(&f.half_edges)?.0, adj));
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
    };
    for s in &def.segments {
        let p = s.ports_at(r).0;
        match s.kind {
            FeatureKind::City => shape.cities.push((p, s.pennants > 0, s.cathedral)),
            FeatureKind::Road => shape.roads.push((p, s.inn)),
            FeatureKind::River => shape.rivers.push(p),
            FeatureKind::Field => {
                let mut adj: Vec<u16> = s.cities.iter().map(|&c| seg_ports(c)).collect();
                adj.sort_unstable();
                shape.fields.push((p, adj));
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
        let matching = |want_garden: bool| {
            catalogue()
                .tiles
                .iter()
                .filter(|d| d.garden == want_garden)
                .find_map(|def| {
                    Rotation::ALL
                        .into_iter()
                        .find(|&r| engine_shape(def, r) == shape)
                        .map(|offset| (def.id, offset))
                })
        };
        let garden = if file.garden_variants.contains(id) {
            match matching(true) {
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
        let found = matching(false).map(|(tile, offset)| TileMatch {
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
        (Expansion::Inns, r.inns_cathedrals),
    ];
    let mut config = GameConfig::with_rules(
        record.players,
        rules.into_iter().filter_map(|(e, on)| on.then_some(e)),
    );
    config.set_figures(FigureKind::FOLLOWER, r.meeples_per_player);
    if r.inns_cathedrals {
        config.set_figures(FigureKind::LARGE, r.large_meeples_per_player);
    }
    config
        .validate()
        .map_err(|e| ReplayError::Setup(e.to_string()))?;
    Ok(config)
}

fn spot_for(def: &TileDef, rotation: Rotation, m: &Meeple) -> Result<(Spot, FigureKind), String> {
    let kind = match m.meeple.as_str() {
        "normal" => FigureKind::FOLLOWER,
        "big" => FigureKind::LARGE,
        "abbot" => FigureKind::ABBOT,
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
        "city" => (FeatureKind::City, whole_edges(edges()?)?),
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
    def.find_segment(fk, ports, rotation)
        .map(|s| (Spot::Segment(s), kind))
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
    let start = resolve(&record.start_tile.tile).ok_or_else(|| {
        ReplayError::Setup(format!("unknown start tile {}", record.start_tile.tile))
    })?;
    if (record.start_tile.x, record.start_tile.y) != (0, 0) {
        return Err(ReplayError::Setup(
            "the start tile must lie at (0,0)".into(),
        ));
    }
    let start_rot = start.offset.then(Rotation::new(record.start_tile.rotation));
    placed_edges_check(start.tile.def(), start_rot, &record.start_tile.edges)
        .map_err(ReplayError::Setup)?;
    let mut order = Vec::with_capacity(record.turns.len());
    for (i, t) in record.turns.iter().enumerate() {
        let m = resolve(&t.tile).ok_or_else(|| ReplayError::Turn {
            turn: i,
            reason: format!("unknown tile {}", t.tile),
        })?;
        order.push(m.tile);
    }
    let mut game = Game::with_deck(config, start.tile, start_rot, order)
        .map_err(|e| ReplayError::Setup(e.to_string()))?;
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
    if !game.is_over() {
        return Err(ReplayError::End(
            "the game did not end with the record".into(),
        ));
    }
    Ok(ReplayResult {
        turns,
        final_scores: game.scores().to_vec(),
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
    if game.current_tile() != Some(m.for_turn(is_garden_turn(t))) {
        return Err(format!("tile {} is not the tile in hand", t.tile));
    }
    let rec_rot = |r: Rotation| r.quarter_turns().wrapping_sub(m.offset.quarter_turns()) & 3;
    if t.discarded {
        return match game.apply(Action::Discard) {
            Ok(events) => Ok(events),
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
    let def = m.for_turn(is_garden_turn(t)).def();
    let rotation = m.offset.then(Rotation::new(r));
    placed_edges_check(def, rotation, &t.edges)?;
    let pos = Pos::new(x, y);
    let mut events = game
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
    let deploying = matches!(game.phase(), Phase::Deploy { .. });
    let more = match (&t.meeple, deploying) {
        (None, true) => game.apply(Action::Pass).map_err(|e| e.to_string())?,
        (None, false) => Vec::new(),
        (Some(_), false) => return Err("a follower was recorded on a tile that allows none".into()),
        (Some(meeple), true) => {
            let (spot, kind) = spot_for(def, rotation, meeple)?;
            game.apply(Action::Deploy { spot, figure: kind })
                .map_err(|e| format!("{} on the {}: {e}", kind.name(), meeple.feature))?
        }
    };
    events.extend(more);
    Ok(events)
}

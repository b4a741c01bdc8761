//! The neutral game-record format (`carcassonne-oracle/1`) and a strict replayer.
//!
//! A record names tiles by its own ids with its own rotation 0. Each id is matched to one of
//! the engine's tiles plus a rotation offset by comparing structure (edges, segments, pennants,
//! monastery, field-to-city borders and the marks the capabilities name). The replay then
//! drives the real engine: every placement, discard and follower goes through
//! [`Game::apply`], so an illegal record is refused with the engine's own reason. Parsing JSON
//! is the caller's job (the engine does no I/O); these types derive `Deserialize`.
//!
//! The core reads what every game has; each capability reads and writes the fields its rules
//! add ([`part::RecordPart`], in `engine/src/expansions/<key>/record.rs`): the record's
//! extensions (`jcz/1`, `wheel/1`) are the sum of those parts.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::action::{Action, Event, Placement};
use crate::config::GameConfig;
use crate::error::MoveError;
use crate::figures::{FigureKind, Spot};
use crate::game::{Game, Phase};
use crate::geometry::{Pos, Rotation, Side};
use crate::rules::GameKind;
use crate::tiles::{FeatureKind, Segment, TileDef, TileId};

pub(crate) mod part;
mod shape;
pub(crate) mod write;

pub use shape::match_tiles;
pub use write::write_record;

use part::RecordPart;

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

/// The record format's own tile file.
const FORMAT_TILES: &str = include_str!("../../tests/fixtures/replay-tiles.json");
/// The tile file of records made from JCloisterZone games (`"extension": "jcz/1"`).
const JCZ_TILES: &str = include_str!("../../tests/fixtures/replay-tiles-jcz.json");

/// The tile file a record of `extension` uses when no other is given: the JCloisterZone one
/// for `jcz/1`, else the format's own plus the shapes the extension's capability adds.
pub fn tile_file_for(extension: Option<&str>) -> Result<TileFile, ReplayError> {
    if extension == Some("jcz/1") {
        return read_built_in(JCZ_TILES);
    }
    let file = read_built_in(FORMAT_TILES)?;
    Ok(match extension_tiles(extension)? {
        Some(extra) => file.with(extra),
        None => file,
    })
}

/// The shapes the capability that writes `extension` adds to any tile file, if it adds some.
pub fn extension_tiles(extension: Option<&str>) -> Result<Option<TileFile>, ReplayError> {
    let Some(extension) = extension else {
        return Ok(None);
    };
    parts()
        .filter(|p| p.extension() == Some(extension))
        .find_map(|p| p.tile_file())
        .map(read_built_in)
        .transpose()
}

fn read_built_in(text: &str) -> Result<TileFile, ReplayError> {
    serde_json::from_str::<TileFile>(text)
        .map_err(|e| ReplayError::Catalogue(format!("built-in tile file: {e}")))
}

#[derive(Clone, Debug, Deserialize)]
pub struct RecordTile {
    pub edges: BTreeMap<String, String>,
    /// JCZ extension: a garden copy is its own id with this flag.
    #[serde(default)]
    pub garden: bool,
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
    /// Flags the capabilities' record parts read (`hill`).
    #[serde(flatten)]
    pub more: Map<String, Value>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct RecordCity {
    pub edges: Vec<String>,
    #[serde(default)]
    pub pennant: bool,
    /// JCZ extension: edges this segment also reaches although another city segment of the
    /// tile lists them (the corner third next to this segment's own edges).
    #[serde(default)]
    pub multi_edges: Vec<String>,
    /// What the capabilities' record parts read (`cathedral`, `goods`).
    #[serde(flatten)]
    pub more: Map<String, Value>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct RecordRoad {
    pub edges: Vec<String>,
    #[serde(flatten)]
    pub more: Map<String, Value>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct RecordField {
    pub half_edges: Vec<String>,
    #[serde(default)]
    pub cities: Vec<usize>,
    #[serde(flatten)]
    pub more: Map<String, Value>,
}

#[derive(Clone, Debug, Deserialize)]
pub struct RecordRiver {
    pub edges: Vec<String>,
}

/// One recorded game.
#[derive(Clone, Debug, Deserialize)]
pub struct Record {
    /// The extension whose fields the record has (`"jcz/1"` for records of JCloisterZone
    /// games, or one a capability names).
    #[serde(default)]
    pub extension: Option<String>,
    /// The game's key for a separate game; Carcassonne otherwise.
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
    pub meeples_per_player: u8,
    pub tiny_city_points: Option<u32>,
    /// The expansions' switches and counts, read by their capabilities' record parts.
    #[serde(flatten)]
    pub more: Map<String, Value>,
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
    /// What the capabilities' record parts read (a builder's second tile, a tile under a
    /// hill, a wheel number).
    #[serde(flatten)]
    pub more: Map<String, Value>,
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
    /// What a capability's record part reads of a place only it names (a crown's segment).
    #[serde(flatten)]
    pub more: Map<String, Value>,
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

/// Every registered capability's record part.
fn parts() -> impl Iterator<Item = &'static dyn RecordPart> {
    crate::expansions::registry()
        .iter()
        .filter_map(|h| h.record())
}

/// The record parts of the capabilities a game plays with.
fn parts_in(game: &Game) -> Vec<&'static dyn RecordPart> {
    game.capability_ids()
        .filter_map(|c| c.hooks().record())
        .collect()
}

/// The figure kind a record names: `normal`, a name a capability gives its figure (`big`),
/// else the figure's key (`abbot`, `builder`).
fn figure_named(name: &str) -> Option<FigureKind> {
    if name == "normal" {
        return Some(FigureKind::FOLLOWER);
    }
    parts()
        .flat_map(|p| p.figure_names())
        .find(|(n, _)| *n == name)
        .map(|&(_, k)| k)
        .or_else(|| FigureKind::from_key(name))
}

/// The name a record gives a figure kind (see [`figure_named`]).
pub(crate) fn figure_name(kind: FigureKind) -> &'static str {
    if kind == FigureKind::FOLLOWER {
        return "normal";
    }
    parts()
        .flat_map(|p| p.figure_names())
        .find(|(_, k)| *k == kind)
        .map_or(kind.key(), |&(n, _)| n)
}

fn config_for(record: &Record) -> Result<GameConfig, ReplayError> {
    let setup = |e: String| ReplayError::Setup(e);
    let r = &record.ruleset;
    let mut config = GameConfig::with_rules(record.players, []);
    for p in parts() {
        p.read_ruleset(&r.more, &mut config).map_err(setup)?;
    }
    match record.game.as_deref() {
        None => {}
        Some(key) => {
            let game =
                GameKind::from_key(key).ok_or_else(|| setup(format!("unknown game {key:?}")))?;
            config.game = game;
            // A separate game comes with its own rules: no expansions are added to it.
            if game != GameKind::Carcassonne {
                config.rules.clear();
            }
        }
    }
    config.set_figures(FigureKind::FOLLOWER, r.meeples_per_player);
    if let Some(points) = r.tiny_city_points {
        config
            .set_variant(crate::variants::TINY_CITY, &points.to_string())
            .map_err(|e| setup(e.to_string()))?;
    }
    config.validate().map_err(|e| setup(e.to_string()))?;
    Ok(config)
}

/// The spot and figure a recorded `meeple` names on `def` turned by `rotation`.
pub(crate) fn spot_for(
    def: &TileDef,
    rotation: Rotation,
    m: &Meeple,
) -> Result<(Spot, FigureKind), String> {
    let kind =
        figure_named(&m.meeple).ok_or_else(|| format!("unknown meeple kind {:?}", m.meeple))?;
    let edges = || {
        m.edges
            .as_deref()
            .ok_or(format!("{} meeple without edges", m.feature))
    };
    let (fk, ports) = match m.feature.as_str() {
        "monastery" => return Ok((Spot::Monastery, kind)),
        "garden" => return Ok((Spot::Garden, kind)),
        "city" => (FeatureKind::City, shape::middles(edges()?)?),
        "road" => (FeatureKind::Road, shape::middles(edges()?)?),
        "field" => {
            let h = m
                .half_edges
                .as_deref()
                .ok_or("field meeple without half_edges")?;
            (FeatureKind::Field, shape::halves(h)?)
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
    let recorded = shape::edge_map(edges)?;
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
    let in_play: Vec<&dyn RecordPart> = crate::expansions::capabilities_for(&config)
        .into_iter()
        .filter_map(|c| c.hooks().record())
        .collect();
    let resolve = |id: &str| tiles.get(id).copied();
    let s = &record.start_tile;
    // A start piece its rules lay (a board), or a start tile of the record's tile file.
    let piece = in_play.iter().find_map(|p| p.start_piece());
    let start = match piece {
        Some(name) => {
            if (s.tile.as_str(), s.x, s.y, s.rotation) != (name, 0, 0, 0) {
                return Err(ReplayError::Setup(format!(
                    "this game starts from \"{name}\" at (0,0) rotation 0"
                )));
            }
            None
        }
        None => {
            let start = resolve(&s.tile)
                .ok_or_else(|| ReplayError::Setup(format!("unknown start tile {}", s.tile)))?;
            if (s.x, s.y) != (0, 0) {
                return Err(ReplayError::Setup(
                    "the start tile must lie at (0,0)".into(),
                ));
            }
            // `Rotation::new` would read 5 as 1; a record saying 5 is wrong, not turned.
            let rotation = Rotation::try_from(s.rotation)
                .map(|r| start.offset.then(r))
                .map_err(|e| ReplayError::Setup(format!("start tile: {e}")))?;
            placed_edges_check(start.tile.def(), rotation, &s.edges).map_err(ReplayError::Setup)?;
            Some((start.tile, rotation))
        }
    };
    let mut order = Vec::with_capacity(record.turns.len());
    for (i, t) in record.turns.iter().enumerate() {
        let fail = |reason: String| ReplayError::Turn { turn: i, reason };
        let m = resolve(&t.tile).ok_or_else(|| fail(format!("unknown tile {}", t.tile)))?;
        let tile = tile_of(&in_play, t, &m).map_err(fail)?;
        order.push(tile);
        let by_id = |id: &str| resolve(id).map(|m| m.tile);
        for p in &in_play {
            order.extend(p.drawn_after(t, m.tile, &by_id).map_err(fail)?);
        }
    }
    let game = match start {
        Some((tile, rotation)) => Game::with_deck(config, tile, rotation, order),
        None => Game::with_order(config, order),
    }
    .map_err(|e| ReplayError::Setup(e.to_string()))?;
    play_record(record, tiles, game)
}

/// The engine tile a recorded turn holds.
fn tile_of(parts: &[&dyn RecordPart], t: &Turn, m: &TileMatch) -> Result<TileId, String> {
    let garden = t.garden || t.meeple.as_ref().is_some_and(|m| m.feature == "garden");
    let mut tile = m.for_turn(garden);
    for p in parts {
        tile = p.tile_of(t, tile)?;
    }
    Ok(tile)
}

/// Plays every turn of `record` on `game` (set up with the record's tiles in order).
fn play_record(
    record: &Record,
    tiles: &BTreeMap<String, TileMatch>,
    mut game: Game,
) -> Result<ReplayResult, ReplayError> {
    let parts = parts_in(&game);
    let mut turns = Vec::with_capacity(record.turns.len());
    for (i, t) in record.turns.iter().enumerate() {
        let fail = |reason: String| ReplayError::Turn { turn: i, reason };
        let events = play_turn(&mut game, t, tiles, &parts).map_err(fail)?;
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

fn play_turn(
    game: &mut Game,
    t: &Turn,
    tiles: &BTreeMap<String, TileMatch>,
    parts: &[&dyn RecordPart],
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
    let mut events = Vec::new();
    for p in parts {
        p.before_place(game, t, &mut events)?;
    }
    let in_hand = tile_of(parts, t, &m)?;
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
    for p in parts {
        p.check_turn(game, t)?;
    }
    let deploying = matches!(game.phase(), Phase::Deploy { .. });
    let own_step = parts.iter().find_map(|p| p.figure_step(game, t));
    let figure_step = if !deploying {
        if t.meeple.is_some() || own_step.is_some() {
            return Err("a figure was recorded on a tile that allows none".into());
        }
        None
    } else {
        Some(match (own_step, &t.meeple) {
            (Some(action), _) => action?,
            (None, None) => Action::Pass,
            (None, Some(meeple)) => {
                let (spot, figure) = spot_for(def, rotation, meeple)?;
                Action::Deploy { spot, figure }
            }
        })
    };
    if let Some(action) = figure_step {
        for p in parts {
            p.before_figure(game, t, action)?;
        }
        let more = game.apply(action).map_err(|e| match (&t.meeple, action) {
            (Some(meeple), Action::Deploy { figure, .. }) => {
                format!("{} on the {}: {e}", figure.name(), meeple.feature)
            }
            _ => e.to_string(),
        })?;
        events.extend(more);
    }
    for p in parts {
        p.after_figure(game, t, &mut events)?;
    }
    Ok(events)
}

//! Writing a game as a neutral record (the format `replay` reads), so that games played here
//! can be replayed elsewhere and checked again: tiles, followers, discards, and whatever the
//! record parts of the capabilities in play write (a capability without one is not written).

use std::collections::BTreeMap;

use serde_json::{json, Map, Value};

use crate::action::{Action, Event};
use crate::config::GameConfig;
use crate::figures::{Figure, Spot};
use crate::game::{Game, Phase};
use crate::geometry::{Port, Rotation, Side};
use crate::rules::GameKind;
use crate::tiles::{FeatureKind, TileDef, TileId};

use super::part::RecordPart;
use super::shape::engine_shape;
use super::{figure_name, ReplayError, TileMatch};

/// How an engine tile is named in the record's tile file.
struct Naming {
    id: String,
    offset: Rotation,
    garden: bool,
}

/// The record id of `tile`: the id matched to it, else the id of a tile the record format
/// cannot tell from it (a tile with a wheel number is its plain shape; the river's lake has
/// the spring's shape).
fn naming(tile: TileId, tiles: &BTreeMap<String, TileMatch>) -> Result<Naming, String> {
    let def = tile.def();
    let exact = tiles.iter().find_map(|(id, m)| {
        if m.tile == tile {
            Some((id, m.offset, false))
        } else if m.garden == Some(tile) {
            Some((id, m.offset, true))
        } else {
            None
        }
    });
    let alike = || {
        tiles.iter().find_map(|(id, m)| {
            let want = engine_shape(m.tile.def(), m.offset);
            Rotation::ALL
                .into_iter()
                .find(|&r| engine_shape(def, r) == want)
                .map(|r| (id, r, false))
        })
    };
    let (id, offset, garden) = exact
        .or_else(alike)
        .ok_or_else(|| format!("tile {} has no id in the tile file", def.name))?;
    Ok(Naming {
        id: id.clone(),
        offset,
        garden,
    })
}

/// A figure's place in record form (`feature`, `edges` / `half_edges`), in board orientation;
/// a place only a capability names is written by its record part.
fn spot_json(
    game: &Game,
    figure: &Figure,
    parts: &[&dyn RecordPart],
) -> Result<Map<String, Value>, String> {
    let mut out = Map::new();
    match figure.spot {
        Spot::Monastery => {
            out.insert("feature".into(), json!("monastery"));
        }
        Spot::Space(_) => {
            out = parts
                .iter()
                .find_map(|p| p.write_spot(figure))
                .ok_or("a space no capability names")??;
        }
        Spot::Segment(s) => {
            let placed = game.board().get(figure.pos).ok_or("figure off the table")?;
            let seg = placed
                .def()
                .segments
                .get(usize::from(s))
                .ok_or("no such segment")?;
            let ports = seg.ports_at(placed.rotation);
            match seg.kind {
                FeatureKind::City | FeatureKind::Road => {
                    let edges: Vec<String> = Side::ALL
                        .into_iter()
                        .filter(|&side| ports.contains(Port::middle(side)))
                        .map(|side| side.letter().to_string())
                        .collect();
                    out.insert("feature".into(), json!(seg.kind.name()));
                    out.insert("edges".into(), json!(edges));
                }
                FeatureKind::Field => {
                    let halves: Vec<&str> = ports
                        .iter()
                        .filter(|p| p.third() != 1)
                        .map(Port::name)
                        .collect();
                    out.insert("feature".into(), json!("field"));
                    out.insert("half_edges".into(), json!(halves));
                }
                FeatureKind::River => return Err("a figure on a river segment".into()),
            }
        }
        Spot::Garden => return Err("gardens are not written".into()),
    }
    out.insert("meeple".into(), json!(figure_name(figure.kind)));
    Ok(out)
}

fn edges_json(def: &TileDef, r: Rotation) -> Value {
    let mut m = Map::new();
    for side in Side::ALL {
        m.insert(side.letter().to_string(), json!(def.edge(side, r).name()));
    }
    Value::Object(m)
}

/// The record's ruleset object: the core's counts and each capability part's fields.
fn ruleset(config: &GameConfig, parts: &[&dyn RecordPart]) -> Result<Value, String> {
    for &e in &config.rules {
        let writes = crate::expansions::capability_of(e)
            .and_then(|c| c.hooks().record())
            .is_some_and(|p| p.writes());
        if !writes {
            return Err(format!("{} is not written", e.label()));
        }
    }
    let mut out = Map::new();
    for p in parts {
        p.write_ruleset(config, &mut out)?;
    }
    out.insert(
        "meeples_per_player".into(),
        json!(config.figures_per_player(crate::FigureKind::FOLLOWER)),
    );
    Ok(Value::Object(out))
}

/// Plays `actions` on a game of `config` dealt from `seed` and writes it as a record, naming
/// tiles as `tiles` (matched from the record format's tile file) does. The record ends with
/// `final_scores` once the game is over.
pub fn write_record(
    config: &GameConfig,
    seed: u64,
    actions: &[Action],
    tiles: &BTreeMap<String, TileMatch>,
) -> Result<Value, ReplayError> {
    let setup = |e: String| ReplayError::Setup(e);
    let mut game = Game::new(config.clone(), seed).map_err(|e| setup(e.to_string()))?;
    let parts = super::parts_in(&game);
    let start = match parts.iter().find_map(|p| p.start_piece()) {
        Some(piece) => json!({ "tile": piece, "x": 0, "y": 0, "rotation": 0 }),
        None => {
            let placed = game
                .board()
                .get(crate::Pos::ORIGIN)
                .ok_or_else(|| setup("no start tile".into()))?;
            let name = naming(placed.tile, tiles).map_err(setup)?;
            let r = placed
                .rotation
                .quarter_turns()
                .wrapping_sub(name.offset.quarter_turns())
                & 3;
            json!({ "tile": name.id, "x": 0, "y": 0, "rotation": r })
        }
    };
    let mut turns: Vec<Value> = Vec::new();
    let mut entry = new_entry(&game, tiles, &parts).map_err(setup)?;
    for (i, &action) in actions.iter().enumerate() {
        let turn = turns.len();
        let fail = |reason: String| ReplayError::Turn { turn, reason };
        let (phase, mover) = (game.phase(), game.current_player());
        // A figure an answer takes off the table is gone once the action is applied.
        let sent_home = match (phase, action) {
            (Phase::Decide { player, .. }, Action::Withdraw { pos, spot }) => game
                .figures()
                .find(|f| f.player == player && f.pos == pos && f.spot == spot)
                .copied(),
            _ => None,
        };
        let events = game
            .apply(action)
            .map_err(|e| fail(format!("action {i} {action:?}: {e}")))?;
        match (phase, action) {
            (Phase::Decide { player, capability }, _) => {
                let part = crate::expansions::registry()
                    .iter()
                    .find(|h| h.key() == capability)
                    .and_then(|h| h.record());
                part.and_then(|p| p.write_decision(&game, player, action, sent_home, &mut entry))
                    .unwrap_or_else(|| Err(format!("{action:?} is not written")))
                    .map_err(fail)?;
            }
            (Phase::Place { tile }, Action::Place(at)) => {
                let name = naming(tile, tiles).map_err(fail)?;
                let r = at
                    .rotation
                    .quarter_turns()
                    .wrapping_sub(name.offset.quarter_turns())
                    & 3;
                entry.insert("x".into(), json!(at.pos.x));
                entry.insert("y".into(), json!(at.pos.y));
                entry.insert("rotation".into(), json!(r));
                entry.insert("edges".into(), edges_json(tile.def(), at.rotation));
                entry.insert("meeple".into(), Value::Null);
            }
            (Phase::Place { .. }, Action::Discard) => {
                entry.insert("discarded".into(), json!(true));
            }
            (Phase::Deploy { pos }, Action::Deploy { spot, figure }) => {
                // Described on the table after the move: the tile is there even when the
                // figure scored at once and went home.
                let placed = Figure {
                    player: mover,
                    kind: figure,
                    pos,
                    spot,
                };
                let meeple = spot_json(&game, &placed, &parts).map_err(fail)?;
                entry.insert("meeple".into(), Value::Object(meeple));
            }
            (Phase::Deploy { .. }, Action::Pass) => {}
            (_, other) => return Err(fail(format!("{other:?} is not written"))),
        }
        // A turn's entry ends when the next tile is drawn (or the game ends); its scores are
        // those after it, as the replayer counts them.
        for e in &events {
            match e {
                Event::TileDrawn { .. } => {
                    entry.insert("scores".into(), json!(game.scores()));
                    turns.push(Value::Object(std::mem::take(&mut entry)));
                    entry = new_entry(&game, tiles, &parts).map_err(fail)?;
                }
                Event::FinalScoring { scores, .. } => {
                    entry.insert("scores".into(), json!(scores));
                    turns.push(Value::Object(std::mem::take(&mut entry)));
                }
                _ => {}
            }
        }
    }
    let mut record = json!({
        "ruleset": ruleset(config, &parts).map_err(setup)?,
        "players": config.players,
        "start_tile": start,
        "turns": turns,
    });
    if let Some(extension) = parts.iter().find_map(|p| p.extension()) {
        record["extension"] = json!(extension);
    }
    if config.game != GameKind::Carcassonne {
        record["game"] = json!(config.game.key());
    }
    if game.is_over() {
        record["final_scores"] = json!(game.scores());
    } else {
        record["complete"] = json!(false);
    }
    Ok(record)
}

/// Adds `value` to the list under `key` of a turn's entry.
pub(crate) fn push_to(entry: &mut Map<String, Value>, key: &str, value: Value) {
    match entry.get_mut(key) {
        Some(Value::Array(list)) => list.push(value),
        _ => {
            entry.insert(key.into(), Value::Array(vec![value]));
        }
    }
}

/// A record turn for the tile now in hand: who drew what, and what the parts add to it.
fn new_entry(
    game: &Game,
    tiles: &BTreeMap<String, TileMatch>,
    parts: &[&dyn RecordPart],
) -> Result<Map<String, Value>, String> {
    let mut entry = Map::new();
    let Some(tile) = game.current_tile() else {
        return Ok(entry);
    };
    let name = naming(tile, tiles)?;
    entry.insert("player".into(), json!(game.current_player()));
    entry.insert("tile".into(), json!(name.id));
    if name.garden {
        entry.insert("garden".into(), json!(true));
    }
    for p in parts {
        p.write_drawn(game, &mut entry);
    }
    Ok(entry)
}

/// A spot in record form, for a record part that writes a figure the core described.
pub(crate) fn spot_of(game: &Game, figure: &Figure) -> Result<Map<String, Value>, String> {
    let parts = super::parts_in(game);
    spot_json(game, figure, &parts)
}

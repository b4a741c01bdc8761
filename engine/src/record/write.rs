//! Writing a game as a neutral record (the format `replay` reads), so that games played here
//! can be replayed elsewhere and checked again. Covers what the wheel extension needs: tiles,
//! followers and large followers, discards, the river, crowns and plague answers.

use std::collections::BTreeMap;

use serde_json::{json, Map, Value};

use crate::action::{Action, Event};
use crate::config::GameConfig;
use crate::figures::{Figure, FigureKind, Spot};
use crate::game::{Game, Phase};
use crate::geometry::{Port, Rotation, Side};
use crate::rules::{Expansion, GameKind};
use crate::tiles::{EdgeKind, FeatureKind, TileDef, TileId};
use crate::WheelSegment;

use super::{engine_shape, ReplayError, TileMatch, WHEEL_BOARD};

/// How an engine tile is named in the record's tile file.
struct Naming {
    id: String,
    offset: Rotation,
    garden: bool,
    wheel: u8,
}

/// The record id of `tile`: the id matched to it, else the id of a tile the record format
/// cannot tell from it (a numbered wheel tile is its plain shape plus its number; the river's
/// lake has the spring's shape).
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
        wheel: def.wheel,
    })
}

fn side_letter(s: Side) -> &'static str {
    match s {
        Side::N => "N",
        Side::E => "E",
        Side::S => "S",
        Side::W => "W",
    }
}

/// A figure's place in record form (`feature`, `edges` / `half_edges`), in board orientation.
fn spot_json(game: &Game, figure: &Figure) -> Result<Map<String, Value>, String> {
    let mut out = Map::new();
    match figure.spot {
        Spot::Monastery => {
            out.insert("feature".into(), json!("monastery"));
        }
        Spot::Space(k) => {
            let segment = WheelSegment::of_space(k).ok_or("no such crown")?;
            out.insert("feature".into(), json!("crown"));
            out.insert(
                "segment".into(),
                serde_json::to_value(segment).map_err(|e| e.to_string())?,
            );
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
                    let edges: Vec<&str> = Side::ALL
                        .into_iter()
                        .filter(|&side| ports.contains(Port::middle(side)))
                        .map(side_letter)
                        .collect();
                    let name = if seg.kind == FeatureKind::City {
                        "city"
                    } else {
                        "road"
                    };
                    out.insert("feature".into(), json!(name));
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
                FeatureKind::River => return Err("a figure on the river".into()),
            }
        }
        Spot::Garden => return Err("gardens are not written".into()),
    }
    let kind = if figure.kind == FigureKind::FOLLOWER {
        "normal"
    } else if figure.kind == FigureKind::LARGE {
        "big"
    } else {
        return Err(format!("{} figures are not written", figure.kind.name()));
    };
    out.insert("meeple".into(), json!(kind));
    Ok(out)
}

fn edges_json(def: &TileDef, r: Rotation) -> Value {
    let mut m = Map::new();
    for side in Side::ALL {
        let kind = def.edge(side, r);
        let name = if kind == EdgeKind::Hub {
            "wheel"
        } else {
            kind.name()
        };
        m.insert(side_letter(side).into(), json!(name));
    }
    Value::Object(m)
}

/// The record's ruleset object.
fn ruleset(config: &GameConfig) -> Result<Value, String> {
    let supported = [
        Expansion::Farmers,
        Expansion::River1,
        Expansion::Inns,
        Expansion::Wheel,
    ];
    if let Some(e) = config.rules.iter().find(|e| !supported.contains(e)) {
        return Err(format!("{} is not written", e.label()));
    }
    let stand_alone = config.game == GameKind::WheelOfFortune;
    Ok(json!({
        "farmers": stand_alone || config.has(Expansion::Farmers),
        "inns_cathedrals": config.has(Expansion::Inns),
        "river": config.has(Expansion::River1),
        "abbots": false,
        "wheel": true,
        "meeples_per_player": config.figures_per_player(FigureKind::FOLLOWER),
        "large_meeples_per_player": if config.has(Expansion::Inns) {
            config.figures_per_player(FigureKind::LARGE)
        } else {
            0
        },
    }))
}

/// Plays `actions` on a game of `config` dealt from `seed` and writes it as a record of the
/// wheel extension, naming tiles as `tiles` (matched from the record format's tile file)
/// does. The record ends with `final_scores` once the game is over.
pub fn write_wheel_record(
    config: &GameConfig,
    seed: u64,
    actions: &[Action],
    tiles: &BTreeMap<String, TileMatch>,
) -> Result<Value, ReplayError> {
    let setup = |e: String| ReplayError::Setup(e);
    if !Game::plays_wheel(config) {
        return Err(setup("only games with the wheel are written".into()));
    }
    let mut game = Game::new(config.clone(), seed).map_err(|e| setup(e.to_string()))?;
    let mut turns: Vec<Value> = Vec::new();
    let mut entry = new_entry(&game, tiles).map_err(setup)?;
    for (i, &action) in actions.iter().enumerate() {
        let turn = turns.len();
        let fail = |reason: String| ReplayError::Turn { turn, reason };
        let (phase, mover) = (game.phase(), game.current_player());
        // A plague answer names a follower that is gone once the action is applied.
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
            (Phase::Decide { player, .. }, Action::Withdraw { pos, .. }) => {
                let figure = sent_home
                    .ok_or_else(|| fail(format!("no follower of player {player} at {pos}")))?;
                let mut answer = spot_json(&game, &figure).map_err(fail)?;
                answer.remove("meeple");
                answer.insert("player".into(), json!(player));
                answer.insert("x".into(), json!(pos.x));
                answer.insert("y".into(), json!(pos.y));
                push_to(&mut entry, "plague", Value::Object(answer));
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
                    pos: if matches!(spot, Spot::Space(_)) {
                        crate::expansions::wheel::CROWN_POS
                    } else {
                        pos
                    },
                    spot,
                };
                let meeple = spot_json(&game, &placed).map_err(fail)?;
                entry.insert("meeple".into(), Value::Object(meeple));
            }
            (Phase::Deploy { .. }, Action::Pass) => {}
            (_, other) => return Err(fail(format!("{other:?} is not written"))),
        }
        // A turn's entry ends when the next tile is drawn (or the game ends); its scores are
        // those after it, the next tile's wheel included, as the replayer counts them.
        for e in &events {
            match e {
                Event::TileDrawn { .. } => {
                    entry.insert("scores".into(), json!(game.scores()));
                    turns.push(Value::Object(std::mem::take(&mut entry)));
                    entry = new_entry(&game, tiles).map_err(fail)?;
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
        "extension": "wheel/1",
        "ruleset": ruleset(config).map_err(setup)?,
        "players": config.players,
        "start_tile": { "tile": WHEEL_BOARD, "x": 0, "y": 0, "rotation": 0 },
        "turns": turns,
    });
    if config.game == GameKind::WheelOfFortune {
        record["game"] = json!(GameKind::WheelOfFortune.key());
    }
    if game.is_over() {
        record["final_scores"] = json!(game.scores());
    } else {
        record["complete"] = json!(false);
    }
    Ok(record)
}

fn push_to(entry: &mut Map<String, Value>, key: &str, value: Value) {
    match entry.get_mut(key) {
        Some(Value::Array(list)) => list.push(value),
        _ => {
            entry.insert(key.into(), Value::Array(vec![value]));
        }
    }
}

/// A record turn for the tile now in hand: who drew what, and where the pig stands.
fn new_entry(
    game: &Game,
    tiles: &BTreeMap<String, TileMatch>,
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
    if name.wheel > 0 {
        entry.insert("wheel".into(), json!(name.wheel));
        if let Some(w) = game.wheel() {
            entry.insert("pig".into(), json!(w.pig));
        }
    }
    Ok(entry)
}

//! The Wheel of Fortune in game records (`"extension": "wheel/1"`, `docs/wheel-records.md`):
//! the ruleset's `wheel`, the board as the start (`wheel-board`), each turn's wheel number
//! and pig, the plague's answers, and crown placements.

use serde::Deserialize;
use serde_json::{json, Value};

use crate::action::{Action, Event};
use crate::config::GameConfig;
use crate::figures::{Figure, Spot};
use crate::game::{Game, Phase};
use crate::geometry::Pos;
use crate::record::part::{field, Fields, RecordPart};
use crate::record::{spot_for, Meeple, Turn};
use crate::rules::Expansion;
use crate::tiles::{catalogue, TileId};

use super::{number_of, WheelSegment, CAPABILITY};

pub(super) struct WheelRecord;

/// The start tile id of a game with the wheel: its whole board.
pub const BOARD: &str = "wheel-board";

/// One player's answer to the plague.
#[derive(Deserialize)]
struct PlagueChoice {
    player: usize,
    x: i32,
    y: i32,
    /// The follower's spot, as a `meeple` spot (`meeple` may be left out).
    #[serde(flatten)]
    spot: Meeple,
}

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
            number_of(t) == wheel
                && t.edges == def.edges
                && t.segments == def.segments
                && t.monastery == def.monastery
        })
        .map(|t| t.id)
        .ok_or_else(|| format!("no tile {} with wheel number {wheel}", def.name))
}

/// The crown space a recorded crown placement takes: the free one of its segment.
fn crown_for(game: &Game, meeple: &Meeple) -> Result<Action, String> {
    let segment: WheelSegment =
        field(&meeple.more, "segment")?.ok_or("a crown placement names no segment")?;
    game.legal_actions()
        .into_iter()
        .find(|a| {
            matches!(a, Action::Deploy { spot: Spot::Space(k), .. }
                if WheelSegment::of_space(*k) == Some(segment))
        })
        .ok_or(format!("no vacant crown of {} to take", segment.name()))
}

impl RecordPart for WheelRecord {
    fn read_ruleset(&self, ruleset: &Fields, config: &mut GameConfig) -> Result<(), String> {
        if field::<bool>(ruleset, "wheel")?.unwrap_or(false) {
            config.set(Expansion::Wheel, true);
        }
        Ok(())
    }

    fn extension(&self) -> Option<&'static str> {
        Some("wheel/1")
    }

    fn start_piece(&self) -> Option<&'static str> {
        Some(BOARD)
    }

    fn tile_file(&self) -> Option<&'static str> {
        Some(include_str!(
            "../../../tests/fixtures/replay-tiles-wheel.json"
        ))
    }

    fn tile_of(&self, turn: &Turn, tile: TileId) -> Result<TileId, String> {
        numbered(tile, field::<u8>(&turn.more, "wheel")?.unwrap_or(0))
    }

    /// Checks the pig after this turn's tile was drawn and answers the plague it caused.
    fn before_place(
        &self,
        game: &mut Game,
        turn: &Turn,
        events: &mut Vec<Event>,
    ) -> Result<(), String> {
        let pig = game.wheel().map(|w| w.pig);
        if let (Some(recorded), Some(pig)) = (field::<WheelSegment>(&turn.more, "pig")?, pig) {
            if recorded != pig {
                return Err(format!(
                    "the pig stands on {} but the record says {}",
                    pig.name(),
                    recorded.name()
                ));
            }
        }
        let plague = field::<Vec<PlagueChoice>>(&turn.more, "plague")?.unwrap_or_default();
        let mut answers = plague.iter();
        while let Phase::Decide {
            player,
            capability: CAPABILITY,
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
        Ok(())
    }

    fn figure_step(&self, game: &Game, turn: &Turn) -> Option<Result<Action, String>> {
        let meeple = turn.meeple.as_ref().filter(|m| m.feature == "crown")?;
        Some(crown_for(game, meeple))
    }

    fn writes(&self) -> bool {
        true
    }

    fn write_ruleset(&self, _config: &GameConfig, ruleset: &mut Fields) -> Result<(), String> {
        ruleset.insert("wheel".into(), json!(true));
        Ok(())
    }

    fn write_drawn(&self, game: &Game, entry: &mut Fields) {
        let Some(tile) = game.current_tile() else {
            return;
        };
        let number = number_of(tile.def());
        if number > 0 {
            entry.insert("wheel".into(), json!(number));
            if let Some(w) = game.wheel() {
                entry.insert("pig".into(), json!(w.pig));
            }
        }
    }

    fn write_spot(&self, figure: &Figure) -> Option<Result<Fields, String>> {
        let Spot::Space(k) = figure.spot else {
            return None;
        };
        let Some(segment) = WheelSegment::of_space(k) else {
            return Some(Err("no such crown".into()));
        };
        let mut out = Fields::new();
        out.insert("feature".into(), json!("crown"));
        out.insert("segment".into(), json!(segment));
        Some(Ok(out))
    }

    fn write_decision(
        &self,
        game: &Game,
        player: usize,
        action: Action,
        sent_home: Option<Figure>,
        entry: &mut Fields,
    ) -> Option<Result<(), String>> {
        let Action::Withdraw { pos, .. } = action else {
            return None;
        };
        let written = (|| {
            let figure = sent_home.ok_or(format!("no follower of player {player} at {pos}"))?;
            let mut answer = crate::record::write::spot_of(game, &figure)?;
            answer.remove("meeple");
            answer.insert("player".into(), json!(player));
            answer.insert("x".into(), json!(pos.x));
            answer.insert("y".into(), json!(pos.y));
            crate::record::write::push_to(entry, "plague", Value::Object(answer));
            Ok(())
        })();
        Some(written)
    }
}

//! The Abbot in JCloisterZone records: `abbots` and `abbots_per_player` in the ruleset, and a
//! turn's `return` (the abbot brought back instead of a figure placed).

use serde::Deserialize;

use crate::action::Action;
use crate::config::GameConfig;
use crate::figures::{FigureKind, Spot};
use crate::game::Game;
use crate::geometry::Pos;
use crate::record::part::{field, Fields, RecordPart};
use crate::record::Turn;
use crate::rules::Expansion;

pub(super) struct AbbotRecord;

/// Where the abbot came back from.
#[derive(Deserialize)]
struct Return {
    x: i32,
    y: i32,
    feature: String,
}

impl RecordPart for AbbotRecord {
    fn read_ruleset(&self, ruleset: &Fields, config: &mut GameConfig) -> Result<(), String> {
        if field::<bool>(ruleset, "abbots")?.unwrap_or(false) {
            config.set(Expansion::Abbot, true);
            if let Some(n) = field::<u8>(ruleset, "abbots_per_player")? {
                config.set_figures(FigureKind::ABBOT, n);
            }
        }
        Ok(())
    }

    fn figure_step(&self, _game: &Game, turn: &Turn) -> Option<Result<Action, String>> {
        let back = match field::<Return>(&turn.more, "return") {
            Ok(back) => back?,
            Err(e) => return Some(Err(e)),
        };
        if turn.meeple.is_some() {
            return Some(Err("a turn places a figure and brings an abbot back".into()));
        }
        let spot = match back.feature.as_str() {
            "monastery" => Spot::Monastery,
            "garden" => Spot::Garden,
            other => return Some(Err(format!("an abbot cannot come back from a {other}"))),
        };
        Some(Ok(Action::Withdraw {
            pos: Pos::new(back.x, back.y),
            spot,
        }))
    }
}

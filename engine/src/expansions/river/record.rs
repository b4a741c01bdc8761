//! The River in game records: `river` and `river2` in the ruleset, JCloisterZone's reading of
//! the volcano (`volcano_extra_turn`), and the volcano as a tile flag.

use serde_json::json;

use crate::config::GameConfig;
use crate::record::part::{field, Fields, RecordMark, RecordPart};
use crate::rules::Expansion;

use super::{VOLCANO, VOLCANO_SYMBOL};

pub(super) struct RiverRecord;

impl RecordPart for RiverRecord {
    fn marks(&self) -> &'static [RecordMark] {
        &[RecordMark::Tile {
            field: "volcano",
            mark: VOLCANO_SYMBOL,
        }]
    }

    fn read_ruleset(&self, ruleset: &Fields, config: &mut GameConfig) -> Result<(), String> {
        for (key, expansion) in [("river", Expansion::River1), ("river2", Expansion::River2)] {
            if field::<bool>(ruleset, key)?.unwrap_or(false) {
                config.set(expansion, true);
            }
        }
        if let Some(extra) = field::<bool>(ruleset, "volcano_extra_turn")? {
            let value = if extra { "extra-turn" } else { "plain" };
            config
                .set_variant(VOLCANO, value)
                .map_err(|e| e.to_string())?;
        }
        Ok(())
    }

    fn writes(&self) -> bool {
        true
    }

    fn write_ruleset(&self, config: &GameConfig, ruleset: &mut Fields) -> Result<(), String> {
        if config.has(Expansion::River2) {
            return Err(format!("{} is not written", Expansion::River2.label()));
        }
        ruleset.insert("river".into(), json!(config.has(Expansion::River1)));
        Ok(())
    }
}

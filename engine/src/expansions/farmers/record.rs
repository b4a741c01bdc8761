//! Farmers in game records: the ruleset's `farmers`.

use serde_json::json;

use crate::config::GameConfig;
use crate::record::part::{field, Fields, RecordPart};
use crate::rules::Expansion;

pub(super) struct FarmersRecord;

impl RecordPart for FarmersRecord {
    fn read_ruleset(&self, ruleset: &Fields, config: &mut GameConfig) -> Result<(), String> {
        if field::<bool>(ruleset, "farmers")?.unwrap_or(false) {
            config.set(Expansion::Farmers, true);
        }
        Ok(())
    }

    fn writes(&self) -> bool {
        true
    }

    fn write_ruleset(&self, _config: &GameConfig, ruleset: &mut Fields) -> Result<(), String> {
        ruleset.insert("farmers".into(), json!(true));
        Ok(())
    }
}

//! Inns & Cathedrals in game records: `inns_cathedrals` and the large followers in the
//! ruleset, inns and cathedrals in the tile file, and the large follower's name `big`.

use serde_json::json;

use crate::config::GameConfig;
use crate::figures::FigureKind;
use crate::record::part::{field, Fields, RecordMark, RecordPart};
use crate::rules::Expansion;

use super::{CATHEDRAL, INN};

pub(super) struct InnsRecord;

impl RecordPart for InnsRecord {
    fn marks(&self) -> &'static [RecordMark] {
        &[
            RecordMark::City {
                field: "cathedral",
                mark: CATHEDRAL,
            },
            RecordMark::Road {
                field: "inn",
                mark: INN,
            },
        ]
    }

    fn figure_names(&self) -> &'static [(&'static str, FigureKind)] {
        &[("big", FigureKind::LARGE)]
    }

    fn read_ruleset(&self, ruleset: &Fields, config: &mut GameConfig) -> Result<(), String> {
        let on = field::<bool>(ruleset, "inns_cathedrals")?.unwrap_or(false);
        let large = field::<u8>(ruleset, "large_meeples_per_player")?.unwrap_or(0);
        if !on && large > 0 {
            return Err("large followers need Inns & Cathedrals".into());
        }
        if on {
            config.set(Expansion::Inns, true);
            config.set_figures(FigureKind::LARGE, large);
        }
        Ok(())
    }

    fn writes(&self) -> bool {
        true
    }

    fn write_ruleset(&self, config: &GameConfig, ruleset: &mut Fields) -> Result<(), String> {
        ruleset.insert("inns_cathedrals".into(), json!(true));
        ruleset.insert(
            "large_meeples_per_player".into(),
            json!(config.figures_per_player(FigureKind::LARGE)),
        );
        Ok(())
    }
}

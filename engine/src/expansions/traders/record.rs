//! Traders & Builders in JCloisterZone records: `traders_builders` and the builders and pigs
//! per player in the ruleset, goods and River II's pig-herd in the tile file, and the
//! builder's second tile (`"extra": "builder"` on every tile drawn in it).

use crate::config::GameConfig;
use crate::figures::FigureKind;
use crate::game::Game;
use crate::record::part::{field, Fields, RecordMark, RecordPart};
use crate::record::Turn;
use crate::rules::Expansion;

use super::{Goods, PIGHERD};

pub(super) struct TradersRecord;

const GOODS: [&str; 3] = [Goods::Wine.name(), Goods::Wheat.name(), Goods::Cloth.name()];

fn extra(turn: &Turn) -> Result<Option<String>, String> {
    field::<String>(&turn.more, "extra")
}

impl RecordPart for TradersRecord {
    fn marks(&self) -> &'static [RecordMark] {
        &[
            RecordMark::CityNames {
                field: "goods",
                names: &GOODS,
            },
            RecordMark::Field {
                field: "pig_herd",
                mark: PIGHERD,
            },
        ]
    }

    fn read_ruleset(&self, ruleset: &Fields, config: &mut GameConfig) -> Result<(), String> {
        if field::<bool>(ruleset, "traders_builders")?.unwrap_or(false) {
            config.set(Expansion::Traders, true);
            let counts = [
                (FigureKind::BUILDER, "builders_per_player"),
                (FigureKind::PIG, "pigs_per_player"),
            ];
            for (kind, key) in counts {
                if let Some(n) = field::<u8>(ruleset, key)? {
                    config.set_figures(kind, n);
                }
            }
        }
        Ok(())
    }

    fn before_place(
        &self,
        game: &mut Game,
        turn: &Turn,
        _events: &mut Vec<crate::Event>,
    ) -> Result<(), String> {
        if let Some(extra) = extra(turn)? {
            if extra != "builder" {
                return Err(format!("unknown extra turn {extra:?}"));
            }
            if !game.is_extra_turn() {
                return Err("a builder's second tile was recorded, but none was earned".into());
            }
        }
        Ok(())
    }

    fn check_turn(&self, game: &Game, turn: &Turn) -> Result<(), String> {
        if game.is_extra_turn() && extra(turn)?.is_none() {
            return Err("this is a builder's second tile, but the record does not say so".into());
        }
        Ok(())
    }
}

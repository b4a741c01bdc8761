//! Inns & Cathedrals: its 18 tiles, the large follower, inns on roads and cathedrals in cities.

mod record;
use crate::board::FeatureData;
use crate::capability::{Capability, Value, View};
use crate::config::GameConfig;
use crate::deck::DeckPlan;
use crate::figures::FigureDef;
use crate::figures::{FigureKind, Supply};
use crate::rules::{Expansion, ExpansionDef};
use crate::tiles::{FeatureKind, TileSet};

/// The marks this capability reads: an inn on a road, a cathedral in a city.
pub const INN: &str = "inn";
pub const CATHEDRAL: &str = "cathedral";

pub(crate) struct InnsCathedrals;

#[allow(non_upper_case_globals)]
impl TileSet {
    /// Inns & Cathedrals' 18 tiles.
    pub const InnsCathedrals: TileSet = TileSet::new("ic");
}

impl FigureKind {
    /// The large follower: it counts twice in a majority.
    pub const LARGE: FigureKind = FigureKind::new(&FigureDef {
        key: "large",
        name: "large follower",
        plural: "large followers",
        strength: 2,
        stands_on: crate::figures::FEATURES_AND_MONASTERY,
        claims: true,
        per_player: 1,
        worth: 1.4,
        legacy: &["Large"],
    });
}

#[allow(non_upper_case_globals)]
impl Expansion {
    /// Inns & Cathedrals.
    pub const Inns: Expansion = Expansion::new("inns");
}

impl Capability for InnsCathedrals {
    type State = ();
    const KEY: &'static str = "inns";

    fn record(&self) -> Option<&'static dyn crate::record::part::RecordPart> {
        Some(&record::InnsRecord)
    }

    fn catalogue(&self) -> &'static str {
        include_str!("tiles.txt")
    }

    fn tile_sets(&self) -> &'static [TileSet] {
        &[TileSet::InnsCathedrals]
    }

    fn marks(&self) -> &'static [&'static str] {
        &[INN, CATHEDRAL]
    }

    fn figures(&self) -> &'static [FigureKind] {
        &[FigureKind::LARGE]
    }

    fn expansions(&self) -> &'static [ExpansionDef] {
        &[ExpansionDef {
            expansion: Expansion::Inns,
            label: "Inns & Cathedrals",
            rank: 4,
            offered: true,
        }]
    }

    fn deck(&self, _config: &GameConfig, plan: &mut DeckPlan) {
        plan.add_land(TileSet::InnsCathedrals);
    }

    fn supply(&self, config: &GameConfig, supply: &mut Supply) {
        supply.set(
            FigureKind::LARGE,
            config.figures_per_player(FigureKind::LARGE),
        );
    }

    /// An inn doubles a completed road and voids an unfinished one; a cathedral makes a
    /// completed city worth 3 per tile and pennant and an unfinished one nothing.
    fn feature_value(
        &self,
        _st: &(),
        _view: &View,
        f: &FeatureData,
        completed: bool,
        value: &mut Value,
    ) {
        match f.kind {
            FeatureKind::City if f.marks.has_named(CATHEDRAL) => {
                let v = if completed { 3 } else { 0 };
                value.per_tile = v;
                value.per_pennant = v;
                value.note = Some(if completed {
                    "inns-note-cathedral"
                } else {
                    "inns-note-cathedral-unfinished"
                });
            }
            FeatureKind::Road if f.marks.has_named(INN) => {
                value.per_tile = if completed { 2 } else { 0 };
                value.note = Some(if completed {
                    "inns-note-inn"
                } else {
                    "inns-note-inn-unfinished"
                });
            }
            _ => {}
        }
    }
}

//! Farmers: followers lying in fields, scored at the end of the game for the completed cities
//! their field borders (3 points per city, each city once per field).

mod record;
use crate::board::FeatureData;
use crate::capability::{Capability, Ctx, Value, View};
use crate::figures::SpotKind;
use crate::rules::{Expansion, ExpansionDef};
use crate::score::ScoreKind;
use crate::tiles::FeatureKind;

pub(crate) struct Farmers;

#[allow(non_upper_case_globals)]
impl Expansion {
    /// Farmers in fields, scored at the end (part of the base game, switchable).
    pub const Farmers: Expansion = Expansion::new("farmers");
}

impl Capability for Farmers {
    type State = ();
    const KEY: &'static str = "farmers";

    fn record(&self) -> Option<&'static dyn crate::record::part::RecordPart> {
        Some(&record::FarmersRecord)
    }

    fn expansions(&self) -> &'static [ExpansionDef] {
        &[ExpansionDef {
            expansion: Expansion::Farmers,
            label: "Farmers",
            rank: 0,
            offered: true,
        }]
    }

    fn scores(&self) -> &'static [ScoreKind] {
        &[ScoreKind::Field]
    }

    fn opens(&self) -> &'static [SpotKind] {
        &[SpotKind::Feature(FeatureKind::Field)]
    }

    fn feature_value(
        &self,
        _st: &(),
        _view: &View,
        f: &FeatureData,
        _completed: bool,
        value: &mut Value,
    ) {
        if f.kind == FeatureKind::Field {
            value.per_city = 3;
        }
    }

    fn final_scoring(&self, _st: &(), ctx: &mut Ctx) {
        for node in ctx.view.occupied(FeatureKind::Field) {
            ctx.score_feature(node, ScoreKind::Field, false);
        }
    }
}

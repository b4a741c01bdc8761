//! Lanterns: a rule system that exists to prove the others' way in, built only with the
//! `probe` feature (and in the engine's own tests). It adds one of each thing an expansion
//! may add, through the same hooks the shipped ones use, and nothing outside this folder and
//! its registration line knows it:
//!
//! - a figure, the lantern (one per player), put on a road instead of a follower; it claims
//!   nothing;
//! - a token: whoever puts a lantern down takes one oil;
//! - an event of its own (`Happened { what: "lit" }`);
//! - a question: after putting a lantern down its player chooses to keep it burning or to
//!   blow it out (the lantern goes home and its player scores 1 `glow` point per oil held);
//! - a score kind, `glow`.
//!
//! It is not offered in lobbies (`offered: false`); front ends reach it by its key.

use crate::note::Note;
use serde::{Deserialize, Serialize};

use crate::action::{Action, Event};
use crate::capability::{Capability, Ctx, Tokens, View};
use crate::config::GameConfig;
use crate::error::MoveError;
use crate::figures::{Figure, FigureDef, FigureKind, SpotKind, Supply};
use crate::geometry::Pos;
use crate::rules::{Expansion, ExpansionDef};
use crate::score::ScoreKind;
use crate::tiles::FeatureKind;

pub(crate) struct Lanterns;

/// The capability's key, as `Happened` and `Phase::Decide` name it.
pub const CAPABILITY: &str = "lanterns";
/// The token a lit lantern gives.
pub const OIL: &str = "oil";
/// Keep the lantern burning.
pub const KEEP: Action = Action::Choose { option: 0 };
/// Blow it out: it goes home and scores its player's oil.
pub const BLOW_OUT: Action = Action::Choose { option: 1 };

impl FigureKind {
    /// A lantern on a road.
    pub const LANTERN: FigureKind = FigureKind::new(&FigureDef {
        key: "lantern",
        name: "lantern",
        plural: "lanterns",
        strength: 0,
        stands_on: &[SpotKind::Feature(FeatureKind::Road)],
        claims: false,
        per_player: 1,
        worth: 0.2,
        legacy: &[],
    });
}

#[allow(non_upper_case_globals)]
impl ScoreKind {
    /// A lantern blown out: 1 per oil its player holds.
    pub const Glow: ScoreKind = ScoreKind::new("glow", "glow");
}

#[allow(non_upper_case_globals)]
impl Expansion {
    pub const Lanterns: Expansion = Expansion::new(CAPABILITY);
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct LanternsState {
    /// Oil held, per seat.
    #[serde(default)]
    oil: Vec<u32>,
    /// The lantern whose player is asked to keep it or blow it out.
    #[serde(default)]
    asking: Option<Figure>,
}

impl LanternsState {
    fn oil_of(&self, player: usize) -> u32 {
        self.oil.get(player).copied().unwrap_or(0)
    }
}

impl Capability for Lanterns {
    type State = LanternsState;
    const KEY: &'static str = CAPABILITY;

    fn expansions(&self) -> &'static [ExpansionDef] {
        &[ExpansionDef {
            expansion: Expansion::Lanterns,
            label: "Lanterns (test)",
            rank: 99,
            offered: false,
        }]
    }

    fn figures(&self) -> &'static [FigureKind] {
        &[FigureKind::LANTERN]
    }

    fn scores(&self) -> &'static [ScoreKind] {
        &[ScoreKind::Glow]
    }

    fn supply(&self, config: &GameConfig, supply: &mut Supply) {
        supply.set(
            FigureKind::LANTERN,
            config.figures_per_player(FigureKind::LANTERN),
        );
    }

    fn after_figure(&self, st: &mut LanternsState, ctx: &mut Ctx, pos: Pos) {
        let view = ctx.view;
        let Some(&lantern) = view
            .figures
            .of(view.current)
            .find(|f| f.kind == FigureKind::LANTERN && f.pos == pos)
        else {
            return;
        };
        if st.oil.len() < view.players() {
            st.oil.resize(view.players(), 0);
        }
        st.oil[view.current] += 1;
        ctx.events.push(Event::Happened {
            capability: CAPABILITY,
            what: "lit",
            player: view.current,
            at: Some((lantern.pos, lantern.spot)),
            count: 1,
            reveals: false,
        });
        ctx.events.push(Event::TokensTaken {
            player: view.current,
            key: OIL,
            count: 1,
        });
        st.asking = Some(lantern);
        ctx.ask(view.current);
    }

    fn decision(&self, st: &LanternsState, _view: &View, _player: usize, out: &mut Vec<Action>) {
        if st.asking.is_some() {
            out.extend([KEEP, BLOW_OUT]);
        }
    }

    fn decide(
        &self,
        st: &mut LanternsState,
        ctx: &mut Ctx,
        player: usize,
        action: Action,
    ) -> Result<(), MoveError> {
        let Some(lantern) = st.asking else {
            return Err(MoveError::NotAnOption);
        };
        if action == BLOW_OUT {
            ctx.return_figure(lantern);
            ctx.award(
                vec![player],
                st.oil_of(player),
                ScoreKind::Glow,
                vec![lantern.pos],
            );
        } else if action != KEEP {
            return Err(MoveError::NotAnOption);
        }
        st.asking = None;
        Ok(())
    }

    fn describe(&self, st: &LanternsState, _view: &View, action: Action) -> Option<Note> {
        st.asking?;
        match action {
            KEEP => Some(Note::new("lanterns-describe-keep")),
            BLOW_OUT => Some(Note::new("lanterns-describe-blow-out")),
            _ => None,
        }
    }

    fn tokens(&self, st: &LanternsState, player: usize, out: &mut Vec<Tokens>) {
        let count = st.oil_of(player);
        if count > 0 {
            out.push(Tokens { key: OIL, count });
        }
    }

    fn figure_note(&self, _st: &LanternsState, _view: &View, figure: &Figure) -> Option<Note> {
        (figure.kind == FigureKind::LANTERN).then(|| Note::new("lanterns-figure-lantern"))
    }
}

#[cfg(test)]
mod tests;

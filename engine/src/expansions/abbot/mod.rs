//! The Abbot: one abbot per player, placed only on monasteries and gardens. Instead of placing
//! a figure a player may take their abbot back, which scores its monastery or garden at once
//! (1 per tile of its 3x3 square, 9 when surrounded). Gardens are the abbot's: they score like
//! monasteries, when surrounded or at the end.

mod record;
use crate::action::{Action, Event};
use crate::capability::{Capability, Ctx, Step, View};
use crate::config::GameConfig;
use crate::error::MoveError;
use crate::figures::FigureDef;
use crate::figures::{Figure, FigureKind, Spot, SpotKind, Supply};
use crate::geometry::Pos;
use crate::note::Note;
use crate::rules::{Expansion, ExpansionDef};
use crate::score::ScoreKind;

pub(crate) struct Abbot;

impl FigureKind {
    /// The abbot: only on a monastery or a garden.
    pub const ABBOT: FigureKind = FigureKind::new(&FigureDef {
        key: "abbot",
        name: "abbot",
        plural: "abbots",
        strength: 1,
        stands_on: &[
            crate::figures::SpotKind::Monastery,
            crate::figures::SpotKind::Garden,
        ],
        claims: true,
        per_player: 1,
        worth: 0.8,
        legacy: &["Abbot"],
    });
}

#[allow(non_upper_case_globals)]
impl ScoreKind {
    /// A garden's abbot.
    pub const Garden: ScoreKind = ScoreKind::new("garden", "gardens");
}

#[allow(non_upper_case_globals)]
impl Expansion {
    /// The Abbot and gardens.
    pub const Abbot: Expansion = Expansion::new("abbot");
}

fn square_kind(spot: Spot) -> ScoreKind {
    if spot == Spot::Garden {
        ScoreKind::Garden
    } else {
        ScoreKind::Monastery
    }
}

/// The current player's abbots that may be taken back.
fn recallable<'a>(view: &'a View) -> impl Iterator<Item = &'a Figure> + 'a {
    view.figures
        .of(view.current)
        .filter(|f| f.kind == FigureKind::ABBOT)
}

impl Capability for Abbot {
    type State = ();
    const KEY: &'static str = "abbot";

    fn record(&self) -> Option<&'static dyn crate::record::part::RecordPart> {
        Some(&record::AbbotRecord)
    }

    fn figures(&self) -> &'static [FigureKind] {
        &[FigureKind::ABBOT]
    }

    fn expansions(&self) -> &'static [ExpansionDef] {
        &[ExpansionDef {
            expansion: Expansion::Abbot,
            label: "The Abbot",
            rank: 1,
            offered: true,
        }]
    }

    fn supply(&self, config: &GameConfig, supply: &mut Supply) {
        supply.set(
            FigureKind::ABBOT,
            config.figures_per_player(FigureKind::ABBOT),
        );
    }

    fn scores(&self) -> &'static [ScoreKind] {
        &[ScoreKind::Garden]
    }

    fn opens(&self) -> &'static [SpotKind] {
        &[SpotKind::Garden]
    }

    fn actions(&self, _st: &(), view: &View, out: &mut Vec<Action>) {
        if matches!(view.step, Step::Deploy { .. }) {
            out.extend(recallable(view).map(|f| Action::Withdraw {
                pos: f.pos,
                spot: f.spot,
            }));
        }
    }

    fn apply_action(
        &self,
        _st: &mut (),
        ctx: &mut Ctx,
        action: Action,
    ) -> Option<Result<(), MoveError>> {
        let Action::Withdraw { pos, spot } = action else {
            return None;
        };
        let Some(&abbot) = recallable(&ctx.view).find(|f| f.pos == pos && f.spot == spot) else {
            return Some(Err(MoveError::NothingToWithdraw { pos }));
        };
        ctx.events.push(Event::FigureWithdrawn {
            player: abbot.player,
            figure: abbot.kind,
            pos,
            spot,
        });
        ctx.score_square(abbot, square_kind(spot));
        Some(Ok(()))
    }

    fn describe(&self, _st: &(), view: &View, action: Action) -> Option<Note> {
        let Action::Withdraw { spot, .. } = action else {
            return None;
        };
        let figure = recallable(view).find(|f| {
            Action::Withdraw {
                pos: f.pos,
                spot: f.spot,
            } == action
        })?;
        let square = view.board.square_count(figure.pos);
        let place = if spot == Spot::Garden {
            "noun-garden"
        } else {
            "noun-monastery"
        };
        Some(
            Note::new("abbot-describe-recall")
                .key("place", place)
                .number("points", square as i64),
        )
    }

    fn turn_scoring(&self, _st: &mut (), ctx: &mut Ctx, pos: Pos) {
        let done: Vec<Figure> = ctx
            .view
            .figures
            .on_board
            .iter()
            .filter(|f| f.spot == Spot::Garden && f.pos.is_near(pos))
            .filter(|f| ctx.view.board.square_count(f.pos) == 9)
            .copied()
            .collect();
        for f in done {
            ctx.score_square(f, ScoreKind::Garden);
        }
    }

    fn final_scoring(&self, _st: &(), ctx: &mut Ctx) {
        let gardens: Vec<Figure> = ctx
            .view
            .figures
            .on_board
            .iter()
            .filter(|f| f.spot == Spot::Garden)
            .copied()
            .collect();
        for f in gardens {
            ctx.score_square(f, ScoreKind::Garden);
        }
    }
}

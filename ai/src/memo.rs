//! A plan remembered between decisions: having chosen a placement with a figure in mind, a
//! strategy asked again in exactly the position its placement led to plays the rest of its plan
//! instead of thinking again (and so never changes its mind between the two steps of a hint).

use carcassonne_engine::{Action, Game, Observation};

use crate::Decision;

#[derive(Default)]
pub(crate) struct Memo {
    /// The observed game the rest of the plan was meant for, and that rest.
    next: Option<(Game, Vec<Action>)>,
}

impl Memo {
    /// Remembers `decision` as taken from `game` (the deciding seat's view).
    pub fn remember(&mut self, game: &Game, decision: &Decision) {
        self.next = None;
        let [first, rest @ ..] = decision.plan.as_slice() else {
            return;
        };
        if rest.is_empty() {
            return;
        }
        let mut after = game.clone();
        if after.apply(*first).is_ok() {
            self.next = Some((after, rest.to_vec()));
        }
    }

    /// The rest of the remembered plan, if `obs` is the position it was meant for.
    pub fn recall(&mut self, obs: &Observation) -> Option<Vec<Action>> {
        let (expected, rest) = self.next.take()?;
        let game = obs.game();
        let first = *rest.first()?;
        (expected == *game
            && game.deciding_player() == obs.seat()
            && game.legal_actions().contains(&first))
        .then_some(rest)
    }
}

/// A seeded source for one decision, from the strategy's seed and the position alone, so a
/// decision depends on what the seat sees and never on the decisions before it.
pub(crate) fn decision_rng(seed: u64, game: &Game, seat: usize) -> carcassonne_engine::rng::Rng {
    let phase = match game.phase() {
        carcassonne_engine::Phase::Place { .. } => 1u64,
        carcassonne_engine::Phase::Deploy { .. } => 2,
        carcassonne_engine::Phase::Decide { .. } => 3,
        _ => 4,
    };
    let mix = (u64::from(game.turn()) << 32)
        ^ ((game.board().len() as u64) << 16)
        ^ (phase << 8)
        ^ seat as u64;
    carcassonne_engine::rng::Rng::new(seed ^ mix.wrapping_mul(0x9e37_79b9_7f4a_7c15))
}

//! The ways a seat can finish what it has to decide now: every sequence of its own actions up
//! to the point where the turn moves on, someone else must decide, or something hidden comes
//! out (a tile drawn after a discard, a sheep from the bag), as a front end's turn draft ends.

use carcassonne_engine::{Action, Event, Game};

/// One way to finish the turn, and the game it leads to.
pub(crate) struct Outcome {
    pub plan: Vec<Action>,
    /// The game after the plan; when `chance` is set, the game before its last action, whose
    /// result depends on something hidden and must be sampled.
    pub game: Game,
    pub chance: bool,
}

/// Plans are cut off beyond this many actions; no rule set asks a seat more in one turn.
const MAX_DEPTH: usize = 6;

/// Every way `seat` can finish deciding from `game` (where it is the deciding seat).
pub(crate) fn outcomes(game: &Game, seat: usize) -> Vec<Outcome> {
    let mut out = Vec::new();
    let mut plan = Vec::new();
    walk(game, seat, game.turn(), &mut plan, &mut out);
    out
}

/// The ways to finish deciding that start with `first`, from `after` (the game once `first`
/// was played by `seat` in turn `turn`, without the turn having moved on).
pub(crate) fn outcomes_after(after: &Game, seat: usize, turn: u32, first: Action) -> Vec<Outcome> {
    let mut out = Vec::new();
    let mut plan = vec![first];
    walk(after, seat, turn, &mut plan, &mut out);
    out
}

fn walk(game: &Game, seat: usize, turn: u32, plan: &mut Vec<Action>, out: &mut Vec<Outcome>) {
    for action in game.legal_actions() {
        let mut next = game.clone();
        let Ok(events) = next.apply(action) else {
            continue;
        };
        plan.push(action);
        let moved_on = next.is_over() || next.turn() != turn || next.deciding_player() != seat;
        // A token drawn from a bag changes what the turn is worth even when the turn ends
        // with it (a tile drawn for the next turn does not).
        let drew = events
            .iter()
            .any(|e| matches!(e, Event::Happened { reveals: true, .. }));
        if drew || (!moved_on && events.iter().any(Event::reveals_hidden)) {
            out.push(Outcome {
                plan: plan.clone(),
                game: game.clone(),
                chance: true,
            });
        } else if moved_on || plan.len() >= MAX_DEPTH {
            out.push(Outcome {
                plan: plan.clone(),
                game: next,
                chance: false,
            });
        } else {
            walk(&next, seat, turn, plan, out);
        }
        plan.pop();
    }
}

/// Whether `game` has moved past the point `seat` was deciding at in turn `turn`.
pub(crate) fn finished(game: &Game, seat: usize, turn: u32) -> bool {
    game.is_over() || game.turn() != turn || game.deciding_player() != seat
}

//! A turn put together one action at a time, for any front end.
//!
//! A [`TurnDraft`] starts from a game and the seat that must act. It lists the options open at
//! each step ([`TurnDraft::options`], with [`TurnDraft::preview`] for the state an option would
//! lead to), takes them one by one ([`TurnDraft::push`]), can step back ([`TurnDraft::back`]),
//! and says when the turn is complete: the seat no longer has to decide, the turn moved on, the
//! game ended, or something hidden was revealed (a tile drawn after a discard), after which
//! the actions must be committed as they are. Nothing touches the real game until the front
//! end applies [`TurnDraft::actions`].

use crate::action::{Action, Event};
use crate::error::MoveError;
use crate::game::{Game, Phase};
use crate::tiles::TileId;
use crate::Pos;

/// Where a draft stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum DraftStep {
    /// Where does the tile go (or, if it fits nowhere, discard it).
    Place { tile: TileId },
    /// The tile is at `pos`: a figure, a capability's action, or nothing.
    Figure { pos: Pos },
    /// A capability asks this seat to choose.
    Decide { capability: &'static str },
    /// Nothing more to decide: commit the actions.
    Complete,
}

#[derive(Clone, Debug)]
pub struct TurnDraft {
    start: Game,
    now: Game,
    actions: Vec<Action>,
    /// What the actions did, in order, so a front end committing the draft need not apply
    /// them again.
    events: Vec<Event>,
    seat: usize,
    revealed: bool,
}

impl TurnDraft {
    /// A draft for the seat that must act in `game`.
    pub fn new(game: &Game) -> TurnDraft {
        TurnDraft {
            start: game.clone(),
            now: game.clone(),
            actions: Vec::new(),
            events: Vec::new(),
            seat: game.deciding_player(),
            revealed: false,
        }
    }

    /// A draft with `actions` already taken (a front end's saved choice). Fails on the first
    /// action that is no longer legal.
    pub fn resume(game: &Game, actions: &[Action]) -> Result<TurnDraft, MoveError> {
        let mut draft = TurnDraft::new(game);
        for &a in actions {
            draft.push(a)?;
        }
        Ok(draft)
    }

    /// The seat this draft decides for.
    pub fn seat(&self) -> usize {
        self.seat
    }

    /// The game the draft started from.
    pub fn base(&self) -> &Game {
        &self.start
    }

    /// The game after the drafted actions.
    pub fn game(&self) -> &Game {
        &self.now
    }

    /// The actions taken so far, to commit in order.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// Everything the actions taken so far did, in order.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    pub fn is_complete(&self) -> bool {
        self.now.is_over()
            || self.revealed
            || self.now.turn() != self.start.turn()
            || self.now.deciding_player() != self.seat
    }

    pub fn step(&self) -> DraftStep {
        if self.is_complete() {
            return DraftStep::Complete;
        }
        match self.now.phase() {
            Phase::Place { tile } => DraftStep::Place { tile },
            Phase::Deploy { pos } => DraftStep::Figure { pos },
            Phase::Decide { capability, .. } => DraftStep::Decide { capability },
            Phase::Over => DraftStep::Complete,
        }
    }

    /// What the seat may choose now (nothing once the turn is complete).
    pub fn options(&self) -> Vec<Action> {
        if self.is_complete() {
            Vec::new()
        } else {
            self.now.legal_actions()
        }
    }

    /// The game as `action` would leave it, for a picture before choosing.
    pub fn preview(&self, action: Action) -> Result<Game, MoveError> {
        if self.is_complete() {
            return Err(MoveError::TurnComplete);
        }
        let mut g = self.now.clone();
        g.apply(action)?;
        Ok(g)
    }

    /// Takes one more action. A refused one changes nothing.
    pub fn push(&mut self, action: Action) -> Result<Vec<Event>, MoveError> {
        if self.is_complete() {
            return Err(MoveError::TurnComplete);
        }
        if matches!(action, Action::Retire { .. }) {
            return Err(MoveError::NotAnOption);
        }
        let events = self.now.apply(action)?;
        self.revealed |= events.iter().any(Event::reveals_hidden)
            && !self.now.is_over()
            && self.now.turn() == self.start.turn();
        self.actions.push(action);
        self.events.extend(events.iter().cloned());
        Ok(events)
    }

    /// Takes the last action back; `None` when there is none, or when it revealed something
    /// hidden (it must be committed then).
    pub fn back(&mut self) -> Option<Action> {
        if self.revealed {
            return None;
        }
        let last = self.actions.pop()?;
        let mut now = self.start.clone();
        let mut events = Vec::new();
        for &a in &self.actions {
            match now.apply(a) {
                Ok(e) => events.extend(e),
                Err(_) => {
                    // Actions that applied once apply again: the engine is deterministic.
                    self.actions.push(last);
                    return None;
                }
            }
        }
        self.now = now;
        self.events = events;
        Some(last)
    }

    /// Finishes the turn with `choose` picking among the options at each step (a timeout's
    /// automatic play, an AI).
    pub fn complete_with(
        &mut self,
        mut choose: impl FnMut(&Game, &[Action]) -> Option<Action>,
    ) -> Result<(), MoveError> {
        while !self.is_complete() {
            let options = self.options();
            let action = choose(&self.now, &options).ok_or(MoveError::NotAnOption)?;
            self.push(action)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameConfig, Placement, Rotation};

    #[test]
    fn a_turn_is_drafted_step_by_step_and_nothing_changes_until_committed() {
        let game = Game::new(GameConfig::base(2), 4).expect("set-up");
        let mut draft = TurnDraft::new(&game);
        assert_eq!(draft.seat(), 0);
        let Some(DraftStep::Place { tile }) = Some(draft.step()) else {
            panic!("starts by placing");
        };
        assert_eq!(Some(tile), game.current_tile());
        let place = draft.options()[0];
        let preview = draft.preview(place).expect("preview");
        assert!(matches!(preview.phase(), Phase::Deploy { .. }));
        draft.push(place).expect("place");
        assert!(matches!(draft.step(), DraftStep::Figure { .. }));
        assert!(draft.options().contains(&Action::Pass));
        assert_eq!(draft.back(), Some(place), "the placement can be taken back");
        assert!(matches!(draft.step(), DraftStep::Place { .. }));
        draft.push(place).expect("place again");
        draft.push(Action::Pass).expect("pass");
        assert!(draft.is_complete());
        assert_eq!(draft.step(), DraftStep::Complete);
        assert!(draft.options().is_empty());
        assert!(draft.push(Action::Pass).is_err());
        assert_eq!(game.turn(), 0, "the real game is untouched");
        let mut real = game.clone();
        for &a in draft.actions() {
            real.apply(a).expect("commit");
        }
        assert_eq!(real, *draft.game());
    }

    #[test]
    fn a_refused_action_changes_nothing_and_resume_rebuilds_a_draft() {
        let game = Game::new(GameConfig::base(2), 4).expect("set-up");
        let mut draft = TurnDraft::new(&game);
        let far = Action::Place(Placement {
            pos: Pos::new(30, 30),
            rotation: Rotation::new(0),
        });
        assert!(draft.push(far).is_err());
        assert!(draft.actions().is_empty());
        let place = draft.options()[0];
        draft.push(place).expect("place");
        let again = TurnDraft::resume(&game, draft.actions()).expect("resume");
        assert_eq!(again.game(), draft.game());
        assert!(TurnDraft::resume(&game, &[far]).is_err());
    }

    #[test]
    fn automatic_play_completes_a_turn() {
        let game = Game::new(GameConfig::base(3), 9).expect("set-up");
        let mut draft = TurnDraft::new(&game);
        draft
            .complete_with(|_, options| options.first().copied())
            .expect("complete");
        assert!(draft.is_complete());
        assert_eq!(draft.game().turn(), 1);
        assert_eq!(draft.game().current_player(), 1);
    }
}

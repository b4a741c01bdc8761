//! Reminders and timeouts: arming timers, and skipping or removing a player who timed out.

use carcassonne_engine::{Action, Game};

use super::turns::Submission;
use super::{Actor, GameService, LoadedGame, MoveKind, MoveOutcome, ServiceError};

use crate::store::{Deadline, DeadlineKind, GameId, Settings};

/// What the bot answers for a player who left a rule's question unanswered past the game's
/// timeout, for the questions whose part says how ([`Question::timeout_choice`]); `None`
/// otherwise (a turn that timed out is offered to the other players to skip or remove instead).
pub fn timeout_choice(game: &Game) -> Option<Action> {
    crate::expansions::asking(game)?.timeout_choice(game)
}

impl GameService {
    /// Timers for a turn starting at `now`; a delay of 0 disables that timer.
    pub(super) fn deadlines_for(&self, settings: &Settings, now: i64) -> Vec<(DeadlineKind, i64)> {
        [
            (DeadlineKind::Reminder, settings.reminder_secs),
            (DeadlineKind::Timeout, settings.timeout_secs),
        ]
        .into_iter()
        .filter(|&(_, secs)| secs > 0)
        .map(|(kind, secs)| (kind, now.saturating_add(i64::from(secs))))
        .collect()
    }

    /// Unfired timers due now, by the service's clock.
    pub async fn due_deadlines(&self) -> Result<Vec<Deadline>, ServiceError> {
        self.due_deadlines_at(self.now()).await
    }

    /// Unfired timers due at `now` (unix seconds).
    pub async fn due_deadlines_at(&self, now: i64) -> Result<Vec<Deadline>, ServiceError> {
        Ok(self.store.due_deadlines(now).await?)
    }

    /// When the next timer is due (unix seconds); sleep until then with
    /// [`Clock::sleep_until`](crate::clock::Clock::sleep_until), but wake up after every move
    /// too, since a move re-arms the timers.
    pub async fn next_deadline(&self) -> Result<Option<i64>, ServiceError> {
        Ok(self.store.next_deadline().await?)
    }

    /// Every unfired timer, to schedule after a restart.
    pub async fn pending_deadlines(&self) -> Result<Vec<Deadline>, ServiceError> {
        Ok(self.store.pending_deadlines().await?)
    }

    /// Claims a due timer for this process (see [`crate::store::CLAIM_LEASE_SECS`]): false
    /// if another process has it, or it fired or moved on meanwhile.
    pub async fn claim_deadline(&self, deadline: &Deadline) -> Result<bool, ServiceError> {
        Ok(self
            .store
            .claim_deadline(deadline.game_id, deadline.kind, deadline.turn, self.now())
            .await?)
    }

    /// Records that a timer was handled. False if it was handled already, belongs to a turn
    /// that is over, or was re-armed since it fell due (the same turn asks someone else now);
    /// the caller should then do nothing.
    pub async fn mark_fired(&self, deadline: &Deadline) -> Result<bool, ServiceError> {
        let fired = self
            .store
            .mark_fired_at(
                deadline.game_id,
                deadline.kind,
                deadline.turn,
                deadline.due_at,
            )
            .await?;
        // The end of an undo window shows the next turn.
        if fired && deadline.kind == DeadlineKind::Reveal {
            self.changed(deadline.game_id);
        }
        Ok(fired)
    }

    /// Whether `deadline` is still the timer stored for its game (not handled, not re-armed
    /// since it fell due): a handler that lost a race with a move does nothing.
    pub async fn is_current(&self, deadline: &Deadline) -> Result<bool, ServiceError> {
        Ok(self
            .store
            .deadlines(deadline.game_id)
            .await?
            .iter()
            .any(|d| {
                d.kind == deadline.kind
                    && d.turn == deadline.turn
                    && d.due_at == deadline.due_at
                    && !d.fired
            }))
    }

    /// Plays the current player's turn for them (tile on the first legal spot, no figure).
    /// `by: None` is the timeout timer itself; a person may ask once the turn's timeout has
    /// passed if they are seated or host, and a manager at any time.
    pub async fn skip_turn(
        &self,
        game_id: GameId,
        expected_turn: u32,
        by: Option<Actor>,
    ) -> Result<MoveOutcome, ServiceError> {
        self.act_on_timeout(game_id, expected_turn, by, MoveKind::Skip)
            .await
    }

    /// Removes the player whose turn timed out: their seat stops playing (as after a
    /// resignation) and the bot finishes their turn. Same permissions as [`Self::skip_turn`].
    pub async fn remove_player(
        &self,
        game_id: GameId,
        expected_turn: u32,
        by: Option<Actor>,
    ) -> Result<MoveOutcome, ServiceError> {
        self.act_on_timeout(game_id, expected_turn, by, MoveKind::Remove)
            .await
    }

    /// Answers, with [`timeout_choice`], the question the seat that must act in `expected_turn`
    /// left open past its timeout. Returns the move and the answer given. Refused unless the
    /// game waits for such an answer and the stored timeout of that turn is due: a timer
    /// handled after its player answered finds the next player's timeout (the same turn)
    /// not due yet, and changes nothing.
    pub async fn choose_on_timeout(
        &self,
        game_id: GameId,
        expected_turn: u32,
    ) -> Result<(MoveOutcome, Action), ServiceError> {
        let loaded = self.load_active(game_id).await?;
        if loaded.turn() != expected_turn {
            return Err(ServiceError::StaleTurn);
        }
        let seat = loaded.current_seat().ok_or(ServiceError::NotActive)?;
        let game = loaded.game.as_ref().ok_or(ServiceError::NotActive)?;
        let action = timeout_choice(game).ok_or(ServiceError::StaleTurn)?;
        let timeout = self
            .store
            .deadlines(game_id)
            .await?
            .into_iter()
            .find(|d| d.kind == DeadlineKind::Timeout && d.turn == expected_turn && !d.fired);
        match timeout {
            Some(d) if d.due_at <= self.now() => {}
            Some(d) => return Err(ServiceError::TooEarly { due_at: d.due_at }),
            None => return Err(ServiceError::StaleTurn),
        }
        let submission = Submission {
            kind: MoveKind::Chosen,
            seat: seat.seat,
            user_id: None,
            actions: vec![action],
            auto_finish_turn: false,
            remove_seat: None,
            drafted: None,
        };
        let outcome = self.submit(&loaded, submission).await?;
        Ok((outcome, action))
    }

    /// `kind` is [`MoveKind::Skip`] or [`MoveKind::Remove`].
    async fn act_on_timeout(
        &self,
        game_id: GameId,
        expected_turn: u32,
        by: Option<Actor>,
        kind: MoveKind,
    ) -> Result<MoveOutcome, ServiceError> {
        let loaded = self.load_active(game_id).await?;
        let seat = self.check_timeout(&loaded, expected_turn, by).await?;
        let remove = kind == MoveKind::Remove;
        let submission = Submission {
            kind,
            seat,
            user_id: by.map(|a| a.user_id),
            actions: Vec::new(),
            auto_finish_turn: !remove,
            remove_seat: remove.then_some(seat),
            drafted: None,
        };
        self.submit(&loaded, submission).await
    }

    /// The current seat, if `by` may act on its timeout in `expected_turn`.
    async fn check_timeout(
        &self,
        loaded: &LoadedGame,
        expected_turn: u32,
        by: Option<Actor>,
    ) -> Result<u32, ServiceError> {
        if loaded.turn() != expected_turn {
            return Err(ServiceError::StaleTurn);
        }
        let seat = loaded.current_seat().ok_or(ServiceError::NotActive)?.seat;
        let Some(actor) = by else {
            return Ok(seat);
        };
        if actor.is_manager {
            return Ok(seat);
        }
        if actor.user_id != loaded.row.host_id && loaded.seat_of(actor.user_id).is_none() {
            return Err(ServiceError::NotSeated);
        }
        let timeout = self
            .store
            .deadlines(loaded.id())
            .await?
            .into_iter()
            .find(|d| d.kind == DeadlineKind::Timeout && d.turn == expected_turn);
        match timeout {
            Some(d) if d.due_at <= self.now() => Ok(seat),
            Some(d) => Err(ServiceError::TooEarly { due_at: d.due_at }),
            // Timeouts are switched off for this game: only a manager may intervene.
            None => Err(ServiceError::NotHost),
        }
    }
}

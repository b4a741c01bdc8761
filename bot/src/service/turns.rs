//! Playing: moves, resignations and the bot playing for absent seats.

use carcassonne_engine::{Action, Event, Game, Phase, TurnDraft};

use super::lobby::encode;
use super::recovery::{replay, Base};
use super::{GameService, LoadedGame, LoggedMove, MoveKind, ServiceError};
use crate::store::{DeadlineKind, GameId, GameStatus, NewMove, SeatRow, StoreError};

/// The result of an applied move.
#[derive(Clone, Debug)]
pub struct MoveOutcome {
    pub game_id: GameId,
    /// Everything that happened, including the turn played for an absent player.
    pub events: Vec<Event>,
    /// State after the move.
    pub game: Game,
    /// Completed turns after the move (what the next buttons must quote).
    pub turn: u32,
    /// Number of logged moves after this one.
    pub version: u64,
    /// The game ended (deck exhausted, or too few players left).
    pub finished: bool,
    /// Who must act now, unless finished.
    pub next: Option<SeatRow>,
    /// A new turn started (the Discord layer posts a new prompt); false when the same player
    /// continues the same turn (after a discard).
    pub new_turn: bool,
    /// When the mover's undo window closes and the new turn is revealed; `None`: at once.
    pub reveal_at: Option<i64>,
    /// The game as the store holds it after the move: what a load would return now, so the
    /// next prompt is drawn without loading it again.
    pub stored: Box<LoadedGame>,
}

/// What to apply, on behalf of which seat.
pub(super) struct Submission {
    pub kind: MoveKind,
    pub seat: u32,
    pub user_id: Option<u64>,
    pub actions: Vec<Action>,
    /// Finish the current player's turn automatically after `actions`.
    pub auto_finish_turn: bool,
    /// The seat leaves the game (the engine's `Retire`).
    pub remove_seat: Option<u32>,
    /// `actions` already applied to the loaded game, with what they did (a front end's
    /// draft), so they are not applied a second time.
    pub drafted: Option<(Game, Vec<Event>)>,
}

impl GameService {
    /// Applies one action of the player whose turn it is. `expected_turn` is the turn the
    /// player saw ([`LoadedGame::turn`] when the buttons were drawn); an older one, or a race
    /// lost to another click, gives [`ServiceError::StaleTurn`].
    pub async fn apply_move(
        &self,
        game_id: GameId,
        expected_turn: u32,
        user_id: u64,
        action: Action,
    ) -> Result<MoveOutcome, ServiceError> {
        self.play_turn(game_id, expected_turn, user_id, vec![action])
            .await
    }

    /// Applies several actions of the current player as one logged move, e.g. the placement
    /// and the follower chosen before pressing "confirm". All or nothing.
    pub async fn play_turn(
        &self,
        game_id: GameId,
        expected_turn: u32,
        user_id: u64,
        actions: Vec<Action>,
    ) -> Result<MoveOutcome, ServiceError> {
        if actions.is_empty() {
            return Err(ServiceError::NoAction);
        }
        let loaded = self.load_active(game_id).await?;
        let seat = check_turn(&loaded, expected_turn, user_id)?;
        let submission = Submission {
            kind: MoveKind::Play,
            seat,
            user_id: Some(user_id),
            actions,
            auto_finish_turn: false,
            remove_seat: None,
            drafted: None,
        };
        self.submit(&loaded, submission).await
    }

    /// Commits `draft`, built by the player whose turn it is from `loaded.game` (as loaded
    /// for their press), without loading the game or applying the actions again: the store's
    /// version check refuses it if anything was stored since `loaded` was read.
    pub async fn play_draft(
        &self,
        loaded: &LoadedGame,
        expected_turn: u32,
        user_id: u64,
        draft: &TurnDraft,
    ) -> Result<MoveOutcome, ServiceError> {
        if draft.actions().is_empty() {
            return Err(ServiceError::NoAction);
        }
        if loaded.status() != GameStatus::Active || loaded.game.as_ref() != Some(draft.base()) {
            return Err(ServiceError::NotActive);
        }
        let seat = check_turn(loaded, expected_turn, user_id)?;
        let submission = Submission {
            kind: MoveKind::Play,
            seat,
            user_id: Some(user_id),
            actions: draft.actions().to_vec(),
            auto_finish_turn: false,
            remove_seat: None,
            drafted: Some((draft.game().clone(), draft.events().to_vec())),
        };
        self.submit(loaded, submission).await
    }

    /// A player gives up: their seat leaves the engine's game (its turns are skipped, its
    /// figures stay and its score stands). With fewer than two players left the game ends
    /// with final scoring.
    pub async fn resign(&self, game_id: GameId, user_id: u64) -> Result<MoveOutcome, ServiceError> {
        // Not tied to a turn, so a race with someone's move is simply retried.
        let mut attempts = 0;
        loop {
            let loaded = self.load_active(game_id).await?;
            let seat = match loaded.seat_of(user_id) {
                Some(seat) if !seat.removed => seat.seat,
                _ => return Err(ServiceError::NotSeated),
            };
            let submission = Submission {
                kind: MoveKind::Resign,
                seat,
                user_id: Some(user_id),
                actions: Vec::new(),
                auto_finish_turn: false,
                remove_seat: Some(seat),
                drafted: None,
            };
            match self.submit(&loaded, submission).await {
                Err(ServiceError::StaleTurn) if attempts < 3 => attempts += 1,
                other => return other,
            }
        }
    }

    /// Applies and stores a submission; the store's version check makes it atomic against
    /// any concurrent submission computed from the same state.
    pub(super) async fn submit(
        &self,
        loaded: &LoadedGame,
        sub: Submission,
    ) -> Result<MoveOutcome, ServiceError> {
        let mut game = loaded.game.clone().ok_or(ServiceError::NotActive)?;
        let before = (game.turn(), game.deciding_player());
        // A move that answers a question asked before the turn's tile was placed (the plague).
        let answers_first = matches!(game.phase(), Phase::Decide { .. });
        // Games stored before the engine retired seats itself: seats the store marks as
        // removed leave the engine's game too, on the first move after the upgrade.
        let unretired: Vec<Action> = loaded
            .seats
            .iter()
            .filter(|s| s.removed && !game.is_retired(s.seat as usize))
            .map(|s| Action::Retire {
                seat: s.seat as usize,
            })
            .collect();
        let leaving = sub.remove_seat.map(|seat| Action::Retire {
            seat: seat as usize,
        });
        let mut applied = Vec::new();
        let mut events = Vec::new();
        match sub.drafted {
            Some((after, done)) if unretired.is_empty() => {
                game = after;
                events = done;
                applied = sub.actions;
            }
            _ => {
                for action in unretired {
                    if !game.is_over() {
                        apply_logged(&mut game, action, &mut applied, &mut events)?;
                    }
                }
                for action in sub.actions {
                    apply_logged(&mut game, action, &mut applied, &mut events)?;
                }
            }
        }
        if sub.kind == MoveKind::Play && applied.last() == Some(&Action::Discard) {
            set_aside_what_fits_nowhere(&mut game, sub.seat, &mut applied, &mut events)?;
        }
        // The engine hands the turn on from a leaving seat, or ends the game with final
        // scoring when too few players remain.
        if let Some(action) = leaving {
            apply_logged(&mut game, action, &mut applied, &mut events)?;
        }
        if sub.auto_finish_turn {
            super::ai::stand_in_turn(&mut game, loaded.row.seed, &mut applied, &mut events)?;
        }
        let finished = game.is_over();
        let new_turn = (game.turn(), game.deciding_player()) != before;
        let now = self.now();
        let mut deadlines = self.deadlines_for(&loaded.settings, now);
        // A player's own move may be taken back until the next turn is revealed, unless it
        // showed something hidden already (a tile drawn after a discard): the one tile drawn
        // is the next turn's, which waits for the undo window to close.
        let drawn = events
            .iter()
            .filter(|e| matches!(e, Event::TileDrawn { .. }))
            .count();
        let undo_secs = loaded.settings.undo_secs;
        // An answer that leaves the turn to someone else's answer or placement is not taken
        // back: the game waits for nothing else meanwhile.
        let answer_only = answers_first && game.turn() == before.0;
        let reveal_at = (sub.kind == MoveKind::Play
            && undo_secs > 0
            && new_turn
            && !finished
            && drawn <= 1
            && !answer_only)
            .then(|| now.saturating_add(i64::from(undo_secs)));
        if let Some(at) = reveal_at {
            deadlines.push((DeadlineKind::Reveal, at));
        }
        let logged = encode(&LoggedMove {
            kind: sub.kind,
            actions: applied,
            undoes: None,
        })?;
        let state = encode(&game)?;
        let finish = finished.then(|| super::ratings::finish_of(loaded, &game, sub.remove_seat));
        let record = NewMove {
            game_id: loaded.id(),
            expected_version: loaded.row.version,
            seat: sub.seat,
            user_id: sub.user_id,
            action: &logged,
            state: &state,
            turn: game.turn(),
            finished,
            remove_seat: sub.remove_seat,
            // An answer the bot gave after the timeout re-arms the timers even when the same
            // player goes on (the plague's last question was the current player's own): the
            // turn that follows gets its own reminder and timeout.
            deadlines: (new_turn || sub.kind == MoveKind::Chosen).then_some(deadlines.as_slice()),
            unrevealed_turn: None,
            finish: finish.as_ref(),
            now,
        };
        let version = match self.store.append_move(&record).await {
            Ok(version) => version,
            Err(StoreError::VersionConflict { .. }) => return Err(ServiceError::StaleTurn),
            Err(err) => return Err(err.into()),
        };
        tracing::debug!(game_id = loaded.id(), version, kind = ?sub.kind, "move applied");
        self.changed(loaded.id());
        let next = if finished {
            None
        } else {
            // Never a removed seat: the engine skips retired ones.
            loaded.seats.get(game.deciding_player()).cloned()
        };
        let stored = loaded.stored_after(&game, state, version, now, sub.remove_seat);
        Ok(MoveOutcome {
            stored: Box::new(stored),
            game_id: loaded.id(),
            events,
            turn: game.turn(),
            game,
            version,
            finished,
            next,
            new_turn,
            reveal_at,
        })
    }

    /// Takes back the last move, made by `user_id` and stored as `version`, if the next turn
    /// has not been revealed yet (that check and the undo are one transaction).
    pub async fn undo(
        &self,
        game_id: GameId,
        version: u64,
        user_id: u64,
    ) -> Result<MoveOutcome, ServiceError> {
        let loaded = self.load_active(game_id).await?;
        if loaded.row.version != version {
            return Err(ServiceError::TooLateToUndo);
        }
        let moves = self.store.moves(game_id).await?;
        let last = moves.last().ok_or(ServiceError::TooLateToUndo)?;
        let logged: LoggedMove = serde_json::from_str(&last.action)
            .map_err(|err| ServiceError::Internal(format!("unreadable move: {err}")))?;
        if logged.kind != MoveKind::Play {
            return Err(ServiceError::TooLateToUndo);
        }
        if last.user_id != Some(user_id) {
            return Err(ServiceError::NotYourMove);
        }
        let before = replay(
            Base::of(&loaded.row, &loaded.config),
            &moves[..moves.len() - 1],
        )
        .map_err(|reason| ServiceError::Broken { game_id, reason })?;
        let now = self.now();
        let deadlines = self.deadlines_for(&loaded.settings, now);
        let logged = encode(&LoggedMove {
            kind: MoveKind::Undo,
            actions: Vec::new(),
            undoes: Some(last.seq),
        })?;
        let state = encode(&before)?;
        let record = NewMove {
            game_id,
            expected_version: version,
            seat: last.seat,
            user_id: Some(user_id),
            action: &logged,
            state: &state,
            turn: before.turn(),
            finished: false,
            remove_seat: None,
            deadlines: Some(&deadlines),
            unrevealed_turn: Some(loaded.turn()),
            finish: None,
            now,
        };
        let version = match self.store.append_move(&record).await {
            Ok(version) => version,
            Err(StoreError::AlreadyRevealed { .. } | StoreError::VersionConflict { .. }) => {
                return Err(ServiceError::TooLateToUndo)
            }
            Err(err) => return Err(err.into()),
        };
        tracing::info!(game_id, version, "move taken back");
        self.changed(game_id);
        let stored = loaded.stored_after(&before, state, version, now, None);
        Ok(MoveOutcome {
            stored: Box::new(stored),
            game_id,
            events: Vec::new(),
            turn: before.turn(),
            next: loaded.seats.get(before.deciding_player()).cloned(),
            game: before,
            version,
            finished: false,
            new_turn: true,
            reveal_at: None,
        })
    }

    /// Ends the undo window of the turn `turn` of a game: true if this call did (the caller
    /// then shows the new turn), false if it was over already or taken back.
    pub async fn reveal(&self, game_id: GameId, turn: u32) -> Result<bool, ServiceError> {
        let revealed = self
            .store
            .mark_fired(game_id, DeadlineKind::Reveal, turn)
            .await?;
        if revealed {
            self.changed(game_id);
        }
        Ok(revealed)
    }

    /// The player of the move stored as `version` ends its undo window at once ("Done"):
    /// true if this call did, false if it was over already.
    pub async fn end_undo_window(
        &self,
        game_id: GameId,
        version: u64,
        user_id: u64,
    ) -> Result<bool, ServiceError> {
        let loaded = self.load_active(game_id).await?;
        if loaded.row.version != version {
            return Ok(false);
        }
        let moves = self.store.moves(game_id).await?;
        if moves.last().and_then(|m| m.user_id) != Some(user_id) {
            return Err(ServiceError::NotYourMove);
        }
        self.reveal(game_id, loaded.turn()).await
    }

    /// Whether the turn `turn` is shown to the players: false while the move before it may
    /// still be taken back.
    pub async fn is_revealed(&self, game_id: GameId, turn: u32) -> Result<bool, ServiceError> {
        let waiting = self
            .store
            .deadlines(game_id)
            .await?
            .into_iter()
            .any(|d| d.kind == DeadlineKind::Reveal && d.turn == turn && !d.fired);
        Ok(!waiting)
    }
}

/// Applies `action` to `game`, keeping it and what it did for the move log.
fn apply_logged(
    game: &mut Game,
    action: Action,
    applied: &mut Vec<Action>,
    events: &mut Vec<Event>,
) -> Result<(), ServiceError> {
    events.extend(game.apply(action).map_err(ServiceError::IllegalMove)?);
    applied.push(action);
    Ok(())
}

/// After a player set aside a tile that fits nowhere, sets aside each further tile they draw
/// that fits nowhere either. Setting it aside is the only thing the rules allow, so a press
/// per tile would ask the player for nothing: a river that can flow no further once made a
/// player press 15 times in one turn. The narration still names every tile set aside.
fn set_aside_what_fits_nowhere(
    game: &mut Game,
    seat: u32,
    applied: &mut Vec<Action>,
    events: &mut Vec<Event>,
) -> Result<(), ServiceError> {
    while !game.is_over()
        && game.deciding_player() == seat as usize
        && matches!(game.phase(), Phase::Place { .. })
        && game.legal_actions() == [Action::Discard]
    {
        apply_logged(game, Action::Discard, applied, events)?;
    }
    Ok(())
}

/// The seat of `user_id` if it is their turn in the turn they saw (`expected_turn`); otherwise
/// why not, as a button press or the web view is told.
pub fn check_turn(
    loaded: &LoadedGame,
    expected_turn: u32,
    user_id: u64,
) -> Result<u32, ServiceError> {
    if loaded.turn() != expected_turn {
        return Err(ServiceError::StaleTurn);
    }
    let current = loaded.current_seat().ok_or(ServiceError::NotActive)?;
    if current.user_id == user_id && !current.is_ai() {
        return Ok(current.seat);
    }
    match loaded.seat_of(user_id) {
        Some(_) if current.is_ai() => Err(ServiceError::AiPlaying {
            name: current.display_name.clone(),
        }),
        Some(_) => Err(ServiceError::NotYourTurn {
            current_user: current.user_id,
        }),
        None => Err(ServiceError::NotSeated),
    }
}

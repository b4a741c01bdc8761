//! Applying actions and moving a turn through its steps.

use crate::action::{Action, Event, Placement};
use crate::board::{NodeId, Turns};
use crate::capability::{AfterPlace, Completed, Step};
use crate::error::MoveError;
use crate::figures::{Figure, Spot};
use crate::geometry::Pos;
use crate::note::Note;
use crate::score::ScoreKind;
use crate::tiles::{FeatureKind, TileId};

use super::{Game, Phase};

impl Game {
    /// Every legal placement of the drawn tile, by row, column and rotation.
    pub fn legal_placements(&self) -> Vec<Placement> {
        match self.state.step {
            Step::Place { tile } if self.state.pending.is_empty() => self.placements_for(tile),
            _ => Vec::new(),
        }
    }

    /// Every legal placement of `tile` on the current table, by row, column and rotation.
    pub fn placements_for(&self, tile: TileId) -> Vec<Placement> {
        let mut out = Vec::with_capacity(2 * self.board.frontier_cells().len());
        self.each_placement(tile, |at| {
            out.push(at);
            false
        });
        out
    }

    /// How many legal placements `tile` has (without listing them).
    pub fn count_placements(&self, tile: TileId) -> usize {
        let mut n = 0;
        self.each_placement(tile, |_| {
            n += 1;
            false
        });
        n
    }

    /// The `n`-th legal placement of `tile` in [`Game::placements_for`] order.
    pub fn nth_placement(&self, tile: TileId, n: usize) -> Option<Placement> {
        let mut seen = 0;
        let mut found = None;
        self.each_placement(tile, |at| {
            if seen == n {
                found = Some(at);
                return true;
            }
            seen += 1;
            false
        });
        found
    }

    /// Calls `visit` for each legal placement in order until it returns true.
    fn each_placement(&self, tile: TileId, mut visit: impl FnMut(Placement) -> bool) {
        let def = tile.def();
        let view = self.view();
        let codes = Turns::new(crate::geometry::Rotation::ALL.map(|r| def.edge_code(r)));
        // Looked up once: every placement that fits asks each capability.
        let registry = crate::expansions::registry();
        for cell in self.board.frontier_cells() {
            // One test for all four turns, then only the turns that fit, in turn order.
            let mut fits = cell.fitting_turns(codes);
            while fits != 0 {
                let turns = fits.trailing_zeros() as u8;
                fits &= fits - 1;
                let at = Placement {
                    pos: cell.pos,
                    rotation: crate::geometry::Rotation::new(turns),
                };
                let allowed = self.caps.iter().all(|c| {
                    registry[usize::from(c.0)]
                        .check_placement(&self.state.caps, &view, def, at)
                        .is_ok()
                });
                if allowed && visit(at) {
                    return;
                }
            }
        }
    }

    /// Every action the deciding player may take now (see [`Game::deciding_player`]).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// [`Game::legal_actions`] written into `out` (emptied first), so that a caller listing
    /// the actions of every turn of many games reuses one buffer.
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        if let Some(p) = self.state.pending.first() {
            p.capability
                .hooks()
                .decision(&self.state.caps, &self.view(), p.player, out);
            return;
        }
        match self.state.step {
            Step::Over | Step::Score { .. } => {}
            Step::Place { tile } => {
                // Room for a few placements per free cell: no regrowth while listing.
                out.reserve(2 * self.board.frontier_cells().len() + 1);
                self.each_placement(tile, |at| {
                    out.push(Action::Place(at));
                    false
                });
                if out.is_empty() {
                    out.push(Action::Discard);
                }
            }
            Step::Deploy { pos } => {
                out.reserve(8);
                out.push(Action::Pass);
                self.push_deploys(pos, out);
                self.push_capability_actions(out);
            }
        }
    }

    /// Actions the capabilities offer at this step.
    fn capability_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.push_capability_actions(&mut out);
        out
    }

    fn push_capability_actions(&self, out: &mut Vec<Action>) {
        let view = self.view();
        for h in self.hooks() {
            h.actions(&self.state.caps, &view, out);
        }
    }

    /// Applies one action. A refused action returns why and changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, MoveError> {
        // A turn's events (placed, deployed, scored, returned, drawn) fit without regrowth.
        let mut events = Vec::with_capacity(8);
        self.apply_into(action, &mut events)?;
        Ok(events)
    }

    /// [`Game::apply`] writing what happened into `events` (emptied first), so that a caller
    /// playing many actions reuses one buffer. After a refusal `events` holds nothing useful.
    pub fn apply_into(&mut self, action: Action, events: &mut Vec<Event>) -> Result<(), MoveError> {
        events.clear();
        if let Action::Retire { seat } = action {
            return self.retire(seat, events);
        }
        if self.state.step == Step::Over {
            return Err(MoveError::GameOver);
        }
        if let Some(&pending) = self.state.pending.first() {
            let mut options = Vec::new();
            pending.capability.hooks().decision(
                &self.state.caps,
                &self.view(),
                pending.player,
                &mut options,
            );
            if !options.contains(&action) {
                return Err(match action {
                    Action::Place(_) | Action::Discard | Action::Deploy { .. } | Action::Pass => {
                        MoveError::Deciding {
                            player: pending.player,
                        }
                    }
                    _ => MoveError::NotAnOption,
                });
            }
            self.state.pending.remove(0);
            let player = pending.player;
            let decided = self.with_cap(pending.capability, events, |h, s, ctx| {
                h.decide(s, ctx, player, action)
            });
            if let Err(e) = decided {
                // Only an option it listed reached it, so this is a capability defect.
                self.state.pending.insert(0, pending);
                return Err(e);
            }
        } else {
            match (self.state.step, action) {
                (Step::Place { tile }, Action::Place(at)) => self.place(tile, at, events)?,
                (Step::Place { tile }, Action::Discard) => self.discard(tile, events)?,
                (Step::Place { .. }, _) => return Err(MoveError::NotDeploying),
                (Step::Deploy { .. }, Action::Place(_) | Action::Discard) => {
                    return Err(MoveError::NotPlacing)
                }
                // A spot the placed tile does not have is a place some capability offers.
                (Step::Deploy { pos }, Action::Deploy { spot, figure })
                    if self.spot_kind(pos, spot).is_some() =>
                {
                    self.deploy(pos, spot, figure, events)?;
                    self.figure_step_done(pos, events);
                }
                (Step::Deploy { pos }, Action::Pass) => self.figure_step_done(pos, events),
                (Step::Deploy { pos }, other) => {
                    self.capability_action(other, events)?;
                    self.figure_step_done(pos, events);
                }
                (Step::Score { .. } | Step::Over, _) => return Err(MoveError::NotAnOption),
            }
        }
        self.advance(events);
        Ok(())
    }

    fn place(
        &mut self,
        tile: TileId,
        at: Placement,
        events: &mut Vec<Event>,
    ) -> Result<(), MoveError> {
        let def = tile.def();
        self.board
            .fits(def, at.pos, at.rotation)
            .map_err(|reason| MoveError::DoesNotFit {
                tile: def.name.clone(),
                pos: at.pos,
                rotation: at.rotation,
                reason,
            })?;
        let view = self.view();
        for h in self.hooks() {
            h.check_placement(&self.state.caps, &view, def, at)
                .map_err(|reason| MoveError::RuleViolation {
                    tile: def.name.clone(),
                    pos: at.pos,
                    rotation: at.rotation,
                    reason,
                })?;
        }
        self.board
            .place(tile, at.pos, at.rotation, Some(self.state.current));
        events.push(Event::TilePlaced {
            player: self.state.current,
            tile,
            pos: at.pos,
            rotation: at.rotation,
        });
        self.state.step = Step::Deploy { pos: at.pos };
        let mut after = AfterPlace::default();
        self.run_hooks(events, |h, s, ctx| {
            after.skip_figure |= h.tile_placed(s, ctx, def, at).skip_figure;
        });
        if after.skip_figure {
            self.state.step = Step::Score { pos: at.pos };
        }
        Ok(())
    }

    fn discard(&mut self, tile: TileId, events: &mut Vec<Event>) -> Result<(), MoveError> {
        if let Some(p) = self.nth_placement(tile, 0) {
            return Err(MoveError::DiscardFits {
                tile: tile.name().to_string(),
                pos: p.pos,
                rotation: p.rotation,
            });
        }
        events.push(Event::TileDiscarded {
            player: self.state.current,
            tile,
        });
        self.draw(events);
        Ok(())
    }

    /// Carries out an action a capability offered at the figure step.
    fn capability_action(
        &mut self,
        action: Action,
        events: &mut Vec<Event>,
    ) -> Result<(), MoveError> {
        if !self.capability_actions().contains(&action) {
            return Err(MoveError::NotAnOption);
        }
        for i in 0..self.caps.len() {
            let id = self.caps[i];
            let outcome = self.with_cap(id, events, |h, s, ctx| h.apply_action(s, ctx, action));
            if let Some(result) = outcome {
                return result;
            }
        }
        Err(MoveError::NotAnOption)
    }

    fn figure_step_done(&mut self, pos: Pos, events: &mut Vec<Event>) {
        self.state.step = Step::Score { pos };
        self.run_hooks(events, |h, s, ctx| h.after_figure(s, ctx, pos));
    }

    /// Runs the automatic steps until a player must act.
    fn advance(&mut self, events: &mut Vec<Event>) {
        while self.state.pending.is_empty() {
            match self.state.step {
                Step::Score { pos } => self.end_turn(pos, events),
                _ => return,
            }
        }
    }

    /// Scores what the placed tile completed, then hands the turn on.
    fn end_turn(&mut self, pos: Pos, events: &mut Vec<Event>) {
        self.score_turn(pos, events);
        let mut extra = false;
        self.run_hooks(events, |h, s, ctx| extra |= h.turn_end(s, ctx));
        self.state.turn += 1;
        let current = self.state.current;
        // Traders & Builders: "A player cannot play more than two turns in a row", whichever
        // rules grant them (a builder, River II's volcano): an extra turn earns no other.
        let again = extra && !self.state.extra_turn && !self.state.retired[current];
        self.state.extra_turn = again;
        if again {
            events.push(Event::ExtraTurn { player: current });
        } else {
            self.state.current = self.next_active(current);
        }
        self.draw(events);
    }

    /// Completion scoring of the tile at `pos`: its cities and roads, the monasteries around
    /// it, then what the capabilities score.
    pub(super) fn score_turn(&mut self, pos: Pos, events: &mut Vec<Event>) {
        let Some(i) = self.board.tile_index(pos) else {
            return;
        };
        let def = self.board.tile_at_index(i).def();
        let mut roots: Vec<NodeId> = (0..def.segments.len() as u8)
            .filter(|&s| {
                matches!(
                    def.segments[usize::from(s)].kind,
                    FeatureKind::City | FeatureKind::Road
                )
            })
            .map(|s| self.board.find(self.board.node(i, s)))
            .filter(|&r| self.board.feature(r).open == 0)
            .collect();
        roots.sort_unstable();
        roots.dedup();
        let placer = self.state.current;
        for root in roots {
            let data = *self.board.feature(root);
            self.run_hooks(events, |h, s, ctx| {
                h.feature_completed(
                    s,
                    ctx,
                    Completed {
                        node: root,
                        data: &data,
                        placer,
                    },
                )
            });
            let kind = if data.kind == FeatureKind::City {
                ScoreKind::City
            } else {
                ScoreKind::Road
            };
            self.score_feature(root, kind, true, events);
        }
        let done: Vec<Figure> = self
            .state
            .figures
            .on_board
            .iter()
            .filter(|f| f.spot == Spot::Monastery && f.pos.is_near(pos))
            .filter(|f| self.board.square_count(f.pos) == 9)
            .copied()
            .collect();
        for f in done {
            self.score_square(f, ScoreKind::Monastery, events);
        }
        self.run_hooks(events, |h, s, ctx| h.turn_scoring(s, ctx, pos));
    }

    /// Draws the next tile for the current player, or ends the game when the deck is empty.
    pub(super) fn draw(&mut self, events: &mut Vec<Event>) {
        self.spare_unfit_tile();
        match self.state.deck.draw() {
            Some(tile) => {
                self.state.step = Step::Place { tile };
                events.push(Event::TileDrawn {
                    player: self.state.current,
                    tile,
                });
                self.run_hooks(events, |h, s, ctx| h.tile_drawn(s, ctx, tile));
            }
            None => self.final_scoring(events),
        }
    }

    /// A quick game (tiles left in the box) does not waste its few tiles on one that fits
    /// nowhere: the tile goes back to the box unseen and the first tile of the box that fits
    /// is drawn instead. This is the bot's own rule for games the rulebooks do not have; a
    /// whole box keeps the rulebook's discard, and so does a quick game whose box holds no
    /// tile that fits.
    fn spare_unfit_tile(&mut self) {
        let Some((next, spares)) = self.state.deck.next_and_spares() else {
            return;
        };
        if spares.is_empty() || self.nth_placement(next, 0).is_some() {
            return;
        }
        let fits = spares
            .iter()
            .position(|&t| self.nth_placement(t, 0).is_some());
        if let Some(i) = fits {
            self.state.deck.swap_next(i);
        }
    }

    /// A seat leaves the game (resigned or removed): its turns are skipped from now on, its
    /// figures stay on the table and its score stands, and decisions it owed are dropped. If
    /// it was its turn, the tile in hand passes to the next player (or, once placed, the turn
    /// ends without a figure). With fewer than two seats left the game ends: a tile already
    /// placed this turn is scored as usual first, then final scoring.
    fn retire(&mut self, seat: usize, events: &mut Vec<Event>) -> Result<(), MoveError> {
        if self.state.step == Step::Over {
            return Err(MoveError::GameOver);
        }
        if seat >= self.players() || self.state.retired[seat] {
            return Err(MoveError::NotInGame { seat });
        }
        self.state.retired[seat] = true;
        events.push(Event::PlayerRetired { player: seat });
        self.state.pending.retain(|p| p.player != seat);
        if self.active_players().count() < 2 {
            if let Step::Deploy { pos } | Step::Score { pos } = self.state.step {
                self.score_turn(pos, events);
            }
            self.final_scoring(events);
            return Ok(());
        }
        if seat == self.state.current {
            match self.state.step {
                Step::Place { tile } => {
                    self.state.current = self.next_active(seat);
                    self.state.extra_turn = false;
                    events.push(Event::TileDrawn {
                        player: self.state.current,
                        tile,
                    });
                }
                Step::Deploy { pos } => self.state.step = Step::Score { pos },
                Step::Score { .. } | Step::Over => {}
            }
        }
        self.advance(events);
        Ok(())
    }

    pub(super) fn final_scoring(&mut self, events: &mut Vec<Event>) {
        events.push(Event::FinalScoring {
            scores: self.state.scores.clone(),
            figures: self.state.figures.on_board.clone(),
        });
        self.state.pending.clear();
        for (kind, score) in [
            (FeatureKind::City, ScoreKind::City),
            (FeatureKind::Road, ScoreKind::Road),
        ] {
            for root in self.view().occupied(kind) {
                self.score_feature(root, score, false, events);
            }
        }
        let monks: Vec<Figure> = self
            .state
            .figures
            .on_board
            .iter()
            .filter(|f| f.spot == Spot::Monastery)
            .copied()
            .collect();
        for f in monks {
            self.score_square(f, ScoreKind::Monastery, events);
        }
        self.run_hooks(events, |h, s, ctx| h.final_scoring(s, ctx));
        self.state.step = Step::Over;
        self.state.pending.clear();
        events.push(Event::GameOver {
            scores: self.state.scores.clone(),
        });
    }

    /// What `figure`, standing on the table, does for its owner, where its capability says
    /// more than the feature it stands in ("puts a pig in your farm: 4 a city instead of 3").
    pub fn figure_note(&self, figure: &crate::figures::Figure) -> Option<Note> {
        let view = self.view();
        self.hooks()
            .find_map(|h| h.figure_note(&self.state.caps, &view, figure))
    }

    /// Words for an action the deciding player could take, as a message for a front end.
    pub fn describe(&self, action: Action) -> Note {
        let view = self.view();
        if let Some(p) = self.state.pending.first() {
            if let Some(words) = p
                .capability
                .hooks()
                .describe(&self.state.caps, &view, action)
            {
                return words;
            }
        }
        if let Some(words) = self
            .hooks()
            .find_map(|h| h.describe(&self.state.caps, &view, action))
        {
            return words;
        }
        match action {
            Action::Place(p) => Note::new("action-place")
                .text("pos", p.pos)
                .number("degrees", i64::from(p.rotation.degrees())),
            Action::Discard => Note::new("action-discard"),
            Action::Deploy { spot, figure } => {
                let words = self.words();
                let place = match (self.phase(), spot) {
                    (Phase::Deploy { pos }, _) => self
                        .spot_kind(pos, spot)
                        .map_or("noun-spot", |k| words.spot_key(k)),
                    _ => "noun-spot",
                };
                Note::new("action-deploy")
                    .key("figure", words.figure_key(figure))
                    .key("place", place)
            }
            Action::Pass => Note::new("action-pass"),
            Action::Withdraw { pos, .. } => Note::new("action-withdraw").text("pos", pos),
            Action::Move { pos, to, .. } => {
                Note::new("action-move").text("pos", pos).text("to", to)
            }
            Action::Choose { option } => {
                Note::new("action-choose").number("option", i64::from(option) + 1)
            }
            Action::Retire { seat } => Note::new("action-retire").number("seat", seat as i64),
        }
    }
}

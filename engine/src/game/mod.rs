//! A game in progress: the deck, the table, the players' figures and scores, the turn, and the
//! capabilities of its rules.
//!
//! A turn runs through steps: the tile is drawn as the turn starts ([`Phase::Place`]; one
//! that fits nowhere must be discarded with [`Action::Discard`] and the same player draws
//! again), then the figure step ([`Phase::Deploy`]: deploy, a capability's action, or pass),
//! then completion scoring and the next player. A capability may stop the flow to ask a player
//! for a decision ([`Phase::Decide`]), whoever's turn it is. When the deck runs out, final
//! scoring runs and the phase becomes [`Phase::Over`].

mod figures;
mod flow;
mod projection;
mod scoring;
mod snapshot;

use crate::action::{Event, Placement};
use crate::board::Board;
use crate::capability::{CapId, Ctx, Figures, Hooks, Pending, Request, Step, View};
use crate::config::GameConfig;
use crate::deck::{Deck, DeckPlan, StartCell};
use crate::error::SetupError;
use crate::expansions::{self, States};
use crate::figures::{Figure, FigureKind, Supply};
use crate::geometry::{Pos, Rotation};
use crate::rng::Rng;
use crate::score::{Breakdown, ScoreKind};
use crate::tiles::{by_name, TileId};

pub use snapshot::SnapshotError;

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The current player must place (or, if it fits nowhere, discard) this tile.
    Place {
        tile: TileId,
    },
    /// The tile at `pos` was just placed; the current player may deploy a figure, take a
    /// capability's action or pass.
    Deploy {
        pos: Pos,
    },
    /// A capability asks `player` (not necessarily the current player) to decide.
    Decide {
        player: usize,
        capability: &'static str,
    },
    Over,
}

/// The complete state of one game. Serialises to a compact snapshot (the state plus the
/// placements); the feature graph is rebuilt from the placements on load.
#[derive(Clone)]
pub struct Game {
    state: State,
    board: Board,
    /// The capabilities of the rules, in hook order (derived from the configuration).
    caps: Vec<CapId>,
    /// Each player's figures at the start (derived from the configuration).
    start_supply: Supply,
    /// What happened as the game was set up (the first tile drawn, a wheel turned by it);
    /// kept for the first announcement only, never stored (shared: games are cloned often).
    opening: std::sync::Arc<[Event]>,
}

/// Everything about a game that is neither the table nor derived from the configuration.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct State {
    pub config: GameConfig,
    pub deck: Deck,
    /// The game's own random source, for capabilities that draw (never the deck order).
    /// Seeded when a capability first draws, from the state at that moment, so two games in
    /// the same state (one replayed from its log, one read from an old snapshot) stay equal.
    pub rng: Option<Rng>,
    pub current: usize,
    pub turn: u32,
    pub step: Step,
    /// Decisions waited for, first one first.
    pub pending: Vec<Pending>,
    pub scores: Vec<u32>,
    pub breakdown: Vec<Breakdown>,
    pub figures: Figures,
    /// Seats that resigned or were removed: their turns are skipped.
    pub retired: Vec<bool>,
    /// The turn under way is an extra turn right after the same player's own: it earns no
    /// other, whatever rule would grant one.
    pub extra_turn: bool,
    pub caps: States,
}

impl std::fmt::Debug for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Game")
            .field("turn", &self.state.turn)
            .field("phase", &self.phase())
            .field("current", &self.state.current)
            .field("scores", &self.state.scores)
            .finish_non_exhaustive()
    }
}

impl PartialEq for Game {
    fn eq(&self, other: &Self) -> bool {
        self.state == other.state && self.board.tiles() == other.board.tiles()
    }
}

impl Game {
    /// A new game with a deck shuffled from `seed`: same config and seed, same game.
    pub fn new(config: GameConfig, seed: u64) -> Result<Game, SetupError> {
        config.validate()?;
        let caps = expansions::capabilities_for(&config);
        let game_box = expansions::box_of(config.game)
            .ok_or(SetupError::NotYetPlayable(config.game.label()))?;
        let mut plan = DeckPlan::default();
        if let Some(land) = game_box.land {
            plan.add_land(land);
        }
        for c in &caps {
            c.hooks().deck(&config, &mut plan);
        }
        // The game's start tile leaves the deck. With the river it is put away all the same
        // (both rulebooks start from the spring and leave 71 land tiles), and so it is when the
        // Wheel of Fortune's board takes its place.
        let own_start = game_box.start.and_then(by_name);
        if let Some(i) = own_start.and_then(|d| plan.land.iter().position(|&t| t == d)) {
            plan.land.remove(i);
        }
        let start = start_of(&mut plan, own_start)?;
        let mut rng = Rng::new(seed);
        rng.shuffle(&mut plan.shuffled_first);
        rng.shuffle(&mut plan.land);
        let undealt = match config.tile_limit {
            Some(limit) if usize::from(limit) < plan.land.len() => {
                plan.land.split_off(usize::from(limit))
            }
            _ => Vec::new(),
        };
        let mut deck = Deck::default();
        deck.push_part(plan.first, false, Vec::new());
        deck.push_part(plan.shuffled_first, true, Vec::new());
        deck.push_part(plan.after_first, false, Vec::new());
        deck.push_part(plan.land, true, undealt);
        Self::build(config, &start, deck, caps)
    }

    /// How the capabilities of `config` lay out the deck.
    fn plan_for(config: &GameConfig) -> DeckPlan {
        let mut plan = DeckPlan::default();
        for c in expansions::capabilities_for(config) {
            c.hooks().deck(config, &mut plan);
        }
        plan
    }

    /// The tiles of `order`, drawn in that order, hidden where `config`'s rules shuffle.
    fn arranged(config: &GameConfig, order: Vec<TileId>) -> Deck {
        Deck::arranged(order, &Self::plan_for(config))
    }

    /// What the rules lay at the start for `config`: the start tile at the origin, or the
    /// cells of a larger piece (the Wheel of Fortune's board, with the river's spring beside it).
    pub(crate) fn start_piece(config: &GameConfig) -> Result<Vec<StartCell>, SetupError> {
        let mut plan = Self::plan_for(config);
        let own = expansions::box_of(config.game)
            .and_then(|b| b.start)
            .and_then(by_name);
        start_of(&mut plan, own)
    }

    /// A game with a given start tile and tiles drawn in exactly the given order (for replays
    /// of recorded games and for tests that build a position).
    pub fn with_deck(
        config: GameConfig,
        start: TileId,
        start_rotation: Rotation,
        order: Vec<TileId>,
    ) -> Result<Game, SetupError> {
        config.validate()?;
        let caps = expansions::capabilities_for(&config);
        let start = [StartCell {
            tile: start,
            pos: Pos::ORIGIN,
            rotation: start_rotation,
        }];
        Self::build(config.clone(), &start, Self::arranged(&config, order), caps)
    }

    /// A game whose start is laid by its rules, with tiles drawn in exactly the given order
    /// (replays of games that start from a board piece, tests).
    pub fn with_order(config: GameConfig, order: Vec<TileId>) -> Result<Game, SetupError> {
        config.validate()?;
        let caps = expansions::capabilities_for(&config);
        let start = Self::start_piece(&config)?;
        Self::build(config.clone(), &start, Self::arranged(&config, order), caps)
    }

    /// `with_deck` with extra capabilities (the hook tests' probe).
    #[cfg(test)]
    pub(crate) fn with_capabilities(
        config: GameConfig,
        start: TileId,
        order: Vec<TileId>,
        extra: &[CapId],
    ) -> Result<Game, SetupError> {
        config.validate()?;
        let mut caps = expansions::capabilities_for(&config);
        caps.extend_from_slice(extra);
        let start = [StartCell {
            tile: start,
            pos: Pos::ORIGIN,
            rotation: Rotation::new(0),
        }];
        Self::build(config.clone(), &start, Self::arranged(&config, order), caps)
    }

    fn build(
        config: GameConfig,
        start: &[StartCell],
        deck: Deck,
        caps: Vec<CapId>,
    ) -> Result<Game, SetupError> {
        let start_supply = start_supply(&config, &caps);
        let players = config.players;
        let mut game = Game {
            board: Board::new(),
            caps,
            start_supply,
            opening: std::sync::Arc::new([]),
            state: State {
                deck,
                rng: None,
                current: 0,
                step: Step::Over,
                turn: 0,
                pending: Vec::new(),
                scores: vec![0; players],
                breakdown: vec![Breakdown::default(); players],
                figures: Figures {
                    on_board: Vec::new(),
                    supply: vec![start_supply; players],
                },
                retired: vec![false; players],
                extra_turn: false,
                caps: States::default(),
                config,
            },
        };
        let mut events = Vec::new();
        for cell in start {
            game.board.place(cell.tile, cell.pos, cell.rotation, None);
            let at = Placement {
                pos: cell.pos,
                rotation: cell.rotation,
            };
            let def = cell.tile.def();
            game.run_hooks(&mut events, |h, s, ctx| {
                h.tile_placed(s, ctx, def, at);
            });
        }
        game.draw(&mut events);
        game.opening = events.into();
        Ok(game)
    }

    /// What happened while the game was set up, for the first announcement: the first tile
    /// drawn and, in The Wheel of Fortune, the wheel it turned. Empty for a game read back
    /// from storage.
    pub fn opening_events(&self) -> &[Event] {
        &self.opening
    }

    pub fn config(&self) -> &GameConfig {
        &self.state.config
    }

    pub fn players(&self) -> usize {
        self.state.config.players
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn phase(&self) -> Phase {
        if let Some(p) = self.state.pending.first() {
            return Phase::Decide {
                player: p.player,
                capability: p.capability.key(),
            };
        }
        match self.state.step {
            Step::Place { tile } => Phase::Place { tile },
            Step::Deploy { pos } => Phase::Deploy { pos },
            // Only seen mid-action: the turn's scoring runs before `apply` returns.
            Step::Score { .. } | Step::Over => Phase::Over,
        }
    }

    pub fn is_over(&self) -> bool {
        self.state.step == Step::Over
    }

    /// Seat whose turn it is.
    pub fn current_player(&self) -> usize {
        self.state.current
    }

    /// Seat that must act now: the current player, or whoever a capability asks.
    pub fn deciding_player(&self) -> usize {
        self.state
            .pending
            .first()
            .map_or(self.state.current, |p| p.player)
    }

    /// Number of turns completed so far (a discard is not a turn).
    pub fn turn(&self) -> u32 {
        self.state.turn
    }

    /// Whether the turn under way is an extra turn right after the same player's own (a
    /// builder's second tile, the volcano's turn); it earns no other.
    pub fn is_extra_turn(&self) -> bool {
        self.state.extra_turn
    }

    /// The drawn tile waiting to be placed.
    pub fn current_tile(&self) -> Option<TileId> {
        match self.state.step {
            Step::Place { tile } => Some(tile),
            _ => None,
        }
    }

    /// Tiles still to be drawn (not counting the one in hand).
    pub fn tiles_left(&self) -> usize {
        self.state.deck.len()
    }

    pub fn scores(&self) -> &[u32] {
        &self.state.scores
    }

    /// Points of `player` per [`ScoreKind`](crate::ScoreKind).
    pub fn breakdown(&self, player: usize) -> Breakdown {
        self.state
            .breakdown
            .get(player)
            .copied()
            .unwrap_or_default()
    }

    /// Figures `player` still has in hand.
    pub fn supply(&self, player: usize) -> Supply {
        self.state
            .figures
            .supply
            .get(player)
            .copied()
            .unwrap_or_default()
    }

    /// Figures each player started with.
    pub fn starting_supply(&self) -> Supply {
        self.start_supply
    }

    /// Figures standing on the table.
    pub fn figures(&self) -> impl Iterator<Item = &Figure> {
        self.state.figures.on_board.iter()
    }

    /// Position of the tile placed last.
    pub fn last_placed(&self) -> Option<Pos> {
        self.board.tiles().last().map(|t| t.pos)
    }

    /// Keys of the capabilities in play, in hook order.
    pub fn capabilities(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.caps.iter().map(|c| c.key())
    }

    /// The capabilities this game plays with, in registry order.
    pub(crate) fn capability_ids(&self) -> impl Iterator<Item = CapId> + '_ {
        self.caps.iter().copied()
    }

    /// Seats still playing.
    pub fn active_players(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.players()).filter(|&p| !self.state.retired[p])
    }

    pub fn is_retired(&self, seat: usize) -> bool {
        self.state.retired.get(seat).copied().unwrap_or(false)
    }

    fn next_active(&self, from: usize) -> usize {
        let n = self.players();
        (1..=n)
            .map(|k| (from + k) % n)
            .find(|&p| !self.state.retired[p])
            .unwrap_or(from)
    }

    /// The kinds of points this game can award, in score-sheet order: the game's own and
    /// those of its capabilities.
    pub fn score_kinds(&self) -> Vec<ScoreKind> {
        let own = expansions::box_of(self.state.config.game).map_or(&[][..], |b| b.scores);
        ScoreKind::all()
            .iter()
            .copied()
            .filter(|k| own.contains(k) || self.hooks().any(|h| h.scores().contains(k)))
            .collect()
    }

    /// What this game calls things (paths and meadows in Over Hill and Dale).
    pub fn words(&self) -> &'static crate::words::Words {
        self.state.config.game.words()
    }

    /// Tokens `player` holds, per kind, from every rule system in play (Traders & Builders'
    /// goods: `wine`, `wheat`, `cloth`).
    pub fn tokens(&self, player: usize) -> Vec<crate::capability::Tokens> {
        let mut out = Vec::new();
        for h in self.hooks() {
            h.tokens(&self.state.caps, player, &mut out);
        }
        out
    }

    /// A number to show beside figures on the table (the sheep of a shepherd's flock).
    pub fn figure_badges(&self) -> Vec<(Figure, u32)> {
        let mut out = Vec::new();
        for h in self.hooks() {
            h.badges(&self.state.caps, &mut out);
        }
        out
    }

    pub(crate) fn state(&self) -> &State {
        &self.state
    }

    pub(crate) fn state_mut(&mut self) -> &mut State {
        &mut self.state
    }

    pub(crate) fn view(&self) -> View<'_> {
        View {
            board: &self.board,
            figures: &self.state.figures,
            config: &self.state.config,
            deck: &self.state.deck,
            current: self.state.current,
            step: self.state.step,
            turn_number: self.state.turn,
            counted: None,
        }
    }

    pub(crate) fn hooks(&self) -> impl Iterator<Item = &'static dyn Hooks> + '_ {
        self.caps.iter().map(|c| c.hooks())
    }

    /// Runs `f` for one capability with a context, then carries out what it requested.
    fn with_cap<R>(
        &mut self,
        id: CapId,
        events: &mut Vec<Event>,
        f: impl FnOnce(&'static dyn Hooks, &mut States, &mut Ctx) -> R,
    ) -> R {
        let mut requests = Vec::new();
        let out = {
            let State {
                config,
                deck,
                rng,
                current,
                step,
                turn,
                figures,
                caps,
                ..
            } = &mut self.state;
            let mut ctx = Ctx {
                view: View {
                    board: &self.board,
                    figures,
                    config,
                    deck,
                    current: *current,
                    step: *step,
                    turn_number: *turn,
                    counted: None,
                },
                rng,
                events,
                requests: &mut requests,
                me: id,
            };
            f(id.hooks(), caps, &mut ctx)
        };
        self.carry_out(requests, events);
        out
    }

    /// Runs `f` for every capability in hook order.
    fn run_hooks(
        &mut self,
        events: &mut Vec<Event>,
        mut f: impl FnMut(&'static dyn Hooks, &mut States, &mut Ctx),
    ) {
        for i in 0..self.caps.len() {
            let id = self.caps[i];
            self.with_cap(id, events, &mut f);
        }
    }

    /// Carries out what hooks asked for, in order.
    fn carry_out(&mut self, requests: Vec<Request>, events: &mut Vec<Event>) {
        for request in requests {
            match request {
                Request::ScoreSquare { figure, kind } => self.score_square(figure, kind, events),
                Request::ScoreFeature {
                    node,
                    kind,
                    completed,
                } => self.score_feature(node, kind, completed, events),
                Request::Return { figure } => self.return_figure(figure, events),
                Request::Award {
                    players,
                    points,
                    kind,
                    tiles,
                } => {
                    for &p in &players {
                        self.state.scores[p] = self.state.scores[p].saturating_add(points);
                        self.state.breakdown[p].add(kind, points);
                    }
                    events.push(Event::Scored {
                        kind,
                        completed: true,
                        tiles,
                        points,
                        winners: players,
                        note: None,
                    });
                }
                Request::Move { figure, to, spot } => self.move_figure(figure, to, spot, events),
                Request::Deploy { kind, pos, spot } => self.put_on_table(pos, spot, kind, events),
                Request::Bury => {
                    if self.state.deck.bury() {
                        events.push(Event::TileBuried {
                            player: self.state.current,
                        });
                    }
                }
                Request::Ask { player, capability } => {
                    if self.state.step != Step::Over && !self.is_retired(player) {
                        self.state.pending.push(Pending { player, capability });
                        events.push(Event::DecisionAsked {
                            player,
                            capability: capability.key(),
                        });
                    }
                }
            }
        }
    }
}

/// The start a deck plan describes: the capabilities' piece, else one tile at the origin.
fn start_of(plan: &mut DeckPlan, own: Option<TileId>) -> Result<Vec<StartCell>, SetupError> {
    if !plan.start_piece.is_empty() {
        return Ok(std::mem::take(&mut plan.start_piece));
    }
    let tile = plan.start.or(own).ok_or(SetupError::EmptyDeck)?;
    Ok(vec![StartCell {
        tile,
        pos: Pos::ORIGIN,
        rotation: Rotation::new(0),
    }])
}

/// Each player's figures at the start: followers, and what the capabilities hand out.
fn start_supply(config: &GameConfig, caps: &[CapId]) -> Supply {
    let mut supply = Supply::default();
    supply.set(
        FigureKind::FOLLOWER,
        config.figures_per_player(FigureKind::FOLLOWER),
    );
    for c in caps {
        c.hooks().supply(config, &mut supply);
    }
    supply
}

#[cfg(test)]
mod tests;

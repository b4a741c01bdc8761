//! A game in progress: the deck, the table, the players' figures and scores, and the phase.
//!
//! Each turn runs through explicit phases: the tile is drawn as the turn starts
//! ([`Phase::Place`]; a tile that fits nowhere must be discarded with [`Action::Discard`] and the
//! same player draws again), then the player may deploy, recall the abbot or pass
//! ([`Phase::Deploy`]), then completed features are scored and the next player draws. When the
//! deck runs out final scoring runs and the phase becomes [`Phase::Over`].

use serde::{Deserialize, Serialize};

use crate::action::{Action, Event, Placement, ScoreKind};
use crate::board::{Board, NodeId, PlacedTile};
use crate::config::GameConfig;
use crate::error::{MoveError, SetupError};
use crate::expansions::{modules_for, DeckPlan, Module, RiverState, SpotKind};
use crate::follower::{Follower, FollowerKind, Spot, Supply};
use crate::geometry::{Pos, Rotation};
use crate::rng::Rng;
use crate::scoring;
use crate::tiles::{by_name, catalogue, FeatureKind, TileDef, TileId, TileSet};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The current player must place (or, if it fits nowhere, discard) this tile.
    Place {
        tile: TileId,
    },
    /// The tile at `pos` was just placed; the player may deploy, recall the abbot or pass.
    Deploy {
        pos: Pos,
    },
    Over,
}

/// The complete state of one game. Serialises to a compact snapshot (the [`State`] plus the
/// placements); the feature graph is rebuilt from the placements on load.
#[derive(Clone, Deserialize)]
#[serde(try_from = "Snapshot")]
pub struct Game {
    state: State,
    board: Board,
    modules: Vec<&'static dyn Module>,
}

/// Everything about a game that is neither the table nor derived from the configuration.
#[derive(Clone, PartialEq, Serialize, Deserialize)]
struct State {
    config: GameConfig,
    /// Remaining tiles; the next one drawn is the last element.
    deck: Vec<TileId>,
    current: usize,
    phase: Phase,
    turn: u32,
    scores: Vec<u32>,
    breakdown: Vec<[u32; 5]>,
    supply: Vec<Supply>,
    followers: Vec<Follower>,
    river: RiverState,
    extra_turn: bool,
    /// Seats that resigned or were removed: their turns are skipped.
    #[serde(default)]
    retired: Vec<bool>,
}

impl std::fmt::Debug for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Game")
            .field("turn", &self.state.turn)
            .field("phase", &self.state.phase)
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

impl Serialize for Game {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        SnapshotRef {
            state: &self.state,
            placements: self.board.tiles(),
        }
        .serialize(serializer)
    }
}

impl Game {
    /// A new game with a deck shuffled from `seed`: same config and seed, same game.
    pub fn new(config: GameConfig, seed: u64) -> Result<Game, SetupError> {
        config.validate()?;
        let modules = modules_for(&config);
        let mut plan = DeckPlan::default();
        for t in catalogue().in_set(TileSet::Base) {
            plan.land
                .extend(std::iter::repeat_n(t.id, usize::from(t.count_second)));
        }
        for m in &modules {
            m.deck(&config, &mut plan);
        }
        let start = match plan.start {
            Some(s) => s,
            None => {
                let d = by_name("D").ok_or(SetupError::EmptyDeck)?;
                // The start tile is one of the four D tiles.
                if let Some(i) = plan.land.iter().position(|&t| t == d) {
                    plan.land.remove(i);
                }
                d
            }
        };
        let mut rng = Rng::new(seed);
        rng.shuffle(&mut plan.shuffled_first);
        rng.shuffle(&mut plan.land);
        if let Some(limit) = config.tile_limit {
            plan.land.truncate(usize::from(limit));
        }
        let mut order = plan.first;
        order.extend(plan.shuffled_first);
        order.extend(plan.after_first);
        order.extend(plan.land);
        Self::with_deck(config, start, Rotation::new(0), order)
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
        let modules = modules_for(&config);
        let mut base = Supply {
            normal: config.followers,
            large: 0,
            abbot: 0,
        };
        for m in &modules {
            m.supply(&config, &mut base);
        }
        let players = config.players;
        let mut deck = order;
        deck.reverse();
        let mut game = Game {
            board: Board::new(),
            modules,
            state: State {
                deck,
                current: 0,
                phase: Phase::Over,
                turn: 0,
                scores: vec![0; players],
                breakdown: vec![[0; 5]; players],
                supply: vec![base; players],
                followers: Vec::new(),
                river: RiverState::default(),
                extra_turn: false,
                retired: vec![false; players],
                config,
            },
        };
        game.board.place(start, Pos::ORIGIN, start_rotation, None);
        let at = Placement {
            pos: Pos::ORIGIN,
            rotation: start_rotation,
        };
        let modules = game.modules.clone();
        for m in modules {
            m.after_place(&mut game, start.def(), at);
        }
        let mut events = Vec::new();
        game.draw(&mut events);
        Ok(game)
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
        self.state.phase
    }

    pub fn is_over(&self) -> bool {
        self.state.phase == Phase::Over
    }

    /// Seat of the player to act.
    pub fn current_player(&self) -> usize {
        self.state.current
    }

    /// Number of turns completed so far (a discard is not a turn).
    pub fn turn(&self) -> u32 {
        self.state.turn
    }

    /// The drawn tile waiting to be placed.
    pub fn current_tile(&self) -> Option<TileId> {
        match self.state.phase {
            Phase::Place { tile } => Some(tile),
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

    /// Points per player and per [`ScoreKind`] (indexed by `ScoreKind::index`).
    pub fn breakdown(&self) -> &[[u32; 5]] {
        &self.state.breakdown
    }

    pub fn supply(&self, player: usize) -> Supply {
        self.state.supply.get(player).copied().unwrap_or_default()
    }

    pub fn followers(&self) -> impl Iterator<Item = &Follower> {
        self.state.followers.iter()
    }

    /// Position of the tile placed last.
    pub fn last_placed(&self) -> Option<Pos> {
        self.board.tiles().last().map(|t| t.pos)
    }

    pub fn river(&self) -> &RiverState {
        &self.state.river
    }

    pub(crate) fn river_mut(&mut self) -> &mut RiverState {
        &mut self.state.river
    }

    /// Every position and rotation where the drawn tile may go, sorted by row, column, rotation.
    pub fn legal_placements(&self) -> Vec<Placement> {
        match self.state.phase {
            Phase::Place { tile } => self.placements_for(tile),
            _ => Vec::new(),
        }
    }

    /// Every legal placement of `tile` on the current table.
    pub fn placements_for(&self, tile: TileId) -> Vec<Placement> {
        let def = tile.def();
        let edges = Rotation::ALL.map(|r| def.edges_at(r));
        let mut out = Vec::new();
        for (pos, needs) in self.board.frontier() {
            for r in Rotation::ALL {
                let e = &edges[r.quarter_turns() as usize];
                let ok = (0..4).all(|i| needs[i].is_none_or(|n| n == e[i]));
                if !ok {
                    continue;
                }
                let at = Placement { pos, rotation: r };
                if self
                    .modules
                    .iter()
                    .all(|m| m.check_placement(self, def, at).is_ok())
                {
                    out.push(at);
                }
            }
        }
        out.sort_unstable_by_key(|p| (p.pos.y, p.pos.x, p.rotation));
        out
    }

    fn has_placement(&self, tile: TileId) -> Option<Placement> {
        self.placements_for(tile).into_iter().next()
    }

    /// Spots on the tile just placed where some figure could stand now.
    pub fn deploy_spots(&self) -> Vec<Spot> {
        let Phase::Deploy { pos } = self.state.phase else {
            return Vec::new();
        };
        let Some(placed) = self.board.get(pos) else {
            return Vec::new();
        };
        let def = placed.def();
        // Rivers and (without farmers) fields drop out below: no figure may stand there.
        let mut spots: Vec<Spot> = (0..def.segments.len() as u8)
            .filter(|&i| !self.segment_occupied(pos, i))
            .map(Spot::Segment)
            .collect();
        if def.monastery {
            spots.push(Spot::Monastery);
        }
        for m in &self.modules {
            m.extra_spots(def, &mut spots);
        }
        spots.retain(|&s| !self.figures_for(def, s).is_empty());
        spots
    }

    /// Figure kinds the current player could put on `spot` of the just-placed tile.
    pub fn figures_for(&self, def: &TileDef, spot: Spot) -> Vec<FollowerKind> {
        let Some(kind) = spot_kind(def, spot) else {
            return Vec::new();
        };
        let supply = self.supply(self.state.current);
        [
            FollowerKind::Normal,
            FollowerKind::Large,
            FollowerKind::Abbot,
        ]
        .into_iter()
        .filter(|&k| supply.get(k) > 0 && self.figure_allowed(k, kind))
        .collect()
    }

    fn figure_allowed(&self, kind: FollowerKind, spot: SpotKind) -> bool {
        for m in &self.modules {
            if let Some(answer) = m.figure_allowed(kind, spot) {
                return answer;
            }
        }
        // Core rules: followers on cities, roads and monasteries. Fields need the farmers
        // module; gardens and the abbot need the abbot module.
        matches!(kind, FollowerKind::Normal | FollowerKind::Large)
            && matches!(
                spot,
                SpotKind::Feature(FeatureKind::City | FeatureKind::Road) | SpotKind::Monastery
            )
    }

    fn segment_occupied(&self, pos: Pos, seg: u8) -> bool {
        let Some(node) = self.board.node_at(pos, seg) else {
            return true;
        };
        let root = self.board.find(node);
        self.state
            .followers
            .iter()
            .any(|f| self.follower_root(f) == Some(root))
    }

    /// The feature a follower stands on, if it stands on a feature segment.
    fn follower_root(&self, f: &Follower) -> Option<NodeId> {
        match f.spot {
            Spot::Segment(s) => self.board.node_at(f.pos, s).map(|n| self.board.find(n)),
            _ => None,
        }
    }

    /// Roots of features of `kind` that hold at least one follower, sorted.
    pub(crate) fn occupied_roots(&self, kind: FeatureKind) -> Vec<NodeId> {
        let mut roots: Vec<NodeId> = self
            .state
            .followers
            .iter()
            .filter_map(|f| self.follower_root(f))
            .filter(|&r| self.board.feature(r).kind == kind)
            .collect();
        roots.sort_unstable();
        roots.dedup();
        roots
    }

    /// Every action the current player may take now.
    pub fn legal_actions(&self) -> Vec<Action> {
        match self.state.phase {
            Phase::Over => Vec::new(),
            Phase::Place { tile } => {
                let places: Vec<Action> = self
                    .placements_for(tile)
                    .into_iter()
                    .map(Action::Place)
                    .collect();
                if places.is_empty() {
                    vec![Action::Discard]
                } else {
                    places
                }
            }
            Phase::Deploy { pos } => {
                let mut out = vec![Action::Pass];
                if let Some(placed) = self.board.get(pos) {
                    let def = placed.def();
                    for spot in self.deploy_spots() {
                        for kind in self.figures_for(def, spot) {
                            out.push(Action::Deploy { spot, kind });
                        }
                    }
                }
                if self.abbot_on_board(self.state.current).is_some() {
                    out.push(Action::RecallAbbot);
                }
                out
            }
        }
    }

    fn abbot_on_board(&self, player: usize) -> Option<usize> {
        self.state
            .followers
            .iter()
            .position(|f| f.player == player && f.kind == FollowerKind::Abbot)
    }

    /// Applies one action. A refused action returns why and changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, MoveError> {
        let mut events = Vec::new();
        if let Action::Retire { seat } = action {
            self.retire(seat, &mut events)?;
            return Ok(events);
        }
        match (self.state.phase, action) {
            (Phase::Over, _) => return Err(MoveError::GameOver),
            (_, Action::Retire { .. }) => return Err(MoveError::GameOver),
            (Phase::Place { tile }, Action::Place(at)) => self.place(tile, at, &mut events)?,
            (Phase::Place { tile }, Action::Discard) => {
                if let Some(p) = self.has_placement(tile) {
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
                self.draw(&mut events);
            }
            (Phase::Place { .. }, _) => return Err(MoveError::NotDeploying),
            (Phase::Deploy { .. }, Action::Place(_) | Action::Discard) => {
                return Err(MoveError::NotPlacing)
            }
            (Phase::Deploy { pos }, Action::Deploy { spot, kind }) => {
                self.deploy(pos, spot, kind, &mut events)?;
                self.end_turn(pos, &mut events);
            }
            (Phase::Deploy { pos }, Action::RecallAbbot) => {
                self.recall_abbot(&mut events)?;
                self.end_turn(pos, &mut events);
            }
            (Phase::Deploy { pos }, Action::Pass) => self.end_turn(pos, &mut events),
        }
        Ok(events)
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

    /// A seat leaves the game (resigned or removed): its turns are skipped from now on, its
    /// figures stay on the table and its score stands. If it was its turn, the tile in hand
    /// passes to the next player (or, once placed, the turn ends without a follower). With
    /// fewer than two seats left, the game ends with final scoring.
    fn retire(&mut self, seat: usize, events: &mut Vec<Event>) -> Result<(), MoveError> {
        if self.state.phase == Phase::Over {
            return Err(MoveError::GameOver);
        }
        if seat >= self.players() || self.state.retired[seat] {
            return Err(MoveError::NotInGame { seat });
        }
        self.state.retired[seat] = true;
        events.push(Event::PlayerRetired { player: seat });
        if self.active_players().count() < 2 {
            self.final_scoring(events);
            return Ok(());
        }
        if seat == self.state.current {
            match self.state.phase {
                Phase::Place { tile } => {
                    self.state.current = self.next_active(seat);
                    events.push(Event::TileDrawn {
                        player: self.state.current,
                        tile,
                    });
                }
                Phase::Deploy { pos } => self.end_turn(pos, events),
                Phase::Over => {}
            }
        }
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
        for m in &self.modules {
            m.check_placement(self, def, at)
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
        let mut skip_deploy = false;
        let modules = self.modules.clone();
        for m in modules {
            let effect = m.after_place(self, def, at);
            skip_deploy |= effect.skip_deploy;
            self.state.extra_turn |= effect.extra_turn;
        }
        self.state.phase = Phase::Deploy { pos: at.pos };
        if skip_deploy {
            self.end_turn(at.pos, events);
        }
        Ok(())
    }

    fn deploy(
        &mut self,
        pos: Pos,
        spot: Spot,
        kind: FollowerKind,
        events: &mut Vec<Event>,
    ) -> Result<(), MoveError> {
        let def = self
            .board
            .get(pos)
            .map(PlacedTile::def)
            .ok_or(MoveError::NotDeploying)?;
        if !self.deploy_spots().contains(&spot) {
            return Err(match spot {
                Spot::Segment(s) if usize::from(s) < def.segments.len() => MoveError::Occupied {
                    what: def.segments[usize::from(s)].kind.name(),
                },
                _ => MoveError::NoSuchSpot { spot },
            });
        }
        let what = spot_kind(def, spot).ok_or(MoveError::NoSuchSpot { spot })?;
        let in_game = match kind {
            FollowerKind::Normal => true,
            FollowerKind::Large => self.state.config.inns_cathedrals,
            FollowerKind::Abbot => self.state.config.abbot,
        };
        if !in_game {
            return Err(MoveError::FigureNotInGame { kind });
        }
        if !self.figure_allowed(kind, what) {
            let what = match what {
                SpotKind::Feature(k) => k.name(),
                SpotKind::Monastery => "a monastery",
                SpotKind::Garden => "a garden",
            };
            return Err(MoveError::WrongFigure { kind, what });
        }
        let player = self.state.current;
        let slot = self.state.supply[player].slot(kind);
        if *slot == 0 {
            return Err(MoveError::NoFollowerLeft { kind });
        }
        *slot -= 1;
        self.state.followers.push(Follower {
            player,
            kind,
            pos,
            spot,
        });
        events.push(Event::FollowerDeployed {
            player,
            kind,
            pos,
            spot,
        });
        Ok(())
    }

    fn recall_abbot(&mut self, events: &mut Vec<Event>) -> Result<(), MoveError> {
        let i = self
            .abbot_on_board(self.state.current)
            .ok_or(MoveError::NoAbbotToRecall)?;
        let f = self.state.followers[i];
        events.push(Event::AbbotRecalled {
            player: f.player,
            pos: f.pos,
        });
        self.score_cloister(i, false, events);
        Ok(())
    }

    /// Scores the monastery or garden held by follower `i` (1 point per tile of its square,
    /// so 9 when complete) and returns the figure.
    fn score_cloister(&mut self, i: usize, completed: bool, events: &mut Vec<Event>) {
        let f = self.state.followers[i];
        let kind = if f.spot == Spot::Garden {
            ScoreKind::Garden
        } else {
            ScoreKind::Monastery
        };
        let points = self.board.square_count(f.pos);
        self.award(&[f.player], points, kind);
        events.push(Event::Scored {
            kind,
            completed,
            tiles: self.square_tiles(f.pos),
            points,
            winners: vec![f.player],
        });
        self.return_follower(i, events);
    }

    fn square_tiles(&self, pos: Pos) -> Vec<Pos> {
        std::iter::once(pos)
            .chain(pos.ring())
            .filter(|p| self.board.is_occupied(*p))
            .collect()
    }

    fn return_follower(&mut self, i: usize, events: &mut Vec<Event>) {
        let f = self.state.followers.remove(i);
        *self.state.supply[f.player].slot(f.kind) += 1;
        events.push(Event::FollowerReturned {
            player: f.player,
            kind: f.kind,
            pos: f.pos,
            spot: f.spot,
        });
    }

    fn award(&mut self, winners: &[usize], points: u32, kind: ScoreKind) {
        for &w in winners {
            self.state.scores[w] += points;
            self.state.breakdown[w][kind.index()] += points;
        }
    }

    /// Scores the feature with root `root` for the majority of its followers and returns them.
    pub(crate) fn score_feature(
        &mut self,
        root: NodeId,
        kind: ScoreKind,
        completed: bool,
        points: u32,
        events: &mut Vec<Event>,
    ) {
        let on_it: Vec<usize> = (0..self.state.followers.len())
            .filter(|&i| self.follower_root(&self.state.followers[i]) == Some(root))
            .collect();
        if on_it.is_empty() {
            return;
        }
        let holders: Vec<Follower> = on_it.iter().map(|&i| self.state.followers[i]).collect();
        let winners = scoring::majority(self.players(), &holders);
        self.award(&winners, points, kind);
        events.push(Event::Scored {
            kind,
            completed,
            tiles: self.board.feature_positions(root),
            points,
            winners,
        });
        for i in on_it.into_iter().rev() {
            self.return_follower(i, events);
        }
    }

    /// Scores a city or road at its current value (modules may change it) for its majority.
    fn score_city_or_road(&mut self, root: NodeId, completed: bool, events: &mut Vec<Event>) {
        let kind = if self.board.feature(root).kind == FeatureKind::City {
            ScoreKind::City
        } else {
            ScoreKind::Road
        };
        let points = self.feature_value(root, completed);
        self.score_feature(root, kind, completed, points, events);
    }

    fn feature_value(&self, root: NodeId, completed: bool) -> u32 {
        let f = self.board.feature(root);
        self.modules
            .iter()
            .find_map(|m| m.feature_value(f, completed))
            .unwrap_or_else(|| scoring::base_value(f, completed))
    }

    /// Scores what the placed tile completed, then hands the turn on.
    fn end_turn(&mut self, pos: Pos, events: &mut Vec<Event>) {
        if let Some(i) = self.board.tile_index(pos) {
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
            for root in roots {
                self.score_city_or_road(root, true, events);
            }
        }
        // Monasteries and gardens around the new tile (and on it) may now be surrounded.
        let mut i = 0;
        while i < self.state.followers.len() {
            let f = self.state.followers[i];
            let cloister = matches!(f.spot, Spot::Monastery | Spot::Garden);
            let near = (f.pos.x - pos.x).abs() <= 1 && (f.pos.y - pos.y).abs() <= 1;
            if cloister && near && self.board.square_count(f.pos) == 9 {
                self.score_cloister(i, true, events);
            } else {
                i += 1;
            }
        }
        self.state.turn += 1;
        if std::mem::take(&mut self.state.extra_turn) && !self.state.retired[self.state.current] {
            events.push(Event::ExtraTurn {
                player: self.state.current,
            });
        } else {
            self.state.current = self.next_active(self.state.current);
        }
        self.draw(events);
    }

    /// Draws the next tile for the current player, or ends the game when the deck is empty.
    fn draw(&mut self, events: &mut Vec<Event>) {
        match self.state.deck.pop() {
            Some(tile) => {
                self.state.phase = Phase::Place { tile };
                events.push(Event::TileDrawn {
                    player: self.state.current,
                    tile,
                });
            }
            None => self.final_scoring(events),
        }
    }

    fn final_scoring(&mut self, events: &mut Vec<Event>) {
        events.push(Event::FinalScoring {
            scores: self.state.scores.clone(),
        });
        for kind in [FeatureKind::City, FeatureKind::Road] {
            for root in self.occupied_roots(kind) {
                self.score_city_or_road(root, false, events);
            }
        }
        let mut i = 0;
        while i < self.state.followers.len() {
            let f = self.state.followers[i];
            if matches!(f.spot, Spot::Monastery | Spot::Garden) {
                self.score_cloister(i, false, events);
            } else {
                i += 1;
            }
        }
        let modules = self.modules.clone();
        for m in modules {
            m.final_scoring(self, events);
        }
        self.state.phase = Phase::Over;
        events.push(Event::GameOver {
            scores: self.state.scores.clone(),
        });
    }
}

/// What kind of place `spot` is on `def`, if the tile has it.
pub fn spot_kind(def: &TileDef, spot: Spot) -> Option<SpotKind> {
    match spot {
        Spot::Segment(s) => def
            .segments
            .get(usize::from(s))
            .map(|seg| SpotKind::Feature(seg.kind)),
        Spot::Monastery => def.monastery.then_some(SpotKind::Monastery),
        Spot::Garden => def.garden.then_some(SpotKind::Garden),
    }
}

/// The serialised form of a game: the state and the placements, in one flat object.
#[derive(Deserialize)]
struct Snapshot {
    #[serde(flatten)]
    state: State,
    placements: Vec<PlacedTile>,
}

#[derive(Serialize)]
struct SnapshotRef<'a> {
    #[serde(flatten)]
    state: &'a State,
    placements: &'a [PlacedTile],
}

/// Why a stored snapshot cannot be a game.
#[derive(Debug, thiserror::Error)]
pub enum SnapshotError {
    #[error("invalid configuration: {0}")]
    Config(#[from] SetupError),
    #[error("unknown tile id {0}")]
    UnknownTile(u16),
    #[error("placement {index} at {pos} overlaps or does not fit")]
    BadPlacement { index: usize, pos: Pos },
    #[error("player counts disagree with the configuration")]
    PlayerMismatch,
    #[error("follower of seat {player} at {pos} stands on nothing")]
    BadFollower { player: usize, pos: Pos },
}

impl TryFrom<Snapshot> for Game {
    type Error = SnapshotError;

    fn try_from(snapshot: Snapshot) -> Result<Game, SnapshotError> {
        let Snapshot {
            state: mut s,
            placements,
        } = snapshot;
        s.config.validate()?;
        let n = s.config.players;
        let retired_ok = s.retired.is_empty() || s.retired.len() == n;
        if s.scores.len() != n
            || s.breakdown.len() != n
            || s.supply.len() != n
            || s.current >= n
            || !retired_ok
        {
            return Err(SnapshotError::PlayerMismatch);
        }
        let known = catalogue().tiles.len() as u16;
        let check = |t: TileId| {
            if t.0 < known {
                Ok(())
            } else {
                Err(SnapshotError::UnknownTile(t.0))
            }
        };
        for t in &s.deck {
            check(*t)?;
        }
        if let Phase::Place { tile } = s.phase {
            check(tile)?;
        }
        let mut board = Board::new();
        for (index, p) in placements.iter().enumerate() {
            check(p.tile)?;
            if index > 0 && board.fits(p.tile.def(), p.pos, p.rotation).is_err() {
                return Err(SnapshotError::BadPlacement { index, pos: p.pos });
            }
            if p.player.is_some_and(|pl| pl >= n) {
                return Err(SnapshotError::PlayerMismatch);
            }
            board.place(p.tile, p.pos, p.rotation, p.player);
        }
        for f in &s.followers {
            let ok = f.player < n
                && board
                    .get(f.pos)
                    .is_some_and(|t| spot_kind(t.def(), f.spot).is_some());
            if !ok {
                return Err(SnapshotError::BadFollower {
                    player: f.player,
                    pos: f.pos,
                });
            }
        }
        if s.retired.is_empty() {
            s.retired = vec![false; n];
        }
        Ok(Game {
            modules: modules_for(&s.config),
            board,
            state: s,
        })
    }
}

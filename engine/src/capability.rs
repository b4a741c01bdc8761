//! How rule systems plug into the core: each expansion is a [`Capability`] with its own typed
//! state and a set of lifecycle hooks.
//!
//! Hooks never see the `Game`. They get a [`View`] (the table, the figures, the configuration,
//! the tiles left to draw, whose turn it is) and, where they may change something, a [`Ctx`]
//! that adds the game's random source and the event list. Scoring, returning figures and asking a player
//! to decide are *requests* that the core carries out once the hook has returned, so one
//! capability's scoring runs every other capability's value, tie-break and figure hooks
//! without anyone borrowing the whole game.
//!
//! | hook | when | used by |
//! |---|---|---|
//! | [`deck`](Capability::deck), [`supply`](Capability::supply), [`opens`](Capability::opens) | set-up | every capability |
//! | [`tile_drawn`](Capability::tile_drawn) | a tile is drawn, before it is placed | Hills & Sheep, Wheel of Fortune (the pig) |
//! | [`check_placement`](Capability::check_placement) | a placement is considered | River |
//! | [`tile_placed`](Capability::tile_placed) | the tile is on the table | River, Traders & Builders, Hills & Sheep |
//! | [`check_deploy`](Capability::check_deploy) | a figure is considered for a spot | Traders & Builders (builder, pig), Hills & Sheep (shepherd), Over Hill and Dale (stables) |
//! | [`actions`](Capability::actions), [`apply_action`](Capability::apply_action) | the figure step offers more | Abbot (recall) |
//! | [`after_figure`](Capability::after_figure) | the figure step is done | Hills & Sheep (shepherd's flock), Lanterns (test) |
//! | [`decision`](Capability::decision), [`decide`](Capability::decide) | a player is asked | Hills & Sheep (flock), Wheel of Fortune (plague) |
//! | [`feature_completed`](Capability::feature_completed) | a city or road is completed, with its placer | Traders & Builders (goods), Over Hill and Dale (harvest) |
//! | [`turn_scoring`](Capability::turn_scoring) | completion scoring of the turn | Abbot (gardens), Over Hill and Dale |
//! | [`figure_returned`](Capability::figure_returned) | a figure goes back to its supply | Traders & Builders (builder, pig), Hills & Sheep (flock) |
//! | [`feature_value`](Capability::feature_value) | a city, road or field is valued (composes) | Inns & Cathedrals, Farmers |
//! | [`player_value`](Capability::player_value) | a feature is valued for one scorer | Traders & Builders (pig) |
//! | [`monastery_value`](Capability::monastery_value) | a monastery is valued | Hills & Sheep (vineyards) |
//! | [`tie_break`](Capability::tie_break) | a majority is tied | Hills & Sheep (hills) |
//! | [`turn_end`](Capability::turn_end) | the turn is over; may grant another | River (volcano), Traders & Builders (builder) |
//! | [`final_scoring`](Capability::final_scoring) | the game ends | Abbot, Farmers, Traders & Builders, Hills & Sheep, Over Hill and Dale, Wheel of Fortune |
//! | [`check_state`](Capability::check_state) | a snapshot is read | River, Traders & Builders, Hills & Sheep |
//! | [`prospects`](Capability::prospects) | a computer player judges a position | every capability whose pieces promise points that final scoring would not pay now |
//! | [`figure_note`](Capability::figure_note) | a hint or the AI says what a figure does | Traders & Builders, Hills & Sheep, Over Hill and Dale |
//!
//! Besides hooks, a capability declares what it adds as data: expansions and games, figure
//! kinds, score kinds, variants, tile sets, marks and catalogue, and its record part.

use serde::{Deserialize, Serialize};

use crate::action::{Action, Event, Placement};
use crate::board::{Board, FeatureData, NodeId};
use crate::config::GameConfig;
use crate::deck::{Deck, DeckPlan};
use crate::error::MoveError;
use crate::expansions::{self, Registered, States};
use crate::figures::{Figure, FigureKind, Spot, SpotKind, Supply};
use crate::geometry::Pos;
use crate::note::Note;
use crate::record::part::RecordPart;
use crate::rng::Rng;
use crate::rules::{ExpansionDef, GameDef};
use crate::score::ScoreKind;
use crate::tiles::{FeatureKind, TileDef, TileId, TileSet};
use crate::variants::VariantDef;

/// Where in a turn the game stands (what the next action must be).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum Step {
    /// The current player must place (or, if it fits nowhere, discard) this tile.
    Place {
        tile: TileId,
    },
    /// The tile at `pos` was just placed; the player may deploy, use a capability's action
    /// or pass.
    Deploy {
        pos: Pos,
    },
    /// The figure step is done; completion scoring of the tile at `pos` comes next.
    Score {
        pos: Pos,
    },
    Over,
}

/// The figures on the table and in every player's hand.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Figures {
    pub on_board: Vec<Figure>,
    pub supply: Vec<Supply>,
}

impl Figures {
    pub fn of(&self, player: usize) -> impl Iterator<Item = &Figure> {
        self.on_board.iter().filter(move |f| f.player == player)
    }
}

/// What a hook may read.
#[derive(Clone, Copy)]
pub(crate) struct View<'a> {
    pub board: &'a Board,
    pub figures: &'a Figures,
    pub config: &'a GameConfig,
    /// What is left to draw (its order is hidden: read only the tiles, never the order).
    pub deck: &'a Deck,
    /// Seat whose turn it is.
    pub current: usize,
    pub step: Step,
    /// Turns completed.
    pub turn_number: u32,
    /// The unseen tiles counted once for every capability judging the same position, when
    /// the first one asks (see [`View::unseen`]); `None` where no judgement asks.
    pub counted: Option<&'a std::cell::OnceCell<crate::board::Unseen>>,
}

impl View<'_> {
    pub fn players(&self) -> usize {
        self.config.players
    }

    /// The tiles nobody has seen, counted by kind: the count made for this position when
    /// there is one.
    pub fn unseen(&self) -> std::borrow::Cow<'_, crate::board::Unseen> {
        match self.counted {
            Some(u) => {
                std::borrow::Cow::Borrowed(u.get_or_init(|| crate::board::Unseen::of(self.deck)))
            }
            None => std::borrow::Cow::Owned(crate::board::Unseen::of(self.deck)),
        }
    }
}

impl View<'_> {
    /// Roots of the features of `kind` that hold a figure, sorted.
    pub(crate) fn occupied(&self, kind: FeatureKind) -> Vec<NodeId> {
        self.board.roots_of_kind(
            kind,
            self.figures
                .on_board
                .iter()
                .filter_map(|f| self.board.figure_root(f)),
        )
    }
}

/// Something a hook asks the core to do once it has returned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Request {
    /// Score the 3x3 square of the monastery or garden `figure` stands on, for its owner, and
    /// return the figure. Complete when all nine tiles are there.
    ScoreSquare { figure: Figure, kind: ScoreKind },
    /// Score the feature containing `node` at its current value for its majority, and return
    /// its figures.
    ScoreFeature {
        node: NodeId,
        kind: ScoreKind,
        completed: bool,
    },
    /// Put a figure back in its owner's supply without scoring.
    Return { figure: Figure },
    /// Ask `player` to decide for the capability that made the request.
    Ask { player: usize, capability: CapId },
    /// Give `player` points that belong to no feature on the table (goods, a flock).
    Award {
        players: Vec<usize>,
        points: u32,
        kind: ScoreKind,
        tiles: Vec<Pos>,
    },
    /// Take the next tile of the draw pile out of the game face down (under a hill).
    Bury,
    /// Move `figure` to `to`, `spot` on the same feature (a hike); claims stay with the feature.
    Move { figure: Figure, to: Pos, spot: Spot },
    /// Put one of the current player's figures of `kind` from their supply on `spot` at `pos`,
    /// a place off the tile just placed that the capability offered (a crown space).
    Deploy {
        kind: FigureKind,
        pos: Pos,
        spot: Spot,
    },
}

/// What a hook may change besides its own state.
pub(crate) struct Ctx<'a> {
    pub view: View<'a>,
    pub(crate) rng: &'a mut Option<Rng>,
    pub events: &'a mut Vec<Event>,
    pub(crate) requests: &'a mut Vec<Request>,
    pub(crate) me: CapId,
}

impl Ctx<'_> {
    /// The game's random source (seeded from the state the first time anything draws).
    pub fn rng(&mut self) -> &mut Rng {
        let view = self.view;
        self.rng.get_or_insert_with(|| {
            let mut seed = 0x2545_f491_4f6c_dd1d_u64 ^ u64::from(view.turn_number);
            for t in view.deck.unseen() {
                seed = seed.rotate_left(7) ^ (t.index() as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
            }
            Rng::new(seed)
        })
    }

    pub fn score_square(&mut self, figure: Figure, kind: ScoreKind) {
        self.requests.push(Request::ScoreSquare { figure, kind });
    }

    pub fn score_feature(&mut self, node: NodeId, kind: ScoreKind, completed: bool) {
        self.requests.push(Request::ScoreFeature {
            node,
            kind,
            completed,
        });
    }

    pub fn return_figure(&mut self, figure: Figure) {
        self.requests.push(Request::Return { figure });
    }

    /// Gives each of `players` `points` of `kind` (shown on `tiles`).
    pub fn award(&mut self, players: Vec<usize>, points: u32, kind: ScoreKind, tiles: Vec<Pos>) {
        self.requests.push(Request::Award {
            players,
            points,
            kind,
            tiles,
        });
    }

    /// Puts the next tile of the draw pile out of the game, unseen.
    pub fn bury_next_tile(&mut self) {
        self.requests.push(Request::Bury);
    }

    /// Moves `figure` along its feature to `spot` of the tile at `to`.
    pub fn move_figure(&mut self, figure: Figure, to: Pos, spot: Spot) {
        self.requests.push(Request::Move { figure, to, spot });
    }

    /// Puts one of the current player's figures on a place the capability offers.
    pub fn deploy(&mut self, kind: FigureKind, pos: Pos, spot: Spot) {
        self.requests.push(Request::Deploy { kind, pos, spot });
    }

    /// Waits for `player` to pick one of [`Capability::decision`]'s options.
    pub fn ask(&mut self, player: usize) {
        let capability = self.me;
        self.requests.push(Request::Ask { player, capability });
    }
}

/// How much a city, road or field is worth; capabilities adjust it in turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Value {
    pub per_tile: u32,
    pub per_pennant: u32,
    /// Per completed city the field borders (farms).
    pub per_city: u32,
    pub bonus: u32,
    /// Why a rule changed the worth (shown to players, e.g. why it scored nothing).
    pub note: Option<&'static str>,
}

/// Tokens of one kind a player holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tokens {
    /// Stable key (`wine`, `wheat`, `cloth`), for pictures.
    pub key: &'static str,
    pub count: u32,
}

/// How much of the game is left, for a capability judging what its pieces promise.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Outlook {
    /// Tiles still to be drawn.
    pub tiles_left: usize,
    /// Players still taking turns.
    pub active: usize,
}

impl Outlook {
    /// Turns each active player still has, about.
    pub fn turns_each(&self) -> f64 {
        self.tiles_left as f64 / self.active.max(1) as f64
    }
}

/// What a capability wants after a tile was placed.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct AfterPlace {
    /// No figure step this turn (the volcano).
    pub skip_figure: bool,
}

/// A feature the placed tile completed.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Completed<'a> {
    pub node: NodeId,
    pub data: &'a FeatureData,
    /// Seat that placed the completing tile.
    pub placer: usize,
}

/// One rule system's rules. `State` is kept inside the game state under the capability's
/// registration key (see [`States`](crate::expansions::States)); every hook gets it, and no
/// hook gets any other capability's state.
#[allow(unused_variables)]
pub(crate) trait Capability: Sync + 'static {
    /// What it keeps in the game state (stored under its registration key; `()` for none).
    type State: 'static;
    /// Stable key (pending decisions and diagnostics name the capability by it).
    const KEY: &'static str;

    /// The expansions that switch this capability on, as players choose them.
    fn expansions(&self) -> &'static [ExpansionDef] {
        &[]
    }
    /// The separate games this capability makes.
    fn games(&self) -> &'static [GameDef] {
        &[]
    }

    /// Adds tiles to the deck, sets the start tile or the order of the first tiles.
    fn deck(&self, config: &GameConfig, plan: &mut DeckPlan) {}
    /// Hands out figures.
    fn supply(&self, config: &GameConfig, supply: &mut Supply) {}
    /// Kinds of figure this capability brings (declared in its folder).
    fn figures(&self) -> &'static [FigureKind] {
        &[]
    }
    /// Rule variants this capability reads.
    fn variants(&self) -> &'static [VariantDef] {
        &[]
    }
    /// Its tiles, in the catalogue's notation (`engine/src/tiles/catalogue.txt` describes it).
    fn catalogue(&self) -> &'static str {
        ""
    }
    /// The tile sets its tiles come in.
    fn tile_sets(&self) -> &'static [TileSet] {
        &[]
    }
    /// The names printed on tiles that it reads (segment marks and tile symbols, lower case).
    fn marks(&self) -> &'static [&'static str] {
        &[]
    }
    /// Its share of game records (the fields its rules add to the format).
    fn record(&self) -> Option<&'static dyn RecordPart> {
        None
    }
    /// Kinds of place this capability opens to figures (fields for the farmers).
    fn opens(&self) -> &'static [SpotKind] {
        &[]
    }
    /// Kinds of points this capability awards (score sheets show these columns).
    fn scores(&self) -> &'static [ScoreKind] {
        &[]
    }
    /// How many numbered spaces off the land this capability keeps for figures
    /// ([`Spot::Space`]: the wheel's crowns).
    fn spaces(&self) -> u8 {
        0
    }
    fn tile_drawn(&self, st: &mut Self::State, ctx: &mut Ctx, tile: TileId) {}
    fn check_placement(
        &self,
        st: &Self::State,
        view: &View,
        tile: &TileDef,
        at: Placement,
    ) -> Result<(), Note> {
        Ok(())
    }
    fn tile_placed(
        &self,
        st: &mut Self::State,
        ctx: &mut Ctx,
        tile: &TileDef,
        at: Placement,
    ) -> AfterPlace {
        AfterPlace::default()
    }
    /// Whether `figure` may go on `spot` of the tile at `pos`, beyond the core's rules (spot
    /// kind, supply, claims). `node` is the feature of a segment spot.
    fn check_deploy(
        &self,
        st: &Self::State,
        view: &View,
        figure: FigureKind,
        pos: Pos,
        spot: Spot,
        node: Option<NodeId>,
    ) -> Result<(), Note> {
        Ok(())
    }
    /// More actions for the figure step (the Abbot's recall).
    fn actions(&self, st: &Self::State, view: &View, out: &mut Vec<Action>) {}
    /// Carries out one of the actions this capability offered; `None` if it is not one of
    /// them. Must refuse before changing anything.
    fn apply_action(
        &self,
        st: &mut Self::State,
        ctx: &mut Ctx,
        action: Action,
    ) -> Option<Result<(), MoveError>> {
        None
    }
    /// The figure step is over (a figure was deployed, or not).
    fn after_figure(&self, st: &mut Self::State, ctx: &mut Ctx, pos: Pos) {}
    /// The options of the decision `player` was asked for.
    fn decision(&self, st: &Self::State, view: &View, player: usize, out: &mut Vec<Action>) {}
    /// `player` picked `action`, one of the options. Must refuse before changing anything.
    fn decide(
        &self,
        st: &mut Self::State,
        ctx: &mut Ctx,
        player: usize,
        action: Action,
    ) -> Result<(), MoveError> {
        Err(MoveError::NotAnOption)
    }
    /// Words for an action this capability offers, as a message key for the front end.
    fn describe(&self, st: &Self::State, view: &View, action: Action) -> Option<Note> {
        None
    }
    /// What a figure of this capability's kinds, standing on the table, does for its owner
    /// ("puts a pig in your farm"), for hints and the AI's reasons.
    fn figure_note(&self, st: &Self::State, view: &View, figure: &Figure) -> Option<Note> {
        None
    }
    fn feature_completed(&self, st: &mut Self::State, ctx: &mut Ctx, feature: Completed) {}
    /// Completion scoring around the tile just placed at `pos`, after the core's.
    fn turn_scoring(&self, st: &mut Self::State, ctx: &mut Ctx, pos: Pos) {}
    fn figure_returned(&self, st: &mut Self::State, ctx: &mut Ctx, figure: Figure) {}
    fn feature_value(
        &self,
        st: &Self::State,
        view: &View,
        feature: &FeatureData,
        completed: bool,
        value: &mut Value,
    ) {
    }
    /// Adjusts a feature's worth for one of the players who score it (the pig's farms).
    /// `node` is the feature's root.
    fn player_value(
        &self,
        st: &Self::State,
        view: &View,
        node: NodeId,
        player: usize,
        completed: bool,
        value: &mut Value,
    ) {
    }
    fn monastery_value(
        &self,
        st: &Self::State,
        view: &View,
        pos: Pos,
        completed: bool,
        points: &mut u32,
    ) {
    }
    /// Narrows a tie among `winners` (every seat with the greatest strength).
    fn tie_break(
        &self,
        st: &Self::State,
        view: &View,
        holders: &[Figure],
        winners: &mut Vec<usize>,
    ) {
    }
    /// The turn is over; `true` gives the same player another turn.
    fn turn_end(&self, st: &mut Self::State, ctx: &mut Ctx) -> bool {
        false
    }
    /// Reads its state only: what it asks for is carried out at the end, or weighed without
    /// playing it when a computer player asks what the game would pay now.
    fn final_scoring(&self, st: &Self::State, ctx: &mut Ctx) {}
    /// Tokens `player` holds (goods), for score sheets.
    fn tokens(&self, st: &Self::State, player: usize, out: &mut Vec<Tokens>) {}
    /// Points its pieces promise each player (`out[player]`) beyond what the game would pay if
    /// it ended now ([`Game::projected_breakdowns`](crate::Game::projected_breakdowns)): what
    /// may still come (crowns the wheel may reach, goods majorities still open) and what may
    /// still be lost (a flock a wolf may scatter, figures the plague may take), as expected
    /// points. A judgement for computer players, never scoring: it may guess, but must read
    /// only what every player sees (the deck's tiles, never their order).
    fn prospects(&self, st: &Self::State, view: &View, outlook: &Outlook, out: &mut [f64]) {}
    /// A number shown beside figures on the table (a shepherd's sheep).
    fn badges(&self, st: &Self::State, out: &mut Vec<(Figure, u32)>) {}
    /// Whether the state read from a snapshot agrees with the table: the hooks above rely
    /// on it (a river end on a river edge, a flock's shepherd standing on the table), and a
    /// stored snapshot is text anyone with the database may have changed.
    fn check_state(&self, st: &Self::State, view: &View) -> Result<(), String> {
        Ok(())
    }
}

/// A capability seen through its hooks, its state found in [`States`] by the capability
/// itself. Implemented for every [`Capability`].
pub(crate) trait Hooks: Sync {
    fn key(&self) -> &'static str;
    fn expansions(&self) -> &'static [ExpansionDef];
    fn games(&self) -> &'static [GameDef];
    fn deck(&self, config: &GameConfig, plan: &mut DeckPlan);
    fn supply(&self, config: &GameConfig, supply: &mut Supply);
    fn figures(&self) -> &'static [FigureKind];
    fn variants(&self) -> &'static [VariantDef];
    fn catalogue(&self) -> &'static str;
    fn tile_sets(&self) -> &'static [TileSet];
    fn marks(&self) -> &'static [&'static str];
    fn record(&self) -> Option<&'static dyn RecordPart>;
    fn opens(&self) -> &'static [SpotKind];
    fn scores(&self) -> &'static [ScoreKind];
    fn spaces(&self) -> u8;
    fn tile_drawn(&self, s: &mut States, ctx: &mut Ctx, tile: TileId);
    fn check_placement(
        &self,
        s: &States,
        v: &View,
        tile: &TileDef,
        at: Placement,
    ) -> Result<(), Note>;
    fn tile_placed(
        &self,
        s: &mut States,
        ctx: &mut Ctx,
        tile: &TileDef,
        at: Placement,
    ) -> AfterPlace;
    fn check_deploy(
        &self,
        s: &States,
        v: &View,
        figure: FigureKind,
        pos: Pos,
        spot: Spot,
        node: Option<NodeId>,
    ) -> Result<(), Note>;
    fn actions(&self, s: &States, v: &View, out: &mut Vec<Action>);
    fn apply_action(
        &self,
        s: &mut States,
        ctx: &mut Ctx,
        action: Action,
    ) -> Option<Result<(), MoveError>>;
    fn after_figure(&self, s: &mut States, ctx: &mut Ctx, pos: Pos);
    fn decision(&self, s: &States, v: &View, player: usize, out: &mut Vec<Action>);
    fn decide(
        &self,
        s: &mut States,
        ctx: &mut Ctx,
        player: usize,
        action: Action,
    ) -> Result<(), MoveError>;
    fn describe(&self, s: &States, v: &View, action: Action) -> Option<Note>;
    fn figure_note(&self, s: &States, v: &View, figure: &Figure) -> Option<Note>;
    fn feature_completed(&self, s: &mut States, ctx: &mut Ctx, feature: Completed);
    fn turn_scoring(&self, s: &mut States, ctx: &mut Ctx, pos: Pos);
    fn figure_returned(&self, s: &mut States, ctx: &mut Ctx, figure: Figure);
    fn feature_value(
        &self,
        s: &States,
        v: &View,
        feature: &FeatureData,
        completed: bool,
        value: &mut Value,
    );
    fn player_value(
        &self,
        s: &States,
        v: &View,
        node: NodeId,
        player: usize,
        completed: bool,
        value: &mut Value,
    );
    fn monastery_value(&self, s: &States, v: &View, pos: Pos, completed: bool, points: &mut u32);
    fn tie_break(&self, s: &States, v: &View, holders: &[Figure], winners: &mut Vec<usize>);
    fn turn_end(&self, s: &mut States, ctx: &mut Ctx) -> bool;
    fn final_scoring(&self, s: &States, ctx: &mut Ctx);
    fn tokens(&self, s: &States, player: usize, out: &mut Vec<Tokens>);
    fn prospects(&self, s: &States, v: &View, outlook: &Outlook, out: &mut [f64]);
    fn badges(&self, s: &States, out: &mut Vec<(Figure, u32)>);
    fn check_state(&self, s: &States, v: &View) -> Result<(), String>;
}

impl<C: Registered> Hooks for C {
    fn key(&self) -> &'static str {
        C::KEY
    }
    fn expansions(&self) -> &'static [ExpansionDef] {
        Capability::expansions(self)
    }
    fn games(&self) -> &'static [GameDef] {
        Capability::games(self)
    }
    fn deck(&self, config: &GameConfig, plan: &mut DeckPlan) {
        Capability::deck(self, config, plan)
    }
    fn supply(&self, config: &GameConfig, supply: &mut Supply) {
        Capability::supply(self, config, supply)
    }
    fn figures(&self) -> &'static [FigureKind] {
        Capability::figures(self)
    }
    fn variants(&self) -> &'static [VariantDef] {
        Capability::variants(self)
    }
    fn catalogue(&self) -> &'static str {
        Capability::catalogue(self)
    }
    fn tile_sets(&self) -> &'static [TileSet] {
        Capability::tile_sets(self)
    }
    fn marks(&self) -> &'static [&'static str] {
        Capability::marks(self)
    }
    fn record(&self) -> Option<&'static dyn RecordPart> {
        Capability::record(self)
    }
    fn opens(&self) -> &'static [SpotKind] {
        Capability::opens(self)
    }
    fn scores(&self) -> &'static [ScoreKind] {
        Capability::scores(self)
    }
    fn spaces(&self) -> u8 {
        Capability::spaces(self)
    }
    fn tile_drawn(&self, s: &mut States, ctx: &mut Ctx, tile: TileId) {
        Capability::tile_drawn(self, C::slot_mut(s), ctx, tile)
    }
    fn check_placement(
        &self,
        s: &States,
        v: &View,
        tile: &TileDef,
        at: Placement,
    ) -> Result<(), Note> {
        Capability::check_placement(self, C::slot(s), v, tile, at)
    }
    fn tile_placed(
        &self,
        s: &mut States,
        ctx: &mut Ctx,
        tile: &TileDef,
        at: Placement,
    ) -> AfterPlace {
        Capability::tile_placed(self, C::slot_mut(s), ctx, tile, at)
    }
    fn check_deploy(
        &self,
        s: &States,
        v: &View,
        figure: FigureKind,
        pos: Pos,
        spot: Spot,
        node: Option<NodeId>,
    ) -> Result<(), Note> {
        Capability::check_deploy(self, C::slot(s), v, figure, pos, spot, node)
    }
    fn actions(&self, s: &States, v: &View, out: &mut Vec<Action>) {
        Capability::actions(self, C::slot(s), v, out)
    }
    fn apply_action(
        &self,
        s: &mut States,
        ctx: &mut Ctx,
        action: Action,
    ) -> Option<Result<(), MoveError>> {
        Capability::apply_action(self, C::slot_mut(s), ctx, action)
    }
    fn after_figure(&self, s: &mut States, ctx: &mut Ctx, pos: Pos) {
        Capability::after_figure(self, C::slot_mut(s), ctx, pos)
    }
    fn decision(&self, s: &States, v: &View, player: usize, out: &mut Vec<Action>) {
        Capability::decision(self, C::slot(s), v, player, out)
    }
    fn decide(
        &self,
        s: &mut States,
        ctx: &mut Ctx,
        player: usize,
        action: Action,
    ) -> Result<(), MoveError> {
        Capability::decide(self, C::slot_mut(s), ctx, player, action)
    }
    fn describe(&self, s: &States, v: &View, action: Action) -> Option<Note> {
        Capability::describe(self, C::slot(s), v, action)
    }
    fn figure_note(&self, s: &States, v: &View, figure: &Figure) -> Option<Note> {
        Capability::figure_note(self, C::slot(s), v, figure)
    }
    fn feature_completed(&self, s: &mut States, ctx: &mut Ctx, feature: Completed) {
        Capability::feature_completed(self, C::slot_mut(s), ctx, feature)
    }
    fn turn_scoring(&self, s: &mut States, ctx: &mut Ctx, pos: Pos) {
        Capability::turn_scoring(self, C::slot_mut(s), ctx, pos)
    }
    fn figure_returned(&self, s: &mut States, ctx: &mut Ctx, figure: Figure) {
        Capability::figure_returned(self, C::slot_mut(s), ctx, figure)
    }
    fn feature_value(
        &self,
        s: &States,
        v: &View,
        feature: &FeatureData,
        completed: bool,
        value: &mut Value,
    ) {
        Capability::feature_value(self, C::slot(s), v, feature, completed, value)
    }
    fn player_value(
        &self,
        s: &States,
        v: &View,
        node: NodeId,
        player: usize,
        completed: bool,
        value: &mut Value,
    ) {
        Capability::player_value(self, C::slot(s), v, node, player, completed, value)
    }
    fn monastery_value(&self, s: &States, v: &View, pos: Pos, completed: bool, points: &mut u32) {
        Capability::monastery_value(self, C::slot(s), v, pos, completed, points)
    }
    fn tie_break(&self, s: &States, v: &View, holders: &[Figure], winners: &mut Vec<usize>) {
        Capability::tie_break(self, C::slot(s), v, holders, winners)
    }
    fn turn_end(&self, s: &mut States, ctx: &mut Ctx) -> bool {
        Capability::turn_end(self, C::slot_mut(s), ctx)
    }
    fn final_scoring(&self, s: &States, ctx: &mut Ctx) {
        Capability::final_scoring(self, C::slot(s), ctx)
    }
    fn tokens(&self, s: &States, player: usize, out: &mut Vec<Tokens>) {
        Capability::tokens(self, C::slot(s), player, out)
    }
    fn prospects(&self, s: &States, v: &View, outlook: &Outlook, out: &mut [f64]) {
        Capability::prospects(self, C::slot(s), v, outlook, out)
    }
    fn badges(&self, s: &States, out: &mut Vec<(Figure, u32)>) {
        Capability::badges(self, C::slot(s), out)
    }
    fn check_state(&self, s: &States, v: &View) -> Result<(), String> {
        Capability::check_state(self, C::slot(s), v)
    }
}

/// A capability of the registry, stored by its key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub(crate) struct CapId(pub(crate) u8);

impl CapId {
    pub fn hooks(self) -> &'static dyn Hooks {
        expansions::registry()[usize::from(self.0)]
    }

    pub fn key(self) -> &'static str {
        self.hooks().key()
    }
}

impl From<CapId> for &'static str {
    fn from(c: CapId) -> &'static str {
        c.key()
    }
}

impl TryFrom<String> for CapId {
    type Error = String;

    fn try_from(key: String) -> Result<Self, String> {
        expansions::registry()
            .iter()
            .position(|h| h.key() == key)
            .map(|i| CapId(i as u8))
            .ok_or_else(|| format!("unknown capability {key:?}"))
    }
}

/// A decision a capability waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Pending {
    pub player: usize,
    pub capability: CapId,
}

//! Hills & Sheep: its 18 tiles, hills, vineyards and the shepherd.
//!
//! - Hills: drawing a hill tile puts the next tile of the pile face down under it, out of the
//!   game (when the hill is placed). A follower on a hill tile breaks a tied majority in its owner's favour (for every
//!   kind of feature, during play and at the end); which tied players win when several have
//!   followers on hills is the variant [`HILL_TIEBREAK`].
//! - Vineyards: a completed monastery scores 3 more per vineyard among its 8 neighbours.
//! - The shepherd goes into a field of the tile just placed that holds no other shepherd and
//!   draws a token from the bag: sheep join its flock, a wolf sends it home. When its owner's
//!   tile extends its field (and no shepherd was just placed), the owner grows the flock (draws
//!   again) or gathers it (every shepherd of the field scores all its sheep, and they go home
//!   with the tokens back in the bag). Shepherds score nothing at the end.
//!
//! The bag is kept as counts per token: drawing is uniform over the tokens inside, which is
//! what mixing them again after every return amounts to.

mod prospects;
mod record;
mod tokens;
use crate::note::Note;
use serde::{Deserialize, Serialize};

pub use self::tokens::SheepToken;
use crate::action::{Action, Event};
use crate::board::NodeId;
use crate::capability::{Capability, Ctx, Outlook, View};
use crate::config::GameConfig;
use crate::deck::DeckPlan;
use crate::error::MoveError;
use crate::figures::FigureDef;
use crate::figures::{Figure, FigureKind, Spot, SpotKind, Supply};
use crate::geometry::Pos;
use crate::rules::{Expansion, ExpansionDef};
use crate::score::ScoreKind;
use crate::tiles::{FeatureKind, TileSet};
use crate::variants::VariantDef;

/// Several tied players have followers on hills. The rulebook says a follower on a hill
/// breaks a tie "in favour of its owner"; read literally, every tied owner of a hill follower
/// keeps the points, and counting followers on hills would be a rule the text does not state.
/// The tile symbols this capability reads.
pub const HILL: &str = "hill";
pub const VINEYARD: &str = "vineyard";

pub const HILL_TIEBREAK: &str = "hill-tiebreak";
/// Whether a flock scores by itself when its field is closed (JCloisterZone does; the
/// rulebook scores flocks only when a player gathers them).
pub const FLOCK_CLOSED: &str = "flock-closed";

pub(crate) struct Hills;

#[allow(non_upper_case_globals)]
impl TileSet {
    /// Hills & Sheep's 18 tiles.
    pub const HillsSheep: TileSet = TileSet::new("hs");
}

impl FigureKind {
    // A shepherd is not a follower; one shepherd per field is this capability's rule, so
    // farmers and shepherds share fields.
    /// The shepherd of a flock.
    pub const SHEPHERD: FigureKind = FigureKind::new(&FigureDef {
        key: "shepherd",
        name: "shepherd",
        plural: "shepherds",
        strength: 0,
        stands_on: &[crate::figures::SpotKind::Feature(
            crate::tiles::FeatureKind::Field,
        )],
        claims: false,
        per_player: 1,
        worth: 0.4,
        legacy: &[],
    });
}

#[allow(non_upper_case_globals)]
impl ScoreKind {
    /// Gathered flocks.
    pub const Flock: ScoreKind = ScoreKind::new("flock", "sheep");
}

#[allow(non_upper_case_globals)]
impl Expansion {
    /// Hills & Sheep.
    pub const Hills: Expansion = Expansion::new("hills");
}

/// Points a vineyard adds to a completed monastery next to it.
const VINEYARD_POINTS: u32 = 3;

const GROW: Action = Action::Choose { option: 0 };
const GATHER: Action = Action::Choose { option: 1 };

/// A shepherd on the table and the sheep tokens beside it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Flock {
    pub shepherd: Figure,
    /// Sheep per token.
    pub tokens: Vec<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct HillsState {
    /// Tokens in the bag, in [`SheepToken::BAG`] order.
    pub bag: [u8; 5],
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub flocks: Vec<Flock>,
    /// Shepherds whose owner must grow or gather now, first one first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub asking: Vec<Figure>,
    /// The next token to come out of the bag, if it is inside (a replay sets it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forced: Option<SheepToken>,
}

impl Default for HillsState {
    fn default() -> Self {
        HillsState {
            bag: SheepToken::BAG.map(|(_, n)| n),
            flocks: Vec::new(),
            asking: Vec::new(),
            forced: None,
        }
    }
}

impl HillsState {
    fn slot(token: SheepToken) -> Option<usize> {
        SheepToken::BAG.iter().position(|&(t, _)| t == token)
    }

    /// Tokens inside the bag.
    pub fn in_bag(&self) -> usize {
        self.bag.iter().map(|&n| usize::from(n)).sum()
    }

    /// Whether the bag holds such a token.
    pub fn contains(&self, token: SheepToken) -> bool {
        Self::slot(token).is_some_and(|i| self.bag[i] > 0)
    }

    fn put_back(&mut self, token: SheepToken) {
        if let Some(i) = Self::slot(token) {
            self.bag[i] = self.bag[i].saturating_add(1);
        }
    }

    fn draw(&mut self, ctx: &mut Ctx) -> SheepToken {
        if let Some(t) = self.forced.take() {
            if let Some(i) = Self::slot(t).filter(|&i| self.bag[i] > 0) {
                self.bag[i] -= 1;
                return t;
            }
        }
        let total = self.in_bag();
        // The two wolves always return, so the bag is never empty.
        let mut k = ctx.rng().below(total.max(1));
        for (i, &(token, _)) in SheepToken::BAG.iter().enumerate() {
            let n = usize::from(self.bag[i]);
            if k < n {
                self.bag[i] -= 1;
                return token;
            }
            k -= n;
        }
        SheepToken::Wolf
    }

    /// Sheep beside the shepherds of the field at `root`.
    fn sheep_in(&self, view: &View, root: NodeId) -> u32 {
        self.flocks
            .iter()
            .filter(|f| view.board.figure_root(&f.shepherd) == Some(root))
            .flat_map(|f| f.tokens.iter())
            .map(|&n| u32::from(n))
            .sum()
    }

    /// The shepherds in the field at `root`.
    fn shepherds_in(&self, view: &View, root: NodeId) -> Vec<Figure> {
        self.flocks
            .iter()
            .filter(|f| view.board.figure_root(&f.shepherd) == Some(root))
            .map(|f| f.shepherd)
            .collect()
    }

    /// Every shepherd of the field scores its sheep (each player once) and goes home.
    fn gather(&self, ctx: &mut Ctx, root: NodeId) {
        let view = ctx.view;
        let sheep = self.sheep_in(&view, root);
        let shepherds = self.shepherds_in(&view, root);
        let mut players: Vec<usize> = shepherds.iter().map(|s| s.player).collect();
        players.sort_unstable();
        players.dedup();
        let tiles = shepherds.iter().map(|s| s.pos).collect();
        ctx.award(players, sheep, ScoreKind::Flock, tiles);
        for s in shepherds {
            ctx.return_figure(s);
        }
    }

    /// A token for the shepherd `shepherd`: sheep join the flock; a wolf sends every shepherd
    /// of its field home.
    fn grow(&mut self, ctx: &mut Ctx, shepherd: Figure) {
        let token = self.draw(ctx);
        ctx.events.push(Event::Happened {
            capability: <Hills as Capability>::KEY,
            what: token.key(),
            player: shepherd.player,
            at: Some((shepherd.pos, shepherd.spot)),
            count: token.sheep(),
            reveals: true,
        });
        match token {
            SheepToken::Sheep(n) => match self.flocks.iter_mut().find(|f| f.shepherd == shepherd) {
                Some(f) => f.tokens.push(n),
                None => self.flocks.push(Flock {
                    shepherd,
                    tokens: vec![n],
                }),
            },
            SheepToken::Wolf => {
                self.put_back(token);
                let view = ctx.view;
                let mut sent_home = vec![shepherd];
                if let Some(root) = view.board.figure_root(&shepherd) {
                    sent_home.extend(
                        self.shepherds_in(&view, root)
                            .into_iter()
                            .filter(|s| *s != shepherd),
                    );
                }
                for s in sent_home {
                    ctx.return_figure(s);
                }
            }
        }
    }

    /// Flocks whose field has just closed score at once (a variant).
    fn score_closed(&self, ctx: &mut Ctx) {
        if ctx.view.config.variant(FLOCK_CLOSED) != "scores" {
            return;
        }
        let view = ctx.view;
        let mut roots: Vec<NodeId> = self
            .flocks
            .iter()
            .filter_map(|f| view.board.figure_root(&f.shepherd))
            .filter(|&r| view.board.feature(r).open == 0)
            .collect();
        roots.sort_unstable();
        roots.dedup();
        for root in roots {
            self.gather(ctx, root);
        }
    }
}

fn on_hill(view: &View, f: &Figure) -> bool {
    f.kind.is_follower() && view.board.get(f.pos).is_some_and(|t| t.def().has(HILL))
}

impl Capability for Hills {
    type State = HillsState;
    const KEY: &'static str = "hills";

    fn figure_note(&self, _st: &HillsState, _view: &View, figure: &Figure) -> Option<Note> {
        (figure.kind == FigureKind::SHEPHERD).then(|| Note::new("hills-figure-shepherd"))
    }

    fn record(&self) -> Option<&'static dyn crate::record::part::RecordPart> {
        Some(&record::HillsRecord)
    }

    fn catalogue(&self) -> &'static str {
        include_str!("tiles.txt")
    }

    fn tile_sets(&self) -> &'static [TileSet] {
        &[TileSet::HillsSheep]
    }

    fn marks(&self) -> &'static [&'static str] {
        &[HILL, VINEYARD]
    }

    fn variants(&self) -> &'static [VariantDef] {
        &[
            VariantDef {
                key: HILL_TIEBREAK,
                expansion: Some(Expansion::Hills),
                label: "Tied majority with followers on hills",
                options: &[
                    (
                        "at-least-one",
                        "every tied player with a follower on a hill wins",
                    ),
                    (
                        "most-followers",
                        "the tied player with most followers on hills wins",
                    ),
                ],
                in_lobby: true,
            },
            VariantDef {
                key: FLOCK_CLOSED,
                expansion: Some(Expansion::Hills),
                label: "A flock whose field is closed",
                options: &[
                    ("waits", "waits to be gathered (rulebook)"),
                    ("scores", "scores at once (JCloisterZone)"),
                ],
                in_lobby: true,
            },
        ]
    }

    fn figures(&self) -> &'static [FigureKind] {
        &[FigureKind::SHEPHERD]
    }

    fn expansions(&self) -> &'static [ExpansionDef] {
        &[ExpansionDef {
            expansion: Expansion::Hills,
            label: "Hills & Sheep",
            rank: 6,
            offered: true,
        }]
    }

    fn check_state(&self, st: &HillsState, view: &View) -> Result<(), String> {
        for (i, flock) in st.flocks.iter().enumerate() {
            let s = flock.shepherd;
            if s.kind != FigureKind::SHEPHERD || !view.figures.on_board.contains(&s) {
                return Err(format!("a flock at {} has no shepherd on the table", s.pos));
            }
            if st.flocks[..i].iter().any(|f| f.shepherd == s) {
                return Err(format!("the shepherd at {} has two flocks", s.pos));
            }
            if let Some(n) = flock.tokens.iter().find(|n| !(1..=4).contains(*n)) {
                return Err(format!("a flock holds a token of {n} sheep"));
            }
        }
        if let Some(s) = st
            .asking
            .iter()
            .find(|a| !st.flocks.iter().any(|f| f.shepherd == **a))
        {
            return Err(format!(
                "the shepherd asked about at {} has no flock",
                s.pos
            ));
        }
        Ok(())
    }

    fn deck(&self, _config: &GameConfig, plan: &mut DeckPlan) {
        plan.add_land(TileSet::HillsSheep);
    }

    fn supply(&self, config: &GameConfig, supply: &mut Supply) {
        supply.set(
            FigureKind::SHEPHERD,
            config.figures_per_player(FigureKind::SHEPHERD),
        );
    }

    /// Shepherds stand in fields, even in a game without farmers.
    fn scores(&self) -> &'static [ScoreKind] {
        &[ScoreKind::Flock]
    }

    fn opens(&self) -> &'static [SpotKind] {
        &[SpotKind::Feature(FeatureKind::Field)]
    }

    /// The tile under a hill is taken when the hill is placed (JCloisterZone's order; a hill
    /// tile that fits nowhere is discarded alone).
    fn tile_placed(
        &self,
        _st: &mut HillsState,
        ctx: &mut Ctx,
        tile: &crate::tiles::TileDef,
        _at: crate::action::Placement,
    ) -> crate::capability::AfterPlace {
        if tile.has(HILL) {
            ctx.bury_next_tile();
        }
        Default::default()
    }

    fn check_deploy(
        &self,
        st: &HillsState,
        view: &View,
        figure: FigureKind,
        _pos: Pos,
        _spot: Spot,
        node: Option<NodeId>,
    ) -> Result<(), Note> {
        let Some(node) = node.filter(|&n| view.board.feature(n).kind == FeatureKind::Field) else {
            return Ok(());
        };
        if figure == FigureKind::SHEPHERD {
            let root = view.board.find(node);
            if !st.shepherds_in(view, root).is_empty() {
                return Err(Note::new("hills-refuse-second-shepherd"));
            }
        } else if figure.is_follower() && !view.config.has(Expansion::Farmers) {
            // Fields are open for the shepherd only.
            return Err(Note::new("hills-refuse-no-farmers"));
        }
        Ok(())
    }

    fn after_figure(&self, st: &mut HillsState, ctx: &mut Ctx, pos: Pos) {
        let view = ctx.view;
        let placed: Vec<Figure> = view
            .figures
            .of(view.current)
            .filter(|f| f.kind == FigureKind::SHEPHERD && f.pos == pos)
            .filter(|f| !st.flocks.iter().any(|k| k.shepherd == **f))
            .copied()
            .collect();
        if !placed.is_empty() {
            for s in placed {
                st.grow(ctx, s);
            }
        } else if let Some(tile) = view.board.get(pos) {
            let def = tile.def();
            let fields: Vec<NodeId> = (0..def.segments.len() as u8)
                .filter(|&s| def.segments[usize::from(s)].kind == FeatureKind::Field)
                .filter_map(|s| view.board.node_at(pos, s))
                .map(|n| view.board.find(n))
                .collect();
            st.asking = st
                .flocks
                .iter()
                .map(|f| f.shepherd)
                .filter(|s| s.player == view.current)
                .filter(|s| {
                    view.board
                        .figure_root(s)
                        .is_some_and(|r| fields.contains(&r))
                })
                .collect();
            for _ in 0..st.asking.len() {
                ctx.ask(view.current);
            }
        }
        if st.asking.is_empty() {
            st.score_closed(ctx);
        }
    }

    fn decision(&self, st: &HillsState, _view: &View, _player: usize, out: &mut Vec<Action>) {
        if !st.asking.is_empty() {
            out.extend([GROW, GATHER]);
        }
    }

    fn decide(
        &self,
        st: &mut HillsState,
        ctx: &mut Ctx,
        _player: usize,
        action: Action,
    ) -> Result<(), MoveError> {
        if st.asking.is_empty() || !(action == GROW || action == GATHER) {
            return Err(MoveError::NotAnOption);
        }
        let shepherd = st.asking.remove(0);
        if action == GROW {
            st.grow(ctx, shepherd);
        } else if let Some(root) = ctx.view.board.figure_root(&shepherd) {
            st.gather(ctx, root);
        }
        if st.asking.is_empty() {
            st.score_closed(ctx);
        }
        Ok(())
    }

    fn describe(&self, st: &HillsState, view: &View, action: Action) -> Option<Note> {
        let shepherd = st.asking.first()?;
        let root = view.board.figure_root(shepherd)?;
        let sheep = st.sheep_in(view, root);
        match action {
            a if a == GROW => Some(Note::new("hills-describe-grow").number("sheep", sheep as i64)),
            a if a == GATHER => {
                Some(Note::new("hills-describe-gather").number("sheep", sheep as i64))
            }
            _ => None,
        }
    }

    /// A shepherd going home takes its sheep back to the bag.
    fn figure_returned(&self, st: &mut HillsState, _ctx: &mut Ctx, figure: Figure) {
        if figure.kind != FigureKind::SHEPHERD {
            return;
        }
        if let Some(i) = st.flocks.iter().position(|f| f.shepherd == figure) {
            let flock = st.flocks.remove(i);
            for n in flock.tokens {
                st.put_back(SheepToken::Sheep(n));
            }
        }
        st.asking.retain(|s| *s != figure);
    }

    fn prospects(&self, st: &HillsState, view: &View, outlook: &Outlook, out: &mut [f64]) {
        prospects::prospects(st, view, outlook, out)
    }

    /// Shepherds score nothing at the end; they go home with the other figures.
    fn final_scoring(&self, st: &HillsState, ctx: &mut Ctx) {
        for f in &st.flocks {
            ctx.return_figure(f.shepherd);
        }
    }

    fn badges(&self, st: &HillsState, out: &mut Vec<(Figure, u32)>) {
        out.extend(st.flocks.iter().map(|f| {
            let sheep = f.tokens.iter().map(|&n| u32::from(n)).sum();
            (f.shepherd, sheep)
        }));
    }

    fn monastery_value(
        &self,
        _st: &HillsState,
        view: &View,
        pos: Pos,
        completed: bool,
        points: &mut u32,
    ) {
        if !completed {
            return;
        }
        let vineyards = view
            .board
            .square_tiles(pos)
            .into_iter()
            .filter(|&p| p != pos)
            .filter(|&p| view.board.get(p).is_some_and(|t| t.def().has(VINEYARD)))
            .count() as u32;
        *points += VINEYARD_POINTS * vineyards;
    }

    fn tie_break(
        &self,
        _st: &HillsState,
        view: &View,
        holders: &[Figure],
        winners: &mut Vec<usize>,
    ) {
        let on_hills = |p: usize| {
            holders
                .iter()
                .filter(|f| f.player == p && on_hill(view, f))
                .count()
        };
        let best = winners.iter().map(|&p| on_hills(p)).max().unwrap_or(0);
        if best == 0 {
            return;
        }
        if view.config.variant(HILL_TIEBREAK) == "most-followers" {
            winners.retain(|&p| on_hills(p) == best);
        } else {
            winners.retain(|&p| on_hills(p) > 0);
        }
    }
}

//! Traders & Builders: its 24 tiles, goods, the builder and the pig.
//!
//! - Goods: the player who places the tile completing a city takes one token per goods
//!   symbol in it, whoever holds the city; at the end each kind's majority holders score 10.
//! - The builder goes on a road or city of the tile just placed that already holds one of
//!   its owner's followers. When its owner's tile extends that road or city, a second turn
//!   follows at once; a second turn never earns a third (the core's rule for every extra turn).
//! - The pig goes into a field of the tile just placed that holds its owner's farmer. At the
//!   end its owner, if they hold the field's majority, scores 4 per city instead of 3.
//! - Builder and pig count for no majority and leave with their owner's last follower in the
//!   feature. River II's pig-herd adds 1 per city for every majority holder of its field.

mod prospects;
mod record;
use crate::note::Note;
use serde::{Deserialize, Serialize};

use crate::board::NodeId;
use crate::capability::{Capability, Completed, Ctx, Outlook, Tokens, Value, View};
use crate::config::GameConfig;
use crate::deck::DeckPlan;
use crate::figures::FigureDef;
use crate::figures::{Figure, FigureKind, Spot, Supply};
use crate::geometry::Pos;
use crate::rules::{Expansion, ExpansionDef};
use crate::score::ScoreKind;
use crate::tiles::{FeatureKind, Segment, TileDef, TileSet};
use crate::Event;

pub(crate) struct Traders;

#[allow(non_upper_case_globals)]
impl TileSet {
    /// Traders & Builders' 24 tiles.
    pub const TradersBuilders: TileSet = TileSet::new("tb");
}

/// Trade goods of Traders & Builders, printed in a city segment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Goods {
    Wine,
    Wheat,
    Cloth,
}

impl Goods {
    pub const ALL: [Goods; 3] = [Goods::Wine, Goods::Wheat, Goods::Cloth];

    pub const fn index(self) -> usize {
        match self {
            Goods::Wine => 0,
            Goods::Wheat => 1,
            Goods::Cloth => 2,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Goods::Wine => "wine",
            Goods::Wheat => "wheat",
            Goods::Cloth => "cloth",
        }
    }
}

impl Goods {
    /// The goods printed in `segment`, if any.
    pub fn in_segment(segment: &Segment) -> Option<Goods> {
        Goods::ALL.into_iter().find(|g| segment.has(g.name()))
    }
}

impl FigureKind {
    // The builder and the pig never count for a majority and never keep anyone out; where
    // they may go is this capability's rule (its owner's follower must be there already).
    /// The builder: extending its road or city gives a second turn.
    pub const BUILDER: FigureKind = FigureKind::new(&FigureDef {
        key: "builder",
        name: "builder",
        plural: "builders",
        strength: 0,
        stands_on: &[
            crate::figures::SpotKind::Feature(crate::tiles::FeatureKind::City),
            crate::figures::SpotKind::Feature(crate::tiles::FeatureKind::Road),
        ],
        claims: false,
        per_player: 1,
        worth: 0.4,
        legacy: &[],
    });
    /// The pig: its owner's farm scores 4 a city.
    pub const PIG: FigureKind = FigureKind::new(&FigureDef {
        key: "pig",
        name: "pig",
        plural: "pigs",
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
    /// Goods majorities at the end.
    pub const Goods: ScoreKind = ScoreKind::new("goods", "goods");
}

#[allow(non_upper_case_globals)]
impl Expansion {
    /// Traders & Builders.
    pub const Traders: Expansion = Expansion::new("traders");
}

/// River II's pig-herd, printed in a field.
pub const PIGHERD: &str = "pigherd";

/// Points for each goods kind's majority.
const GOODS_MAJORITY: u32 = 10;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct TradersState {
    /// Goods tokens per player: wine, wheat, cloth.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub goods: Vec<[u32; 3]>,
    /// This turn's tile extended a feature holding the player's builder.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub builder_moved: bool,
    /// Read from games stored before the core kept extra turns: the turn under way is a
    /// builder's second one, so it must not earn a third once the game is loaded again.
    #[serde(default, rename = "second_turn", skip_serializing)]
    pub stored_second_turn: bool,
}

impl TradersState {
    pub fn goods_of(&self, player: usize) -> [u32; 3] {
        self.goods.get(player).copied().unwrap_or_default()
    }
}

/// Whether `player` has a follower (a figure that counts for majorities) on the feature.
fn has_follower(view: &View, root: NodeId, player: usize) -> bool {
    view.figures
        .of(player)
        .any(|f| f.kind.is_follower() && view.board.figure_root(f) == Some(root))
}

impl Capability for Traders {
    type State = TradersState;
    const KEY: &'static str = "traders";

    fn figure_note(&self, _st: &TradersState, view: &View, figure: &Figure) -> Option<Note> {
        if figure.kind == FigureKind::PIG {
            return Some(Note::new("traders-figure-pig"));
        }
        if figure.kind != FigureKind::BUILDER {
            return None;
        }
        let Spot::Segment(s) = figure.spot else {
            return None;
        };
        let kind = view
            .board
            .get(figure.pos)?
            .def()
            .segments
            .get(usize::from(s))?
            .kind;
        Some(
            Note::new("traders-figure-builder")
                .key("feature", view.config.game.words().feature(kind).key),
        )
    }

    fn record(&self) -> Option<&'static dyn crate::record::part::RecordPart> {
        Some(&record::TradersRecord)
    }

    fn catalogue(&self) -> &'static str {
        include_str!("tiles.txt")
    }

    fn tile_sets(&self) -> &'static [TileSet] {
        &[TileSet::TradersBuilders]
    }

    fn marks(&self) -> &'static [&'static str] {
        &["wine", "wheat", "cloth", PIGHERD]
    }

    fn figures(&self) -> &'static [FigureKind] {
        &[FigureKind::BUILDER, FigureKind::PIG]
    }

    fn expansions(&self) -> &'static [ExpansionDef] {
        &[ExpansionDef {
            expansion: Expansion::Traders,
            label: "Traders & Builders",
            rank: 5,
            offered: true,
        }]
    }

    fn check_state(&self, st: &TradersState, view: &View) -> Result<(), String> {
        if !st.goods.is_empty() && st.goods.len() != view.players() {
            return Err(format!(
                "goods are kept for {} seats in a game of {}",
                st.goods.len(),
                view.players()
            ));
        }
        Ok(())
    }

    fn scores(&self) -> &'static [ScoreKind] {
        &[ScoreKind::Goods]
    }

    fn deck(&self, _config: &GameConfig, plan: &mut DeckPlan) {
        plan.add_land(TileSet::TradersBuilders);
    }

    fn supply(&self, config: &GameConfig, supply: &mut Supply) {
        for kind in [FigureKind::BUILDER, FigureKind::PIG] {
            supply.set(kind, config.figures_per_player(kind));
        }
    }

    fn check_deploy(
        &self,
        _st: &TradersState,
        view: &View,
        figure: FigureKind,
        _pos: Pos,
        _spot: Spot,
        node: Option<NodeId>,
    ) -> Result<(), Note> {
        let Some(node) = node else {
            return Ok(());
        };
        let root = view.board.find(node);
        // Only builders and pigs need a follower of their own there; asked only for them,
        // since the figure step asks this of every figure on every spot.
        if figure == FigureKind::BUILDER && !has_follower(view, root, view.current) {
            Err(Note::new("traders-refuse-builder"))
        } else if figure == FigureKind::PIG && !has_follower(view, root, view.current) {
            Err(Note::new("traders-refuse-pig"))
        } else {
            Ok(())
        }
    }

    fn tile_placed(
        &self,
        st: &mut TradersState,
        ctx: &mut Ctx,
        tile: &TileDef,
        at: crate::action::Placement,
    ) -> crate::capability::AfterPlace {
        let view = ctx.view;
        let builders: Vec<NodeId> = view
            .figures
            .of(view.current)
            .filter(|f| f.kind == FigureKind::BUILDER)
            .filter_map(|f| view.board.figure_root(f))
            .collect();
        st.builder_moved = (0..tile.segments.len() as u8).any(|s| {
            matches!(
                tile.segments[usize::from(s)].kind,
                FeatureKind::City | FeatureKind::Road
            ) && view
                .board
                .node_at(at.pos, s)
                .is_some_and(|n| builders.contains(&view.board.find(n)))
        });
        Default::default()
    }

    fn feature_completed(&self, st: &mut TradersState, ctx: &mut Ctx, feature: Completed) {
        if feature.data.kind != FeatureKind::City {
            return;
        }
        let mut count = [0u32; 3];
        for (tile, seg) in ctx.view.board.feature_segments(feature.node) {
            let def = ctx.view.board.tile_at_index(tile).def();
            if let Some(g) = Goods::in_segment(&def.segments[usize::from(seg)]) {
                count[g.index()] += 1;
            }
        }
        if count == [0; 3] {
            return;
        }
        let players = ctx.view.players();
        if st.goods.len() < players {
            st.goods.resize(players, [0; 3]);
        }
        for g in Goods::ALL {
            let n = count[g.index()];
            if n > 0 {
                let held = &mut st.goods[feature.placer][g.index()];
                *held = held.saturating_add(n);
                ctx.events.push(Event::TokensTaken {
                    player: feature.placer,
                    key: g.name(),
                    count: n,
                });
            }
        }
    }

    /// A builder or pig leaves with its owner's last follower in the feature.
    fn figure_returned(&self, _st: &mut TradersState, ctx: &mut Ctx, figure: Figure) {
        if !figure.kind.is_follower() {
            return;
        }
        let view = ctx.view;
        let Some(root) = view.board.figure_root(&figure) else {
            return;
        };
        if has_follower(&view, root, figure.player) {
            return;
        }
        let stranded: Vec<Figure> = view
            .figures
            .of(figure.player)
            .filter(|f| [FigureKind::BUILDER, FigureKind::PIG].contains(&f.kind))
            .filter(|f| view.board.figure_root(f) == Some(root))
            .copied()
            .collect();
        for f in stranded {
            ctx.return_figure(f);
        }
    }

    /// The pig, and River II's pig-herd: one more point per city each.
    fn player_value(
        &self,
        _st: &TradersState,
        view: &View,
        node: NodeId,
        player: usize,
        _completed: bool,
        value: &mut Value,
    ) {
        if view.board.feature(node).kind != FeatureKind::Field || value.per_city == 0 {
            return;
        }
        let herds = view.board.feature_segments(node).any(|(tile, seg)| {
            view.board.tile_at_index(tile).def().segments[usize::from(seg)].has(PIGHERD)
        });
        if herds {
            value.per_city += 1;
        }
        let pig = view
            .figures
            .of(player)
            .any(|f| f.kind == FigureKind::PIG && view.board.figure_root(f) == Some(node));
        if pig {
            value.per_city += 1;
            value.note = Some("traders-note-pig");
        }
    }

    /// The core never grants a third turn in a row, so a builder's second tile earns none.
    fn turn_end(&self, st: &mut TradersState, _ctx: &mut Ctx) -> bool {
        let second = std::mem::take(&mut st.stored_second_turn);
        std::mem::take(&mut st.builder_moved) && !second
    }

    fn tokens(&self, st: &TradersState, player: usize, out: &mut Vec<Tokens>) {
        let held = st.goods_of(player);
        out.extend(Goods::ALL.map(|g| Tokens {
            key: g.name(),
            count: held[g.index()],
        }));
    }

    fn prospects(&self, st: &TradersState, view: &View, outlook: &Outlook, out: &mut [f64]) {
        prospects::prospects(st, view, outlook, out)
    }

    fn final_scoring(&self, st: &TradersState, ctx: &mut Ctx) {
        for g in Goods::ALL {
            let best = st.goods.iter().map(|p| p[g.index()]).max().unwrap_or(0);
            if best == 0 {
                continue;
            }
            let holders: Vec<usize> = (0..st.goods.len())
                .filter(|&p| st.goods[p][g.index()] == best)
                .collect();
            ctx.award(holders, GOODS_MAJORITY, ScoreKind::Goods, Vec::new());
        }
    }
}

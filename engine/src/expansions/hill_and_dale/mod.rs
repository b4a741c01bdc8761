//! Carcassonne – Over Hill and Dale, a separate game played on Carcassonne's shapes with its
//! own deck (`ohd` in the catalogue, shapes designed from the rulebook's counts) and words.
//!
//! - Meeples (4 each) go on paths as wanderers and on crop fields as farmers, never on meadow.
//!   Paths score 1 per tile and crop fields 2 per tile when completed, 1 per tile at the end,
//!   with the usual majorities: the core does that, since a path runs like a road and a crop
//!   field closes like a city.
//! - A completed crop field gives its majority one harvest token per symbol in it
//!   ([`harvest`]); at the end each token scores 1 and each set of five fruits 5 more.
//! - Stables (2 each) go on the meadow of the placed tile, never within the 3x3 square of
//!   another stable, stay to the end and score 1 per animal on their 3x3 square.
//! - Instead of placing a meeple or a stable, the player may hike ([`hike`]) with a wanderer on
//!   a path the placed tile extended without completing it.
//!
//! For the computer players, [`prospects`] weighs what these pieces still promise: hikes to
//! come, animals still to come into a stable's square, tokens of fields likely to close.

mod harvest;
mod hike;
mod prospects;
#[cfg(test)]
mod tests;

use crate::note::Note;
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::board::NodeId;
use crate::capability::{Capability, Completed, Ctx, Outlook, Step, Tokens, View};
use crate::config::GameConfig;
use crate::error::MoveError;
use crate::expansions::Registered;
use crate::figures::FigureDef;
use crate::figures::{Figure, FigureKind, Spot, SpotKind, Supply};
use crate::geometry::Pos;
use crate::rules::{GameBox, GameDef, GameKind};
use crate::score::ScoreKind;
use crate::tiles::{FeatureKind, Segment, TileDef, TileSet};
use crate::Event;

use self::harvest::Hand;
pub(crate) use self::hike::Hike;

pub(crate) struct HillAndDale;

#[allow(non_upper_case_globals)]
impl TileSet {
    /// Carcassonne – Over Hill and Dale: a separate game. Its tiles use the same notation with
    /// other words: a city edge is a crop field, a road a path, a field a meadow.
    pub const OverHillAndDale: TileSet = TileSet::new("ohd");
}

/// A harvest symbol printed in an Over Hill and Dale crop field; the harvest token of the same
/// name is its prize. The scarecrow is wild in a set of five fruits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Harvest {
    Apple,
    Strawberry,
    Pumpkin,
    Sunflower,
    Grain,
    Scarecrow,
}

impl Harvest {
    pub const ALL: [Harvest; 6] = [
        Harvest::Apple,
        Harvest::Strawberry,
        Harvest::Pumpkin,
        Harvest::Sunflower,
        Harvest::Grain,
        Harvest::Scarecrow,
    ];
    /// The five fruits a set needs one each of.
    pub const FRUITS: [Harvest; 5] = [
        Harvest::Apple,
        Harvest::Strawberry,
        Harvest::Pumpkin,
        Harvest::Sunflower,
        Harvest::Grain,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// Stable key, also the word used in narration (`apple`, `scarecrow`).
    pub const fn name(self) -> &'static str {
        match self {
            Harvest::Apple => "apple",
            Harvest::Strawberry => "strawberry",
            Harvest::Pumpkin => "pumpkin",
            Harvest::Sunflower => "sunflower",
            Harvest::Grain => "grain",
            Harvest::Scarecrow => "scarecrow",
        }
    }

    /// Tokens of each kind in the box (5 of each fruit, 8 scarecrows).
    pub const fn in_box(self) -> u32 {
        match self {
            Harvest::Scarecrow => 8,
            _ => 5,
        }
    }

    pub fn from_name(name: &str) -> Option<Harvest> {
        Harvest::ALL.into_iter().find(|h| h.name() == name)
    }
}

/// An animal printed on an Over Hill and Dale tile; a stable counts them at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Animal {
    Rooster,
    Cow,
    Horse,
    Sheep,
    Pig,
}

impl Animal {
    pub const ALL: [Animal; 5] = [
        Animal::Rooster,
        Animal::Cow,
        Animal::Horse,
        Animal::Sheep,
        Animal::Pig,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            Animal::Rooster => "rooster",
            Animal::Cow => "cow",
            Animal::Horse => "horse",
            Animal::Sheep => "sheep",
            Animal::Pig => "pig",
        }
    }
}

impl Harvest {
    /// The harvest symbol printed in `segment` (a crop field), if any.
    pub fn in_segment(segment: &Segment) -> Option<Harvest> {
        Harvest::ALL.into_iter().find(|h| segment.has(h.name()))
    }
}

impl Animal {
    /// The animals printed on `tile`, repeated when several are.
    pub fn on(tile: &TileDef) -> impl Iterator<Item = Animal> + '_ {
        tile.symbols
            .iter()
            .filter_map(|m| Animal::ALL.into_iter().find(|a| a.name() == m.name()))
    }
}

/// The harvest symbols and animals printed on this game's tiles.
const MARKS: [&str; 11] = [
    "apple",
    "strawberry",
    "pumpkin",
    "sunflower",
    "grain",
    "scarecrow",
    "rooster",
    "cow",
    "horse",
    "sheep",
    "pig",
];

impl FigureKind {
    // A stable goes on a meadow and stays to the end; it never claims the meadow (the only
    // rule is no other stable within the 3x3 square, this capability's rule).
    /// A stable on a meadow.
    pub const STABLE: FigureKind = FigureKind::new(&FigureDef {
        key: "stable",
        name: "stable",
        plural: "stables",
        strength: 0,
        stands_on: &[crate::figures::SpotKind::Feature(
            crate::tiles::FeatureKind::Field,
        )],
        claims: false,
        per_player: 2,
        worth: 0.4,
        legacy: &[],
    });
}

#[allow(non_upper_case_globals)]
impl ScoreKind {
    /// A wanderer's hike, 1 per tile entered.
    pub const Hike: ScoreKind = ScoreKind::new("hike", "hikes");
    /// A stable's animals at the end.
    pub const Stable: ScoreKind = ScoreKind::new("stable", "stables");
    /// Harvest tokens at the end, 1 each and 5 per set of five fruits.
    pub const Harvest: ScoreKind = ScoreKind::new("harvest", "harvest");
}

#[allow(non_upper_case_globals)]
impl GameKind {
    /// Carcassonne – Over Hill and Dale.
    pub const OverHillAndDale: GameKind = GameKind::new("over-hill-and-dale");
}

/// Meeples each player starts with (the rulebook's 4; the 5th counts the score).
const MEEPLES: u8 = 4;

/// The start tile (blue back), one of the three tiles of kind 24.
pub(crate) const START_TILE: &str = "OHD.24a";

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct HillAndDaleState {
    /// Harvest tokens per player, by [`Harvest::index`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub harvest: Vec<Hand>,
    /// Tokens taken from the fields completed by the tile being scored, told once those
    /// fields have scored (the tokens come with the points); empty between actions.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    untold: Vec<(usize, Harvest, u32)>,
}

impl HillAndDaleState {
    fn hand(&self, player: usize) -> Hand {
        self.harvest.get(player).copied().unwrap_or_default()
    }

    /// Tokens of `kind` still in the box.
    fn left(&self, kind: Harvest) -> u32 {
        let taken: u32 = self.harvest.iter().map(|h| h[kind.index()]).sum();
        kind.in_box().saturating_sub(taken)
    }
}

/// Every hike the current player may make now.
pub(crate) fn hikes(view: &View) -> Vec<Hike> {
    let Step::Deploy { pos } = view.step else {
        return Vec::new();
    };
    let Some(placed) = view.board.get(pos) else {
        return Vec::new();
    };
    let extended: Vec<NodeId> = (0..placed.def().segments.len() as u8)
        .filter(|&s| placed.def().segments[usize::from(s)].kind == FeatureKind::Road)
        .filter_map(|s| view.board.node_at(pos, s))
        .map(|n| view.board.find(n))
        .filter(|&root| view.board.feature(root).open > 0)
        .collect();
    view.figures
        .of(view.current)
        .filter(|f| f.kind.is_follower())
        .filter(|f| {
            view.board.figure_root(f).is_some_and(|r| {
                view.board.feature(r).kind == FeatureKind::Road && extended.contains(&r)
            })
        })
        .flat_map(|&f| hike::hikes_of(view, f))
        .collect()
}

fn hike_action(h: &Hike) -> Action {
    Action::Move {
        pos: h.figure.pos,
        spot: h.figure.spot,
        to: h.to,
        to_spot: h.to_spot,
    }
}

impl Capability for HillAndDale {
    type State = HillAndDaleState;
    const KEY: &'static str = "over-hill-and-dale";

    fn figure_note(&self, _st: &HillAndDaleState, view: &View, figure: &Figure) -> Option<Note> {
        if figure.kind != FigureKind::STABLE {
            return None;
        }
        let animals: usize = view
            .board
            .square_tiles(figure.pos)
            .iter()
            .filter_map(|&p| view.board.get(p))
            .map(|t| Animal::on(t.def()).count())
            .sum();
        Some(Note::new("hill-and-dale-figure-stable").number("animals", animals as i64))
    }

    fn catalogue(&self) -> &'static str {
        include_str!("tiles.txt")
    }

    fn tile_sets(&self) -> &'static [TileSet] {
        &[TileSet::OverHillAndDale]
    }

    fn marks(&self) -> &'static [&'static str] {
        &MARKS
    }

    fn figures(&self) -> &'static [FigureKind] {
        &[FigureKind::STABLE]
    }

    fn games(&self) -> &'static [GameDef] {
        &[GameDef {
            game: GameKind::OverHillAndDale,
            label: "Carcassonne – Over Hill and Dale",
            rank: 2,
            game_box: GameBox {
                land: Some(TileSet::OverHillAndDale),
                start: Some(START_TILE),
                capabilities: &[<HillAndDale as Registered>::ID],
                max_players: 5,
                scores: &[ScoreKind::City, ScoreKind::Road],
            },
        }]
    }

    fn check_state(&self, st: &HillAndDaleState, view: &View) -> Result<(), String> {
        if !st.untold.is_empty() {
            return Err("harvest tokens are waiting to be told between actions".into());
        }
        if !st.harvest.is_empty() && st.harvest.len() != view.players() {
            return Err(format!(
                "harvest tokens are kept for {} seats in a game of {}",
                st.harvest.len(),
                view.players()
            ));
        }
        for kind in Harvest::ALL {
            let taken: u64 = st.harvest.iter().map(|h| u64::from(h[kind.index()])).sum();
            if taken > u64::from(kind.in_box()) {
                return Err(format!(
                    "{taken} {} tokens are held but the box has {}",
                    kind.name(),
                    kind.in_box()
                ));
            }
        }
        Ok(())
    }

    fn supply(&self, config: &GameConfig, supply: &mut Supply) {
        let meeples = config
            .figures
            .get(&FigureKind::FOLLOWER)
            .copied()
            .unwrap_or(MEEPLES);
        supply.set(FigureKind::FOLLOWER, meeples);
        supply.set(
            FigureKind::STABLE,
            config.figures_per_player(FigureKind::STABLE),
        );
    }

    fn scores(&self) -> &'static [ScoreKind] {
        &[ScoreKind::Hike, ScoreKind::Stable, ScoreKind::Harvest]
    }

    fn opens(&self) -> &'static [SpotKind] {
        &[SpotKind::Feature(FeatureKind::Field)]
    }

    fn check_deploy(
        &self,
        _st: &HillAndDaleState,
        view: &View,
        figure: FigureKind,
        pos: Pos,
        spot: Spot,
        node: Option<NodeId>,
    ) -> Result<(), Note> {
        let on_meadow = node.is_some_and(|n| view.board.feature(n).kind == FeatureKind::Field)
            && matches!(spot, Spot::Segment(_));
        if figure == FigureKind::STABLE {
            if view
                .figures
                .on_board
                .iter()
                .any(|f| f.kind == FigureKind::STABLE && f.pos.is_near(pos))
            {
                return Err(Note::new("hill-and-dale-refuse-stable-near"));
            }
        } else if on_meadow {
            return Err(Note::new("hill-and-dale-refuse-meadow"));
        }
        Ok(())
    }

    fn actions(&self, _st: &HillAndDaleState, view: &View, out: &mut Vec<Action>) {
        out.extend(hikes(view).iter().map(hike_action));
    }

    fn apply_action(
        &self,
        _st: &mut HillAndDaleState,
        ctx: &mut Ctx,
        action: Action,
    ) -> Option<Result<(), MoveError>> {
        let Action::Move { .. } = action else {
            return None;
        };
        let Some(h) = hikes(&ctx.view)
            .into_iter()
            .find(|h| hike_action(h) == action)
        else {
            return Some(Err(MoveError::NotAnOption));
        };
        let player = h.figure.player;
        let points = h.entered.len() as u32;
        ctx.move_figure(h.figure, h.to, h.to_spot);
        ctx.award(vec![player], points, ScoreKind::Hike, h.entered);
        Some(Ok(()))
    }

    fn describe(&self, _st: &HillAndDaleState, view: &View, action: Action) -> Option<Note> {
        let h = hikes(view).into_iter().find(|h| hike_action(h) == action)?;
        Some(
            Note::new("hill-and-dale-describe-hike")
                .key("direction", h.direction.name_key())
                .number("tiles", h.entered.len() as i64),
        )
    }

    fn feature_completed(&self, st: &mut HillAndDaleState, ctx: &mut Ctx, done: Completed) {
        if done.data.kind != FeatureKind::City {
            return;
        }
        let view = ctx.view;
        let root = view.board.find(done.node);
        let players = view.players();
        let mut strength = vec![0u32; players];
        for f in &view.figures.on_board {
            if view.board.figure_root(f) == Some(root) {
                if let Some(s) = strength.get_mut(f.player) {
                    *s += f.kind.strength();
                }
            }
        }
        let best = strength.iter().copied().max().unwrap_or(0);
        if best == 0 {
            return;
        }
        // The completer first if tied for the majority, else the first tied seat clockwise.
        let takers: Vec<usize> = (0..players)
            .map(|i| (done.placer + i) % players)
            .filter(|&p| strength[p] == best)
            .collect();
        let mut pile: Vec<Harvest> = view
            .board
            .feature_segments(root)
            .filter_map(|(tile, seg)| {
                Harvest::in_segment(
                    &view.board.tile_at_index(tile).def().segments[usize::from(seg)],
                )
            })
            .collect();
        pile.sort_unstable();
        // The box holds as many tokens as the tiles have symbols, so this only guards a
        // snapshot someone edited.
        let mut room = Harvest::ALL.map(|k| st.left(k));
        pile.retain(|h| {
            let slot = &mut room[h.index()];
            *slot > 0 && {
                *slot -= 1;
                true
            }
        });
        if st.harvest.len() != players {
            st.harvest.resize(players, Hand::default());
        }
        let taken = harvest::share(&st.harvest, &takers, pile);
        for &p in &takers {
            for kind in Harvest::ALL {
                let count = taken.iter().filter(|&&(s, h)| s == p && h == kind).count() as u32;
                if count > 0 {
                    st.harvest[p][kind.index()] += count;
                    st.untold.push((p, kind, count));
                }
            }
        }
    }

    fn turn_scoring(&self, st: &mut HillAndDaleState, ctx: &mut Ctx, _pos: Pos) {
        for (player, harvest, count) in st.untold.drain(..) {
            ctx.events.push(Event::TokensTaken {
                player,
                key: harvest.name(),
                count,
            });
        }
    }

    fn final_scoring(&self, st: &HillAndDaleState, ctx: &mut Ctx) {
        let view = ctx.view;
        let stables: Vec<Figure> = view
            .figures
            .on_board
            .iter()
            .filter(|f| f.kind == FigureKind::STABLE)
            .copied()
            .collect();
        for stable in stables {
            let square = view.board.square_tiles(stable.pos);
            let animals: u32 = square
                .iter()
                .filter_map(|&p| view.board.get(p))
                .map(|t| Animal::on(t.def()).count() as u32)
                .sum();
            if animals > 0 {
                ctx.award(vec![stable.player], animals, ScoreKind::Stable, square);
            }
            // Like every figure, it goes home once final scoring is done with it.
            ctx.return_figure(stable);
        }
        for player in 0..view.players() {
            let points = harvest::hand_points(&st.hand(player));
            if points > 0 {
                ctx.award(vec![player], points, ScoreKind::Harvest, Vec::new());
            }
        }
    }

    fn prospects(&self, st: &HillAndDaleState, view: &View, outlook: &Outlook, out: &mut [f64]) {
        prospects::prospects(st, view, outlook, out);
    }

    fn tokens(&self, st: &HillAndDaleState, player: usize, out: &mut Vec<Tokens>) {
        let hand = st.hand(player);
        for kind in Harvest::ALL {
            if hand[kind.index()] > 0 {
                out.push(Tokens {
                    key: kind.name(),
                    count: hand[kind.index()],
                });
            }
        }
    }
}

/// Sets of five different fruits (scarecrows wild) among a player's tokens, as
/// [`Game::tokens`](crate::Game::tokens) lists them: each set scores 5 at the end.
pub fn harvest_sets(tokens: &[Tokens]) -> u32 {
    let mut hand = Hand::default();
    for t in tokens {
        if let Some(kind) = Harvest::from_name(t.key) {
            hand[kind.index()] += t.count;
        }
    }
    harvest::sets(&hand)
}

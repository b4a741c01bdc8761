//! What a player may know of a game, for fair AI: the features on the table with what they
//! are worth now, the tiles nobody has seen, and copies whose hidden deck is dealt afresh.
//!
//! A [`Game`] holds the real deck order, so cloning one and playing on lets anyone see the next
//! tile. A strategy gets an [`Observation`] instead: the same game with the hidden parts of the
//! deck (and the game's own random source) forgotten; [`Observation::determinise`] deals them
//! again at random for a search to play through.

use crate::board::NodeId;
use crate::figures::{Figure, Spot, SpotKind};
use crate::game::Game;
use crate::geometry::Pos;
use crate::rng::Rng;
use crate::score::ScoreKind;
use crate::tiles::{FeatureKind, Marks, TileId};

/// A feature as everybody sees it now.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct FeatureView {
    pub kind: ScoreKind,
    /// The tiles it covers; for a monastery or garden, the placed tiles of its 3x3 square.
    pub tiles: Vec<Pos>,
    /// Open edges (cities, roads) or empty cells of the square (monasteries, gardens).
    pub open: u32,
    pub complete: bool,
    /// It is a 3x3 square around a tile (a monastery, a garden): it closes when the eight
    /// cells around are filled, whoever fills them.
    pub square: bool,
    pub figures: Vec<Figure>,
    /// Who would score it if it were scored now (majority, after tie-breaks).
    pub leaders: Vec<usize>,
    /// What it is worth now: its value as completed if it is, else what it would score at
    /// the end of the game.
    pub value: u32,
    /// What it would score if it were closed with the tiles it has now (an inn's road or a
    /// cathedral's city is worth more closed and nothing open); a field's is its `value`.
    pub completed_value: u32,
    /// Pennants (coats of arms) in a city.
    pub pennants: u32,
    /// The marks printed in its pieces, by name (`inn`, `cathedral`, ...).
    pub marks: Marks,
    /// For a field, the cities it borders, and how many of those are completed (what a farm
    /// is paid for); 0 for any other feature.
    pub cities: u32,
    pub completed_cities: u32,
}

/// What one seat may know of a game: everything but the order of the hidden deck.
#[derive(Clone, Debug, PartialEq)]
pub struct Observation {
    seat: usize,
    game: Game,
}

impl Observation {
    pub fn seat(&self) -> usize {
        self.seat
    }

    /// The game with its hidden deck in a meaningless (sorted) order: everything public can
    /// be read from it, and playing on it reveals nothing true about the deck.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// A game consistent with what this seat knows, its hidden deck dealt from `rng`.
    pub fn determinise(&self, rng: &mut Rng) -> Game {
        let mut game = self.game.clone();
        game.redeal(rng);
        game
    }
}

impl Game {
    /// What `seat` may know of this game.
    pub fn observe(&self, seat: usize) -> Observation {
        let mut game = self.clone();
        game.conceal();
        Observation { seat, game }
    }

    /// The tiles nobody has seen, counted by kind, ready to ask which of them fit a cell.
    pub fn unseen(&self) -> crate::board::Unseen {
        crate::board::Unseen::of(&self.state().deck)
    }

    /// Tiles nobody has seen yet (the draw pile and a quick game's tiles left in the box),
    /// with how many of each, in catalogue order.
    pub fn unseen_tiles(&self) -> Vec<(TileId, usize)> {
        let mut tiles: Vec<TileId> = self.state().deck.unseen().collect();
        tiles.sort_unstable();
        let mut out: Vec<(TileId, usize)> = Vec::new();
        for t in tiles {
            match out.last_mut() {
                Some((last, n)) if *last == t => *n += 1,
                _ => out.push((t, 1)),
            }
        }
        out
    }

    /// Deals every hidden part of the deck again and reseeds the game's own random source,
    /// for a determinised copy.
    pub fn redeal(&mut self, rng: &mut Rng) {
        let state = self.state_mut();
        state.deck.redeal(rng);
        state.rng = Some(Rng::new(rng.next_u64()));
    }

    fn conceal(&mut self) {
        let state = self.state_mut();
        state.deck.conceal();
        state.rng = None;
    }

    /// Every city, road and field on the table, then every monastery (and garden, where the
    /// rules have them), each once.
    pub fn features(&self) -> Vec<FeatureView> {
        let board = self.board();
        let mut roots: Vec<NodeId> = board
            .segments()
            .filter(|&(tile, seg, _)| {
                board.tile_at_index(tile).def().segments[usize::from(seg)].kind
                    != FeatureKind::River
            })
            .map(|(_, _, node)| board.find(node))
            .collect();
        roots.sort_unstable();
        roots.dedup();
        let mut out: Vec<FeatureView> = roots.into_iter().map(|r| self.feature_view(r)).collect();
        for t in board.tiles() {
            let def = t.def();
            if def.monastery {
                out.push(self.square_view(t.pos, Spot::Monastery));
            }
            if def.garden && self.opens(SpotKind::Garden) {
                out.push(self.square_view(t.pos, Spot::Garden));
            }
        }
        out
    }

    /// The feature `spot` of the tile at `pos` belongs to.
    pub fn feature_at(&self, pos: Pos, spot: Spot) -> Option<FeatureView> {
        let (root, figures) = match spot {
            Spot::Segment(s) => {
                let root = self.board().find(self.board().node_at(pos, s)?);
                (Some(root), self.figures_on(root))
            }
            _ => (None, self.square_figures(pos, spot)),
        };
        self.view_holding(pos, spot, root, figures)
    }

    /// The view of the feature `spot` of the tile at `pos` (whose root is `root` for a
    /// segment), holding `figures`; none for a river or a spot that is no feature.
    fn view_holding(
        &self,
        pos: Pos,
        spot: Spot,
        root: Option<NodeId>,
        figures: Vec<Figure>,
    ) -> Option<FeatureView> {
        match (spot, root) {
            (Spot::Segment(_), Some(root)) => (self.board().feature(root).kind
                != FeatureKind::River)
                .then(|| self.feature_view_of(root, figures)),
            (Spot::Monastery | Spot::Garden, _) => {
                self.spot_kind(pos, spot)?;
                Some(self.square_view_of(pos, spot, figures))
            }
            _ => None,
        }
    }

    /// Figures on the monastery or garden of the tile at `pos`.
    fn square_figures(&self, pos: Pos, spot: Spot) -> Vec<Figure> {
        self.figures()
            .filter(|f| f.pos == pos && f.spot == spot)
            .copied()
            .collect()
    }

    /// Every feature a figure stands on, each once, in the order of the first figure on it
    /// (as [`Game::feature_at`] gives them). A search judges this at every position it
    /// reaches: each figure's feature is found once here, where asking `feature_at` figure by
    /// figure looks every figure up again for each feature.
    pub fn claimed_features(&self) -> Vec<FeatureView> {
        let board = self.board();
        let on_board = &self.state().figures.on_board;
        let roots: Vec<Option<NodeId>> = on_board.iter().map(|f| board.figure_root(f)).collect();
        let mut grouped = vec![false; on_board.len()];
        let mut out = Vec::with_capacity(on_board.len());
        for (i, first) in on_board.iter().enumerate() {
            if grouped[i] {
                continue;
            }
            let mut figures = Vec::new();
            for (j, f) in on_board.iter().enumerate().skip(i) {
                let same = match roots[i] {
                    Some(root) => roots[j] == Some(root),
                    None => f.pos == first.pos && f.spot == first.spot,
                };
                if same {
                    grouped[j] = true;
                    figures.push(*f);
                }
            }
            out.extend(self.view_holding(first.pos, first.spot, roots[i], figures));
        }
        out
    }

    fn feature_view(&self, node: NodeId) -> FeatureView {
        self.feature_view_of(self.board().find(node), self.figures_on(node))
    }

    /// The view of the feature whose root is `node`, holding `figures`.
    fn feature_view_of(&self, node: NodeId, figures: Vec<Figure>) -> FeatureView {
        let board = self.board();
        let data = *board.feature(node);
        let kind = match data.kind {
            FeatureKind::City => ScoreKind::City,
            FeatureKind::Road | FeatureKind::River => ScoreKind::Road,
            FeatureKind::Field => ScoreKind::Field,
        };
        // Fields are never complete; roads and cities are when no edge is open.
        let complete = data.kind != FeatureKind::Field && data.open == 0;
        let (cities, completed_cities) = if data.kind == FeatureKind::Field {
            board.cities_bordering(node)
        } else {
            (0, 0)
        };
        let value = self.feature_points(node, complete);
        FeatureView {
            kind,
            tiles: board.feature_positions(node),
            open: data.open,
            complete,
            square: false,
            leaders: self.winners(&figures),
            figures,
            value,
            completed_value: if data.kind == FeatureKind::Field || complete {
                value
            } else {
                self.feature_points(node, true)
            },
            pennants: data.pennants,
            marks: data.marks,
            cities,
            completed_cities,
        }
    }

    fn square_view(&self, pos: Pos, spot: Spot) -> FeatureView {
        self.square_view_of(pos, spot, self.square_figures(pos, spot))
    }

    /// The view of the monastery or garden at `pos`, holding `figures`.
    fn square_view_of(&self, pos: Pos, spot: Spot, figures: Vec<Figure>) -> FeatureView {
        let tiles = self.board().square_tiles(pos);
        let (kind, value, completed_value) = if spot == Spot::Garden {
            (ScoreKind::Garden, tiles.len() as u32, 9)
        } else {
            (
                ScoreKind::Monastery,
                self.monastery_points(pos),
                self.surrounded_monastery_points(pos),
            )
        };
        FeatureView {
            kind,
            open: 9 - tiles.len() as u32,
            complete: tiles.len() == 9,
            square: true,
            leaders: figures.iter().map(|f| f.player).collect(),
            tiles,
            figures,
            value,
            completed_value,
            pennants: 0,
            marks: Marks::default(),
            cities: 0,
            completed_cities: 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Action, GameConfig};

    /// Two games that differ only in the order of the hidden deck.
    fn twins() -> (Game, Game) {
        let a = Game::new(GameConfig::base(3), 5).expect("set-up");
        let mut b = a.clone();
        b.redeal(&mut Rng::new(99));
        assert_ne!(a, b, "the hidden orders differ");
        assert_eq!(
            a.current_tile(),
            b.current_tile(),
            "the tile in hand is public"
        );
        (a, b)
    }

    #[test]
    fn observations_of_games_differing_only_in_hidden_order_are_equal() {
        let (a, b) = twins();
        assert_eq!(a.observe(1), b.observe(1));
        assert_eq!(a.unseen_tiles(), b.unseen_tiles());
        let total: usize = a.unseen_tiles().iter().map(|(_, n)| n).sum();
        assert_eq!(total, a.tiles_left());
        let mut r1 = Rng::new(7);
        let mut r2 = Rng::new(7);
        assert_eq!(
            a.observe(0).determinise(&mut r1),
            b.observe(0).determinise(&mut r2)
        );
    }

    #[test]
    fn an_observation_does_not_reveal_the_next_tile() {
        // Play the tile in hand on the observation and on the real game: the next tile drawn
        // differs for some seed, so the observation's deck is not the real one.
        let mut differs = 0;
        for seed in 0..20 {
            let game = Game::new(GameConfig::base(2), seed).expect("set-up");
            let obs = game.observe(0);
            let mut real = game.clone();
            let mut seen = obs.game().clone();
            for g in [&mut real, &mut seen] {
                let p = g.legal_placements()[0];
                g.apply(Action::Place(p)).expect("place");
                g.apply(Action::Pass).expect("pass");
            }
            if real.current_tile() != seen.current_tile() {
                differs += 1;
            }
        }
        assert!(differs > 10, "only {differs} of 20 next tiles differ");
    }

    #[test]
    fn no_constructor_lets_an_observation_read_the_order() {
        // The same tiles in two orders, dealt by every constructor that takes an order: the
        // seats' views are equal, and playing on a view draws what the real game does not.
        let game = Game::new(GameConfig::base(2), 8).expect("set-up");
        let mut order: Vec<TileId> = Vec::new();
        let mut deck = game.state().deck.clone();
        order.extend(game.current_tile());
        while let Some(t) = deck.draw() {
            order.push(t);
        }
        let mut other = order.clone();
        other[1..].reverse();
        assert_ne!(order, other);
        let start = game.board().tiles()[0];
        type Deal = fn(&[TileId], TileId) -> Game;
        let deals: [Deal; 2] = [
            |order, start| {
                Game::with_deck(
                    GameConfig::base(2),
                    start,
                    crate::Rotation::new(0),
                    order.to_vec(),
                )
                .expect("with_deck")
            },
            |order, _| Game::with_order(GameConfig::base(2), order.to_vec()).expect("with_order"),
        ];
        for deal in deals {
            let a = deal(&order, start.tile);
            let b = deal(&other, start.tile);
            assert_ne!(a, b);
            assert_eq!(a.observe(0), b.observe(0), "a view shows no order");
            let mut seen = a.observe(0).game().clone();
            let mut real = a.clone();
            for g in [&mut real, &mut seen] {
                let p = g.legal_placements()[0];
                g.apply(Action::Place(p)).expect("place");
                g.apply(Action::Pass).expect("pass");
            }
            assert_eq!(real.current_tile(), Some(order[1]));
            assert_ne!(
                seen.current_tile(),
                Some(order[1]),
                "the view draws in its own (sorted) order, not the real one"
            );
        }
    }

    #[test]
    fn a_quick_games_unseen_tiles_include_those_left_in_the_box() {
        let config = GameConfig {
            tile_limit: Some(10),
            ..GameConfig::base(2)
        };
        let game = Game::new(config, 3).expect("set-up");
        let unseen: usize = game.unseen_tiles().iter().map(|(_, n)| n).sum();
        assert_eq!(game.tiles_left(), 9);
        assert_eq!(unseen, 71 - 1, "every land tile but the one in hand");
        let mut copy = game.clone();
        copy.redeal(&mut Rng::new(1));
        assert_eq!(copy.tiles_left(), 9);
        assert_eq!(copy.unseen_tiles(), game.unseen_tiles());
    }

    #[test]
    fn the_feature_view_values_features_as_they_stand() {
        let game = crate::random::random_game(GameConfig::base(2), 12, Some(20)).expect("game");
        let features = game.features();
        assert!(features.iter().any(|f| f.kind == ScoreKind::City));
        for f in &features {
            assert!(!f.tiles.is_empty());
            assert_eq!(f.complete, f.open == 0 && f.kind != ScoreKind::Field);
            if f.figures.is_empty() {
                assert!(f.leaders.is_empty());
            }
            if f.kind == ScoreKind::City && !f.complete {
                assert!(f.value >= f.tiles.len() as u32, "{f:?}");
            }
        }
        let held: usize = features.iter().map(|f| f.figures.len()).sum();
        assert_eq!(
            held,
            game.figures().count(),
            "every figure stands on one feature"
        );
    }

    /// What a judgement reads in one pass is what asking figure by figure finds: every
    /// feature a figure stands on, once each, in the order of its first figure.
    #[test]
    fn claimed_features_are_the_features_under_the_figures_in_every_rule_system() {
        let mut claimed = 0;
        for config in crate::random::every_rule_system() {
            for seed in 0..4u64 {
                for turns in [10, 30, 60] {
                    let game = crate::random::random_game(config.clone(), seed, Some(turns))
                        .expect("game");
                    let mut one_by_one: Vec<FeatureView> = Vec::new();
                    for f in game.figures() {
                        if one_by_one.iter().any(|v| v.figures.contains(f)) {
                            continue;
                        }
                        one_by_one.extend(game.feature_at(f.pos, f.spot));
                    }
                    let views = game.claimed_features();
                    assert_eq!(
                        views, one_by_one,
                        "{config:?} seed {seed} after {turns} turns"
                    );
                    claimed += views.len();
                }
            }
        }
        assert!(
            claimed > 500,
            "random games hold claimed features: {claimed}"
        );
    }
}

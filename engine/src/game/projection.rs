//! What the game would pay if it ended now, read off the position without playing final
//! scoring on a copy: a computer player asks this of every position it judges, and a copy of
//! the whole game (table, feature graph, deck) per question cost more than the judgement.
//!
//! It follows final scoring step by step (unfinished cities and roads, monasteries, then every
//! capability's final scoring, whose requests are weighed instead of carried out), keeping its
//! own list of the figures still standing so nothing scores twice. A property test plays final
//! scoring on copies of random positions of every rule system and checks the two agree.

use crate::board::NodeId;
use crate::capability::{Ctx, Outlook, Request, View};
use crate::figures::{Figure, Spot};
use crate::score::{Breakdown, ScoreKind};
use crate::tiles::FeatureKind;

use super::Game;

/// Points being added up, by player and kind.
struct Tally {
    breakdown: Vec<Breakdown>,
    /// Figures final scoring has not yet sent home.
    standing: Vec<Figure>,
    /// The root of the feature each of `standing` is on, found once: every feature weighed
    /// asks which figures stand on it.
    roots: Vec<Option<NodeId>>,
}

impl Tally {
    fn give(&mut self, players: &[usize], points: u32, kind: ScoreKind) {
        for &p in players {
            if let Some(b) = self.breakdown.get_mut(p) {
                b.add(kind, points);
            }
        }
    }

    fn send_home(&mut self, figure: &Figure) {
        if let Some(i) = self.standing.iter().position(|f| f == figure) {
            self.standing.remove(i);
            self.roots.remove(i);
        }
    }
}

impl Game {
    /// Every player's points by kind if the game ended now: the game as it stands, plus what
    /// final scoring would give (unfinished features, farms, majorities of goods, ...).
    pub fn projected_breakdowns(&self) -> Vec<Breakdown> {
        if self.is_over() {
            return self.state.breakdown.clone();
        }
        let standing = self.state.figures.on_board.clone();
        let mut tally = Tally {
            breakdown: self.state.breakdown.clone(),
            roots: standing.iter().map(|f| self.board.figure_root(f)).collect(),
            standing,
        };
        let view = self.view();
        for kind in [FeatureKind::City, FeatureKind::Road] {
            let score = if kind == FeatureKind::City {
                ScoreKind::City
            } else {
                ScoreKind::Road
            };
            let occupied = self
                .board
                .roots_of_kind(kind, tally.roots.iter().flatten().copied());
            for root in occupied {
                self.weigh_feature(&mut tally, root, score, false);
            }
        }
        let monks: Vec<Figure> = tally
            .standing
            .iter()
            .filter(|f| f.spot == Spot::Monastery)
            .copied()
            .collect();
        for f in monks {
            self.weigh_square(&mut tally, f, ScoreKind::Monastery);
        }
        for &id in &self.caps {
            let mut requests = Vec::new();
            let mut events = Vec::new();
            // Nothing a final scoring hook asks for draws at random; a copy of the source (or
            // none) keeps this game's own untouched all the same.
            let mut rng = self.state.rng.clone();
            let mut ctx = Ctx {
                view,
                rng: &mut rng,
                events: &mut events,
                requests: &mut requests,
                me: id,
            };
            id.hooks().final_scoring(&self.state.caps, &mut ctx);
            for request in requests {
                match request {
                    Request::ScoreSquare { figure, kind } => {
                        self.weigh_square(&mut tally, figure, kind)
                    }
                    Request::ScoreFeature {
                        node,
                        kind,
                        completed,
                    } => self.weigh_feature(&mut tally, node, kind, completed),
                    Request::Award {
                        players,
                        points,
                        kind,
                        ..
                    } => tally.give(&players, points, kind),
                    Request::Return { figure } => tally.send_home(&figure),
                    Request::Move { .. }
                    | Request::Deploy { .. }
                    | Request::Bury
                    | Request::Ask { .. } => {}
                }
            }
        }
        tally.breakdown
    }

    /// What every player's pieces promise beyond [`Game::projected_breakdowns`], in expected
    /// points, as each capability of the rules judges it (crowns still to come, flocks a wolf
    /// may scatter, majorities of goods still open): a judgement for computer players, read
    /// only from what every player sees. All zero in a finished game.
    pub fn prospects(&self) -> Vec<f64> {
        let mut out = vec![0.0; self.players()];
        if self.is_over() {
            return out;
        }
        // Several capabilities ask which tiles are still unseen: count them once, when the
        // first asks (most rule systems promise nothing and never ask).
        let unseen = std::cell::OnceCell::new();
        let view = View {
            counted: Some(&unseen),
            ..self.view()
        };
        let outlook = Outlook {
            tiles_left: self.tiles_left(),
            active: self.active_players().count(),
        };
        for h in self.hooks() {
            h.prospects(&self.state.caps, &view, &outlook, &mut out);
        }
        out
    }

    /// Every player's total if the game ended now.
    pub fn projected_scores(&self) -> Vec<u32> {
        self.projected_breakdowns()
            .iter()
            .map(Breakdown::total)
            .collect()
    }

    /// [`Game::score_feature`] weighed: the majority of the figures still standing on it.
    fn weigh_feature(&self, tally: &mut Tally, node: NodeId, kind: ScoreKind, completed: bool) {
        let root = self.board.find(node);
        let holders: Vec<Figure> = tally
            .standing
            .iter()
            .zip(&tally.roots)
            .filter(|(_, r)| **r == Some(root))
            .map(|(f, _)| *f)
            .collect();
        if holders.is_empty() {
            return;
        }
        let value = self.feature_value(root, completed);
        for w in self.winners(&holders) {
            let (points, _) = self.worth_for(root, w, completed, value);
            tally.give(&[w], points, kind);
        }
        for f in &holders {
            tally.send_home(f);
        }
    }

    /// [`Game::score_square`] weighed.
    fn weigh_square(&self, tally: &mut Tally, figure: Figure, kind: ScoreKind) {
        if !tally.standing.contains(&figure) {
            return;
        }
        let points = if kind == ScoreKind::Monastery {
            self.monastery_points(figure.pos)
        } else {
            self.board.square_count(figure.pos)
        };
        tally.give(&[figure.player], points, kind);
        tally.send_home(&figure);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random::{every_rule_system as configs, random_game};
    use crate::GameConfig;

    /// Final scoring played on a copy, as the projection was computed before it weighed.
    fn played_out(game: &Game) -> Vec<Breakdown> {
        let mut copy = game.clone();
        if !copy.is_over() {
            copy.final_scoring(&mut Vec::new());
        }
        copy.state.breakdown
    }

    #[test]
    fn weighing_final_scoring_agrees_with_playing_it_in_every_rule_system() {
        let mut checked = 0;
        let configs = configs();
        assert!(configs.len() >= 10, "{configs:?}");
        for config in &configs {
            for seed in 0..6u64 {
                for turns in [5, 20, 40, 60] {
                    let game = random_game(config.clone(), seed, Some(turns)).expect("game");
                    assert_eq!(
                        game.projected_breakdowns(),
                        played_out(&game),
                        "{config:?} seed {seed} after {turns} turns"
                    );
                    checked += 1;
                }
            }
        }
        assert_eq!(checked, configs.len() * 6 * 4);
    }

    #[test]
    fn the_projection_counts_what_final_scoring_adds() {
        // A game with figures out in unfinished features projects more than it has scored.
        let game = random_game(GameConfig::base(2), 3, Some(30)).expect("game");
        let now: u32 = game.scores().iter().sum();
        let projected: u32 = game.projected_scores().iter().sum();
        assert!(game.figures().next().is_some());
        assert!(projected > now, "{projected} vs {now}");
    }
}

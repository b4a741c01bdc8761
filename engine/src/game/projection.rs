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
        }
    }
}

impl Game {
    /// Every player's points by kind if the game ended now: the game as it stands, plus what
    /// final scoring would give (unfinished features, farms, majorities of goods, ...).
    pub fn projected_breakdowns(&self) -> Vec<Breakdown> {
        let mut tally = Tally {
            breakdown: self.state.breakdown.clone(),
            standing: self.state.figures.on_board.clone(),
        };
        if self.is_over() {
            return tally.breakdown;
        }
        let view = self.view();
        for kind in [FeatureKind::City, FeatureKind::Road] {
            let score = if kind == FeatureKind::City {
                ScoreKind::City
            } else {
                ScoreKind::Road
            };
            for root in view.occupied(kind) {
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
        // Several capabilities ask which tiles are still unseen: count them once.
        let unseen = crate::board::Unseen::of(&self.state.deck);
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
            .filter(|f| self.board.figure_root(f) == Some(root))
            .copied()
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
    use crate::random::random_game;
    use crate::{Expansion, GameConfig, GameKind};

    /// Final scoring played on a copy, as the projection was computed before it weighed.
    fn played_out(game: &Game) -> Vec<Breakdown> {
        let mut copy = game.clone();
        if !copy.is_over() {
            copy.final_scoring(&mut Vec::new());
        }
        copy.state.breakdown
    }

    /// Every game alone, each with every offered expansion it takes one at a time, and with
    /// all of them together (named by the registry, so a new rule system is checked too).
    fn configs() -> Vec<GameConfig> {
        let mut out = Vec::new();
        for (i, &game) in GameKind::all().iter().enumerate() {
            let players = 2 + i % 3;
            let alone = GameConfig {
                game,
                ..GameConfig::with_rules(players, [])
            };
            let mut together = alone.clone();
            for e in Expansion::offered() {
                let mut one = alone.clone();
                one.rules.insert(e);
                if one.validate().is_ok() {
                    out.push(one);
                    let mut more = together.clone();
                    more.rules.insert(e);
                    if more.validate().is_ok() {
                        together = more;
                    }
                }
            }
            if alone.validate().is_ok() {
                out.push(alone);
            }
            out.push(together);
        }
        out
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

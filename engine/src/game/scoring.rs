//! Scoring: what a feature is worth (base value, then every capability's adjustment), who has
//! the majority (then every capability's tie-break), awarding, and returning figures.

use crate::action::Event;
use crate::board::NodeId;
use crate::capability::Value;
use crate::config::MAX_PLAYERS;
use crate::figures::{Figure, Spot};
use crate::score::ScoreKind;
use crate::tiles::FeatureKind;
use crate::variants;

use super::Game;

/// The base game's values (2nd edition: a completed city scores 2 per tile and per pennant
/// whatever its size, so a two-tile city is worth 4; an unfinished one 1 per tile and pennant).
fn base_value(kind: FeatureKind, completed: bool) -> Value {
    match kind {
        FeatureKind::City if completed => Value {
            per_tile: 2,
            per_pennant: 2,
            ..Value::default()
        },
        FeatureKind::City => Value {
            per_tile: 1,
            per_pennant: 1,
            ..Value::default()
        },
        FeatureKind::Road => Value {
            per_tile: 1,
            ..Value::default()
        },
        FeatureKind::Field | FeatureKind::River => Value::default(),
    }
}

impl Game {
    /// What the feature containing `node` is worth now.
    pub(crate) fn feature_points(&self, node: NodeId, completed: bool) -> u32 {
        self.feature_worth(node, completed).0
    }

    /// What the feature containing `node` is worth now, and why, if a rule changed it.
    pub(crate) fn feature_worth(
        &self,
        node: NodeId,
        completed: bool,
    ) -> (u32, Option<&'static str>) {
        let root = self.board.find(node);
        self.points_of(root, self.feature_value(root, completed))
    }

    /// The value of the feature at `root` before any player's own adjustment.
    pub(super) fn feature_value(&self, root: NodeId, completed: bool) -> Value {
        let data = self.board.feature(root);
        let mut value = base_value(data.kind, completed);
        // The 1st edition's two-tile city (a variant; the 2nd edition scores it like any city).
        if data.kind == FeatureKind::City
            && completed
            && self.state.config.variant(variants::TINY_CITY) == "2"
            && self.board.feature_tile_count(root) == 2
        {
            value.per_tile = 1;
            value.per_pennant = 1;
        }
        let view = self.view();
        for h in self.hooks() {
            h.feature_value(&self.state.caps, &view, data, completed, &mut value);
        }
        value
    }

    /// What the feature at `root` is worth for `player` (a pig in their farm, say).
    pub(super) fn worth_for(
        &self,
        root: NodeId,
        player: usize,
        completed: bool,
        mut value: Value,
    ) -> (u32, Option<&'static str>) {
        let view = self.view();
        for h in self.hooks() {
            h.player_value(&self.state.caps, &view, root, player, completed, &mut value);
        }
        self.points_of(root, value)
    }

    fn points_of(&self, root: NodeId, value: Value) -> (u32, Option<&'static str>) {
        let data = self.board.feature(root);
        let mut points = value.bonus + value.per_pennant * data.pennants;
        if value.per_tile > 0 {
            points += value.per_tile * self.board.feature_tile_count(root);
        }
        let mut note = value.note;
        if value.per_city > 0 {
            let cities = self.board.completed_cities_bordering(root);
            points += value.per_city * cities;
            if cities == 0 {
                // Why it is worth nothing outweighs what would have raised its worth (the pig).
                note = Some("note-no-completed-city");
            }
        }
        (points, note)
    }

    /// What a monastery at `pos` is worth now: one point per tile of its square, adjusted by
    /// the capabilities.
    pub(crate) fn monastery_points(&self, pos: crate::geometry::Pos) -> u32 {
        let mut points = self.board.square_count(pos);
        let completed = points == 9;
        let view = self.view();
        for h in self.hooks() {
            h.monastery_value(&self.state.caps, &view, pos, completed, &mut points);
        }
        points
    }

    /// What a monastery at `pos` would be worth once surrounded, with what lies round it now
    /// (vineyards, say).
    pub(crate) fn surrounded_monastery_points(&self, pos: crate::geometry::Pos) -> u32 {
        let mut points = 9;
        let view = self.view();
        for h in self.hooks() {
            h.monastery_value(&self.state.caps, &view, pos, true, &mut points);
        }
        points
    }

    /// Seats with the greatest strength among `holders`, after the capabilities' tie-breaks.
    pub(crate) fn winners(&self, holders: &[Figure]) -> Vec<usize> {
        // On the stack: asked of every feature each time a search judges a position.
        let mut strength = [0u32; MAX_PLAYERS];
        let strength = &mut strength[..self.players().min(MAX_PLAYERS)];
        for f in holders {
            if let Some(s) = strength.get_mut(f.player) {
                *s += f.kind.strength();
            }
        }
        let best = strength.iter().copied().max().unwrap_or(0);
        if best == 0 {
            return Vec::new();
        }
        let mut winners: Vec<usize> = (0..strength.len())
            .filter(|&p| strength[p] == best)
            .collect();
        if winners.len() > 1 {
            let view = self.view();
            for h in self.hooks() {
                h.tie_break(&self.state.caps, &view, holders, &mut winners);
            }
        }
        winners
    }

    fn award(&mut self, winners: &[usize], points: u32, kind: ScoreKind) {
        for &w in winners {
            self.state.scores[w] = self.state.scores[w].saturating_add(points);
            self.state.breakdown[w].add(kind, points);
        }
    }

    /// Figures standing on the feature containing `node`.
    pub(crate) fn figures_on(&self, node: NodeId) -> Vec<Figure> {
        let root = self.board.find(node);
        self.state
            .figures
            .on_board
            .iter()
            .filter(|f| self.board.figure_root(f) == Some(root))
            .copied()
            .collect()
    }

    /// Scores the feature containing `node` for its majority and returns its figures.
    pub(super) fn score_feature(
        &mut self,
        node: NodeId,
        kind: ScoreKind,
        completed: bool,
        events: &mut Vec<Event>,
    ) {
        let holders = self.figures_on(node);
        if holders.is_empty() {
            return;
        }
        let root = self.board.find(node);
        let value = self.feature_value(root, completed);
        let winners = self.winners(&holders);
        // Winners whose worth differs (a pig) score as a group of their own.
        let mut groups: Vec<(u32, Option<&'static str>, Vec<usize>)> = Vec::new();
        for &w in &winners {
            let (points, note) = self.worth_for(root, w, completed, value);
            match groups.iter_mut().find(|g| g.0 == points) {
                Some(g) => g.2.push(w),
                None => groups.push((points, note, vec![w])),
            }
        }
        for (points, note, group) in groups {
            self.award(&group, points, kind);
            events.push(Event::Scored {
                kind,
                completed,
                tiles: self.board.feature_positions(node),
                points,
                winners: group,
                note,
            });
        }
        for f in holders.into_iter().rev() {
            self.return_figure(f, events);
        }
    }

    /// Scores the 3x3 square of a monastery or garden for the figure standing on it, and
    /// returns the figure.
    pub(super) fn score_square(
        &mut self,
        figure: Figure,
        kind: ScoreKind,
        events: &mut Vec<Event>,
    ) {
        if !self.state.figures.on_board.contains(&figure) {
            return;
        }
        let square = self.board.square_count(figure.pos);
        let points = if kind == ScoreKind::Monastery {
            self.monastery_points(figure.pos)
        } else {
            square
        };
        self.award(&[figure.player], points, kind);
        events.push(Event::Scored {
            kind,
            completed: square == 9,
            tiles: self.board.square_tiles(figure.pos),
            points,
            winners: vec![figure.player],
            note: None,
        });
        self.return_figure(figure, events);
    }

    /// Moves a figure to another spot of the same feature; its claim goes with it, so the
    /// feature's claim count is unchanged.
    pub(super) fn move_figure(
        &mut self,
        figure: Figure,
        to: crate::geometry::Pos,
        spot: Spot,
        events: &mut Vec<Event>,
    ) {
        let Some(f) = self
            .state
            .figures
            .on_board
            .iter_mut()
            .find(|f| **f == figure)
        else {
            return;
        };
        f.pos = to;
        f.spot = spot;
        events.push(Event::FigureMoved {
            player: figure.player,
            figure: figure.kind,
            pos: figure.pos,
            spot: figure.spot,
            to,
            to_spot: spot,
        });
    }

    /// Puts a figure back in its owner's supply, then lets the capabilities react.
    pub(super) fn return_figure(&mut self, figure: Figure, events: &mut Vec<Event>) {
        let Some(i) = self
            .state
            .figures
            .on_board
            .iter()
            .position(|f| *f == figure)
        else {
            return;
        };
        self.state.figures.on_board.remove(i);
        if let Some(supply) = self.state.figures.supply.get_mut(figure.player) {
            supply.give(figure.kind);
        }
        if let (Spot::Segment(s), true) = (figure.spot, figure.kind.def().claims) {
            if let Some(n) = self.board.node_at(figure.pos, s) {
                self.board.add_claims(n, -1);
            }
        }
        events.push(Event::FigureReturned {
            player: figure.player,
            figure: figure.kind,
            pos: figure.pos,
            spot: figure.spot,
        });
        self.run_hooks(events, |h, s, ctx| h.figure_returned(s, ctx, figure));
    }
}

//! How likely an open city, road, monastery or garden is to be closed before the game ends.
//!
//! Three judgements, one per level: a coin flip (Easy), the number of open edges against the
//! turns left (Medium), and the same corrected by how many of the tiles nobody has seen yet
//! could fill each gap at all (Hard): a city whose last gap no unseen tile fits is dead.
//! A square's gap beside no tile yet is not asked about: any tile may come to lie there once
//! its neighbours are down (`hard-v1` counted it as a gap no tile fits, which judged almost
//! every new monastery dead and left its monks in hand).

use carcassonne_engine::{FeatureView, Game, Pos, ScoreKind, Side, Unseen};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Completion {
    Flat,
    OpenEdges,
    Fits,
    /// [`Completion::Fits`] as `hard-v1` judged it, frozen: a square's gap beside no tile
    /// yet fits no tile.
    FitsV1,
}

/// Answers for one position; remembers which gaps unseen tiles fit, since features share them.
pub(crate) struct FitCache {
    kind: Completion,
    unseen: Option<Unseen>,
    cells: Vec<(Pos, f64)>,
}

impl FitCache {
    /// The unseen tiles are counted at the first gap asked about, not before: many positions
    /// a search judges have no open feature that needs them.
    pub fn new(kind: Completion) -> FitCache {
        FitCache {
            kind,
            unseen: None,
            cells: Vec::new(),
        }
    }

    /// Chance that `view` (open, not a field) closes before the end.
    pub fn completion(
        &mut self,
        game: &Game,
        view: &FeatureView,
        at: Pos,
        tiles_left: f64,
        players: f64,
    ) -> f64 {
        let (gaps, per_gap) = match view.kind {
            ScoreKind::City => (view.open.div_ceil(3).max(1), 0.72),
            ScoreKind::Road => (view.open.max(1), 0.8),
            // Anyone's tiles fill a monastery's square, and each gap is easy to fill.
            _ => (view.open.max(1), 0.93),
        };
        let gaps_f = f64::from(gaps);
        let base = match self.kind {
            Completion::Flat => return if tiles_left > 0.0 { 0.5 } else { 0.0 },
            _ => per_gap_chance(per_gap, gaps),
        };
        // Each gap takes about one of the owner's turns (monastery gaps fill by anyone's).
        let turns_needed = if view.square {
            gaps_f * 0.6
        } else {
            gaps_f * 1.3
        };
        let my_turns = tiles_left / players;
        let time = (my_turns / turns_needed).min(1.0);
        let mut p = base * time;
        if matches!(self.kind, Completion::Fits | Completion::FitsV1) && p > 0.0 {
            p *= self.fit_factor(game, view, at);
        }
        p
    }

    /// Product over the feature's gaps of how easily unseen tiles fill each (1 when a quarter
    /// or more of them fit).
    fn fit_factor(&mut self, game: &Game, view: &FeatureView, at: Pos) -> f64 {
        let mut factor = 1.0;
        for cell in gaps(game, view, at) {
            // A cell beside no tile yet will take almost any tile once its neighbours are down.
            if self.kind == Completion::Fits && !game.board().on_frontier(cell) {
                continue;
            }
            let f = self.fraction_fitting(game, cell);
            factor *= (f * 4.0).min(1.0);
            if factor == 0.0 {
                break;
            }
        }
        factor
    }

    fn fraction_fitting(&mut self, game: &Game, cell: Pos) -> f64 {
        if let Some(&(_, f)) = self.cells.iter().find(|(p, _)| *p == cell) {
            return f;
        }
        let f = self
            .unseen
            .get_or_insert_with(|| game.unseen())
            .share_fitting(game.board(), cell);
        self.cells.push((cell, f));
        f
    }
}

fn per_gap_chance(per_gap: f64, gaps: u32) -> f64 {
    per_gap.powi(gaps.saturating_sub(1).min(12) as i32)
}

/// Empty cells the feature must still fill: beside its tiles across an edge of its kind
/// (cities, roads), or in the 3x3 square round `at` (monasteries, gardens).
fn gaps(game: &Game, view: &FeatureView, at: Pos) -> Vec<Pos> {
    let board = game.board();
    let mut out: Vec<Pos> = Vec::new();
    match view.kind {
        _ if view.square => {
            out.extend(at.ring().filter(|p| !board.is_occupied(*p)));
        }
        _ => {
            let edge = if view.kind == ScoreKind::City {
                carcassonne_engine::tiles::EdgeKind::City
            } else {
                carcassonne_engine::tiles::EdgeKind::Road
            };
            for &pos in &view.tiles {
                let Some(tile) = board.get(pos) else {
                    continue;
                };
                for side in Side::ALL {
                    let next = pos.step(side);
                    if tile.edge(side) == edge && !board.is_occupied(next) && !out.contains(&next) {
                        out.push(next);
                    }
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::tiles::by_name;
    use carcassonne_engine::{
        Action, FigureKind, Game, GameConfig, Placement, Pos, Rotation, ScoreKind,
    };

    use super::{Completion, FitCache};

    fn tile(name: &str) -> carcassonne_engine::tiles::TileId {
        by_name(name).unwrap_or_else(|| panic!("no tile {name}"))
    }

    /// A monastery laid just south of the start tile, its monk deployed: three cells of its
    /// square (two corners and the row below) lie beside no tile yet.
    fn fresh_monastery() -> Game {
        let deck = [
            "B", "E", "U", "V", "K", "J", "L", "W", "X", "A", "C", "F", "G", "H",
        ]
        .iter()
        .map(|n| tile(n))
        .collect();
        let mut game = Game::with_deck(GameConfig::base(2), tile("D"), Rotation::new(0), deck)
            .expect("set-up");
        game.apply(Action::Place(Placement {
            pos: Pos::new(0, 1),
            rotation: Rotation::new(0),
        }))
        .expect("the monastery fits below the start");
        let monk = game
            .deploy_spots()
            .into_iter()
            .find(|&spot| {
                let mut g = game.clone();
                g.apply(Action::Deploy {
                    spot,
                    figure: FigureKind::FOLLOWER,
                })
                .is_ok()
                    && g.claimed_features().iter().any(|v| v.square)
            })
            .expect("a monk's spot");
        game.apply(Action::Deploy {
            spot: monk,
            figure: FigureKind::FOLLOWER,
        })
        .expect("monk");
        game
    }

    fn chance(game: &Game, kind: Completion) -> f64 {
        let view = game
            .claimed_features()
            .into_iter()
            .find(|v| v.kind == ScoreKind::Monastery)
            .expect("the monastery is claimed");
        let tiles_left = game.tiles_left() as f64;
        FitCache::new(kind).completion(game, &view, Pos::new(0, 1), tiles_left, 2.0)
    }

    /// A cell beside no tile is no dead gap: every tile may come to lie there once its
    /// neighbours are down. Counted as one no tile fits, the monastery looks hopeless, which
    /// is how `hard-v1` judged it (kept so, frozen).
    #[test]
    fn a_new_monasterys_far_cells_do_not_make_it_hopeless() {
        let game = fresh_monastery();
        let edges = chance(&game, Completion::OpenEdges);
        let fits = chance(&game, Completion::Fits);
        assert!(edges > 0.3, "open edges judge {edges}");
        assert!(
            fits > 0.5 * edges && fits <= edges + 1e-12,
            "fits {fits} against open edges {edges}"
        );
        assert_eq!(chance(&game, Completion::FitsV1), 0.0);
    }
}

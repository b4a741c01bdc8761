//! What `simulate` reports besides speed: how the scores spread, how long completed features
//! grow, how often a tile fits nowhere, and where the points come from. Used to check that a
//! tile catalogue plays well (the designed Over Hill and Dale shapes especially).

use carcassonne_engine::{Event, Game, ScoreKind, Words};

/// Figures gathered over many games.
#[derive(Default)]
pub struct Stats {
    /// Every player's final score.
    scores: Vec<u32>,
    /// Tiles of each completed city-like feature (crop fields) and road-like feature (paths).
    completed_cities: Vec<u32>,
    completed_roads: Vec<u32>,
    /// Discards per game.
    discards: Vec<u32>,
    /// Points per score kind, summed over every player of every game.
    by_kind: Vec<(ScoreKind, u64)>,
    discards_now: u32,
    games: u64,
    players: u64,
}

/// Percentile `p` (0-100) of sorted `values`.
fn percentile(sorted: &[u32], p: usize) -> u32 {
    if sorted.is_empty() {
        return 0;
    }
    sorted[(sorted.len() - 1) * p / 100]
}

/// "min 3  p10 8  median 20  p90 41  max 77" of `values`.
fn spread(values: &[u32]) -> String {
    let mut v = values.to_vec();
    v.sort_unstable();
    let mean = if v.is_empty() {
        0.0
    } else {
        v.iter().map(|&x| f64::from(x)).sum::<f64>() / v.len() as f64
    };
    format!(
        "n {}  mean {mean:.2}  min {}  p10 {}  median {}  p90 {}  max {}",
        v.len(),
        percentile(&v, 0),
        percentile(&v, 10),
        percentile(&v, 50),
        percentile(&v, 90),
        percentile(&v, 100)
    )
}

impl Stats {
    /// Takes in what one action caused.
    pub fn events(&mut self, events: &[Event]) {
        for e in events {
            match e {
                Event::Scored {
                    kind: ScoreKind::City,
                    completed: true,
                    tiles,
                    ..
                } => self.completed_cities.push(tiles.len() as u32),
                Event::Scored {
                    kind: ScoreKind::Road,
                    completed: true,
                    tiles,
                    ..
                } => self.completed_roads.push(tiles.len() as u32),
                Event::TileDiscarded { .. } => self.discards_now += 1,
                _ => {}
            }
        }
    }

    /// Takes in a finished game.
    pub fn game_over(&mut self, game: &Game) {
        self.games += 1;
        self.players += game.players() as u64;
        self.scores.extend_from_slice(game.scores());
        self.discards.push(std::mem::take(&mut self.discards_now));
        for p in 0..game.players() {
            for (kind, points) in game.breakdown(p).iter() {
                match self.by_kind.iter_mut().find(|(k, _)| *k == kind) {
                    Some(slot) => slot.1 += u64::from(points),
                    None => self.by_kind.push((kind, u64::from(points))),
                }
            }
        }
    }

    /// Adds what another run gathered. Every figure the report prints is a sum or is read
    /// from sorted values, so the report does not depend on how games were split between
    /// runs or in which order they are merged.
    pub fn merge(&mut self, other: Stats) {
        self.scores.extend(other.scores);
        self.completed_cities.extend(other.completed_cities);
        self.completed_roads.extend(other.completed_roads);
        self.discards.extend(other.discards);
        for (kind, points) in other.by_kind {
            match self.by_kind.iter_mut().find(|(k, _)| *k == kind) {
                Some(slot) => slot.1 += points,
                None => self.by_kind.push((kind, points)),
            }
        }
        self.discards_now += other.discards_now;
        self.games += other.games;
        self.players += other.players;
    }

    /// The report, in the game's words.
    pub fn report(&self, words: &Words) -> Vec<String> {
        let players = self.players.max(1) as f64;
        let mut kinds = self.by_kind.clone();
        kinds.sort_by_key(|(k, _)| *k);
        let kinds: Vec<String> = kinds
            .iter()
            .map(|(k, p)| format!("{} {:.1}", words.score_plural(*k), *p as f64 / players))
            .collect();
        let with_discard = self.discards.iter().filter(|&&d| d > 0).count();
        vec![
            format!("final scores: {}", spread(&self.scores)),
            format!(
                "{} scored on completion (tiles): {}",
                words.road.many,
                spread(&self.completed_roads)
            ),
            format!(
                "{} scored on completion (tiles): {}",
                words.city.many,
                spread(&self.completed_cities)
            ),
            format!(
                "discards per game: {}  (games with a discard: {with_discard} of {})",
                spread(&self.discards),
                self.games
            ),
            format!("mean points per player by kind: {}", kinds.join(", ")),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use carcassonne_engine::random::random_game_with;
    use carcassonne_engine::{parse_expansions, GameConfig};

    #[test]
    fn percentiles_pick_from_the_sorted_values() {
        let v: Vec<u32> = (1..=11).collect();
        assert_eq!(percentile(&v, 0), 1);
        assert_eq!(percentile(&v, 50), 6);
        assert_eq!(percentile(&v, 100), 11);
        assert_eq!(percentile(&[], 50), 0);
        assert!(spread(&[2, 4]).starts_with("n 2  mean 3.00  min 2"));
    }

    /// Gathers the games of `seeds` into one `Stats`, as one simulation thread does.
    fn gathered(config: &GameConfig, seeds: std::ops::Range<u64>) -> Stats {
        let mut stats = Stats::default();
        for seed in seeds {
            let game = random_game_with(config.clone(), seed, None, |e| stats.events(e))
                .expect("a random game");
            stats.game_over(&game);
        }
        stats
    }

    #[test]
    fn merged_runs_report_what_one_run_of_all_their_games_reports() {
        // River and Inns give discards, pennants and long features: every line has values.
        let config = GameConfig::with_rules(
            3,
            parse_expansions("farmers,river1,inns,traders").expect("rules"),
        );
        let words = config.game.words();
        let whole = gathered(&config, 1..7).report(words);
        let mut forward = gathered(&config, 1..3);
        forward.merge(gathered(&config, 3..7));
        let mut backward = gathered(&config, 5..7);
        backward.merge(gathered(&config, 1..5));
        assert_eq!(forward.report(words), whole);
        assert_eq!(backward.report(words), whole);
        // A part alone reports something else, so the comparison can tell runs apart.
        assert_ne!(gathered(&config, 1..3).report(words), whole);
    }
}

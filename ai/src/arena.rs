//! Strategies play each other over many seeded games, for strength and speed tables.
//!
//! Entries are the positions of the seat list ("hard,medium" has two, and so does
//! "medium,medium"); each is an [`Entry`]: a level, the frozen `hard-v1` or random play. Seats rotate every game: in game `i`, seat `j` is played by entry
//! `(j + i) % n`, so every entry starts as often as the others; game `i` deals its deck from
//! `seed + i`. Games are spread over threads; each decision is timed.

use std::fmt;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use carcassonne_engine::{Action, Breakdown, Game, GameConfig, MoveError, ScoreKind, SetupError};

pub use crate::entry::Entry;
use crate::stats::{mean, percentile, wilson};
use crate::{AiError, Budget, Strategy};

#[derive(Clone, Debug, PartialEq)]
pub struct ArenaConfig {
    /// One entry per seat position; the game has exactly this many players.
    pub seats: Vec<Entry>,
    pub games: usize,
    /// Rules; `players` must equal `seats.len()`.
    pub config: GameConfig,
    pub seed: u64,
    /// For every seat; an empty budget means each level's default.
    pub budget: Budget,
    /// Games played at once (at least 1).
    pub threads: usize,
}

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ArenaError {
    #[error("an arena needs at least two seats, got {0}")]
    TooFewSeats(usize),
    #[error("the rules are for {players} players but {seats} seats are listed")]
    PlayerCount { players: usize, seats: usize },
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("game {game}: {error}")]
    Ai { game: usize, error: AiError },
    #[error("game {game}: {strategy} chose {action:?}, which the engine refused: {error}")]
    Illegal {
        game: usize,
        strategy: String,
        action: Action,
        error: Box<MoveError>,
    },
    #[error("game {game} did not end after {actions} actions")]
    Endless { game: usize, actions: usize },
}

/// How one entry fared.
#[derive(Clone, Debug, PartialEq)]
pub struct StrategyReport {
    /// The entry's key, with `#k` when the entry holds several positions ("medium#2").
    pub name: String,
    pub entry: Entry,
    pub games: usize,
    /// Games won; a tie for first shares the win (two tied winners get 0.5 each).
    pub wins: f64,
    pub win_rate: f64,
    /// 95% Wilson interval of the win rate.
    pub win_rate_ci: (f64, f64),
    pub mean_score: f64,
    /// Mean points a game per kind, in score-sheet order: every kind the rules award and any
    /// other that scored; they add up to `mean_score`.
    pub points_by_kind: Vec<(ScoreKind, f64)>,
    pub decisions: usize,
    pub mean_decision_ms: f64,
    pub p95_decision_ms: f64,
    pub max_decision_ms: f64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ArenaReport {
    pub games: usize,
    pub strategies: Vec<StrategyReport>,
}

/// One finished game, per entry.
struct Played {
    scores: Vec<u32>,
    breakdowns: Vec<Breakdown>,
    /// The kinds of points the game could award.
    kinds: Vec<ScoreKind>,
    wins: Vec<f64>,
    times: Vec<Vec<f64>>,
}

/// Plays the arena.
pub fn run(config: &ArenaConfig) -> Result<ArenaReport, ArenaError> {
    run_with(config, |_, entry, seed| entry.build(seed))
}

/// Plays the arena with strategies made by `make` (entry position, its entry, seed): for tuning
/// variants of a level against each other.
#[doc(hidden)]
pub fn run_with(
    config: &ArenaConfig,
    make: impl Fn(usize, Entry, u64) -> Box<dyn Strategy> + Sync,
) -> Result<ArenaReport, ArenaError> {
    let n = config.seats.len();
    if n < 2 {
        return Err(ArenaError::TooFewSeats(n));
    }
    if config.config.players != n {
        return Err(ArenaError::PlayerCount {
            players: config.config.players,
            seats: n,
        });
    }
    config.config.validate()?;
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Result<Played, ArenaError>>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..config.threads.max(1).min(config.games.max(1)) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= config.games {
                    break;
                }
                let played = play(config, i, &make);
                let failed = played.is_err();
                if let Ok(mut r) = results.lock() {
                    r.push(played);
                }
                if failed {
                    // Stop handing out games: the report would be wrong anyway.
                    next.store(config.games, Ordering::Relaxed);
                }
            });
        }
    });
    let results = results.into_inner().unwrap_or_else(|e| e.into_inner());
    let mut played = Vec::with_capacity(results.len());
    for r in results {
        played.push(r?);
    }
    Ok(report(config, &played))
}

fn play(
    config: &ArenaConfig,
    i: usize,
    make: &(impl Fn(usize, Entry, u64) -> Box<dyn Strategy> + Sync),
) -> Result<Played, ArenaError> {
    let n = config.seats.len();
    let mut game = Game::new(config.config.clone(), config.seed.wrapping_add(i as u64))?;
    // Seat j is played by entry (j + i) % n.
    let entry_of = |seat: usize| (seat + i) % n;
    let mut players: Vec<Box<dyn Strategy>> = (0..n)
        .map(|seat| {
            let entry = entry_of(seat);
            let seed = config
                .seed
                .wrapping_mul(0x2545_f491_4f6c_dd1d)
                .wrapping_add((i * n + entry) as u64);
            make(entry, config.seats[entry], seed)
        })
        .collect();
    let mut times: Vec<Vec<f64>> = vec![Vec::new(); n];
    let mut actions = 0usize;
    while !game.is_over() {
        actions += 1;
        if actions > 20_000 {
            return Err(ArenaError::Endless { game: i, actions });
        }
        let seat = game.deciding_player();
        let obs = game.observe(seat);
        let start = Instant::now();
        let decision = players[seat]
            .decide(&obs, config.budget)
            .map_err(|error| ArenaError::Ai { game: i, error })?;
        times[entry_of(seat)].push(start.elapsed().as_secs_f64() * 1000.0);
        game.apply(decision.action)
            .map_err(|error| ArenaError::Illegal {
                game: i,
                strategy: players[seat].name(),
                action: decision.action,
                error: Box::new(error),
            })?;
    }
    let scores = game.scores();
    let top = scores.iter().copied().max().unwrap_or(0);
    let tied = scores.iter().filter(|&&s| s == top).count().max(1) as f64;
    let mut by_entry_scores = vec![0; n];
    let mut breakdowns = vec![Breakdown::default(); n];
    let mut wins = vec![0.0; n];
    for (seat, &s) in scores.iter().enumerate() {
        by_entry_scores[entry_of(seat)] = s;
        breakdowns[entry_of(seat)] = game.breakdown(seat);
        if s == top {
            wins[entry_of(seat)] = 1.0 / tied;
        }
    }
    Ok(Played {
        scores: by_entry_scores,
        breakdowns,
        kinds: game.score_kinds(),
        wins,
        times,
    })
}

fn names(seats: &[Entry]) -> Vec<String> {
    seats
        .iter()
        .enumerate()
        .map(|(i, entry)| {
            let same = seats.iter().filter(|e| *e == entry).count();
            if same > 1 {
                let k = seats[..=i].iter().filter(|e| *e == entry).count();
                format!("{}#{k}", entry.key())
            } else {
                entry.key().to_string()
            }
        })
        .collect()
}

/// The kinds a report lists: those the rules award, and any other that scored (so that the
/// columns always add up to the score), in score-sheet order.
fn report_kinds(played: &[Played]) -> Vec<ScoreKind> {
    let mut kinds: Vec<ScoreKind> = Vec::new();
    for p in played {
        let scored = p.breakdowns.iter().flat_map(|b| b.iter().map(|(k, _)| k));
        for k in p.kinds.iter().copied().chain(scored) {
            if !kinds.contains(&k) {
                kinds.push(k);
            }
        }
    }
    kinds.sort();
    kinds
}

fn report(config: &ArenaConfig, played: &[Played]) -> ArenaReport {
    let games = played.len();
    let kinds = report_kinds(played);
    let strategies = names(&config.seats)
        .into_iter()
        .enumerate()
        .map(|(e, name)| {
            let wins: f64 = played.iter().map(|p| p.wins[e]).sum();
            let scores: Vec<f64> = played.iter().map(|p| f64::from(p.scores[e])).collect();
            let times: Vec<f64> = played
                .iter()
                .flat_map(|p| p.times[e].iter().copied())
                .collect();
            StrategyReport {
                name,
                entry: config.seats[e],
                games,
                wins,
                win_rate: if games == 0 { 0.0 } else { wins / games as f64 },
                win_rate_ci: wilson(wins, games),
                mean_score: mean(&scores),
                points_by_kind: kinds
                    .iter()
                    .map(|&k| {
                        let points: Vec<f64> = played
                            .iter()
                            .map(|p| f64::from(p.breakdowns[e].get(k)))
                            .collect();
                        (k, mean(&points))
                    })
                    .collect(),
                decisions: times.len(),
                mean_decision_ms: mean(&times),
                p95_decision_ms: percentile(&times, 0.95),
                max_decision_ms: times.iter().copied().fold(0.0, f64::max),
            }
        })
        .collect();
    ArenaReport { games, strategies }
}

impl ArenaReport {
    /// `{"strategies":[{"name","games","wins","win_rate","mean_score","p95_decision_ms",
    /// "win_rate_ci":[low,high],"decisions","mean_decision_ms","max_decision_ms",
    /// "points_by_kind":{"city":..,"crown":..}}]}`, keys in that order (the kinds in score-sheet
    /// order, by their engine names).
    pub fn to_json(&self) -> String {
        /// Kind names to mean points, keeping the report's order (a JSON map would sort them).
        struct Kinds<'a>(&'a [(ScoreKind, f64)]);
        impl serde::Serialize for Kinds<'_> {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_map(self.0.iter().map(|(k, p)| (k.name(), p)))
            }
        }
        #[derive(serde::Serialize)]
        struct Entry<'a> {
            name: &'a str,
            games: usize,
            wins: f64,
            win_rate: f64,
            mean_score: f64,
            p95_decision_ms: f64,
            win_rate_ci: [f64; 2],
            decisions: usize,
            mean_decision_ms: f64,
            max_decision_ms: f64,
            points_by_kind: Kinds<'a>,
        }
        #[derive(serde::Serialize)]
        struct Report<'a> {
            strategies: Vec<Entry<'a>>,
        }
        let report = Report {
            strategies: self
                .strategies
                .iter()
                .map(|s| Entry {
                    name: &s.name,
                    games: s.games,
                    wins: s.wins,
                    win_rate: s.win_rate,
                    mean_score: s.mean_score,
                    p95_decision_ms: s.p95_decision_ms,
                    win_rate_ci: [s.win_rate_ci.0, s.win_rate_ci.1],
                    decisions: s.decisions,
                    mean_decision_ms: s.mean_decision_ms,
                    max_decision_ms: s.max_decision_ms,
                    points_by_kind: Kinds(&s.points_by_kind),
                })
                .collect(),
        };
        // Plain numbers and strings always serialise.
        serde_json::to_string(&report).unwrap_or_default()
    }
}

impl fmt::Display for ArenaReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{:<10} {:>6} {:>7} {:>8} {:>17} {:>10} {:>9} {:>9} {:>9}",
            "strategy",
            "games",
            "wins",
            "win rate",
            "95% CI",
            "mean score",
            "mean ms",
            "p95 ms",
            "max ms"
        )?;
        for s in &self.strategies {
            writeln!(
                f,
                "{:<10} {:>6} {:>7.1} {:>7.1}% {:>17} {:>10.1} {:>9.2} {:>9.2} {:>9.2}",
                s.name,
                s.games,
                s.wins,
                100.0 * s.win_rate,
                format!(
                    "[{:.1}%, {:.1}%]",
                    100.0 * s.win_rate_ci.0,
                    100.0 * s.win_rate_ci.1
                ),
                s.mean_score,
                s.mean_decision_ms,
                s.p95_decision_ms,
                s.max_decision_ms
            )?;
        }
        // Every entry lists the same kinds; a column is as wide as its name.
        let Some(kinds) = self.strategies.first().map(|s| &s.points_by_kind) else {
            return Ok(());
        };
        if kinds.is_empty() {
            return Ok(());
        }
        write!(f, "{:<11}", "points/game")?;
        for (k, _) in kinds {
            write!(f, " {:>w$}", k.name(), w = k.name().len().max(6))?;
        }
        writeln!(f)?;
        for s in &self.strategies {
            write!(f, "{:<11}", s.name)?;
            for (k, p) in &s.points_by_kind {
                write!(f, " {:>w$.1}", p, w = k.name().len().max(6))?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

//! `carcassonne-bot simulate`: plays random legal games (or AI games) and reports speed, the
//! spread of scores, feature lengths, discards and points by kind.

use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use anyhow::{anyhow, bail};
use carcassonne_ai::{Budget, Level};
use carcassonne_engine::random::random_game_with;
use carcassonne_engine::{parse_expansions, Game, GameConfig, GameKind};

use super::sim_stats::Stats;

/// The rules of a game on the command line, shared by `simulate` and `render`.
#[derive(clap::Args)]
pub struct RulesArgs {
    /// Players per game (2-8).
    #[arg(long, default_value_t = 4)]
    players: usize,
    #[command(flatten)]
    set: RuleSetArgs,
}

/// The game and its expansions, without the number of players (`arena` counts its seats).
#[derive(clap::Args)]
pub struct RuleSetArgs {
    /// The game: carcassonne, wheel-of-fortune or over-hill-and-dale.
    #[arg(long, default_value = "carcassonne")]
    game: String,
    /// The expansions in play, comma-separated: farmers, abbot, river1, river2, inns,
    /// traders, hills, wheel (an empty list is the base game without farmers). Default:
    /// farmers for carcassonne, none for a game of its own (which takes no expansion).
    #[arg(long)]
    rules: Option<String>,
}

impl RuleSetArgs {
    /// The configuration for `players`, checked by the engine.
    pub fn config(&self, players: usize) -> anyhow::Result<GameConfig> {
        let game = GameKind::from_key(&self.game).ok_or_else(|| {
            let known: Vec<&str> = GameKind::all().iter().map(|g| g.key()).collect();
            anyhow!(
                "unknown game {:?}; choose from {}",
                self.game,
                known.join(", ")
            )
        })?;
        let rules = parse_expansions(&self.rules_for(game)).map_err(|e| anyhow!(e))?;
        let config = GameConfig {
            game,
            ..GameConfig::with_rules(players, rules)
        };
        config.validate()?;
        Ok(config)
    }

    /// The expansions asked for, or the game's default.
    fn rules_for(&self, game: GameKind) -> String {
        match &self.rules {
            Some(rules) => rules.clone(),
            None if game == GameKind::Carcassonne => "farmers".to_owned(),
            None => String::new(),
        }
    }

    pub fn describe(&self) -> String {
        let game = GameKind::from_key(&self.game).unwrap_or_default();
        format!("game: {}  rules: {}", self.game, self.rules_for(game))
    }
}

impl RulesArgs {
    /// The configuration these arguments describe, checked by the engine.
    pub fn config(&self) -> anyhow::Result<GameConfig> {
        self.set.config(self.players)
    }

    pub fn describe(&self) -> String {
        format!("players: {}  {}", self.players, self.set.describe())
    }
}

#[derive(clap::Args)]
pub struct Args {
    /// Number of games.
    #[arg(long, default_value_t = 1000)]
    games: u64,
    /// Seed of the first game; game i uses seed + i.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Every seat played by this AI level (easy, medium, hard at its default thinking time)
    /// instead of random legal moves.
    #[arg(long)]
    ai: Option<String>,
    /// Games played at once, each on its own thread (default: every core). The report is
    /// the same whatever the number.
    #[arg(long)]
    threads: Option<usize>,
    #[command(flatten)]
    rules: RulesArgs,
}

/// A game played to the end by `level` in every seat, each seeing only its own view.
fn ai_game(config: GameConfig, seed: u64, level: Level, stats: &mut Stats) -> anyhow::Result<Game> {
    let mut game = Game::new(config, seed)?;
    let mut strategy = carcassonne_ai::strategy(level, seed);
    while !game.is_over() {
        let decision = carcassonne_ai::decide(strategy.as_mut(), &game, Budget::default())?;
        stats.events(&game.apply(decision.action)?);
    }
    Ok(game)
}

/// What the games of one thread add up to.
#[derive(Default)]
struct Tally {
    stats: Stats,
    /// Final scores summed over every player.
    total: u64,
    tiles: u64,
}

impl Tally {
    fn game_over(&mut self, game: &Game) {
        self.stats.game_over(game);
        self.total += game.scores().iter().map(|&s| u64::from(s)).sum::<u64>();
        self.tiles += game.board().len() as u64;
    }

    fn merge(&mut self, other: Tally) {
        self.stats.merge(other.stats);
        self.total += other.total;
        self.tiles += other.tiles;
    }
}

/// What every thread plays from.
struct Plan<'a> {
    config: &'a GameConfig,
    level: Option<Level>,
    first_seed: u64,
    games: u64,
    /// Games a thread takes at a time.
    block: u64,
    /// The next block nobody has taken.
    next: AtomicU64,
    /// The lowest block a game failed in: later blocks are not started.
    failed: AtomicU64,
}

/// A game that could not be played, and the index of its seed.
type Failure = (u64, anyhow::Error);

impl Plan<'_> {
    /// Plays blocks of games until none is left (or a game failed before them).
    fn work(&self) -> (Tally, Option<Failure>) {
        let mut tally = Tally::default();
        loop {
            let block = self.next.fetch_add(1, Ordering::Relaxed);
            let start = block.saturating_mul(self.block);
            if start >= self.games || block > self.failed.load(Ordering::Relaxed) {
                return (tally, None);
            }
            for i in start..(start + self.block).min(self.games) {
                let seed = self.first_seed.wrapping_add(i);
                let played = match self.level {
                    Some(level) => ai_game(self.config.clone(), seed, level, &mut tally.stats),
                    None => {
                        random_game_with(self.config.clone(), seed, None, |e| tally.stats.events(e))
                            .map_err(anyhow::Error::from)
                    }
                };
                match played {
                    Ok(game) => tally.game_over(&game),
                    Err(e) => {
                        self.failed.fetch_min(block, Ordering::Relaxed);
                        return (tally, Some((i, e)));
                    }
                }
            }
        }
    }
}

/// Plays the games on `threads` threads. Blocks are handed out in seed order, so every block
/// before a failed one is finished: the failure reported is the one of the lowest seed, as
/// when one thread plays them all.
fn play_all(plan: &Plan, threads: usize) -> anyhow::Result<Tally> {
    let results: Vec<(Tally, Option<Failure>)> = if threads == 1 {
        vec![plan.work()]
    } else {
        std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads).map(|_| scope.spawn(|| plan.work())).collect();
            workers
                .into_iter()
                .map(|w| {
                    w.join()
                        .map_err(|_| anyhow!("a simulation thread panicked"))
                })
                .collect::<anyhow::Result<_>>()
        })?
    };
    let mut tally = Tally::default();
    let mut first_failure: Option<Failure> = None;
    for (part, failure) in results {
        tally.merge(part);
        if let Some((i, e)) = failure {
            if first_failure.as_ref().is_none_or(|(j, _)| i < *j) {
                first_failure = Some((i, e));
            }
        }
    }
    match first_failure {
        Some((_, e)) => Err(e),
        None => Ok(tally),
    }
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let config = args.rules.config()?;
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    if args.threads == Some(0) {
        bail!("--threads must be at least 1");
    }
    let level =
        match args.ai.as_deref() {
            None => None,
            Some(key) => Some(Level::parse(key).ok_or_else(|| {
                anyhow!("unknown AI level {key:?}; choose from easy, medium, hard")
            })?),
        };
    let threads = args.threads.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    });
    // Blocks small enough that a thread slowed by other work on the machine leaves little
    // for the end, and no thread without a block to take.
    let threads_u64 = threads as u64;
    let block = (args.games / threads_u64.saturating_mul(16)).clamp(1, 64);
    let threads = threads.min(usize::try_from(args.games.div_ceil(block)).unwrap_or(threads));
    let plan = Plan {
        config: &config,
        level,
        first_seed: args.seed,
        games: args.games,
        block,
        next: AtomicU64::new(0),
        failed: AtomicU64::new(u64::MAX),
    };
    let started = Instant::now();
    let Tally {
        stats,
        total,
        tiles,
    } = play_all(&plan, threads)?;
    let secs = started.elapsed().as_secs_f64();
    let per_player = total as f64 / (args.games as f64 * config.players as f64);
    println!(
        "games: {}  {}  seed: {}  moves: {}",
        args.games,
        args.rules.describe(),
        args.seed,
        level.map_or("random legal moves".to_owned(), |l| format!(
            "{} AI",
            l.name()
        ))
    );
    println!("mean final score per player: {per_player:.3}");
    println!(
        "mean tiles on the table: {:.2}",
        tiles as f64 / args.games as f64
    );
    for line in stats.report(config.game.words()) {
        println!("{line}");
    }
    println!(
        "games per second: {:.0}  ({:.3} ms per game, {threads} {})",
        args.games as f64 / secs,
        secs * 1000.0 / args.games as f64,
        if threads == 1 { "thread" } else { "threads" }
    );
    Ok(ExitCode::SUCCESS)
}

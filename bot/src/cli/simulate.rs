//! `carcassonne-bot simulate`: plays random legal games (or AI games) and reports speed, the
//! spread of scores, feature lengths, discards and points by kind.

use std::process::ExitCode;
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

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let config = args.rules.config()?;
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    let started = Instant::now();
    let mut total: u64 = 0;
    let mut tiles: u64 = 0;
    let mut stats = Stats::default();
    let level =
        match args.ai.as_deref() {
            None => None,
            Some(key) => Some(Level::parse(key).ok_or_else(|| {
                anyhow!("unknown AI level {key:?}; choose from easy, medium, hard")
            })?),
        };
    for i in 0..args.games {
        let seed = args.seed.wrapping_add(i);
        let game = match level {
            Some(level) => ai_game(config.clone(), seed, level, &mut stats)?,
            None => random_game_with(config.clone(), seed, None, |e| stats.events(e))?,
        };
        stats.game_over(&game);
        total += game.scores().iter().map(|&s| u64::from(s)).sum::<u64>();
        tiles += game.board().len() as u64;
    }
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
        "games per second: {:.0}  ({:.3} ms per game, one core)",
        args.games as f64 / secs,
        secs * 1000.0 / args.games as f64
    );
    Ok(ExitCode::SUCCESS)
}

//! `carcassonne-bot simulate`: plays random legal games and reports speed and mean score.

use std::process::ExitCode;
use std::time::Instant;

use anyhow::bail;
use carcassonne_engine::random::random_game;
use carcassonne_engine::GameConfig;

#[derive(clap::Args)]
pub struct Args {
    /// Number of games.
    #[arg(long, default_value_t = 1000)]
    games: u64,
    /// Players per game (2-8).
    #[arg(long, default_value_t = 4)]
    players: usize,
    /// Seed of the first game; game i uses seed + i.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Comma-separated rules: farmers (default on), no-farmers, abbot, river1, river2, inns.
    #[arg(long, default_value = "farmers")]
    rules: String,
}

/// Builds a configuration from the `--rules` list shared by `simulate` and `render`.
pub fn config_from_rules(players: usize, rules: &str) -> anyhow::Result<GameConfig> {
    let mut config = GameConfig::base(players);
    for rule in rules.split(',').map(str::trim).filter(|r| !r.is_empty()) {
        match rule {
            "base" => {}
            "farmers" => config.farmers = true,
            "no-farmers" => config.farmers = false,
            "abbot" => config.abbot = true,
            "river1" | "river" => config.river1 = true,
            "river2" => config.river2 = true,
            "inns" | "inns_cathedrals" => config.inns_cathedrals = true,
            other => bail!(
                "unknown rule {other:?} (use farmers, no-farmers, abbot, river1, river2, inns)"
            ),
        }
    }
    config.validate()?;
    Ok(config)
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let config = config_from_rules(args.players, &args.rules)?;
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    let started = Instant::now();
    let mut total: u64 = 0;
    let mut tiles: u64 = 0;
    for i in 0..args.games {
        let game = random_game(config.clone(), args.seed.wrapping_add(i), None)?;
        total += game.scores().iter().map(|&s| u64::from(s)).sum::<u64>();
        tiles += game.board().len() as u64;
    }
    let secs = started.elapsed().as_secs_f64();
    let per_player = total as f64 / (args.games as f64 * args.players as f64);
    println!(
        "games: {}  players: {}  rules: {}  seed: {}",
        args.games, args.players, args.rules, args.seed
    );
    println!("mean final score per player: {per_player:.3}");
    println!(
        "mean tiles on the table: {:.2}",
        tiles as f64 / args.games as f64
    );
    println!(
        "games per second: {:.0}  ({:.3} ms per game, one core)",
        args.games as f64 / secs,
        secs * 1000.0 / args.games as f64
    );
    Ok(ExitCode::SUCCESS)
}

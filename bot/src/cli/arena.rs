//! `carcassonne-bot arena`: AI levels play each other over seeded games; prints each one's
//! wins (ties split), mean score, decision times, the confidence interval of its win rate and
//! its mean points a game by kind.

use std::process::ExitCode;

use anyhow::{anyhow, bail};
use carcassonne_ai::arena::{self, ArenaConfig, Entry};
use carcassonne_ai::Budget;

use super::simulate::RuleSetArgs;

#[derive(clap::Args)]
pub struct Args {
    /// The seats, comma-separated in seat order: easy, medium, hard, hard-v1 (Hard as it was
    /// before issue 28, frozen) or random (random legal moves); seats rotate every game, so
    /// each starts as often as the others.
    #[arg(long, default_value = "hard,medium")]
    seats: String,
    /// Number of games.
    #[arg(long, default_value_t = 200)]
    games: usize,
    /// Seed of the first game's deck; game i deals from seed + i.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Thinking time per decision in milliseconds, for every seat (default: each level's own).
    #[arg(long)]
    budget_ms: Option<u64>,
    /// Search iterations per decision instead of time (reproducible figures).
    #[arg(long)]
    iterations: Option<u32>,
    /// Games played at once, one core each (default: 1).
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    rules: RuleSetArgs,
}

fn parse_seats(list: &str) -> anyhow::Result<Vec<Entry>> {
    list.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|key| {
            Entry::parse(key).ok_or_else(|| {
                let known: Vec<&str> = Entry::ALL.iter().map(|e| e.key()).collect();
                anyhow!("unknown level {key:?}; choose from {}", known.join(", "))
            })
        })
        .collect()
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let seats = parse_seats(&args.seats)?;
    if seats.len() < 2 {
        bail!("--seats needs at least two levels, e.g. --seats hard,medium");
    }
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    if args.threads == 0 {
        bail!("--threads must be at least 1");
    }
    let budget = Budget {
        time: args.budget_ms.map(std::time::Duration::from_millis),
        iterations: args.iterations,
    };
    let config = ArenaConfig {
        config: args.rules.config(seats.len())?,
        seats,
        games: args.games,
        seed: args.seed,
        budget,
        threads: args.threads,
    };
    let report = arena::run(&config)?;
    if args.json {
        println!("{}", report.to_json());
    } else {
        println!(
            "{} games  seats: {}  {}  seed: {}  budget: {}",
            args.games,
            args.seats,
            args.rules.describe(),
            args.seed,
            match (args.budget_ms, args.iterations) {
                (None, None) => "each level's default".to_owned(),
                (Some(ms), None) => format!("{ms} ms a decision"),
                (None, Some(n)) => format!("{n} iterations a decision"),
                (Some(ms), Some(n)) => format!("{ms} ms or {n} iterations a decision"),
            }
        );
        print!("{report}");
    }
    Ok(ExitCode::SUCCESS)
}

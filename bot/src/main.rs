//! `carcassonne-bot`: the Discord bot, the local play mode (`play`) and offline tools (`replay`,
//! `simulate`, `render`, `arena`, `locales`, `ratings`).

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod cli;

/// Searches (AI seats, hints, `arena`) and `simulate` allocate many short-lived small vectors;
/// mimalloc serves them about 10% faster than the system allocator (whole-process timings in
/// the README).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "carcassonne-bot",
    version,
    about = "Play Carcassonne in a Discord channel"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (the default when no subcommand is given).
    Run,
    /// Replay a neutral game record and print the scores after every turn as JSON.
    Replay(cli::replay::Args),
    /// Play random legal games and report their speed and mean score.
    Simulate(cli::simulate::Args),
    /// Draw a seeded random game (or the tile gallery) to a PNG file.
    Render(cli::render::Args),
    /// Let AI levels play each other and report wins, scores and decision times.
    Arena(cli::arena::Args),
    /// Check that every language is complete and every player text is in the catalogues.
    Locales(cli::locales::Args),
    /// Play in the browser on this computer, against AI seats or people at one screen; no
    /// Discord needed.
    Play(cli::play::Args),
    /// Rebuild every player's rating from the stored game results (`--recompute`).
    Ratings(cli::ratings::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command.unwrap_or(Command::Run) {
        Command::Run => cli::run::run(),
        Command::Replay(args) => cli::replay::run(args),
        Command::Simulate(args) => cli::simulate::run(args),
        Command::Render(args) => cli::render::run(args),
        Command::Arena(args) => cli::arena::run(args),
        Command::Locales(args) => cli::locales::run(args),
        Command::Play(args) => cli::play::run(args),
        Command::Ratings(args) => cli::ratings::run(args),
    };
    match result {
        Ok(code) => code,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}

//! `carcassonne-bot ratings --recompute`: rebuilds every rating from the stored results (after
//! storing the results of finished games that have none), e.g. after restoring a backup or
//! when a rating looks wrong. The bot may keep running: it is one write transaction.

use std::process::ExitCode;

use anyhow::Context as _;
use carcassonne_bot::clock::Clock;
use carcassonne_bot::service::GameService;
use carcassonne_bot::store::{redact, Store};

use super::run::{database_url, init_logging, load_env};

#[derive(clap::Args)]
pub struct Args {
    /// Rebuild every rating from the stored results, oldest game first.
    #[arg(long)]
    recompute: bool,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    load_env()?;
    init_logging()?;
    if !args.recompute {
        eprintln!("Nothing to do: `carcassonne-bot ratings --recompute` rebuilds every rating.");
        return Ok(ExitCode::from(2));
    }
    let runtime = tokio::runtime::Runtime::new().context("could not start the async runtime")?;
    runtime.block_on(recompute())?;
    Ok(ExitCode::SUCCESS)
}

async fn recompute() -> anyhow::Result<()> {
    let url = database_url();
    let store = Store::open(&url)
        .await
        .with_context(|| format!("could not open the database {}", redact(&url)))?;
    let service = GameService::new(store.clone(), Clock::system());
    let (added, counts) = service
        .recompute_ratings()
        .await
        .context("could not recompute the ratings")?;
    println!(
        "Ratings recomputed from {} finished games ({} rated; {} had no results yet and were added): {} ratings.",
        counts.games, counts.rated_games, added, counts.ratings
    );
    store.close().await;
    Ok(())
}

//! `carcassonne-bot play`: a game in the browser on this computer, against AI seats and/or
//! people taking turns at one screen, with no Discord token. Games are kept in the same store
//! as the bot's.

use std::io::Write as _;
use std::process::ExitCode;

use anyhow::Context as _;
use carcassonne_ai::Budget;
use carcassonne_bot::clock::Clock;
use carcassonne_bot::web::local::{LocalMode, LocalOptions};

use super::run::{database_url, init_logging, load_env, shutdown_signal};

#[derive(clap::Args)]
pub struct Args {
    /// The port on 127.0.0.1 (0 picks a free one).
    #[arg(long, default_value_t = 8787)]
    port: u16,
    /// Print the address instead of opening the browser.
    #[arg(long)]
    no_open: bool,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    load_env()?;
    init_logging()?;
    let runtime = tokio::runtime::Runtime::new().context("could not start the async runtime")?;
    runtime.block_on(serve(args))?;
    Ok(ExitCode::SUCCESS)
}

async fn serve(args: Args) -> anyhow::Result<()> {
    let options = LocalOptions {
        database_url: database_url(),
        port: args.port,
        clock: Clock::system(),
        ai_budget: Budget::default(),
    };
    let local = LocalMode::start(options).await.with_context(|| {
        format!(
            "could not start the local game on 127.0.0.1:{} (another program may use the port: try --port)",
            args.port
        )
    })?;
    // A closed standard output (a script that read the address and went away) must not stop
    // the game: what is printed is only for a person.
    let say = |line: String| {
        let _ = writeln!(std::io::stdout(), "{line}");
    };
    say(format!("Carcassonne is open at {}", local.url));
    say("(this address signs you in; Ctrl-C stops the game, which is kept for next time)".into());
    if !args.no_open {
        if let Err(err) = webbrowser::open(&local.url) {
            say(format!(
                "Could not open a browser ({err}): open the address above yourself."
            ));
        }
    }
    shutdown_signal().await?;
    tracing::info!("shutting down");
    local.shutdown().await;
    Ok(())
}

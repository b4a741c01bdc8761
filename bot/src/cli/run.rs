//! `carcassonne-bot run`: read the configuration from the environment (and `.env`), connect to
//! Discord, and run until Ctrl-C or SIGTERM.

use std::process::ExitCode;

use anyhow::{bail, Context as _};
use carcassonne_ai::Budget;
use carcassonne_bot::clock::Clock;
use carcassonne_bot::discord::{self, BotConfig, Sharding, WebSettings};
use carcassonne_bot::store::default_database_path;
use poise::serenity_prelude::GuildId;
use tracing_subscriber::EnvFilter;

const DEFAULT_LOG: &str = "info,serenity=warn";

pub fn run() -> anyhow::Result<ExitCode> {
    load_env()?;
    init_logging()?;
    let config = config_from_env()?;
    let runtime = tokio::runtime::Runtime::new().context("could not start the async runtime")?;
    runtime.block_on(serve(config))?;
    Ok(ExitCode::SUCCESS)
}

/// Reads `.env`, before logging starts so that a RUST_LOG in it takes effect.
pub fn load_env() -> anyhow::Result<()> {
    match dotenvy::dotenv() {
        Ok(_) => Ok(()),
        Err(e) if e.not_found() => Ok(()),
        Err(e) => Err(e).context("could not read the .env file"),
    }
}

pub fn init_logging() -> anyhow::Result<()> {
    let filter = match std::env::var("RUST_LOG") {
        Ok(directives) => EnvFilter::try_new(&directives)
            .with_context(|| format!("RUST_LOG={directives:?} is not a valid log filter"))?,
        Err(_) => EnvFilter::new(DEFAULT_LOG),
    };
    tracing_subscriber::fmt().with_env_filter(filter).init();
    Ok(())
}

fn config_from_env() -> anyhow::Result<BotConfig> {
    let token = match std::env::var("DISCORD_TOKEN") {
        Ok(token) if !token.trim().is_empty() => token.trim().to_owned(),
        _ => bail!(
            "DISCORD_TOKEN is not set. Set it to the bot token from the Discord developer portal \
             (Applications > your app > Bot > Reset Token), in the environment or in a .env file \
             next to where you start the bot."
        ),
    };
    let database_url = database_url();
    let guild_id = match std::env::var("GUILD_ID") {
        Ok(raw) if !raw.trim().is_empty() => Some(parse_guild(raw.trim())?),
        _ => None,
    };
    // For a local fake Discord or a REST proxy; production leaves it unset.
    let api_base = std::env::var("DISCORD_API_BASE")
        .ok()
        .filter(|base| !base.trim().is_empty());
    Ok(BotConfig {
        token,
        database_url,
        guild_id,
        api_base,
        clock: Clock::system(),
        ai_budget: think_time("AI_THINK_MS")?,
        hint_budget: think_time("HINT_THINK_MS")?,
        sharding: Sharding::parse(
            std::env::var("SHARD_COUNT").ok().as_deref(),
            std::env::var("SHARDS").ok().as_deref(),
        )?,
        web: web_settings()?,
        api_client: None,
        limits: carcassonne_bot::limits::Limits::from_env()?,
    })
}

/// `DATABASE_URL`, or the SQLite file next to the binary.
pub fn database_url() -> String {
    match std::env::var("DATABASE_URL") {
        Ok(url) if !url.trim().is_empty() => url,
        // Next to the binary, so a service started from any directory finds the same file.
        _ => format!("sqlite://{}", default_database_path().display()),
    }
}

/// A variable that is set to something other than blanks.
fn set(var: &str) -> Option<String> {
    std::env::var(var)
        .ok()
        .map(|v| v.trim().to_owned())
        .filter(|v| !v.is_empty())
}

/// The web view: on when `WEB_BIND` is set.
fn web_settings() -> anyhow::Result<Option<WebSettings>> {
    let Some(bind) = set("WEB_BIND") else {
        if set("PUBLIC_URL").is_some() || set("DISCORD_CLIENT_SECRET").is_some() {
            tracing::warn!("PUBLIC_URL or DISCORD_CLIENT_SECRET is set but WEB_BIND is not: the web view stays off");
        }
        return Ok(None);
    };
    let bind = bind.parse().with_context(|| {
        format!("WEB_BIND={bind:?} is not an address to listen on, such as 127.0.0.1:8080")
    })?;
    let public_url = match set("PUBLIC_URL") {
        Some(url) if url.starts_with("https://") || url.starts_with("http://") => Some(url),
        Some(url) => bail!(
            "PUBLIC_URL={url:?} must be the address players open, such as https://carcassonne.example.org"
        ),
        None => None,
    };
    let client_secret = set("DISCORD_CLIENT_SECRET");
    if public_url.is_none() && client_secret.is_none() {
        bail!(
            "WEB_BIND is set but neither PUBLIC_URL (links for a browser) nor \
             DISCORD_CLIENT_SECRET (the Discord Activity) is: set one of them, or unset WEB_BIND"
        );
    }
    Ok(Some(WebSettings {
        bind,
        public_url,
        client_secret,
    }))
}

/// A per-decision thinking time in milliseconds from the environment; unset: the level's
/// default.
fn think_time(var: &str) -> anyhow::Result<Budget> {
    match std::env::var(var) {
        Ok(raw) if !raw.trim().is_empty() => match raw.trim().parse::<u64>() {
            Ok(ms) if (1..=60_000).contains(&ms) => Ok(Budget::millis(ms)),
            _ => bail!("{var}={raw:?} must be a number of milliseconds between 1 and 60000"),
        },
        _ => Ok(Budget::default()),
    }
}

fn parse_guild(raw: &str) -> anyhow::Result<GuildId> {
    match raw.parse::<u64>() {
        Ok(id) if id != 0 => Ok(GuildId::new(id)),
        _ => bail!("GUILD_ID={raw:?} is not a server id; copy it from Discord (Developer Mode > right-click the server > Copy Server ID) or unset it to register commands globally"),
    }
}

async fn serve(config: BotConfig) -> anyhow::Result<()> {
    tracing::info!(
        guild = ?config.guild_id,
        database = %carcassonne_bot::store::redact(&config.database_url),
        "starting carcassonne-bot"
    );
    let mut bot = discord::start(config)
        .await
        .context("could not start the bot")?;
    let stop = tokio::select! {
        outcome = bot.stopped() => Some(outcome),
        signal = shutdown_signal() => {
            signal?;
            None
        }
    };
    match stop {
        Some(outcome) => outcome.context("the Discord connection ended")?,
        None => {
            tracing::info!("shutting down");
            bot.shutdown().await.context("unclean shutdown")?;
            tracing::info!("stopped");
        }
    }
    Ok(())
}

pub async fn shutdown_signal() -> anyhow::Result<()> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        let mut term = signal(SignalKind::terminate()).context("could not listen for SIGTERM")?;
        tokio::select! {
            ctrl_c = tokio::signal::ctrl_c() => ctrl_c.context("could not listen for Ctrl-C")?,
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    tokio::signal::ctrl_c()
        .await
        .context("could not listen for Ctrl-C")?;
    Ok(())
}

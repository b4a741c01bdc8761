//! The Discord front end: poise framework set-up, the `/carcassonne` commands and the button
//! router. Production (`carcassonne-bot run`) and the fake-Discord tests both go through
//! [`start`]; the only difference between them is [`BotConfig::api_base`].

mod commands;
mod components;
pub mod custom_id;
mod error;
mod lobby;

use std::sync::Arc;

use carcassonne_render::Renderer;
use poise::serenity_prelude as serenity;
use tokio::task::JoinHandle;

use crate::clock::Clock;
use crate::store::Store;

pub use error::BotError;

/// Everything the bot needs to run; `run` fills it from the environment, tests from the harness.
#[derive(Clone, Debug)]
pub struct BotConfig {
    pub token: String,
    /// An sqlx SQLite URL, e.g. `sqlite:///var/lib/carcassonne/bot.db`; the file is created and
    /// migrated if needed.
    pub database_url: String,
    /// Register commands in this guild only (instant, for development) instead of globally.
    pub guild_id: Option<serenity::GuildId>,
    /// Base URL that replaces `https://discord.com` for REST calls; the gateway URL then comes
    /// from that server's `GET /gateway`. `None` talks to the real Discord.
    pub api_base: Option<String>,
    pub clock: Clock,
}

/// Shared state every command and button handler sees through poise.
pub struct Data {
    pub clock: Clock,
    pub store: Store,
    /// Shared by all drawing tasks; it caches tile sprites.
    pub renderer: Arc<Renderer>,
    lobbies: lobby::Lobbies,
}

pub type Context<'a> = poise::Context<'a, Data, BotError>;

/// A bot whose gateway connection runs in a background task.
pub struct RunningBot {
    shard_manager: Arc<serenity::ShardManager>,
    store: Store,
    task: JoinHandle<Result<(), serenity::Error>>,
}

impl RunningBot {
    /// Closes the gateway connection and the database, then waits for the client to finish.
    pub async fn shutdown(self) -> Result<(), BotError> {
        self.shard_manager.shutdown_all().await;
        let result = self.task.await;
        self.store.close().await;
        match result {
            Ok(outcome) => outcome.map_err(BotError::from),
            Err(join) => Err(BotError::ClientTask(join.to_string())),
        }
    }

    /// Resolves when the client stops on its own (for example, Discord rejected the token).
    pub async fn stopped(&mut self) -> Result<(), BotError> {
        match (&mut self.task).await {
            Ok(outcome) => outcome.map_err(BotError::from),
            Err(join) => Err(BotError::ClientTask(join.to_string())),
        }
    }
}

/// Opens the database, connects to Discord and returns while the bot runs in the background.
pub async fn start(config: BotConfig) -> Result<RunningBot, BotError> {
    let (mut client, store) = build_client(config).await?;
    let shard_manager = client.shard_manager.clone();
    let task = tokio::spawn(async move { client.start().await });
    Ok(RunningBot {
        shard_manager,
        store,
        task,
    })
}

/// Builds the serenity client with the poise framework attached, without connecting yet.
pub async fn build_client(config: BotConfig) -> Result<(serenity::Client, Store), BotError> {
    let store = Store::open(&config.database_url).await?;
    let data = Data {
        clock: config.clock.clone(),
        store: store.clone(),
        renderer: Arc::new(Renderer::new()?),
        lobbies: lobby::Lobbies::default(),
    };
    let guild_id = config.guild_id;
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: vec![commands::carcassonne()],
            on_error: |err| Box::pin(error::on_error(err)),
            event_handler: |ctx, event| Box::pin(components::on_event(ctx, event)),
            ..Default::default()
        })
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                match guild_id {
                    Some(guild) => {
                        poise::builtins::register_in_guild(ctx, commands, guild).await?;
                        tracing::info!(%guild, "registered commands in guild");
                    }
                    None => {
                        poise::builtins::register_globally(ctx, commands).await?;
                        tracing::info!("registered commands globally");
                    }
                }
                Ok(data)
            })
        })
        .build();

    let mut http = serenity::HttpBuilder::new(&config.token);
    if let Some(base) = &config.api_base {
        // serenity only applies the proxy when its ratelimiter is off (serenity#1739).
        http = http.proxy(base.clone()).ratelimiter_disabled(true);
    }
    let client = serenity::ClientBuilder::new_with_http(http.build(), intents())
        .framework(framework)
        .await?;
    Ok((client, store))
}

/// Interactions arrive without any intent; GUILDS keeps the cache aware of channels and roles.
fn intents() -> serenity::GatewayIntents {
    serenity::GatewayIntents::GUILDS
}

//! The Discord front end: poise framework set-up, the `/carcassonne` commands and the button
//! router. Production (`carcassonne-bot run`) and the fake-Discord tests both go through
//! [`start`]; the only difference between them is [`BotConfig::api_base`].

mod command_names;
mod commands;
mod components;
pub mod control;
pub mod custom_id;
mod deliver;
pub(crate) mod departures;
mod error;
pub mod locale;
pub mod play;
mod ratings;
pub mod shards;

use std::sync::Arc;
use std::time::Duration;

use carcassonne_ai::Budget;
use carcassonne_render::Renderer;
use poise::serenity_prelude as serenity;
use tokio::task::JoinHandle;

use crate::clock::Clock;
use crate::service::GameService;
use crate::store::Store;
use play::turn_view::TURN_KIND;
use play::PlayData;

pub use error::BotError;
pub use shards::Sharding;

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
    /// Thinking time of AI seats per decision (`AI_THINK_MS`; each level's default if unset).
    pub ai_budget: Budget,
    /// Thinking time of `/carcassonne hint` (`HINT_THINK_MS`).
    pub hint_budget: Budget,
    /// The gateway shards this process runs (`SHARD_COUNT`, `SHARDS`).
    pub sharding: Sharding,
    /// The web view of the games (`WEB_BIND`, `PUBLIC_URL`, `DISCORD_CLIENT_SECRET`); `None`:
    /// off, the default.
    pub web: Option<WebSettings>,
    /// The HTTP client for Discord's REST API with serenity's ratelimiter on; `None`: serenity's
    /// own. Tests pass one that reaches the fake Discord over TLS, so that 429s are handled
    /// exactly as in production.
    pub api_client: Option<reqwest::Client>,
    /// How much one user, channel and server may ask of the bot (`LIMIT_*`).
    pub limits: crate::limits::Limits,
}

/// How the web view is served alongside the bot.
#[derive(Clone, Debug)]
pub struct WebSettings {
    pub bind: std::net::SocketAddr,
    /// The address players reach it at, for links; `None`: no links.
    pub public_url: Option<String>,
    /// The application's OAuth2 client secret: the Activity signs in with it. `None`: no
    /// Activity, links only.
    pub client_secret: Option<String>,
}

/// How long a shutdown waits for moves in flight before closing the database anyway.
const DRAIN_LIMIT: Duration = Duration::from_secs(10);

/// Shared state every command and button handler sees through poise.
pub struct Data {
    pub clock: Clock,
    /// The game service, the renderer (it caches tile sprites) and the shutdown gate.
    pub play: Arc<PlayData>,
    /// Each user's allowance of commands and presses, and the cap on a server's games.
    pub limits: crate::limits::Limiter,
}

pub type Context<'a> = poise::Context<'a, Data, BotError>;

/// A bot whose gateway connection runs in a background task.
pub struct RunningBot {
    shard_manager: Arc<serenity::ShardManager>,
    play: Arc<PlayData>,
    task: JoinHandle<Result<(), serenity::Error>>,
    web: Option<crate::web::WebServer>,
}

impl RunningBot {
    /// Stops taking events, lets moves in flight finish (they still reach Discord over REST),
    /// then closes the database and waits for the client to finish.
    pub async fn shutdown(mut self) -> Result<(), BotError> {
        // No new moves from the page either; its views reconnect to the next process.
        if let Some(web) = self.web.take() {
            web.shutdown().await;
        }
        self.shard_manager.shutdown_all().await;
        if !self.play.drain(DRAIN_LIMIT).await {
            tracing::warn!(limit = ?DRAIN_LIMIT, "moves still running at shutdown; closing anyway");
        }
        let result = self.task.await;
        self.play.service.store().close().await;
        match result {
            Ok(outcome) => outcome.map_err(BotError::from),
            Err(join) => Err(BotError::ClientTask(join.to_string())),
        }
    }

    /// Where the web view listens, when it is served.
    pub fn web_addr(&self) -> Option<std::net::SocketAddr> {
        self.web.as_ref().map(|w| w.addr)
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
    let sharding = config.sharding;
    let web_settings = config.web.clone();
    let api_base = config.api_base.clone();
    let (mut client, play) = build_client(config).await?;
    let web = match web_settings {
        Some(settings) => Some(start_web(&client, &play, settings, api_base).await?),
        None => None,
    };
    let shard_manager = client.shard_manager.clone();
    tracing::info!(%sharding, "connecting");
    let task = tokio::spawn(async move {
        match sharding {
            Sharding::Single => client.start().await,
            Sharding::Auto => client.start_autosharded().await,
            // serenity's range end is inclusive ("up to and including").
            Sharding::Range { first, last, total } => {
                client.start_shard_range(first..last, total).await
            }
        }
    });
    Ok(RunningBot {
        shard_manager,
        play,
        task,
        web,
    })
}

/// Starts the web view beside the bot. The Activity needs the application's id, which Discord
/// tells; asked once here, before anything connects.
async fn start_web(
    client: &serenity::Client,
    play: &Arc<PlayData>,
    settings: WebSettings,
    api_base: Option<String>,
) -> Result<crate::web::WebServer, BotError> {
    let activity = match settings.client_secret {
        Some(client_secret) => {
            let app = client.http.get_current_application_info().await?;
            Some(crate::web::ActivityConfig {
                client_id: app.id.get(),
                client_secret,
                api_base: api_base.unwrap_or_else(|| "https://discord.com".to_owned()),
            })
        }
        None => None,
    };
    let config = crate::web::WebConfig {
        bind: settings.bind,
        public_url: settings.public_url,
        activity,
    };
    let front = crate::web::Front::Discord(Arc::clone(&client.http));
    Ok(crate::web::start(Arc::clone(play), front, config).await?)
}

/// Builds the serenity client with the poise framework attached, without connecting yet:
/// opens (and migrates) the database and loads the renderer first, so that a bad
/// `DATABASE_URL` fails before anything connects. The set-up run on READY checks every open
/// game and starts the deadline task, which re-arms the stored reminders and timeouts.
pub async fn build_client(
    config: BotConfig,
) -> Result<(serenity::Client, Arc<PlayData>), BotError> {
    let store = Store::open(&config.database_url).await?;
    let service = GameService::new(store, config.clock.clone())
        .with_ai_budget(config.ai_budget, config.hint_budget);
    let play = Arc::new(PlayData::new(service, Arc::new(Renderer::new()?)));
    let data = Data {
        clock: config.clock.clone(),
        play: Arc::clone(&play),
        limits: crate::limits::Limiter::new(config.limits, config.clock.clone()),
    };
    let guild_id = config.guild_id;
    let activity = config
        .web
        .as_ref()
        .is_some_and(|w| w.client_secret.is_some());
    // Discord's clients show the commands in their user's language.
    let mut commands = vec![commands::carcassonne()];
    command_names::localize(&mut commands);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands,
            // Every command passes the user's allowance first (presses: `components`).
            command_check: Some(|ctx| Box::pin(commands::within_limits(ctx))),
            on_error: |err| Box::pin(commands::on_error(err)),
            event_handler: |ctx, event| Box::pin(on_event(ctx, event)),
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
                        let mut all = poise::builtins::create_application_commands(commands);
                        // An app with an Activity has an Entry Point command, which Discord
                        // refuses to lose in a bulk overwrite (50240): it is sent along.
                        if activity {
                            all.push(entry_point());
                        }
                        serenity::Command::set_global_commands(ctx, all).await?;
                        tracing::info!("registered commands globally");
                    }
                }
                // Checking every stored game may take a while with thousands of them; the bot
                // answers meanwhile (a game pressed before its check is checked on load).
                tokio::spawn(startup(Arc::clone(&ctx.http), Arc::clone(&data.play)));
                play::reminders::spawn(Some(Arc::clone(&ctx.http)), Arc::clone(&data.play));
                play::ai_turns::spawn(Some(Arc::clone(&ctx.http)), Arc::clone(&data.play));
                tracing::info!("ready");
                Ok(data)
            })
        })
        .build();

    let mut http = serenity::HttpBuilder::new(&config.token);
    if let Some(client) = config.api_client.clone() {
        // Serenity's ratelimiter stays on, as in production: 429s are waited out by it.
        http = http.client(client);
    } else if let Some(base) = &config.api_base {
        // serenity only applies the proxy when its ratelimiter is off (serenity#1739).
        http = http.proxy(base.clone()).ratelimiter_disabled(true);
    }
    let client = serenity::ClientBuilder::new_with_http(http.build(), intents())
        .framework(framework)
        .await?;
    Ok((client, play))
}

/// Every gateway event the bot acts on besides commands: presses, and servers, channels and
/// members that go away.
async fn on_event(
    framework: poise::FrameworkContext<'_, Data, BotError>,
    event: &serenity::FullEvent,
) -> Result<(), BotError> {
    components::on_event(framework, event).await?;
    departures::on_event(framework, event).await
}

/// The Activity's Entry Point command ("Launch" in the app's launcher), which Discord answers
/// itself by launching the Activity in the channel.
fn entry_point() -> serenity::CreateCommand {
    use crate::i18n::Lang;
    let mut command = serenity::CreateCommand::new("launch")
        .kind(serenity::CommandType::PrimaryEntryPoint)
        .handler(serenity::EntryPointHandlerType::DiscordLaunchActivity)
        .description(crate::t!(Lang::En, "cmd-launch-description"));
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
        for &locale in lang.discord_locales() {
            command =
                command.description_localized(locale, crate::t!(lang, "cmd-launch-description"));
        }
    }
    command
}

/// Interactions arrive without any intent; GUILDS keeps the cache aware of channels and roles.
fn intents() -> serenity::GatewayIntents {
    serenity::GatewayIntents::GUILDS
}

/// Checks every open game against its move log and announces the broken ones in their
/// channels; the others go on: AI turns cut short are queued, and a turn whose message was
/// never posted (the bot stopped right after storing the move before it) is posted. A failure
/// here is logged, never fatal: healthy games matter more than the report.
async fn startup(http: Arc<serenity::Http>, play: Arc<PlayData>) {
    let (http, play) = (http.as_ref(), play.as_ref());
    let report = match play.service.startup_check().await {
        Ok(report) => report,
        Err(err) => {
            tracing::error!(%err, "start-up check failed");
            return;
        }
    };
    for broken in &report.broken {
        let Some(channel) = broken.channel_id.and_then(play::channel_id) else {
            continue;
        };
        // In the game's language if its settings can still be read; the reason is the log's.
        let lang = play
            .service
            .store()
            .settings(broken.game_id)
            .await
            .map(|s| s.language)
            .unwrap_or_default();
        let text = crate::t!(
            lang,
            "error-broken-at-start",
            game = broken.game_id,
            reason = broken.reason.as_str()
        );
        let message = serenity::CreateMessage::new().content(play::narrate::truncate(text, 1900));
        let nonce = deliver::game_nonce("broken", broken.game_id, 0, 0);
        if let Err(err) = deliver::send(http, channel, message, nonce).await {
            tracing::error!(game_id = broken.game_id, %err, "could not announce a broken game");
        }
    }
    // AI turns that were being decided when the bot stopped are played now.
    for &(game_id, turn) in &report.ai_waiting {
        play::ai_turns::resume(http, play, game_id, turn).await;
    }
    // A move stored just before the bot stopped may never have been announced, leaving its
    // channel without the current turn's message: it is posted now (AI turns were queued above,
    // with their own message). Finding out takes one small read per game; only a game whose
    // turn message is missing is loaded again.
    for &(game_id, turn) in &report.people_waiting {
        match play.service.turn_messages(game_id, turn).await {
            Ok(messages) if messages.iter().any(|m| m.kind == TURN_KIND) => continue,
            Ok(_) => {}
            Err(err) => {
                tracing::warn!(game_id, %err, "could not read a game's turn messages");
                continue;
            }
        }
        if let Err(err) = play::announce::repair_turn(http, play, game_id, None).await {
            tracing::warn!(game_id, %err, "could not bring a game's channel up to date");
        }
    }
    // Games that finished before ratings existed count from the first start of this version.
    if let Err(err) = play.service.rate_unrated_games().await {
        tracing::error!(%err, "could not rate the games finished before ratings existed");
    }
}

//! The web view of a game: the board you can touch. One page (`web/` in the repository, built
//! into `bot/assets/web/`) serves three ways in:
//!
//! - **the Discord Activity**: the page in an iframe inside the Discord client, launched by
//!   **Open the board** on a turn message; it signs in through Discord's Embedded App SDK, whose
//!   OAuth2 code this server exchanges at Discord ([`activity`]);
//! - **a signed link** for a plain browser, handed privately to whoever pressed **Open the
//!   board** when the Activity is not set up ([`auth`]);
//! - **the local play mode** (`carcassonne-bot play`): games against AI seats and hot-seat
//!   players on this machine, on loopback only, with no Discord at all ([`local`]).
//!
//! The page is a view of the same game the buttons drive: it reads a JSON view built from the
//! stored game ([`view`]), asks this server which options a step of the turn has (the engine's
//! turn model, worded as the Discord panel words it: [`turn`]) and plays through
//! [`GameService`](crate::service::GameService), whose version check keeps a move exactly once
//! whichever front end sent it. Every change the service makes is pushed to the open views over
//! a WebSocket ([`live`]); a move made in the page is announced in the Discord channel like a
//! button's.

pub mod activity;
pub mod assets;
pub mod auth;
pub mod board;
mod error;
pub mod live;
pub mod local;
pub mod turn;
pub mod view;
pub mod words;

use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};
use axum::Router;
use poise::serenity_prelude::Http;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

use crate::discord::play::PlayData;

pub use auth::{Claims, Keys, Kind};
pub use error::WebError;

/// How the web view is served (`WEB_BIND`, `PUBLIC_URL`, `DISCORD_CLIENT_SECRET`).
#[derive(Clone, Debug)]
pub struct WebConfig {
    /// Where the server listens, e.g. `127.0.0.1:8080` behind a reverse proxy.
    pub bind: SocketAddr,
    /// The address players reach the server at (`https://carcassonne.example.org`), for the
    /// links handed out in Discord. `None`: no links, only the Activity.
    pub public_url: Option<String>,
    /// The Activity's OAuth2 client; `None` when the app has no Activity set up.
    pub activity: Option<ActivityConfig>,
}

/// The Discord application's OAuth2 client, for the Activity's sign-in.
#[derive(Clone)]
pub struct ActivityConfig {
    /// The application's id (its client id).
    pub client_id: u64,
    pub client_secret: String,
    /// Where Discord's REST API is: `https://discord.com` unless a test points elsewhere.
    pub api_base: String,
}

impl std::fmt::Debug for ActivityConfig {
    // The secret must never reach a log.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ActivityConfig")
            .field("client_id", &self.client_id)
            .field("client_secret", &"<hidden>")
            .field("api_base", &self.api_base)
            .finish()
    }
}

/// How the bot's Discord side reaches the web view: what **Open the board** does.
pub struct Entry {
    /// Launch the Activity (the app has one set up here).
    pub activity: bool,
    /// Where plain-browser links point, when links are handed out.
    pub public_url: Option<String>,
    /// What links are signed with.
    pub keys: Keys,
}

impl Entry {
    /// A link for `user` (shown as `name`) to the games of `channel`, from `now`; `None` when
    /// the bot hands out no links.
    pub fn link(&self, user: u64, name: &str, channel: u64, now: i64) -> Option<String> {
        let base = self.public_url.as_deref()?.trim_end_matches('/');
        let token = self.keys.sign(&auth::link_claims(user, name, channel, now));
        Some(format!("{base}/?channel={channel}#t={token}"))
    }
}

/// Who else shows the games this server shows.
#[derive(Clone)]
pub enum Front {
    /// Discord channels: a move made in the page is announced there like a button's.
    Discord(Arc<Http>),
    /// The local play mode: the page is the only view.
    Local,
}

impl Front {
    pub fn http(&self) -> Option<&Http> {
        match self {
            Front::Discord(http) => Some(http),
            Front::Local => None,
        }
    }
}

/// What every request handler shares.
pub struct WebState {
    pub play: Arc<PlayData>,
    pub keys: Keys,
    pub front: Front,
    pub config: WebConfig,
    pub boards: board::BoardCache,
    /// Server memberships of Activity viewers, as Discord said lately.
    pub members: auth::Members,
    /// For the Activity's code exchange.
    pub client: reqwest::Client,
}

pub type State = Arc<WebState>;

/// A running web server; dropping it leaves it running until the runtime stops.
pub struct WebServer {
    pub addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    task: JoinHandle<()>,
}

impl WebServer {
    /// Stops taking connections and waits for the server task (open WebSockets close).
    pub async fn shutdown(mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Err(err) = self.task.await {
            tracing::warn!(%err, "the web server task failed");
        }
    }
}

/// Binds `config.bind` and serves the page and its API in the background.
pub async fn start(
    play: Arc<PlayData>,
    front: Front,
    config: WebConfig,
) -> Result<WebServer, WebError> {
    let keys = Keys::load(play.service.store(), play.service.clock().unix_seconds()).await?;
    // The Discord side hands out the Activity or links from now on.
    let _ = play.web.set(Entry {
        activity: config.activity.is_some(),
        public_url: config.public_url.clone(),
        keys: keys.clone(),
    });
    let listener = tokio::net::TcpListener::bind(config.bind)
        .await
        .map_err(|err| WebError::Bind {
            addr: config.bind,
            why: err.to_string(),
        })?;
    let addr = listener.local_addr().map_err(|err| WebError::Bind {
        addr: config.bind,
        why: err.to_string(),
    })?;
    let client = reqwest::ClientBuilder::new()
        .timeout(std::time::Duration::from_secs(10))
        .build()
        .map_err(|err| WebError::Internal(format!("cannot build an HTTP client: {err}")))?;
    let state: State = Arc::new(WebState {
        play,
        keys,
        front,
        config,
        boards: board::BoardCache::default(),
        members: auth::Members::default(),
        client,
    });
    let app = router(state);
    let (stop, stopped) = oneshot::channel::<()>();
    let task = tokio::spawn(async move {
        let serve = axum::serve(
            listener,
            app.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .with_graceful_shutdown(async {
            let _ = stopped.await;
        });
        if let Err(err) = serve.await {
            tracing::error!(%err, "the web server stopped");
        }
    });
    tracing::info!(%addr, "web view listening");
    Ok(WebServer {
        addr,
        stop: Some(stop),
        task,
    })
}

/// Every route of the page and its API.
pub fn router(state: State) -> Router {
    let api = Router::new()
        .route("/words", get(words::words))
        .route("/config", get(activity::config))
        .route("/sprites/tile", get(board::tile_sprite))
        .route("/activity/session", post(activity::session))
        .route("/channels/:channel/game", get(view::channel_game))
        .route("/games/:game", get(view::game_view))
        .route("/games/:game/board", get(board::board_png))
        .route("/games/:game/draft", post(turn::draft))
        .route("/games/:game/play", post(turn::play))
        .route("/games/:game/undo", post(turn::undo))
        .route("/games/:game/done", post(turn::done))
        .route("/games/:game/hint", post(turn::hint))
        .route("/games/:game/tiles", get(view::tiles))
        .route("/games/:game/log", get(view::log))
        .route("/games/:game/scores", get(view::scores))
        .route("/games/:game/live", get(live::live))
        .route("/local/setup", get(local::setup))
        .route("/local/games", post(local::create))
        .fallback(error::not_found);
    Router::new()
        .route("/", get(assets::index))
        .route("/assets/*file", get(assets::file))
        .route("/healthz", get(|| async { "ok" }))
        // Browsers ask for it unprompted; the page names its icon itself.
        .route(
            "/favicon.ico",
            get(|| async { axum::http::StatusCode::NO_CONTENT }),
        )
        .nest("/api", api)
        // Moves and choices are a few hundred bytes; nothing the page sends is larger.
        .layer(DefaultBodyLimit::max(64 * 1024))
        .layer(axum::middleware::from_fn_with_state(
            Arc::clone(&state),
            auth::guard_host,
        ))
        .with_state(state)
}

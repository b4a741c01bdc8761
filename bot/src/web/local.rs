//! The local play mode's own page parts: what can be set up (games, expansions, AI levels,
//! languages, the games already stored) and starting a game at once with its seats.
//!
//! A local game is an ordinary game of the store in channel [`LOCAL_CHANNEL`] (no Discord
//! channel has id 0). Its people play hot seat on one screen: each gets a made-up user id from
//! [`LOCAL_PEOPLE`] up, the first is the host, and the local token acts for whichever of them
//! the game waits for. It has no reminders or timeouts; Undo is offered for the seconds the
//! setup chose.

use axum::extract::State as AxumState;
use axum::Json;
use carcassonne_ai::Level;
use carcassonne_engine::{Expansion, GameConfig, GameKind, MIN_PLAYERS};
use serde::{Deserialize, Serialize};

use super::auth::Viewer;
use super::error::{Said, WebError};
use super::{Kind, State};
use crate::discord::locale::level_name;
use crate::discord::play::rules_text::{expansion_label, game_label};
use crate::discord::play::status::rules_line;
use crate::i18n::Lang;
use crate::service::{ChannelRef, LobbyOptions, Player};
use crate::store::{GameId, GameStatus, Settings, LOCAL_CHANNEL};

/// People of local games take user ids from here up: AI seats use ids below 1000 and Discord
/// snowflakes are far larger, so a local person is never mistaken for either.
pub const LOCAL_PEOPLE: u64 = 1_000_000;
/// The longest undo window the setup offers, in seconds.
const MAX_UNDO_SECS: u32 = 60;
/// Stored local games listed to resume, newest first.
const SAVED_SHOWN: usize = 20;

/// What the setup screen offers.
#[derive(Serialize)]
pub struct Setup {
    pub games: Vec<GameOption>,
    pub levels: Vec<Named>,
    pub languages: Vec<Named>,
    /// The language the page speaks now.
    pub lang: &'static str,
    /// Local games stored in the database, newest first: running ones to resume, finished ones
    /// to look at.
    pub saved: Vec<Saved>,
}

#[derive(Serialize)]
pub struct GameOption {
    pub key: &'static str,
    pub name: String,
    pub max_players: usize,
    pub expansions: Vec<ExpansionOption>,
    /// Land tiles a full game deals: the most a quick game may ask for.
    pub land_tiles: Option<usize>,
}

#[derive(Serialize)]
pub struct ExpansionOption {
    pub key: &'static str,
    pub name: String,
    /// On unless the player switches it off (farmers, as in the Discord lobby).
    pub default: bool,
}

#[derive(Serialize)]
pub struct Named {
    pub key: &'static str,
    pub name: String,
}

#[derive(Serialize)]
pub struct Saved {
    pub game: GameId,
    pub status: &'static str,
    pub title: String,
    pub players: String,
    pub turn: u32,
}

fn local_only(viewer: &Viewer) -> Result<(), Said> {
    if viewer.claims.kind == Kind::Local {
        Ok(())
    } else {
        Err(viewer.said(super::auth::AuthError::NotCovered))
    }
}

/// `GET /api/local/setup`.
pub async fn setup(
    AxumState(state): AxumState<State>,
    viewer: Viewer,
) -> Result<Json<Setup>, Said> {
    local_only(&viewer)?;
    let lang = viewer.lang;
    let games = GameKind::all()
        .iter()
        .map(|&kind| GameOption {
            key: kind.key(),
            name: game_label(kind, lang),
            max_players: kind.max_players(),
            expansions: Expansion::offered()
                .filter(|&e| plays_with(kind, e))
                .map(|e| ExpansionOption {
                    key: e.key(),
                    name: expansion_label(e, lang),
                    default: crate::service::default_rules(kind).contains(&e),
                })
                .collect(),
            land_tiles: crate::service::land_tiles(&config_for(kind, Vec::new(), None)),
        })
        .collect();
    let levels = [Level::Easy, Level::Medium, Level::Hard]
        .into_iter()
        .map(|l| Named {
            key: l.key(),
            name: level_name(lang, l),
        })
        .collect();
    let languages = Lang::ALL
        .into_iter()
        .map(|l| Named {
            key: l.code(),
            name: l.native_name().to_owned(),
        })
        .collect();
    let saved = saved_games(&state, lang)
        .await
        .map_err(|e| viewer.said(e))?;
    Ok(Json(Setup {
        games,
        levels,
        languages,
        lang: lang.code(),
        saved,
    }))
}

/// Whether `kind` can be played with `expansion`, as the engine's set-up check says.
fn plays_with(kind: GameKind, expansion: Expansion) -> bool {
    config_for(kind, vec![expansion], None).validate().is_ok()
}

fn config_for(kind: GameKind, rules: Vec<Expansion>, tiles: Option<u16>) -> GameConfig {
    GameConfig {
        game: kind,
        tile_limit: tiles,
        ..GameConfig::with_rules(MIN_PLAYERS, rules)
    }
}

async fn saved_games(state: &State, lang: Lang) -> Result<Vec<Saved>, WebError> {
    let service = &state.play.service;
    let mut ids = Vec::new();
    for status in [GameStatus::Active, GameStatus::Finished] {
        ids.extend(service.store().game_ids_with_status(status).await?);
    }
    ids.sort_unstable_by(|a, b| b.cmp(a));
    let mut saved = Vec::new();
    for id in ids.into_iter().take(SAVED_SHOWN) {
        // One unreadable game must not hide the others.
        let Ok(loaded) = service.load(id).await else {
            continue;
        };
        let names: Vec<String> = loaded
            .seats
            .iter()
            .map(|s| s.display_name.clone())
            .collect();
        saved.push(Saved {
            game: id,
            status: loaded.status().as_str(),
            title: rules_line(lang, &loaded.config, &loaded.settings),
            players: crate::discord::play::narrate::join_names(lang, &names),
            turn: loaded.turn() + 1,
        });
    }
    Ok(saved)
}

/// A seat of a new local game: a person by name, or an AI by level.
#[derive(Deserialize)]
pub struct SeatRequest {
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub ai: Option<String>,
}

/// `POST /api/local/games`.
#[derive(Deserialize)]
pub struct NewLocalGame {
    pub game: String,
    #[serde(default)]
    pub rules: Vec<String>,
    pub seats: Vec<SeatRequest>,
    #[serde(default)]
    pub quick: bool,
    #[serde(default)]
    pub tiles: Option<u16>,
    #[serde(default)]
    pub undo_secs: u32,
    #[serde(default)]
    pub hints: Option<bool>,
    #[serde(default)]
    pub lang: Option<String>,
    /// A fixed deal (tests); random otherwise.
    #[serde(default)]
    pub seed: Option<u64>,
}

#[derive(Serialize)]
pub struct Created {
    pub game: GameId,
}

/// The longest name a local person may take, as Discord's display names.
const NAME_CHARS: usize = 32;

/// `POST /api/local/games`: a new local game with its seats, started at once.
pub async fn create(
    AxumState(state): AxumState<State>,
    viewer: Viewer,
    Json(request): Json<NewLocalGame>,
) -> Result<Json<Created>, Said> {
    local_only(&viewer)?;
    let bad = |key: &'static str| viewer.said(WebError::BadRequest(key));
    let kind =
        GameKind::from_key(&request.game).ok_or_else(|| bad("web-error-no-such-game-kind"))?;
    let mut rules = Vec::new();
    for key in &request.rules {
        let e = Expansion::from_key(&key.to_ascii_lowercase())
            .filter(|e| Expansion::offered().any(|o| o == *e))
            .ok_or_else(|| bad("web-error-no-such-expansion"))?;
        rules.push(e);
    }
    if request.undo_secs > MAX_UNDO_SECS {
        return Err(bad("web-error-undo-range"));
    }
    let tiles = if request.quick { request.tiles } else { None };
    let config = config_for(kind, rules, tiles);
    config
        .validate()
        .map_err(|e| viewer.said(crate::service::ServiceError::from(e)))?;
    if let (Some(asked), Some(most)) = (tiles, crate::service::land_tiles(&config)) {
        if !(3..=most).contains(&usize::from(asked)) {
            return Err(bad("web-error-tiles-range"));
        }
    }
    // People first in the order given (the first is the host, seated first), then the AI
    // seats in the order given.
    let mut people = Vec::new();
    let mut ais = Vec::new();
    for (i, seat) in request.seats.iter().enumerate() {
        match (&seat.ai, &seat.name) {
            (Some(level), _) => {
                ais.push(Level::parse(level).ok_or_else(|| bad("web-error-no-such-level"))?)
            }
            (None, name) => {
                let name: String = name
                    .as_deref()
                    .map(str::trim)
                    .filter(|n| !n.is_empty())
                    .map(|n| n.chars().take(NAME_CHARS).collect())
                    .unwrap_or_else(|| crate::t!(viewer.lang, "web-local-player", number = i + 1));
                people.push(Player::new(LOCAL_PEOPLE + i as u64, name));
            }
        }
    }
    let Some(host) = people.first().cloned() else {
        return Err(bad("web-error-no-person"));
    };
    let seats = people.len() + ais.len();
    if seats < MIN_PLAYERS || seats > kind.max_players() {
        return Err(bad("web-error-seats-range"));
    }
    let language = request
        .lang
        .as_deref()
        .and_then(Lang::from_locale)
        .unwrap_or(viewer.lang);
    let settings = Settings {
        reminder_secs: 0,
        timeout_secs: 0,
        quick_game: request.quick,
        undo_secs: request.undo_secs,
        tile_counter: true,
        hints: request.hints.unwrap_or(true),
        language,
    };
    let service = &state.play.service;
    let channel = ChannelRef {
        guild_id: None,
        channel_id: LOCAL_CHANNEL,
    };
    let options = LobbyOptions {
        config,
        settings,
        seed: request.seed,
    };
    let said = |e| viewer.said(WebError::from(e));
    let lobby = service
        .open_lobby(channel, &host, options)
        .await
        .map_err(said)?;
    let id = lobby.id();
    let host_actor = crate::service::Actor::user(host.user_id);
    for person in people.iter().skip(1) {
        service.join(id, person).await.map_err(said)?;
    }
    for level in ais {
        service.add_ai(id, host_actor, level).await.map_err(said)?;
    }
    let started = service.start(id, host_actor).await.map_err(said)?;
    tracing::info!(game_id = id, seats, "local game started");
    // An AI seat that plays first is queued at once.
    crate::discord::play::announce::queue_ai_turn(&state.play, &started);
    Ok(Json(Created { game: id }))
}

/// How the local play mode runs (`carcassonne-bot play`).
pub struct LocalOptions {
    /// The same store the bot uses (`DATABASE_URL`, or the SQLite file next to the binary).
    pub database_url: String,
    /// The port on 127.0.0.1; 0 picks a free one.
    pub port: u16,
    pub clock: crate::clock::Clock,
    /// How long AI seats think per decision.
    pub ai_budget: carcassonne_ai::Budget,
}

/// The local play mode, running: its web server on loopback, the AI seats' worker and the
/// timers (undo windows), for the games of this computer only (see
/// [`Scope::Local`](crate::store::Scope)): a bot sharing the database keeps its own.
pub struct LocalMode {
    pub server: super::WebServer,
    /// The page, signed in: what the browser opens. The token is in the fragment, which the
    /// browser never sends to a server.
    pub url: String,
    play: std::sync::Arc<crate::discord::play::PlayData>,
}

impl LocalMode {
    /// Starts everything; the page answers once this returns.
    pub async fn start(options: LocalOptions) -> Result<LocalMode, WebError> {
        use std::sync::Arc;

        use crate::discord::play::{ai_turns, reminders, PlayData};
        use crate::service::GameService;
        use crate::store::{Scope, Store};

        let store = Store::open(&options.database_url)
            .await?
            .serving(Scope::Local);
        let service = GameService::new(store, options.clock.clone())
            .with_ai_budget(options.ai_budget, options.ai_budget);
        let renderer = carcassonne_render::Renderer::new()?;
        let play = Arc::new(PlayData::new(service, Arc::new(renderer)));
        ai_turns::spawn(None, Arc::clone(&play));
        reminders::spawn(None, Arc::clone(&play));
        // AI turns the last run stopped in the middle of are played now.
        match play.service.startup_check().await {
            Ok(report) => {
                for (game_id, turn) in report.ai_waiting {
                    play.ai.push(game_id, turn);
                }
            }
            Err(err) => tracing::warn!(%err, "could not check the stored local games"),
        }
        let now = options.clock.unix_seconds();
        let keys = super::Keys::load(play.service.store(), now).await?;
        let config = super::WebConfig {
            bind: std::net::SocketAddr::from(([127, 0, 0, 1], options.port)),
            public_url: None,
            activity: None,
        };
        let server = super::start(Arc::clone(&play), super::Front::Local, config).await?;
        let token = keys.sign(&super::Claims {
            user: 0,
            name: String::new(),
            kind: Kind::Local,
            channel: None,
            expires: now.saturating_add(super::auth::LOCAL_DAYS * 86_400),
        });
        let url = format!("http://127.0.0.1:{}/#local={token}", server.addr.port());
        Ok(LocalMode { server, url, play })
    }

    /// Stops taking requests, lets moves in flight finish and closes the database.
    pub async fn shutdown(self) {
        self.server.shutdown().await;
        if !self.play.drain(std::time::Duration::from_secs(10)).await {
            tracing::warn!("moves still running at shutdown; closing anyway");
        }
        self.play.service.store().close().await;
    }
}

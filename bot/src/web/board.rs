//! The board as the page shows it: the renderer's own picture of the board alone (no header,
//! no marks: the page shows players, the drawn tile and the cells where it fits itself), where
//! its cells are in that picture, and the tiles as sprites for the page to lay over it.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

use axum::extract::{Path, Query, State as AxumState};
use axum::http::{header, HeaderValue};
use axum::response::{IntoResponse, Response};
use carcassonne_engine::{Event, Figure, Game};
use carcassonne_render::{BoardLayout, BoardOptions};
use serde::{Deserialize, Serialize};

use super::auth::Viewer;
use super::error::{Said, WebError};
use super::view::load_for;
use super::State;
use crate::discord::play::turn_view::seat_names;
use crate::i18n::Lang;
use crate::service::LoadedGame;
use crate::store::{GameId, GameStatus};

/// Pictures kept, newest last: each open view of a game asks for the same one after a move.
const CACHED_BOARDS: usize = 48;

/// Boards already drawn, by game, version and language, so that many viewers of one game
/// cost one drawing per move.
#[derive(Default)]
pub struct BoardCache {
    boards: Mutex<Boards>,
}

#[derive(Default)]
struct Boards {
    pictures: HashMap<BoardKey, Arc<Vec<u8>>>,
    /// Oldest first, to drop.
    order: VecDeque<BoardKey>,
}

type BoardKey = (GameId, u64, Lang);

impl BoardCache {
    fn get(&self, key: &BoardKey) -> Option<Arc<Vec<u8>>> {
        // The map only holds finished pictures: a panic elsewhere cannot leave it half-written.
        let cache = self.boards.lock().unwrap_or_else(|p| p.into_inner());
        cache.pictures.get(key).cloned()
    }

    fn put(&self, key: BoardKey, png: Arc<Vec<u8>>) {
        let mut cache = self.boards.lock().unwrap_or_else(|p| p.into_inner());
        if cache.pictures.insert(key, png).is_none() {
            cache.order.push_back(key);
        }
        while cache.order.len() > CACHED_BOARDS {
            if let Some(old) = cache.order.pop_front() {
                cache.pictures.remove(&old);
            }
        }
    }
}

/// How the board picture is drawn for a game: the same options give the picture and its
/// layout, so the page's overlays land on the picture's cells.
pub fn options(loaded: &LoadedGame, lang: Lang, figures: Option<Vec<Figure>>) -> BoardOptions {
    BoardOptions {
        player_names: seat_names(loaded),
        header: false,
        legend: false,
        figures,
        lang,
        ..BoardOptions::default()
    }
}

/// Where the picture's cells are, for the page: cell `(x, y)` (x east, y south of the start
/// tile) has its north-west corner at `origin + (x, y) * tile` pixels of the picture.
#[derive(Clone, Debug, Serialize)]
pub struct BoardView {
    /// The picture's address (relative to the page); it changes with every move.
    pub src: String,
    pub width: u32,
    pub height: u32,
    /// Pixels a cell.
    pub tile: u32,
    pub origin: [i64; 2],
    /// The cells the picture shows, corner to corner.
    pub min: [i32; 2],
    pub max: [i32; 2],
}

impl BoardView {
    pub fn of(layout: &BoardLayout, game_id: GameId, version: u64, lang: Lang) -> BoardView {
        let t = i64::from(layout.tile_size);
        BoardView {
            src: format!("api/games/{game_id}/board?v={version}&lang={}", lang.code()),
            width: layout.width,
            height: layout.height,
            tile: layout.tile_size,
            origin: [
                i64::from(layout.grid_x) - i64::from(layout.bounds.min.x) * t,
                i64::from(layout.grid_y) - i64::from(layout.bounds.min.y) * t,
            ],
            min: [layout.bounds.min.x, layout.bounds.min.y],
            max: [layout.bounds.max.x, layout.bounds.max.y],
        }
    }
}

/// The figures that stood when final scoring began, for the board of a finished game (which
/// shows who held what, as the score sheet's picture does).
pub async fn final_figures(state: &State, loaded: &LoadedGame) -> Option<Vec<Figure>> {
    if loaded.status() != GameStatus::Finished {
        return None;
    }
    let history = match state.play.service.history(loaded).await {
        Ok(history) => history,
        Err(err) => {
            tracing::warn!(game_id = loaded.id(), %err, "could not replay a finished game");
            return None;
        }
    };
    history.steps.last()?.events.iter().find_map(|e| match e {
        Event::FinalScoring { figures, .. } => Some(figures.clone()),
        _ => None,
    })
}

#[derive(Deserialize)]
pub struct BoardQuery {
    lang: Option<String>,
}

/// `GET /api/games/:game/board?v=VERSION&lang=xx`: the board picture. The version in the
/// address only keeps the browser from showing an old picture; the current one is drawn.
pub async fn board_png(
    AxumState(state): AxumState<State>,
    viewer: Viewer,
    Path(game): Path<String>,
    Query(query): Query<BoardQuery>,
) -> Result<Response, Said> {
    let loaded = load_for(&state, &viewer, &game).await?;
    let lang = query
        .lang
        .as_deref()
        .and_then(Lang::from_locale)
        .unwrap_or(viewer.lang);
    let png = draw(&state, &loaded, lang)
        .await
        .map_err(|e| viewer.said(e))?
        .ok_or_else(|| viewer.said(WebError::NotFound))?;
    Ok(png_response(
        png.as_ref().clone(),
        "private, max-age=31536000, immutable",
    ))
}

/// The board picture of `loaded` in `lang`, from the cache when drawn already; `None` before
/// the game starts.
pub async fn draw(
    state: &State,
    loaded: &LoadedGame,
    lang: Lang,
) -> Result<Option<Arc<Vec<u8>>>, WebError> {
    let Some(game) = &loaded.game else {
        return Ok(None);
    };
    let key = (loaded.id(), loaded.row.version, lang);
    if let Some(png) = state.boards.get(&key) {
        return Ok(Some(png));
    }
    let opts = options(loaded, lang, final_figures(state, loaded).await);
    let renderer = Arc::clone(&state.play.renderer);
    let game: Game = game.clone();
    let png = tokio::task::spawn_blocking(move || renderer.render_board(&game, &opts)).await??;
    let png = Arc::new(png);
    state.boards.put(key, Arc::clone(&png));
    Ok(Some(png))
}

#[derive(Deserialize)]
pub struct SpriteQuery {
    /// The tile's name in the catalogue (`"D"`, `"IC.5"`).
    t: String,
    /// Pixels a side.
    px: Option<u32>,
}

/// `GET /api/sprites/tile?t=NAME&px=N`: one tile, unturned, as boards draw it. Public: tiles
/// are the same for everyone and tell nothing about a game.
pub async fn tile_sprite(
    AxumState(state): AxumState<State>,
    Query(query): Query<SpriteQuery>,
) -> Result<Response, WebError> {
    let tile = carcassonne_engine::tiles::by_name(&query.t)
        .ok_or(WebError::BadRequest("web-error-no-such-tile"))?;
    let px = query.px.unwrap_or(96);
    let renderer = Arc::clone(&state.play.renderer);
    let png = tokio::task::spawn_blocking(move || renderer.tile_png(tile, px)).await??;
    Ok(png_response(png, "public, max-age=86400"))
}

/// The address of a tile's sprite at `px` pixels a side.
pub fn sprite_src(tile: carcassonne_engine::tiles::TileId, px: u32) -> String {
    let mut name = String::new();
    for b in tile.name().bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'.' | b'-' | b'_' => name.push(b as char),
            other => name.push_str(&format!("%{other:02X}")),
        }
    }
    format!("api/sprites/tile?t={name}&px={px}")
}

fn png_response(png: Vec<u8>, cache: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, HeaderValue::from_static("image/png")),
            (header::CACHE_CONTROL, HeaderValue::from_static(cache)),
        ],
        png,
    )
        .into_response()
}

//! What the page shows of a game, for one viewer: who plays, the scores and figures in hand,
//! the board picture and where its cells are, the drawn tile, what the game waits for, and,
//! for the player it waits for, the first step of their turn. Plus the sheets one tap away:
//! scores in detail, the tiles to come and the log.

use std::sync::Arc;

use axum::extract::{Path, State as AxumState};
use axum::Json;
use carcassonne_engine::Game;
use carcassonne_render::{player_colour, tile_words};
use serde::Serialize;

use super::auth::{game_id, Viewer};
use super::board::{self, sprite_src, BoardView};
use super::error::{Said, WebError};
use super::turn::{self, StepJson};
use super::State;
use crate::discord::play::log;
use crate::discord::play::narrate::Names;
use crate::discord::play::status::{colour_words, figures_in_hand, rules_line, status_text};
use crate::discord::play::turn_view::seat_names;
use crate::i18n::Lang;
use crate::service::LoadedGame;
use crate::store::{DeadlineKind, GameId, GameStatus};

/// The whole view of a game for one viewer.
#[derive(Serialize)]
pub struct GameView {
    pub game: GameId,
    /// Changes whenever anything the view shows changes (see [`stamp`]).
    pub stamp: String,
    pub version: u64,
    /// Completed turns: what a move must quote to be played.
    pub turn: u32,
    pub status: &'static str,
    /// The language of the words in this view.
    pub lang: &'static str,
    /// The game and its expansions in words.
    pub title: String,
    /// What the game waits for, in words.
    pub headline: String,
    /// A question a rule asks now (the plague), as the channel reads it.
    pub question: Option<String>,
    pub you: You,
    /// The viewer may act now: it is their turn, or their answer the game waits for.
    pub acting: bool,
    pub seats: Vec<SeatView>,
    pub board: Option<BoardView>,
    /// The tile to place, once it is shown to everyone.
    pub drawn: Option<DrawnView>,
    pub tiles_left: Option<usize>,
    /// The last move may still be taken back, until `until`.
    pub undo: Option<UndoView>,
    /// The viewer may ask for a hint now.
    pub hint: bool,
    /// The tiles to come may be looked at (the host did not switch the counter off).
    pub tile_counter: bool,
    /// For the acting viewer: the first step of their turn.
    pub step: Option<StepJson>,
}

#[derive(Serialize)]
pub struct You {
    pub name: String,
    /// The seat they play, if they play (a local viewer plays the seat to play).
    pub seat: Option<u32>,
    pub local: bool,
}

#[derive(Serialize)]
pub struct SeatView {
    pub seat: u32,
    pub name: String,
    /// Their colour's name in the viewer's language, and as `#rrggbb`.
    pub colour: String,
    pub rgb: String,
    /// The user id behind the seat, so that the page can show a mention by name.
    pub user: String,
    pub score: u32,
    /// The AI level's name, for a computer player.
    pub ai: Option<String>,
    pub removed: bool,
    /// The game waits for this seat.
    pub current: bool,
    /// Figures in hand, in words.
    pub hand: String,
    /// Tokens held that score (goods, harvest), in words.
    pub held: String,
}

#[derive(Serialize)]
pub struct DrawnView {
    pub tile: String,
    pub sprite: String,
    pub words: String,
}

#[derive(Serialize)]
pub struct UndoView {
    /// The move that may be taken back (what Undo and Done quote).
    pub version: u64,
    /// Unix seconds when the next turn starts by itself.
    pub until: i64,
    /// The viewer made that move.
    pub mine: bool,
}

/// What changes whenever something a view shows changes: the move count, the game's status,
/// and whether the current turn is shown yet (the end of an undo window moves nothing).
pub fn stamp(loaded: &LoadedGame, revealed: bool) -> String {
    format!(
        "{}.{}.{}.{}",
        loaded.row.version,
        loaded.status().as_str(),
        u8::from(revealed),
        loaded.seats.len()
    )
}

/// `GET /api/games/:game`.
pub async fn game_view(
    AxumState(state): AxumState<State>,
    viewer: Viewer,
    Path(game): Path<String>,
) -> Result<Json<GameView>, Said> {
    let loaded = load_for(&state, &viewer, &game).await?;
    build(&state, &viewer, &loaded)
        .await
        .map(Json)
        .map_err(|e| viewer.said(e))
}

/// The view of `loaded` for `viewer`.
pub async fn build(
    state: &State,
    viewer: &Viewer,
    loaded: &LoadedGame,
) -> Result<GameView, WebError> {
    let lang = viewer.lang;
    let service = &state.play.service;
    let turn = loaded.turn();
    let revealed = match &loaded.game {
        Some(_) => service.is_revealed(loaded.id(), turn).await?,
        None => true,
    };
    let undo = match (&loaded.game, revealed) {
        (Some(_), false) => undo_view(state, viewer, loaded).await?,
        _ => None,
    };
    let names = seat_names(loaded);
    let seats = seat_views(loaded, lang);
    let claims = &viewer.claims;
    let seat = claims.seat(loaded);
    let current = loaded.current_seat();
    let acting = revealed
        && current.is_some_and(|c| !c.is_ai() && claims.acting_user(loaded) == Some(c.user_id));
    let game = loaded.game.as_ref();
    let board = match game {
        Some(g) => {
            let opts = board::options(loaded, lang, None);
            let layout = state.play.renderer.board_layout(g, &opts);
            Some(BoardView::of(
                &layout,
                loaded.id(),
                loaded.row.version,
                lang,
            ))
        }
        None => None,
    };
    let question = match (game, revealed) {
        (Some(g), true) => crate::expansions::asking(g).map(|q| q.prompt(g, &Names(&names), lang)),
        _ => None,
    };
    let drawn = match (game, revealed) {
        (Some(g), true) if loaded.is_running() => g.current_tile().map(|t| DrawnView {
            tile: t.name().to_owned(),
            sprite: sprite_src(t, board.as_ref().map_or(96, |b| b.tile)),
            words: tile_words(t, lang),
        }),
        _ => None,
    };
    let step = match (acting, game) {
        (true, Some(g)) => turn::first_step(state, loaded, g, lang).ok(),
        _ => None,
    };
    let hint = acting && loaded.settings.hints;
    Ok(GameView {
        game: loaded.id(),
        stamp: stamp(loaded, revealed),
        version: loaded.row.version,
        turn,
        status: loaded.status().as_str(),
        lang: lang.code(),
        title: rules_line(lang, &loaded.config, &loaded.settings),
        headline: headline(loaded, viewer, revealed, undo.as_ref(), lang),
        question,
        you: You {
            name: claims.name.clone(),
            seat,
            local: claims.kind == super::Kind::Local,
        },
        acting,
        seats,
        board,
        drawn,
        tiles_left: game.map(Game::tiles_left),
        undo,
        hint,
        tile_counter: loaded.settings.tile_counter,
        step,
    })
}

fn seat_views(loaded: &LoadedGame, lang: Lang) -> Vec<SeatView> {
    let current = loaded.current_seat().map(|s| s.seat);
    loaded
        .seats
        .iter()
        .map(|s| {
            let index = s.seat as usize;
            let [r, g, b] = player_colour(index);
            let game = loaded.game.as_ref();
            SeatView {
                seat: s.seat,
                name: s.display_name.clone(),
                colour: colour_words(lang, &s.colour),
                rgb: format!("#{r:02x}{g:02x}{b:02x}"),
                user: s.user_id.to_string(),
                score: game
                    .and_then(|g| g.scores().get(index).copied())
                    .unwrap_or(0),
                ai: s
                    .ai
                    .map(|level| crate::discord::locale::level_name(lang, level)),
                removed: s.removed,
                current: current == Some(s.seat),
                hand: game.map_or_else(String::new, |g| figures_in_hand(lang, g, index)),
                held: game.map_or_else(String::new, |g| {
                    crate::discord::play::narrate::held_words(&g.tokens(index), lang)
                }),
            }
        })
        .collect()
}

/// The undo window of the last move, while it is open.
async fn undo_view(
    state: &State,
    viewer: &Viewer,
    loaded: &LoadedGame,
) -> Result<Option<UndoView>, WebError> {
    let service = &state.play.service;
    let until = service
        .store()
        .deadlines(loaded.id())
        .await?
        .into_iter()
        .find(|d| d.kind == DeadlineKind::Reveal && d.turn == loaded.turn() && !d.fired)
        .map(|d| d.due_at);
    let Some(until) = until else {
        return Ok(None);
    };
    let moves = service.store().moves(loaded.id()).await?;
    let mover = moves.last().and_then(|m| m.user_id);
    // A local viewer plays every person's seat: whoever moved last may take it back.
    let mine = match viewer.claims.kind {
        super::Kind::Local => mover.is_some_and(|u| loaded.seat_of(u).is_some()),
        _ => mover == Some(viewer.claims.user),
    };
    Ok(Some(UndoView {
        version: loaded.row.version,
        until,
        mine,
    }))
}

/// What the game waits for, in `lang`.
fn headline(
    loaded: &LoadedGame,
    viewer: &Viewer,
    revealed: bool,
    undo: Option<&UndoView>,
    lang: Lang,
) -> String {
    let claims = &viewer.claims;
    match loaded.status() {
        GameStatus::Lobby => {
            let names = seat_names(loaded);
            crate::t!(
                lang,
                "web-headline-lobby",
                count = names.len(),
                players = crate::discord::play::narrate::join_names(lang, &names)
            )
        }
        GameStatus::Cancelled => crate::t!(lang, "web-headline-cancelled"),
        GameStatus::Broken => crate::t!(lang, "web-headline-broken"),
        GameStatus::Finished => match loaded.breakdown() {
            Ok(sheet) => {
                let winners: Vec<String> = sheet
                    .players
                    .iter()
                    .filter(|p| sheet.winners.contains(&p.seat))
                    .map(|p| format!("{} ({})", p.display_name, p.total))
                    .collect();
                crate::t!(
                    lang,
                    "web-headline-over",
                    count = winners.len(),
                    winners = crate::discord::play::narrate::join_names(lang, &winners)
                )
            }
            Err(_) => crate::t!(lang, "narr-game-over"),
        },
        GameStatus::Active => {
            if !revealed {
                // The turn just played (completed turns count it): not the one to come.
                let mine = undo.is_some_and(|u| u.mine);
                return crate::t!(
                    lang,
                    "web-headline-undo",
                    turn = loaded.turn(),
                    mine = if mine { "yes" } else { "no" }
                );
            }
            let Some(seat) = loaded.current_seat() else {
                return crate::t!(lang, "narr-game-over");
            };
            // At one screen of a local game everyone is "you": the page names the seat.
            let yours = claims.kind != super::Kind::Local
                && !seat.is_ai()
                && claims.acting_user(loaded) == Some(seat.user_id);
            let asking = loaded
                .game
                .as_ref()
                .is_some_and(|g| crate::expansions::asking(g).is_some());
            let who = match (yours, seat.is_ai(), asking) {
                (_, true, _) => {
                    crate::t!(lang, "web-who-thinking", name = seat.display_name.as_str())
                }
                (true, false, false) => crate::t!(lang, "web-who-you"),
                (true, false, true) => crate::t!(lang, "web-who-your-choice"),
                (false, false, false) => crate::t!(
                    lang,
                    "turn-who-their-turn",
                    name = seat.display_name.as_str()
                ),
                (false, false, true) => crate::t!(
                    lang,
                    "turn-who-their-choice",
                    name = seat.display_name.as_str()
                ),
            };
            crate::t!(
                lang,
                "web-headline-turn",
                turn = loaded.turn() + 1,
                who = who
            )
        }
    }
}

/// `{"game": id}`: the game a channel shows now (its lobby or running game, else its last
/// finished one), for the Activity, which knows its channel.
#[derive(Serialize)]
pub struct ChannelGame {
    pub game: GameId,
}

/// `GET /api/channels/:channel/game`.
pub async fn channel_game(
    AxumState(state): AxumState<State>,
    viewer: Viewer,
    Path(channel): Path<String>,
) -> Result<Json<ChannelGame>, Said> {
    let channel: u64 = channel
        .parse()
        .map_err(|_| viewer.said(WebError::NotFound))?;
    if !viewer.claims.covers_channel(channel) {
        return Err(viewer.said(super::auth::AuthError::NotCovered));
    }
    let service = &state.play.service;
    let open = service
        .active_game_in_channel(channel)
        .await
        .map_err(|e| viewer.said(e))?;
    let game = match open {
        Some(g) => Some(g),
        None => service
            .latest_played_game(channel)
            .await
            .map_err(|e| viewer.said(e))?,
    };
    match game {
        Some(g) => {
            viewer.check(&state, &g).await?;
            Ok(Json(ChannelGame { game: g.id() }))
        }
        None => Err(viewer.said(WebError::BadRequest("web-error-no-game-here"))),
    }
}

/// The text of a sheet one tap away.
#[derive(Serialize)]
pub struct Sheet {
    pub title: String,
    pub text: String,
    /// A picture of it, for the tiles to come: an address the page fetches.
    pub picture: Option<String>,
}

/// `GET /api/games/:game/scores`: points by kind and what each would have if the game ended
/// now (as `/carcassonne status` says it), or the final score sheet.
pub async fn scores(
    AxumState(state): AxumState<State>,
    viewer: Viewer,
    Path(game): Path<String>,
) -> Result<Json<Sheet>, Said> {
    let loaded = load_for(&state, &viewer, &game).await?;
    let lang = viewer.lang;
    let text = match loaded.status() {
        GameStatus::Finished => loaded
            .breakdown()
            .map(|sheet| crate::discord::play::status::breakdown_text(lang, &sheet))
            .map_err(|e| viewer.said(e))?,
        _ => status_text(lang, &loaded),
    };
    Ok(Json(Sheet {
        title: crate::t!(lang, "web-ui-scores"),
        text,
        picture: None,
    }))
}

/// `GET /api/games/:game/log`: every turn so far as the channel read it, latest last.
pub async fn log(
    AxumState(state): AxumState<State>,
    viewer: Viewer,
    Path(game): Path<String>,
) -> Result<Json<Sheet>, Said> {
    let loaded = load_for(&state, &viewer, &game).await?;
    let lang = viewer.lang;
    if loaded.game.is_none() {
        return Ok(Json(Sheet {
            title: crate::t!(lang, "web-ui-log"),
            text: crate::t!(lang, "cmd-log-none"),
            picture: None,
        }));
    }
    let history = state
        .play
        .service
        .history(&loaded)
        .await
        .map_err(|e| viewer.said(e))?;
    let names = seat_names(&loaded);
    let lines: Vec<String> = log::entries(lang, &history, &Names(&names))
        .into_iter()
        .map(|e| e.text)
        .collect();
    let text = if lines.is_empty() {
        crate::t!(lang, "web-log-empty")
    } else {
        lines.join("\n")
    };
    Ok(Json(Sheet {
        title: log::title(lang, &loaded, &names),
        text,
        picture: None,
    }))
}

/// `GET /api/games/:game/tiles`: the tiles still to come, as `/carcassonne tiles` shows them
/// (the picture is at `picture`), unless the host switched the counter off.
pub async fn tiles(
    AxumState(state): AxumState<State>,
    viewer: Viewer,
    Path(game): Path<String>,
) -> Result<Json<Sheet>, Said> {
    let loaded = load_for(&state, &viewer, &game).await?;
    let lang = viewer.lang;
    let Some(game) = &loaded.game else {
        return Err(viewer.said(WebError::BadRequest("cmd-tiles-not-started")));
    };
    if !loaded.settings.tile_counter {
        return Err(viewer.said(WebError::Forbidden("cmd-tiles-no-counter")));
    }
    let unseen = game.unseen_tiles();
    let total: usize = unseen.iter().map(|(_, n)| n).sum();
    let left = game.tiles_left();
    let (title, text) = if total == left {
        (
            crate::t!(lang, "cmd-tiles-title-all"),
            crate::t!(lang, "cmd-tiles-all", left = left),
        )
    } else {
        (
            crate::t!(lang, "cmd-tiles-title-some", left = left),
            crate::t!(lang, "cmd-tiles-some", left = left, total = total),
        )
    };
    let renderer = Arc::clone(&state.play.renderer);
    let drawn_title = title.clone();
    let png =
        tokio::task::spawn_blocking(move || renderer.render_tiles(&unseen, &drawn_title, lang))
            .await
            .map_err(|e| viewer.said(e))?
            .map_err(|e| viewer.said(e))?;
    Ok(Json(Sheet {
        title,
        text,
        picture: Some(format!(
            "data:image/png;base64,{}",
            base64::Engine::encode(&base64::engine::general_purpose::STANDARD, png)
        )),
    }))
}

/// Loads the game a path names, for a viewer it covers.
pub async fn load_for(state: &State, viewer: &Viewer, game: &str) -> Result<LoadedGame, Said> {
    let id = game_id(game).map_err(|e| viewer.said(e))?;
    let loaded = state
        .play
        .service
        .load(id)
        .await
        .map_err(|e| viewer.said(e))?;
    viewer.check(state, &loaded).await?;
    Ok(loaded)
}

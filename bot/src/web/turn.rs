//! A turn in the page: the options of each step, the move, Undo and Done, and the hint.
//!
//! The page keeps the path of actions chosen so far and asks for the step it leads to
//! (`POST draft`): the engine's turn model resumed on that path, worded by
//! [`crate::steps`] exactly as the Discord panel words it. The cells where the tile fits and
//! their rotations, the spots of the placed tile with their figure options, the spaces of
//! pieces over the board (the wheel's crowns), every other action and decision, each carry the
//! path they lead to; the page never decides what is legal. `POST play` stores a complete path
//! through the same service call a button press uses, with its version check, and the move is
//! then announced in the game's Discord channel like any other.

use axum::extract::{Path, State as AxumState};
use axum::Json;
use carcassonne_engine::{Action, DraftStep, Game, Placement, Spot, TurnDraft};
use carcassonne_render::{cell_name, spot_point};
use serde::{Deserialize, Serialize};

use super::auth::Viewer;
use super::board::{self, sprite_src};
use super::error::{Said, WebError};
use super::view::load_for;
use super::State;
use crate::discord::play::announce::{after_move_on, reveal_turn_on, taken_back};
use crate::discord::play::hint_view::hint_text_in;
use crate::i18n::Lang;
use crate::service::{check_turn, LoadedGame, ServiceError};
use crate::steps::{self, Choice, Marks, Target};

/// One step of a turn as the page shows it.
#[derive(Serialize)]
pub struct StepJson {
    /// The actions chosen so far, which every option below extends.
    pub path: Vec<Action>,
    /// `place`, `figure`, `decide`, or `commit` when the path is a whole move to confirm.
    pub kind: &'static str,
    /// What the step asks, in words.
    pub text: String,
    /// Place: the cells where the tile fits, each with its rotations.
    pub cells: Vec<CellJson>,
    /// Place: the tile fits nowhere; this path discards it.
    pub discard: Option<Vec<Action>>,
    /// Figure: the tile as placed.
    pub tile: Option<PlacedJson>,
    /// Figure: the other rotations at the same cell.
    pub rotations: Vec<RotationJson>,
    /// Figure: the spots of the placed tile where a figure may go.
    pub spots: Vec<SpotJson>,
    /// Figure: spaces of pieces over the board where a figure may go.
    pub spaces: Vec<SpaceJson>,
    /// Every other option: no figure, decisions, figures taken back or moved, answers.
    pub choices: Vec<ChoiceJson>,
}

#[derive(Serialize)]
pub struct CellJson {
    pub x: i32,
    pub y: i32,
    /// The number the Discord board draws on the cell, and its lasting name.
    pub mark: String,
    pub name: String,
    /// One option per rotation, in the engine's order.
    pub options: Vec<RotationJson>,
}

#[derive(Serialize)]
pub struct RotationJson {
    /// Quarter turns clockwise.
    pub rotation: u8,
    pub degrees: u16,
    pub path: Vec<Action>,
}

#[derive(Serialize)]
pub struct PlacedJson {
    pub x: i32,
    pub y: i32,
    pub rotation: u8,
    pub sprite: String,
    /// "7 · N2E3": as the Discord menus name the cell.
    pub name: String,
}

#[derive(Serialize)]
pub struct SpotJson {
    /// As the close-up numbers the spots.
    pub number: usize,
    /// Where the spot is in the placed tile's cell, 0 to 1 from its north-west corner.
    pub u: f32,
    pub v: f32,
    pub choices: Vec<ChoiceJson>,
}

#[derive(Serialize)]
pub struct SpaceJson {
    /// Where the space is in the board picture, in its pixels.
    pub x: f32,
    pub y: f32,
    pub choices: Vec<ChoiceJson>,
}

#[derive(Serialize)]
pub struct ChoiceJson {
    pub label: String,
    pub path: Vec<Action>,
    pub primary: bool,
}

impl From<Choice> for ChoiceJson {
    fn from(c: Choice) -> Self {
        ChoiceJson {
            label: c.label,
            path: c.path,
            primary: c.primary,
        }
    }
}

impl StepJson {
    fn empty(path: Vec<Action>, kind: &'static str, text: String) -> StepJson {
        StepJson {
            path,
            kind,
            text,
            cells: Vec::new(),
            discard: None,
            tile: None,
            rotations: Vec::new(),
            spots: Vec::new(),
            spaces: Vec::new(),
            choices: Vec::new(),
        }
    }
}

/// What the page sends to ask for a step or to play: the turn it shows (completed turns, as
/// the view says) and the actions chosen.
#[derive(Deserialize)]
pub struct PathRequest {
    pub turn: u32,
    #[serde(default)]
    pub path: Vec<Action>,
}

/// The first step of the turn `game` waits for, for the view.
pub fn first_step(
    state: &State,
    loaded: &LoadedGame,
    game: &Game,
    lang: Lang,
) -> Result<StepJson, WebError> {
    let draft = TurnDraft::new(game);
    Ok(step_json(state, loaded, game, &draft, lang))
}

/// The step `draft` stands at, in `lang`.
fn step_json(
    state: &State,
    loaded: &LoadedGame,
    game: &Game,
    draft: &TurnDraft,
    lang: Lang,
) -> StepJson {
    let path = draft.actions().to_vec();
    if !path.is_empty() && steps::ready_to_commit(game, draft) {
        return StepJson::empty(path, "commit", crate::t!(lang, "web-step-confirm"));
    }
    match draft.step() {
        DraftStep::Place { .. } => place_step(draft, lang),
        DraftStep::Figure { pos } => {
            let step = steps::figure_step(draft, pos, lang);
            let board_tile = board_tile(state, loaded, game, draft.game(), lang);
            let placed = draft.game().board().get(pos).map(|t| (t.tile, t.rotation));
            // The panel's advice speaks of its close-up and ends the turn at a tap; here a
            // tap chooses and Play plays.
            let on_tile = step
                .choices
                .iter()
                .any(|c| matches!(c.target, Target::Spot { .. }));
            let text = if on_tile {
                format!(
                    "{} {}",
                    step.about,
                    crate::t!(lang, "web-step-figure", pass = step.pass.as_str())
                )
            } else {
                step.about
            };
            let mut out = StepJson::empty(path, "figure", text);
            out.tile = placed.map(|(tile, rotation)| PlacedJson {
                x: pos.x,
                y: pos.y,
                rotation: u8::from(rotation),
                sprite: sprite_src(tile, board_tile.0),
                name: steps::marked_cell(game, pos),
            });
            out.rotations = step
                .rotations
                .into_iter()
                .map(|(p, path)| rotation_json(p, path))
                .collect();
            let spaces = board_tile.1;
            for choice in step.choices {
                match choice.target {
                    Target::Spot { number, spot } => {
                        let at = placed.and_then(|(tile, rot)| spot_point(tile, rot, spot));
                        let Some((u, v)) = at else {
                            out.choices.push(choice.into());
                            continue;
                        };
                        match out.spots.iter_mut().find(|s| s.number == number) {
                            Some(s) => s.choices.push(choice.into()),
                            None => out.spots.push(SpotJson {
                                number,
                                u,
                                v,
                                choices: vec![choice.into()],
                            }),
                        }
                    }
                    Target::Space(k) => {
                        let at = spaces.iter().find(|(s, _)| *s == Spot::Space(k));
                        match at {
                            Some(&(_, (x, y))) => out.spaces.push(SpaceJson {
                                x,
                                y,
                                choices: vec![choice.into()],
                            }),
                            None => out.choices.push(choice.into()),
                        }
                    }
                    Target::Elsewhere => out.choices.push(choice.into()),
                }
            }
            out
        }
        DraftStep::Decide { .. } => {
            let step = steps::decision_step(draft, lang);
            let mut out = StepJson::empty(path, "decide", step.text);
            out.choices = step.choices.into_iter().map(ChoiceJson::from).collect();
            out
        }
        _ => StepJson::empty(path, "commit", crate::t!(lang, "web-step-confirm")),
    }
}

/// Spaces of pieces over the board and where they are in the board picture, in its pixels.
type SpacePoints = Vec<(Spot, (f32, f32))>;

/// The board picture's cell size, and where the spaces of pieces over the board are in it for
/// the game after the draft (`drafted`): the page lays the draft over the picture of the
/// stored game (`game`).
fn board_tile(
    state: &State,
    loaded: &LoadedGame,
    game: &Game,
    drafted: &Game,
    lang: Lang,
) -> (u32, SpacePoints) {
    let opts = board::options(loaded, lang, None);
    let layout = state.play.renderer.board_layout(game, &opts);
    let spaces = layout.space_points(drafted);
    (layout.tile_size, spaces)
}

fn rotation_json(p: Placement, path: Vec<Action>) -> RotationJson {
    RotationJson {
        rotation: u8::from(p.rotation),
        degrees: p.rotation.degrees(),
        path,
    }
}

/// The cells where the tile fits, each with its rotations, or the discard.
fn place_step(draft: &TurnDraft, lang: Lang) -> StepJson {
    let path = draft.actions().to_vec();
    let options = draft.options();
    if options == [Action::Discard] {
        let mut out = StepJson::empty(
            path.clone(),
            "place",
            crate::t!(
                lang,
                "turn-fits-nowhere",
                discard = crate::t!(lang, "turn-discard-button")
            ),
        );
        let mut discard = path;
        discard.push(Action::Discard);
        out.discard = Some(discard);
        return out;
    }
    let placements = draft.game().legal_placements();
    let marks = Marks::of(&placements);
    let mut cells: Vec<CellJson> = Vec::new();
    for p in placements {
        let mut with = path.clone();
        with.push(Action::Place(p));
        let option = rotation_json(p, with);
        match cells.last_mut() {
            Some(cell) if cell.x == p.pos.x && cell.y == p.pos.y => cell.options.push(option),
            _ => cells.push(CellJson {
                x: p.pos.x,
                y: p.pos.y,
                mark: marks.get(p.pos).unwrap_or_default().to_owned(),
                name: cell_name(p.pos),
                options: vec![option],
            }),
        }
    }
    let mut out = StepJson::empty(path, "place", crate::t!(lang, "web-step-place"));
    out.cells = cells;
    out
}

/// The user a move is made as, after checking that the viewer may act in `loaded` now.
async fn acting_user(
    state: &State,
    viewer: &Viewer,
    loaded: &LoadedGame,
    turn: u32,
) -> Result<u64, Said> {
    let service = &state.play.service;
    // A local viewer plays for whoever the game waits for; anyone else for themselves.
    let user = viewer
        .claims
        .acting_user(loaded)
        .ok_or_else(|| viewer.said(not_waiting_for_you(loaded)))?;
    check_turn(loaded, turn, user).map_err(|e| viewer.said(e))?;
    if !service
        .is_revealed(loaded.id(), loaded.turn())
        .await
        .map_err(|e| viewer.said(e))?
    {
        return Err(viewer.said(ServiceError::NotRevealedYet));
    }
    Ok(user)
}

/// Why a local viewer cannot act: the game waits for an AI, or for nobody.
fn not_waiting_for_you(loaded: &LoadedGame) -> ServiceError {
    match loaded.current_seat() {
        Some(seat) if seat.is_ai() => ServiceError::AiPlaying {
            name: seat.display_name.clone(),
        },
        _ => ServiceError::NotActive,
    }
}

/// The draft a path builds on the game, refused with the panel's words when the path is not
/// open (a stale page, a forged path).
fn resume(viewer: &Viewer, loaded: &LoadedGame, path: &[Action]) -> Result<TurnDraft, Said> {
    let game = loaded
        .game
        .as_ref()
        .ok_or_else(|| viewer.said(ServiceError::NotActive))?;
    TurnDraft::resume(game, path).map_err(|err| {
        tracing::info!(game_id = loaded.id(), %err, "refused a path that is not open");
        viewer.said(WebError::BadRequest("turn-choice-closed"))
    })
}

/// `POST /api/games/:game/draft {turn, path}`: the step the path leads to.
pub async fn draft(
    AxumState(state): AxumState<State>,
    viewer: Viewer,
    Path(game): Path<String>,
    Json(request): Json<PathRequest>,
) -> Result<Json<StepJson>, Said> {
    let loaded = load_for(&state, &viewer, &game).await?;
    acting_user(&state, &viewer, &loaded, request.turn).await?;
    let draft = resume(&viewer, &loaded, &request.path)?;
    let base = draft.base().clone();
    Ok(Json(step_json(&state, &loaded, &base, &draft, viewer.lang)))
}

/// What a stored move answers the page.
#[derive(Serialize)]
pub struct Played {
    pub version: u64,
    pub turn: u32,
}

/// `POST /api/games/:game/play {turn, path}`: stores the move the path makes, exactly once
/// (a move made meanwhile by a button, another tab or another process wins and this one is
/// refused as played already), then announces it in Discord in the background.
pub async fn play(
    AxumState(state): AxumState<State>,
    viewer: Viewer,
    Path(game): Path<String>,
    Json(request): Json<PathRequest>,
) -> Result<Json<Played>, Said> {
    let loaded = load_for(&state, &viewer, &game).await?;
    let user = acting_user(&state, &viewer, &loaded, request.turn).await?;
    let draft = resume(&viewer, &loaded, &request.path)?;
    if request.path.is_empty() || !steps::ready_to_commit(draft.base(), &draft) {
        return Err(viewer.said(WebError::BadRequest("web-error-not-complete")));
    }
    let hold = state.play.hold(loaded.id()).await;
    let outcome = state
        .play
        .service
        .play_draft(&loaded, request.turn, user, &draft)
        .await
        .map_err(|e| viewer.said(e))?;
    let played = Played {
        version: outcome.version,
        turn: outcome.turn,
    };
    let state = std::sync::Arc::clone(&state);
    tokio::spawn(async move {
        let _hold = hold;
        let http = state.front.http();
        if let Err(err) = after_move_on(http, &state.play, &loaded, &outcome, None).await {
            tracing::error!(game_id = loaded.id(), %err, "could not announce a move made in the web view");
        }
    });
    Ok(Json(played))
}

/// What Undo and Done quote: the move they are about.
#[derive(Deserialize)]
pub struct VersionRequest {
    pub version: u64,
}

/// The user who made the last move, as this viewer may act for them: themselves, or for a
/// local viewer any person of the game.
async fn last_mover(state: &State, viewer: &Viewer, loaded: &LoadedGame) -> Result<u64, Said> {
    match viewer.claims.kind {
        super::Kind::Local => {
            let moves = state
                .play
                .service
                .store()
                .moves(loaded.id())
                .await
                .map_err(|e| viewer.said(e))?;
            moves
                .last()
                .and_then(|m| m.user_id)
                .filter(|u| loaded.seat_of(*u).is_some())
                .ok_or_else(|| viewer.said(ServiceError::TooLateToUndo))
        }
        _ => Ok(viewer.claims.user),
    }
}

/// `POST /api/games/:game/undo {version}`: takes the viewer's last move back while its undo
/// window is open; the Discord turn message becomes the prompt again.
pub async fn undo(
    AxumState(state): AxumState<State>,
    viewer: Viewer,
    Path(game): Path<String>,
    Json(request): Json<VersionRequest>,
) -> Result<Json<Played>, Said> {
    let loaded = load_for(&state, &viewer, &game).await?;
    let user = last_mover(&state, &viewer, &loaded).await?;
    let hold = state.play.hold(loaded.id()).await;
    let outcome = state
        .play
        .service
        .undo(loaded.id(), request.version, user)
        .await
        .map_err(|e| viewer.said(e))?;
    let played = Played {
        version: outcome.version,
        turn: outcome.turn,
    };
    let state = std::sync::Arc::clone(&state);
    tokio::spawn(async move {
        let _hold = hold;
        let restored = &outcome.stored;
        let lang = restored.settings.language;
        let name = loaded.seat_of(user).map_or_else(
            || crate::t!(lang, "turn-the-player"),
            |s| s.display_name.clone(),
        );
        let done = match state.front.http() {
            Some(http) => taken_back(http, &state.play, restored, &name).await,
            None => Ok(()),
        };
        if let Err(err) = done {
            tracing::error!(game_id = restored.id(), %err, "could not announce a move taken back in the web view");
        }
    });
    Ok(Json(played))
}

/// `POST /api/games/:game/done {version}`: ends the viewer's undo window at once.
pub async fn done(
    AxumState(state): AxumState<State>,
    viewer: Viewer,
    Path(game): Path<String>,
    Json(request): Json<VersionRequest>,
) -> Result<Json<Played>, Said> {
    let loaded = load_for(&state, &viewer, &game).await?;
    let user = last_mover(&state, &viewer, &loaded).await?;
    let ended = state
        .play
        .service
        .end_undo_window(loaded.id(), request.version, user)
        .await
        .map_err(|e| viewer.said(e))?;
    if ended {
        let _moving = state.play.move_guard().await;
        reveal_turn_on(state.front.http(), &state.play, loaded.id(), loaded.turn())
            .await
            .map_err(|e| viewer.said(e))?;
    }
    Ok(Json(Played {
        version: loaded.row.version,
        turn: loaded.turn(),
    }))
}

/// What the Hard AI would play, and why.
#[derive(Serialize)]
pub struct HintJson {
    pub text: String,
    /// The whole turn it has in mind, as a path the page can show step by step.
    pub path: Vec<Action>,
}

/// `POST /api/games/:game/hint`: for the player to move, when hints are on.
pub async fn hint(
    AxumState(state): AxumState<State>,
    viewer: Viewer,
    Path(game): Path<String>,
) -> Result<Json<HintJson>, Said> {
    let loaded = load_for(&state, &viewer, &game).await?;
    let user = viewer
        .claims
        .acting_user(&loaded)
        .ok_or_else(|| viewer.said(not_waiting_for_you(&loaded)))?;
    let hint = state
        .play
        .service
        .hint(loaded.id(), user)
        .await
        .map_err(|e| viewer.said(e))?;
    Ok(Json(HintJson {
        text: hint_text_in(&hint, viewer.lang),
        path: hint.plan,
    }))
}

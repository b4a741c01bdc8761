//! Live updates: every open view of a game hears at once when it changes, whoever changed it
//! (a button in Discord, another page, an AI seat, a timer), and reloads its view.
//!
//! `GET /api/games/:game/live` upgrades to a WebSocket (the one kind of long-lived connection
//! Discord's Activity proxy passes). The page sends its token as the first message, since a
//! browser cannot put it in a header there; the server answers `{"stamp": …}` with the game's
//! current stamp and then `{"changed": true}` whenever the game changes. Changes made by
//! another bot process sharing the database are not heard here: the server also looks at the
//! game every [`LOOK_EVERY`] and says so when its stamp moved.

use std::time::Duration;

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State as AxumState};
use axum::response::Response;
use serde_json::json;
use tokio::sync::broadcast::error::RecvError;

use super::auth::{authenticate, game_id};
use super::view::stamp;
use super::State;
use crate::store::GameId;

/// How often an open view's game is looked at for changes made elsewhere; also keeps the
/// connection alive through proxies that drop quiet ones.
pub const LOOK_EVERY: Duration = Duration::from_secs(10);
/// How long the page has to send its token.
const SIGN_IN_WAIT: Duration = Duration::from_secs(10);

/// The upgrade; everything else happens on the socket.
pub async fn live(
    AxumState(state): AxumState<State>,
    Path(game): Path<String>,
    upgrade: WebSocketUpgrade,
) -> Response {
    let id = game_id(&game).ok();
    upgrade
        .max_message_size(4 * 1024)
        .on_upgrade(move |socket| async move {
            if let Some(id) = id {
                serve(state, id, socket).await;
            }
        })
}

async fn serve(state: State, game: GameId, mut socket: WebSocket) {
    let token = match tokio::time::timeout(SIGN_IN_WAIT, socket.recv()).await {
        Ok(Some(Ok(Message::Text(text)))) => token_of(&text),
        _ => None,
    };
    let covered = match token.map(|t| authenticate(&state, &t)) {
        Some(Ok(claims)) => match state.play.service.load(game).await {
            Ok(loaded) => super::auth::may_watch(&state, &claims, &loaded)
                .await
                .is_ok(),
            Err(_) => false,
        },
        _ => false,
    };
    if !covered {
        let _ = socket
            .send(Message::Text(json!({ "refused": true }).to_string()))
            .await;
        let _ = socket.close().await;
        return;
    }
    // Subscribed before the first stamp is read: a change in between is heard, not lost.
    let mut changes = state.play.service.changes();
    let mut stopping = state.play.stopping();
    let mut last = current_stamp(&state, game).await;
    if send(&mut socket, json!({ "stamp": last })).await.is_err() {
        return;
    }
    let mut look = tokio::time::interval(LOOK_EVERY);
    look.tick().await;
    loop {
        tokio::select! {
            change = changes.recv() => {
                let changed = match change {
                    Ok(id) => id == game,
                    // Too many changes to follow one by one: one of them may be ours.
                    Err(RecvError::Lagged(_)) => true,
                    Err(RecvError::Closed) => return,
                };
                if changed {
                    last = current_stamp(&state, game).await;
                    if send(&mut socket, json!({ "changed": true, "stamp": last })).await.is_err() {
                        return;
                    }
                }
            }
            _ = look.tick() => {
                let now = current_stamp(&state, game).await;
                let message = if now != last {
                    json!({ "changed": true, "stamp": now })
                } else {
                    json!({ "stamp": now })
                };
                last = now;
                if send(&mut socket, message).await.is_err() {
                    return;
                }
            }
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                // The page says nothing after its token; pings are answered by axum.
                Some(Ok(_)) => {}
            },
            _ = stopping.changed() => {
                let _ = socket.close().await;
                return;
            }
        }
    }
}

/// The token in the page's first message: `{"token": "…"}`.
fn token_of(text: &str) -> Option<String> {
    let value: serde_json::Value = serde_json::from_str(text).ok()?;
    value.get("token")?.as_str().map(str::to_owned)
}

/// The game's stamp as a view would show it now; empty when it cannot be read (the view
/// then reloads and shows why).
async fn current_stamp(state: &State, game: GameId) -> String {
    let service = &state.play.service;
    let Ok(loaded) = service.load(game).await else {
        return String::new();
    };
    let revealed = match &loaded.game {
        Some(_) => service
            .is_revealed(game, loaded.turn())
            .await
            .unwrap_or(true),
        None => true,
    };
    stamp(&loaded, revealed)
}

async fn send(socket: &mut WebSocket, value: serde_json::Value) -> Result<(), axum::Error> {
    socket.send(Message::Text(value.to_string())).await
}

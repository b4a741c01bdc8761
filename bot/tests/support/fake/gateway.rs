//! The gateway half of the fake: HELLO, IDENTIFY → READY, heartbeats, RESUME, and dispatches.

use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::response::Response;
use poise::serenity_prelude as serenity;
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::payloads::{check, guild_json, ready_json_for};
use super::store::*;
use super::Fake;

/// Long enough that serenity's heartbeats do not clutter a sub-second test.
const HEARTBEAT_INTERVAL_MS: u64 = 41_250;

pub async fn upgrade(State(fake): State<Fake>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| session(fake, socket))
}

/// Sends a dispatch on the live session of the guild's shard (interactions: of the shard they
/// are routed to), after checking it the way serenity will read it.
pub fn dispatch(w: &mut World, event: &str, d: Value) -> Result<(), String> {
    let routed = match w.route_interactions_to {
        Some(shard) if event == "INTERACTION_CREATE" => w.other_shards.get_mut(&shard),
        _ => None,
    };
    let Some(session) = routed.or(w.gateway.as_mut()) else {
        return Err("the bot has no gateway session (never identified)".into());
    };
    let Some(tx) = session.tx.clone() else {
        return Err("the bot's gateway connection is down".into());
    };
    session.seq += 1;
    let frame = json!({"op": 0, "t": event, "s": session.seq, "d": d});
    check_frame(&frame)?;
    tx.send(GatewayOut::Text(frame.to_string()))
        .map_err(|_| "the bot's gateway connection just closed".to_string())
}

/// Serenity turns a dispatch it cannot parse into `Event::Unknown` and logs that only at DEBUG,
/// so a malformed fixture must fail here instead of timing out somewhere later.
pub fn check_frame(frame: &Value) -> Result<(), String> {
    let event = frame.get("t").and_then(Value::as_str).unwrap_or("");
    let d = frame.get("d").cloned().unwrap_or(Value::Null);
    match event {
        "READY" => check::<serenity::Ready>(&d, "READY").map(drop)?,
        "INTERACTION_CREATE" => {
            check::<serenity::Interaction>(&d, "INTERACTION_CREATE").map(drop)?
        }
        _ => {}
    }
    match check::<serenity::GatewayEvent>(frame, &format!("{event} frame"))? {
        serenity::GatewayEvent::Dispatch(_, serenity::Event::Unknown(_)) => Err(format!(
            "FAKE BUG: serenity would read the {event} dispatch as Event::Unknown and drop it: {frame:#}"
        )),
        _ => Ok(()),
    }
}

pub fn hello_frame() -> Value {
    json!({"op": 10, "s": null, "t": null, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}})
}

pub fn heartbeat_ack_frame() -> Value {
    json!({"op": 11, "s": null, "t": null, "d": null})
}

/// The session cannot be resumed; serenity must identify afresh.
pub fn invalid_session_frame() -> Value {
    json!({"op": 9, "s": null, "t": null, "d": false})
}

async fn session(fake: Fake, mut socket: WebSocket) {
    let (tx, mut rx) = mpsc::unbounded_channel();
    let hello =
        json!({"op": 10, "s": null, "t": null, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}});
    if socket
        .send(WsMessage::Text(hello.to_string()))
        .await
        .is_err()
    {
        return;
    }
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let text = match incoming {
                    Some(Ok(WsMessage::Text(text))) => text,
                    Some(Ok(WsMessage::Binary(_))) => {
                        fake.with(|w| w.violation("the bot sent a binary gateway frame; it should send JSON text"));
                        continue;
                    }
                    Some(Ok(WsMessage::Close(_))) | None | Some(Err(_)) => break,
                    Some(Ok(_)) => continue,
                };
                let Ok(frame) = serde_json::from_str::<Value>(&text) else {
                    fake.with(|w| w.violation(format!("gateway frame from the bot is not JSON: {text}")));
                    continue;
                };
                if let Some(reply) = on_frame(&fake, &tx, &frame) {
                    if socket.send(WsMessage::Text(reply.to_string())).await.is_err() {
                        break;
                    }
                }
            }
            outgoing = rx.recv() => match outgoing {
                Some(GatewayOut::Text(text)) => {
                    if socket.send(WsMessage::Text(text)).await.is_err() {
                        break;
                    }
                }
                Some(GatewayOut::Close(code)) => {
                    let frame = axum::extract::ws::CloseFrame { code, reason: "fake Discord closed the session".into() };
                    let _ = socket.send(WsMessage::Close(Some(frame))).await;
                    break;
                }
                None => break,
            },
        }
    }
    fake.with(|w| {
        for session in w.gateway.iter_mut().chain(w.other_shards.values_mut()) {
            if session.tx.as_ref().is_some_and(|t| t.same_channel(&tx)) {
                session.tx = None;
            }
        }
    });
}

/// Handles one frame from the bot; returns a frame to send straight back, if any.
fn on_frame(fake: &Fake, tx: &mpsc::UnboundedSender<GatewayOut>, frame: &Value) -> Option<Value> {
    let op = frame.get("op").and_then(Value::as_u64).unwrap_or(u64::MAX);
    let d = frame.get("d").cloned().unwrap_or(Value::Null);
    match op {
        1 => Some(heartbeat_ack_frame()),
        2 => fake.with(|w| {
            // Discord accepts the token with or without the `Bot ` prefix serenity adds.
            let token = d.get("token").and_then(Value::as_str).unwrap_or("");
            if token.trim_start_matches("Bot ") != TOKEN {
                w.violation(format!("IDENTIFY with the wrong token: {d}"));
                let _ = tx.send(GatewayOut::Close(4004));
                return None;
            }
            if d.get("intents").and_then(Value::as_u64).is_none() {
                w.violation(format!("IDENTIFY without intents: {d}"));
            }
            let shard = identify_shard(&d);
            let Some([id, total]) = shard else {
                w.violation(format!("IDENTIFY with a malformed shard: {d}"));
                let _ = tx.send(GatewayOut::Close(4010));
                return None;
            };
            w.identified.push([id, total]);
            w.sessions_started += 1;
            let session_id = format!("fake-session-{}", w.sessions_started);
            let resume_url = w.base_url.replace("http://", "ws://") + "/gateway";
            let session = GatewaySession {
                session_id: session_id.clone(),
                seq: 0,
                tx: Some(tx.clone()),
                ready: true,
            };
            // Discord sends a guild's events to shard (guild_id >> 22) % total.
            let owns_guild = u64::from(id) == (GUILD_ID >> 22) % u64::from(total);
            let ready = ready_json_for(&session_id, &resume_url, [id, total], owns_guild);
            if !owns_guild {
                let mut session = session;
                session.seq += 1;
                let frame = json!({"op": 0, "t": "READY", "s": session.seq, "d": ready});
                if let Err(e) = check_frame(&frame) {
                    w.violation(e);
                }
                let _ = tx.send(GatewayOut::Text(frame.to_string()));
                w.other_shards.insert(id, session);
                return None;
            }
            w.gateway = Some(session);
            if let Err(e) = dispatch(w, "READY", ready) {
                w.violation(e);
            }
            let guild = guild_json(w, fake.now());
            if let Err(e) = dispatch(w, "GUILD_CREATE", guild) {
                w.violation(e);
            }
            None
        }),
        6 => fake.with(|w| {
            let wanted = d.get("session_id").and_then(Value::as_str).unwrap_or("");
            let session = w
                .gateway
                .iter_mut()
                .chain(w.other_shards.values_mut())
                .find(|s| s.session_id == wanted);
            match session {
                Some(session) => {
                    session.tx = Some(tx.clone());
                    // Straight back on the resuming connection, whichever shard it is.
                    session.seq += 1;
                    let frame = json!({"op": 0, "t": "RESUMED", "s": session.seq, "d": {}});
                    w.resumes += 1;
                    Some(frame)
                }
                // Not resumable: serenity must identify afresh.
                _ => Some(invalid_session_frame()),
            }
        }),
        3 | 4 | 8 => None,
        other => {
            fake.with(|w| {
                w.violation(format!(
                    "unknown gateway opcode {other} from the bot: {frame}"
                ))
            });
            None
        }
    }
}

/// The `shard` of an IDENTIFY (`[id, total]`); a bot without sharding sends none: `[0, 1]`.
fn identify_shard(d: &Value) -> Option<[u32; 2]> {
    let Some(shard) = d.get("shard") else {
        return Some([0, 1]);
    };
    let id = u32::try_from(shard.get(0)?.as_u64()?).ok()?;
    let total = u32::try_from(shard.get(1)?.as_u64()?).ok()?;
    (total >= 1 && id < total).then_some([id, total])
}

//! The REST half of the fake: the routes serenity calls, with Discord's semantics for
//! interaction responses, follow-ups, edits and attachments.

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, FromRequest, Multipart, Path, Request, State};
use axum::http::{header, Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use axum::{Json, Router};
use poise::serenity_prelude as serenity;
use serde_json::{json, Value};

use super::limits;
use super::payloads::{self, checked, discord_error, message_reply};
use super::store::*;
use super::Fake;

pub fn router(fake: Fake) -> Router {
    let api = Router::new()
        .route("/gateway", get(gateway_url))
        .route("/gateway/bot", get(gateway_bot))
        .route("/oauth2/applications/@me", get(application))
        .route("/applications/@me", get(application))
        .route("/oauth2/token", post(super::oauth::token))
        .route("/users/@me", get(super::oauth::current_user))
        .route("/users/@me/channels", post(create_dm))
        .route("/guilds/:guild/members/:user", get(guild_member))
        .route(
            "/applications/:app/commands",
            put(put_global_commands).get(get_global_commands),
        )
        .route(
            "/applications/:app/guilds/:guild/commands",
            put(put_guild_commands).get(get_guild_commands),
        )
        .route("/interactions/:id/:token/callback", post(callback))
        .route("/webhooks/:app/:token", post(followup))
        .route(
            "/webhooks/:app/:token/messages/:message",
            get(webhook_get).patch(webhook_patch).delete(webhook_delete),
        )
        .route("/channels/:channel/messages", post(channel_post))
        .route(
            "/channels/:channel/messages/:message",
            get(channel_get).patch(channel_patch).delete(channel_delete),
        );
    Router::new()
        .nest("/api/v10", api)
        .route("/gateway", get(super::gateway::upgrade))
        .route("/attachments/:channel/:id/:name", get(attachment_bytes))
        .fallback(unmodelled)
        // Accept more than Discord does, so that an oversized upload reaches our limit check and
        // fails with a clear message instead of a bare 413.
        .layer(DefaultBodyLimit::max(4 * REQUEST_LIMIT))
        // Inside the recording: a request answered with a fault was still made.
        .layer(middleware::from_fn_with_state(
            fake.clone(),
            super::faults::inject,
        ))
        .layer(middleware::from_fn_with_state(fake.clone(), record_request))
        .with_state(fake)
}

async fn record_request(State(fake): State<Fake>, req: Request, next: Next) -> Response {
    let line = format!("{} {}", req.method(), req.uri().path());
    let path = req.uri().path();
    let authorization = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok());
    let bearer = authorization.is_some_and(|v| v.starts_with("Bearer "));
    let needs_auth = path.starts_with("/api/v10/")
        && !path.starts_with("/api/v10/interactions/")
        && !path.starts_with("/api/v10/webhooks/")
        // OAuth2: the token endpoint authenticates the client by its form fields, and
        // /users/@me with a user's bearer token answers for that user (see `oauth`).
        && path != "/api/v10/oauth2/token"
        && !(bearer && path == "/api/v10/users/@me");
    let auth_ok = authorization == Some(&format!("Bot {TOKEN}"));
    fake.with(|w| {
        w.requests.push(line.clone());
        w.last_request = Some(Instant::now());
    });
    if needs_auth && !auth_ok {
        fake.with(|w| w.violation(format!("{line} without `Authorization: Bot <token>`")));
        return error(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized");
    }
    fake.with(|w| w.in_flight += 1);
    // Counted down even if the bot hangs up mid-request and this future is dropped.
    let _done = InFlight(fake.clone());
    let response = next.run(req).await;
    // Counted again at the end: the harness waits for a quiet spell after the last answer.
    fake.with(|w| w.last_request = Some(Instant::now()));
    response
}

/// One request being handled (see [`World::in_flight`]).
struct InFlight(Fake);

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.with(|w| {
            w.in_flight = w.in_flight.saturating_sub(1);
            w.last_request = Some(Instant::now());
        });
    }
}

fn error(status: StatusCode, code: u64, message: &str) -> Response {
    (status, Json(discord_error(code, message))).into_response()
}

/// An HTTP status, Discord's JSON error code and its message.
type DiscordError = (StatusCode, u64, &'static str);

/// Records a violation and answers as Discord would.
fn reject(w: &mut World, (status, code, message): DiscordError, why: String) -> Response {
    w.violation(why);
    error(status, code, message)
}

/// Discord's answer to a body that is malformed or breaks its rules.
const INVALID_FORM_BODY: DiscordError = (StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
const UNKNOWN_MESSAGE: DiscordError = (StatusCode::NOT_FOUND, 10008, "Unknown Message");
const UNKNOWN_WEBHOOK: DiscordError = (StatusCode::NOT_FOUND, 10015, "Unknown Webhook");
const UNKNOWN_INTERACTION: DiscordError = (StatusCode::NOT_FOUND, 10062, "Unknown interaction");
const UNKNOWN_CHANNEL: DiscordError = (StatusCode::NOT_FOUND, 10003, "Unknown Channel");
const MISSING_ACCESS: DiscordError = (StatusCode::FORBIDDEN, 50001, "Missing Access");

async fn unmodelled(State(fake): State<Fake>, method: Method, req: Request) -> Response {
    let line = format!("{method} {}", req.uri().path());
    fake.with(|w| {
        reject(w, (StatusCode::NOT_FOUND, 0, "404: Not Found"), format!(
            "the bot called {line}, which the fake Discord does not model; add it if the bot really needs it"
        ))
    })
}

/// `GET /guilds/{guild}/members/{user}`: a member of the fake's guild, or Unknown Member.
async fn guild_member(State(fake): State<Fake>, Path((guild, user)): Path<(u64, u64)>) -> Response {
    fake.with(|w| {
        let member = w
            .users
            .get(&user)
            .filter(|u| guild == GUILD_ID && !w.outsiders.contains(&u.id));
        match member {
            Some(u) => Json(checked::<serenity::Member>(
                w,
                payloads::member_json(u, 0),
                "a guild member",
            ))
            .into_response(),
            None => error(StatusCode::NOT_FOUND, 10007, "Unknown Member"),
        }
    })
}

async fn gateway_url(State(fake): State<Fake>) -> Response {
    fake.with(|w| {
        let url = w.base_url.replace("http://", "ws://") + "/gateway";
        Json(checked::<serenity::Gateway>(
            w,
            json!({ "url": url }),
            "GET /gateway",
        ))
        .into_response()
    })
}

async fn gateway_bot(State(fake): State<Fake>) -> Response {
    let (url, shards) = {
        let w = fake.lock();
        (
            w.base_url.replace("http://", "ws://") + "/gateway",
            w.recommended_shards,
        )
    };
    let answer = json!({
        "url": url,
        "shards": shards,
        "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1},
    });
    fake.with(|w| {
        Json(checked::<serenity::BotGateway>(
            w,
            answer,
            "GET /gateway/bot",
        ))
        .into_response()
    })
}

async fn application(State(fake): State<Fake>) -> Response {
    fake.with(|w| {
        let v = checked::<serenity::CurrentApplicationInfo>(
            w,
            payloads::application_json(),
            "application info",
        );
        Json(v).into_response()
    })
}

async fn create_dm(State(fake): State<Fake>, body: Bytes) -> Response {
    let recipient = serde_json::from_slice::<Value>(&body)
        .ok()
        .and_then(|v| v.get("recipient_id").cloned())
        .and_then(|v| id_of(&v));
    fake.with(|w| {
        let Some(user) = recipient.and_then(|id| w.users.get(&id).cloned()) else {
            return reject(
                w,
                INVALID_FORM_BODY,
                format!(
                    "POST /users/@me/channels for an unknown recipient: {}",
                    String::from_utf8_lossy(&body)
                ),
            );
        };
        let channel = w.dm_channel_with(user.id);
        let v = payloads::dm_channel_json(channel, &user);
        Json(checked::<serenity::PrivateChannel>(w, v, "DM channel")).into_response()
    })
}

/// The nonce of a message that asks Discord to enforce it (`enforce_nonce`); Discord takes
/// an integer or a string of at most 25 characters.
fn enforced_nonce(json: &Value) -> Option<String> {
    if json.get("enforce_nonce").and_then(Value::as_bool) != Some(true) {
        return None;
    }
    match json.get("nonce")? {
        Value::String(s) if s.chars().count() <= 25 => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// Snowflakes arrive as strings or numbers depending on the builder.
fn id_of(v: &Value) -> Option<u64> {
    match v {
        Value::String(s) => s.parse().ok(),
        Value::Number(n) => n.as_u64(),
        _ => None,
    }
}

// ---------------------------------------------------------------------------------------------
// Command registration

async fn put_global_commands(
    State(fake): State<Fake>,
    Path(app): Path<u64>,
    body: Bytes,
) -> Response {
    overwrite_commands(&fake, app, None, &body)
}

async fn put_guild_commands(
    State(fake): State<Fake>,
    Path((app, guild)): Path<(u64, u64)>,
    body: Bytes,
) -> Response {
    if guild != GUILD_ID {
        return fake.with(|w| {
            reject(w, MISSING_ACCESS, format!("commands registered in guild {guild}, which the bot is not in (the fake's guild is {GUILD_ID})"))
        });
    }
    overwrite_commands(&fake, app, Some(guild), &body)
}

async fn get_global_commands(State(fake): State<Fake>) -> Response {
    Json(fake.lock().commands.global.clone().unwrap_or_default()).into_response()
}

async fn get_guild_commands(State(fake): State<Fake>) -> Response {
    Json(fake.lock().commands.guild.clone().unwrap_or_default()).into_response()
}

fn overwrite_commands(fake: &Fake, app: u64, guild: Option<u64>, body: &[u8]) -> Response {
    fake.with(|w| {
        if app != APP_ID {
            return reject(
                w,
                MISSING_ACCESS,
                format!("commands registered for application {app}; READY said {APP_ID}"),
            );
        }
        let Ok(Value::Array(commands)) = serde_json::from_slice::<Value>(body) else {
            return reject(
                w,
                INVALID_FORM_BODY,
                "command bulk overwrite is not a JSON array".into(),
            );
        };
        let mut problems = Vec::new();
        for c in &commands {
            check_command(c, true, &mut problems);
        }
        if commands.len() > 100 {
            problems.push(format!("{} commands; Discord allows 100", commands.len()));
        }
        let entry_points = commands
            .iter()
            .filter(|c| c.get("type").and_then(Value::as_u64) == Some(4))
            .count();
        if guild.is_none() && w.activities_enabled && entry_points == 0 {
            return reject(
                w,
                (StatusCode::BAD_REQUEST, 50240, "You cannot remove this app's Entry Point command in a bulk update operation. Please include the Entry Point command in your update request or delete it separately."),
                "a global bulk overwrite left out the Entry Point command of an application with an Activity".into(),
            );
        }
        if entry_points > 0 && (guild.is_some() || !w.activities_enabled || entry_points > 1) {
            problems.push(
                "an Entry Point command (type 4) is global, one per application, and only for an application with an Activity"
                    .into(),
            );
        }
        if !problems.is_empty() {
            return reject(
                w,
                INVALID_FORM_BODY,
                format!("command registration refused: {}", problems.join("; ")),
            );
        }
        let stored: Vec<Value> = commands
            .iter()
            .map(|c| {
                let id = w.next_id();
                payloads::registered_command_json(c, id, guild)
            })
            .collect();
        let reply = checked::<Vec<serenity::Command>>(
            w,
            Value::Array(stored.clone()),
            "registered commands",
        );
        match guild {
            Some(_) => w.commands.guild = Some(stored),
            None => w.commands.global = Some(stored),
        }
        w.commands.overwrites += 1;
        Json(reply).into_response()
    })
}

/// Checks a command (`top`) or one of its options, which share the name and description rules
/// (an option's `type` numbers mean other things: 4 is an integer option there).
fn check_command(c: &Value, top: bool, problems: &mut Vec<String>) {
    let name = c.get("name").and_then(Value::as_str).unwrap_or("");
    let name_ok = (1..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|ch| ch == '-' || ch == '_' || ch.is_lowercase() || ch.is_numeric());
    if !name_ok {
        problems.push(format!(
            "command or option name {name:?} is not 1-32 lowercase characters"
        ));
    }
    let kind = c.get("type").and_then(Value::as_u64).unwrap_or(1);
    let chat_input = !top || kind == 1;
    let entry_point = top && kind == 4;
    let description = c.get("description").and_then(Value::as_str).unwrap_or("");
    if entry_point {
        let handler = c.get("handler").and_then(Value::as_u64);
        if !matches!(handler, Some(1 | 2)) {
            problems.push(format!(
                "Entry Point command {name:?} needs handler 1 (the app) or 2 (Discord launches the Activity), has {handler:?}"
            ));
        }
        if c.get("options")
            .and_then(Value::as_array)
            .is_some_and(|o| !o.is_empty())
        {
            problems.push(format!("Entry Point command {name:?} takes no options"));
        }
    }
    if (chat_input || entry_point) && !(1..=100).contains(&description.chars().count()) {
        problems.push(format!(
            "{name:?} needs a description of 1-100 characters, has {description:?}"
        ));
    }
    let options = c
        .get("options")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if options.len() > 25 {
        problems.push(format!(
            "{name:?} has {} options; Discord allows 25",
            options.len()
        ));
    }
    for o in &options {
        let choices = o
            .get("choices")
            .and_then(Value::as_array)
            .map_or(0, Vec::len);
        if choices > 25 {
            problems.push(format!(
                "option of {name:?} has {choices} choices; Discord allows 25"
            ));
        }
        check_command(o, false, problems);
    }
}

// ---------------------------------------------------------------------------------------------
// Message bodies

pub struct Upload {
    pub index: u64,
    pub filename: String,
    pub content_type: String,
    pub bytes: Vec<u8>,
}

pub struct Payload {
    pub json: Value,
    pub files: Vec<Upload>,
    pub size: usize,
}

/// Why a body could not be read.
enum BodyError {
    /// The bot sent something Discord would refuse.
    Malformed(String),
    /// The connection broke before the body was complete: the bot died mid-request.
    Aborted,
}

impl From<String> for BodyError {
    fn from(why: String) -> Self {
        BodyError::Malformed(why)
    }
}

fn multipart_error(e: axum::extract::multipart::MultipartError) -> BodyError {
    // axum reports a body that stopped arriving as an internal error, and a body that arrived
    // but does not parse as a bad request.
    if e.status() == StatusCode::INTERNAL_SERVER_ERROR {
        BodyError::Aborted
    } else {
        BodyError::Malformed(e.body_text())
    }
}

/// Reads the body of a request; `None` (counted in `aborted_requests`) when the bot died while
/// sending it, since Discord never acts on half a request either.
async fn read_body(fake: &Fake, req: Request) -> Option<Result<Payload, String>> {
    match read_payload(req).await {
        Ok(payload) => Some(Ok(payload)),
        Err(BodyError::Malformed(why)) => Some(Err(why)),
        Err(BodyError::Aborted) => {
            fake.with(|w| w.aborted_requests += 1);
            None
        }
    }
}

/// What answers a request whose body never arrived; nobody is left to read it.
fn aborted() -> Response {
    StatusCode::BAD_REQUEST.into_response()
}

/// Reads a JSON body or a multipart body with `payload_json` and `files[n]` parts.
async fn read_payload(req: Request) -> Result<Payload, BodyError> {
    let multipart = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    if !multipart {
        let body = Bytes::from_request(req, &()).await.map_err(|e| {
            if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
                BodyError::Malformed(e.body_text())
            } else {
                BodyError::Aborted
            }
        })?;
        let json = if body.is_empty() {
            json!({})
        } else {
            serde_json::from_slice(&body).map_err(|e| format!("body is not JSON: {e}"))?
        };
        return Ok(Payload {
            json,
            files: Vec::new(),
            size: body.len(),
        });
    }
    let mut form = Multipart::from_request(req, &())
        .await
        .map_err(|e| e.body_text())?;
    let mut payload = Payload {
        json: json!({}),
        files: Vec::new(),
        size: 0,
    };
    while let Some(field) = form.next_field().await.map_err(multipart_error)? {
        let name = field.name().unwrap_or("").to_owned();
        let filename = field.file_name().map(str::to_owned);
        let content_type = field.content_type().map(str::to_owned);
        let bytes = field.bytes().await.map_err(multipart_error)?;
        payload.size += bytes.len();
        if name == "payload_json" {
            payload.json = serde_json::from_slice(&bytes)
                .map_err(|e| format!("payload_json is not JSON: {e}"))?;
        } else if let Some(index) = name
            .strip_prefix("files[")
            .and_then(|r| r.strip_suffix(']'))
        {
            let index = index
                .parse()
                .map_err(|_| format!("bad file part name {name:?}"))?;
            payload.files.push(Upload {
                index,
                filename: filename.unwrap_or_default(),
                content_type: content_type.unwrap_or_else(|| "application/octet-stream".into()),
                bytes: bytes.to_vec(),
            });
        } else {
            return Err(format!("unexpected multipart part {name:?}").into());
        }
    }
    Ok(payload)
}

/// The attachments a create or edit leaves on a message: with an `attachments` list, exactly the
/// listed existing ones plus the listed uploads; without one, the existing ones plus all uploads.
fn resolve_attachments(
    w: &mut World,
    existing: &[StoredAttachment],
    spec: Option<&Value>,
    files: Vec<Upload>,
    problems: &mut Vec<String>,
) -> Vec<StoredAttachment> {
    let mut files: Vec<Option<Upload>> = files.into_iter().map(Some).collect();
    let mut take_file = |index: u64| {
        files
            .iter_mut()
            .find(|f| f.as_ref().is_some_and(|f| f.index == index))
            .and_then(Option::take)
    };
    let mut out = Vec::new();
    let store_upload = |w: &mut World, upload: Upload, filename: Option<String>, description| {
        w.uploaded_bytes += upload.bytes.len() as u64;
        if upload.filename.ends_with(".png") {
            w.uploaded_png_bytes += upload.bytes.len() as u64;
        }
        StoredAttachment {
            id: w.next_id(),
            filename: filename.unwrap_or(upload.filename),
            content_type: upload.content_type,
            bytes: Arc::new(upload.bytes),
            description,
        }
    };
    match spec {
        None => {
            out.extend(existing.iter().cloned());
            for upload in files.into_iter().flatten() {
                out.push(store_upload(w, upload, None, None));
            }
            return out;
        }
        Some(Value::Array(entries)) => {
            for entry in entries {
                let id = entry.get("id").and_then(id_of);
                if entry.get("filename").is_some() {
                    let Some(index) = id else {
                        problems.push(format!("new attachment entry without an id: {entry}"));
                        continue;
                    };
                    match take_file(index) {
                        Some(upload) => {
                            let filename = entry.get("filename").and_then(Value::as_str).map(str::to_owned);
                            let description = entry.get("description").and_then(Value::as_str).map(str::to_owned);
                            let a = store_upload(w, upload, filename, description);
                            out.push(a);
                        }
                        None => problems.push(format!(
                            "attachments lists a new file with id {index} but no files[{index}] part was uploaded"
                        )),
                    }
                } else {
                    match id.and_then(|id| existing.iter().find(|a| a.id == id)) {
                        Some(a) => out.push(a.clone()),
                        None => problems.push(format!(
                            "attachments keeps {entry}, which is not an attachment of this message"
                        )),
                    }
                }
            }
        }
        Some(other) => problems.push(format!("attachments must be an array, got {other}")),
    }
    for f in files.into_iter().flatten() {
        problems.push(format!(
            "files[{}] ({:?}) was uploaded but not listed in attachments, so Discord drops it",
            f.index, f.filename
        ));
    }
    out
}

/// Applies the message fields of `json` to `m`; absent fields keep their value.
fn apply_fields(
    w: &mut World,
    m: &mut StoredMessage,
    payload: Payload,
    problems: &mut Vec<String>,
) {
    let json = payload.json;
    if let Some(c) = json.get("content") {
        m.content = c.as_str().unwrap_or("").to_owned();
    }
    if let Some(e) = json.get("embeds") {
        m.embeds = e.as_array().cloned().unwrap_or_default();
    }
    if let Some(c) = json.get("components") {
        m.components = c.as_array().cloned().unwrap_or_default();
    }
    if payload.size > REQUEST_LIMIT {
        problems.push(format!(
            "request carries {} bytes; Discord allows {REQUEST_LIMIT} per request",
            payload.size
        ));
    }
    let existing = m.attachments.clone();
    m.attachments = resolve_attachments(
        w,
        &existing,
        json.get("attachments"),
        payload.files,
        problems,
    );
}

fn flags_of(json: &Value) -> u64 {
    json.get("flags").and_then(Value::as_u64).unwrap_or(0)
}

struct NewMessage {
    channel_id: u64,
    ephemeral_to: Option<u64>,
    interaction_user: Option<u64>,
    via_webhook: bool,
    flags: u64,
}

/// Creates a message after checking it; on a rule violation nothing is stored.
fn create_message(w: &mut World, spec: NewMessage, payload: Payload) -> Result<u64, Vec<String>> {
    let now = w.now;
    let mut m = StoredMessage {
        id: w.next_id(),
        channel_id: spec.channel_id,
        author_id: BOT_USER_ID,
        content: String::new(),
        embeds: Vec::new(),
        components: Vec::new(),
        attachments: Vec::new(),
        flags: spec.flags,
        ephemeral_to: spec.ephemeral_to,
        webhook_id: spec.via_webhook.then_some(APP_ID),
        interaction_user: spec.interaction_user,
        created: now,
        edited: None,
        deleted: false,
        revision: 0,
    };
    let mut problems = Vec::new();
    apply_fields(w, &mut m, payload, &mut problems);
    problems.extend(limits::check_message(&m));
    if spec.flags & LOADING == 0
        && m.content.is_empty()
        && m.embeds.is_empty()
        && m.attachments.is_empty()
        && m.components.is_empty()
    {
        problems.push("message has no content, embeds, attachments or components (Discord: 50006 Cannot send an empty message)".into());
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let id = m.id;
    w.messages.insert(id, m);
    w.message_walls.insert(
        id,
        MessageWalls {
            created: Instant::now(),
            first_edit: None,
        },
    );
    Ok(id)
}

/// Edits a stored message after checking the result; on a violation the message stays as it was.
fn edit_message(w: &mut World, id: u64, payload: Payload) -> Result<(), Vec<String>> {
    let now = w.now;
    let Some(mut m) = w.messages.get(&id).cloned() else {
        return Err(vec![format!("message {id} does not exist")]);
    };
    if m.deleted {
        return Err(vec![format!("message {id} was deleted")]);
    }
    let mut problems = Vec::new();
    apply_fields(w, &mut m, payload, &mut problems);
    problems.extend(limits::check_message(&m));
    if !problems.is_empty() {
        return Err(problems);
    }
    // A deferred "thinking…" message stops loading once anything replaces it.
    m.flags &= !LOADING;
    m.edited = Some(now);
    m.revision += 1;
    w.messages.insert(id, m);
    if let Some(walls) = w.message_walls.get_mut(&id) {
        walls.first_edit.get_or_insert_with(Instant::now);
    }
    Ok(())
}

/// Deleted messages stay stored so that tests can still inspect what the bot removed.
fn delete_message(w: &mut World, id: u64) {
    if let Some(m) = w.messages.get_mut(&id) {
        m.deleted = true;
        m.revision += 1;
    }
}

fn invalid_body(w: &mut World, what: &str, problems: Vec<String>) -> Response {
    reject(
        w,
        INVALID_FORM_BODY,
        format!("{what} breaks Discord's rules: {}", problems.join("; ")),
    )
}

// ---------------------------------------------------------------------------------------------
// Interactions

async fn callback(
    State(fake): State<Fake>,
    Path((id, token)): Path<(u64, String)>,
    req: Request,
) -> Response {
    // Taken before the body is read: an upload's transfer time is part of how long the
    // acknowledgement took only from the bot's side, not from the user's.
    let arrived = Instant::now();
    let Some(payload) = read_body(&fake, req).await else {
        return aborted();
    };
    at_virtual_now(&fake, |w| {
        let Some(rec) = w.interactions.get(&token).cloned() else {
            return reject(
                w,
                UNKNOWN_INTERACTION,
                format!("interaction callback for unknown token {token:?}"),
            );
        };
        let what = rec.describe(w);
        let payload = match payload {
            Ok(p) => p,
            Err(e) => return reject(w, INVALID_FORM_BODY, format!("response to {what}: {e}")),
        };
        if rec.id != id {
            return reject(
                w,
                UNKNOWN_INTERACTION,
                format!(
                    "response to {what} uses interaction id {id}, but the token belongs to {}",
                    rec.id
                ),
            );
        }
        if rec.response.is_some() && w.faults.taken_then_failed.remove(&token) {
            // The first try was taken and then answered 502 on purpose: the bot could not know,
            // and Discord says so with 40060, which is no fault of the bot.
            w.faults.counts.acknowledged_twice += 1;
            return error(
                StatusCode::BAD_REQUEST,
                40060,
                "Interaction has already been acknowledged",
            );
        }
        if let Some(previous) = rec.response {
            return reject(w, (StatusCode::BAD_REQUEST, 40060, "Interaction has already been acknowledged"),
                format!("second initial response to {what} (first was type {}); use a follow-up or edit @original instead", previous as u8));
        }
        let wall = rec.dispatched_wall.elapsed();
        let virtual_elapsed = w
            .now
            .duration_since(rec.dispatched_virtual)
            .unwrap_or(Duration::ZERO);
        let wall_late = w.real_deadline && wall > FIRST_RESPONSE_DEADLINE;
        if wall_late || virtual_elapsed > FIRST_RESPONSE_DEADLINE {
            return reject(w, UNKNOWN_INTERACTION, format!("first response to {what} came {:.1} s after dispatch (virtual {:.1} s); Discord allows 3 s, then the token is invalid",
                    wall.as_secs_f64(), virtual_elapsed.as_secs_f64()));
        }
        let code = payload
            .json
            .get("type")
            .and_then(Value::as_u64)
            .unwrap_or(0);
        let Some(kind) = ResponseKind::from_code(code) else {
            return reject(
                w,
                INVALID_FORM_BODY,
                format!("response to {what} has unknown or unsupported callback type {code}"),
            );
        };
        let data = payload.json.get("data").cloned().unwrap_or(json!({}));
        let inner = Payload {
            json: data.clone(),
            files: payload.files,
            size: payload.size,
        };
        let ephemeral = flags_of(&data) & EPHEMERAL != 0;
        let component_message = match &rec.kind {
            InteractionKind::Component { message_id, .. } => Some(*message_id),
            InteractionKind::Command { .. } => None,
        };
        let original = match kind {
            ResponseKind::Reply | ResponseKind::Deferred => {
                let loading = kind == ResponseKind::Deferred;
                let spec = NewMessage {
                    channel_id: rec.channel_id,
                    ephemeral_to: ephemeral.then_some(rec.user_id),
                    interaction_user: Some(rec.user_id),
                    via_webhook: true,
                    flags: (flags_of(&data) & EPHEMERAL) | if loading { LOADING } else { 0 },
                };
                let inner = if loading {
                    Payload {
                        json: json!({}),
                        files: Vec::new(),
                        size: 0,
                    }
                } else {
                    inner
                };
                match create_message(w, spec, inner) {
                    Ok(id) => Some(id),
                    Err(p) => {
                        return invalid_body(w, &format!("type {code} response to {what}"), p)
                    }
                }
            }
            ResponseKind::DeferredUpdate | ResponseKind::Update => {
                let Some(message_id) = component_message else {
                    return reject(w, INVALID_FORM_BODY, format!("type {code} response to {what}: types 6 and 7 are only valid for component interactions"));
                };
                if kind == ResponseKind::Update {
                    if let Err(p) = edit_message(w, message_id, inner) {
                        return invalid_body(w, &format!("type 7 update answering {what}"), p);
                    }
                }
                Some(message_id)
            }
            ResponseKind::Modal => {
                return reject(
                    w,
                    INVALID_FORM_BODY,
                    format!("{what} was answered with a modal, which the fake does not model yet"),
                );
            }
            ResponseKind::LaunchActivity => {
                // Valid for commands and components alike, but only for an app with an
                // Activity; it opens the Activity for the user and posts nothing.
                if !w.activities_enabled {
                    return reject(w, INVALID_FORM_BODY, format!(
                        "{what} was answered with LAUNCH_ACTIVITY (type 12), but the application has no Activity (World::activities_enabled is false)"
                    ));
                }
                let guild_id = match w.channels.get(&rec.channel_id) {
                    Some(ChannelKind::GuildText { .. }) => Some(GUILD_ID),
                    _ => None,
                };
                w.activity_launches.push(ActivityLaunch {
                    interaction_id: rec.id,
                    user_id: rec.user_id,
                    channel_id: rec.channel_id,
                    guild_id,
                });
                None
            }
        };
        w.acknowledged_wall.insert(token.clone(), arrived);
        if let Some(rec) = w.interactions.get_mut(&token) {
            rec.response = Some(kind);
            rec.original = original;
            rec.loading = kind == ResponseKind::Deferred;
            rec.ephemeral = ephemeral;
        }
        StatusCode::NO_CONTENT.into_response()
    })
}

/// Looks up a live interaction by webhook token, enforcing the 15-minute lifetime.
fn live_interaction(
    w: &mut World,
    app: u64,
    token: &str,
    action: &str,
) -> Result<InteractionRecord, Box<Response>> {
    if app != APP_ID {
        return Err(Box::new(reject(
            w,
            UNKNOWN_WEBHOOK,
            format!("{action} for application {app}; the application is {APP_ID}"),
        )));
    }
    let Some(rec) = w.interactions.get(token).cloned() else {
        return Err(Box::new(reject(
            w,
            UNKNOWN_WEBHOOK,
            format!("{action} with unknown interaction token {token:?}"),
        )));
    };
    let what = rec.describe(w);
    let age = w
        .now
        .duration_since(rec.dispatched_virtual)
        .unwrap_or(Duration::ZERO);
    if age > TOKEN_LIFETIME {
        return Err(Box::new(reject(w, (StatusCode::UNAUTHORIZED, 50027, "Invalid Webhook Token"),
            format!("{action} for {what} {} min after it arrived; interaction tokens last 15 min (use the bot token and channel routes for older messages)", age.as_secs() / 60))));
    }
    if rec.response.is_none() {
        return Err(Box::new(reject(
            w,
            UNKNOWN_WEBHOOK,
            format!(
                "{action} for {what} before any initial response; answer the interaction first"
            ),
        )));
    }
    Ok(rec)
}

/// Runs `f` on the world with its clock set to the fake's virtual now, so that token lifetimes
/// and timestamps are judged at the moment of the request.
fn at_virtual_now(fake: &Fake, f: impl FnOnce(&mut World) -> Response) -> Response {
    let now = fake.now();
    fake.with(|w| {
        w.now = now;
        f(w)
    })
}

/// Runs `f` on the live interaction behind a webhook token, or answers with why it is not live.
fn with_live_interaction(
    fake: &Fake,
    app: u64,
    token: &str,
    action: &str,
    f: impl FnOnce(&mut World, InteractionRecord) -> Response,
) -> Response {
    at_virtual_now(fake, |w| match live_interaction(w, app, token, action) {
        Ok(rec) => f(w, rec),
        Err(r) => *r,
    })
}

async fn followup(
    State(fake): State<Fake>,
    Path((app, token)): Path<(u64, String)>,
    req: Request,
) -> Response {
    let Some(payload) = read_body(&fake, req).await else {
        return aborted();
    };
    with_live_interaction(&fake, app, &token, "follow-up", |w, rec| {
        let what = rec.describe(w);
        let payload = match payload {
            Ok(p) => p,
            Err(e) => return reject(w, INVALID_FORM_BODY, format!("follow-up to {what}: {e}")),
        };
        let id = if rec.loading {
            // Discord's backwards-compatible quirk: the first follow-up after a type-5 deferral
            // replaces the "thinking…" message instead of posting a new one.
            let Some(original) = rec.original else {
                return reject(
                    w,
                    UNKNOWN_MESSAGE,
                    format!("deferred {what} lost its message"),
                );
            };
            if let Err(p) = edit_message(w, original, payload) {
                return invalid_body(w, &format!("follow-up to {what}"), p);
            }
            original
        } else {
            let ephemeral = flags_of(&payload.json) & EPHEMERAL != 0;
            let spec = NewMessage {
                channel_id: rec.channel_id,
                ephemeral_to: ephemeral.then_some(rec.user_id),
                interaction_user: None,
                via_webhook: true,
                flags: flags_of(&payload.json) & EPHEMERAL,
            };
            match create_message(w, spec, payload) {
                Ok(id) => id,
                Err(p) => return invalid_body(w, &format!("follow-up to {what}"), p),
            }
        };
        if let Some(rec) = w.interactions.get_mut(&token) {
            if rec.loading {
                rec.loading = false;
            } else {
                rec.followups.push(id);
            }
        }
        Json(message_reply(w, id, "follow-up message")).into_response()
    })
}

/// Resolves `@original` or a follow-up id to a message of this interaction.
fn webhook_target(
    w: &mut World,
    rec: &InteractionRecord,
    message: &str,
) -> Result<u64, Box<Response>> {
    let what = rec.describe(w);
    let id = if message == "@original" {
        rec.original
    } else {
        message
            .parse()
            .ok()
            .filter(|id| rec.original == Some(*id) || rec.followups.contains(id))
    };
    match id {
        Some(id) if w.messages.get(&id).is_some_and(|m| !m.deleted) => Ok(id),
        _ => Err(Box::new(reject(
            w,
            UNKNOWN_MESSAGE,
            format!("webhook message {message:?} of {what} does not exist"),
        ))),
    }
}

async fn webhook_get(
    State(fake): State<Fake>,
    Path((app, token, message)): Path<(u64, String, String)>,
) -> Response {
    with_live_interaction(
        &fake,
        app,
        &token,
        "GET webhook message",
        |w, rec| match webhook_target(w, &rec, &message) {
            Ok(id) => Json(message_reply(w, id, "webhook message")).into_response(),
            Err(r) => *r,
        },
    )
}

async fn webhook_patch(
    State(fake): State<Fake>,
    Path((app, token, message)): Path<(u64, String, String)>,
    req: Request,
) -> Response {
    let Some(payload) = read_body(&fake, req).await else {
        return aborted();
    };
    with_live_interaction(&fake, app, &token, "edit of a webhook message", |w, rec| {
        let what = rec.describe(w);
        let id = match webhook_target(w, &rec, &message) {
            Ok(id) => id,
            Err(r) => return *r,
        };
        let payload = match payload {
            Ok(p) => p,
            Err(e) => return reject(w, INVALID_FORM_BODY, format!("edit for {what}: {e}")),
        };
        if let Err(p) = edit_message(w, id, payload) {
            return invalid_body(w, &format!("edit of {message} for {what}"), p);
        }
        if rec.original == Some(id) {
            if let Some(rec) = w.interactions.get_mut(&token) {
                rec.loading = false;
            }
        }
        Json(message_reply(w, id, "edited webhook message")).into_response()
    })
}

async fn webhook_delete(
    State(fake): State<Fake>,
    Path((app, token, message)): Path<(u64, String, String)>,
) -> Response {
    with_live_interaction(
        &fake,
        app,
        &token,
        "delete of a webhook message",
        |w, rec| match webhook_target(w, &rec, &message) {
            Ok(id) => {
                delete_message(w, id);
                if let Some(rec) = w.interactions.get_mut(&token) {
                    rec.loading = false;
                }
                StatusCode::NO_CONTENT.into_response()
            }
            Err(r) => *r,
        },
    )
}

// ---------------------------------------------------------------------------------------------
// Channel messages with the bot token

fn bot_message(
    w: &mut World,
    channel: u64,
    message: u64,
    action: &str,
) -> Result<(), Box<Response>> {
    if !w.channels.contains_key(&channel) {
        return Err(Box::new(reject(
            w,
            UNKNOWN_CHANNEL,
            format!("{action}: channel {channel} does not exist"),
        )));
    }
    match w.messages.get(&message) {
        Some(m) if m.channel_id == channel && !m.deleted && m.ephemeral_to.is_none() => Ok(()),
        Some(m) if m.ephemeral_to.is_some() => Err(Box::new(reject(
            w,
            UNKNOWN_MESSAGE,
            format!(
                "{action}: message {message} is ephemeral; only its interaction token can reach it"
            ),
        ))),
        _ => Err(Box::new(reject(
            w,
            UNKNOWN_MESSAGE,
            format!("{action}: message {message} is not in channel {channel}"),
        ))),
    }
}

async fn channel_post(
    State(fake): State<Fake>,
    Path(channel): Path<u64>,
    req: Request,
) -> Response {
    let Some(payload) = read_body(&fake, req).await else {
        return aborted();
    };
    at_virtual_now(&fake, |w| {
        if !w.channels.contains_key(&channel) {
            return reject(
                w,
                UNKNOWN_CHANNEL,
                format!("message sent to unknown channel {channel}"),
            );
        }
        let payload = match payload {
            Ok(p) => p,
            Err(e) => return reject(w, INVALID_FORM_BODY, format!("channel message: {e}")),
        };
        if flags_of(&payload.json) & EPHEMERAL != 0 {
            return reject(w, INVALID_FORM_BODY, "channel message with the EPHEMERAL flag; only interaction responses can be ephemeral".into());
        }
        let nonce = enforced_nonce(&payload.json);
        if let Some(nonce) = &nonce {
            // Discord's de-duplication: the same author, the same nonce, a few minutes.
            let now = w.now;
            let earlier = w.nonces.get(nonce).copied().filter(|(id, at)| {
                now.duration_since(*at).unwrap_or(Duration::ZERO) < NONCE_WINDOW
                    && w.messages.get(id).is_some_and(|m| !m.deleted)
            });
            if let Some((id, _)) = earlier {
                w.faults.counts.nonce_repeats += 1;
                return Json(message_reply(
                    w,
                    id,
                    "message created earlier with this nonce",
                ))
                .into_response();
            }
        } else if w.require_nonce {
            w.violation(format!(
                "a message to channel {channel} without an enforced nonce: sent again after a failure, it would be posted twice"
            ));
        }
        let spec = NewMessage {
            channel_id: channel,
            ephemeral_to: None,
            interaction_user: None,
            via_webhook: false,
            flags: 0,
        };
        match create_message(w, spec, payload) {
            Ok(id) => {
                if let Some(nonce) = nonce {
                    let now = w.now;
                    w.nonces.insert(nonce, (id, now));
                }
                Json(message_reply(w, id, "created channel message")).into_response()
            }
            Err(p) => invalid_body(w, &format!("message to channel {channel}"), p),
        }
    })
}

async fn channel_get(
    State(fake): State<Fake>,
    Path((channel, message)): Path<(u64, u64)>,
) -> Response {
    fake.with(|w| match bot_message(w, channel, message, "GET message") {
        Ok(()) => Json(message_reply(w, message, "fetched channel message")).into_response(),
        Err(r) => *r,
    })
}

async fn channel_patch(
    State(fake): State<Fake>,
    Path((channel, message)): Path<(u64, u64)>,
    req: Request,
) -> Response {
    let Some(payload) = read_body(&fake, req).await else {
        return aborted();
    };
    at_virtual_now(&fake, |w| {
        if let Err(r) = bot_message(w, channel, message, "edit message") {
            return *r;
        }
        if w.messages
            .get(&message)
            .is_some_and(|m| m.author_id != BOT_USER_ID)
        {
            return reject(
                w,
                (
                    StatusCode::FORBIDDEN,
                    50005,
                    "Cannot edit a message authored by another user",
                ),
                format!("the bot edited message {message}, which a user wrote"),
            );
        }
        let payload = match payload {
            Ok(p) => p,
            Err(e) => return reject(w, INVALID_FORM_BODY, format!("message edit: {e}")),
        };
        match edit_message(w, message, payload) {
            Ok(()) => Json(message_reply(w, message, "edited channel message")).into_response(),
            Err(p) => invalid_body(w, &format!("edit of message {message}"), p),
        }
    })
}

async fn channel_delete(
    State(fake): State<Fake>,
    Path((channel, message)): Path<(u64, u64)>,
) -> Response {
    fake.with(|w| {
        // Deleting again a message this channel had is not a fault of the bot (its first
        // DELETE may have been answered 502 after the work): Discord says Unknown Message.
        let gone = w
            .messages
            .get(&message)
            .is_some_and(|m| m.deleted && m.channel_id == channel);
        if gone {
            return error(UNKNOWN_MESSAGE.0, UNKNOWN_MESSAGE.1, UNKNOWN_MESSAGE.2);
        }
        if let Err(r) = bot_message(w, channel, message, "delete message") {
            return *r;
        }
        delete_message(w, message);
        StatusCode::NO_CONTENT.into_response()
    })
}

async fn attachment_bytes(
    State(fake): State<Fake>,
    Path((channel, id, _name)): Path<(u64, u64, String)>,
) -> Response {
    let world = fake.lock();
    let found = world
        .messages
        .values()
        .filter(|m| m.channel_id == channel)
        .flat_map(|m| &m.attachments)
        .find(|a| a.id == id);
    match found {
        Some(a) => (
            [(header::CONTENT_TYPE, a.content_type.clone())],
            a.bytes.to_vec(),
        )
            .into_response(),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

//! The Discord client's side of an Activity, for a real browser: a page on
//! `http://localhost:3333` that embeds the app in an iframe and answers the Embedded App SDK's
//! postMessage RPC the way the client does.
//!
//! The SDK (`@discord/embedded-app-sdk`, read at 2.5.0) only listens to a parent window whose
//! origin is in its list (`getAllowedOrigins` in `output/Discord.mjs`): Discord's own hosts and
//! `http://localhost:3333`, its local-development origin. Hence the fixed port.
//!
//! ```ignore
//! let url = h.activity_host_url(&alice, h.general(), &format!("{web}/activity"));
//! browser.goto(&url).await;
//! browser.switch_to_frame("iframe#activity").await;   // the app
//! browser.wait_for("#board", Duration::from_secs(10)).await;
//! browser.switch_to_top().await;
//! let commands = browser.eval("return window.__host.commands").await;  // what the app asked
//! ```
//!
//! What the page does (all of it in the page; the server is stateless and shared by every test of
//! the process):
//! - `GET /activity-host?app=<app URL>&code=<OAuth2 code>&user=<user JSON>&channel=<id>
//!   &guild=<id>&client=<application id>` (optional: `platform=mobile`, `locale=de`,
//!   `name=<application name>`, `permissions=<bitfield>`) embeds the app in `iframe#activity`,
//!   filling the viewport, at `app` plus `frame_id`, `instance_id`, `platform`, `guild_id` and
//!   `channel_id` (after `&` when `app` already has a query), as Discord does.
//! - It answers the SDK's HANDSHAKE (`[0, {v, encoding, client_id, frame_id, sdk_version}]`)
//!   with the READY dispatch, then every command frame `[1, {cmd, args, nonce}]` with
//!   `[1, {cmd, nonce, evt: null, data}]`: AUTHORIZE gives the `code` of the query, AUTHENTICATE
//!   echoes the access token with the user of the query, and each other command the SDK 2.5.0
//!   has gets an answer its zod schema accepts (`output/schema/responses.mjs`,
//!   `output/generated/schemas.mjs`): a wrong shape would make the SDK drop the answer and the
//!   app wait forever. Anything else gets an ERROR frame, so the app's promise rejects.
//! - It checks nothing about the access token (it is stateless): a test asserts that the token
//!   in `__host.commands` is one the fake Discord issued (`World::access_tokens`).
//! - `window.__host` records it all for the test: `commands` (`{cmd, args, evt}` in order),
//!   `messages` (every frame both ways, `{dir: "in" | "out", data}`), `handshake`, `closed`
//!   (the app's CLOSE frame), `errors` (what the host refused), `frame_id`, `instance_id`,
//!   `app_src`; and `__host.dispatch(evt, data)` sends the app an event (e.g.
//!   `ACTIVITY_INSTANCE_PARTICIPANTS_UPDATE`). `<pre id="host-log">`, under the iframe, lists
//!   the commands one per line.
//!
//! The server runs on its own thread and runtime, started by the first test that needs it, so
//! it outlives each test's runtime. Its listening socket has SO_REUSEPORT: another test process
//! on this machine (a colleague's run) may serve the same port at the same time, with the same
//! page. Anything else on 3333 fails the test with a clear message.

use std::collections::HashMap;
use std::sync::OnceLock;

use axum::extract::Query;
use axum::http::{header, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use serde_json::Value;

use super::store::{APP_ID, BOT_NAME, MEMBER_PERMISSIONS};
use crate::support::http::percent_encode;

/// The SDK's local-development origin; the only non-Discord origin it trusts besides the app's.
pub const HOST_ORIGIN: &str = "http://localhost:3333";
pub const HOST_PORT: u16 = 3333;

/// Which client the Activity runs in, as the `platform` query parameter tells the SDK.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Platform {
    Desktop,
    Mobile,
}

/// One launch of the app in the host page: everything the Discord client would know.
#[derive(Clone, Debug)]
pub struct HostPage {
    /// The app's URL (the bot's Activity page).
    pub app: String,
    /// The OAuth2 code AUTHORIZE answers (`World::oauth_code`).
    pub code: String,
    /// The user as the fake describes them (`payloads::user_json`).
    pub user: Value,
    pub channel_id: u64,
    /// `None` for a direct message.
    pub guild_id: Option<u64>,
    pub client_id: u64,
    pub platform: Platform,
    /// What USER_SETTINGS_GET_LOCALE answers.
    pub locale: String,
}

impl HostPage {
    /// A launch by the fake's application in a guild channel, on desktop, in English.
    pub fn new(app: &str, code: &str, user: Value, channel_id: u64, guild_id: Option<u64>) -> Self {
        HostPage {
            app: app.to_owned(),
            code: code.to_owned(),
            user,
            channel_id,
            guild_id,
            client_id: APP_ID,
            platform: Platform::Desktop,
            locale: "en-US".to_owned(),
        }
    }

    /// The host page's URL; starts the host server if this process has not yet.
    pub fn url(&self) -> String {
        ensure_running();
        let mut query = vec![
            ("app", self.app.clone()),
            ("code", self.code.clone()),
            ("user", self.user.to_string()),
            ("channel", self.channel_id.to_string()),
            ("client", self.client_id.to_string()),
            ("name", BOT_NAME.to_owned()),
            ("locale", self.locale.clone()),
            ("permissions", MEMBER_PERMISSIONS.to_string()),
            (
                "platform",
                match self.platform {
                    Platform::Desktop => "desktop",
                    Platform::Mobile => "mobile",
                }
                .to_owned(),
            ),
        ];
        if let Some(g) = self.guild_id {
            query.push(("guild", g.to_string()));
        }
        let query: Vec<String> = query
            .iter()
            .map(|(k, v)| format!("{k}={}", percent_encode(v)))
            .collect();
        format!("{HOST_ORIGIN}/activity-host?{}", query.join("&"))
    }
}

static STARTED: OnceLock<Result<(), String>> = OnceLock::new();

/// Starts the host server once per process; panics with the reason if it cannot listen.
pub fn ensure_running() {
    if let Err(e) = STARTED.get_or_init(start) {
        panic!("{e}");
    }
}

fn start() -> Result<(), String> {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .name("activity-host".into())
        .spawn(move || {
            let runtime = match tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
            {
                Ok(r) => r,
                Err(e) => {
                    let _ = tx.send(Err(format!("activity host: no runtime: {e}")));
                    return;
                }
            };
            runtime.block_on(async move {
                let listeners = match listen() {
                    Ok(l) => l,
                    Err(e) => {
                        let _ = tx.send(Err(e));
                        return;
                    }
                };
                let _ = tx.send(Ok(()));
                let servers = listeners
                    .into_iter()
                    .map(|l| tokio::spawn(async move { axum::serve(l, router()).await }));
                for server in servers.collect::<Vec<_>>() {
                    if let Ok(Err(e)) = server.await {
                        eprintln!("activity host: server stopped: {e}");
                    }
                }
            });
        })
        .map_err(|e| format!("activity host: cannot start its thread: {e}"))?;
    rx.recv()
        .map_err(|_| "activity host: its thread died while starting".to_owned())?
}

/// 127.0.0.1:3333, and [::1]:3333 where IPv6 exists, since the browser may resolve `localhost`
/// to either.
fn listen() -> Result<Vec<tokio::net::TcpListener>, String> {
    let bind = |addr: std::net::SocketAddr| -> std::io::Result<tokio::net::TcpListener> {
        let socket = if addr.is_ipv4() {
            tokio::net::TcpSocket::new_v4()?
        } else {
            tokio::net::TcpSocket::new_v6()?
        };
        socket.set_reuseaddr(true)?;
        // Concurrent test processes on one machine each serve this same stateless page.
        socket.set_reuseport(true)?;
        socket.bind(addr)?;
        socket.listen(128)
    };
    let v4 = bind(([127, 0, 0, 1], HOST_PORT).into()).map_err(|e| {
        format!(
            "activity host: cannot listen on 127.0.0.1:{HOST_PORT} ({e}). The Embedded App SDK only trusts \
             http://localhost:3333 besides Discord, so the host needs that port: find what holds it with \
             `ss -ltnp 'sport = :{HOST_PORT}'` and stop it"
        )
    })?;
    let mut listeners = vec![v4];
    if let Ok(v6) = bind((std::net::Ipv6Addr::LOCALHOST, HOST_PORT).into()) {
        listeners.push(v6);
    }
    Ok(listeners)
}

fn router() -> Router {
    Router::new()
        .route("/activity-host", get(host_page))
        // The browser asks for it; a 404 would show up among the console errors.
        .route("/favicon.ico", get(|| async { StatusCode::NO_CONTENT }))
}

async fn host_page(Query(query): Query<HashMap<String, String>>) -> Response {
    let missing: Vec<&str> = ["app", "user", "client"]
        .into_iter()
        .filter(|k| query.get(*k).is_none_or(|v| v.is_empty()))
        .collect();
    if !missing.is_empty() {
        return (
            StatusCode::BAD_REQUEST,
            format!("activity host: missing query parameters {missing:?}; build the URL with HostPage::url"),
        )
            .into_response();
    }
    if let Err(e) = serde_json::from_str::<Value>(&query["user"]) {
        return (
            StatusCode::BAD_REQUEST,
            format!("activity host: `user` is not JSON: {e}"),
        )
            .into_response();
    }
    ([(header::CACHE_CONTROL, "no-store")], Html(HOST_PAGE)).into_response()
}

/// The page. It reads its parameters from its own query string, so it is the same for every
/// launch. Answers follow the SDK 2.5.0's schemas; see the module documentation.
const HOST_PAGE: &str = r#"<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Activity host (fake Discord client)</title>
<style>
  html, body { margin: 0; height: 100%; overflow: hidden; background: #313338; }
  /* The app fills the viewport as in Discord; the log sits under it, for a test to read. */
  #activity { position: fixed; inset: 0; width: 100%; height: 100%; border: 0; z-index: 1;
              background: #313338; }
  #host-log { position: fixed; left: 0; top: 0; margin: 0; z-index: 0; color: #dbdee1;
              font: 12px monospace; white-space: pre-wrap; }
</style>
</head>
<body>
<pre id="host-log"></pre>
<script>
(() => {
  'use strict';
  const q = new URLSearchParams(location.search);
  const host = window.__host = {
    handshake: null, commands: [], messages: [], closed: null, errors: [],
    frame_id: null, instance_id: null, app_src: null,
  };
  const logEl = document.getElementById('host-log');
  const show = () => {
    logEl.textContent = host.commands.map(c => c.cmd + ' ' + JSON.stringify(c.args ?? null)).join('\n')
      + (host.errors.length ? '\nERRORS:\n' + host.errors.join('\n') : '');
  };
  const refuse = (why) => { host.errors.push(why); show(); };
  // Frames are recorded as JSON copies: what was sent, not what it became.
  const copy = (v) => v === undefined ? null : JSON.parse(JSON.stringify(v));

  const app = q.get('app');
  const code = q.get('code') || '';
  const client = q.get('client') || '';
  const channel = q.get('channel') || null;
  const guild = q.get('guild') || null;
  const platform = q.get('platform') || 'desktop';
  const locale = q.get('locale') || 'en-US';
  const appName = q.get('name') || 'Activity';
  const permissions = q.get('permissions') || '0';
  const user = JSON.parse(q.get('user'));
  const id = () => (crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2));
  host.frame_id = id();
  host.instance_id = 'i-' + id();

  // As the SDK's schemas want a user in each place.
  const readyUser = { id: user.id, username: user.username, discriminator: user.discriminator ?? '0' };
  if (typeof user.avatar === 'string') readyUser.avatar = user.avatar;
  const authUser = {
    id: user.id, username: user.username, discriminator: user.discriminator ?? '0',
    avatar: user.avatar ?? null, public_flags: user.public_flags ?? 0, global_name: user.global_name ?? null,
  };
  const fullUser = {
    id: user.id, username: user.username, discriminator: user.discriminator ?? '0',
    global_name: user.global_name ?? null, avatar: user.avatar ?? null,
    flags: user.public_flags ?? 0, bot: !!user.bot,
  };
  const application = { id: client, name: appName, description: appName, icon: null, rpc_origins: [] };

  // The iframe's URL: the app's own, then what Discord adds.
  const params = new URLSearchParams();
  params.set('frame_id', host.frame_id);
  params.set('instance_id', host.instance_id);
  params.set('platform', platform);
  if (guild) params.set('guild_id', guild);
  if (channel) params.set('channel_id', channel);
  const [base, hash] = app.split('#');
  const src = base + (base.includes('?') ? '&' : '?') + params.toString() + (hash !== undefined ? '#' + hash : '');
  host.app_src = src;
  const appOrigin = new URL(src, location.href).origin;

  const frame = document.createElement('iframe');
  frame.id = 'activity';
  frame.allow = 'autoplay; clipboard-write; fullscreen';
  const send = (frameData) => {
    host.messages.push({ dir: 'out', data: copy(frameData) });
    frame.contentWindow.postMessage(frameData, appOrigin);
  };
  host.dispatch = (evt, data) => send([1, { cmd: 'DISPATCH', evt, data, nonce: null }]);
  const REFUSED = Symbol('refused');
  const error = (code, message) => ({ [REFUSED]: { code, message } });

  const answer = (cmd, args, evt) => {
    switch (cmd) {
      case 'AUTHORIZE':
        if (args?.client_id !== client) return error(4007, 'Invalid client id: ' + args?.client_id);
        if (!code) return error(5000, 'the activity host was given no OAuth2 code');
        return { code };
      case 'AUTHENTICATE':
        if (typeof args?.access_token !== 'string' || !args.access_token) return error(4009, 'Invalid token');
        return {
          access_token: args.access_token, user: authUser, scopes: ['identify'],
          expires: new Date(Date.now() + 604800e3).toISOString(), application,
        };
      case 'SUBSCRIBE': case 'UNSUBSCRIBE':
        return { evt };
      case 'SET_ACTIVITY': {
        const activity = Object.assign({ name: appName, application_id: client }, args?.activity ?? {});
        if (typeof activity.type !== 'number') activity.type = 0;
        return activity;
      }
      case 'CAPTURE_LOG': case 'SET_ORIENTATION_LOCK_STATE': case 'SET_CERTIFIED_DEVICES':
      case 'SEND_ANALYTICS_EVENT': case 'OPEN_INVITE_DIALOG': case 'GET_SKUS': case 'GET_ENTITLEMENTS':
      case 'INVITE_USER_EMBEDDED': case 'OPEN_SHARE_MOMENT_DIALOG': case 'START_PURCHASE':
        return null;
      case 'GET_CHANNEL':
        return { id: args?.channel_id ?? channel, type: guild ? 0 : 1, guild_id: guild, name: null,
                 voice_states: [], messages: [] };
      case 'GET_CHANNEL_PERMISSIONS': return { permissions };
      case 'GET_PLATFORM_BEHAVIORS': return {};
      case 'ENCOURAGE_HW_ACCELERATION': return { enabled: true };
      case 'USER_SETTINGS_GET_LOCALE': return { locale };
      case 'SET_CONFIG': return { use_interactive_pip: !!args?.use_interactive_pip };
      case 'OPEN_EXTERNAL_LINK': return { opened: true };
      case 'GET_SKUS_EMBEDDED': return { skus: [] };
      case 'GET_ENTITLEMENTS_EMBEDDED': return { entitlements: [] };
      case 'GET_ACTIVITY_INSTANCE_CONNECTED_PARTICIPANTS': return { participants: [fullUser] };
      case 'GET_RELATIONSHIPS': return { relationships: [] };
      case 'GET_USER': return args?.id === user.id ? fullUser : null;
      case 'SHARE_LINK': return { success: true, didCopyLink: false, didSendMessage: true };
      case 'SHARE_INTERACTION': return { success: true };
      case 'REQUEST_PROXY_TICKET_REFRESH': return { ticket: 'fake-proxy-ticket' };
      default: return error(4002, 'the activity host does not model ' + cmd);
    }
  };

  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow) return;
    const message = event.data;
    host.messages.push({ dir: 'in', data: copy(message) });
    if (!Array.isArray(message)) return refuse('not an RPC frame: ' + JSON.stringify(message));
    const [opcode, payload] = message;
    if (opcode === 0) {
      host.handshake = copy(payload);
      if (payload?.client_id !== client) refuse('HANDSHAKE with client_id ' + payload?.client_id + ', expected ' + client);
      if (payload?.frame_id !== host.frame_id) refuse('HANDSHAKE with frame_id ' + payload?.frame_id);
      send([1, {
        cmd: 'DISPATCH', evt: 'READY', nonce: null,
        data: {
          v: 1,
          config: { cdn_host: 'cdn.discordapp.com', api_endpoint: '//discord.com/api', environment: 'production' },
          user: readyUser,
        },
      }]);
    } else if (opcode === 1) {
      const { cmd, args, nonce, evt } = payload ?? {};
      host.commands.push({ cmd, args: copy(args), evt: evt ?? null });
      show();
      const data = answer(cmd, args, evt);
      if (data && data[REFUSED]) {
        refuse(cmd + ': ' + data[REFUSED].message);
        send([1, { cmd, nonce, evt: 'ERROR', data: data[REFUSED] }]);
      } else {
        send([1, { cmd, nonce, evt: null, data }]);
      }
    } else if (opcode === 2) {
      host.closed = copy(payload);
    } else {
      refuse('unknown opcode ' + opcode);
    }
  });
  // Only now, with the listener in place: the SDK's HANDSHAKE comes as soon as the app loads.
  frame.src = src;
  document.body.appendChild(frame);
  show();
})();
</script>
</body>
</html>
"#;

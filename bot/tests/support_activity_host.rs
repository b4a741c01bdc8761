//! The activity host (`support::fake::activity_host`) in a real browser: it embeds an app,
//! answers the Embedded App SDK's RPC, and the app's server exchanges the OAuth2 code at the fake
//! Discord and reads the user, as the bot's Activity will.
//!
//! Its app is a few lines of JS that speak the SDK's postMessage protocol by hand; the real
//! `@discord/embedded-app-sdk`, as the page bundles it, signs in through the same host in
//! `web_browser.rs` (`the_activity_signs_in_inside_discord_and_plays`).
//!
//! The host listens on port 3333 (the SDK's trusted local origin); see its module documentation.

mod support;

use std::time::Duration;

use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{json, Value};
use support::browser::{Browser, Device};
use support::fake::store::{APP_ID, CLIENT_SECRET, GUILD_ID};
use support::{http, Harness};

/// The app's page: it shows how far it got and, in `#outcome`, `ok <user id>` or the error.
const APP_PAGE: &str = r#"<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>throwaway activity</title>
<style>body { background: #fff; font: 16px sans-serif; margin: 16px; } pre { white-space: pre-wrap; font-size: 11px; }</style>
</head><body>
<h1>Throwaway activity</h1>
<p>step: <span id="step">loading</span></p>
<p>user: <span id="user-id"></span></p>
<p id="outcome"></p>
<pre id="results"></pre>
<pre id="event"></pre>
<script src="/app.js"></script>
</body></html>"#;

/// The SDK's side of the protocol, by hand: HANDSHAKE, wait for READY, AUTHORIZE, exchange the
/// code at the app's server, AUTHENTICATE, and one command the host does not model.
const HAND_APP: &str = r#"(() => {
  const q = new URLSearchParams(location.search);
  const client = q.get('client');
  const parentOrigin = 'http://localhost:3333';
  const pending = new Map();
  let seq = 0;
  let ready;
  const readyEvent = new Promise((resolve) => { ready = resolve; });
  addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || !Array.isArray(event.data)) return;
    const [opcode, frame] = event.data;
    if (opcode !== 1) return;
    if (frame.cmd === 'DISPATCH' && frame.evt === 'READY') return ready(frame.data);
    const waiter = pending.get(frame.nonce);
    if (!waiter) return;
    pending.delete(frame.nonce);
    if (frame.evt === 'ERROR') waiter.reject(frame.data); else waiter.resolve(frame.data);
  });
  const command = (cmd, args) => new Promise((resolve, reject) => {
    const nonce = 'nonce-' + (++seq);
    pending.set(nonce, { resolve, reject });
    parent.postMessage([1, { cmd, args, nonce }], parentOrigin);
  });
  const show = (id, text) => { document.getElementById(id).textContent = text; };
  parent.postMessage([0, { v: 1, encoding: 'json', client_id: client, frame_id: q.get('frame_id') }], parentOrigin);
  (async () => {
    const readyData = await readyEvent;
    show('step', 'ready');
    const { code } = await command('AUTHORIZE', {
      client_id: client, response_type: 'code', state: '', prompt: 'none', scope: ['identify'],
    });
    const answer = await fetch('/api/token', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }),
    });
    if (!answer.ok) throw new Error('exchange: ' + answer.status + ' ' + await answer.text());
    const { access_token } = await answer.json();
    const auth = await command('AUTHENTICATE', { access_token });
    const refused = await command('GET_GUILDS', {}).then(() => null, (error) => error);
    window.__result = { ready: readyData, auth, refused };
    show('user-id', auth.user.id);
    show('outcome', 'ok ' + auth.user.id);
  })().catch((e) => show('outcome', 'error: ' + (e.message || JSON.stringify(e))));
})();"#;

/// The app's server: its page, its script, and the code exchange its server side does (at the
/// fake's token endpoint, then `/users/@me` with the token), as the bot's web server will.
async fn serve_app(fake: String, script: String) -> String {
    let app = Router::new()
        .route(
            "/activity",
            get(|| async {
                (
                    [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
                    APP_PAGE,
                )
            }),
        )
        .route(
            "/app.js",
            get(move || {
                let script = script.clone();
                async move { ([(header::CONTENT_TYPE, "text/javascript")], script) }
            }),
        )
        .route("/api/token", post(exchange))
        .route("/favicon.ico", get(|| async { StatusCode::NO_CONTENT }))
        .with_state(fake);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind the app's server");
    let addr = listener.local_addr().expect("its address");
    tokio::spawn(async move {
        axum::serve(listener, app).await.expect("serve the app");
    });
    format!("http://{addr}/activity?client={APP_ID}")
}

async fn exchange(State(fake): State<String>, Json(body): Json<Value>) -> Response {
    let code = body["code"].as_str().unwrap_or_default();
    let app_id = APP_ID.to_string();
    let fields = [
        ("client_id", app_id.as_str()),
        ("client_secret", CLIENT_SECRET),
        ("grant_type", "authorization_code"),
        ("code", code),
    ];
    let r = http::post_form(&format!("{fake}/api/v10/oauth2/token"), &[], &fields).await;
    if r.status != 200 {
        return (StatusCode::BAD_GATEWAY, r.text()).into_response();
    }
    let token = r.json()["access_token"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    let bearer = format!("Bearer {token}");
    let me = http::get(
        &format!("{fake}/api/v10/users/@me"),
        &[("Authorization", &bearer)],
    )
    .await;
    if me.status != 200 {
        return (StatusCode::BAD_GATEWAY, me.text()).into_response();
    }
    Json(json!({"access_token": token, "user": me.json()})).into_response()
}

/// Launches the app in the host for alice, waits for the app's outcome and checks what every
/// side saw; returns the host's record (`window.__host`).
async fn launch(h: &Harness, browser: &Browser, script: String) -> Value {
    let alice = h.user("alice");
    let app = serve_app(h.fake.base_url.clone(), script).await;
    let url = h.activity_host_url(&alice, h.general(), &app);
    browser.goto(&url).await;
    browser.switch_to_frame("iframe#activity").await;
    let outcome = browser
        .wait_for_text("#outcome", Duration::from_secs(20), |t| !t.is_empty())
        .await;
    assert_eq!(outcome, format!("ok {}", alice.id), "the app's outcome");
    browser.switch_to_top().await;
    let host = browser.eval("return window.__host").await;

    // The iframe's URL: the app's own query, then what Discord adds.
    let src = host["app_src"].as_str().expect("app_src");
    let expected = format!(
        "{app}&frame_id={}&instance_id={}&platform=desktop&guild_id={GUILD_ID}&channel_id={}",
        host["frame_id"].as_str().expect("frame_id"),
        host["instance_id"].as_str().expect("instance_id"),
        h.general().id
    );
    assert_eq!(src, expected);
    assert_eq!(host["handshake"]["client_id"], APP_ID.to_string());
    assert_eq!(host["handshake"]["frame_id"], host["frame_id"]);

    // The code was exchanged once, and the app authenticated with the token that gave.
    let exchanges = h.token_exchanges();
    assert_eq!(exchanges.len(), 1, "{exchanges:#?}");
    assert!(exchanges[0].succeeded());
    let commands = host["commands"].as_array().expect("commands");
    let names: Vec<&str> = commands.iter().filter_map(|c| c["cmd"].as_str()).collect();
    assert_eq!(names[..2], ["AUTHORIZE", "AUTHENTICATE"], "{names:?}");
    assert_eq!(
        commands[1]["args"]["access_token"].as_str(),
        exchanges[0].access_token.as_deref()
    );
    let log = browser.text("#host-log").await;
    assert!(log.starts_with("AUTHORIZE "), "{log}");
    host
}

#[tokio::test]
async fn the_host_launches_an_app_through_handshake_authorize_and_authenticate() {
    let h = Harness::without_bot().await;
    let Some(browser) = Browser::start_or_skip(Device::Desktop).await else {
        return;
    };
    let host = launch(&h, &browser, HAND_APP.to_owned()).await;

    // The host's answers, as the app received them.
    browser.switch_to_frame("iframe#activity").await;
    let result = browser.eval("return window.__result").await;
    let alice = h.user("alice");
    assert_eq!(result["ready"]["v"], 1);
    assert_eq!(result["ready"]["user"]["id"], alice.id.to_string());
    assert_eq!(result["auth"]["user"]["username"], "alice");
    assert_eq!(result["auth"]["scopes"], json!(["identify"]));
    assert_eq!(result["auth"]["application"]["id"], APP_ID.to_string());
    assert_eq!(
        result["refused"]["code"], 4002,
        "an unmodelled command is an error"
    );
    browser.switch_to_top().await;
    let names: Vec<&str> = host["commands"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c["cmd"].as_str())
        .collect();
    assert_eq!(names, ["AUTHORIZE", "AUTHENTICATE", "GET_GUILDS"]);
    let errors = browser.eval("return window.__host.errors").await;
    assert_eq!(
        errors,
        json!(["GET_GUILDS: the activity host does not model GET_GUILDS"])
    );
    assert_eq!(browser.console_errors().await, Vec::<String>::new());
    browser.close().await;
}

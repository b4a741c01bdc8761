//! Test support shared by the integration tests: a fake Discord and a harness that plays users.
//!
//! The real bot (`carcassonne_bot::discord::start`, the same code `carcassonne-bot run` uses)
//! connects to [`fake::FakeDiscord`] on 127.0.0.1; only `BotConfig::api_base` and the clock
//! differ from production. Scenarios are written as users:
//!
//! ```ignore
//! let mut h = Harness::start().await;                 // fake + bot, commands registered
//! let (alice, bob) = (h.user("alice"), h.user("bob"));
//! let lobby = alice.slash(h.general(), "carcassonne start", &[]).await.message();
//! bob.click(&lobby, "Join").await;                    // by label or custom_id
//! let board = alice.slash(h.general(), "carcassonne gallery", &[("set", "The River")]).await;
//! let png = board.message().png("gallery.png");      // decoded with the image crate
//! h.advance(Duration::from_secs(3 * 86_400));         // bot clock and token ages move together
//! h.restart_bot().await;                              // same SQLite file, new process state
//! ```
//!
//! Every action waits for the bot's answer (Discord's 3 s, judged on the test clock unless a
//! test sets `World::real_deadline`), for a deferred answer to
//! complete, and for REST traffic to go quiet; it then fails the test if the fake saw any
//! rule violation. `Harness` also checks for violations when dropped.
//!
//! - `fake::limits`: message limits (content, embeds, rows, buttons, options, custom_id,
//!   attachment sizes, `attachment://` references).
//! - `fake::rest`: interaction callbacks, follow-ups, `@original`, channel messages, DMs, command
//!   registration, with Discord's deadlines, token lifetime and attachment semantics.
//! - `fake::gateway`: HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeats, RESUME, dispatches.
//! - `fake::payloads`: every JSON the fake sends, each checked against serenity's model types.
//! - `fake::oauth`: the OAuth2 code exchange and `GET /users/@me` with a bearer token, for the
//!   Activity; `fake::activity_host`: the Discord client's side of an Activity, on
//!   `http://localhost:3333`, for a real browser.
//! - `browser`: Debian's chromium through chromedriver (phone or desktop), for the web view.
//! - `http`: a tiny HTTP/1.1 client for calling the fake, the bot's web API and test servers.
//! - `web`: the bot's web API as its page calls it (views, steps, moves, the live WebSocket).
// Each test binary uses a different part of the support code.
#![allow(dead_code)]

pub mod browser;
pub mod fake;
pub mod harness;
pub mod http;
pub mod web;

pub use harness::*;

use carcassonne_bot::discord::play::path::{self, encode_action};
use carcassonne_engine::Action;
use fake::store::StoredMessage;

/// The turn path a control carries, with the value of a menu when it has one chosen.
fn control_path(custom_id: &str) -> Option<Vec<Action>> {
    path::decode(custom_id.splitn(4, ':').nth(3)?)
}

/// Presses the control of `message` that plays `path`: its button, or its option in a menu.
/// Returns the reply and the button's label (the option's for a menu).
pub async fn press_path(user: &User, message: &StoredMessage, path: &[Action]) -> (Reply, String) {
    let components: Vec<serde_json::Value> = message
        .components
        .iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .collect();
    for c in &components {
        let Some(id) = c["custom_id"].as_str() else {
            continue;
        };
        let Some(prefix) = control_path(id) else {
            continue;
        };
        match c["options"].as_array() {
            None if prefix == path => {
                let label = c["label"].as_str().unwrap_or_default().to_owned();
                return (user.click(message, id).await, label);
            }
            Some(options) if path.split_last().is_some_and(|(_, p)| prefix == p) => {
                let Some(last) = path.last().and_then(|&a| encode_action(a)) else {
                    continue;
                };
                if let Some(o) = options.iter().find(|o| o["value"] == last.as_str()) {
                    let label = o["label"].as_str().unwrap_or_default().to_owned();
                    return (user.select(message, id, &[&last]).await, label);
                }
            }
            _ => {}
        }
    }
    panic!(
        "no control plays {path:?} on message {}: {:?}",
        message.id,
        message.labels()
    );
}

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
//! Every action waits for the bot's answer (3 s at most, as Discord), for a deferred answer to
//! complete, and for REST traffic to go quiet; it then fails the test if the fake saw any
//! rule violation. `Harness` also checks for violations when dropped.
//!
//! - `fake::limits`: message limits (content, embeds, rows, buttons, options, custom_id,
//!   attachment sizes, `attachment://` references).
//! - `fake::rest`: interaction callbacks, follow-ups, `@original`, channel messages, DMs, command
//!   registration, with Discord's deadlines, token lifetime and attachment semantics.
//! - `fake::gateway`: HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeats, RESUME, dispatches.
//! - `fake::payloads`: every JSON the fake sends, each checked against serenity's model types.
// Each test binary uses a different part of the support code.
#![allow(dead_code)]

pub mod fake;
pub mod harness;

pub use harness::*;

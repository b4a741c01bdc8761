//! Discord throttling and failing while whole games are played by clicks. The fake serves its
//! REST API over TLS as `discord.com` (`Harness::start_tls`), so the bot runs with serenity's
//! ratelimiter on, as in production; the fake then answers some requests with a 429 (per route
//! or global, with Discord's headers), a 500/502 before or after doing the work, or late (see
//! `support/fake/faults.rs`), or drops the gateway (resume, and re-identify after the session
//! was invalidated). Each kind plays `FAULT_TRIALS` games (default 1) of two people and an AI
//! seat, and after each game checks:
//!
//! - **every narration exactly once and in order**: the channel's turn messages, read in
//!   order, narrate exactly the turns of the stored move log, each once (a message posted
//!   twice, or a prompt never retired, shows up here, and as a prompt left over);
//! - **acknowledgements within 3 s**: the fake holds first responses to Discord's 3 s on the
//!   wall clock (`World::real_deadline`) and fails the press otherwise; the longest is printed;
//! - **moves lost / applied twice**: every press that ended a turn (a pass or a discard) is in
//!   the log once, and the log holds no other move of the people;
//! - **games stuck**: the game reached its score sheet and its replay.
//!
//! Every channel message must carry an enforced nonce (`World::require_nonce`): without one, a
//! message sent again after a 502 that came after Discord created it would be posted twice.
//!
//! Each kind prints `fault <kind>: trials: N, moves lost: L, applied twice: D, games stuck: S
//! (...)` for `scripts/reliability.sh`, and fails if L, D or S is not 0.

mod support;

use std::collections::BTreeMap;
use std::time::Duration;

use carcassonne_bot::discord::control::game_of;
use carcassonne_bot::discord::custom_id::CustomId;
use carcassonne_bot::service::{GameService, History};
use carcassonne_bot::store::{GameStatus, Store};
use poise::serenity_prelude as serenity;
use support::fake::faults::{classify, FaultKind, FaultPlan, RouteClass};
use support::fake::store::StoredMessage;
use support::{env_number, wait_until, Harness, User};

/// The kinds share two cores with the rest of the suite: one game at a time keeps the 3 s
/// of the acknowledgements about the bot, not about the machine.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// Land tiles dealt in each quick game: three turns each for two people and an AI seat.
const TILES: &str = "9";
/// How long a game may take to show its next prompt or its end before it counts as stuck.
const NEXT_WAIT: Duration = Duration::from_secs(40);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Gateway {
    Resume,
    Reidentify,
}

/// What one kind of fault does to a game.
#[derive(Clone, Debug)]
enum Trouble {
    Rest(Vec<FaultKind>, f64),
    Gateway(Gateway),
}

/// The figures of one game.
#[derive(Debug, Default)]
struct GameReport {
    lost: u64,
    twice: u64,
    stuck: u64,
    presses: u64,
    narrations: u64,
    problems: Vec<String>,
}

/// What a kind's trials add up to.
#[derive(Debug, Default)]
struct Tally {
    trials: u64,
    lost: u64,
    twice: u64,
    stuck: u64,
    presses: u64,
    narrations: u64,
    problems: Vec<String>,
}

async fn run_kind(name: &str, trouble: Trouble) {
    let _serial = ONE_AT_A_TIME.lock().await;
    let trials = env_number("FAULT_TRIALS", 1);
    let seed = env_number("FAULT_SEED", 1);
    let mut tally = Tally::default();
    let h = Harness::start_tls().await;
    h.fake.shared.with(|w| {
        w.real_deadline = true;
        w.require_nonce = true;
    });
    let (resumes_before, identifies_before) = {
        let w = h.fake.shared.lock();
        (w.resumes, w.sessions_started)
    };
    for trial in 0..trials {
        let report = play_game(&h, &trouble, seed.wrapping_mul(1_000).wrapping_add(trial)).await;
        tally.trials += 1;
        tally.lost += report.lost;
        tally.twice += report.twice;
        tally.stuck += report.stuck;
        tally.presses += report.presses;
        tally.narrations += report.narrations;
        tally.problems.extend(
            report
                .problems
                .into_iter()
                .map(|p| format!("game {trial}: {p}")),
        );
    }
    h.stop_faults();
    let counts = h.fault_counts();
    let (resumes, identifies, max_ack, acks) = {
        let w = h.fake.shared.lock();
        let acks: Vec<Duration> = w
            .interactions
            .values()
            .filter_map(|i| {
                let at = w.acknowledged_wall.get(&i.token)?;
                Some(at.saturating_duration_since(i.dispatched_wall))
            })
            .collect();
        let max = acks.iter().max().copied().unwrap_or_default();
        (
            w.resumes - resumes_before,
            w.sessions_started - identifies_before,
            max,
            acks.len(),
        )
    };
    let injected: Vec<String> = FaultKind::ALL
        .iter()
        .filter(|k| counts.of(**k) > 0)
        .map(|k| format!("{k:?} {}", counts.of(*k)))
        .collect();
    let injected = if injected.is_empty() {
        "none".to_owned()
    } else {
        injected.join(", ")
    };
    let mut more = format!(
        "{} presses, {} narrations checked, {acks} acknowledgements, max ack {} ms; injected: {injected}; retries {}, nonce repeats {}, acknowledged twice {}",
        tally.presses,
        tally.narrations,
        max_ack.as_millis(),
        counts.retries,
        counts.nonce_repeats,
        counts.acknowledged_twice,
    );
    if counts.max_delay > Duration::ZERO {
        more.push_str(&format!(
            ", longest delay {} ms",
            counts.max_delay.as_millis()
        ));
    }
    if let Trouble::Gateway(_) = trouble {
        more.push_str(&format!(", resumes {resumes}, identifies {identifies}"));
    }
    println!(
        "fault {name}: trials: {}, moves lost: {}, applied twice: {}, games stuck: {} ({more})",
        tally.trials, tally.lost, tally.twice, tally.stuck
    );
    assert!(
        tally.problems.is_empty(),
        "fault {name}: problems:\n  - {}",
        tally.problems.join("\n  - ")
    );
    assert_eq!(
        (tally.lost, tally.twice, tally.stuck),
        (0, 0, 0),
        "fault {name}: moves lost, applied twice, games stuck"
    );
    // The faults were really there, and the bot really went through them.
    match &trouble {
        Trouble::Rest(kinds, _) => {
            assert!(counts.total() > 0, "fault {name}: nothing was injected");
            // A slow answer is waited for, not tried again.
            if kinds != &[FaultKind::Slow] {
                assert!(counts.retries > 0, "fault {name}: nothing was retried");
            }
        }
        Trouble::Gateway(Gateway::Resume) => {
            assert!(resumes >= 2 * tally.trials, "resumes: {resumes}");
        }
        Trouble::Gateway(Gateway::Reidentify) => {
            assert!(identifies >= 2 * tally.trials, "identifies: {identifies}");
        }
    }
    h.assert_clean();
}

/// Plays one game of alice, bob and an AI seat to its end under `trouble`, then checks it.
async fn play_game(h: &Harness, trouble: &Trouble, seed: u64) -> GameReport {
    let mut report = GameReport::default();
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let options = [("undo_seconds", "0"), ("quick", "true"), ("tiles", TILES)];
    // The slash command's answer is poise's own, never tried again: faults start after it.
    let lobby = alice
        .slash_message(h.general(), "carcassonne start", &options)
        .await;
    let lobby_id = lobby.id;
    if let Trouble::Rest(kinds, rate) = trouble {
        let mut plan = FaultPlan::new(kinds, *rate, seed);
        // Long enough that a press which waited for Discord before answering would miss the 3 s.
        plan.delay = (Duration::from_millis(300), Duration::from_millis(2_500));
        h.inject_faults(plan);
        // The first turn is posted while Start waits for its answer: slower there than
        // Discord's 3 s, the press must be acknowledged before the turn is out.
        if kinds.contains(&FaultKind::Slow) {
            h.fake.shared.with(|w| {
                w.faults
                    .script_delay(RouteClass::ChannelPost, Duration::from_millis(3_200))
            });
        }
        // Whatever the draw, the nasty case is met at least once where it matters most: a
        // channel message and a first response taken, then answered 502.
        if kinds.contains(&FaultKind::FailAfter) {
            h.fake.shared.with(|w| {
                w.faults
                    .script(RouteClass::ChannelPost, FaultKind::FailAfter);
                w.faults.script(RouteClass::Callback, FaultKind::FailAfter);
            });
        }
    }
    let lobby = bob.click(&lobby, "Join").await.message();
    let add_ai = lobby
        .button_starting("Add AI")
        .unwrap_or_else(|| panic!("no Add AI button: {:?}", lobby.labels()));
    alice.click(&h.message(lobby_id), &add_ai).await;
    let lobby = wait_for(h, "the AI seat in the lobby", |m| {
        m.id == lobby_id && m.content.contains("AI")
    })
    .await;
    alice.click(&lobby, "Start").await;
    let mut commits: BTreeMap<u64, u64> = BTreeMap::new();
    let mut last_prompt = lobby_id;
    let mut prompts = 0;
    let end = loop {
        let next = wait_until(&h.fake.shared, NEXT_WAIT, |w| {
            w.messages
                .values()
                .rev()
                .filter(|m| {
                    m.channel_id == h.general().id
                        && m.id > last_prompt
                        && !m.deleted
                        && m.ephemeral_to.is_none()
                })
                .find(|m| {
                    m.content.contains("**Game over!**")
                        || (m.content.contains("your turn") && !m.components.is_empty())
                })
                .cloned()
        })
        .await;
        let Some(next) = next else {
            report.stuck += 1;
            report.problems.push(format!(
                "no prompt or end within {NEXT_WAIT:?} after message {last_prompt}"
            ));
            break None;
        };
        if next.content.contains("**Game over!**") {
            break Some(next);
        }
        prompts += 1;
        if let Trouble::Gateway(kind) = trouble {
            // Twice a game, just before a press: the press must work on the new connection.
            if prompts == 2 || prompts == 4 {
                match kind {
                    Gateway::Resume => h.drop_gateway().await,
                    Gateway::Reidentify => h.invalidate_session().await,
                }
            }
        }
        let player = [&alice, &bob]
            .into_iter()
            .find(|u| {
                next.content
                    .contains(&format!("{}, your turn", u.mention()))
            })
            .unwrap_or_else(|| panic!("a prompt for nobody: {}", next.content));
        play_turn(player, &next).await;
        *commits.entry(player.id).or_insert(0) += 1;
        report.presses += 1;
        last_prompt = next.id;
    };
    h.stop_faults();
    // The replay follows the sheet; the channel is then quiet.
    if end.is_some() {
        let replay = wait_until(&h.fake.shared, NEXT_WAIT, |w| {
            w.messages
                .values()
                .any(|m| m.channel_id == h.general().id && m.id > lobby_id && is_replay(m))
                .then_some(())
        })
        .await;
        if replay.is_none() {
            report.stuck += 1;
            report.problems.push("the replay never came".into());
        }
    }
    h.settle().await;
    check_game(h, end, lobby_id, &[&alice, &bob], &commits, &mut report).await;
    report
}

/// A person's turn by clicks: the first placement and no figure, or a discard.
async fn play_turn(player: &User, prompt: &StoredMessage) {
    player.play_plainly(prompt).await;
}

fn is_replay(m: &StoredMessage) -> bool {
    m.content.starts_with("🎞️")
}

/// The turn a narration is about: `**Turn N** · ...` (a prompt starts the same way, and is
/// no narration).
fn narrated_turn(m: &StoredMessage) -> Option<u32> {
    if m.content.contains("your turn") {
        return None;
    }
    let rest = m.content.strip_prefix("**Turn ")?;
    let (number, _) = rest.split_once("** · ")?;
    number.parse().ok()
}

async fn check_game(
    h: &Harness,
    end: Option<StoredMessage>,
    lobby_id: u64,
    people: &[&User],
    commits: &BTreeMap<u64, u64>,
    report: &mut GameReport,
) {
    let messages: Vec<StoredMessage> = h
        .messages(h.general())
        .into_iter()
        .filter(|m| m.id >= lobby_id)
        .collect();
    let Some(end) = end else {
        return;
    };
    let Some(game_id) = end
        .custom_ids()
        .iter()
        .find_map(|c| CustomId::parse(c).ok().as_ref().and_then(game_of))
    else {
        report
            .problems
            .push(format!("the score sheet names no game: {:?}", end.labels()));
        return;
    };
    let store = Store::open(&h.database_url())
        .await
        .expect("open the bot's database");
    let service = GameService::new(store, h.clock());
    let loaded = service.load(game_id).await.expect("load the game");
    if loaded.status() != GameStatus::Finished {
        report.stuck += 1;
        report
            .problems
            .push(format!("the game is {:?}", loaded.status()));
    }
    let history = service.history(&loaded).await.expect("replay the move log");
    let logged: Vec<u32> = history.steps.iter().map(History::turn_of).collect();
    let told: Vec<u32> = messages.iter().filter_map(narrated_turn).collect();
    report.narrations += told.len() as u64;
    // Each logged move is narrated by one message, in the log's order.
    let count = |list: &[u32]| {
        let mut by_turn: BTreeMap<u32, u64> = BTreeMap::new();
        for t in list {
            *by_turn.entry(*t).or_insert(0) += 1;
        }
        by_turn
    };
    let (want, have) = (count(&logged), count(&told));
    let missing: u64 = want
        .iter()
        .map(|(t, n)| n.saturating_sub(have.get(t).copied().unwrap_or(0)))
        .sum();
    let extra: u64 = have
        .iter()
        .map(|(t, n)| n.saturating_sub(want.get(t).copied().unwrap_or(0)))
        .sum();
    report.lost += missing;
    report.twice += extra;
    if missing == 0 && extra == 0 && told != logged {
        report
            .problems
            .push(format!("narrations out of order: {told:?}, log {logged:?}"));
    }
    // A prompt or an AI's "thinking" never retired is a message posted twice or a turn lost.
    for m in &messages {
        if m.content.contains("your turn") || m.content.contains("is thinking") {
            report.twice += 1;
            report.problems.push(format!("left over: {}", m.content));
        }
    }
    let sheets = messages
        .iter()
        .filter(|m| m.content.contains("**Game over!**"))
        .count();
    let replays = messages.iter().filter(|m| is_replay(m)).count();
    if (sheets, replays) != (1, 1) {
        report.twice += (sheets + replays).saturating_sub(2) as u64;
        report
            .problems
            .push(format!("{sheets} score sheets and {replays} replays"));
    }
    // Every pass or discard pressed is one move of that person in the log, and nothing else is.
    let moves = service
        .store()
        .moves(game_id)
        .await
        .expect("read the move log");
    for person in people {
        let pressed = commits.get(&person.id).copied().unwrap_or(0);
        let stored = moves
            .iter()
            .filter(|m| m.user_id == Some(person.id))
            .count() as u64;
        report.lost += pressed.saturating_sub(stored);
        report.twice += stored.saturating_sub(pressed);
    }
    if moves.len() != history.steps.len() {
        report.problems.push(format!(
            "{} moves stored, {} replayed",
            moves.len(),
            history.steps.len()
        ));
    }
    service.store().close().await;
}

/// The newest public message of #general that matches, within [`NEXT_WAIT`].
async fn wait_for(h: &Harness, what: &str, pred: impl Fn(&StoredMessage) -> bool) -> StoredMessage {
    wait_until(&h.fake.shared, NEXT_WAIT, |w| {
        w.messages
            .values()
            .rev()
            .filter(|m| m.channel_id == h.general().id && !m.deleted)
            .find(|m| pred(m))
            .cloned()
    })
    .await
    .unwrap_or_else(|| panic!("{what} never showed"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_discord_429_route() {
    run_kind(
        "discord-429-route",
        Trouble::Rest(vec![FaultKind::RouteLimit], 0.3),
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_discord_429_global() {
    run_kind(
        "discord-429-global",
        Trouble::Rest(vec![FaultKind::GlobalLimit], 0.25),
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_discord_5xx_before_and_after_the_work() {
    let kinds = vec![FaultKind::FailBefore, FaultKind::FailAfter];
    run_kind("discord-5xx", Trouble::Rest(kinds, 0.3)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_discord_slow() {
    run_kind("discord-slow", Trouble::Rest(vec![FaultKind::Slow], 0.3)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_gateway_resume() {
    run_kind("gateway-resume", Trouble::Gateway(Gateway::Resume)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fault_gateway_reidentify() {
    run_kind("gateway-reidentify", Trouble::Gateway(Gateway::Reidentify)).await;
}

/// The fake's side of the faults, without a bot: which requests each kind may hit, and a
/// message sent twice with one nonce is posted once.
#[tokio::test]
async fn the_fake_limits_faults_to_what_discord_does_and_honours_nonces() {
    use axum::http::Method;
    assert_eq!(
        classify(&Method::POST, "/api/v10/interactions/1/tok/callback"),
        RouteClass::Callback
    );
    assert_eq!(
        classify(&Method::POST, "/api/v10/webhooks/1/tok"),
        RouteClass::Followup
    );
    assert_eq!(
        classify(&Method::PATCH, "/api/v10/webhooks/1/tok/messages/@original"),
        RouteClass::WebhookMessage
    );
    assert_eq!(
        classify(&Method::POST, "/api/v10/channels/5/messages"),
        RouteClass::ChannelPost
    );
    assert_eq!(
        classify(&Method::PATCH, "/api/v10/channels/5/messages/6"),
        RouteClass::ChannelMessage
    );
    assert_eq!(
        classify(&Method::GET, "/api/v10/gateway"),
        RouteClass::Other
    );

    // A raw serenity client, ratelimiter off: each fault reaches it as it is.
    let h = Harness::without_bot().await;
    let http = h.raw_http();
    let send = |nonce: &str| {
        serenity::CreateMessage::new()
            .content("hello")
            .nonce(serenity::Nonce::String(nonce.to_owned()))
            .enforce_nonce(true)
    };
    h.fake.shared.with(|w| {
        w.faults
            .script(RouteClass::ChannelPost, FaultKind::FailAfter)
    });
    let first = h.general_id().send_message(&http, send("n1")).await;
    assert!(first.is_err(), "a 502 after the work reaches the client");
    assert_eq!(
        h.messages(h.general()).len(),
        1,
        "but the message was posted"
    );
    let again = h
        .general_id()
        .send_message(&http, send("n1"))
        .await
        .expect("the same nonce again: the first message");
    assert_eq!(again.id.get(), h.latest_message(h.general()).id);
    assert_eq!(h.messages(h.general()).len(), 1, "posted once");
    // The 429s as Discord words them: read with a plain client for the headers.
    let url = format!(
        "{}/api/v10/channels/{}/messages",
        h.fake.base_url,
        h.general().id
    );
    let plain = reqwest::Client::new();
    for (kind, global) in [
        (FaultKind::RouteLimit, false),
        (FaultKind::GlobalLimit, true),
    ] {
        h.fake
            .shared
            .with(|w| w.faults.script(RouteClass::ChannelPost, kind));
        let limited = plain
            .post(&url)
            .header(
                "authorization",
                format!("Bot {}", support::fake::store::TOKEN),
            )
            .header("content-type", "application/json")
            .body(r#"{"content": "hi", "nonce": "n2", "enforce_nonce": true}"#)
            .send()
            .await
            .expect("the fake answers");
        assert_eq!(limited.status().as_u16(), 429);
        let header = |name: &str| {
            limited
                .headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(str::to_owned)
        };
        assert_eq!(header("retry-after").as_deref(), Some("0.250"));
        assert_eq!(header("x-ratelimit-global").is_some(), global);
        let scope = if global { "global" } else { "user" };
        assert_eq!(header("x-ratelimit-scope").as_deref(), Some(scope));
        if !global {
            assert_eq!(header("x-ratelimit-remaining").as_deref(), Some("0"));
            assert!(header("x-ratelimit-bucket").is_some());
            assert_eq!(header("x-ratelimit-reset-after").as_deref(), Some("0.250"));
        }
        let bytes = limited.bytes().await.expect("a body");
        let body: serde_json::Value = serde_json::from_slice(&bytes).expect("a JSON body");
        assert_eq!(body["global"], global);
        assert_eq!(body["retry_after"], 0.25);
        assert_eq!(body["message"], "You are being rate limited.");
    }
    let other = h
        .general_id()
        .send_message(&http, send("n2"))
        .await
        .expect("a new nonce after the wait");
    assert_ne!(other.id.get(), again.id.get());
    assert_eq!(h.messages(h.general()).len(), 2);
    let counts = h.fault_counts();
    assert_eq!(counts.of(FaultKind::FailAfter), 1);
    assert_eq!(counts.of(FaultKind::RouteLimit), 1);
    assert_eq!(counts.of(FaultKind::GlobalLimit), 1);
    assert_eq!((counts.retries, counts.nonce_repeats), (3, 1));
}

//! Abuse to contain, through the real bot and the fake Discord: each user's allowance of
//! presses and commands, the one game per channel and the cap on a server's games (each is hit,
//! refused with a message that says which limit and when to try again, changes nothing, and
//! lifts); presses whose custom_id names a game of another channel or server; and the shipped
//! binary playing a whole game with debug logs, none of which may show a secret.
//!
//! The limits run on the bot's clock, so the tests move the window with `Harness::advance`.

mod backends;
mod support;

use std::fs::File;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use carcassonne_bot::limits::Limits;
use carcassonne_bot::store::{GameId, GameRow, GameStatus, Store};
use serde_json::{json, Value};
use support::fake::store::{StoredMessage, CLIENT_SECRET, GUILD_ID, TOKEN};
use support::web::Page;
use support::{http, Channel, Harness, User};

const BIN: &str = env!("CARGO_BIN_EXE_carcassonne-bot");

/// A store beside the bot on its database, to read what changed.
async fn store(h: &Harness) -> Store {
    Store::open(&h.database_url())
        .await
        .expect("open the bot's database")
}

/// Everything stored about a game: its row (version, turn, snapshot, times) and its move log.
async fn snapshot(store: &Store, id: GameId) -> (GameRow, usize) {
    let row = store.game(id).await.expect("read the game");
    let moves = store.moves(id).await.expect("read the moves").len();
    (row, moves)
}

fn game_of(custom_id: &str) -> GameId {
    custom_id
        .split(':')
        .nth(1)
        .and_then(|g| g.parse().ok())
        .unwrap_or_else(|| panic!("no game in {custom_id:?}"))
}

fn custom_id(message: &StoredMessage, label: &str) -> String {
    message
        .component(label)
        .and_then(|c| {
            c.get("custom_id")
                .and_then(Value::as_str)
                .map(str::to_owned)
        })
        .unwrap_or_else(|| panic!("no {label:?} on {:?}", message.labels()))
}

fn is_prompt(m: &StoredMessage) -> bool {
    m.content.contains("your turn") && !m.components.is_empty()
}

/// A game in `channel`: `host` opens it with `options` (no undo window), `guest` joins, the host
/// starts it. Returns its first turn message.
async fn game_in(
    h: &Harness,
    channel: Channel,
    host: &User,
    guest: &User,
    options: &[(&str, &str)],
) -> StoredMessage {
    let mut all = vec![("undo_seconds", "0")];
    all.extend_from_slice(options);
    let lobby = host.slash_message(channel, "carcassonne start", &all).await;
    guest.click(&lobby, "Join").await;
    host.click(&lobby, "Start").await;
    h.wait_for_message(channel, "with the first turn", is_prompt)
        .await
}

fn whose<'a>(prompt: &StoredMessage, users: [&'a User; 2]) -> &'a User {
    users
        .into_iter()
        .find(|u| {
            prompt
                .content
                .contains(&format!("{}, your turn", u.mention()))
        })
        .unwrap_or_else(|| panic!("nobody's turn: {}", prompt.content))
}

/// The panel of `prompt`'s turn with its first placement chosen (the prompt itself when the
/// tile fits one way only): its "No follower" ends the turn.
async fn panel(player: &User, prompt: &StoredMessage) -> StoredMessage {
    if prompt.component("No follower").is_some() {
        return prompt.clone();
    }
    let value = prompt.first_placement();
    let panel = player.place(prompt, &value).await.message();
    assert_eq!(panel.ephemeral_to, Some(player.id), "the panel is private");
    panel
}

/// Each public message of the channel: id, revision and text.
fn public_state(h: &Harness, channel: Channel) -> Vec<(u64, u64, String)> {
    h.messages(channel)
        .into_iter()
        .map(|m| (m.id, m.revision, m.content))
        .collect()
}

/// A press of a control that names no game: answered, changes nothing.
const NOTHING: &str = "cc:0:0:nothing";

fn set_locale(h: &Harness, user: &User, locale: &str) {
    h.fake
        .shared
        .with(|w| w.locales.insert(user.id, locale.to_owned()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn presses_over_a_users_allowance_are_refused_until_the_window_passes() {
    let h = Harness::without_bot().await;
    let limits = Limits {
        presses_per_minute: 4,
        ..Limits::OFF
    };
    let bot = h.start_bot_with_limits(limits).await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    // Alice presses Start (1); Bob presses Join (his own allowance).
    let prompt = game_in(&h, h.general(), &alice, &bob, &[]).await;
    let player = whose(&prompt, [&alice, &bob]);
    let store = store(&h).await;
    let id = game_of(&prompt.custom_ids()[0]);
    // The player pressed Start or Join (1), opens their panel (2, unless the tile fits one
    // way only and the prompt is the panel), and presses controls that change nothing.
    let mut spent = 1;
    let last_panel = panel(player, &prompt).await;
    if last_panel.id != prompt.id {
        spent += 1;
    }
    while spent < 4 {
        let text = player.press_forged(&prompt, NOTHING).await.ephemeral_text();
        assert!(!text.contains("too fast"), "press {spent}: {text}");
        spent += 1;
    }
    let before = snapshot(&store, id).await;
    let channel_before = public_state(&h, h.general());

    // The next press would end the turn: it is refused, privately, in the presser's language.
    set_locale(&h, player, "de");
    let refused = player
        .click(&last_panel, "No follower")
        .await
        .ephemeral_text();
    assert!(
        refused.contains("Du drückst zu schnell")
            && refused.contains("höchstens 4 Klicks pro Minute")
            && refused.contains("in 15 Sekunden"),
        "{refused}"
    );
    set_locale(&h, player, "en-US");
    let again = player
        .click(&last_panel, "No follower")
        .await
        .ephemeral_text();
    assert!(
        again.contains("pressing too fast")
            && again.contains("at most 4 presses a minute")
            && again.contains("try again in 15 seconds"),
        "refusals do not count against the user: {again}"
    );
    assert_eq!(snapshot(&store, id).await, before, "nothing was stored");
    assert_eq!(
        public_state(&h, h.general()),
        channel_before,
        "nothing was posted or edited"
    );
    // Another user has an allowance of their own.
    let other = if player.id == alice.id { &bob } else { &alice };
    let not_limited = other.press_forged(&prompt, NOTHING).await.ephemeral_text();
    assert!(!not_limited.contains("too fast"), "{not_limited}");

    // A quarter of a minute later the press goes through and plays the turn.
    h.advance(Duration::from_secs(14));
    let early = player
        .click(&last_panel, "No follower")
        .await
        .ephemeral_text();
    assert!(early.contains("try again in one second."), "{early}");
    h.advance(Duration::from_secs(1));
    player.click(&last_panel, "No follower").await;
    let (row, moves) = snapshot(&store, id).await;
    assert!(
        row.version > before.0.version && moves > before.1,
        "the turn was played once the window passed"
    );
    h.wait_for_message(h.general(), "with the next turn", |m| {
        is_prompt(m) && m.id > prompt.id
    })
    .await;
    println!(
        "limit presses: 4 a minute per user (the test's), the 5th refused with when to try again (15 s), nothing stored or posted, the turn played once the window passed"
    );
    bot.shutdown().await.expect("the bot stops");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_over_a_users_allowance_are_refused_until_the_window_passes() {
    let h = Harness::without_bot().await;
    let limits = Limits {
        commands_per_minute: 2,
        ..Limits::OFF
    };
    let bot = h.start_bot_with_limits(limits).await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let store = store(&h).await;
    // Two commands (each a subcommand of /carcassonne: spent once, not twice).
    for _ in 0..2 {
        let text = alice
            .slash_text(h.general(), "carcassonne status", &[])
            .await;
        assert!(!text.contains("too fast"), "{text}");
    }
    set_locale(&h, &alice, "fr");
    let refused = alice
        .slash_text(h.general(), "carcassonne start", &[])
        .await;
    assert!(
        refused.contains("Tu envoies des commandes trop vite")
            && refused.contains("au plus 2 commandes par minute")
            && refused.contains("réessaie dans 30 secondes"),
        "{refused}"
    );
    set_locale(&h, &alice, "en-US");
    let refused = alice
        .slash_text(h.general(), "carcassonne start", &[])
        .await;
    assert!(
        refused.contains("sending commands too fast")
            && refused.contains("at most 2 commands a minute")
            && refused.contains("try again in 30 seconds"),
        "{refused}"
    );
    assert_eq!(
        store
            .open_game_in_channel(h.general().id)
            .await
            .expect("read"),
        None,
        "no lobby was opened"
    );
    assert!(h.messages(h.general()).is_empty(), "nothing was posted");
    // Bob's allowance is his own.
    let lobby = bob
        .slash_message(h.general(), "carcassonne start", &[])
        .await;
    assert!(lobby.is_enabled("Join"), "{}", lobby.content);

    h.advance(Duration::from_secs(30));
    let text = alice
        .slash_text(h.general(), "carcassonne status", &[])
        .await;
    assert!(!text.contains("too fast"), "the limit lifted: {text}");
    println!(
        "limit commands: 2 a minute per user (the test's), the 3rd refused with when to try again (30 s), no lobby opened, lifted after 30 s"
    );
    bot.shutdown().await.expect("the bot stops");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_holds_one_game_and_a_server_only_so_many() {
    let h = Harness::without_bot().await;
    let limits = Limits {
        server_games: 2,
        ..Limits::OFF
    };
    let bot = h.start_bot_with_limits(limits).await;
    let (alice, bob, carol, dave) = (
        h.user("alice"),
        h.user("bob"),
        h.user("carol"),
        h.user("dave"),
    );
    let (second, third) = (h.channel("second"), h.channel("third"));
    let store = store(&h).await;

    // A quick game in #general and a lobby in #second: the server's two.
    let prompt = game_in(&h, h.general(), &alice, &bob, &[("tiles", "3")]).await;
    let carols = carol.slash_message(second, "carcassonne start", &[]).await;
    assert_eq!(store.open_games_in_guild(GUILD_ID).await.expect("count"), 2);

    let full = dave.slash_text(third, "carcassonne start", &[]).await;
    assert!(
        full.contains("This server already has 2 games open")
            && full.contains("Nothing was started"),
        "{full}"
    );
    set_locale(&h, &dave, "pl");
    let full = dave.slash_text(third, "carcassonne start", &[]).await;
    assert!(
        full.contains("są już otwarte 2 gry") && full.contains("Nic nie zostało rozpoczęte"),
        "{full}"
    );
    set_locale(&h, &dave, "en-US");
    assert_eq!(
        store.open_game_in_channel(third.id).await.expect("read"),
        None
    );
    assert!(h.messages(third).is_empty(), "nothing was posted in #third");

    // One game per channel: a running game is not replaced, a lobby is shown again, and
    // neither is taken for the server's cap.
    let busy = bob.slash_text(h.general(), "carcassonne start", &[]).await;
    assert!(busy.contains("This channel already has a game"), "{busy}");
    let shown = alice.slash_message(second, "carcassonne start", &[]).await;
    assert_eq!(shown.ephemeral_to, None);
    assert!(shown.is_enabled("Join"), "{}", shown.content);
    assert_eq!(store.open_games_in_guild(GUILD_ID).await.expect("count"), 2);

    // The game in #general ends: the server has room for #third again.
    let end = play_to_the_end(&h, prompt, [&alice, &bob]).await;
    let thirds = dave.slash_message(third, "carcassonne start", &[]).await;
    assert!(thirds.is_enabled("Join"), "{}", thirds.content);
    // Full again: a Rematch on the score sheet would open a third game.
    let general_before = h.messages(h.general()).len();
    let refused = alice.click(&end, "Rematch").await.ephemeral_text();
    assert!(
        refused.contains("This server already has 2 games open"),
        "{refused}"
    );
    assert_eq!(
        store
            .open_game_in_channel(h.general().id)
            .await
            .expect("read"),
        None
    );
    assert_eq!(h.messages(h.general()).len(), general_before);

    // Carol cancels her lobby: the rematch goes through.
    carol.slash(second, "carcassonne cancel", &[]).await;
    assert_eq!(
        store.open_game_in_channel(second.id).await.expect("read"),
        None
    );
    drop(carols);
    let rematch = alice.click(&end, "Rematch").await.message();
    assert!(
        rematch.content.contains("**Rematch!**"),
        "{}",
        rematch.content
    );
    assert_eq!(store.open_games_in_guild(GUILD_ID).await.expect("count"), 2);
    println!(
        "limit server: 2 open games per server (the test's), a 3rd lobby and a rematch refused and nothing started, room again once one ended or was cancelled; one game per channel held"
    );
    bot.shutdown().await.expect("the bot stops");
}

/// Plays each turn plainly until the score sheet appears; returns it.
async fn play_to_the_end(
    h: &Harness,
    mut prompt: StoredMessage,
    users: [&User; 2],
) -> StoredMessage {
    for _ in 0..20 {
        let player = whose(&prompt, users);
        player.play_plainly(&prompt).await;
        let after = prompt.id;
        let next = h
            .wait_for_any_message(h.general(), "with the next turn or the end", |m| {
                m.id > after && (m.content.contains("Game over") || is_prompt(m))
            })
            .await;
        if next.content.contains("Game over") {
            return h
                .wait_for_any_message(h.general(), "with the score sheet", |m| {
                    m.content.contains("Game over") && m.component("Rematch").is_some()
                })
                .await;
        }
        prompt = next;
    }
    panic!("the quick game did not end in 20 turns");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_press_naming_a_game_of_another_channel_or_server_changes_nothing() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let (second, elsewhere) = (h.channel("second"), h.channel("elsewhere"));
    let store = store(&h).await;
    let here = game_in(&h, h.general(), &alice, &bob, &[]).await;
    let there = game_in(&h, second, &alice, &bob, &[]).await;
    let far = game_in(&h, elsewhere, &alice, &bob, &[]).await;

    // Each foreign game's whole next turn, as its player's panel carries it.
    let there_player = whose(&there, [&alice, &bob]);
    let there_panel = panel(there_player, &there).await;
    let there_turn = custom_id(&there_panel, "No follower");
    let far_player = whose(&far, [&alice, &bob]);
    let far_panel = panel(far_player, &far).await;
    let far_turn = custom_id(&far_panel, "No follower");
    let (there_id, far_id) = (game_of(&there_turn), game_of(&far_turn));
    // The third game now belongs to another server (and a channel the fake does not have),
    // as a game of a server the bot shares with the presser only through another guild.
    let other_guild = GUILD_ID + 1;
    let other_channel = elsewhere.id + 1_000_000;
    sqlx::query("UPDATE games SET guild_id = $1, channel_id = $2 WHERE id = $3")
        .bind(other_guild as i64)
        .bind(other_channel as i64)
        .bind(far_id)
        .execute(store.pool())
        .await
        .expect("move the game to another server");
    let here_id = game_of(&here.custom_ids()[0]);
    let ids = [here_id, there_id, far_id];
    let mut before = Vec::new();
    for id in ids {
        before.push(snapshot(&store, id).await);
    }

    let refusal = "its game is played in another channel";
    let mut refused = 0;
    // Pressed on #general's turn message: the other channel's game, the other server's.
    for (forged, presser) in [(&there_turn, there_player), (&far_turn, far_player)] {
        for user in [&alice, &bob, presser] {
            let text = user.press_forged(&here, forged).await.ephemeral_text();
            assert!(text.contains(refusal), "{forged} by {}: {text}", user.name);
            refused += 1;
        }
    }
    // The other server's game pressed from the channel it used to be played in.
    let text = far_player
        .press_forged(&far, &far_turn)
        .await
        .ephemeral_text();
    assert!(text.contains(refusal), "{text}");
    refused += 1;
    // A lobby button and a placement menu of the other channel's game, on #general's message.
    let mut controls = there.custom_ids();
    controls.extend([
        format!("cc:{there_id}:0:cancel"),
        format!("cc:{far_id}:0:join"),
    ]);
    for forged in controls {
        let text = alice.press_forged(&here, &forged).await.ephemeral_text();
        assert!(text.contains(refusal), "{forged}: {text}");
        refused += 1;
    }
    let mut changed = 0;
    for (id, was) in ids.into_iter().zip(&before) {
        if &snapshot(&store, id).await != was {
            changed += 1;
        }
    }
    println!(
        "foreign presses: {refused} presses naming a game of another channel or server refused, games changed: {changed}"
    );
    assert_eq!(changed, 0, "a forged press changed a game");
    let far_row = store.game(far_id).await.expect("read");
    assert_eq!(far_row.status, GameStatus::Active);

    // The same id pressed where its game is played is a move: the refusals above were the
    // channel's, not a broken id's.
    there_player.click(&there_panel, "No follower").await;
    let (row, moves) = snapshot(&store, there_id).await;
    assert!(row.version > before[1].0.version && moves > before[1].1);
}

/// Every form in which a secret could show in a log.
fn forms(secret: &str) -> Vec<String> {
    let mut all = vec![secret.to_owned(), http::percent_encode(secret)];
    all.dedup();
    all
}

/// The secrets (by name) that appear in `logs`.
fn leaks<'a>(logs: &str, secrets: &'a [(&'a str, String)]) -> Vec<&'a str> {
    secrets
        .iter()
        .filter(|(_, secret)| forms(secret).iter().any(|f| logs.contains(f.as_str())))
        .map(|(name, _)| *name)
        .collect()
}

/// `postgres://USER@HOST/DB` with `password` put in (any it had replaced).
fn with_password(url: &str, password: &str) -> String {
    let (scheme, rest) = url.split_once("://").expect("a URL with a scheme");
    let (credentials, host) = rest.split_once('@').unwrap_or(("postgres", rest));
    let user = credentials.split(':').next().unwrap_or("postgres");
    format!("{scheme}://{user}:{password}@{host}")
}

fn read_log(path: &Path) -> String {
    String::from_utf8_lossy(&std::fs::read(path).expect("read the bot's log")).into_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_secret_reaches_the_logs_of_a_whole_game() {
    const PASSWORD: &str = "db-Pa55word-7c1fx";
    let h = Harness::without_bot().await;
    h.set_activities_enabled(true);
    let dir = tempfile::tempdir().expect("temp dir");
    // PostgreSQL with a password when the test server runs (it trusts any password), else the
    // SQLite file; the password then reaches the bot only in the start-up failure below.
    let database_url = match backends::postgres_database().await {
        Some(url) => with_password(&url, PASSWORD),
        None => format!("sqlite://{}", dir.path().join("bot.db").display()),
    };
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let log_path = dir.path().join("bot.log");
    let log = File::create(&log_path).expect("create the log");
    let mut child = Command::new(BIN)
        .arg("run")
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", TOKEN)
        .env("DATABASE_URL", &database_url)
        .env("GUILD_ID", GUILD_ID.to_string())
        .env("DISCORD_API_BASE", &h.fake.base_url)
        .env("WEB_BIND", format!("127.0.0.1:{port}"))
        .env("DISCORD_CLIENT_SECRET", CLIENT_SECRET)
        .env("RUST_LOG", "debug")
        .stdin(Stdio::null())
        .stdout(log.try_clone().expect("clone the log handle"))
        .stderr(log)
        .spawn()
        .expect("start the bot binary");
    let deadline = Instant::now() + Duration::from_secs(40);
    while h.guild_commands().is_empty() {
        if let Ok(Some(status)) = child.try_wait() {
            panic!("the bot exited with {status}: {}", read_log(&log_path));
        }
        assert!(
            Instant::now() < deadline,
            "the binary never registered its commands"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    h.settle().await;

    // A whole quick game: the first turn from the Activity's page, signed in with the OAuth2
    // code exchange (which sends the client secret), the others by buttons.
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let first = game_in(&h, h.general(), &alice, &bob, &[("tiles", "3")]).await;
    let player = whose(&first, [&alice, &bob]);
    let launch = player.click(&first, "Open the board").await.launch();
    assert_eq!(launch.user_id, player.id);
    let web = format!("http://127.0.0.1:{port}/");
    let mut access_tokens = Vec::new();
    let code = h.oauth_code(player);
    let signed = http::post_json(
        &format!("{web}api/activity/session"),
        &[],
        &json!({ "code": code }),
    )
    .await;
    assert_eq!(signed.status, 200, "{}", signed.text());
    let signed = signed.json();
    let access = signed["access_token"].as_str().expect("an access token");
    access_tokens.push(access.to_owned());
    let session = signed["session"].as_str().expect("a session").to_owned();
    // A code used twice fails: the failure is logged too.
    let again = http::post_json(
        &format!("{web}api/activity/session"),
        &[],
        &json!({ "code": code }),
    )
    .await;
    assert_eq!(again.status, 401, "{}", again.text());
    let page = Page::new(&web, &session);
    let game = page.channel_game(h.general().id).await;
    page.play_plainly(game).await;
    let next = h
        .wait_for_any_message(h.general(), "with the second turn", |m| {
            is_prompt(m) && m.id > first.id
        })
        .await;
    play_to_the_end(&h, next, [&alice, &bob]).await;
    // A command that fails on purpose, and a forged press.
    let text = alice
        .slash_text(h.general(), "carcassonne start", &[("rules", "nonsense")])
        .await;
    assert!(text.contains("nonsense"), "{text}");
    let forged = alice
        .press_forged(&first, "cc:999999:0:t")
        .await
        .ephemeral_text();
    assert!(!forged.is_empty());

    let status = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("send SIGTERM");
    assert!(status.success());
    let exit = tokio::task::spawn_blocking(move || child.wait())
        .await
        .expect("join")
        .expect("wait for the binary");
    let logs = read_log(&log_path);
    assert!(exit.success(), "exit {exit:?}: {logs}");
    // The logs are those of a whole game at debug level.
    for sign in [
        "lobby opened",
        "game started",
        "signed in through the Activity",
        "stopped",
    ] {
        assert!(logs.contains(sign), "no {sign:?} in the logs");
    }
    assert!(logs.contains("DEBUG"), "no debug lines in the logs");

    let mut secrets = vec![
        ("DISCORD_TOKEN", TOKEN.to_owned()),
        ("DISCORD_CLIENT_SECRET", CLIENT_SECRET.to_owned()),
        ("the session", session.clone()),
    ];
    if database_url.contains(PASSWORD) {
        secrets.push(("the database password", PASSWORD.to_owned()));
    }
    for token in &access_tokens {
        secrets.push(("an OAuth2 access token", token.clone()));
    }
    // The search finds what it is looking for: each secret planted in a copy, in either form.
    for (name, secret) in &secrets {
        for form in forms(secret) {
            let planted = format!("{logs}\nplanted: {form}\n");
            assert_eq!(leaks(&planted, &secrets), [*name], "planted {form:?}");
        }
    }
    assert_eq!(
        leaks(&logs, &secrets),
        Vec::<&str>::new(),
        "secrets in the {} bytes of logs",
        logs.len()
    );
    println!(
        "secrets: {} bytes of debug logs of a whole game ({}), {} secrets looked for, 0 found",
        logs.len(),
        if database_url.starts_with("postgres") {
            "PostgreSQL"
        } else {
            "SQLite"
        },
        secrets.len()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_that_cannot_be_reached_is_reported_without_its_password() {
    const PASSWORD: &str = "unreachable-Pa55-91ab";
    // A port nothing listens on: the listener is dropped before the bot connects.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let url = format!("postgres://carcassonne:{PASSWORD}@127.0.0.1:{port}/carcassonne");
    let dir = tempfile::tempdir().expect("temp dir");
    let out = tokio::task::spawn_blocking(move || {
        Command::new(BIN)
            .arg("run")
            .current_dir(dir.path())
            .env("DISCORD_TOKEN", TOKEN)
            .env("DATABASE_URL", &url)
            .env("DISCORD_API_BASE", "http://127.0.0.1:9")
            .env("RUST_LOG", "debug")
            .output()
            .expect("run the binary")
    })
    .await
    .expect("join");
    let logs =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success(),
        "the bot ran without its database: {logs}"
    );
    assert!(
        logs.contains(&format!("127.0.0.1:{port}")) || logs.to_lowercase().contains("database"),
        "the failure names the database: {logs}"
    );
    let secrets = [
        ("the database password", PASSWORD.to_owned()),
        ("DISCORD_TOKEN", TOKEN.to_owned()),
    ];
    assert_eq!(leaks(&logs, &secrets), Vec::<&str>::new(), "{logs}");
    let planted = format!("{logs}{}", http::percent_encode(PASSWORD));
    assert_eq!(leaks(&planted, &secrets), ["the database password"]);
    println!(
        "secrets: start-up refused for an unreachable PostgreSQL URL with a password ({} bytes of debug logs), 0 secrets found",
        logs.len()
    );
}

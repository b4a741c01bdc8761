//! The web view's server, played as its page plays it (HTTP and its WebSocket, no browser):
//! moves in the page and with buttons are one game, each exactly once; tokens that were
//! forged, expired or belong to someone else move nothing; spectators watch; undo windows
//! behave as in Discord; the Activity signs in through Discord's OAuth2; a page reconnects
//! after the bot restarts; the local play mode plays whole games against AI seats.

mod backends;
mod support;

use std::time::Duration;

use serde_json::{json, Value};
use support::fake::store::StoredMessage;
use support::web::{game_with_links, local_mode, local_mode_on, open_link, Page};
use support::{http, Harness, User};

const WAIT: Duration = Duration::from_secs(10);

/// `user` presses **Open the board** on `message` and opens the link they get.
async fn open_board(h: &Harness, user: &User, message: &StoredMessage) -> Page {
    let link = open_link(user, message).await;
    assert!(
        link.starts_with(&h.web_url()),
        "{link} leads to the web view"
    );
    Page::from_link(&h.web_url(), &link)
}

fn version(view: &Value) -> u64 {
    view["version"].as_u64().expect("version")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_in_the_page_shows_in_the_channel_and_a_button_press_in_the_page() {
    let (h, alice, bob) = game_with_links(&[]).await;
    let prompt = h.prompt_for(&alice).await;
    let page = open_board(&h, &alice, &prompt).await;
    let game = page.channel_game(h.general().id).await;
    let mut live = page.live(game).await;
    let view = page.view(game).await;
    assert_eq!(view["acting"], true, "alice's turn: {view}");
    assert_eq!(view["you"]["seat"], 0);
    assert_eq!(view["step"]["kind"], "place");
    assert!(view["headline"]
        .as_str()
        .unwrap_or_default()
        .contains("your turn"));
    assert!(view["drawn"]["sprite"].is_string());

    page.play_plainly(game).await;
    // The channel tells the turn on its own message, which loses its controls, and prompts bob.
    let bobs = h.prompt_for(&bob).await;
    let told = h.message(prompt.id);
    assert!(told.components.is_empty(), "{:?}", told.labels());
    assert!(told.content.contains("Turn 1"), "{}", told.content);
    assert!(bobs.id > prompt.id);
    live.changed(WAIT).await;

    // bob plays with buttons; alice's page hears of it and it is her turn again.
    bob.play_plainly(&bobs).await;
    live.changed(WAIT).await;
    let after = page.view(game).await;
    assert_eq!(after["turn"], 2, "{after}");
    assert_eq!(after["acting"], true);
    assert_eq!(version(&after), version(&view) + 2);
    h.prompt_for(&alice).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forged_expired_or_foreign_token_moves_nothing() {
    let (h, alice, bob) = game_with_links(&[]).await;
    let prompt = h.prompt_for(&alice).await;
    let alices = open_board(&h, &alice, &prompt).await;
    let bobs = open_board(&h, &bob, &prompt).await;
    let game = alices.channel_game(h.general().id).await;
    let before = alices.view(game).await;
    let path = {
        let step = &before["step"];
        let place = step["cells"][0]["options"][0]["path"].clone();
        let next = alices.draft(game, 0, &place).await.json();
        next["choices"]
            .as_array()
            .expect("choices")
            .last()
            .expect("pass")["path"]
            .clone()
    };

    // Bob's own token: not his turn.
    let refused = bobs.play(game, 0, &path).await;
    assert_eq!(refused.status, 403, "{}", refused.text());
    assert!(refused.json()["error"]
        .as_str()
        .unwrap_or_default()
        .contains("not your turn"));

    // A token with one character of its signature changed, and one that is not a token.
    let mut forged = alices.clone();
    let last = forged.token.pop().expect("a token");
    forged.token.push(if last == 'A' { 'B' } else { 'A' });
    for page in [forged.clone(), Page::new(&h.web_url(), "v1.e30.AAAA")] {
        let r = page.play(game, 0, &path).await;
        assert_eq!(r.status, 401, "{}", r.text());
        assert!(r.json()["error"]
            .as_str()
            .unwrap_or_default()
            .contains("not valid"));
        assert_eq!(page.get(&format!("api/games/{game}")).await.status, 401);
    }
    let mut live = forged.connect(game).await;
    assert!(
        live.refused(WAIT).await,
        "a forged token gets no live updates"
    );

    // A link covers its own channel only.
    let elsewhere = h.channel("elsewhere");
    let r = alices
        .get(&format!("api/channels/{}/game", elsewhere.id))
        .await;
    assert_eq!(r.status, 401, "{}", r.text());

    // Nothing moved.
    assert_eq!(version(&alices.view(game).await), version(&before));
    assert_eq!(h.message(prompt.id).components, prompt.components);

    // A week and a day later the link has expired.
    h.advance(Duration::from_secs(8 * 86_400));
    let r = alices.play(game, 0, &path).await;
    assert_eq!(r.status, 401, "{}", r.text());
    assert!(r.json()["error"]
        .as_str()
        .unwrap_or_default()
        .contains("expired"));
    // A new press gives a new link, which plays.
    let renewed = open_board(&h, &alice, &prompt).await;
    let r = renewed.play(game, 0, &path).await;
    assert_eq!(r.status, 200, "{}", r.text());
    h.prompt_for(&bob).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spectator_watches_live_and_cannot_move() {
    let (h, alice, _bob) = game_with_links(&[]).await;
    let carol = h.user("carol");
    let prompt = h.prompt_for(&alice).await;
    let watching = open_board(&h, &carol, &prompt).await;
    let game = watching.channel_game(h.general().id).await;
    let mut live = watching.live(game).await;
    let view = watching.view(game).await;
    assert_eq!(view["acting"], false, "{view}");
    assert!(view["you"]["seat"].is_null());
    assert!(view["step"].is_null(), "no options for a spectator");
    assert!(
        view["board"]["src"].is_string(),
        "the board is there to watch"
    );
    let board = watching
        .get(view["board"]["src"].as_str().unwrap_or_default())
        .await;
    assert_eq!(board.status, 200);
    assert_eq!(board.header("content-type"), Some("image/png"));

    // Carol sends a move she copied from alice's options: refused, nothing changes.
    let alices = open_board(&h, &alice, &prompt).await;
    let place = alices.view(game).await["step"]["cells"][0]["options"][0]["path"].clone();
    for r in [
        watching.draft(game, 0, &place).await,
        watching.play(game, 0, &place).await,
    ] {
        assert_eq!(r.status, 403, "{}", r.text());
        assert!(r.json()["error"]
            .as_str()
            .unwrap_or_default()
            .contains("not playing in this game"));
    }
    assert_eq!(version(&watching.view(game).await), version(&view));

    // She sees alice's move at once.
    alices.play_plainly(game).await;
    live.changed(WAIT).await;
    assert_eq!(watching.view(game).await["turn"], 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_turn_from_the_page_and_a_button_is_played_once() {
    let (h, alice, bob) = game_with_links(&[]).await;
    let prompt = h.prompt_for(&alice).await;
    let page = open_board(&h, &alice, &prompt).await;
    let game = page.channel_game(h.general().id).await;
    let before = version(&page.view(game).await);
    // The page's move ready, the button's move ready: both sent at once.
    let view = page.view(game).await;
    let place = view["step"]["cells"][0]["options"][0]["path"].clone();
    let step = page.draft(game, 0, &place).await.json();
    let path = step["choices"]
        .as_array()
        .expect("choices")
        .last()
        .expect("pass")["path"]
        .clone();
    let from_page = page.play(game, 0, &path);
    let from_button = alice.play_plainly(&prompt);
    let (r, ()) = tokio::join!(from_page, from_button);
    let after = page.view(game).await;
    assert_eq!(version(&after), before + 1, "one move stored: {after}");
    assert_eq!(after["turn"], 1);
    // The page was either first or told the turn was played already.
    assert!(
        r.status == 200 || (r.status == 409 && r.text().contains("already played")),
        "{} {}",
        r.status,
        r.text()
    );
    h.prompt_for(&bob).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_and_done_in_the_page_behave_as_in_discord() {
    let (h, alice, bob) = game_with_links(&[("undo_seconds", "30")]).await;
    let prompt = h.prompt_for(&alice).await;
    let alices = open_board(&h, &alice, &prompt).await;
    let bobs = open_board(&h, &bob, &prompt).await;
    let game = alices.channel_game(h.general().id).await;
    alices.play_plainly(game).await;
    let view = alices.view(game).await;
    let undo = view["undo"].clone();
    assert_eq!(undo["mine"], true, "{view}");
    assert_eq!(view["acting"], false, "nobody acts in the undo window");
    assert_eq!(bobs.view(game).await["undo"]["mine"], false);
    // The channel offers the same window on the turn's message.
    let told = h.message(prompt.id);
    assert!(told.component("Undo").is_some(), "{:?}", told.labels());

    // Only the mover may take it back.
    let r = bobs
        .post(
            &format!("api/games/{game}/undo"),
            &json!({ "version": undo["version"] }),
        )
        .await;
    assert_eq!(r.status, 403, "{}", r.text());
    let r = alices
        .post(
            &format!("api/games/{game}/undo"),
            &json!({ "version": undo["version"] }),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.text());
    // The turn's message is its prompt again, saying so.
    let restored = h
        .wait_for_message(h.general(), "restored as the prompt", |m| {
            m.id == prompt.id && m.content.contains("took this turn back")
        })
        .await;
    assert!(!restored.components.is_empty());
    assert_eq!(alices.view(game).await["acting"], true);

    // Played again, and Done starts bob's turn at once.
    alices.play_plainly(game).await;
    let undo = alices.view(game).await["undo"].clone();
    let r = alices
        .post(
            &format!("api/games/{game}/done"),
            &json!({ "version": undo["version"] }),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.text());
    h.prompt_for(&bob).await;
    let r = alices
        .post(
            &format!("api/games/{game}/undo"),
            &json!({ "version": undo["version"] }),
        )
        .await;
    assert_eq!(
        r.status,
        409,
        "too late once the next turn started: {}",
        r.text()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_activity_signs_in_through_discords_oauth2() {
    let mut h = Harness::without_bot().await;
    h.serve_web(true);
    h.global_commands = true;
    h.start_bot().await;
    // With an Activity the app's Entry Point command is registered with the others.
    let commands = h.global_commands();
    let entry = commands
        .iter()
        .find(|c| c["type"] == 4)
        .unwrap_or_else(|| panic!("no Entry Point command among {commands:?}"));
    assert_eq!(entry["handler"], 2, "Discord launches the Activity itself");

    let (alice, bob) = (h.user("alice"), h.user("bob"));
    h.start_game(
        &alice,
        &[&bob],
        &[("quick", "true"), ("tiles", "5"), ("undo_seconds", "0")],
    )
    .await;
    let prompt = h.prompt_for(&alice).await;
    let launch = alice.click(&prompt, "Open the board").await.launch();
    assert_eq!(launch.user_id, alice.id);
    assert_eq!(launch.channel_id, h.general().id);

    let web = h.web_url();
    let config = http::get(&format!("{web}api/config"), &[]).await.json();
    assert_eq!(config["activity"], true);
    // The page's SDK got a code from the Discord client; the server exchanges it.
    let code = h.oauth_code(&alice);
    let signed = http::post_json(
        &format!("{web}api/activity/session"),
        &[],
        &json!({ "code": code }),
    )
    .await;
    assert_eq!(signed.status, 200, "{}", signed.text());
    let signed = signed.json();
    assert_eq!(signed["user"]["id"], alice.id.to_string());
    assert!(signed["access_token"].is_string());
    let page = Page::new(&web, signed["session"].as_str().expect("a session"));
    let game = page.channel_game(h.general().id).await;
    assert_eq!(page.view(game).await["acting"], true);
    page.play_plainly(game).await;
    h.prompt_for(&bob).await;

    // Someone signed in through Discord who is not in the game's server may not watch it;
    // someone who is may.
    for (user, allowed) in [(h.outsider("mallory"), false), (h.user("carol"), true)] {
        let code = h.oauth_code(&user);
        let signed = http::post_json(
            &format!("{web}api/activity/session"),
            &[],
            &json!({ "code": code }),
        )
        .await;
        assert_eq!(signed.status, 200, "{}", signed.text());
        let watcher = Page::new(&web, signed.json()["session"].as_str().expect("a session"));
        let r = watcher
            .get(&format!("api/channels/{}/game", h.general().id))
            .await;
        let v = watcher.get(&format!("api/games/{game}")).await;
        if allowed {
            assert_eq!((r.status, v.status), (200, 200), "{}", v.text());
            assert_eq!(v.json()["acting"], false);
        } else {
            assert_eq!((r.status, v.status), (401, 401), "{}", r.text());
            assert!(r.text().contains("Only members"), "{}", r.text());
        }
    }

    // A code is good once; a made-up one not at all.
    for code in [code.as_str(), "not-a-code"] {
        let again = http::post_json(
            &format!("{web}api/activity/session"),
            &[],
            &json!({ "code": code }),
        )
        .await;
        assert_eq!(again.status, 401, "{}", again.text());
    }
    let exchanges = h.token_exchanges();
    assert_eq!(exchanges.len(), 5, "{exchanges:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_reconnects_after_the_bot_restarts_and_plays_on() {
    let (mut h, alice, bob) = game_with_links(&[]).await;
    let prompt = h.prompt_for(&alice).await;
    let page = open_board(&h, &alice, &prompt).await;
    let game = page.channel_game(h.general().id).await;
    let before = page.view(game).await;
    let mut live = page.live(game).await;
    h.restart_bot().await;
    assert!(
        live.refused(WAIT).await,
        "the old connection ends with the old process"
    );
    // Same address, same token: the page carries on.
    let mut live = page.live(game).await;
    assert_eq!(page.view(game).await["stamp"], before["stamp"]);
    page.play_plainly(game).await;
    live.changed(WAIT).await;
    h.prompt_for(&bob).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_local_mode_plays_a_whole_game_against_an_ai_with_no_discord() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (local, page) = local_mode(&dir).await;
    whole_local_game(local, page).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_local_mode_plays_a_whole_game_on_postgresql() {
    let Some(url) = backends::postgres_database().await else {
        return;
    };
    let (local, page) = local_mode_on(&url).await;
    whole_local_game(local, page).await;
}

/// Ann and Ben at one screen with a Medium AI: a quick game with farmers and Inns & Cathedrals
/// played to its end through the page's API.
async fn whole_local_game(local: carcassonne_bot::web::local::LocalMode, page: Page) {
    let setup = page.get("api/local/setup").await.json();
    let games: Vec<&str> = setup["games"]
        .as_array()
        .expect("games")
        .iter()
        .filter_map(|g| g["key"].as_str())
        .collect();
    assert!(
        games.contains(&"carcassonne") && games.contains(&"over-hill-and-dale"),
        "{games:?}"
    );
    let created = page
        .post(
            "api/local/games",
            &json!({
                "game": "carcassonne",
                "rules": ["farmers", "inns"],
                "seats": [{"name": "Ann"}, {"ai": "medium"}, {"name": "Ben"}],
                "quick": true,
                "tiles": 6,
                "seed": 11,
            }),
        )
        .await;
    assert_eq!(created.status, 200, "{}", created.text());
    let game = created.json()["game"].as_i64().expect("a game");
    let mut live = page.live(game).await;
    let mut played = 0;
    loop {
        let view = page.view(game).await;
        if view["status"] == "finished" {
            assert!(view["headline"]
                .as_str()
                .unwrap_or_default()
                .starts_with("Game over"));
            break;
        }
        if view["acting"] == true {
            // Hot seat: the page plays whoever of Ann and Ben is to play.
            let current = view["seats"]
                .as_array()
                .expect("seats")
                .iter()
                .find(|s| s["current"] == true)
                .expect("a current seat");
            assert!(current["ai"].is_null(), "{view}");
            page.play_plainly(game).await;
            played += 1;
        }
        live.changed(Duration::from_secs(60)).await;
        assert!(played < 40, "the game does not end");
    }
    assert!(played >= 2, "both people played: {played}");
    let saved = page.get("api/local/setup").await.json();
    assert_eq!(saved["saved"][0]["game"], game);
    assert_eq!(saved["saved"][0]["status"], "finished");
    local.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_local_mode_answers_loopback_only_and_its_own_token_only() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (local, page) = local_mode(&dir).await;
    let url = format!("{}/api/local/setup", page.base);
    let auth = format!("Bearer {}", page.token);
    // A page elsewhere reaching 127.0.0.1 through its own name (DNS rebinding) is refused.
    let r = http::get(
        &url,
        &[("Authorization", &auth), ("Host", "evil.example:80")],
    )
    .await;
    assert_eq!(r.status, 403, "{}", r.text());
    let r = http::get(&url, &[("Authorization", &auth)]).await;
    assert_eq!(r.status, 200, "{}", r.text());
    // No token, or a Discord link's token (signed by another key): refused.
    assert_eq!(http::get(&url, &[]).await.status, 401);
    local.shutdown().await;
}

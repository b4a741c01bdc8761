//! The web view in a real browser (Debian's chromium through chromedriver), played by taps as
//! a person plays it, beside Discord's buttons through the fake Discord: a whole quick game
//! with moves from both, watched live by a spectator who cannot move; the plague answered in
//! the page; a forged link; a page that reconnects after the bot restarts; the Activity signed
//! in through the Embedded App SDK inside a Discord client's frame; and the local play mode
//! from its setup screen to the end of a game. Screenshots at phone size (390 × 844) and
//! desktop size go to `target/web-screenshots/`.

mod support;

use std::path::PathBuf;
use std::time::Duration;

use carcassonne_bot::store::Settings;
use carcassonne_engine::{GameConfig, GameKind};
use serde_json::Value;
use support::browser::{one_at_a_time, Browser, Device};
use support::web::{game_with_links, local_mode, open_link, Page};
use support::{running_game, Harness};

const WAIT: Duration = Duration::from_secs(20);

/// Where the tests leave their screenshots, to look at.
fn shots() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .map_or_else(|| PathBuf::from("target"), PathBuf::from)
        .join("web-screenshots");
    std::fs::create_dir_all(&dir).expect("a screenshot folder");
    dir
}

/// The page's own account of itself (`window.__carc`).
async fn carc(b: &Browser) -> Value {
    b.eval("return window.__carc || null").await
}

/// Waits until the page's state satisfies `pred`; fails with the state after `WAIT`.
async fn until(b: &Browser, what: &str, pred: impl Fn(&Value) -> bool) -> Value {
    let start = std::time::Instant::now();
    loop {
        let state = carc(b).await;
        if pred(&state) {
            return state;
        }
        if start.elapsed() > WAIT {
            let errors = b.console_errors().await;
            panic!("the page never showed {what}: {state}\nconsole errors: {errors:?}");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Waits until the page's animations (a sheet sliding in) have finished, as a person's finger
/// does before it lands.
async fn settled(b: &Browser) {
    eventually(b, "its animations ending", |b| async move {
        b.eval("return document.getAnimations().every(a => a.playState !== 'running')")
            .await
            == Value::Bool(true)
    })
    .await;
}

/// Waits until `check` holds on the page; fails after `WAIT`.
async fn eventually<'b, F, Fut>(b: &'b Browser, what: &str, check: F) -> bool
where
    F: Fn(&'b Browser) -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let start = std::time::Instant::now();
    while !check(b).await {
        assert!(start.elapsed() < WAIT, "the page never showed {what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    true
}

fn step_is(kind: &'static str) -> impl Fn(&Value) -> bool {
    move |s| s["ready"] == true && s["step"] == kind
}

/// What to put on the placed tile.
enum Figure {
    /// The step's last option: no figure.
    None,
    /// The first option of spot `n`.
    Spot(u32),
}

/// Plays the page's turn by taps: the first highlighted cell as it comes, then `figure`, then
/// Play; waits for the move to be shown.
async fn tap_turn(b: &Browser, figure: Figure) {
    until(b, "the place step", step_is("place")).await;
    let moves = carc(b).await["moves"].as_array().map_or(0, Vec::len);
    b.tap("[data-cell]").await;
    until(b, "the figure step", |s| {
        s["step"] == "figure" || s["step"] == "commit"
    })
    .await;
    if carc(b).await["step"] == "figure" {
        match figure {
            Figure::None => {
                let n = b.count("[data-choice]").await;
                assert!(n > 0, "a way to place no figure");
                b.tap(&format!("[data-choice=\"{}\"]", n - 1)).await;
            }
            Figure::Spot(n) => {
                b.tap(&format!("[data-spot=\"{n}\"]")).await;
                if b.find("#chooser:not([hidden]) [data-option]")
                    .await
                    .is_some()
                {
                    b.tap("[data-option=\"0\"]").await;
                }
            }
        }
    }
    until(b, "the move to confirm", step_is("commit")).await;
    b.tap("#play").await;
    until(b, "the move played", |s| {
        s["moves"].as_array().map_or(0, Vec::len) > moves
    })
    .await;
}

/// Every word the page showed came from the catalogue, and it logged no error.
async fn clean(b: &Browser) {
    let missing = carc(b).await["missingWords"].clone();
    assert_eq!(
        missing,
        serde_json::json!([]),
        "words missing from the catalogue"
    );
    let errors = b.console_errors().await;
    assert!(errors.is_empty(), "{errors:?}");
}

/// The board the page shows is the server's picture, decoded and not empty.
async fn board_shown(b: &Browser) {
    let size = b
        .eval(
            "const i = document.querySelector('#board-img'); \
             return i && i.complete ? [i.naturalWidth, i.naturalHeight] : null",
        )
        .await;
    let w = size[0].as_u64().unwrap_or(0);
    assert!(w > 100, "the board picture is shown: {size}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_quick_game_by_taps_and_buttons_watched_live_by_a_spectator() {
    let _turn = one_at_a_time().await;
    let (h, alice, bob) = game_with_links(&[("quick", "true"), ("tiles", "6")]).await;
    let carol = h.user("carol");
    let prompt = h.prompt_for(&alice).await;
    let alices_link = open_link(&alice, &prompt).await;
    let carols_link = open_link(&carol, &prompt).await;
    let Some(phone) = Browser::start_or_skip(Device::Phone).await else {
        return;
    };
    let Some(desk) = Browser::start_or_skip(Device::Desktop).await else {
        return;
    };
    phone.goto(&alices_link).await;
    desk.goto(&carols_link).await;
    until(&phone, "alice's view", step_is("place")).await;
    let watched = until(&desk, "carol's view", |s| s["ready"] == true).await;
    board_shown(&phone).await;
    phone.screenshot(&shots().join("phone-turn.png")).await;
    // Scores, tiles to come, the log and the hint are one tap away, and close again.
    for (tab, says) in [
        ("#tab-scores", "alice"),
        ("#tab-tiles", "Tiles to come"),
        ("#tab-log", "No turn has been played yet"),
        ("#tab-hint", "The Hard AI would"),
    ] {
        phone.tap(tab).await;
        let text = phone
            .wait_for_text("#sheet", WAIT, |t| t.contains(says))
            .await;
        assert!(!text.is_empty());
        if tab == "#tab-tiles" {
            let shown = eventually(&phone, "the tiles to come as a picture", |b| async move {
                let width = b
                    .eval("const i = document.querySelector('#sheet img'); return i && i.complete ? i.naturalWidth : 0")
                    .await;
                width.as_u64().unwrap_or(0) > 100
            })
            .await;
            assert!(shown);
            phone.screenshot(&shots().join("phone-tiles.png")).await;
        }
        settled(&phone).await;
        phone
            .screenshot(&shots().join(format!("phone-sheet-{}.png", &tab[5..])))
            .await;
        phone.tap("#sheet-close").await;
        settled(&phone).await;
    }
    // The hint chose its placement on the board; Back leaves it to alice again.
    until(&phone, "the hint's choice", step_is("figure")).await;
    phone.tap("#back").await;
    until(&phone, "the placement again", step_is("place")).await;
    // /carcassonne board reposts the turn with the same way in.
    let repost = carol
        .slash_message(h.general(), "carcassonne board", &[])
        .await;
    assert!(
        repost.component("Open the board").is_some(),
        "{:?}",
        repost.labels()
    );
    // The spectator sees the board, no option, and says so.
    assert_eq!(watched["step"], Value::Null);
    assert_eq!(desk.count("[data-cell]").await, 0);
    assert_eq!(desk.count("#play").await, 0);
    assert!(desk.find("#watching:not([hidden])").await.is_some());

    let mut latest = prompt.clone();
    let mut turn = 0;
    while !latest.content.contains("Game over") {
        let stamp = carc(&desk).await["stamp"].clone();
        if latest.content.contains(&alice.mention()) {
            // Alice taps in the page; her first turn puts a follower on the tile.
            let figure = if turn == 0 {
                Figure::Spot(1)
            } else {
                Figure::None
            };
            tap_turn(&phone, figure).await;
            if turn == 0 {
                phone.screenshot(&shots().join("phone-played.png")).await;
            }
        } else {
            bob.play_plainly(&latest).await;
        }
        turn += 1;
        // Carol's page follows every move without a reload.
        until(&desk, "the spectator's page following the move", |s| {
            s["stamp"] != stamp
        })
        .await;
        latest = h.next_prompt(latest.id).await;
    }
    assert!(turn >= 6, "every tile was played: {turn} turns");
    until(&phone, "the end", |s| s["ready"] == true).await;
    let headline = phone.text("#headline").await;
    assert!(headline.contains("Game over"), "{headline}");
    desk.screenshot(&shots().join("desktop-end.png")).await;
    phone.screenshot(&shots().join("phone-end.png")).await;
    for b in [&phone, &desk] {
        clean(b).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forged_link_shows_why_and_moves_nothing() {
    let _turn = one_at_a_time().await;
    let (h, alice, _bob) = game_with_links(&[]).await;
    let prompt = h.prompt_for(&alice).await;
    let link = open_link(&alice, &prompt).await;
    // One character of the signature changed.
    let mut forged = link.clone();
    let last = forged.pop().expect("a link");
    forged.push(if last == 'A' { 'B' } else { 'A' });
    let Some(b) = Browser::start_or_skip(Device::Phone).await else {
        return;
    };
    b.goto(&forged).await;
    let said = b
        .wait_for_text("#error, #message", WAIT, |t| t.contains("not valid"))
        .await;
    assert!(said.contains("Open the board"), "{said}");
    assert_eq!(b.count("[data-cell]").await, 0);
    b.screenshot(&shots().join("phone-forged.png")).await;
    assert!(h.message(prompt.id).components == prompt.components);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_reconnects_after_the_bot_restarts_and_plays_on() {
    let _turn = one_at_a_time().await;
    let (mut h, alice, bob) = game_with_links(&[]).await;
    let prompt = h.prompt_for(&alice).await;
    let link = open_link(&alice, &prompt).await;
    let Some(b) = Browser::start_or_skip(Device::Phone).await else {
        return;
    };
    b.goto(&link).await;
    until(&b, "alice's turn", step_is("place")).await;
    h.restart_bot().await;
    // While it was away the page said so; once back it plays as before.
    tap_turn(&b, Figure::None).await;
    h.prompt_for(&bob).await;
    let errors: Vec<String> = b
        .console_errors()
        .await
        .into_iter()
        // The refused connections while the bot was down are expected.
        .filter(|e| !e.contains("WebSocket") && !e.contains("ERR_CONNECTION_REFUSED"))
        .collect();
    assert!(errors.is_empty(), "{errors:?}");
}

fn wheel_config() -> GameConfig {
    GameConfig {
        game: GameKind::WheelOfFortune,
        ..GameConfig::with_rules(2, [])
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_plague_is_answered_in_the_page() {
    let _turn = one_at_a_time().await;
    let mut h = Harness::without_bot().await;
    h.serve_web(false);
    h.start_bot().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    // The deck the Discord plague test plays (wheel_flow.rs): alice's third tile brings the
    // plague.
    let settings = Settings {
        reminder_secs: 0,
        timeout_secs: 0,
        undo_secs: 0,
        ..Settings::default()
    };
    let (service, id) = h
        .game_with_deck(
            [&alice, &bob],
            wheel_config(),
            settings,
            &["U.w3", "E", "U.w2", "U", "U"],
        )
        .await;
    let prompt = alice
        .slash_message(h.general(), "carcassonne board", &[])
        .await;
    let link = open_link(&alice, &prompt).await;
    let page = Page::from_link(&h.web_url(), &link);
    let bobs = Page::from_link(&h.web_url(), &open_link(&bob, &prompt).await);
    // Alice's thief on the road at (-1, 1), bob's knight in the city at (1, -1), by the API.
    place_and_deploy(&page, id, (-1, 1), "road").await;
    place_and_deploy(&bobs, id, (1, -1), "city").await;
    let Some(b) = Browser::start_or_skip(Device::Phone).await else {
        return;
    };
    b.goto(&link).await;
    // The plague asks alice first: its question and her answer are on the page.
    until(&b, "the plague's question", step_is("decide")).await;
    let asked = b.text("#step-text").await;
    assert!(asked.contains("plague"), "{asked}");
    assert!(b.text("#headline").await.contains("your choice"));
    b.screenshot(&shots().join("phone-plague.png")).await;
    b.tap("[data-choice=\"0\"]").await;
    until(&b, "the answer to confirm", step_is("commit")).await;
    b.tap("#play").await;
    // Bob is asked next, in Discord.
    let asked = h
        .wait_for_message(h.general(), "the plague asking bob", |m| {
            m.content.contains(&bob.mention()) && !m.components.is_empty()
        })
        .await;
    assert!(asked.content.contains("Plague"), "{}", asked.content);
    let game = running_game(&service, id).await;
    assert_eq!(game.deciding_player(), 1, "alice answered; bob chooses now");
}

/// Places the tile the game waits for at `at` (not turned) and the first figure option on a
/// spot whose label ends with `place`.
async fn place_and_deploy(page: &Page, game: i64, at: (i32, i32), place: &str) {
    let view = page.view(game).await;
    let turn = view["turn"].as_u64().expect("turn");
    let cells = view["step"]["cells"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let option = cells
        .iter()
        .filter(|c| c["x"] == at.0 && c["y"] == at.1)
        .flat_map(|c| c["options"].as_array().cloned().unwrap_or_default())
        .find(|o| o["rotation"] == 0)
        .unwrap_or_else(|| panic!("no unturned placement at {at:?}: {view}"));
    let step = page.draft(game, turn, &option["path"]).await.json();
    let spots = step["spots"].as_array().cloned().unwrap_or_default();
    let Some(choice) = spots
        .iter()
        .flat_map(|s| s["choices"].as_array().cloned().unwrap_or_default())
        .find(|c| c["label"].as_str().unwrap_or_default().ends_with(place))
    else {
        panic!("no figure on a {place} at {at:?}: {step}");
    };
    let r = page.play(game, turn, &choice["path"]).await;
    assert_eq!(r.status, 200, "{}", r.text());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_activity_signs_in_inside_discord_and_plays() {
    let _turn = one_at_a_time().await;
    let mut h = Harness::without_bot().await;
    h.serve_web(true);
    h.start_bot().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    h.start_game(
        &alice,
        &[&bob],
        &[
            ("quick", "true"),
            ("tiles", "5"),
            ("undo_seconds", "0"),
            ("reminder_hours", "0"),
            ("timeout_hours", "0"),
        ],
    )
    .await;
    let prompt = h.prompt_for(&alice).await;
    alice.click(&prompt, "Open the board").await.launch();
    // The Discord client opens the app's page in its frame, with its SDK talking to it.
    let host = h.activity_host_url(&alice, h.general(), &h.web_url());
    let Some(b) = Browser::start_or_skip(Device::Desktop).await else {
        return;
    };
    b.goto(&host).await;
    b.switch_to_frame("iframe").await;
    until(
        &b,
        "the page signed in and showing alice's turn",
        step_is("place"),
    )
    .await;
    b.screenshot(&shots().join("desktop-activity.png")).await;
    tap_turn(&b, Figure::None).await;
    h.prompt_for(&bob).await;
    let exchanges = h.token_exchanges();
    assert_eq!(exchanges.len(), 1, "one code exchanged: {exchanges:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_local_mode_from_setup_to_the_end_of_a_game() {
    let _turn = one_at_a_time().await;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (local, _) = local_mode(&dir).await;
    let Some(b) = Browser::start_or_skip(Device::Phone).await else {
        return;
    };
    b.goto(&local.url).await;
    b.wait_for("#setup", WAIT).await;
    b.screenshot(&shots().join("phone-setup.png")).await;
    // One person and one AI (the setup starts with the person), a quick game of 5 tiles.
    if b.count("[data-seat]").await < 2 {
        b.tap("#add-ai").await;
    }
    b.tap("#quick").await;
    b.eval(
        "const t = document.querySelector('#tiles'); t.value = '5'; \
         t.dispatchEvent(new Event('input', {bubbles: true})); \
         t.dispatchEvent(new Event('change', {bubbles: true})); return true",
    )
    .await;
    b.tap("#setup-start").await;
    until(&b, "the game", |s| s["ready"] == true).await;
    let mut turns = 0;
    loop {
        let state = until(&b, "a turn or the end", |s| {
            s["ready"] == true && (s["step"] == "place" || s["status"] == "finished")
        })
        .await;
        if state["status"] == "finished" {
            break;
        }
        tap_turn(&b, Figure::None).await;
        turns += 1;
        assert!(turns < 20, "the game does not end");
    }
    let headline = b.text("#headline").await;
    assert!(headline.contains("Game over"), "{headline}");
    b.screenshot(&shots().join("phone-local-end.png")).await;
    clean(&b).await;
    local.shutdown().await;
}

/// Where the board's cell (x, y) is on the screen now, in CSS px: its centre and its side.
async fn cell_on_screen(b: &Browser, x: i32, y: i32) -> (f64, f64, f64) {
    let r = b
        .eval(&format!(
            "const e = document.querySelector('[data-cell=\"{x},{y}\"]'); \
             const r = e.getBoundingClientRect(); \
             return [r.left + r.width / 2, r.top + r.height / 2, r.width]"
        ))
        .await;
    let n = |i: usize| r[i].as_f64().unwrap_or(f64::NAN);
    (n(0), n(1), n(2))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_pinch_zooms_and_pans_under_the_fingers_and_taps_still_land() {
    let _turn = one_at_a_time().await;
    let Some(b) = Browser::start_or_skip(Device::Phone).await else {
        return;
    };
    let (h, alice, bob) = game_with_links(&[]).await;
    let prompt = h.prompt_for(&alice).await;
    b.goto(&open_link(&alice, &prompt).await).await;
    let view = until(&b, "alice's turn", step_is("place")).await;
    assert_eq!(view["step"], "place");
    let target = b
        .eval("return document.querySelector('[data-cell]').dataset.cell")
        .await;
    let (x, y) = {
        let t = target.as_str().unwrap_or_default().to_owned();
        let (x, y) = t.split_once(',').expect("x,y");
        (x.parse::<i32>().expect("x"), y.parse::<i32>().expect("y"))
    };
    let (cx, cy, side) = cell_on_screen(&b, x, y).await;
    // Two fingers spread apart in the middle of the board: it grows around the point between
    // them, which stays where it was under the fingers.
    let (px, py) = (195.0, 420.0);
    b.pinch((px, py), 60.0, 220.0, 300).await;
    let (zx, zy, zoomed) = cell_on_screen(&b, x, y).await;
    let k = zoomed / side;
    assert!(k > 1.8, "a pinch zooms: {side} px to {zoomed} px");
    let (ex, ey) = (px + (cx - px) * k, py + (cy - py) * k);
    assert!(
        (zx - ex).abs() < side && (zy - ey).abs() < side,
        "the board grows around the fingers: the cell is at {zx},{zy}, expected near {ex},{ey}"
    );
    // One finger drags the board: the cell moves with it.
    b.drag((195.0, 420.0), (135.0, 380.0), 200).await;
    let (px, py, _) = cell_on_screen(&b, x, y).await;
    assert!(
        (px - (zx - 60.0)).abs() < 8.0 && (py - (zy - 40.0)).abs() < 8.0,
        "a drag pans: {zx},{zy} to {px},{py}"
    );
    b.screenshot(&shots().join("phone-zoomed.png")).await;
    // Fingers pinching in shrink it again; a tap still lands on the cell it shows.
    b.pinch((195.0, 420.0), 220.0, 60.0, 300).await;
    let (_, _, small) = cell_on_screen(&b, x, y).await;
    assert!(
        small < zoomed,
        "pinching in zooms out: {zoomed} px to {small} px"
    );
    tap_turn(&b, Figure::None).await;
    h.prompt_for(&bob).await;
    clean(&b).await;
}

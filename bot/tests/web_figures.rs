//! Figures of the web view, measured on the real binary (`carcassonne-bot play`, the local
//! mode: the same server and page as the Activity's) with a real browser, and printed:
//!
//! - first paint of a 70-tile board: from navigation to the board picture decoded and shown
//!   (`window.__carc.firstPaint`), over `WEB_LOADS` loads, phone size;
//! - the bytes a first visit transfers (page, script, style, words, view, board picture);
//! - a move's round trip by taps: from pressing Play to the new view shown, over `WEB_MOVES`
//!   moves (at most 30: a game against an AI seat from its 10th tile to its 70th);
//! - the server's memory per open view: its resident size before and after `WEB_VIEWS` pages
//!   hold their live connection.
//!
//! The test asserts what must hold (every move lands, every view connects); the figures are
//! for the README: `WEB_LOADS=10 WEB_MOVES=30 WEB_VIEWS=200 cargo test -p carcassonne-bot
//! --test web_figures -- --nocapture`.

mod support;

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::{json, Value};
use support::browser::{Browser, Device};
use support::env_number;
use support::web::Page;

/// The local mode in its own process, on a database of its own.
struct Server {
    child: Child,
    url: String,
    base: String,
    _dir: tempfile::TempDir,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start_server() -> Server {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let mut child = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .args(["play", "--no-open", "--port", "0"])
        .env(
            "DATABASE_URL",
            format!("sqlite://{}", dir.path().join("figures.db").display()),
        )
        .env("RUST_LOG", "warn")
        .env_remove("DISCORD_TOKEN")
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("carcassonne-bot play starts");
    let stdout = child.stdout.take().expect("its output");
    let mut lines = BufReader::new(stdout).lines();
    let url = loop {
        let line = lines
            .next()
            .expect("carcassonne-bot play prints its address")
            .expect("readable output");
        if let Some(url) = line.strip_prefix("Carcassonne is open at ") {
            break url.trim().to_owned();
        }
    };
    let base = url.split('#').next().unwrap_or_default().to_owned();
    // What it prints later is read and dropped, so that it never writes into a closed pipe.
    std::thread::spawn(move || lines.for_each(drop));
    Server {
        child,
        url,
        base,
        _dir: dir,
    }
}

/// Resident memory of a process, in KiB.
fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("a process status");
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .expect("VmRSS")
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// Plays the game until `tiles` tiles lie on the board: Ann plainly through the API, the AI
/// seats as they decide, which keeps the board as compact as real games make it.
async fn play_until(page: &Page, game: i64, tiles: u64) {
    let mut live = page.live(game).await;
    loop {
        let view = page.view(game).await;
        let placed = 72 - view["tiles_left"].as_u64().unwrap_or(0);
        if placed >= tiles || view["status"] != "active" {
            return;
        }
        if view["acting"] == true {
            page.play_plainly(game).await;
        } else {
            live.changed(Duration::from_secs(60)).await;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn web_view_figures() {
    let loads = env_number("WEB_LOADS", 3) as usize;
    let moves = env_number("WEB_MOVES", 8) as usize;
    let views = env_number("WEB_VIEWS", 20) as usize;
    let server = start_server();
    let page = Page::from_link(&server.base, &server.url);
    // A person and a Medium AI seat, which answers at once.
    let created = page
        .post(
            "api/local/games",
            &json!({
                "game": "carcassonne",
                "rules": ["farmers"],
                "seats": [{"name": "Ann"}, {"ai": "medium"}],
                "seed": 7,
            }),
        )
        .await;
    assert_eq!(created.status, 200, "{}", created.text());
    let game = created.json()["game"].as_i64().expect("a game");
    // Each move of the page is answered by the AI's: two tiles.
    let moves = moves.min(30);
    play_until(&page, game, 70 - 2 * moves as u64).await;
    let game_url = format!("{}?game={game}#local={}", server.base, page.token);
    let shots = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .map_or_else(|| "target".into(), std::path::PathBuf::from)
        .join("web-screenshots");
    std::fs::create_dir_all(&shots).expect("a screenshot folder");

    // Moves by taps: Play pressed to the new view shown.
    let Some(b) = Browser::start_or_skip(Device::Phone).await else {
        return;
    };
    b.goto(&game_url).await;
    for _ in 0..moves {
        play_by_taps(&b).await;
    }
    let state = b.eval("return window.__carc").await;
    let mut trips: Vec<f64> = state["moves"]
        .as_array()
        .expect("the page's moves")
        .iter()
        .filter_map(Value::as_f64)
        .collect();
    assert_eq!(trips.len(), moves, "every move by taps landed: {state}");
    trips.sort_by(f64::total_cmp);
    b.close().await;
    play_until(&page, game, 70).await;
    let placed = 72 - page.view(game).await["tiles_left"].as_u64().unwrap_or(0);

    // A first visit with nothing cached, then reloads: the first paint of the board.
    let Some(b) = Browser::start_or_skip(Device::Phone).await else {
        return;
    };
    let mut paints = Vec::new();
    let mut bytes = None;
    for i in 0..loads {
        // From a blank page each time: the same address with another fragment would not load.
        b.goto("about:blank").await;
        b.goto(&game_url).await;
        let state = wait(&b, |s| s["firstPaint"].is_number()).await;
        paints.push(state["firstPaint"].as_f64().unwrap_or(f64::NAN));
        if i == 0 {
            bytes = Some(
                b.eval(
                    "const n = performance.getEntriesByType('navigation')[0]; \
                     const r = performance.getEntriesByType('resource'); \
                     const by = {}; \
                     for (const e of r) { const k = e.name.split('?')[0].split('/').pop(); \
                       by[k] = (by[k] || 0) + e.transferSize; } \
                     return {page: n.transferSize, total: n.transferSize + \
                       r.reduce((a, e) => a + e.transferSize, 0), by};",
                )
                .await,
            );
        }
    }
    let first_paint = paints.first().copied().unwrap_or(f64::NAN);
    paints.sort_by(f64::total_cmp);
    b.screenshot(&shots.join("phone-70-tiles.png")).await;
    b.close().await;
    if let Some(desk) = Browser::start_or_skip(Device::Desktop).await {
        desk.goto(&game_url).await;
        wait(&desk, |s| s["firstPaint"].is_number() && s["ready"] == true).await;
        desk.screenshot(&shots.join("desktop-70-tiles.png")).await;
        desk.close().await;
    }

    // Open views: each a live connection, as a page holds it.
    let pid = server.child.id();
    let before = rss_kib(pid);
    let mut open = Vec::new();
    for _ in 0..views {
        open.push(page.live(game).await);
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let after = rss_kib(pid);
    let per_view = (after.saturating_sub(before)) as f64 / views as f64;

    println!("web view figures (debug test build, phone-size chromium, loopback):");
    println!(
        "  first paint of a {placed}-tile board: median {:.0} ms, max {:.0} ms over {} loads (the first, cold: {first_paint:.0} ms)",
        percentile(&paints, 0.5),
        percentile(&paints, 1.0),
        paints.len(),
    );
    println!("  bytes of a first visit: {}", bytes.unwrap_or(Value::Null));
    println!(
        "  a move's round trip by taps: p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms over {} moves",
        percentile(&trips, 0.5),
        percentile(&trips, 0.99),
        percentile(&trips, 1.0),
        trips.len()
    );
    println!(
        "  server memory: {before} KiB, {after} KiB with {views} open views: {per_view:.1} KiB a view"
    );
    drop(open);
}

/// Waits (20 s at most) until the page's state satisfies `pred`.
async fn wait(b: &Browser, pred: impl Fn(&Value) -> bool) -> Value {
    let start = std::time::Instant::now();
    loop {
        let state = b.eval("return window.__carc || null").await;
        if pred(&state) {
            return state;
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "the page never got there: {state}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// One turn by taps: the first highlighted cell, no figure (or a discard), Play.
async fn play_by_taps(b: &Browser) {
    let before = wait(b, |s| s["ready"] == true && s["step"] == "place").await;
    let done = before["moves"].as_array().map_or(0, Vec::len);
    if b.count("#discard").await > 0 {
        b.tap("#discard").await;
    } else {
        b.tap("[data-cell]").await;
        wait(b, |s| s["step"] == "figure" || s["step"] == "commit").await;
        if b.count("[data-choice]").await > 0 && wait(b, |_| true).await["step"] == "figure" {
            let n = b.count("[data-choice]").await;
            b.tap(&format!("[data-choice=\"{}\"]", n - 1)).await;
        }
    }
    wait(b, |s| s["step"] == "commit").await;
    b.tap("#play").await;
    wait(b, |s| s["moves"].as_array().map_or(0, Vec::len) > done).await;
}

//! Self-test of `support::browser`: a real chromium, as a phone and as a desktop, on a small
//! page served from 127.0.0.1, tapped, read and photographed.
//!
//! The screenshots stay in `target/tmp/support_browser/` for a look.

mod support;

use std::path::PathBuf;
use std::time::Duration;

use axum::http::{header, StatusCode};
use axum::routing::get;
use axum::Router;
use poise::futures_util::FutureExt;
use support::browser::{Browser, Device};

/// A button that changes a text, the kind of pointer that pressed it, a box of known colour in
/// the top-left corner, an element that shows up late, an iframe, and a covered button.
const PAGE: &str = r#"<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>browser self-test</title>
<style>
  html, body { margin: 0; background: rgb(30, 107, 58); font: 20px sans-serif; color: white; }
  #corner { position: absolute; left: 0; top: 0; width: 100px; height: 100px; background: rgb(0, 0, 255); }
  #go { position: absolute; left: 120px; top: 20px; width: 200px; height: 60px; font-size: 20px; }
  #out { position: absolute; left: 120px; top: 100px; margin: 0; }
  #frame { position: absolute; left: 0; top: 200px; width: 300px; height: 80px; border: 0; }
  #hidden-under { position: absolute; left: 0; top: 300px; width: 200px; height: 50px; }
  #cover { position: absolute; left: 0; top: 290px; width: 260px; height: 80px; background: rgba(0,0,0,0.5); }
</style></head>
<body>
<div id="corner"></div>
<button id="go">Tap me</button>
<p id="out">waiting</p>
<iframe id="frame" srcdoc="<p id='inside'>inside the frame</p>"></iframe>
<button id="hidden-under">Covered</button>
<div id="cover"></div>
<script>
  window.touches = 0;
  document.addEventListener('touchstart', () => { window.touches += 1; });
  document.getElementById('go').addEventListener('click', (e) => {
    document.getElementById('out').textContent = 'tapped by ' + (e.pointerType || 'unknown');
    console.error('deliberate error after the tap');
  });
  setTimeout(() => {
    const late = document.createElement('p');
    late.id = 'late';
    late.textContent = 'late';
    document.body.appendChild(late);
  }, 300);
</script>
</body></html>"#;

async fn serve_page() -> String {
    let app = Router::new()
        .route(
            "/",
            get(|| async { ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], PAGE) }),
        )
        // Chromium asks for it; a 404 would be a console error.
        .route("/favicon.ico", get(|| async { StatusCode::NO_CONTENT }));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind the test page's server");
    let addr = listener.local_addr().expect("its address");
    tokio::spawn(async move {
        axum::serve(listener, app)
            .await
            .expect("serve the test page");
    });
    format!("http://{addr}/")
}

fn screenshot_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("support_browser")
        .join(name)
}

/// The whole round for one device: open, wait, tap, read, frame, screenshot, console.
async fn exercise(device: Device, pointer: &str, shot: &str) {
    let url = serve_page().await;
    let started = std::time::Instant::now();
    let Some(browser) = Browser::start_or_skip(device).await else {
        return;
    };
    eprintln!("{device:?} browser started in {:?}", started.elapsed());
    browser.goto(&url).await;
    assert_eq!(
        browser.eval("return document.title").await,
        "browser self-test"
    );
    let viewport = browser
        .eval("return [innerWidth, innerHeight, devicePixelRatio]")
        .await;
    let (w, h) = device.viewport();
    assert_eq!(
        viewport,
        serde_json::json!([w, h, device.pixel_ratio()]),
        "{device:?} viewport"
    );

    browser.wait_for("#late", Duration::from_secs(5)).await;
    assert_eq!(browser.text("#out").await, "waiting");
    browser.tap("#go").await;
    let out = browser
        .wait_for_text("#out", Duration::from_secs(5), |t| t != "waiting")
        .await;
    assert_eq!(out, format!("tapped by {pointer}"), "{device:?}");
    let touches = browser.eval("return window.touches").await;
    match device {
        Device::Phone => assert_eq!(touches, 1, "a phone tap is a touch"),
        Device::Desktop => assert_eq!(touches, 0, "a desktop click is no touch"),
    }

    browser.switch_to_frame("#frame").await;
    assert_eq!(browser.text("#inside").await, "inside the frame");
    browser.switch_to_top().await;
    assert_eq!(browser.text("#out").await, out);

    let path = screenshot_path(shot);
    let (sw, sh) = browser.screenshot(&path).await;
    assert_eq!((sw, sh), device.screenshot_size(), "{device:?} screenshot");
    let image = image::open(&path).expect("decode the screenshot").to_rgb8();
    assert_eq!(image.dimensions(), device.screenshot_size());
    // The blue 100 CSS px corner spans 100 × ratio device pixels; the page is green after it.
    let ratio = device.pixel_ratio();
    let blue = image.get_pixel(100 * ratio - 5, 100 * ratio - 5).0;
    let green = image.get_pixel(100 * ratio + 5, 100 * ratio + 5).0;
    assert_eq!(blue, [0, 0, 255], "inside the corner box");
    assert_eq!(green, [30, 107, 58], "just outside the corner box");
    let bottom = image.get_pixel(sw - 1, sh - 1).0;
    assert_eq!(bottom, [30, 107, 58], "the page fills the whole viewport");

    let errors = browser.console_errors().await;
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert!(
        errors[0].contains("deliberate error after the tap"),
        "{errors:#?}"
    );
    // Read once, kept: asking again gives the same list.
    assert_eq!(browser.console_errors().await, errors);

    // Something on top of a button takes the input, and the tap says so instead of passing.
    let covered = std::panic::AssertUnwindSafe(browser.tap("#hidden-under"))
        .catch_unwind()
        .await;
    let message = covered
        .expect_err("tapping a covered button must fail")
        .downcast::<String>()
        .map(|s| *s)
        .unwrap_or_default();
    assert!(
        message.contains("covered by") || message.contains("click intercepted"),
        "{message}"
    );
    browser.close().await;
}

#[tokio::test]
async fn phone_taps_reads_and_photographs() {
    exercise(Device::Phone, "touch", "phone.png").await;
}

#[tokio::test]
async fn desktop_clicks_reads_and_photographs() {
    exercise(Device::Desktop, "mouse", "desktop.png").await;
}

#[tokio::test]
async fn a_dropped_browser_leaves_no_process_behind() {
    let Some(browser) = Browser::start_or_skip(Device::Desktop).await else {
        return;
    };
    assert_eq!(browser.eval("return 1 + 1").await, 2);
    // Every chromium process of this browser names its profile directory on its command line.
    let marker = format!("--user-data-dir={}", browser.profile_dir().display());
    let running = || {
        std::fs::read_dir("/proc")
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|p| std::fs::read(p.path().join("cmdline")).ok())
            .filter(|cmd| String::from_utf8_lossy(cmd).contains(&marker))
            .count()
    };
    assert!(running() > 0, "chromium runs with {marker}");
    // As when a test panics: no close, just the drop.
    drop(browser);
    let deadline = std::time::Instant::now() + Duration::from_secs(5);
    while running() > 0 {
        assert!(
            std::time::Instant::now() < deadline,
            "chromium still runs after its browser was dropped"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

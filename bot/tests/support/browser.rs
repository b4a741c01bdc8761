//! A real browser for the web view's tests: Debian's chromium, headless, driven through
//! chromedriver's WebDriver protocol (W3C JSON over HTTP, spoken here with [`super::http`]).
//!
//! Not through fantoccini: with `default-features = false` (no TLS) its `ClientBuilder` only
//! takes a connector type from `hyper-util`, which this crate does not depend on and so cannot
//! name. The dozen WebDriver calls below need nothing more than plain HTTP on 127.0.0.1.
//!
//! ```ignore
//! let browser = Browser::start(Device::Phone).await;
//! browser.goto(&format!("{web}/game/42?sig=…")).await;
//! browser.wait_for("#board", Duration::from_secs(10)).await;
//! browser.tap("button.place").await;                 // a real touch, not a JS click
//! assert_eq!(browser.text("#status").await, "Your turn");
//! let (w, h) = browser.screenshot(&dir.join("phone.png")).await;   // 780 × 1688
//! assert!(browser.console_errors().await.is_empty());
//! browser.close().await;
//! ```
//!
//! - [`Device::Phone`]: a 390 × 844 CSS px viewport at device pixel ratio 2 (screenshots are
//!   780 × 1688), touch events and `(pointer: coarse)`, a phone's user agent (chromedriver's
//!   `mobileEmulation`). [`Device::Desktop`]: a 1280 × 800 CSS px viewport at ratio 1 (the window
//!   is made as much taller as headless chromium's simulated toolbar takes), mouse clicks.
//! - Every browser is its own chromedriver process on a free port with a fresh profile in a
//!   temporary directory, so tests in one binary may run browsers in parallel threads. Both are
//!   ended when the [`Browser`] is dropped, even when a test panics.
//! - Cost, measured on this project's 2-core machine: [`Browser::start`] takes 0.5 s for a
//!   phone and 1 s for a desktop (its window is resized once) when alone, 1–3 s each when three
//!   start at once; a page load from 127.0.0.1 takes tens of ms, a screenshot about 0.1 s. Each
//!   browser is half a dozen processes of about 700 MB resident together (much of it shared
//!   libraries). Start one per test, not one per assertion.
//! - Failures panic with what WebDriver said and the tail of chromedriver's output.
//! - chromedriver and chromium are Debian's packages `chromium-driver` and `chromium` (CI
//!   installs them: see `.ci/run`). The flags below are needed on this machine: without
//!   `--disable-background-networking` and friends chromium's own connections get refused and it
//!   stalls; `--no-sandbox` because tests run as root.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tempfile::TempDir;

use super::http;

pub const CHROMIUM: &str = "/usr/bin/chromium";
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// The phone's viewport in CSS pixels and its device pixel ratio (an iPhone 12 to 15's size).
pub const PHONE_VIEWPORT: (u32, u32) = (390, 844);
pub const PHONE_PIXEL_RATIO: u32 = 2;
/// The desktop's viewport in CSS pixels, at device pixel ratio 1.
pub const DESKTOP_VIEWPORT: (u32, u32) = (1280, 800);

const PHONE_USER_AGENT: &str = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 \
     (KHTML, like Gecko) Chrome/148.0.0.0 Mobile Safari/537.36";

/// W3C WebDriver's key for an element reference in JSON.
const ELEMENT_KEY: &str = "element-6066-11e4-a52e-4f735466cecf";

/// How often [`Browser::wait_for`] looks again.
const POLL: Duration = Duration::from_millis(50);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Device {
    Phone,
    Desktop,
}

impl Device {
    /// The viewport in CSS pixels.
    pub fn viewport(self) -> (u32, u32) {
        match self {
            Device::Phone => PHONE_VIEWPORT,
            Device::Desktop => DESKTOP_VIEWPORT,
        }
    }

    pub fn pixel_ratio(self) -> u32 {
        match self {
            Device::Phone => PHONE_PIXEL_RATIO,
            Device::Desktop => 1,
        }
    }

    /// What a screenshot of the viewport measures, in device pixels.
    pub fn screenshot_size(self) -> (u32, u32) {
        let (w, h) = self.viewport();
        (w * self.pixel_ratio(), h * self.pixel_ratio())
    }
}

/// One browser console message (`goog:loggingPrefs`).
#[derive(Clone, Debug)]
pub struct LogEntry {
    /// `SEVERE`, `WARNING`, `INFO`, `DEBUG`.
    pub level: String,
    /// `console-api`, `javascript` (an uncaught exception), `network` (a failed load)...
    pub source: String,
    pub message: String,
}

/// An error answer of WebDriver: its error code ("no such element", "element click
/// intercepted"...) and message.
#[derive(Clone, Debug)]
pub struct WebDriverError {
    pub error: String,
    pub message: String,
}

impl std::fmt::Display for WebDriverError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.error, self.message)
    }
}

pub struct Browser {
    /// `http://127.0.0.1:PORT/session/ID`.
    session: String,
    device: Device,
    driver: Option<Child>,
    /// chromedriver's (and chromium's) stdout and stderr.
    driver_log: PathBuf,
    /// The chromium profile and the driver log; removed after both processes are gone.
    dir: Option<TempDir>,
    /// Console messages read so far (WebDriver hands each out once).
    console: Mutex<Vec<LogEntry>>,
    closed: bool,
}

/// An element found in the current frame, valid until the page changes.
pub struct Element<'a> {
    browser: &'a Browser,
    id: String,
    /// The selector it was found by, for messages.
    pub css: String,
}

fn missing_install() -> Option<String> {
    let missing: Vec<&str> = [CHROMIUM, CHROMEDRIVER]
        .into_iter()
        .filter(|p| !Path::new(p).exists())
        .collect();
    (!missing.is_empty()).then(|| {
        format!(
            "browser tests need Debian's chromium and chromedriver, and {missing:?} is missing: \
             `apt-get install chromium chromium-driver` (.ci/run installs them on CI)"
        )
    })
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("no free TCP port on 127.0.0.1 for chromedriver")
}

fn tail(path: &Path, lines: usize) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let all: Vec<&str> = text.lines().collect();
    all[all.len().saturating_sub(lines)..].join("\n")
}

fn capabilities(device: Device, profile: &Path) -> Value {
    let mut args = vec![
        "--headless=new".to_owned(),
        "--no-sandbox".to_owned(),
        "--disable-gpu".to_owned(),
        "--disable-dev-shm-usage".to_owned(),
        "--disable-quic".to_owned(),
        "--no-first-run".to_owned(),
        "--disable-background-networking".to_owned(),
        "--disable-component-update".to_owned(),
        "--disable-sync".to_owned(),
        format!("--user-data-dir={}", profile.display()),
    ];
    let mut options = json!({"binary": CHROMIUM});
    match device {
        Device::Phone => {
            let (width, height) = PHONE_VIEWPORT;
            options["mobileEmulation"] = json!({
                "deviceMetrics": {
                    "width": width, "height": height,
                    "pixelRatio": f64::from(PHONE_PIXEL_RATIO),
                    "touch": true, "mobile": true,
                },
                "userAgent": PHONE_USER_AGENT,
            });
        }
        Device::Desktop => {
            let (width, height) = DESKTOP_VIEWPORT;
            args.push(format!("--window-size={width},{height}"));
            args.push("--force-device-scale-factor=1".to_owned());
        }
    }
    options["args"] = json!(args);
    json!({"capabilities": {"alwaysMatch": {
        "browserName": "chrome",
        "goog:chromeOptions": options,
        // Console messages, read with chromedriver's log endpoint.
        "goog:loggingPrefs": {"browser": "ALL"},
    }}})
}

/// Runs one WebDriver command; `Ok(value)` or WebDriver's error.
async fn command(method: &str, url: &str, body: Option<&Value>) -> Result<Value, WebDriverError> {
    let body = body.map(Value::to_string).unwrap_or_default();
    let headers = [("Content-Type", "application/json; charset=utf-8")];
    let response = http::send(method, url, &headers, body.as_bytes())
        .await
        .map_err(|e| WebDriverError {
            error: "chromedriver unreachable".into(),
            message: e,
        })?;
    let json: Value = serde_json::from_slice(&response.body).map_err(|e| WebDriverError {
        error: "not JSON".into(),
        message: format!("HTTP {}: {e}: {}", response.status, response.text()),
    })?;
    let value = json.get("value").cloned().unwrap_or(Value::Null);
    if response.status == 200 {
        return Ok(value);
    }
    Err(WebDriverError {
        error: value["error"]
            .as_str()
            .unwrap_or("unknown error")
            .to_owned(),
        message: value["message"]
            .as_str()
            .unwrap_or(&response.text())
            .lines()
            .next()
            .unwrap_or("")
            .to_owned(),
    })
}

/// Starts chromedriver on a free port and waits until it answers; `Err` (port taken, binary
/// broken) with its output.
async fn start_driver(log_path: &Path) -> Result<(Child, u16), String> {
    use std::os::unix::process::CommandExt;
    let port = free_port();
    let log = std::fs::File::create(log_path).map_err(|e| format!("driver log: {e}"))?;
    let log2 = log.try_clone().map_err(|e| format!("driver log: {e}"))?;
    let mut child = Command::new(CHROMEDRIVER)
        .arg(format!("--port={port}"))
        .stdin(Stdio::null())
        .stdout(log)
        .stderr(log2)
        // Its own process group, so that dropping the browser can end chromium with it.
        .process_group(0)
        .spawn()
        .map_err(|e| format!("cannot run {CHROMEDRIVER}: {e}"))?;
    let status_url = format!("http://127.0.0.1:{port}/status");
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        if let Ok(Some(status)) = child.try_wait() {
            return Err(format!(
                "chromedriver exited ({status}) on port {port}:\n{}",
                tail(log_path, 20)
            ));
        }
        if let Ok(r) = http::send("GET", &status_url, &[], &[]).await {
            if r.status == 200 && r.json()["value"]["ready"] == true {
                return Ok((child, port));
            }
        }
        if Instant::now() > deadline {
            kill_group(&mut child);
            return Err(format!(
                "chromedriver did not answer on port {port} within 20 s:\n{}",
                tail(log_path, 20)
            ));
        }
        tokio::time::sleep(POLL).await;
    }
}

/// Ends chromedriver and whatever it started (chromium and its helpers), by process group.
fn kill_group(child: &mut Child) {
    let group = child.id();
    let _ = Command::new("kill")
        .args(["-KILL", "--", &format!("-{group}")])
        .stderr(Stdio::null())
        .status();
    let _ = child.kill();
    let _ = child.wait();
}

/// Held by a test that drives browsers, so that the tests of one binary take turns: each
/// browser is half a dozen processes, and several at once on a 2-core machine make every one of
/// them slow enough for gestures and animations to be judged mid-way.
pub async fn one_at_a_time() -> tokio::sync::OwnedMutexGuard<()> {
    static TURN: std::sync::OnceLock<std::sync::Arc<tokio::sync::Mutex<()>>> =
        std::sync::OnceLock::new();
    let turn = TURN.get_or_init(Default::default);
    std::sync::Arc::clone(turn).lock_owned().await
}

impl Browser {
    /// [`Browser::start`], or `None` with a note on a machine without chromium and
    /// chromedriver, unless `REQUIRE_BROWSER` is set (CI sets it), when their absence fails the
    /// test: `cargo test` stays green where they are not installed, as with PostgreSQL.
    pub async fn start_or_skip(device: Device) -> Option<Browser> {
        match missing_install() {
            Some(why) if std::env::var_os("REQUIRE_BROWSER").is_none() => {
                eprintln!("skipped: {why} (set REQUIRE_BROWSER to make this a failure)");
                None
            }
            _ => Some(Browser::start(device).await),
        }
    }

    /// Starts chromedriver and a headless chromium emulating `device`; see the module
    /// documentation for what each device is and what it costs.
    pub async fn start(device: Device) -> Browser {
        if let Some(why) = missing_install() {
            panic!("{why}");
        }
        let dir = tempfile::Builder::new()
            .prefix("browser-")
            .tempdir()
            .expect("cannot create a temporary directory for the browser profile");
        let driver_log = dir.path().join("chromedriver.log");
        let profile = dir.path().join("profile");
        // A free port may be taken by another thread between probing and chromedriver's bind;
        // try a few.
        let mut last_error = String::new();
        let mut started = None;
        for _ in 0..3 {
            match start_driver(&driver_log).await {
                Ok(s) => {
                    started = Some(s);
                    break;
                }
                Err(e) => last_error = e,
            }
        }
        let (child, port) =
            started.unwrap_or_else(|| panic!("cannot start chromedriver: {last_error}"));
        let mut browser = Browser {
            session: String::new(),
            device,
            driver: Some(child),
            driver_log,
            dir: Some(dir),
            console: Mutex::new(Vec::new()),
            closed: false,
        };
        let base = format!("http://127.0.0.1:{port}");
        let caps = capabilities(device, &profile);
        let session = command("POST", &format!("{base}/session"), Some(&caps))
            .await
            .unwrap_or_else(|e| browser.fail("start a chromium session", &e));
        let id = session["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("chromedriver gave no session id: {session}"));
        browser.session = format!("{base}/session/{id}");
        browser
            .cmd(
                "POST",
                "/timeouts",
                Some(&json!({"pageLoad": 30_000, "script": 30_000})),
                "set timeouts",
            )
            .await;
        if device == Device::Desktop {
            browser.fit_desktop_viewport().await;
        }
        browser
    }

    /// Headless chromium takes part of the window for a simulated toolbar: grow the window by
    /// that much so the page sees exactly [`DESKTOP_VIEWPORT`].
    async fn fit_desktop_viewport(&self) {
        let (width, height) = DESKTOP_VIEWPORT;
        let chrome = self
            .eval("return [outerWidth - innerWidth, outerHeight - innerHeight]")
            .await;
        let extra = |i: usize| chrome[i].as_u64().unwrap_or(0) as u32;
        self.cmd(
            "POST",
            "/window/rect",
            Some(&json!({"width": width + extra(0), "height": height + extra(1)})),
            "size the window",
        )
        .await;
        let inner = self.eval("return [innerWidth, innerHeight]").await;
        assert_eq!(
            inner,
            json!([width, height]),
            "the desktop viewport could not be made {width}x{height}"
        );
    }

    pub fn device(&self) -> Device {
        self.device
    }

    /// Chromium's profile directory (fresh for each browser, removed when it ends).
    pub fn profile_dir(&self) -> PathBuf {
        self.dir
            .as_ref()
            .map(|d| d.path().join("profile"))
            .unwrap_or_default()
    }

    fn fail(&self, what: &str, e: &WebDriverError) -> ! {
        panic!(
            "browser: cannot {what}: {e}\n--- chromedriver output (last lines) ---\n{}",
            tail(&self.driver_log, 15)
        )
    }

    /// A command on this session; panics naming `what` on an error.
    async fn cmd(&self, method: &str, path: &str, body: Option<&Value>, what: &str) -> Value {
        self.try_cmd(method, path, body)
            .await
            .unwrap_or_else(|e| self.fail(what, &e))
    }

    async fn try_cmd(
        &self,
        method: &str,
        path: &str,
        body: Option<&Value>,
    ) -> Result<Value, WebDriverError> {
        assert!(!self.closed, "the browser was closed");
        command(method, &format!("{}{path}", self.session), body).await
    }

    /// Opens `url` and waits for its load event.
    pub async fn goto(&self, url: &str) {
        self.cmd(
            "POST",
            "/url",
            Some(&json!({"url": url})),
            &format!("open {url}"),
        )
        .await;
    }

    pub async fn current_url(&self) -> String {
        let v = self.cmd("GET", "/url", None, "read the URL").await;
        v.as_str().unwrap_or_default().to_owned()
    }

    /// The first element matching `css` in the current frame, if any.
    pub async fn find(&self, css: &str) -> Option<Element<'_>> {
        let body = json!({"using": "css selector", "value": css});
        match self.try_cmd("POST", "/element", Some(&body)).await {
            Ok(v) => Some(Element {
                browser: self,
                id: v[ELEMENT_KEY]
                    .as_str()
                    .expect("WebDriver element reference")
                    .to_owned(),
                css: css.to_owned(),
            }),
            Err(e) if e.error == "no such element" => None,
            Err(e) => self.fail(&format!("look for {css:?}"), &e),
        }
    }

    /// How many elements match `css` in the current frame.
    pub async fn count(&self, css: &str) -> usize {
        let body = json!({"using": "css selector", "value": css});
        let v = self
            .cmd("POST", "/elements", Some(&body), &format!("count {css:?}"))
            .await;
        v.as_array().map_or(0, Vec::len)
    }

    /// Waits until an element matching `css` exists and is displayed, polling; panics after
    /// `timeout` with the page's URL and console errors.
    pub async fn wait_for(&self, css: &str, timeout: Duration) -> Element<'_> {
        let deadline = Instant::now() + timeout;
        loop {
            if let Some(e) = self.find(css).await {
                // It may be replaced between finding and asking; then look again.
                if e.is_displayed().await.unwrap_or(false) {
                    return e;
                }
            }
            if Instant::now() > deadline {
                let url = self.current_url().await;
                let errors = self.console_errors().await;
                panic!(
                    "browser: no displayed {css:?} within {timeout:?} on {url}\nconsole errors: {errors:#?}"
                );
            }
            tokio::time::sleep(POLL).await;
        }
    }

    /// Waits until the text of `css` satisfies `ok`; returns it.
    pub async fn wait_for_text(
        &self,
        css: &str,
        timeout: Duration,
        ok: impl Fn(&str) -> bool,
    ) -> String {
        let deadline = Instant::now() + timeout;
        loop {
            let text = match self.find(css).await {
                Some(e) => e.text().await,
                None => None,
            };
            if let Some(text) = &text {
                if ok(text) {
                    return text.clone();
                }
            }
            if Instant::now() > deadline {
                let errors = self.console_errors().await;
                panic!(
                    "browser: the text of {css:?} never became what was wanted within {timeout:?}; last {text:?}\nconsole errors: {errors:#?}"
                );
            }
            tokio::time::sleep(POLL).await;
        }
    }

    /// Taps (phone) or clicks (desktop) the element matching `css`, through WebDriver input
    /// as a person would; panics if it does not exist or something else covers it.
    pub async fn tap(&self, css: &str) {
        let element = self
            .find(css)
            .await
            .unwrap_or_else(|| panic!("browser: nothing matches {css:?} to tap"));
        element.tap().await;
    }

    /// The rendered text of the element matching `css`; panics if there is none.
    pub async fn text(&self, css: &str) -> String {
        let element = self
            .find(css)
            .await
            .unwrap_or_else(|| panic!("browser: nothing matches {css:?} to read"));
        element
            .text()
            .await
            .unwrap_or_else(|| panic!("browser: {css:?} went away while being read"))
    }

    /// Runs `js` as the body of a function in the current frame and returns its result as JSON
    /// (`return document.title`). A returned Promise is awaited (`return fetch(u).then(r =>
    /// r.status)`). A thrown exception panics with its message.
    pub async fn eval(&self, js: &str) -> Value {
        self.cmd(
            "POST",
            "/execute/sync",
            Some(&json!({"script": js, "args": []})),
            &format!("run script {js:?}"),
        )
        .await
    }

    /// Two fingers (a phone's touch pointers) put down `from` CSS px apart, horizontally
    /// around the viewport point `(x, y)`, and moved `to` px apart over `ms`: a pinch (`to` >
    /// `from` zooms in).
    pub async fn pinch(&self, (x, y): (f64, f64), from: f64, to: f64, ms: u64) {
        let finger = |id: &str, sign: f64| {
            json!({
                "type": "pointer",
                "id": id,
                "parameters": {"pointerType": "touch"},
                "actions": [
                    {"type": "pointerMove", "duration": 0, "x": (x + sign * from / 2.0).round() as i64, "y": y.round() as i64},
                    {"type": "pointerDown", "button": 0},
                    {"type": "pointerMove", "duration": ms, "x": (x + sign * to / 2.0).round() as i64, "y": y.round() as i64},
                    {"type": "pointerUp", "button": 0},
                ],
            })
        };
        let actions = json!({"actions": [finger("thumb", -1.0), finger("index", 1.0)]});
        self.cmd("POST", "/actions", Some(&actions), "pinch").await;
        let _ = self.try_cmd("DELETE", "/actions", None).await;
    }

    /// One finger (or the mouse on a desktop) put down at viewport point `from` and moved to
    /// `to` over `ms`: a pan.
    pub async fn drag(&self, from: (f64, f64), to: (f64, f64), ms: u64) {
        let kind = match self.device {
            Device::Phone => "touch",
            Device::Desktop => "mouse",
        };
        let actions = json!({"actions": [{
            "type": "pointer",
            "id": "drag",
            "parameters": {"pointerType": kind},
            "actions": [
                {"type": "pointerMove", "duration": 0, "x": from.0.round() as i64, "y": from.1.round() as i64},
                {"type": "pointerDown", "button": 0},
                {"type": "pointerMove", "duration": ms, "x": to.0.round() as i64, "y": to.1.round() as i64},
                {"type": "pointerUp", "button": 0},
            ],
        }]});
        self.cmd("POST", "/actions", Some(&actions), "drag").await;
        let _ = self.try_cmd("DELETE", "/actions", None).await;
    }

    /// Saves a PNG of the viewport at `path` and returns its size in device pixels.
    pub async fn screenshot(&self, path: &Path) -> (u32, u32) {
        let v = self
            .cmd("GET", "/screenshot", None, "take a screenshot")
            .await;
        let png = v
            .as_str()
            .and_then(http::base64_decode)
            .expect("the screenshot is not base64");
        let image = image::load_from_memory_with_format(&png, image::ImageFormat::Png)
            .expect("the screenshot is not a PNG");
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)
                .unwrap_or_else(|e| panic!("cannot create {}: {e}", parent.display()));
        }
        std::fs::write(path, &png)
            .unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
        (image.width(), image.height())
    }

    /// Every console message so far, of every frame (errors, warnings, logs, failed loads).
    pub async fn console_log(&self) -> Vec<LogEntry> {
        if let Ok(v) = self
            .try_cmd("POST", "/se/log", Some(&json!({"type": "browser"})))
            .await
        {
            let fresh = v.as_array().cloned().unwrap_or_default();
            let text = |e: &Value, k: &str| e[k].as_str().unwrap_or_default().to_owned();
            self.console
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .extend(fresh.iter().map(|e| LogEntry {
                    level: text(e, "level"),
                    source: text(e, "source"),
                    message: text(e, "message"),
                }));
        }
        self.console
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    /// The console's errors so far (level SEVERE: `console.error`, uncaught exceptions, failed
    /// loads), so that a test can fail on page errors.
    pub async fn console_errors(&self) -> Vec<String> {
        self.console_log()
            .await
            .into_iter()
            .filter(|e| e.level == "SEVERE")
            .map(|e| format!("[{}] {}", e.source, e.message))
            .collect()
    }

    /// Moves into the iframe matching `css` (in the current frame): later lookups, taps and
    /// scripts happen in its document.
    pub async fn switch_to_frame(&self, css: &str) {
        let frame = self
            .find(css)
            .await
            .unwrap_or_else(|| panic!("browser: no frame {css:?}"));
        let body = json!({"id": {ELEMENT_KEY: frame.id}});
        self.cmd(
            "POST",
            "/frame",
            Some(&body),
            &format!("enter frame {css:?}"),
        )
        .await;
    }

    /// Back to the top-level document.
    pub async fn switch_to_top(&self) {
        self.cmd(
            "POST",
            "/frame",
            Some(&json!({"id": null})),
            "leave the frames",
        )
        .await;
    }

    /// Ends the session and chromedriver (dropping does it too, without waiting).
    pub async fn close(mut self) {
        let _ = self.try_cmd("DELETE", "", None).await;
        self.closed = true;
        self.shut_down();
    }

    fn shut_down(&mut self) {
        if let Some(mut child) = self.driver.take() {
            kill_group(&mut child);
        }
        self.dir.take();
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        if !self.closed && !self.session.is_empty() {
            // Lets chromium close its profile cleanly; the process group is killed anyway.
            let _ = http::send_blocking("DELETE", &self.session, &[], &[], Duration::from_secs(5));
        }
        self.shut_down();
    }
}

impl Element<'_> {
    async fn is_displayed(&self) -> Option<bool> {
        let path = format!("/element/{}/displayed", self.id);
        self.browser
            .try_cmd("GET", &path, None)
            .await
            .ok()
            .and_then(|v| v.as_bool())
    }

    /// Its rendered text, or `None` if it left the page.
    pub async fn text(&self) -> Option<String> {
        let path = format!("/element/{}/text", self.id);
        let v = self.browser.try_cmd("GET", &path, None).await.ok()?;
        v.as_str().map(str::to_owned)
    }

    /// An attribute (`href`, `aria-pressed`...), `None` when absent.
    pub async fn attr(&self, name: &str) -> Option<String> {
        let path = format!("/element/{}/attribute/{name}", self.id);
        let v = self
            .browser
            .cmd(
                "GET",
                &path,
                None,
                &format!("read {name} of {:?}", self.css),
            )
            .await;
        v.as_str().map(str::to_owned)
    }

    /// Its box in CSS pixels of the current frame: x, y, width, height.
    pub async fn rect(&self) -> (f64, f64, f64, f64) {
        let path = format!("/element/{}/rect", self.id);
        let v = self
            .browser
            .cmd("GET", &path, None, &format!("measure {:?}", self.css))
            .await;
        let n = |k: &str| v[k].as_f64().unwrap_or(0.0);
        (n("x"), n("y"), n("width"), n("height"))
    }

    /// Taps it on a phone (a WebDriver touch pointer: touchstart, touchend, then the click the
    /// browser derives), clicks it on a desktop (WebDriver's element click). Either way it is
    /// first scrolled into view, and it fails if another element would receive the input.
    pub async fn tap(&self) {
        let what = format!("tap {:?}", self.css);
        if self.browser.device == Device::Desktop {
            let path = format!("/element/{}/click", self.id);
            self.browser
                .cmd("POST", &path, Some(&json!({})), &what)
                .await;
            return;
        }
        // Element click would send a mouse; a phone gets a touch. Like element click, refuse
        // when something else is on top at the point the finger lands.
        let element = json!({ELEMENT_KEY: self.id});
        let check = json!({
            "script": "const e = arguments[0];
                e.scrollIntoView({block: 'center', inline: 'center'});
                const r = e.getBoundingClientRect();
                const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                if (r.width === 0 || r.height === 0) return 'it has no size';
                if (hit === null) return 'its centre is outside the viewport';
                if (hit !== e && !e.contains(hit)) return 'it is covered by ' + hit.outerHTML.slice(0, 200);
                return null;",
            "args": [element],
        });
        let blocked = self
            .browser
            .cmd("POST", "/execute/sync", Some(&check), &what)
            .await;
        if let Some(why) = blocked.as_str() {
            panic!("browser: cannot {what}: {why}");
        }
        let actions = json!({"actions": [{
            "type": "pointer",
            "id": "finger",
            "parameters": {"pointerType": "touch"},
            "actions": [
                {"type": "pointerMove", "duration": 0, "origin": element, "x": 0, "y": 0},
                {"type": "pointerDown", "button": 0},
                {"type": "pause", "duration": 50},
                {"type": "pointerUp", "button": 0},
            ],
        }]});
        self.browser
            .cmd("POST", "/actions", Some(&actions), &what)
            .await;
        // Forget the finger, so the next tap starts afresh.
        let _ = self.browser.try_cmd("DELETE", "/actions", None).await;
    }
}

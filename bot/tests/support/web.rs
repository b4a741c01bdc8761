//! The bot's web API as the page calls it: a [`Page`] holds a server address and a token and
//! asks for views, steps and moves; [`Live`] is the page's WebSocket. Tests that need no browser
//! play through this; the browser tests use it to check what the page should show.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

use super::fake::store::StoredMessage;
use super::{http, Harness, User};
use carcassonne_ai::Budget;
use carcassonne_bot::clock::Clock;
use carcassonne_bot::web::local::{LocalMode, LocalOptions};

/// The local play mode in this process on a fresh database in `dir`, its AI seats quick, and a
/// page signed in with its token.
pub async fn local_mode(dir: &tempfile::TempDir) -> (LocalMode, Page) {
    local_mode_on(&format!(
        "sqlite://{}",
        dir.path().join("local.db").display()
    ))
    .await
}

/// [`local_mode`] on the database at `database_url`.
pub async fn local_mode_on(database_url: &str) -> (LocalMode, Page) {
    let local = LocalMode::start(LocalOptions {
        database_url: database_url.to_owned(),
        port: 0,
        clock: Clock::system(),
        ai_budget: Budget {
            time: None,
            iterations: Some(200),
        },
    })
    .await
    .expect("the local mode starts");
    let base = format!("http://{}/", local.server.addr);
    assert!(local.url.starts_with(&base), "{}", local.url);
    let page = Page::from_link(&base, &local.url);
    (local, page)
}

/// A page signed in with `token` on the server at `base` (`http://127.0.0.1:PORT/`).
#[derive(Clone, Debug)]
pub struct Page {
    pub base: String,
    pub token: String,
    /// What the page sends as its browser's language.
    pub lang: String,
}

impl Page {
    pub fn new(base: &str, token: &str) -> Page {
        Page {
            base: base.trim_end_matches('/').to_owned(),
            token: token.to_owned(),
            lang: "en-US".to_owned(),
        }
    }

    /// The token a link or the local mode's address carries after `#t=` or `#local=`.
    pub fn from_link(base: &str, link: &str) -> Page {
        let token = link
            .split_once("#t=")
            .or_else(|| link.split_once("#local="))
            .map(|(_, t)| t)
            .unwrap_or_else(|| panic!("no token in {link}"));
        Page::new(base, token)
    }

    fn url(&self, path: &str) -> String {
        format!("{}/{}", self.base, path.trim_start_matches('/'))
    }

    fn headers(&self) -> Vec<(&'static str, String)> {
        vec![
            ("Authorization", format!("Bearer {}", self.token)),
            ("x-lang", self.lang.clone()),
        ]
    }

    pub async fn get(&self, path: &str) -> http::Response {
        let headers = self.headers();
        let headers: Vec<(&str, &str)> = headers.iter().map(|(k, v)| (*k, v.as_str())).collect();
        http::get(&self.url(path), &headers).await
    }

    pub async fn post(&self, path: &str, body: &Value) -> http::Response {
        let headers = self.headers();
        let headers: Vec<(&str, &str)> = headers.iter().map(|(k, v)| (*k, v.as_str())).collect();
        http::post_json(&self.url(path), &headers, body).await
    }

    /// `GET api/games/N`, which must answer.
    pub async fn view(&self, game: i64) -> Value {
        let r = self.get(&format!("api/games/{game}")).await;
        assert_eq!(r.status, 200, "the view of game {game}: {}", r.text());
        r.json()
    }

    /// The game a channel shows now.
    pub async fn channel_game(&self, channel: u64) -> i64 {
        let r = self.get(&format!("api/channels/{channel}/game")).await;
        assert_eq!(r.status, 200, "the game of channel {channel}: {}", r.text());
        r.json()["game"].as_i64().expect("a game id")
    }

    pub async fn draft(&self, game: i64, turn: u64, path: &Value) -> http::Response {
        self.post(
            &format!("api/games/{game}/draft"),
            &json!({ "turn": turn, "path": path }),
        )
        .await
    }

    pub async fn play(&self, game: i64, turn: u64, path: &Value) -> http::Response {
        self.post(
            &format!("api/games/{game}/play"),
            &json!({ "turn": turn, "path": path }),
        )
        .await
    }

    /// Plays the viewer's turn the plain way, as [`super::User::play_plainly`] does with
    /// buttons: a discard if that is all there is, else the first cell's first rotation and the
    /// step's last choice (no figure), answering any question with its first answer. Returns
    /// the path played.
    pub async fn play_plainly(&self, game: i64) -> Value {
        let view = self.view(game).await;
        let turn = view["turn"].as_u64().expect("turn");
        let mut step = view["step"].clone();
        assert!(step.is_object(), "the viewer cannot act: {view}");
        loop {
            let next = match step["kind"].as_str() {
                Some("commit") => break,
                Some("place") => match step["discard"].as_array() {
                    Some(_) => step["discard"].clone(),
                    None => step["cells"][0]["options"][0]["path"].clone(),
                },
                Some("figure") => last_choice(&step),
                Some("decide") => step["choices"][0]["path"].clone(),
                other => panic!("an unknown step {other:?}: {step}"),
            };
            let r = self.draft(game, turn, &next).await;
            assert_eq!(r.status, 200, "the step after {next}: {}", r.text());
            step = r.json();
        }
        let path = step["path"].clone();
        let r = self.play(game, turn, &path).await;
        assert_eq!(r.status, 200, "playing {path}: {}", r.text());
        path
    }

    /// The page's live connection to game `game`, its token sent, nothing read yet.
    pub async fn connect(&self, game: i64) -> Live {
        let url = self
            .url(&format!("api/games/{game}/live"))
            .replacen("http://", "ws://", 1);
        let (mut socket, _) = tokio_tungstenite::connect_async(url.as_str())
            .await
            .unwrap_or_else(|e| panic!("no WebSocket at {url}: {e}"));
        socket
            .send(Message::Text(json!({ "token": self.token }).to_string()))
            .await
            .expect("the token is sent");
        Live { socket }
    }

    /// The page's live connection to game `game`, signed in; its first message (the stamp) read.
    pub async fn live(&self, game: i64) -> Live {
        let mut live = self.connect(game).await;
        let first = live.next(Duration::from_secs(10)).await;
        assert!(
            first.get("stamp").is_some(),
            "the first message is the stamp: {first}"
        );
        live
    }
}

/// The last choice of a figure step: no figure.
fn last_choice(step: &Value) -> Value {
    let choices = step["choices"].as_array().expect("choices");
    choices.last().expect("a choice")["path"].clone()
}

/// A page's WebSocket.
pub struct Live {
    socket: tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
}

impl Live {
    /// The next message, as JSON; fails after `wait`.
    pub async fn next(&mut self, wait: Duration) -> Value {
        loop {
            let message = tokio::time::timeout(wait, self.socket.next())
                .await
                .expect("a live message in time")
                .expect("the live connection is open")
                .expect("a readable live message");
            match message {
                Message::Text(text) => {
                    return serde_json::from_str(&text).expect("live messages are JSON")
                }
                Message::Close(_) => panic!("the live connection closed"),
                _ => continue,
            }
        }
    }

    /// Waits for a `changed` message; fails after `wait`.
    pub async fn changed(&mut self, wait: Duration) -> Value {
        let until = tokio::time::Instant::now() + wait;
        loop {
            let left = until.saturating_duration_since(tokio::time::Instant::now());
            let message = self.next(left).await;
            if message["changed"] == true {
                return message;
            }
        }
    }

    /// Whether the connection is closed or refused within `wait` (for a refused token).
    pub async fn refused(&mut self, wait: Duration) -> bool {
        match tokio::time::timeout(wait, self.socket.next()).await {
            Ok(None) | Ok(Some(Err(_))) => true,
            Ok(Some(Ok(Message::Text(text)))) => text.contains("refused"),
            Ok(Some(Ok(Message::Close(_)))) => true,
            _ => false,
        }
    }
}

/// A quick game (6 tiles) of alice and bob in #general with the web view served as links; alice
/// plays first. No reminders, timeouts or undo window unless `options` ask for them.
pub async fn game_with_links(options: &[(&str, &str)]) -> (Harness, User, User) {
    let mut h = Harness::without_bot().await;
    h.serve_web(false);
    h.start_bot().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let mut all = vec![
        ("quick", "true"),
        ("tiles", "6"),
        ("reminder_hours", "0"),
        ("timeout_hours", "0"),
        ("undo_seconds", "0"),
    ];
    for (k, v) in options {
        all.retain(|(key, _)| key != k);
        all.push((k, v));
    }
    h.start_game(&alice, &[&bob], &all).await;
    (h, alice, bob)
}

/// `user` presses **Open the board** on `message`: the link they get, privately.
pub async fn open_link(user: &User, message: &StoredMessage) -> String {
    let private = user.click(message, "Open the board").await.message();
    assert_eq!(
        private.ephemeral_to,
        Some(user.id),
        "the link is for the presser only"
    );
    private
        .components
        .iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .find_map(|c| c["url"].as_str().map(str::to_owned))
        .unwrap_or_else(|| panic!("no link for {} in {:?}", user.name, private.content))
}

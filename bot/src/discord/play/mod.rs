//! Playing a game in a channel: the lobby, the turn messages, the private panel, narration,
//! reminders and timeouts, all tied to [`GameService`].
//!
//! Every control is routed by its custom_id `cc:{game}:{turn}:{action}` and checked against
//! the database, so a message from yesterday works after a restart, and a click on an old,
//! foreign or forged control changes nothing.

pub mod ai_turns;
pub mod announce;
mod answer;
mod departures;
pub mod final_scoring;
pub mod hint_view;
pub mod lobby_view;
pub mod log;
pub mod narrate;
pub mod path;
pub mod presses;
pub mod reminders;
pub mod rules_reply;
pub mod rules_text;
pub mod status;
pub mod step_view;
pub mod turn_view;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use std::hash::{Hash, Hasher};

use carcassonne_engine::{Figure, Game};
use carcassonne_render::{BoardOptions, RenderError, Renderer, Suggestion};
use poise::serenity_prelude as serenity;
use tokio::sync::{Notify, RwLock, RwLockReadGuard};

use crate::i18n::Lang;
use crate::service::{GameService, ServiceError};
use crate::store::GameId;

/// A picture of a game to send: what a step, a command or the end shows, and how it is drawn.
#[derive(Debug)]
pub enum Picture {
    /// The board of a turn prompt: cells where the drawn tile fits labelled, the tile beside.
    Board(Box<Game>),
    /// The tile placed last, large, with numbered spots where a figure may go.
    Closeup(Box<Game>),
    /// The close-up of a hint: the tile where the hint places it, its spots numbered as in the
    /// deploy step, and what the hint would do next marked on it.
    Hint(Box<Game>, Suggestion),
    /// The board alone, figures and all, no labels, no tile in hand (a question about the
    /// figures on it: the plague).
    Plain(Box<Game>),
    /// The board at the end, with the figures that stood before final scoring when known.
    Final(Box<Game>, Option<Vec<Figure>>),
}

impl Picture {
    /// The file name stem of its attachment.
    pub fn stem(&self) -> &'static str {
        match self {
            Picture::Board(_) => "board",
            Picture::Closeup(..) | Picture::Hint(..) => "closeup",
            Picture::Plain(_) => "board",
            Picture::Final(..) => "final",
        }
    }
}

/// A PNG named after what it shows and a hash of its bytes (`board-1a2b3c4d.png`), so that an
/// edit can tell whether a picture changed and keep the one already uploaded.
pub fn attachment_name(stem: &str, png: &[u8]) -> String {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    png.hash(&mut h);
    format!("{stem}-{:08x}.png", h.finish() as u32)
}

/// Why handling a command or control failed on the bot's side.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    #[error(transparent)]
    Service(#[from] ServiceError),
    #[error("could not draw the picture: {0}")]
    Render(#[from] RenderError),
    #[error("Discord request failed: {0}")]
    Discord(#[from] serenity::Error),
    #[error("the drawing task failed: {0}")]
    Join(#[from] tokio::task::JoinError),
}

/// What the play handlers share: the service, the renderer and the bookkeeping that lets
/// moves in flight finish at shutdown.
pub struct PlayData {
    pub service: GameService,
    pub renderer: Arc<Renderer>,
    /// Moves hold it for reading; shutdown takes it for writing, which waits for them. In an
    /// `Arc` so that a move answered before it is announced (the web view's) can hold it in the
    /// task that announces it.
    gate: Arc<RwLock<()>>,
    /// Wakes the deadline task after a move re-armed the timers.
    timers: Notify,
    stopping: tokio::sync::watch::Sender<bool>,
    /// AI seats' turns waiting to be played.
    pub ai: ai_turns::AiQueue,
    /// Games whose channel messages are being brought up to date, with how many tasks are at
    /// it, so that a repair never posts a turn that a move in flight is about to post.
    announcing: Mutex<HashMap<GameId, usize>>,
    /// The web view, once its server runs: turn messages then carry **Open the board**.
    pub web: std::sync::OnceLock<crate::web::Entry>,
}

/// Held while a game's messages are being brought up to date; see [`PlayData::announcing`].
/// `P` is how it reaches the bookkeeping: borrowed, or shared for a [`MoveHold`].
pub struct Announcing<P: std::ops::Deref<Target = PlayData>> {
    play: P,
    game_id: GameId,
}

impl<P: std::ops::Deref<Target = PlayData>> Drop for Announcing<P> {
    fn drop(&mut self) {
        let mut games = self.play.announcing_games();
        if let Some(count) = games.get_mut(&self.game_id) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                games.remove(&self.game_id);
            }
        }
    }
}

/// A move in flight and its announcement, owned (see [`PlayData::hold`]).
pub struct MoveHold {
    _gate: tokio::sync::OwnedRwLockReadGuard<()>,
    _announcing: Announcing<Arc<PlayData>>,
}

impl PlayData {
    pub fn new(service: GameService, renderer: Arc<Renderer>) -> PlayData {
        PlayData {
            service,
            renderer,
            gate: Arc::new(RwLock::new(())),
            timers: Notify::new(),
            stopping: tokio::sync::watch::channel(false).0,
            ai: ai_turns::AiQueue::default(),
            announcing: Mutex::new(HashMap::new()),
            web: std::sync::OnceLock::new(),
        }
    }

    fn announcing_games(&self) -> std::sync::MutexGuard<'_, HashMap<GameId, usize>> {
        // The map only counts; a panic elsewhere cannot leave it inconsistent.
        self.announcing.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Marks a game's messages as being brought up to date after a move, until dropped.
    pub fn announcing(&self, game_id: GameId) -> Announcing<&PlayData> {
        *self.announcing_games().entry(game_id).or_insert(0) += 1;
        Announcing {
            play: self,
            game_id,
        }
    }

    /// Like [`PlayData::announcing`], but only if nothing else is announcing the game: a
    /// repair must not race the move that is about to post what it finds missing.
    pub fn try_announcing(&self, game_id: GameId) -> Option<Announcing<&PlayData>> {
        let mut games = self.announcing_games();
        if games.contains_key(&game_id) {
            return None;
        }
        games.insert(game_id, 1);
        Some(Announcing {
            play: self,
            game_id,
        })
    }

    /// Held while a move is applied and announced.
    pub async fn move_guard(&self) -> RwLockReadGuard<'_, ()> {
        self.gate.read().await
    }

    /// [`PlayData::announcing`] and [`PlayData::move_guard`] together, owned, so that they can
    /// go with the announcement of a move into a task of its own.
    pub async fn hold(self: &Arc<Self>, game_id: GameId) -> MoveHold {
        *self.announcing_games().entry(game_id).or_insert(0) += 1;
        let announcing = Announcing {
            play: Arc::clone(self),
            game_id,
        };
        MoveHold {
            _gate: Arc::clone(&self.gate).read_owned().await,
            _announcing: announcing,
        }
    }

    /// Stops the deadline task and waits up to `limit` for moves in flight; true if they all
    /// finished. Moves that arrive later wait behind this and never start.
    pub async fn drain(&self, limit: Duration) -> bool {
        self.stopping.send_replace(true);
        match tokio::time::timeout(limit, self.gate.write()).await {
            Ok(guard) => {
                // Keep the gate closed for good: the process is about to exit.
                std::mem::forget(guard);
                true
            }
            Err(_) => false,
        }
    }

    pub fn wake_timers(&self) {
        self.timers.notify_one();
    }

    pub fn stopping(&self) -> tokio::sync::watch::Receiver<bool> {
        self.stopping.subscribe()
    }

    /// Draws a picture off the async threads; drawing a big board takes a few milliseconds
    /// of CPU that would otherwise stall other interactions.
    pub async fn draw(
        &self,
        names: Vec<String>,
        lang: Lang,
        picture: Picture,
    ) -> Result<Vec<u8>, PlayError> {
        let renderer = Arc::clone(&self.renderer);
        let png = tokio::task::spawn_blocking(move || {
            let opts = BoardOptions {
                player_names: names,
                lang,
                ..BoardOptions::default()
            };
            match picture {
                Picture::Board(game) => {
                    let opts = BoardOptions {
                        mark_legal: true,
                        show_drawn_tile: true,
                        ..opts
                    };
                    renderer.render_board(&game, &opts)
                }
                Picture::Closeup(game) => renderer.render_closeup(&game, lang),
                Picture::Hint(game, hint) => renderer.render_hint_closeup(&game, &hint, lang),
                Picture::Plain(game) => renderer.render_board(&game, &opts),
                Picture::Final(game, figures) => {
                    // The final board shows who held what before final scoring took it back.
                    let opts = BoardOptions { figures, ..opts };
                    renderer.render_board(&game, &opts)
                }
            }
        })
        .await??;
        Ok(png)
    }
}

/// `text` with a capital first letter.
pub fn sentence_case(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A service refusal as a sentence in `lang`: capitalised and ended.
pub fn sentence(err: &ServiceError, lang: crate::i18n::Lang) -> String {
    let mut out = sentence_case(&err.text(lang));
    if out.is_empty() {
        return crate::t!(lang, "error-generic");
    }
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}

/// A serenity id from a stored one; zero (never a Discord id) would make serenity panic.
pub fn channel_id(id: u64) -> Option<serenity::ChannelId> {
    (id != 0).then(|| serenity::ChannelId::new(id))
}

pub fn message_id(id: u64) -> Option<serenity::MessageId> {
    (id != 0).then(|| serenity::MessageId::new(id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn shutdown_waits_for_a_move_in_flight_and_then_holds_new_ones() {
        let store = crate::store::Store::open("sqlite::memory:")
            .await
            .expect("store");
        let service = GameService::new(store, crate::clock::Clock::system());
        let renderer = Arc::new(Renderer::new().expect("renderer"));
        let play = Arc::new(PlayData::new(service, renderer));
        let (release, wait) = tokio::sync::oneshot::channel::<()>();
        let mover = tokio::spawn({
            let play = Arc::clone(&play);
            async move {
                let _moving = play.move_guard().await;
                let _ = wait.await;
            }
        });
        tokio::task::yield_now().await;
        while play.gate.try_write().is_ok() {
            tokio::task::yield_now().await;
        }
        let limit = Duration::from_millis(50);
        assert!(!play.drain(limit).await, "drained while a move was running");
        let _ = release.send(());
        mover.await.expect("the move finished");
        assert!(play.drain(Duration::from_secs(1)).await);
        assert!(
            *play.stopping().borrow(),
            "the deadline task is told to stop"
        );
        let late = tokio::time::timeout(limit, play.move_guard()).await;
        assert!(late.is_err(), "a move after shutdown must not start");
    }

    #[test]
    fn service_errors_become_sentences() {
        let err = ServiceError::NotYourTurn { current_user: 5 };
        let en = crate::i18n::Lang::En;
        assert_eq!(sentence(&err, en), "It is not your turn; waiting for <@5>.");
        assert_eq!(
            sentence(&ServiceError::StaleTurn, en),
            "This turn was already played."
        );
        let de = sentence(&err, crate::i18n::Lang::De);
        assert_eq!(de, "Du bist nicht am Zug; wir warten auf <@5>.");
    }
}

//! AI seats' turns. When a game comes to an AI seat, its turn message says it is thinking and
//! the turn is queued; a worker plays each queued turn in a task of its own (the search runs
//! on a blocking thread), then announces it like any move. Games never wait for each other.
//!
//! Nothing here is remembered across a restart: the turn is in the database, and start-up,
//! the reminder timer and every new turn queue it again; the store's version check keeps a
//! turn decided twice (two processes, a restart mid-search) from being played twice.

use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use poise::serenity_prelude::Http;
use tokio::sync::mpsc;

use super::announce::after_move_on;
use super::turn_view::TURN_KIND;
use super::PlayData;
use crate::service::ServiceError;
use crate::store::GameId;

/// A turn of a game an AI seat must play.
pub type AiJob = (GameId, u32);

/// The queue between whoever notices an AI turn and the worker that plays it.
pub struct AiQueue {
    tx: mpsc::UnboundedSender<AiJob>,
    rx: Mutex<Option<mpsc::UnboundedReceiver<AiJob>>>,
    /// Turns being played now, so that a turn queued twice is played once per process.
    running: Mutex<HashSet<AiJob>>,
}

impl Default for AiQueue {
    fn default() -> Self {
        let (tx, rx) = mpsc::unbounded_channel();
        AiQueue {
            tx,
            rx: Mutex::new(Some(rx)),
            running: Mutex::new(HashSet::new()),
        }
    }
}

impl AiQueue {
    pub fn push(&self, game_id: GameId, turn: u32) {
        // The receiver only goes away with the process.
        let _ = self.tx.send((game_id, turn));
    }

    /// Marks a job as running; false if it already is.
    fn claim(&self, job: AiJob) -> bool {
        self.running
            .lock()
            .map(|mut set| set.insert(job))
            .unwrap_or(false)
    }

    fn release(&self, job: AiJob) {
        if let Ok(mut set) = self.running.lock() {
            set.remove(&job);
        }
    }
}

/// Starts the worker; call once (later calls find the receiver taken and do nothing). `http`
/// is Discord, where the turns are announced; `None` in the local play mode.
pub fn spawn(http: Option<Arc<Http>>, play: Arc<PlayData>) -> Option<tokio::task::JoinHandle<()>> {
    let mut rx = play.ai.rx.lock().ok()?.take()?;
    Some(tokio::spawn(async move {
        let mut stopping = play.stopping();
        loop {
            let job = tokio::select! {
                job = rx.recv() => job,
                _ = stopping.changed() => None,
            };
            let Some(job) = job else { return };
            if !play.ai.claim(job) {
                continue;
            }
            let (http, play) = (http.clone(), Arc::clone(&play));
            tokio::spawn(async move {
                if let Err(err) = play_turn(http.as_deref(), &play, job).await {
                    tracing::error!(game_id = job.0, turn = job.1, %err, "an AI turn failed");
                }
                play.ai.release(job);
            });
        }
    }))
}

async fn play_turn(
    http: Option<&Http>,
    play: &PlayData,
    (game_id, turn): AiJob,
) -> Result<(), super::PlayError> {
    let before = play.service.load(game_id).await?;
    // The search holds nothing: a shutdown meanwhile abandons it, and the turn is decided
    // again after the restart.
    let decided = match play.service.decide_ai_turn(game_id, turn).await {
        Ok(Some(decided)) => decided,
        Ok(None) | Err(ServiceError::NotActive) => return Ok(()),
        Err(err) => return Err(err.into()),
    };
    if *play.stopping().borrow() {
        return Ok(());
    }
    let _moving = play.move_guard().await;
    match play.service.play_ai_turn(decided).await {
        Ok(outcome) => {
            tracing::debug!(game_id, turn, "AI turn played");
            // Released before the announcement, which may queue the same turn again: after a
            // tile that fits nowhere the AI goes on with the next one in the same turn.
            play.ai.release((game_id, turn));
            after_move_on(http, play, &before, &outcome, None).await
        }
        // Someone (another process, a restarted one) played it already, or the game moved on.
        Err(ServiceError::StaleTurn | ServiceError::NotActive) => Ok(()),
        Err(err) => Err(err.into()),
    }
}

/// Queues an AI turn found at start-up; a turn nobody announced yet (the move before it was
/// stored but the bot stopped before posting) gets its "thinking" message first.
pub async fn resume(http: &Http, play: &PlayData, game_id: GameId, turn: u32) {
    let announced = match play.service.turn_messages(game_id, turn).await {
        Ok(messages) => messages.iter().any(|m| m.kind == TURN_KIND),
        Err(err) => {
            tracing::error!(game_id, %err, "could not read an AI turn's messages");
            true
        }
    };
    if announced {
        play.ai.push(game_id, turn);
        return;
    }
    let posted = match play.service.load(game_id).await {
        Ok(loaded) => super::announce::post_turn(http, play, &loaded).await,
        Err(err) => Err(err.into()),
    };
    if let Err(err) = posted {
        tracing::error!(game_id, %err, "could not announce an AI turn; playing it anyway");
        play.ai.push(game_id, turn);
    }
}

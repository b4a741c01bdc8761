//! The deadline task: sleeps on the injectable clock until the next stored deadline, then
//! reminds the player whose turn it is or, after the timeout, offers the others to skip the
//! turn or remove the player. Deadlines live in the database, so a restart re-arms them simply
//! by starting this task again; one that fell due while the bot was down fires at once.

use std::sync::Arc;
use std::time::{Duration, SystemTime};

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow, CreateButton, CreateMessage, Http};

use super::announce::{after_move_on, dm, dm_lang, reveal_turn_on};
use super::status::{duration_words, elapsed_words};
use super::turn_view::{REMINDER_KIND, TIMEOUT_KIND};
use super::{channel_id, PlayData, PlayError};
use crate::discord::control::Control;
use crate::discord::deliver;
use crate::service::{timeout_choice, LoadedGame, ServiceError};
use crate::store::{Deadline, DeadlineKind};

/// After a failure (database busy, Discord down) the task tries again after this long.
const RETRY: Duration = Duration::from_secs(30);
/// The task looks at the database at least this often: a move handled by another bot process
/// sharing the database arms timers this process hears nothing about.
const POLL: Duration = Duration::from_secs(15);

/// Runs until the bot shuts down. `http` is Discord, where reminders and timeout notices are
/// posted; `None` in the local play mode, whose games have no reminders or timeouts, only the
/// ends of undo windows.
pub fn spawn(http: Option<Arc<Http>>, play: Arc<PlayData>) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move { run(http.as_deref(), &play).await })
}

async fn run(http: Option<&Http>, play: &PlayData) {
    let mut stopping = play.stopping();
    let clock = play.service.clock().clone();
    loop {
        if *stopping.borrow() {
            return;
        }
        let poll_at = clock.now() + POLL;
        let wake_at = match fire_due(http, play).await {
            Ok(()) => match play.service.next_deadline().await {
                Ok(next) => next.map_or(poll_at, |at| unix_time(at).min(poll_at)),
                Err(err) => {
                    tracing::error!(%err, "could not read the next deadline");
                    clock.now() + RETRY
                }
            },
            Err(err) => {
                tracing::error!(%err, "handling due deadlines failed");
                clock.now() + RETRY
            }
        };
        let sleep = clock.sleep_until(wake_at);
        tokio::select! {
            () = sleep => {}
            () = play.timers.notified() => {}
            _ = stopping.changed() => {}
        }
    }
}

fn unix_time(secs: i64) -> SystemTime {
    let at = Duration::from_secs(secs.max(0).unsigned_abs());
    SystemTime::UNIX_EPOCH + at
}

/// Handles every deadline that is due now.
pub async fn fire_due(http: Option<&Http>, play: &PlayData) -> Result<(), PlayError> {
    for deadline in play.service.due_deadlines().await? {
        // The claim lives in the database, so of several bot processes sharing it exactly one
        // fires the timer. A reveal is marked fired at once, as an undo of the same turn
        // checks exactly that; a reminder or timeout only after its message went out, so that
        // a crash in between lets the lease run out and the timer fire again.
        let claimed = match deadline.kind {
            DeadlineKind::Reveal => play.service.mark_fired(&deadline).await?,
            DeadlineKind::Reminder | DeadlineKind::Timeout => {
                play.service.claim_deadline(&deadline).await?
            }
        };
        if !claimed {
            continue;
        }
        if let Err(err) = fire(http, play, &deadline).await {
            if let PlayError::Discord(e) = &err {
                if crate::discord::departures::archive_if_gone(play, deadline.game_id, e).await {
                    continue;
                }
            }
            if passing(&err) && deadline.kind != DeadlineKind::Reveal {
                // Left claimed but unfired: when the lease runs out it fires again, once the
                // database or Discord is back (its message's nonce keeps a repeat single).
                tracing::warn!(game_id = deadline.game_id, kind = %deadline.kind, %err, "a deadline will fire again after its lease");
                continue;
            }
            tracing::error!(game_id = deadline.game_id, kind = %deadline.kind, %err, "could not fire a deadline");
        }
        if deadline.kind != DeadlineKind::Reveal {
            play.service.mark_fired(&deadline).await?;
        }
    }
    Ok(())
}

/// Whether a failure should go away by itself: the database away for a moment, or Discord
/// failing past the retries of `deliver`. Anything else (a missing permission, a broken game)
/// would fail again, so the timer is spent rather than retried forever.
fn passing(err: &PlayError) -> bool {
    match err {
        PlayError::Service(ServiceError::Store(e)) => e.is_unavailable(),
        PlayError::Discord(e) => crate::discord::deliver::transient(e),
        _ => false,
    }
}

async fn fire(http: Option<&Http>, play: &PlayData, deadline: &Deadline) -> Result<(), PlayError> {
    if deadline.kind == DeadlineKind::Reveal {
        return reveal_turn_on(http, play, deadline.game_id, deadline.turn).await;
    }
    let loaded = play.service.load(deadline.game_id).await?;
    if !loaded.is_running() || loaded.turn() != deadline.turn {
        return Ok(());
    }
    // A player who answered a question just as its timer fell due moved the turn on to the
    // next question of the same turn, whose timers were armed anew: nothing to do.
    if !play.service.is_current(deadline).await? {
        return Ok(());
    }
    if deadline.kind == DeadlineKind::Timeout
        && loaded.game.as_ref().and_then(timeout_choice).is_some()
        && !loaded.current_seat().is_some_and(|s| s.is_ai())
    {
        return choose_for_absent(http, play, &loaded, deadline).await;
    }
    let now = play.service.clock().unix_seconds();
    if deadline.kind == DeadlineKind::Reminder {
        // After downtime the timeout may be due too: its notice says everything.
        let superseded = play
            .service
            .store()
            .deadlines(loaded.id())
            .await
            .map_err(crate::service::ServiceError::from)?
            .iter()
            .any(|d| d.kind == DeadlineKind::Timeout && d.turn == deadline.turn && d.due_at <= now);
        if superseded {
            return Ok(());
        }
    }
    let Some(seat) = loaded.current_seat() else {
        return Ok(());
    };
    if seat.is_ai() {
        // An AI is never reminded; a turn it has not played (a crash mid-search) is queued
        // again instead.
        play.ai.push(loaded.id(), loaded.turn());
        return Ok(());
    }
    // Without Discord, or without a channel, nobody can be reminded.
    let (Some(http), Some(channel)) = (http, channel_id(loaded.row.channel_id)) else {
        return Ok(());
    };
    // A player who left the server is not reminded or waited for but removed.
    if super::departures::remove_if_left(http, play, &loaded).await? {
        return Ok(());
    }
    let (game_id, turn) = (loaded.id(), loaded.turn());
    let since = loaded.row.updated_at;
    // Reminders and timeout notices are the channel's: in the game's language.
    let lang = loaded.settings.language;
    let (message, kind) = match deadline.kind {
        DeadlineKind::Reminder => {
            let question = loaded.game.as_ref().and_then(crate::expansions::asking);
            let text = if let Some(q) = question {
                let timeout = match loaded.settings.timeout_secs {
                    0 => None,
                    secs => Some(duration_words(lang, secs)),
                };
                q.reminder(&seat.mention(), turn + 1, since, timeout, lang)
            } else {
                crate::t!(
                    lang,
                    "turn-reminder",
                    mention = seat.mention(),
                    turn = turn + 1,
                    since = format!("<t:{since}:R>")
                )
            };
            let open = CreateButton::new(Control::OpenPanel.fixed_id(game_id, turn))
                .label(crate::t!(lang, "turn-open-panel"))
                .style(ButtonStyle::Primary);
            let message = CreateMessage::new()
                .content(text)
                .components(vec![CreateActionRow::Buttons(vec![open])]);
            (message, REMINDER_KIND)
        }
        DeadlineKind::Timeout | DeadlineKind::Reveal => {
            // How long the player has really been away: after downtime, more than the timeout.
            let waited = elapsed_words(lang, u32::try_from(now - since).unwrap_or(0));
            let follower = loaded
                .game
                .as_ref()
                .map_or("noun-follower", |g| g.words().follower.key);
            let (skip, remove) = (
                crate::t!(lang, "turn-skip-button"),
                crate::t!(lang, "turn-remove-button"),
            );
            let text = crate::t!(
                lang,
                "turn-timeout",
                mention = seat.mention(),
                turn = turn + 1,
                waited = waited,
                skip = skip.as_str(),
                remove = remove.as_str(),
                follower = follower
            );
            let buttons = vec![
                CreateButton::new(Control::Skip.fixed_id(game_id, turn))
                    .label(skip)
                    .style(ButtonStyle::Primary),
                CreateButton::new(Control::Remove.fixed_id(game_id, turn))
                    .label(remove)
                    .style(ButtonStyle::Danger),
            ];
            let message = CreateMessage::new()
                .content(text)
                .components(vec![CreateActionRow::Buttons(buttons)]);
            (message, TIMEOUT_KIND)
        }
    };
    // A timer fired again after a failure or a restart posts the same message, not another.
    let due = u64::try_from(deadline.due_at).unwrap_or(0);
    let nonce = deliver::game_nonce(kind, game_id, loaded.row.version, due);
    let sent = deliver::send(http, channel, message, nonce.clone()).await?;
    play.service
        .record_turn_message(game_id, turn, kind, channel.get(), sent.id.get())
        .await?;
    if seat.dm_opt_in && deadline.kind == DeadlineKind::Reminder {
        let lang = dm_lang(play, seat.user_id, lang).await;
        let text = crate::t!(lang, "turn-dm-reminder", link = sent.link());
        dm(http, seat.user_id, &text, format!("dm{nonce}")).await;
    }
    Ok(())
}

/// The timeout of a question the bot answers itself (the plague): it answers with
/// [`timeout_choice`] (the follower on the feature worth the least now, the first of equals)
/// and the channel reads who chose nothing and what was chosen for them.
async fn choose_for_absent(
    http: Option<&Http>,
    play: &PlayData,
    loaded: &LoadedGame,
    deadline: &Deadline,
) -> Result<(), PlayError> {
    let game_id = loaded.id();
    let _announcing = play.announcing(game_id);
    let _moving = play.move_guard().await;
    let (outcome, action) = match play.service.choose_on_timeout(game_id, deadline.turn).await {
        Ok(done) => done,
        // Answered meanwhile, or the next question's timer is not due yet.
        Err(ServiceError::StaleTurn | ServiceError::TooEarly { .. } | ServiceError::NotActive) => {
            return Ok(())
        }
        Err(err) => return Err(err.into()),
    };
    let lang = loaded.settings.language;
    let who = loaded.current_seat().map_or_else(
        || crate::t!(lang, "turn-a-player"),
        |s| s.display_name.clone(),
    );
    let waited = elapsed_words(
        lang,
        u32::try_from(play.service.clock().unix_seconds() - loaded.row.updated_at).unwrap_or(0),
    );
    let headline = loaded.game.as_ref().and_then(|game| {
        let q = crate::expansions::asking(game)?;
        Some(q.timed_out(game, action, &who, &waited, lang))
    });
    after_move_on(http, play, loaded, &outcome, headline).await
}

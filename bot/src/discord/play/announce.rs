//! What the channel sees: the turn prompt, the narration of a finished turn (with its undo
//! window), the reveal of the next turn and the final score sheet. These are channel messages
//! sent with the bot token, so they work from any context (a click, a timer, a command) and
//! stay editable after interaction tokens expire.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateAttachment, CreateButton, CreateMessage, EditMessage, Http,
};

use super::ids::game_cid;
use super::narrate::{narrate, scored_nothing, truncate, Names};
use super::status::breakdown_text;
use super::turn_view::{drawings, seat_names, turn_view, Addressing, REMINDER_KIND, TURN_KIND};
use super::{attachment_name, channel_id, message_id, Drawing, PlayData, PlayError};
use crate::service::{LoadedGame, MoveOutcome};
use crate::store::GameId;
use carcassonne_engine::{Event, Figure};
use carcassonne_render::BoardOptions;

/// Draws `drawings` and turns them into attachments.
pub async fn attachments(
    play: &PlayData,
    names: &[String],
    drawings: Vec<Drawing>,
) -> Result<Vec<CreateAttachment>, PlayError> {
    let mut out = Vec::new();
    for d in drawings {
        let stem = d.stem();
        let png = play.draw(names.to_vec(), d).await?;
        let name = attachment_name(stem, &png);
        out.push(CreateAttachment::bytes(png, name));
    }
    Ok(out)
}

/// Posts the prompt for the turn a running game waits for, and tells the player by DM if
/// they asked for it.
pub async fn post_turn(http: &Http, play: &PlayData, loaded: &LoadedGame) -> Result<(), PlayError> {
    let (Some(game), Some(seat)) = (&loaded.game, loaded.current_seat()) else {
        return Ok(());
    };
    let Some(channel) = channel_id(loaded.row.channel_id) else {
        return Ok(());
    };
    // An AI seat gets no prompt and no picture: its turn message says it is thinking, and
    // reads what it did once it played; the next person's prompt shows the board.
    let message = if seat.is_ai() {
        CreateMessage::new().content(format!(
            "🤖 **Turn {}** · {} is thinking…",
            game.turn() + 1,
            seat.display_name
        ))
    } else {
        let (content, view) = turn_view(loaded, game, seat, Addressing::Mention);
        let names = seat_names(loaded);
        let files = attachments(play, &names, drawings(game, view.pictures)).await?;
        CreateMessage::new()
            .content(truncate(content, 1990))
            .add_files(files)
            .components(view.rows)
    };
    let sent = channel.send_message(http, message).await?;
    play.service
        .record_turn_message(
            loaded.id(),
            game.turn(),
            TURN_KIND,
            channel.get(),
            sent.id.get(),
        )
        .await?;
    if seat.is_ai() {
        play.ai.push(loaded.id(), game.turn());
    }
    if seat.dm_opt_in {
        let text = format!("It is your turn in Carcassonne: {}", sent.link());
        dm(http, seat.user_id, &text).await;
    }
    Ok(())
}

/// A direct message; failures (DMs closed) are only logged, the channel mention still works.
pub async fn dm(http: &Http, user_id: u64, text: &str) {
    if user_id == 0 {
        return;
    }
    let user = serenity::UserId::new(user_id);
    let result = async {
        let channel = user.create_dm_channel(http).await?;
        channel.say(http, text).await
    }
    .await;
    if let Err(err) = result {
        tracing::info!(user_id, %err, "could not send a direct message");
    }
}

/// The Undo and Done buttons of a move that may still be taken back.
fn undo_rows(game_id: GameId, turn: u32, version: u64) -> Vec<CreateActionRow> {
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(game_cid(game_id, turn, &format!("undo.{version}")))
            .label("Undo")
            .style(ButtonStyle::Secondary),
        CreateButton::new(game_cid(game_id, turn, &format!("done.{version}")))
            .label("Done")
            .style(ButtonStyle::Primary),
    ])]
}

/// After a move: the old turn's messages lose their controls and the turn message reads what
/// happened; then the next prompt, or the end of the game, is posted. A move that may still be
/// taken back keeps Undo and Done on its message and the next turn waits for the window.
pub async fn after_move(
    http: &Http,
    play: &PlayData,
    before: &LoadedGame,
    outcome: &MoveOutcome,
    headline: Option<String>,
) -> Result<(), PlayError> {
    play.wake_timers();
    let names = seat_names(before);
    let mut story = narrate(&outcome.events, &Names(&names), &outcome.game);
    if let Some(headline) = headline {
        story = format!("{headline}\n{story}");
    }
    let mut text = format!("**Turn {}** · {story}", before.turn() + 1);
    let mut rows = Vec::new();
    if let Some(at) = outcome.reveal_at {
        let mover = before
            .current_seat()
            .map_or_else(|| "The player".to_owned(), |s| s.display_name.clone());
        text.push_str(&format!(
            "\n↩ {mover} may take this turn back until <t:{at}:T> (**Undo**); **Done** starts the next turn now."
        ));
        rows = undo_rows(before.id(), before.turn(), outcome.version);
    }
    retire_turn(
        http,
        play,
        before.id(),
        before.turn(),
        Some(&truncate(text, 1900)),
        rows,
        before.row.channel_id,
    )
    .await?;
    if outcome.finished {
        let ended_early = outcome.game.active_players().count() < 2;
        post_final(http, play, before.id(), &outcome.events, ended_early).await
    } else if outcome.reveal_at.is_none() {
        let loaded = play.service.load(before.id()).await?;
        post_turn(http, play, &loaded).await
    } else {
        Ok(())
    }
}

/// The figures that stood when final scoring began, if these events hold it.
fn final_figures(events: &[Event]) -> Option<Vec<Figure>> {
    events.iter().find_map(|e| match e {
        Event::FinalScoring { figures, .. } => Some(figures.clone()),
        _ => None,
    })
}

/// The undo window of the move before `turn` closed (the caller claimed it): its message loses
/// Undo and Done, and the turn is posted.
pub async fn reveal_turn(
    http: &Http,
    play: &PlayData,
    game_id: GameId,
    turn: u32,
) -> Result<(), PlayError> {
    let loaded = play.service.load(game_id).await?;
    if let Some(previous) = turn.checked_sub(1) {
        strip_controls(http, play, game_id, previous).await;
    }
    if loaded.is_running() && loaded.turn() == turn {
        post_turn(http, play, &loaded).await?;
    }
    Ok(())
}

/// Removes every control from the messages of `turn` (their words stay).
async fn strip_controls(http: &Http, play: &PlayData, game_id: GameId, turn: u32) {
    let Ok(messages) = play.service.turn_messages(game_id, turn).await else {
        return;
    };
    for m in messages {
        let (Some(channel), Some(id)) = (channel_id(m.channel_id), message_id(m.message_id)) else {
            continue;
        };
        let edit = EditMessage::new().components(Vec::new());
        if let Err(err) = channel.edit_message(http, id, edit).await {
            tracing::warn!(game_id, turn, %err, "could not strip a turn message's controls");
        }
    }
}

/// Strips the controls of every message of a turn; the turn message gets `text` (and `rows`)
/// instead of its prompt. Without a recorded turn message the text is posted anew so it is not
/// lost.
pub async fn retire_turn(
    http: &Http,
    play: &PlayData,
    game_id: GameId,
    turn: u32,
    text: Option<&str>,
    rows: Vec<CreateActionRow>,
    fallback_channel: u64,
) -> Result<(), PlayError> {
    let messages = play.service.turn_messages(game_id, turn).await?;
    let mut told = false;
    for m in messages {
        let (Some(channel), Some(id)) = (channel_id(m.channel_id), message_id(m.message_id)) else {
            continue;
        };
        let carries_text = m.kind == TURN_KIND && text.is_some();
        let mut edit = EditMessage::new().components(if carries_text {
            rows.clone()
        } else {
            Vec::new()
        });
        if let (true, Some(text)) = (carries_text, text) {
            edit = edit.content(text);
        }
        if m.kind == REMINDER_KIND {
            // A reminder must not keep saying "it is still your turn".
            edit = edit.content(format!(
                "⏰ Reminder for turn {}: that turn is over.",
                turn + 1
            ));
        }
        // A deleted message must not stop the game.
        match channel.edit_message(http, id, edit).await {
            Ok(_) => told |= carries_text,
            Err(err) => {
                tracing::warn!(game_id, turn, message = m.message_id, %err, "could not retire a turn message");
            }
        }
    }
    if let (Some(text), false, Some(channel)) = (text, told, channel_id(fallback_channel)) {
        let sent = channel
            .send_message(http, CreateMessage::new().content(text).components(rows))
            .await?;
        play.service
            .record_turn_message(game_id, turn, TURN_KIND, channel.get(), sent.id.get())
            .await?;
    }
    Ok(())
}

/// The custom_id action of the Rematch button on the final score sheet.
pub const REMATCH: &str = "rematch";

/// The final board (with the figures that stood before final scoring, when `events` hold
/// them), every player's points by kind of feature, the features held that scored nothing and
/// why, and the winners; for a game that ended early, why; and a Rematch button.
pub async fn post_final(
    http: &Http,
    play: &PlayData,
    game_id: GameId,
    events: &[Event],
    ended_early: bool,
) -> Result<(), PlayError> {
    let figures = final_figures(events);
    let loaded = play.service.load(game_id).await?;
    let (Some(game), Some(channel)) = (&loaded.game, channel_id(loaded.row.channel_id)) else {
        return Ok(());
    };
    let sheet = loaded.breakdown()?;
    let names = seat_names(&loaded);
    let files = attachments(
        play,
        &names,
        vec![Drawing::Final(game.clone(), figures.clone())],
    )
    .await?;
    let mut content = String::from("**Game over!**");
    if ended_early {
        let left: Vec<String> = loaded
            .seats
            .iter()
            .filter(|s| !s.removed)
            .map(|s| s.display_name.clone())
            .collect();
        content.push_str(&format!(
            " The game ended early: too few players were left ({} still playing), so it was scored as it stood.",
            if left.is_empty() { "nobody".to_owned() } else { left.join(", ") }
        ));
    }
    content.push_str(&format!(" Final scores:\n{}", breakdown_text(&sheet)));
    let nothing = scored_nothing(events, &Names(&names));
    if !nothing.is_empty() {
        content.push_str("\nHeld but worth nothing at the end:");
        for line in nothing {
            content.push_str(&format!("\n- {line}"));
        }
    }
    let rematch = CreateButton::new(game_cid(game_id, loaded.turn(), REMATCH))
        .label("Rematch")
        .style(ButtonStyle::Primary);
    let message = CreateMessage::new()
        .content(truncate(content, 1990))
        .components(vec![CreateActionRow::Buttons(vec![rematch])])
        .add_files(files);
    channel.send_message(http, message).await?;
    // The replay is a keepsake: failing to draw or post it must not fail the game's end.
    if let Err(err) = post_replay(http, play, &loaded, channel, figures).await {
        tracing::warn!(game_id, %err, "could not post the replay of a finished game");
    }
    Ok(())
}

/// Discord takes 10 MiB per file without boosts; the rest is room for the request around it.
pub const REPLAY_MAX_BYTES: usize = 9 * 1024 * 1024;

/// The whole game as an animated GIF, one frame per turn, the last one with the figures that
/// stood before final scoring.
async fn post_replay(
    http: &Http,
    play: &PlayData,
    loaded: &LoadedGame,
    channel: serenity::ChannelId,
    figures: Option<Vec<Figure>>,
) -> Result<(), PlayError> {
    let history = play.service.history(loaded).await?;
    let frames = history.turn_frames();
    let turns = frames.len().saturating_sub(1);
    let opts = BoardOptions {
        player_names: seat_names(loaded),
        figures,
        ..BoardOptions::default()
    };
    let renderer = std::sync::Arc::clone(&play.renderer);
    // Drawing every turn takes a good fraction of a second of CPU: off the async threads.
    let gif = tokio::task::spawn_blocking(move || {
        renderer.render_replay(&frames, &opts, REPLAY_MAX_BYTES)
    })
    .await??;
    let message = CreateMessage::new()
        .content(format!(
            "🎞️ The whole game in {turns} turn{}.",
            if turns == 1 { "" } else { "s" }
        ))
        .add_file(CreateAttachment::bytes(gif, "replay.gif"));
    channel.send_message(http, message).await?;
    Ok(())
}

//! What the channel sees: the turn prompt, the narration of a finished turn and the final
//! score sheet. These are channel messages sent with the bot token, so they work from any
//! context (a click, a timer, a command) and stay editable after interaction tokens expire.

use poise::serenity_prelude as serenity;
use serenity::{CreateAttachment, CreateMessage, EditMessage, Http};

use super::narrate::{narrate, truncate, Names};
use super::panel::Picture;
use super::status::breakdown_text;
use super::turn_view::{seat_names, turn_content, turn_rows, TURN_KIND};
use super::{channel_id, message_id, PlayData, PlayError};
use crate::service::{LoadedGame, MoveOutcome};
use crate::store::GameId;

/// Posts the prompt for the turn a running game waits for, and tells the player by DM if
/// they asked for it.
pub async fn post_turn(http: &Http, play: &PlayData, loaded: &LoadedGame) -> Result<(), PlayError> {
    let (Some(game), Some(seat)) = (&loaded.game, loaded.current_seat()) else {
        return Ok(());
    };
    let Some(channel) = channel_id(loaded.row.channel_id) else {
        return Ok(());
    };
    let png = play.draw(game, seat_names(loaded), Picture::Board).await?;
    let message = CreateMessage::new()
        .content(turn_content(loaded, game, seat))
        .add_file(CreateAttachment::bytes(png, "board.png"))
        .components(turn_rows(loaded, game));
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

/// After a move: the old turn's messages lose their controls and the turn message reads what
/// happened; then the next prompt, or the end of the game, is posted.
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
    let text = truncate(format!("**Turn {}** · {story}", before.turn() + 1), 1900);
    retire_turn(
        http,
        play,
        before.id(),
        before.turn(),
        Some(&text),
        before.row.channel_id,
    )
    .await?;
    if outcome.finished {
        post_final(http, play, before.id()).await
    } else {
        let loaded = play.service.load(before.id()).await?;
        post_turn(http, play, &loaded).await
    }
}

/// Strips the controls of every message of a turn; the turn message gets `text` instead of
/// its prompt. Without a recorded turn message the text is posted anew so it is not lost.
pub async fn retire_turn(
    http: &Http,
    play: &PlayData,
    game_id: GameId,
    turn: u32,
    text: Option<&str>,
    fallback_channel: u64,
) -> Result<(), PlayError> {
    let messages = play.service.turn_messages(game_id, turn).await?;
    let mut told = false;
    for m in messages {
        let (Some(channel), Some(id)) = (channel_id(m.channel_id), message_id(m.message_id)) else {
            continue;
        };
        let mut edit = EditMessage::new().components(Vec::new());
        let carries_text = m.kind == TURN_KIND && text.is_some();
        if let (true, Some(text)) = (carries_text, text) {
            edit = edit.content(text);
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
        channel.say(http, text).await?;
    }
    Ok(())
}

/// The final board, every player's points by kind of feature, and the winners.
pub async fn post_final(http: &Http, play: &PlayData, game_id: GameId) -> Result<(), PlayError> {
    let loaded = play.service.load(game_id).await?;
    let (Some(game), Some(channel)) = (&loaded.game, channel_id(loaded.row.channel_id)) else {
        return Ok(());
    };
    let sheet = loaded.breakdown()?;
    let png = play.draw(game, seat_names(&loaded), Picture::Final).await?;
    let content = format!("**Game over!** Final scores:\n{}", breakdown_text(&sheet));
    let message = CreateMessage::new()
        .content(content)
        .add_file(CreateAttachment::bytes(png, "final.png"));
    channel.send_message(http, message).await?;
    Ok(())
}

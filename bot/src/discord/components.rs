//! Routes button and menu presses to their handlers by the custom_id they carry; no state
//! is kept in memory, so controls keep working across restarts.

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage,
};

use super::control::Control;
use super::custom_id::CustomId;
use super::locale::{reader_lang, server_lang};
use super::{play, ratings, BotError, Data};
use crate::i18n::Lang;
use crate::service::{ChannelRef, ServiceError};
use crate::t;

pub async fn on_event(
    framework: poise::FrameworkContext<'_, Data, BotError>,
    event: &serenity::FullEvent,
) -> Result<(), BotError> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(press),
    } = event
    {
        on_component(framework.serenity_context, framework.user_data, press).await?;
    }
    Ok(())
}

async fn on_component(
    ctx: &serenity::Context,
    data: &Data,
    press: &ComponentInteraction,
) -> Result<(), BotError> {
    // The presser's allowance first: a press over it is refused before anything is read, and
    // changes nothing.
    if let Err(limited) = data.limits.press(press.user.id.get()) {
        tracing::debug!(user = %press.user.id, ?limited, "refused a press over the limit");
        // Their own language choice is in the database, which a refusal must not touch.
        let fallback = server_lang(press.guild_locale.as_deref());
        let lang = Lang::pick(None, Some(&press.locale), fallback);
        let text = t!(
            lang,
            "limit-presses",
            limit = limited.per_minute,
            seconds = limited.retry_secs()
        );
        press.create_response(&ctx.http, ephemeral(text)).await?;
        return Ok(());
    }
    let id = match CustomId::parse(&press.data.custom_id) {
        Ok(id) => id,
        Err(why) => {
            tracing::warn!(custom_id = %press.data.custom_id, user = %press.user.id, %why, "refused a component id");
            // What was wrong with the id is for the log; the presser learns it is not ours.
            let lang = presser_lang(data, press).await;
            let text = t!(lang, "error-not-my-control");
            press.create_response(&ctx.http, ephemeral(text)).await?;
            return Ok(());
        }
    };
    if let Some(Control::Rematch) = Control::parse(&id.action) {
        if let Err(full) = server_room(data, press).await {
            let text = full.text(presser_lang(data, press).await);
            press.create_response(&ctx.http, ephemeral(text)).await?;
            return Ok(());
        }
    }
    let Some(handled) = ratings::on_press(&ctx.http, &data.play, press, &id).await else {
        // Game controls answer their own faults: only they know whether Discord was answered.
        play::presses::on_press(&ctx.http, &data.play, press, &id).await;
        return Ok(());
    };
    if let Err(err) = handled {
        tracing::error!(custom_id = %press.data.custom_id, user = %press.user.id, %err, "a control failed");
        // Whether or not the press was answered yet, the presser hears about it privately.
        let apology = t!(presser_lang(data, press).await, "error-press-failed");
        if press
            .create_response(&ctx.http, ephemeral(apology.clone()))
            .await
            .is_err()
        {
            let followup = CreateInteractionResponseFollowup::new()
                .content(apology)
                .ephemeral(true);
            if let Err(err) = press.create_followup(&ctx.http, followup).await {
                tracing::error!(%err, "could not apologise for a failed control");
            }
        }
    }
    Ok(())
}

/// Whether the presser's server may open the lobby a Rematch would: `Err(ServerFull)` when it
/// has its most games open. A database that cannot be read lets the press through, to fail
/// there as any press would.
async fn server_room(data: &Data, press: &ComponentInteraction) -> Result<(), ServiceError> {
    let channel = ChannelRef {
        guild_id: press.guild_id.map(|g| g.get()),
        channel_id: press.channel_id.get(),
    };
    let cap = data.limits.limits().server_cap();
    match data.play.service.ensure_server_room(channel, cap).await {
        Err(full @ ServiceError::ServerFull { .. }) => Err(full),
        _ => Ok(()),
    }
}

/// The presser's language when the press names no game we can read: their own choice, else
/// their client's, else the server's.
async fn presser_lang(data: &Data, press: &ComponentInteraction) -> crate::i18n::Lang {
    let fallback = server_lang(press.guild_locale.as_deref());
    reader_lang(
        &data.play.service,
        press.user.id.get(),
        Some(&press.locale),
        fallback,
    )
    .await
}

/// A reply only the presser sees; the message the control sits on stays as it was.
pub fn ephemeral(text: impl Into<String>) -> CreateInteractionResponse {
    CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true),
    )
}

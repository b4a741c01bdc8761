//! Routes button and menu presses to their handlers by the custom_id they carry.

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseMessage};

use super::custom_id::CustomId;
use super::{lobby, BotError, Data};

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
    let id = match CustomId::parse(&press.data.custom_id) {
        Ok(id) => id,
        Err(why) => {
            tracing::warn!(custom_id = %press.data.custom_id, user = %press.user.id, %why, "refused a component id");
            let text = format!("I cannot use that control: its id {why}.");
            press.create_response(&ctx.http, ephemeral(text)).await?;
            return Ok(());
        }
    };
    match id.turn {
        lobby::LOBBY_TURN => lobby::on_button(ctx, data, press, &id).await,
        _ => {
            let text = "That game is not running here any more.";
            press.create_response(&ctx.http, ephemeral(text)).await?;
            Ok(())
        }
    }
}

/// A reply only the presser sees; the message the control sits on stays as it was.
pub fn ephemeral(text: impl Into<String>) -> CreateInteractionResponse {
    CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true),
    )
}

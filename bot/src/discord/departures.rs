//! Servers, channels and members that go away while games are open in them.

use poise::serenity_prelude as serenity;

use super::{BotError, Data};

pub async fn on_event(
    _framework: poise::FrameworkContext<'_, Data, BotError>,
    _event: &serenity::FullEvent,
) -> Result<(), BotError> {
    Ok(())
}

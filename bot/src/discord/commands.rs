//! The `/carcassonne` slash command group.

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::lobby::{self, Lobby};
use super::{BotError, Context};

/// Play Carcassonne in this channel.
#[poise::command(slash_command, subcommands("start", "gallery"), subcommand_required)]
pub async fn carcassonne(_ctx: Context<'_>) -> Result<(), BotError> {
    // Discord never invokes a group with subcommands by itself.
    Ok(())
}

/// Open a lobby for a new game in this channel.
#[poise::command(slash_command, guild_only)]
async fn start(ctx: Context<'_>) -> Result<(), BotError> {
    // The interaction id is a snowflake: unique, and it survives a restart unlike a counter.
    let game = ctx.id();
    let lobby = Lobby::new(ctx.author().id);
    let reply = CreateReply::default()
        .content(lobby::content(&lobby))
        .components(lobby::components(game, &lobby));
    ctx.data().lobbies.insert(game, lobby);
    ctx.send(reply).await?;
    tracing::info!(game, channel = %ctx.channel_id(), "opened a lobby");
    Ok(())
}

/// Show every tile of the game with its name.
#[poise::command(slash_command)]
async fn gallery(ctx: Context<'_>) -> Result<(), BotError> {
    // Drawing may outlast Discord's 3-second window on a busy host; deferring buys 15 minutes.
    ctx.defer().await?;
    let renderer = ctx.data().renderer.clone();
    // Drawing is CPU work; off the async threads it cannot stall the gateway heartbeat.
    let png = tokio::task::spawn_blocking(move || renderer.render_gallery()).await??;
    let name = "gallery.png";
    let reply = CreateReply::default()
        .content("Every tile, with the name the rulebooks use")
        .attachment(serenity::CreateAttachment::bytes(png, name))
        .embed(serenity::CreateEmbed::new().image(format!("attachment://{name}")));
    ctx.send(reply).await?;
    Ok(())
}

//! Ratings on Discord: `/carcassonne leaderboard`, `/carcassonne profile` and the table's
//! page buttons. The ratings themselves are written when a game ends (see
//! [`crate::service::GameService::profile`] and [`crate::ratings`]).

pub mod view;

use carcassonne_engine::GameKind;
use carcassonne_render::ProfileChart;
use poise::serenity_prelude as serenity;
use poise::CreateReply;
use serenity::{
    ComponentInteraction, CreateAttachment, CreateInteractionResponse,
    CreateInteractionResponseMessage, Http,
};

use super::commands::{game_keys, game_kind, private, reader};
use super::components::ephemeral;
use super::custom_id::CustomId;
use super::locale::{command_server_lang, server_lang};
use super::play::{PlayData, PlayError};
use super::{BotError, Context};
use crate::i18n::Lang;
use crate::service::user_key;
use crate::t;

/// The game a command names, refused privately when unknown or not playable.
async fn chosen_game(ctx: Context<'_>, game: Option<&str>) -> Result<Option<GameKind>, BotError> {
    let lang = reader(ctx, None).await;
    match game_kind(lang, game) {
        Ok(kind) if kind.is_available() => Ok(Some(kind)),
        Ok(kind) => {
            let label = super::play::rules_text::game_label(kind, lang);
            private(ctx, t!(lang, "cmd-not-playable", game = label))
                .await
                .map(|()| None)
        }
        Err(why) => private(ctx, why).await.map(|()| None),
    }
}

/// The server's ratings, best first.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "The game (default: carcassonne)"]
    #[autocomplete = "game_keys"]
    game: Option<String>,
) -> Result<(), BotError> {
    let Some(guild) = ctx.guild_id() else {
        return Ok(());
    };
    let Some(kind) = chosen_game(ctx, game.as_deref()).await? else {
        return Ok(());
    };
    let service = &ctx.data().play.service;
    let board = service
        .leaderboard(guild.get(), kind, 0)
        .await
        .map_err(BotError::from)?;
    // The table is posted for the channel: in the server's language.
    let lang = command_server_lang(ctx);
    let reply = CreateReply::default()
        .embed(view::leaderboard_embed(lang, &board))
        .components(view::leaderboard_buttons(lang, &board));
    ctx.send(reply).await?;
    Ok(())
}

/// A player's games, wins, rating over time and scores in this server.
#[poise::command(slash_command, guild_only)]
pub async fn profile(
    ctx: Context<'_>,
    #[description = "Whose profile (default: yours)"] user: Option<serenity::User>,
    #[description = "Only the games of this game (default: every game)"]
    #[autocomplete = "game_keys"]
    game: Option<String>,
) -> Result<(), BotError> {
    let Some(guild) = ctx.guild_id() else {
        return Ok(());
    };
    let only = match game {
        Some(key) => match chosen_game(ctx, Some(&key)).await? {
            Some(kind) => Some(kind),
            None => return Ok(()),
        },
        None => None,
    };
    let whom = user.as_ref().unwrap_or_else(|| ctx.author());
    let play = &ctx.data().play;
    let lang = command_server_lang(ctx);
    let found = play
        .service
        .profile(guild.get(), &user_key(whom.id.get()), only)
        .await
        .map_err(BotError::from)?;
    let Some(profile) = found else {
        let reader = reader(ctx, None).await;
        let name = whom.display_name().to_owned();
        return private(ctx, t!(reader, "rate-profile-nobody", player = name)).await;
    };
    // Drawing the picture may outlast Discord's 3 seconds on a busy host.
    ctx.defer().await?;
    let picture = format!("profile-{}.png", whom.id.get());
    let png = draw(play, &profile, lang).await?;
    let reply = CreateReply::default()
        .embed(view::profile_embed(lang, &profile, &picture))
        .attachment(CreateAttachment::bytes(png, picture));
    ctx.send(reply).await?;
    Ok(())
}

/// The profile's picture: rating curve and score distribution.
async fn draw(
    play: &PlayData,
    profile: &crate::service::Profile,
    lang: Lang,
) -> Result<Vec<u8>, BotError> {
    let chart = ProfileChart {
        name: view::player_name(lang, &profile.player, &profile.display_name),
        colour: None,
        ratings: profile.curve.clone(),
        scores: profile.scores.clone(),
        lang,
    };
    let renderer = play.renderer.clone();
    // Drawing is CPU work; off the async threads it cannot stall the gateway heartbeat.
    let png = tokio::task::spawn_blocking(move || renderer.render_profile(&chart)).await??;
    Ok(png)
}

/// A press of a table's page button: the message shows the page asked for. `None` if the
/// id is not a page button's (the caller routes it on).
pub async fn on_press(
    http: &Http,
    play: &PlayData,
    press: &ComponentInteraction,
    id: &CustomId,
) -> Option<Result<(), PlayError>> {
    let (game, page) = view::parse_page(id)?;
    Some(show_page(http, play, press, game, page).await)
}

async fn show_page(
    http: &Http,
    play: &PlayData,
    press: &ComponentInteraction,
    game: GameKind,
    page: usize,
) -> Result<(), PlayError> {
    let lang = server_lang(press.guild_locale.as_deref());
    let Some(guild) = press.guild_id else {
        press
            .create_response(http, ephemeral(t!(lang, "rate-board-no-server")))
            .await?;
        return Ok(());
    };
    let board = play.service.leaderboard(guild.get(), game, page).await?;
    let message = CreateInteractionResponseMessage::new()
        .embed(view::leaderboard_embed(lang, &board))
        .components(view::leaderboard_buttons(lang, &board));
    press
        .create_response(http, CreateInteractionResponse::UpdateMessage(message))
        .await?;
    Ok(())
}

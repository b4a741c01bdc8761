//! Servers and channels that go away while games are open in them: their games are archived
//! (see `service::departures`). An outage (a server that becomes unavailable) is not a
//! departure: its games wait for it to come back.
//!
//! A member who leaves the server is not seen here: Discord only tells bots with the
//! privileged GUILD_MEMBERS intent, which the bot does not ask for so that installing it
//! needs no extra switch in the developer portal. Their seat is handled like any absent
//! player's: the turn times out and the others skip or remove them.

use poise::serenity_prelude as serenity;

use super::play::PlayData;
use super::{BotError, Data};
use crate::store::{GameId, Place};

pub async fn on_event(
    framework: poise::FrameworkContext<'_, Data, BotError>,
    event: &serenity::FullEvent,
) -> Result<(), BotError> {
    let place = match event {
        serenity::FullEvent::GuildDelete { incomplete, .. } if !incomplete.unavailable => {
            Place::Server(incomplete.id.get())
        }
        serenity::FullEvent::ChannelDelete { channel, .. } => Place::Channel(channel.id.get()),
        serenity::FullEvent::ThreadDelete { thread, .. } => Place::Channel(thread.id.get()),
        _ => return Ok(()),
    };
    framework
        .user_data
        .play
        .service
        .archive_games_in(place)
        .await?;
    Ok(())
}

/// Discord's JSON error codes for a channel or server that no longer exists.
const UNKNOWN_CHANNEL: isize = 10003;
const UNKNOWN_GUILD: isize = 10004;

/// Archives game `game_id`'s channel's (or server's) games when `err` says the channel (or
/// server) is gone: a deletion the bot missed while it was offline is found the first time a
/// timer of the game posts there. True if it archived.
pub async fn archive_if_gone(play: &PlayData, game_id: GameId, err: &serenity::Error) -> bool {
    let serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) = err else {
        return false;
    };
    let code = response.error.code;
    if code != UNKNOWN_CHANNEL && code != UNKNOWN_GUILD {
        return false;
    }
    let row = match play.service.store().game(game_id).await {
        Ok(row) => row,
        Err(err) => {
            tracing::warn!(game_id, %err, "could not read a game whose channel is gone");
            return false;
        }
    };
    let place = match (code, row.guild_id) {
        (UNKNOWN_GUILD, Some(guild)) => Place::Server(guild),
        _ => Place::Channel(row.channel_id),
    };
    match play.service.archive_games_in(place).await {
        Ok(archived) => !archived.is_empty(),
        Err(err) => {
            tracing::warn!(game_id, %err, "could not archive the games of a place that is gone");
            false
        }
    }
}

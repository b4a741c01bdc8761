//! A player who left the server while seated in a running game. Bots hear of members leaving
//! only with the privileged GUILD_MEMBERS intent, which the bot does not ask for; so the bot
//! asks Discord whether the player is still a member when their turn's first timer (the
//! reminder, else the timeout) falls due, and removes the seat of one who is not. The game
//! goes on for the others as after a removal by timeout.

use poise::serenity_prelude as serenity;
use serenity::{Http, HttpError};

use super::announce::{announce_move, prepare_next};
use super::{PlayData, PlayError};
use crate::service::{LoadedGame, ServiceError};

/// Discord's JSON error code for "Unknown Member".
const UNKNOWN_MEMBER: isize = 10007;

/// Removes the current seat's player if they are no longer a member of the game's server;
/// true if it did. Anything Discord cannot answer clearly leaves the seat as it is: a player
/// must not lose their seat to an outage.
pub async fn remove_if_left(
    http: &Http,
    play: &PlayData,
    loaded: &LoadedGame,
) -> Result<bool, PlayError> {
    let (Some(guild), Some(seat)) = (loaded.row.guild_id, loaded.current_seat()) else {
        return Ok(false);
    };
    if seat.is_ai() || guild == 0 || seat.user_id == 0 {
        return Ok(false);
    }
    let guild = serenity::GuildId::new(guild);
    let user = serenity::UserId::new(seat.user_id);
    match http.get_member(guild, user).await {
        Ok(_) => return Ok(false),
        Err(serenity::Error::Http(HttpError::UnsuccessfulRequest(response)))
            if response.error.code == UNKNOWN_MEMBER => {}
        Err(err) => {
            tracing::warn!(game_id = loaded.id(), %err, "could not ask whether a player is still in the server");
            return Ok(false);
        }
    }
    let (game_id, turn) = (loaded.id(), loaded.turn());
    let _announcing = play.announcing(game_id);
    let _moving = play.move_guard().await;
    let outcome = match play.service.remove_player(game_id, turn, None).await {
        Ok(outcome) => outcome,
        // Played or removed meanwhile: nothing left to do.
        Err(ServiceError::StaleTurn | ServiceError::NotActive) => return Ok(true),
        Err(err) => return Err(err.into()),
    };
    tracing::info!(
        game_id,
        turn,
        user = seat.user_id,
        "removed a player who left the server"
    );
    let headline = crate::t!(
        loaded.settings.language,
        "turn-left-server",
        name = seat.display_name.as_str()
    );
    let next = prepare_next(play, loaded, &outcome).await;
    announce_move(http, play, loaded, &outcome, Some(headline), next?).await?;
    Ok(true)
}

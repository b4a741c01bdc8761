//! Getting messages and answers to Discord through its bad moments. Serenity's ratelimiter
//! already waits out 429s; what is left is a 500 or 502 (Discord may or may not have done the
//! work before failing) and a connection that breaks. Every channel message is therefore sent
//! with a nonce that Discord enforces (a second create with the same nonce by the same author
//! within a few minutes returns the first message instead of posting another), so a retry can
//! never post twice; edits are the same whatever how often they are made; and a first answer
//! to a press that Discord already took counts as given (40060).

use std::future::Future;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use serenity::{
    ChannelId, ComponentInteraction, CreateInteractionResponse, CreateMessage,
    EditInteractionResponse, EditMessage, Http, Message, MessageId, Nonce,
};

/// Discord's answer about a message that is not there (any more).
const UNKNOWN_MESSAGE: isize = 10008;

/// Discord's answer to a second first response: the first one arrived.
const ALREADY_ACKNOWLEDGED: isize = 40060;

/// How often a channel message or edit is tried, and the first wait between tries (doubled
/// each time, at most [`MAX_BACKOFF`]): about 6 s in all before the error goes up.
const ATTEMPTS: u32 = 6;
const FIRST_BACKOFF: Duration = Duration::from_millis(150);
const MAX_BACKOFF: Duration = Duration::from_secs(2);

/// A first response is worth retrying only while Discord's 3 s can still be met.
const RESPONSE_BUDGET: Duration = Duration::from_millis(2_400);
const RESPONSE_BACKOFF: Duration = Duration::from_millis(100);

/// The nonce of a channel message, the same every time the same message is meant: `parts`
/// name what it is (the game, the stored version it shows, its kind...). Discord takes at
/// most 25 characters, so the parts are hashed (FNV-1a: stable across builds and processes,
/// so a message re-sent after a restart is still recognised).
pub fn nonce(kind: &str, parts: &[u64]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for &b in bytes {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    };
    eat(kind.as_bytes());
    for part in parts {
        eat(b"/");
        eat(&part.to_le_bytes());
    }
    format!("cc{hash:x}")
}

/// The nonce of a message about game `game_id` as stored at `version` (every move, an undo
/// too, counts up), of kind `kind`; `extra` tells apart several of one kind at one version.
pub fn game_nonce(kind: &str, game_id: i64, version: u64, extra: u64) -> String {
    nonce(kind, &[game_id.unsigned_abs(), version, extra])
}

/// Whether an error may go away by trying again: Discord failing (5xx), a 429 that reached us
/// (serenity waits those out itself when its ratelimiter is on), or the connection breaking.
pub fn transient(err: &serenity::Error) -> bool {
    match err {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            r.status_code.is_server_error() || r.status_code.as_u16() == 429
        }
        serenity::Error::Http(serenity::HttpError::Request(_)) => true,
        _ => false,
    }
}

fn discord_code(err: &serenity::Error) -> Option<isize> {
    match err {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => Some(r.error.code),
        _ => None,
    }
}

/// Runs `attempt` until it succeeds, fails for good, or the tries run out.
async fn retried<T, F, Fut>(what: &'static str, mut attempt: F) -> Result<T, serenity::Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    let mut wait = FIRST_BACKOFF;
    let mut tries = 1;
    loop {
        match attempt().await {
            Err(err) if tries < ATTEMPTS && transient(&err) => {
                tracing::info!(what, tries, %err, "Discord failed; trying again");
                tokio::time::sleep(wait).await;
                wait = (wait * 2).min(MAX_BACKOFF);
                tries += 1;
            }
            done => return done,
        }
    }
}

/// Posts `message` in `channel` once, however often it has to be sent: with `nonce` (see
/// [`nonce`]) enforced by Discord.
pub async fn send(
    http: &Http,
    channel: ChannelId,
    message: CreateMessage,
    nonce: String,
) -> Result<Message, serenity::Error> {
    let message = message.nonce(Nonce::String(nonce)).enforce_nonce(true);
    retried("send_message", || {
        channel.send_message(http, message.clone())
    })
    .await
}

/// Edits a channel message with the bot token; the same edit twice is still one edit.
pub async fn edit(
    http: &Http,
    channel: ChannelId,
    id: MessageId,
    edit: EditMessage,
) -> Result<Message, serenity::Error> {
    retried("edit_message", || {
        channel.edit_message(http, id, edit.clone())
    })
    .await
}

/// Deletes a channel message of the bot's; one already gone counts as deleted.
pub async fn delete(http: &Http, channel: ChannelId, id: MessageId) -> Result<(), serenity::Error> {
    match retried("delete_message", || channel.delete_message(http, id)).await {
        Err(err) if discord_code(&err) == Some(UNKNOWN_MESSAGE) => Ok(()),
        done => done,
    }
}

/// Reads a channel message.
pub async fn fetch(
    http: &Http,
    channel: ChannelId,
    id: MessageId,
) -> Result<Message, serenity::Error> {
    retried("read_message", || channel.message(http, id)).await
}

/// The first response to a press, tried again while Discord's 3 s allow; an answer that
/// Discord says it already has (it took the first try, then failed to say so) is given.
pub async fn respond(
    http: &Http,
    press: &ComponentInteraction,
    response: CreateInteractionResponse,
) -> Result<(), serenity::Error> {
    let started = Instant::now();
    let mut wait = RESPONSE_BACKOFF;
    loop {
        match press.create_response(http, response.clone()).await {
            Ok(()) => return Ok(()),
            Err(err) if discord_code(&err) == Some(ALREADY_ACKNOWLEDGED) => {
                tracing::info!(%err, "a first response Discord took before failing");
                return Ok(());
            }
            Err(err) if transient(&err) && started.elapsed() + wait < RESPONSE_BUDGET => {
                tracing::info!(%err, "Discord failed a first response; trying again");
                tokio::time::sleep(wait).await;
                wait *= 2;
            }
            Err(err) => return Err(err),
        }
    }
}

/// Edits the message a press's first response made or acknowledged (`@original`).
pub async fn edit_response(
    http: &Http,
    press: &ComponentInteraction,
    edit: EditInteractionResponse,
) -> Result<Message, serenity::Error> {
    retried("edit_response", || press.edit_response(http, edit.clone())).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nonces_are_stable_short_and_tell_messages_apart() {
        let a = game_nonce("turn", 7, 12, 0);
        assert_eq!(a, game_nonce("turn", 7, 12, 0));
        assert!(a.len() <= 25, "{a}");
        let others = [
            game_nonce("turn", 7, 13, 0),
            game_nonce("turn", 8, 12, 0),
            game_nonce("final", 7, 12, 0),
            game_nonce("turn", 7, 12, 1),
        ];
        assert!(others.iter().all(|o| *o != a), "{others:?}");
        // Fixed across builds: a bot restarted on a new version still recognises its sends.
        assert_eq!(nonce("", &[]), "cccbf29ce484222325");
    }
}

//! Servers, channels and members that go away: the dispatches Discord sends then, and the
//! fake's world changed to match.

use serde_json::json;

use super::gateway::dispatch;
use super::payloads::guild_channel_json;
use super::store::{ChannelKind, World, GUILD_ID};

/// The bot is removed from the guild (kicked, or the guild deleted): Discord sends
/// GUILD_DELETE without `unavailable`, and the guild's channels are out of the bot's reach.
pub fn remove_bot(w: &mut World) -> Result<(), String> {
    w.channels
        .retain(|_, kind| !matches!(kind, ChannelKind::GuildText { .. }));
    dispatch(w, "GUILD_DELETE", json!({ "id": GUILD_ID.to_string() }))
}

/// The guild becomes unavailable (an outage on Discord's side): the same event, marked
/// `unavailable`, and the bot is still a member.
pub fn guild_outage(w: &mut World) -> Result<(), String> {
    dispatch(
        w,
        "GUILD_DELETE",
        json!({ "id": GUILD_ID.to_string(), "unavailable": true }),
    )
}

/// A guild text channel is deleted: CHANNEL_DELETE, and messages to it fail from now on.
pub fn delete_channel(w: &mut World, channel: u64) -> Result<(), String> {
    let position = w.channels.keys().position(|&id| id == channel);
    let Some(ChannelKind::GuildText { name }) = w.channels.remove(&channel) else {
        return Err(format!("channel {channel} is not a guild text channel"));
    };
    let payload = guild_channel_json(channel, &name, position.unwrap_or(0));
    dispatch(w, "CHANNEL_DELETE", payload)
}

/// A member leaves the guild. Discord tells only bots with the privileged GUILD_MEMBERS
/// intent, which this bot does not ask for, so nothing is dispatched; asking for the member
/// answers Unknown Member from now on.
pub fn leave_guild(w: &mut World, user: u64) {
    w.outsiders.insert(user);
}

//! Every JSON document the fake sends, built in one place and checked against serenity's own
//! model types: serenity silently drops a gateway event it cannot parse, so a malformed fixture
//! would otherwise show up only as a mysterious timeout.

use std::time::{Duration, SystemTime};

use poise::serenity_prelude as serenity;
use serde::de::DeserializeOwned;
use serde_json::{json, Value};

use super::store::*;

/// Parses `value` as serenity's `T`, naming `what` in the error.
pub fn check<T: DeserializeOwned>(value: &Value, what: &str) -> Result<T, String> {
    serde_json::from_value::<T>(value.clone()).map_err(|e| {
        format!(
            "FAKE BUG: {what} does not parse as serenity {}: {e}\npayload: {value:#}",
            std::any::type_name::<T>()
        )
    })
}

/// Checks a payload the fake is about to send and records a violation when serenity would not
/// read it.
pub fn checked<T: DeserializeOwned>(world: &mut World, value: Value, what: &str) -> Value {
    if let Err(e) = check::<T>(&value, what) {
        world.violation(e);
    }
    value
}

pub fn rfc3339(t: SystemTime) -> String {
    let since = t
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap_or(Duration::ZERO);
    let secs = since.as_secs();
    let (days, rem) = (secs / 86_400, secs % 86_400);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:03}+00:00",
        rem / 3600,
        rem / 60 % 60,
        rem % 60,
        since.subsec_millis()
    )
}

pub fn user_json(user: &UserRecord) -> Value {
    json!({
        "id": user.id.to_string(),
        "username": user.name,
        "discriminator": "0",
        "global_name": user.name,
        "avatar": null,
        "bot": user.bot,
        "public_flags": 0,
    })
}

pub fn bot_user_json() -> Value {
    let mut user = user_json(&UserRecord {
        id: BOT_USER_ID,
        name: BOT_NAME.to_owned(),
        bot: true,
    });
    user["verified"] = json!(true);
    user["mfa_enabled"] = json!(false);
    user["flags"] = json!(0);
    user
}

/// `GET /users/@me` with a user's bearer token (scope `identify`): the user as Discord describes
/// them to an OAuth2 app. Like [`user_json`], but a person has no `bot` field there.
pub fn oauth_user_json(world: &World, user: &UserRecord) -> Value {
    let mut v = user_json(user);
    if let Some(o) = v.as_object_mut() {
        if !user.bot {
            o.remove("bot");
        }
    }
    v["flags"] = json!(0);
    v["banner"] = json!(null);
    v["accent_color"] = json!(null);
    v["avatar_decoration_data"] = json!(null);
    v["mfa_enabled"] = json!(false);
    v["premium_type"] = json!(0);
    v["locale"] = json!(world.locales.get(&user.id).map_or("en-US", String::as_str));
    v
}

/// An OAuth2 error as Discord's token endpoint words it (RFC 6749, section 5.2).
pub fn oauth_error_json(error: &str, description: Option<&str>) -> Value {
    match description {
        Some(d) => json!({"error": error, "error_description": d}),
        None => json!({"error": error}),
    }
}

pub fn member_json(user: &UserRecord, permissions: u64) -> Value {
    json!({
        "user": user_json(user),
        "roles": [],
        "joined_at": "2024-01-01T00:00:00.000+00:00",
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "nick": null,
        "permissions": permissions.to_string(),
    })
}

pub fn ready_json(session_id: &str, resume_url: &str) -> Value {
    ready_json_for(session_id, resume_url, [0, 1], true)
}

/// READY of shard `[id, total]`; only the guild's own shard lists the guild.
pub fn ready_json_for(
    session_id: &str,
    resume_url: &str,
    shard: [u32; 2],
    owns_guild: bool,
) -> Value {
    let guilds = if owns_guild {
        json!([{"id": GUILD_ID.to_string(), "unavailable": true}])
    } else {
        json!([])
    };
    json!({
        "v": 10,
        "user": bot_user_json(),
        "guilds": guilds,
        "session_id": session_id,
        "resume_gateway_url": resume_url,
        "shard": shard,
        "application": {"id": APP_ID.to_string(), "flags": 0},
        "private_channels": [],
        "relationships": [],
    })
}

pub fn application_json() -> Value {
    json!({
        "id": APP_ID.to_string(),
        "name": BOT_NAME,
        "icon": null,
        "description": "Play Carcassonne in a Discord channel",
        "rpc_origins": [],
        "bot_public": true,
        "bot_require_code_grant": false,
        "owner": user_json(&UserRecord { id: OWNER_ID, name: "owner".into(), bot: false }),
        "verify_key": "0".repeat(64),
        "team": null,
        "flags": 0,
        "bot": bot_user_json(),
    })
}

pub fn dm_channel_json(channel_id: u64, recipient: &UserRecord) -> Value {
    json!({
        "id": channel_id.to_string(),
        "type": 1,
        "last_message_id": null,
        "recipients": [user_json(recipient)],
    })
}

fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    // The IHDR chunk always comes first: width and height sit at bytes 16..24.
    if bytes.len() < 24 || &bytes[..8] != b"\x89PNG\r\n\x1a\n" {
        return None;
    }
    let w = u32::from_be_bytes(bytes[16..20].try_into().ok()?);
    let h = u32::from_be_bytes(bytes[20..24].try_into().ok()?);
    Some((w, h))
}

pub fn attachment_url(base: &str, channel_id: u64, a: &StoredAttachment) -> String {
    format!("{base}/attachments/{channel_id}/{}/{}", a.id, a.filename)
}

pub fn attachment_json(base: &str, channel_id: u64, a: &StoredAttachment) -> Value {
    let url = attachment_url(base, channel_id, a);
    let mut v = json!({
        "id": a.id.to_string(),
        "filename": a.filename,
        "size": a.bytes.len(),
        "url": url,
        "proxy_url": url,
        "content_type": a.content_type,
    });
    if let Some(d) = &a.description {
        v["description"] = json!(d);
    }
    if let Some((w, h)) = png_size(&a.bytes) {
        v["width"] = json!(w);
        v["height"] = json!(h);
    }
    v
}

/// The user behind `id`, or a placeholder: serenity's models need a user object even for an id
/// the fake never registered.
fn user_or_unknown(world: &World, id: u64) -> UserRecord {
    world.users.get(&id).cloned().unwrap_or(UserRecord {
        id,
        name: "unknown".into(),
        bot: false,
    })
}

pub fn message_json(world: &World, m: &StoredMessage) -> Value {
    let author = user_or_unknown(world, m.author_id);
    let mut v = json!({
        "id": m.id.to_string(),
        "channel_id": m.channel_id.to_string(),
        "author": user_json(&author),
        "content": m.content,
        "timestamp": rfc3339(m.created),
        "edited_timestamp": m.edited.map(rfc3339),
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": m.attachments.iter()
            .map(|a| attachment_json(&world.base_url, m.channel_id, a)).collect::<Vec<_>>(),
        "embeds": m.embeds,
        "pinned": false,
        "type": if m.interaction_user.is_some() { 20 } else { 0 },
        "flags": m.flags,
        "components": m.components,
    });
    if matches!(
        world.channels.get(&m.channel_id),
        Some(ChannelKind::GuildText { .. })
    ) {
        v["guild_id"] = json!(GUILD_ID.to_string());
    }
    if let Some(w) = m.webhook_id {
        v["webhook_id"] = json!(w.to_string());
        v["application_id"] = json!(APP_ID.to_string());
    }
    v
}

/// A message as returned by REST, checked against serenity's `Message`.
pub fn message_reply(world: &mut World, message_id: u64, what: &str) -> Value {
    let Some(m) = world.messages.get(&message_id) else {
        return json!(null);
    };
    let v = message_json(world, m);
    checked::<serenity::Message>(world, v, what)
}

fn interaction_base(world: &World, rec: &InteractionRecord, kind: u8) -> Value {
    let user = user_or_unknown(world, rec.user_id);
    let mut v = json!({
        "id": rec.id.to_string(),
        "application_id": APP_ID.to_string(),
        "type": kind,
        "token": rec.token,
        "version": 1,
        "channel_id": rec.channel_id.to_string(),
        "locale": world.locales.get(&rec.user_id).map_or("en-US", String::as_str),
        "app_permissions": "2147483647",
        "entitlements": [],
        "attachment_size_limit": ATTACHMENT_LIMIT,
    });
    match world.channels.get(&rec.channel_id) {
        Some(ChannelKind::Dm { .. }) => {
            v["user"] = user_json(&user);
            v["context"] = json!(1);
            v["authorizing_integration_owners"] = json!({"0": user.id.to_string()});
            v["channel"] = json!({"id": rec.channel_id.to_string(), "type": 1});
        }
        _ => {
            v["guild_id"] = json!(GUILD_ID.to_string());
            v["guild_locale"] = json!(world.guild_locale);
            v["member"] = member_json(&user, world.permissions_of(user.id));
            v["context"] = json!(0);
            v["authorizing_integration_owners"] = json!({"0": GUILD_ID.to_string()});
            v["channel"] = json!({"id": rec.channel_id.to_string(), "type": 0});
        }
    }
    v
}

pub fn command_interaction_json(world: &World, rec: &InteractionRecord, data: Value) -> Value {
    let mut v = interaction_base(world, rec, 2);
    v["data"] = data;
    v
}

pub fn component_interaction_json(
    world: &World,
    rec: &InteractionRecord,
    message: Value,
    data: Value,
) -> Value {
    let mut v = interaction_base(world, rec, 3);
    v["message"] = message;
    v["data"] = data;
    v
}

/// The answer to a bulk overwrite: each command as Discord stores it, with ids.
pub fn registered_command_json(command: &Value, id: u64, guild: Option<u64>) -> Value {
    let mut v = command.clone();
    v["id"] = json!(id.to_string());
    v["application_id"] = json!(APP_ID.to_string());
    v["version"] = json!(id.to_string());
    if v.get("type").is_none() {
        v["type"] = json!(1);
    }
    if v.get("options").is_none() {
        v["options"] = json!([]);
    }
    if v.get("default_member_permissions").is_none() {
        v["default_member_permissions"] = json!(null);
    }
    if v.get("nsfw").is_none() {
        v["nsfw"] = json!(false);
    }
    match guild {
        Some(g) => v["guild_id"] = json!(g.to_string()),
        None => {
            if let Some(o) = v.as_object_mut() {
                o.remove("guild_id");
            }
        }
    }
    v
}

pub fn discord_error(code: u64, message: &str) -> Value {
    json!({"code": code, "message": message, "errors": {}})
}

pub fn guild_channel_json(id: u64, name: &str, position: usize) -> Value {
    json!({
        "id": id.to_string(),
        "type": 0,
        "guild_id": GUILD_ID.to_string(),
        "name": name,
        "position": position,
        "permission_overwrites": [],
        "nsfw": false,
        "topic": null,
        "last_message_id": null,
        "parent_id": null,
        "rate_limit_per_user": 0,
    })
}

/// The guild as GUILD_CREATE delivers it after READY, so serenity's cache knows the server,
/// its text channels and its members.
pub fn guild_json(world: &World, joined: SystemTime) -> Value {
    let everyone = json!({
        "id": GUILD_ID.to_string(),
        "name": "@everyone",
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
        "hoist": false,
        "icon": null,
        "unicode_emoji": null,
        "position": 0,
        "permissions": MEMBER_PERMISSIONS.to_string(),
        "managed": false,
        "mentionable": false,
        "flags": 0,
    });
    let channels: Vec<Value> = world
        .channels
        .iter()
        .filter_map(|(id, kind)| match kind {
            ChannelKind::GuildText { name } => Some((*id, name)),
            ChannelKind::Dm { .. } => None,
        })
        .enumerate()
        .map(|(pos, (id, name))| guild_channel_json(id, name, pos))
        .collect();
    let mut users: Vec<&UserRecord> = world.users.values().filter(|u| u.id != OWNER_ID).collect();
    users.sort_by_key(|u| u.id);
    let members: Vec<Value> = users
        .iter()
        .map(|u| {
            let mut m = member_json(u, world.permissions_of(u.id));
            if let Some(o) = m.as_object_mut() {
                o.remove("permissions");
            }
            m
        })
        .collect();
    let mut guild = json!({
        "id": GUILD_ID.to_string(),
        "name": "Fake Guild",
        "icon": null,
        "icon_hash": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": OWNER_ID.to_string(),
        "afk_channel_id": null,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [everyone],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
    });
    // Split in two: one json! this size exceeds the macro recursion limit.
    let rest = json!({
        "preferred_locale": world.guild_locale,
        "public_updates_channel_id": null,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "joined_at": rfc3339(joined),
        "large": false,
        "unavailable": false,
        "member_count": members.len(),
        "voice_states": [],
        "members": members,
        "channels": channels,
        "threads": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "safety_alerts_channel_id": null,
    });
    if let (Some(g), Value::Object(rest)) = (guild.as_object_mut(), rest) {
        g.extend(rest);
    }
    guild
}

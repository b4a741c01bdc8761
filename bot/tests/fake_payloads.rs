//! Every kind of payload the fake Discord sends, parsed with serenity's own model types.
//!
//! Serenity drops a gateway dispatch it cannot parse with only a DEBUG log, so a fixture missing
//! one required field would make every scenario time out without saying why. The fake also runs
//! these checks on each payload it actually sends; this file pins them down one by one.

mod support;

use poise::serenity_prelude as serenity;
use serde_json::json;
use support::fake::gateway::{
    check_frame, heartbeat_ack_frame, hello_frame, invalid_session_frame,
};
use support::fake::payloads::*;
use support::fake::store::*;
use support::parse_as;

fn world_with_a_message() -> (World, u64, u64) {
    let mut w = World::new();
    w.base_url = "http://127.0.0.1:9".into();
    let channel = w.next_id();
    w.channels.insert(
        channel,
        ChannelKind::GuildText {
            name: "general".into(),
        },
    );
    let user = w.next_id();
    w.users.insert(
        user,
        UserRecord {
            id: user,
            name: "alice".into(),
            bot: false,
        },
    );
    let id = w.next_id();
    let png = image_bytes();
    w.messages.insert(id, StoredMessage {
        id,
        channel_id: channel,
        author_id: BOT_USER_ID,
        content: "lobby".into(),
        embeds: vec![json!({"type": "rich", "image": {"url": "attachment://board.png"}})],
        components: vec![json!({"type": 1, "components": [
            {"type": 2, "style": 1, "custom_id": "cc:1:0:join", "label": "Join", "disabled": false},
            {"type": 2, "style": 5, "url": "https://example.com", "label": "Rules"},
        ]}), json!({"type": 1, "components": [
            {"type": 3, "custom_id": "cc:1:1:pick", "options": [{"label": "A", "value": "a"}], "min_values": 1, "max_values": 1},
        ]})],
        attachments: vec![StoredAttachment {
            id: 77,
            filename: "board.png".into(),
            content_type: "image/png".into(),
            bytes: std::sync::Arc::new(png),
            description: None,
        }],
        flags: 0,
        ephemeral_to: None,
        webhook_id: Some(APP_ID),
        interaction_user: Some(user),
        created: std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_790_000_000),
        edited: None,
        deleted: false,
        revision: 0,
    });
    (w, channel, id)
}

fn image_bytes() -> Vec<u8> {
    let img = image::RgbaImage::from_pixel(3, 2, image::Rgba([1, 2, 3, 255]));
    let mut out = Vec::new();
    img.write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png)
        .expect("encode");
    out
}

fn record(w: &mut World, channel: u64, user: u64, kind: InteractionKind) -> InteractionRecord {
    let id = w.next_id();
    InteractionRecord {
        id,
        token: format!("tok-{id}"),
        kind,
        channel_id: channel,
        user_id: user,
        dispatched_wall: std::time::Instant::now(),
        dispatched_virtual: std::time::SystemTime::UNIX_EPOCH,
        response: None,
        original: None,
        loading: false,
        ephemeral: false,
        followups: Vec::new(),
    }
}

#[test]
fn ready_parses_and_sets_the_application_id() {
    let ready: serenity::Ready = parse_as(&ready_json("s1", "ws://127.0.0.1:9/gateway"), "READY");
    assert_eq!(ready.application.id.get(), APP_ID);
    assert_eq!(ready.user.id.get(), BOT_USER_ID);
    assert!(ready.user.bot);
    assert_eq!(ready.session_id, "s1");
    let frame = json!({"op": 0, "t": "READY", "s": 1, "d": ready_json("s1", "ws://x")});
    check_frame(&frame).expect("READY frame");
}

#[test]
fn a_frame_serenity_would_drop_is_caught() {
    let mut broken = ready_json("s1", "ws://x");
    broken.as_object_mut().expect("object").remove("session_id");
    let frame = json!({"op": 0, "t": "READY", "s": 1, "d": broken});
    let err = check_frame(&frame).expect_err("a READY without session_id must be refused");
    assert!(err.contains("session_id"), "{err}");
}

#[test]
fn messages_parse_with_attachments_embeds_and_components() {
    let (w, channel, id) = world_with_a_message();
    let json = message_json(&w, &w.messages[&id]);
    let m: serenity::Message = parse_as(&json, "message");
    assert_eq!(m.channel_id.get(), channel);
    assert_eq!(m.content, "lobby");
    assert_eq!(m.attachments.len(), 1);
    assert_eq!(m.attachments[0].filename, "board.png");
    assert_eq!(
        (m.attachments[0].width, m.attachments[0].height),
        (Some(3), Some(2))
    );
    assert_eq!(m.components.len(), 2, "serenity kept both action rows");
    assert_eq!(m.components[0].components.len(), 2, "and both buttons");
    assert_eq!(m.webhook_id.map(|w| w.get()), Some(APP_ID));
    assert!(m.guild_id.is_some());
}

#[test]
fn slash_command_interactions_parse_in_guilds_and_dms() {
    let (mut w, channel, _) = world_with_a_message();
    let user = w.user_by_name("alice").expect("alice").id;
    let data = json!({"id": "5", "name": "carcassonne", "type": 1, "guild_id": GUILD_ID.to_string(),
        "options": [{"name": "gallery", "type": 1, "options": [{"name": "set", "type": 4, "value": 1}]}]});
    let rec = record(
        &mut w,
        channel,
        user,
        InteractionKind::Command {
            line: "carcassonne gallery".into(),
        },
    );
    let v = command_interaction_json(&w, &rec, data.clone());
    match parse_as::<serenity::Interaction>(&v, "command interaction") {
        serenity::Interaction::Command(c) => {
            assert_eq!(c.data.name, "carcassonne");
            assert_eq!(c.user.id.get(), user);
            assert_eq!(c.guild_id.map(|g| g.get()), Some(GUILD_ID));
            assert_eq!(c.token, rec.token);
        }
        other => panic!("parsed as the wrong kind: {other:?}"),
    }
    check_frame(&json!({"op": 0, "t": "INTERACTION_CREATE", "s": 2, "d": v})).expect("frame");

    let dm = w.dm_channel_with(user);
    let rec = record(
        &mut w,
        dm,
        user,
        InteractionKind::Command {
            line: "carcassonne gallery".into(),
        },
    );
    let v = command_interaction_json(&w, &rec, data);
    match parse_as::<serenity::Interaction>(&v, "DM command interaction") {
        serenity::Interaction::Command(c) => {
            assert!(c.guild_id.is_none());
            assert_eq!(c.user.id.get(), user);
        }
        other => panic!("parsed as the wrong kind: {other:?}"),
    }
}

#[test]
fn button_and_select_interactions_parse_with_their_message() {
    let (mut w, channel, id) = world_with_a_message();
    let user = w.user_by_name("alice").expect("alice").id;
    let message = message_json(&w, &w.messages[&id]);
    let mut press = |custom_id: &str, data, what| {
        let kind = InteractionKind::Component {
            message_id: id,
            custom_id: custom_id.into(),
        };
        let rec = record(&mut w, channel, user, kind);
        let v = component_interaction_json(&w, &rec, message.clone(), data);
        match parse_as::<serenity::Interaction>(&v, what) {
            serenity::Interaction::Component(c) => c,
            other => panic!("parsed as the wrong kind: {other:?}"),
        }
    };
    let c = press(
        "cc:1:0:join",
        json!({"custom_id": "cc:1:0:join", "component_type": 2}),
        "button interaction",
    );
    assert_eq!(c.data.custom_id, "cc:1:0:join");
    assert_eq!(c.message.id.get(), id);
    assert!(matches!(
        c.data.kind,
        serenity::ComponentInteractionDataKind::Button
    ));
    let c = press(
        "cc:1:1:pick",
        json!({"custom_id": "cc:1:1:pick", "component_type": 3, "values": ["a"]}),
        "select interaction",
    );
    match c.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => {
            assert_eq!(values, ["a"])
        }
        other => panic!("wrong select kind {other:?}"),
    }
}

#[test]
fn rest_answers_parse() {
    let app: serenity::CurrentApplicationInfo = parse_as(&application_json(), "application info");
    assert_eq!(app.id.get(), APP_ID);
    assert!(app.owner.is_some(), "poise reads owners from it");
    let me: serenity::CurrentUser = parse_as(&bot_user_json(), "current user");
    assert_eq!(me.id.get(), BOT_USER_ID);
    let alice = UserRecord {
        id: 42,
        name: "alice".into(),
        bot: false,
    };
    let dm: serenity::PrivateChannel = parse_as(&dm_channel_json(7, &alice), "DM channel");
    assert_eq!((dm.id.get(), dm.recipient.id.get()), (7, 42));
    let command = json!({"name": "carcassonne", "description": "Play", "type": 1,
        "options": [{"name": "start", "description": "Open a lobby", "type": 1}]});
    let registered = registered_command_json(&command, 99, Some(GUILD_ID));
    let c: serenity::Command = parse_as(&registered, "registered command");
    assert_eq!(
        (c.id.get(), c.guild_id.map(|g| g.get())),
        (99, Some(GUILD_ID))
    );
    let _: serenity::Member = parse_as(&member_json(&alice, MEMBER_PERMISSIONS), "member");
    let _: serenity::DiscordJsonError = parse_as(
        &discord_error(40060, "Interaction has already been acknowledged"),
        "error body",
    );
}

#[test]
fn timestamps_are_rfc3339() {
    let t = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_millis(1_790_000_000_250);
    let s = rfc3339(t);
    assert_eq!(s, "2026-09-21T14:13:20.250+00:00");
    let parsed: serenity::Timestamp = s.parse().expect("serenity parses it");
    assert_eq!(parsed.unix_timestamp(), 1_790_000_000);
}

#[test]
fn the_guild_parses_with_its_channels_and_members() {
    let (w, channel, _) = world_with_a_message();
    let guild: serenity::Guild = parse_as(
        &guild_json(&w, std::time::SystemTime::UNIX_EPOCH),
        "GUILD_CREATE",
    );
    assert_eq!(guild.id.get(), GUILD_ID);
    assert!(guild
        .channels
        .contains_key(&serenity::ChannelId::new(channel)));
    let alice = w.user_by_name("alice").expect("alice").id;
    assert!(guild.members.contains_key(&serenity::UserId::new(alice)));
    check_frame(&json!({"op": 0, "t": "GUILD_CREATE", "s": 2, "d": guild_json(&w, std::time::SystemTime::UNIX_EPOCH)}))
        .expect("GUILD_CREATE frame");
    let c: serenity::GuildChannel = parse_as(&guild_channel_json(5, "games", 1), "CHANNEL_CREATE");
    assert_eq!(c.name, "games");
}

#[test]
fn control_frames_parse() {
    let parse = |v: serde_json::Value| parse_as::<serenity::GatewayEvent>(&v, "control frame");
    assert!(matches!(
        parse(hello_frame()),
        serenity::GatewayEvent::Hello(41_250)
    ));
    assert!(matches!(
        parse(heartbeat_ack_frame()),
        serenity::GatewayEvent::HeartbeatAck
    ));
    assert!(matches!(
        parse(invalid_session_frame()),
        serenity::GatewayEvent::InvalidateSession(false)
    ));
    let resumed = json!({"op": 0, "t": "RESUMED", "s": 3, "d": {}});
    assert!(matches!(
        parse(resumed.clone()),
        serenity::GatewayEvent::Dispatch(3, serenity::Event::Resumed(_))
    ));
    check_frame(&resumed).expect("RESUMED frame");
}

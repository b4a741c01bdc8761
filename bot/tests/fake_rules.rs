//! The fake Discord's rules, provoked with a raw serenity client playing the bot, so that each
//! limit is shown to fail a test when broken and to pass when respected.

mod support;

use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateAttachment, CreateButton, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, EditAttachments,
    EditInteractionResponse, EditMessage,
};
use support::fake::store::LOADING;
use support::{Channel, Harness, User};

fn command(h: &Harness, user: &User) -> serenity::CommandInteraction {
    match user.open_interaction(h.general(), None, "") {
        serenity::Interaction::Command(c) => c,
        other => panic!("expected a command interaction, got {other:?}"),
    }
}

fn press(
    user: &User,
    message: &support::fake::store::StoredMessage,
    id: &str,
) -> serenity::ComponentInteraction {
    match user.open_interaction(
        Channel {
            id: message.channel_id,
        },
        Some(message),
        id,
    ) {
        serenity::Interaction::Component(c) => c,
        other => panic!("expected a component interaction, got {other:?}"),
    }
}

fn buttons(n: usize, prefix: &str) -> CreateActionRow {
    CreateActionRow::Buttons(
        (0..n)
            .map(|i| {
                CreateButton::new(format!("{prefix}{i}"))
                    .label(format!("B{i}"))
                    .style(ButtonStyle::Primary)
            })
            .collect(),
    )
}

fn png(width: u32) -> Vec<u8> {
    let img = image::RgbaImage::from_pixel(width, 1, image::Rgba([9, 9, 9, 255]));
    let mut out = Vec::new();
    img.write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png)
        .expect("encode");
    out
}

fn reply(content: &str) -> CreateInteractionResponse {
    CreateInteractionResponse::Message(CreateInteractionResponseMessage::new().content(content))
}

/// Asserts that exactly one violation was recorded and that it mentions `needle`.
fn expect_violation(h: &Harness, needle: &str) {
    let v = h.take_violations();
    assert!(
        v.len() == 1 && v[0].contains(needle),
        "expected one violation about {needle:?}, got {v:#?}"
    );
}

/// A fake Discord with no bot, a REST client holding the bot's token, and a user whose
/// interactions that client answers as the bot would.
async fn without_bot() -> (Harness, serenity::Http, User) {
    let h = Harness::without_bot().await;
    let http = h.raw_http();
    let alice = h.user("alice");
    (h, http, alice)
}

/// A slash command of `user` that has had its initial reply.
async fn answered(h: &Harness, user: &User, content: &str) -> serenity::CommandInteraction {
    let ix = command(h, user);
    ix.create_response(&h.raw_http(), reply(content))
        .await
        .expect("answer");
    ix
}

/// Answers a fresh slash command of `user` with `message`, which the fake must refuse for
/// `violation`; returns Discord's error.
async fn refused_answer(
    h: &Harness,
    user: &User,
    message: CreateInteractionResponseMessage,
    why: &str,
    violation: &str,
) -> serenity::Error {
    let err = command(h, user)
        .create_response(&h.raw_http(), CreateInteractionResponse::Message(message))
        .await
        .expect_err(why);
    expect_violation(h, violation);
    err
}

#[tokio::test]
async fn component_limits_are_enforced() {
    let (h, http, alice) = without_bot().await;

    let ok = command(&h, &alice);
    let five_rows: Vec<_> = (0..5).map(|r| buttons(5, &format!("r{r}b"))).collect();
    ok.create_response(
        &http,
        CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content("25 buttons")
                .components(five_rows),
        ),
    )
    .await
    .expect("5 rows of 5 buttons are allowed");
    h.assert_clean();

    let six_rows: Vec<_> = (0..6).map(|r| buttons(1, &format!("r{r}b"))).collect();
    let err = refused_answer(
        &h,
        &alice,
        CreateInteractionResponseMessage::new().components(six_rows),
        "6 rows must be refused",
        "6 action rows",
    )
    .await;
    assert!(err.to_string().contains("Invalid Form Body"), "{err}");

    let long_id = "x".repeat(101);
    let options: Vec<_> = (0..26)
        .map(|i| CreateSelectMenuOption::new(format!("O{i}"), format!("o{i}")))
        .collect();
    let refused = [
        (
            CreateInteractionResponseMessage::new().components(vec![buttons(6, "b")]),
            "6 buttons in a row must be refused",
            "6 buttons",
        ),
        (
            CreateInteractionResponseMessage::new().components(vec![CreateActionRow::Buttons(
                vec![CreateButton::new(long_id).label("Long")],
            )]),
            "a 101-character custom_id must be refused",
            "101 characters",
        ),
        (
            CreateInteractionResponseMessage::new().components(vec![CreateActionRow::SelectMenu(
                CreateSelectMenu::new("menu", CreateSelectMenuKind::String { options }),
            )]),
            "26 options must be refused",
            "26 options",
        ),
        (
            CreateInteractionResponseMessage::new().components(vec![CreateActionRow::Buttons(
                vec![
                    CreateButton::new("same").label("A"),
                    CreateButton::new("same").label("B"),
                ],
            )]),
            "duplicate custom_ids must be refused",
            "used twice",
        ),
    ];
    for (message, why, violation) in refused {
        refused_answer(&h, &alice, message, why, violation).await;
    }
}

#[tokio::test]
async fn content_and_attachment_sizes_are_enforced() {
    let (h, http, alice) = without_bot().await;

    // Serenity's builders refuse content over 2000 characters before sending; its low-level
    // Http call does not, which is what a hand-built payload would go through.
    let long = serde_json::json!({"content": "a".repeat(2001)});
    let err = http
        .send_message(h.general_id(), Vec::new(), &long)
        .await
        .expect_err("2001 characters must be refused");
    assert!(err.to_string().contains("Invalid Form Body"), "{err}");
    expect_violation(&h, "2001 characters");
    let err = http
        .send_message(h.general_id(), Vec::new(), &serde_json::json!({}))
        .await
        .expect_err("an empty message must be refused");
    assert!(err.to_string().contains("Invalid Form Body"), "{err}");
    expect_violation(&h, "empty message");

    let big = vec![0u8; 10 * 1024 * 1024 + 1];
    let refused = [
        (
            CreateInteractionResponseMessage::new()
                .add_file(CreateAttachment::bytes(big, "big.bin")),
            "a file over 10 MiB must be refused",
            "upload limit",
        ),
        (
            CreateInteractionResponseMessage::new()
                .content("picture")
                .embed(serenity::CreateEmbed::new().image("attachment://missing.png")),
            "an embed naming no attachment must be refused",
            "names no attachment",
        ),
    ];
    for (message, why, violation) in refused {
        refused_answer(&h, &alice, message, why, violation).await;
    }
}

#[tokio::test]
async fn first_response_deadline_and_double_acknowledgement() {
    let (h, http, alice) = without_bot().await;

    let ix = command(&h, &alice);
    ix.create_response(&http, reply("first"))
        .await
        .expect("first answer");
    let err = ix
        .create_response(&http, reply("second"))
        .await
        .expect_err("second answer");
    assert!(
        err.to_string().contains("already been acknowledged"),
        "{err}"
    );
    expect_violation(&h, "second initial response");

    let late = command(&h, &alice);
    h.advance(Duration::from_millis(3_100));
    let err = late
        .create_response(&http, reply("late"))
        .await
        .expect_err("late answer");
    assert!(err.to_string().contains("Unknown interaction"), "{err}");
    expect_violation(&h, "Discord allows 3 s");

    let ix = command(&h, &alice);
    let err = ix
        .create_followup(
            &http,
            CreateInteractionResponseFollowup::new().content("too early"),
        )
        .await
        .expect_err("follow-up before any response");
    assert!(err.to_string().contains("Unknown Webhook"), "{err}");
    expect_violation(&h, "before any initial response");
}

/// The 3 s are judged on the test clock unless a test asks for the real one: a first answer
/// 3.1 real seconds late is accepted by default and refused under the real deadline.
#[tokio::test]
async fn the_real_three_seconds_hold_only_when_asked() {
    let (h, http, alice) = without_bot().await;
    let slow = command(&h, &alice);
    tokio::time::sleep(Duration::from_millis(3_100)).await;
    slow.create_response(&http, reply("slow machine"))
        .await
        .expect("on the test clock, no time has passed");

    h.fake.shared.lock().real_deadline = true;
    let late = command(&h, &alice);
    tokio::time::sleep(Duration::from_millis(3_100)).await;
    let err = late
        .create_response(&http, reply("late"))
        .await
        .expect_err("late on the real clock");
    assert!(err.to_string().contains("Unknown interaction"), "{err}");
    expect_violation(&h, "Discord allows 3 s");
}

#[tokio::test]
async fn tokens_expire_after_fifteen_minutes() {
    let (h, http, alice) = without_bot().await;
    let ix = answered(&h, &alice, "hello").await;
    h.advance(Duration::from_secs(14 * 60));
    ix.edit_response(
        &http,
        EditInteractionResponse::new().content("edited in time"),
    )
    .await
    .expect("an edit within 15 minutes works");
    h.advance(Duration::from_secs(2 * 60));
    let err = ix
        .edit_response(&http, EditInteractionResponse::new().content("too late"))
        .await
        .expect_err("an edit after 15 minutes");
    assert!(err.to_string().contains("Invalid Webhook Token"), "{err}");
    expect_violation(&h, "15 min");
    // The bot token still reaches a public message in its channel.
    let message = h.latest_message(h.general());
    assert_eq!(message.content, "edited in time");
    serenity::ChannelId::new(message.channel_id)
        .edit_message(
            &http,
            serenity::MessageId::new(message.id),
            EditMessage::new().content("bot token edit"),
        )
        .await
        .expect("bot-token edit");
    assert_eq!(h.message(message.id).content, "bot token edit");
}

#[tokio::test]
async fn deferral_then_follow_up_replaces_the_loading_message() {
    let (h, http, alice) = without_bot().await;
    let ix = command(&h, &alice);
    ix.defer(&http).await.expect("defer");
    let loading = h.latest_message(h.general());
    assert_ne!(
        loading.flags & LOADING,
        0,
        "a deferral shows a loading message"
    );
    let first = ix
        .create_followup(
            &http,
            CreateInteractionResponseFollowup::new()
                .content("done")
                .add_file(CreateAttachment::bytes(png(5), "board.png")),
        )
        .await
        .expect("follow-up");
    assert_eq!(
        first.id.get(),
        loading.id,
        "the first follow-up edits the loading message"
    );
    assert_eq!(first.attachments[0].filename, "board.png");
    let stored = h.message(loading.id);
    assert_eq!(
        (stored.flags & LOADING, stored.content.as_str()),
        (0, "done")
    );
    assert_eq!(stored.png("board.png").width(), 5);

    let second = ix
        .create_followup(
            &http,
            CreateInteractionResponseFollowup::new()
                .content("more")
                .ephemeral(true),
        )
        .await
        .expect("second follow-up");
    assert_ne!(
        second.id.get(),
        loading.id,
        "later follow-ups are new messages"
    );
    assert_eq!(h.message(second.id.get()).ephemeral_to, Some(alice.id));
    assert_eq!(
        h.messages(h.general()).len(),
        1,
        "ephemeral messages are not in the channel"
    );
    h.assert_clean();
}

#[tokio::test]
async fn updates_keep_or_replace_attachments_as_discord_does() {
    let (h, http, alice) = without_bot().await;
    let ix = command(&h, &alice);
    ix.create_response(
        &http,
        CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content("board")
                .add_file(CreateAttachment::bytes(png(3), "board.png"))
                .components(vec![buttons(1, "next")]),
        ),
    )
    .await
    .expect("reply with a picture");
    let board = h.latest_message(h.general());
    assert_eq!(board.attachments.len(), 1);

    // Type 6 then an @original edit without `attachments` leaves the picture alone.
    let click = press(&alice, &board, "next0");
    click
        .create_response(&http, CreateInteractionResponse::Acknowledge)
        .await
        .expect("ack");
    click
        .edit_response(&http, EditInteractionResponse::new().content("your move"))
        .await
        .expect("edit");
    let kept = h.message(board.id);
    assert_eq!(
        (kept.content.as_str(), kept.attachments.len()),
        ("your move", 1)
    );

    // Serenity's UpdateMessage always sends `attachments: []`, which removes the picture.
    let click = press(&alice, &kept, "next0");
    click
        .create_response(
            &http,
            CreateInteractionResponse::UpdateMessage(
                CreateInteractionResponseMessage::new().content("text only"),
            ),
        )
        .await
        .expect("update");
    let cleared = h.message(board.id);
    assert!(
        cleared.attachments.is_empty(),
        "type 7 dropped the attachment: {cleared:?}"
    );

    // Replacing: a new file in the update becomes the only attachment.
    let click = press(&alice, &cleared, "next0");
    click
        .create_response(
            &http,
            CreateInteractionResponse::UpdateMessage(
                CreateInteractionResponseMessage::new()
                    .add_file(CreateAttachment::bytes(png(7), "board2.png")),
            ),
        )
        .await
        .expect("update with a new picture");
    let replaced = h.message(board.id);
    assert_eq!(replaced.attachments.len(), 1);
    assert_eq!(replaced.png("board2.png").width(), 7);

    // Keeping one explicitly while adding another.
    let keep = replaced.attachments[0].id;
    serenity::ChannelId::new(board.channel_id)
        .edit_message(
            &http,
            serenity::MessageId::new(board.id),
            EditMessage::new().attachments(
                EditAttachments::new()
                    .keep(serenity::AttachmentId::new(keep))
                    .add(CreateAttachment::bytes(png(2), "extra.png")),
            ),
        )
        .await
        .expect("edit keeping one attachment");
    let both = h.message(board.id);
    let names: Vec<_> = both
        .attachments
        .iter()
        .map(|a| a.filename.as_str())
        .collect();
    assert_eq!(names, ["board2.png", "extra.png"]);

    // Types 6 and 7 exist only for component interactions.
    let _ = command(&h, &alice)
        .create_response(&http, CreateInteractionResponse::Acknowledge)
        .await
        .expect_err("type 6 on a slash command");
    expect_violation(&h, "only valid for component interactions");
}

#[tokio::test]
async fn channel_messages_dms_and_deletes() {
    let (h, http, alice) = without_bot().await;
    let sent = h
        .general_id()
        .send_message(
            &http,
            CreateMessage::new()
                .content("reminder")
                .add_file(CreateAttachment::bytes(png(4), "board.png")),
        )
        .await
        .expect("channel message");
    assert_eq!(sent.attachments.len(), 1);
    assert_eq!(h.latest_message(h.general()).png("board.png").width(), 4);
    // The attachment URL serves the bytes, as Discord's CDN would.
    let bytes = sent.attachments[0]
        .download()
        .await
        .expect("download the attachment");
    assert_eq!(bytes, png(4));

    let dm = serenity::UserId::new(alice.id)
        .create_dm_channel(&http)
        .await
        .expect("DM channel");
    assert_eq!(dm.recipient.id.get(), alice.id);
    let note = dm
        .id
        .send_message(&http, CreateMessage::new().content("your turn"))
        .await
        .expect("DM");
    assert_eq!(
        h.latest_message(Channel { id: dm.id.get() }).content,
        "your turn"
    );
    assert_eq!(note.channel_id, dm.id);

    h.general_id()
        .delete_message(&http, sent.id)
        .await
        .expect("delete");
    assert!(h.messages(h.general()).is_empty());
    h.assert_clean();
}

#[tokio::test]
async fn original_and_follow_ups_can_be_read_edited_and_deleted() {
    let (h, http, alice) = without_bot().await;
    let ix = answered(&h, &alice, "original").await;
    let original = ix.get_response(&http).await.expect("GET @original");
    assert_eq!(original.content, "original");
    let follow = ix
        .create_followup(
            &http,
            CreateInteractionResponseFollowup::new().content("follow"),
        )
        .await
        .expect("follow-up");
    let edited = ix
        .edit_followup(
            &http,
            follow.id,
            CreateInteractionResponseFollowup::new().content("follow, edited"),
        )
        .await
        .expect("edit follow-up");
    assert_eq!(edited.content, "follow, edited");
    assert_eq!(h.message(follow.id.get()).content, "follow, edited");
    ix.delete_followup(&http, follow.id)
        .await
        .expect("delete follow-up");
    ix.delete_response(&http).await.expect("DELETE @original");
    assert!(h.messages(h.general()).is_empty(), "both are gone");
    let err = ix
        .get_response(&http)
        .await
        .expect_err("a deleted original");
    assert!(err.to_string().contains("Unknown Message"), "{err}");
    expect_violation(&h, "does not exist");

    // Another interaction's token cannot reach these messages.
    let other = answered(&h, &alice, "other").await;
    let err = other
        .edit_followup(
            &http,
            original.id,
            CreateInteractionResponseFollowup::new().content("hijack"),
        )
        .await
        .expect_err("editing a message of another interaction");
    assert!(err.to_string().contains("Unknown Message"), "{err}");
    expect_violation(&h, "does not exist");
}

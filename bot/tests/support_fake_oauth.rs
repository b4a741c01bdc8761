//! The fake Discord's OAuth2 (code exchange, `GET /users/@me` with a bearer token) and the
//! LAUNCH_ACTIVITY interaction answer, called over HTTP as the bot's web server and serenity
//! will call them.

mod support;

use std::time::Duration;

use poise::serenity_prelude as serenity;
use serde_json::{json, Value};
use support::fake::payloads::registered_command_json;
use support::fake::store::*;
use support::harness::wait_until;
use support::http;
use support::{Harness, User};

fn token_url(h: &Harness) -> String {
    format!("{}/api/v10/oauth2/token", h.fake.base_url)
}

fn me_url(h: &Harness) -> String {
    format!("{}/api/v10/users/@me", h.fake.base_url)
}

/// What the bot's web server sends: the application's credentials and the code.
async fn exchange(h: &Harness, code: &str) -> http::Response {
    exchange_as(
        h,
        &APP_ID.to_string(),
        CLIENT_SECRET,
        "authorization_code",
        code,
    )
    .await
}

async fn exchange_as(
    h: &Harness,
    client_id: &str,
    secret: &str,
    grant: &str,
    code: &str,
) -> http::Response {
    let fields = [
        ("client_id", client_id),
        ("client_secret", secret),
        ("grant_type", grant),
        ("code", code),
    ];
    http::post_form(&token_url(h), &[], &fields).await
}

async fn me(h: &Harness, token: &str) -> http::Response {
    http::get(&me_url(h), &[("Authorization", &format!("Bearer {token}"))]).await
}

/// Exchanges a fresh code of `user` and returns the access token.
async fn token_for(h: &Harness, user: &User) -> String {
    let code = h.oauth_code(user);
    let r = exchange(h, &code).await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()["access_token"]
        .as_str()
        .expect("an access token")
        .to_owned()
}

const INVALID_GRANT: &str =
    r#"{"error":"invalid_grant","error_description":"Invalid \"code\" in request."}"#;

fn invalid_grant() -> Value {
    serde_json::from_str(INVALID_GRANT).expect("valid JSON")
}

#[tokio::test]
async fn a_code_is_exchanged_once_for_a_token_that_reads_its_user() {
    let h = Harness::without_bot().await;
    let alice = h.user("alice");
    let code = h.oauth_code(&alice);

    let r = exchange(&h, &code).await;
    assert_eq!(r.status, 200, "{}", r.text());
    assert!(r
        .header("content-type")
        .is_some_and(|c| c.starts_with("application/json")));
    let body = r.json();
    let token = body["access_token"].as_str().expect("access_token");
    assert_eq!(body["token_type"], "Bearer");
    assert_eq!(body["expires_in"], 604_800);
    assert_eq!(body["scope"], "identify");
    assert!(body["refresh_token"]
        .as_str()
        .is_some_and(|t| !t.is_empty()));

    let user = me(&h, token).await;
    assert_eq!(user.status, 200, "{}", user.text());
    let user = user.json();
    assert_eq!(user["id"], alice.id.to_string());
    assert_eq!(user["username"], "alice");
    assert_eq!(user["global_name"], "alice");
    assert_eq!(user["discriminator"], "0");
    assert_eq!(user["avatar"], Value::Null);
    assert_eq!(user["locale"], "en-US");
    assert!(
        user.get("bot").is_none(),
        "a person has no bot field: {user}"
    );
    let parsed: serenity::CurrentUser = support::parse_as(&user, "OAuth2 user");
    assert_eq!(parsed.id.get(), alice.id);

    // Codes are single use: the replay is refused and both calls are on record.
    let replay = exchange(&h, &code).await;
    assert_eq!(replay.status, 400);
    assert_eq!(replay.json(), invalid_grant());
    let calls: Vec<TokenExchange> = h
        .fake
        .shared
        .lock()
        .exchanges_of(&code)
        .into_iter()
        .cloned()
        .collect();
    assert_eq!(calls.len(), 2);
    assert!(calls[0].succeeded());
    assert_eq!(calls[0].access_token.as_deref(), Some(token));
    assert_eq!(
        calls[0].client_id.as_deref(),
        Some(APP_ID.to_string().as_str())
    );
    assert_eq!(calls[0].grant_type.as_deref(), Some("authorization_code"));
    assert_eq!(calls[0].status, 200);
    assert!(!calls[1].succeeded());
    assert_eq!(calls[1].error.as_deref(), Some("invalid_grant"));
    assert_eq!(calls[1].status, 400);
    let issued = h.fake.shared.lock().access_tokens.clone();
    assert_eq!(issued.len(), 1);
    assert_eq!(issued[0].user_id, alice.id);
    // A scenario, not a rule broken: the harness stays clean.
    h.assert_clean();
}

#[tokio::test]
async fn client_credentials_may_come_as_http_basic() {
    let h = Harness::without_bot().await;
    let bob = h.user("bob");
    let code = h.oauth_code(&bob);
    let basic = http::base64_encode(format!("{APP_ID}:{CLIENT_SECRET}").as_bytes());
    let fields = [
        ("grant_type", "authorization_code"),
        ("code", code.as_str()),
        ("redirect_uri", "https://example.invalid/cb"),
    ];
    let r = http::post_form(
        &token_url(&h),
        &[("Authorization", &format!("Basic {basic}"))],
        &fields,
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    let call = h.token_exchanges().pop().expect("one exchange");
    assert_eq!(
        call.redirect_uri.as_deref(),
        Some("https://example.invalid/cb")
    );
    let user = me(&h, r.json()["access_token"].as_str().expect("token")).await;
    assert_eq!(user.json()["id"], bob.id.to_string());
}

#[tokio::test]
async fn a_wrong_client_or_grant_is_refused_and_spends_no_code() {
    let h = Harness::without_bot().await;
    let alice = h.user("alice");
    let code = h.oauth_code(&alice);
    let app = APP_ID.to_string();

    let r = exchange_as(&h, &app, "not-the-secret", "authorization_code", &code).await;
    assert_eq!(
        (r.status, r.json()),
        (401, json!({"error": "invalid_client"}))
    );
    let r = exchange_as(&h, "123", CLIENT_SECRET, "authorization_code", &code).await;
    assert_eq!(
        (r.status, r.json()),
        (401, json!({"error": "invalid_client"}))
    );
    let r = exchange_as(&h, &app, CLIENT_SECRET, "password", &code).await;
    assert_eq!(
        (r.status, r.json()),
        (400, json!({"error": "unsupported_grant_type"}))
    );
    let fields = [
        ("client_id", app.as_str()),
        ("client_secret", CLIENT_SECRET),
        ("grant_type", "authorization_code"),
    ];
    let r = http::post_form(&token_url(&h), &[], &fields).await;
    assert_eq!(r.status, 400);
    assert_eq!(r.json()["error"], "invalid_request");

    // None of that spent the code.
    assert_eq!(exchange(&h, &code).await.status, 200);
    let outcomes: Vec<(u16, Option<String>)> = h
        .token_exchanges()
        .into_iter()
        .map(|e| (e.status, e.error))
        .collect();
    let error = |e: &str| Some(e.to_owned());
    assert_eq!(
        outcomes,
        vec![
            (401, error("invalid_client")),
            (401, error("invalid_client")),
            (400, error("unsupported_grant_type")),
            (400, error("invalid_request")),
            (200, None),
        ]
    );
    h.assert_clean();
}

#[tokio::test]
async fn unknown_and_stale_codes_are_invalid_grants() {
    let h = Harness::without_bot().await;
    let alice = h.user("alice");

    let r = exchange(&h, "made-up-code").await;
    assert_eq!((r.status, r.json()), (400, invalid_grant()));

    // Ten minutes on the fake's clock.
    let fresh = h.oauth_code(&alice);
    let stale = h.oauth_code(&alice);
    h.advance(Duration::from_secs(9 * 60 + 59));
    assert_eq!(exchange(&h, &fresh).await.status, 200);
    h.advance(Duration::from_secs(1));
    let r = exchange(&h, &stale).await;
    assert_eq!((r.status, r.json()), (400, invalid_grant()));
    h.assert_clean();
}

#[tokio::test]
async fn a_token_endpoint_call_that_is_not_form_encoded_is_a_violation() {
    let h = Harness::without_bot().await;
    let alice = h.user("alice");
    let code = h.oauth_code(&alice);
    let body = json!({"client_id": APP_ID.to_string(), "client_secret": CLIENT_SECRET,
        "grant_type": "authorization_code", "code": code});
    let r = http::post_json(&token_url(&h), &[], &body).await;
    assert_eq!(r.status, 400);
    assert_eq!(r.json()["error"], "invalid_request");
    let violations = h.take_violations();
    assert_eq!(violations.len(), 1, "{violations:#?}");
    assert!(
        violations[0].contains("application/x-www-form-urlencoded"),
        "{violations:#?}"
    );
}

#[tokio::test]
async fn bearer_tokens_stop_working_when_revoked_or_after_seven_days() {
    let h = Harness::without_bot().await;
    let alice = h.user("alice");
    let unauthorized = json!({"message": "401: Unauthorized", "code": 0});

    let revoked = token_for(&h, &alice).await;
    assert_eq!(me(&h, &revoked).await.status, 200);
    assert!(h.fake.shared.with(|w| w.revoke_access_token(&revoked)));
    let r = me(&h, &revoked).await;
    assert_eq!((r.status, r.json()), (401, unauthorized.clone()));

    let expiring = token_for(&h, &alice).await;
    h.advance(ACCESS_TOKEN_LIFETIME - Duration::from_secs(1));
    assert_eq!(me(&h, &expiring).await.status, 200);
    h.advance(Duration::from_secs(1));
    let r = me(&h, &expiring).await;
    assert_eq!((r.status, r.json()), (401, unauthorized.clone()));

    let r = me(&h, "never-issued").await;
    assert_eq!((r.status, r.json()), (401, unauthorized));
    assert!(!h
        .fake
        .shared
        .with(|w| w.revoke_access_token("never-issued")));
    h.assert_clean();
}

#[tokio::test]
async fn the_bot_token_still_reads_the_bot_and_a_bearer_token_reads_nothing_else() {
    let h = Harness::without_bot().await;
    let alice = h.user("alice");
    let bot = http::get(&me_url(&h), &[("Authorization", &format!("Bot {TOKEN}"))]).await;
    assert_eq!(bot.status, 200, "{}", bot.text());
    assert_eq!(bot.json()["id"], BOT_USER_ID.to_string());
    assert_eq!(bot.json()["bot"], true);

    // A user's token opens /users/@me only, not the bot's routes.
    let token = token_for(&h, &alice).await;
    let dm = http::post_json(
        &format!("{}/api/v10/users/@me/channels", h.fake.base_url),
        &[("Authorization", &format!("Bearer {token}"))],
        &json!({"recipient_id": alice.id.to_string()}),
    )
    .await;
    assert_eq!(dm.status, 401);
    let none = http::get(&me_url(&h), &[]).await;
    assert_eq!(none.status, 401);
    let violations = h.take_violations();
    assert_eq!(violations.len(), 2, "{violations:#?}");
    assert!(violations
        .iter()
        .all(|v| v.contains("without `Authorization: Bot <token>`")));
}

/// A message with a Play button in #general, posted with the bot token.
async fn message_with_button(h: &Harness, http: &serenity::Http) -> StoredMessage {
    let button = serenity::CreateButton::new("play").label("Play");
    let message = h
        .general_id()
        .send_message(
            http,
            serenity::CreateMessage::new()
                .content("Open the board")
                .button(button),
        )
        .await
        .expect("post the message");
    h.message(message.id.get())
}

#[tokio::test]
async fn launch_activity_answers_commands_and_buttons_without_a_message() {
    let h = Harness::without_bot().await;
    h.set_activities_enabled(true);
    let http = h.raw_http();
    let alice = h.user("alice");
    let messages_before = h.fake.shared.lock().messages.len();

    let command = alice.open_interaction(h.general(), None, "raw");
    let serenity::Interaction::Command(command) = command else {
        panic!("a command interaction");
    };
    command
        .create_response(&http, serenity::CreateInteractionResponse::LaunchActivity)
        .await
        .expect("LAUNCH_ACTIVITY is a valid answer to a command");
    assert_eq!(
        h.fake.shared.lock().messages.len(),
        messages_before,
        "no message"
    );

    let message = message_with_button(&h, &http).await;
    let click = alice.open_interaction(h.general(), Some(&message), "play");
    let serenity::Interaction::Component(click) = click else {
        panic!("a component interaction");
    };
    click
        .create_response(&http, serenity::CreateInteractionResponse::LaunchActivity)
        .await
        .expect("LAUNCH_ACTIVITY is a valid answer to a button");
    assert_eq!(
        h.message(message.id).revision,
        0,
        "the button's message stays"
    );

    let launches = h.activity_launches();
    let expected = |interaction: u64| ActivityLaunch {
        interaction_id: interaction,
        user_id: alice.id,
        channel_id: h.general().id,
        guild_id: Some(GUILD_ID),
    };
    assert_eq!(
        launches,
        vec![expected(command.id.get()), expected(click.id.get())]
    );
    let w = h.fake.shared.lock();
    let rec = w.interaction_by_id(command.id.get()).expect("recorded");
    assert_eq!(rec.response, Some(ResponseKind::LaunchActivity));
    assert_eq!(rec.original, None);
}

#[tokio::test]
async fn launch_activity_without_an_activity_is_refused_and_a_violation() {
    let h = Harness::without_bot().await;
    let http = h.raw_http();
    let alice = h.user("alice");
    h.set_activities_enabled(false);
    let serenity::Interaction::Command(command) = alice.open_interaction(h.general(), None, "raw")
    else {
        panic!("a command interaction");
    };
    let refused = command
        .create_response(&http, serenity::CreateInteractionResponse::LaunchActivity)
        .await;
    assert!(refused.is_err(), "Discord refuses it");
    assert!(h.activity_launches().is_empty());
    let violations = h.take_violations();
    assert_eq!(violations.len(), 1, "{violations:#?}");
    assert!(violations[0].contains("LAUNCH_ACTIVITY"), "{violations:#?}");
}

/// A minimal bot that answers every interaction by launching the Activity, so that the harness's
/// waiting (an answer, then a quiet spell) is seen handling a response with no message.
struct Launcher;

#[poise::async_trait]
impl serenity::EventHandler for Launcher {
    async fn interaction_create(&self, ctx: serenity::Context, interaction: serenity::Interaction) {
        let launch = serenity::CreateInteractionResponse::LaunchActivity;
        let answered = match &interaction {
            serenity::Interaction::Command(c) => c.create_response(&ctx.http, launch).await,
            serenity::Interaction::Component(c) => c.create_response(&ctx.http, launch).await,
            _ => Ok(()),
        };
        if let Err(e) = answered {
            eprintln!("the launcher could not answer: {e}");
        }
    }
}

#[tokio::test]
async fn the_harness_reports_a_launch_as_a_reply_without_a_message() {
    let h = Harness::without_bot().await;
    h.set_activities_enabled(true);
    let mut client =
        serenity::ClientBuilder::new_with_http(h.raw_http(), serenity::GatewayIntents::empty())
            .event_handler(Launcher)
            .await
            .expect("build the launcher's client");
    let shards = client.shard_manager.clone();
    let running = tokio::spawn(async move { client.start().await });
    let connected = wait_until(&h.fake.shared, Duration::from_secs(15), |w| {
        w.gateway
            .as_ref()
            .is_some_and(|g| g.tx.is_some() && g.ready)
            .then_some(())
    })
    .await;
    assert!(connected.is_some(), "the launcher did not connect");
    // A command for users to type, as if the launcher had registered it.
    h.fake.shared.with(|w| {
        let id = w.next_id();
        let play = json!({"name": "play", "description": "Open the board", "type": 1});
        w.commands.guild = Some(vec![registered_command_json(&play, id, Some(GUILD_ID))]);
    });
    let alice = h.user("alice");

    let reply = alice.slash(h.general(), "play", &[]).await;
    assert_eq!(reply.kind, ResponseKind::LaunchActivity);
    assert!(reply.original.is_none() && reply.followups.is_empty());
    let launch = reply.launch();
    assert_eq!(launch.interaction_id, reply.interaction_id);
    assert_eq!(launch.user_id, alice.id);
    assert_eq!(launch.guild_id, Some(GUILD_ID));

    let message = message_with_button(&h, &h.raw_http()).await;
    let reply = alice.click(&message, "Play").await;
    assert_eq!(reply.kind, ResponseKind::LaunchActivity);
    assert_eq!(reply.launch().channel_id, h.general().id);
    assert_eq!(h.activity_launches().len(), 2);

    shards.shutdown_all().await;
    let _ = running.await;
}

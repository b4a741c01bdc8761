//! The real bot against the fake Discord, driven as users would.

mod support;

use std::time::Duration;

use poise::futures_util::FutureExt;
use poise::serenity_prelude as serenity;
use support::Harness;

#[tokio::test]
async fn connects_registers_commands_and_opens_a_lobby_that_players_join() {
    let h = Harness::start().await;
    let commands = h.guild_commands();
    assert_eq!(commands.len(), 1, "one command group: {commands:#?}");
    assert_eq!(commands[0]["name"], "carcassonne");
    let subcommands: Vec<_> = commands[0]["options"]
        .as_array()
        .expect("subcommands")
        .iter()
        .map(|o| o["name"].as_str().expect("name"))
        .collect();
    for wanted in ["start", "gallery"] {
        assert!(
            subcommands.contains(&wanted),
            "no /carcassonne {wanted}: {subcommands:?}"
        );
    }

    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let reply = alice.slash(h.general(), "carcassonne start", &[]).await;
    let lobby = reply.message();
    assert!(
        lobby.content.contains(&alice.mention()),
        "{}",
        lobby.content
    );
    assert!(lobby.ephemeral_to.is_none(), "the lobby is public");
    assert!(
        lobby.is_enabled("Join") && lobby.is_enabled("Start"),
        "{:?}",
        lobby.labels()
    );
    assert_eq!(h.latest_message(h.general()).id, lobby.id);

    let join = bob.click(&lobby, "Join").await;
    assert_eq!(join.kind, support::fake::store::ResponseKind::Update);
    let lobby = h.message(lobby.id);
    assert!(lobby.content.contains(&bob.mention()), "{}", lobby.content);
    assert_eq!(
        h.messages(h.general()).len(),
        1,
        "Join edits the lobby, it posts nothing"
    );
}

#[tokio::test]
async fn only_the_host_starts_and_only_with_two_players() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let lobby = h.open_lobby(&alice).await;

    let alone = alice.click(&lobby, "Start").await.ephemeral_text();
    assert!(alone.contains("At least 2 players"), "{alone}");
    let again = alice.click(&lobby, "Join").await.ephemeral_text();
    assert!(again.contains("already in"), "{again}");

    bob.click(&lobby, "Join").await;
    let not_host = bob.click(&lobby, "Start").await.ephemeral_text();
    assert!(not_host.contains("Only the host"), "{not_host}");
    assert!(not_host.contains(&alice.mention()), "{not_host}");

    alice.click(&lobby, "Start").await;
    let lobby = h.message(lobby.id);
    assert!(lobby.content.contains("has started"), "{}", lobby.content);
    assert!(!lobby.is_enabled("Join") && !lobby.is_enabled("Start"));

    // The harness, like a Discord client, cannot press a disabled button.
    let carol = h.user("carol");
    let press = std::panic::AssertUnwindSafe(carol.click(&lobby, "Join"))
        .catch_unwind()
        .await;
    let message = press.expect_err("a disabled button was pressed");
    let message = message.downcast_ref::<String>().expect("panic text");
    assert!(message.contains("disabled"), "{message}");
}

#[tokio::test]
async fn gallery_defers_then_replies_with_the_rendered_png() {
    let h = Harness::start().await;
    let alice = h.user("alice");
    let reply = alice.slash(h.general(), "carcassonne gallery", &[]).await;
    assert_eq!(reply.kind, support::fake::store::ResponseKind::Deferred);
    assert!(
        reply.followups.is_empty(),
        "the first follow-up after a deferral replaces the loading message"
    );
    let message = h.latest_message(h.general());
    assert_eq!(message.id, reply.message().id);
    assert_eq!(
        message.flags & support::fake::store::LOADING,
        0,
        "still thinking"
    );
    assert_eq!(
        message.embeds[0]["image"]["url"],
        "attachment://gallery.png"
    );
    let posted = message.png("gallery.png");
    let renderer = carcassonne_render::Renderer::new().expect("renderer");
    let expected = image::load_from_memory(
        &renderer
            .render_gallery(carcassonne_bot::i18n::Lang::En)
            .expect("gallery"),
    )
    .expect("decode")
    .to_rgba8();
    assert_eq!(posted.dimensions(), expected.dimensions());
    assert!(
        posted == expected,
        "the attachment is the renderer's gallery, pixel for pixel"
    );

    // Over Hill and Dale has a gallery of its own.
    alice
        .slash(
            h.general(),
            "carcassonne gallery",
            &[("game", "over-hill-and-dale")],
        )
        .await;
    let posted = h.latest_message(h.general()).png("gallery.png");
    let expected = renderer
        .render_game_gallery(
            carcassonne_engine::GameKind::OverHillAndDale,
            carcassonne_bot::i18n::Lang::En,
        )
        .expect("gallery");
    let expected = image::load_from_memory(&expected)
        .expect("decode")
        .to_rgba8();
    assert!(posted == expected, "Over Hill and Dale's own gallery");
    // So has The Wheel of Fortune, now that it plays (every game does: none is refused).
    alice
        .slash(
            h.general(),
            "carcassonne gallery",
            &[("game", "wheel-of-fortune")],
        )
        .await;
    let posted = h.latest_message(h.general()).png("gallery.png");
    let expected = renderer
        .render_game_gallery(
            carcassonne_engine::GameKind::WheelOfFortune,
            carcassonne_bot::i18n::Lang::En,
        )
        .expect("gallery");
    let expected = image::load_from_memory(&expected)
        .expect("decode")
        .to_rgba8();
    assert!(posted == expected, "The Wheel of Fortune's own gallery");
}

#[tokio::test]
async fn forged_and_stale_button_ids_get_a_clear_refusal() {
    let h = Harness::start().await;
    let (alice, mallory) = (h.user("alice"), h.user("mallory"));
    let lobby = h.open_lobby(&alice).await;

    let text = mallory
        .press_forged(&lobby, "cc:1:0:Join!")
        .await
        .ephemeral_text();
    assert!(text.contains("cannot use that control"), "{text}");
    let text = mallory
        .press_forged(&lobby, "other-bot:button")
        .await
        .ephemeral_text();
    assert!(text.contains("not one of my buttons or menus"), "{text}");
    let text = mallory
        .press_forged(&lobby, "cc:42:0:join")
        .await
        .ephemeral_text();
    assert!(text.contains("no longer exists"), "{text}");
    let text = mallory
        .press_forged(&lobby, &format!("cc:{}:7:place", lobby.id))
        .await
        .ephemeral_text();
    assert!(text.contains("not running"), "{text}");
    assert!(
        !h.message(lobby.id).content.contains(&mallory.mention()),
        "the lobby is untouched"
    );
}

#[tokio::test]
async fn restart_reuses_the_database_and_old_buttons_still_get_an_answer() {
    let mut h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let lobby = h.open_lobby(&alice).await;

    h.restart_bot().await;
    let db = h.database_url();
    let path = db.trim_start_matches("sqlite://");
    assert!(
        std::path::Path::new(path).exists(),
        "the database file {path} was created and kept"
    );
    assert_eq!(
        h.fake.shared.lock().commands.overwrites,
        2,
        "the new process registered again"
    );
    let store = carcassonne_bot::store::Store::open(&db)
        .await
        .expect("open the bot's database");
    let migrations: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM _sqlx_migrations")
        .fetch_one(store.pool())
        .await
        .expect("the bot migrated its database");
    assert!(migrations >= 1);
    store.close().await;

    // The button on the message posted by the previous process reaches the new one, and the
    // lobby it belongs to was kept in the database.
    bob.click(&lobby, "Join").await;
    assert!(h.message(lobby.id).content.contains(&bob.mention()));
}

#[tokio::test]
async fn the_bot_resumes_after_the_gateway_drops() {
    let h = Harness::start().await;
    h.drop_gateway().await;
    let alice = h.user("alice");
    let lobby = h.open_lobby(&alice).await;
    assert!(lobby.content.contains(&alice.mention()));
    assert_eq!(
        h.fake.shared.lock().sessions_started,
        1,
        "resumed, not re-identified"
    );
}

#[tokio::test]
async fn days_can_pass_between_interactions() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let lobby = h.open_lobby(&alice).await;
    let before = h.now();
    h.advance(Duration::from_secs(3 * 86_400));
    assert_eq!(
        h.now().duration_since(before).expect("forward"),
        Duration::from_secs(3 * 86_400)
    );
    // A click days later carries a fresh token, so the bot can still answer it.
    bob.click(&lobby, "Join").await;
    assert!(h.message(lobby.id).content.contains(&bob.mention()));
}

#[tokio::test]
async fn select_menus_reach_the_bot_and_only_offered_values_can_be_chosen() {
    let h = Harness::start().await;
    let alice = h.user("alice");
    // A menu the bot would draw for a game that no longer exists, posted with the bot token.
    let menu = serenity::CreateSelectMenu::new(
        "cc:42:3:tile",
        serenity::CreateSelectMenuKind::String {
            options: vec![
                serenity::CreateSelectMenuOption::new("North", "n"),
                serenity::CreateSelectMenuOption::new("South", "s"),
            ],
        },
    )
    .placeholder("Where?");
    h.general_id()
        .send_message(
            &h.raw_http(),
            serenity::CreateMessage::new()
                .content("pick")
                .select_menu(menu),
        )
        .await
        .expect("post a menu");
    let message = h.latest_message(h.general());

    let refused = std::panic::AssertUnwindSafe(alice.select(&message, "Where?", &["west"]))
        .catch_unwind()
        .await
        .expect_err("a value the menu does not offer was chosen");
    let refused = refused.downcast_ref::<String>().expect("panic text");
    assert!(refused.contains("offers no value \"west\""), "{refused}");

    let text = alice
        .select(&message, "cc:42:3:tile", &["s"])
        .await
        .ephemeral_text();
    assert!(text.contains("not running"), "{text}");
}

#[tokio::test]
async fn commands_work_in_direct_messages_but_lobbies_need_a_server() {
    let h = Harness::start().await;
    let alice = h.user("alice");
    let dm = h.dm(&alice);
    let gallery = alice.slash_message(dm, "carcassonne gallery", &[]).await;
    assert_eq!(gallery.channel_id, dm.id);
    assert!(gallery.png("gallery.png").width() > 0);
    let lobby = alice.slash(dm, "carcassonne start", &[]).await;
    assert!(
        lobby.message().ephemeral_to == Some(alice.id),
        "refused privately"
    );
    assert!(h.messages(h.general()).is_empty());
}

#[tokio::test]
async fn without_a_guild_id_commands_are_registered_globally() {
    let mut h = Harness::without_bot().await;
    h.global_commands = true;
    h.start_bot().await;
    assert!(h.guild_commands().is_empty());
    assert_eq!(h.global_commands()[0]["name"], "carcassonne");
    let alice = h.user("alice");
    let lobby = h.open_lobby(&alice).await;
    assert!(lobby.content.contains(&alice.mention()));
}

// Serenity's shard queuer waits 5 s between identifies of one client
// (WAIT_BETWEEN_BOOTS_IN_SECONDS), so this is the one slow scenario; it runs in parallel with
// the others, so it costs CI little.
#[tokio::test]
async fn the_bot_identifies_again_when_its_session_cannot_be_resumed() {
    let h = Harness::start().await;
    h.invalidate_session().await;
    let alice = h.user("alice");
    let lobby = h.open_lobby(&alice).await;
    assert!(lobby.content.contains(&alice.mention()));
    assert_eq!(h.fake.shared.lock().sessions_started, 2);
}

/// The games offered to `/carcassonne start` and `gallery` are the engine's, by key: any
/// case opens the game's lobby, an unknown key is refused privately with the list, and the
/// option asks Discord for suggestions instead of a fixed list of choices.
#[tokio::test]
async fn the_game_option_takes_the_engines_game_keys() {
    let h = Harness::start().await;
    let commands = h.guild_commands();
    let start = commands[0]["options"]
        .as_array()
        .and_then(|subs| subs.iter().find(|o| o["name"] == "start"))
        .expect("/carcassonne start")
        .clone();
    let game = start["options"]
        .as_array()
        .and_then(|opts| opts.iter().find(|o| o["name"] == "game"))
        .expect("a game option")
        .clone();
    assert_eq!(game["autocomplete"], true, "{game:#}");
    assert!(game
        .get("choices")
        .is_none_or(|c| c.as_array().is_none_or(|a| a.is_empty())));

    let alice = h.user("alice");
    let refused = alice
        .slash_text(h.general(), "carcassonne start", &[("game", "dragons")])
        .await;
    assert_eq!(
        refused,
        "There is no game \"dragons\"; choose from carcassonne, wheel-of-fortune, over-hill-and-dale."
    );
    assert!(h.messages(h.general()).is_empty(), "nothing was posted");
    let lobby = alice
        .slash(
            h.general(),
            "carcassonne start",
            &[("game", "Over-Hill-and-Dale")],
        )
        .await
        .message();
    assert!(
        lobby.content.contains("Over Hill and Dale"),
        "{}",
        lobby.content
    );
}

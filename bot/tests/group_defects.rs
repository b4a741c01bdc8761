//! What groups hit when they played whole games through the fake Discord (issue 24), one test
//! per defect, each written to fail on the version before its fix.

mod support;

use std::time::Duration;

use support::{Harness, User};

/// Plays a started game to its end, each turn the plain way, by whoever it mentions.
async fn play_until_over(h: &Harness, users: &[&User]) {
    let mut last = 0;
    loop {
        let prompt = h.next_prompt(last).await;
        if prompt.content.contains("Game over") {
            return;
        }
        last = prompt.id;
        let player = users
            .iter()
            .find(|u| prompt.content.contains(&u.mention()))
            .expect("the prompt mentions a player");
        player.play_plainly(&prompt).await;
        h.settle().await;
    }
}

const UNDO_LINE: &str = "may take this turn back";

#[tokio::test]
async fn the_undo_line_goes_when_the_window_closes_by_done_or_by_time() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    h.start_game(&alice, &[&bob], &[("tiles", "10")]).await;
    let first = h.prompt_for(&alice).await;
    alice.play_plainly(&first).await;
    let played = h.message(first.id);
    assert!(played.content.contains(UNDO_LINE), "{}", played.content);

    // Done ends the window: the line promising Undo and Done goes with the buttons.
    alice.click(&played, "Done").await;
    let second = h.prompt_for(&bob).await;
    h.settle().await;
    let told = h.message(first.id);
    assert!(told.components.is_empty());
    assert!(!told.content.contains(UNDO_LINE), "{}", told.content);
    assert!(told.content.contains("**Turn 1**"), "{}", told.content);

    // The window running out does the same.
    bob.play_plainly(&second).await;
    assert!(h.message(second.id).content.contains(UNDO_LINE));
    h.advance(Duration::from_secs(11));
    h.prompt_for(&alice).await;
    h.settle().await;
    let told = h.message(second.id);
    assert!(told.components.is_empty());
    assert!(!told.content.contains(UNDO_LINE), "{}", told.content);
    assert!(told.content.contains("**Turn 2**"), "{}", told.content);
}

const HOUR: Duration = Duration::from_secs(3600);

#[tokio::test]
async fn the_timeout_notice_reads_what_was_done_and_is_left_alone_afterwards() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (h.user("alice"), h.user("bob"), h.user("carol"));
    let options = [
        ("tiles", "10"),
        ("undo_seconds", "0"),
        ("reminder_hours", "0"),
        ("timeout_hours", "1"),
    ];
    h.start_game(&alice, &[&bob, &carol], &options).await;
    h.prompt_for(&alice).await;
    h.advance(HOUR + Duration::from_secs(60));
    let notice = h
        .wait_for_message(h.general(), "offering to remove alice", |m| {
            m.content.contains("has not played") && m.content.contains(&alice.mention())
        })
        .await;
    let confirm = bob.click(&notice, "Remove player").await.message();
    bob.click(&confirm, "Remove alice").await;
    let next = h.prompt_for(&bob).await;
    h.settle().await;
    let closed = h.message(notice.id);
    assert!(closed.components.is_empty());
    assert!(
        !closed.content.contains("may **Skip turn**"),
        "the notice still offers what is gone: {}",
        closed.content
    );
    assert!(
        closed.content.contains("bob removed alice"),
        "{}",
        closed.content
    );

    // Later moves leave the notice alone.
    let revision = closed.revision;
    bob.play_plainly(&next).await;
    let after = h.prompt_for(&carol).await;
    carol.play_plainly(&after).await;
    h.prompt_for(&bob).await;
    h.settle().await;
    assert_eq!(h.message(notice.id).revision, revision, "re-edited later");
}

#[tokio::test]
async fn a_hint_asked_in_the_undo_window_says_to_wait() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    h.start_game(&alice, &[&bob], &[("tiles", "10")]).await;
    let first = h.prompt_for(&alice).await;
    alice.play_plainly(&first).await;
    let text = bob.slash_text(h.general(), "carcassonne hint", &[]).await;
    assert!(
        text.contains("can no longer be taken back") && text.contains("ask again"),
        "{text}"
    );
    assert!(!text.contains("already played"), "{text}");
}

/// What a refusal must never show: the engine's coordinates and reasons, parser words.
fn leaks(text: &str) -> bool {
    [
        "(99,99)",
        "rotation 0",
        "touches no",
        "its id",
        "component",
        "illegal move",
    ]
    .iter()
    .any(|w| text.contains(w))
}

#[tokio::test]
async fn refusals_speak_to_players_not_in_engine_or_parser_terms() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    h.start_game(&alice, &[&bob], &[("tiles", "10"), ("undo_seconds", "0")])
        .await;
    let first = h.prompt_for(&alice).await;
    let game = first.custom_ids()[0]
        .split(':')
        .nth(1)
        .expect("a game part")
        .to_owned();
    for forged in [
        format!("cc:{game}:0:t.p99_99_0"),
        format!("cc:{game}:0:t.p99_99_0.n"),
        "other-bot:button".to_owned(),
        format!("cc:{game}:0:Confirm!"),
        format!("cc:{game}"),
    ] {
        let text = alice.press_forged(&first, &forged).await.ephemeral_text();
        assert!(!leaks(&text), "{forged}: {text}");
        assert!(text.contains("nothing was changed"), "{forged}: {text}");
    }
    assert!(!h.message(first.id).components.is_empty(), "nothing moved");
}

#[tokio::test]
async fn a_quick_game_with_inns_plays_every_tile_it_deals() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let options = [
        ("rules", "farmers,inns"),
        ("tiles", "12"),
        ("undo_seconds", "0"),
    ];
    h.start_game(&alice, &[&bob], &options).await;
    play_until_over(&h, &[&alice, &bob]).await;
    let told: Vec<String> = h
        .messages(h.general())
        .iter()
        .map(|m| m.content.clone())
        .collect();
    let placed = told
        .iter()
        .filter(|t| t.starts_with("**Turn ") && t.contains(" placed "))
        .count();
    assert_eq!(placed, 12, "{told:#?}");
    assert!(
        !told.iter().any(|t| t.contains("fits nowhere")),
        "{told:#?}"
    );
}

#[tokio::test]
async fn a_lobby_button_is_never_cut_mid_word() {
    let h = Harness::start().await;
    let alice = h.user("alice");
    let lobby = alice
        .slash_message(
            h.general(),
            "carcassonne start",
            &[("rules", "farmers,hills,river2")],
        )
        .await;
    let labels = lobby.labels();
    let readings: Vec<&str> = carcassonne_engine::variants::all()
        .iter()
        .flat_map(|v| v.options.iter().map(|(_, words)| *words))
        .collect();
    let mut variant_buttons = 0;
    for label in &labels {
        assert!(label.chars().count() <= 80, "{label}");
        assert!(!label.ends_with('…'), "cut: {label}");
        // A reading's button shows the whole reading, whatever else it shows.
        if let Some(reading) = readings
            .iter()
            .find(|r| label.to_lowercase().ends_with(&r.to_lowercase()))
        {
            variant_buttons += 1;
            assert!(label.len() >= reading.len());
        }
    }
    let offered = carcassonne_engine::variants::all()
        .iter()
        .filter(|v| {
            v.in_lobby
                && v.expansion
                    .is_some_and(|e| ["hills", "river2"].contains(&e.key()))
        })
        .count();
    assert!(offered >= 2);
    assert_eq!(variant_buttons, offered, "{labels:?}");
}

#[tokio::test]
async fn start_options_are_checked_with_clear_limits() {
    let h = Harness::start().await;
    let alice = h.user("alice");
    for (options, says) in [
        (vec![("tiles", "0")], "3 to"),
        (vec![("tiles", "10000")], "not 10000"),
        (vec![("undo_seconds", "9999")], "0 to 60 seconds"),
        (vec![("timeout_hours", "5000")], "0 (never) to 720 hours"),
        (
            vec![("quick", "false"), ("tiles", "5")],
            "Leave one of them out",
        ),
    ] {
        let text = alice
            .slash_text(h.general(), "carcassonne start", &options)
            .await;
        assert!(text.contains(says), "{options:?}: {text}");
        assert!(
            h.messages(h.general()).is_empty(),
            "{options:?} opened a lobby"
        );
    }
    // Keys in any case, spaces after commas; the whole box of these rules is a valid count.
    let lobby = alice
        .slash_message(
            h.general(),
            "carcassonne start",
            &[("rules", "Farmers, Abbot"), ("tiles", "71")],
        )
        .await;
    assert!(lobby.content.contains("Abbot"), "{}", lobby.content);
    assert!(lobby.content.contains("71 tiles"), "{}", lobby.content);
}

#[tokio::test]
async fn status_board_and_tiles_after_the_end_show_the_final_standings() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    h.start_game(&alice, &[&bob], &[("tiles", "3"), ("undo_seconds", "0")])
        .await;
    play_until_over(&h, &[&alice, &bob]).await;
    for command in [
        "carcassonne status",
        "carcassonne board",
        "carcassonne tiles",
    ] {
        let reply = bob.slash(h.general(), command, &[]).await.message();
        assert_eq!(reply.ephemeral_to, Some(bob.id), "{command}");
        let text = &reply.content;
        assert!(
            !text.contains("no game in this channel"),
            "{command}: {text}"
        );
        assert!(
            text.contains("last game in this channel ended") && text.contains("Rematch"),
            "{command}: {text}"
        );
        assert!(
            text.contains("**alice**") && text.contains("**bob**"),
            "{text}"
        );
        if command.ends_with("board") {
            let png = reply
                .attachments
                .iter()
                .find(|a| a.filename.ends_with(".png"))
                .expect("the final board");
            image::load_from_memory(&png.bytes).expect("a PNG");
        }
    }
}

#[tokio::test]
async fn a_board_repost_says_whose_it_is_and_retires_with_its_turn() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (h.user("alice"), h.user("bob"), h.user("carol"));
    h.start_game(&alice, &[&bob], &[("tiles", "10"), ("undo_seconds", "0")])
        .await;
    let first = h.prompt_for(&alice).await;
    let repost = carol
        .slash_message(h.general(), "carcassonne board", &[])
        .await;
    assert!(
        repost.content.contains("carol asked for it"),
        "{}",
        repost.content
    );
    assert!(repost.content.contains("at turn 1"), "{}", repost.content);
    assert!(!repost.content.contains("You drew"), "{}", repost.content);
    assert!(repost.content.contains("alice drew"), "{}", repost.content);
    alice.play_plainly(&first).await;
    h.prompt_for(&bob).await;
    h.settle().await;
    let retired = h.message(repost.id);
    assert!(retired.components.is_empty());
    assert!(
        retired.content.contains("that turn is over"),
        "{}",
        retired.content
    );
    assert!(
        !retired.content.contains("alice drew"),
        "{}",
        retired.content
    );
}

#[tokio::test]
async fn a_rematch_keeps_calling_who_has_not_joined_and_points_latecomers_to_it() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (h.user("alice"), h.user("bob"), h.user("carol"));
    h.start_game(
        &alice,
        &[&bob, &carol],
        &[("tiles", "3"), ("undo_seconds", "0")],
    )
    .await;
    play_until_over(&h, &[&alice, &bob, &carol]).await;
    let lobby = alice
        .slash_message(h.general(), "carcassonne rematch", &[])
        .await;
    assert!(lobby.content.contains(&bob.mention()) && lobby.content.contains(&carol.mention()));
    bob.click(&lobby, "Join").await;
    let after = h.message(lobby.id);
    assert!(
        after.content.starts_with("**Rematch!**"),
        "{}",
        after.content
    );
    let call = after.content.lines().next().unwrap_or_default().to_owned();
    assert!(call.contains(&carol.mention()), "{call}");
    assert!(!call.contains(&bob.mention()), "{call}");

    // Carol types the command instead of pressing Join: she is shown the lobby to join.
    let shown = carol
        .slash(h.general(), "carcassonne rematch", &[])
        .await
        .message();
    assert!(
        !shown.content.contains("already has a game"),
        "{}",
        shown.content
    );
    assert!(
        shown.content.contains("here it is again"),
        "{}",
        shown.content
    );
    carol.click(&shown, "Join").await;
    let joined = h.message(shown.id);
    assert!(joined.content.contains("Players (3/"), "{}", joined.content);
}

#[tokio::test]
async fn refusals_are_whole_sentences_in_the_right_words() {
    let h = Harness::start().await;
    let users: Vec<User> = ["alice", "bob", "carol", "dave", "erin", "frank"]
        .into_iter()
        .map(|n| h.user(n))
        .collect();
    let lobby = users[0]
        .slash_message(
            h.general(),
            "carcassonne start",
            &[("game", "over-hill-and-dale"), ("tiles", "10")],
        )
        .await;
    for u in &users[1..5] {
        u.click(&lobby, "Join").await;
    }
    let join = h
        .message(lobby.id)
        .custom_ids()
        .into_iter()
        .find(|c| c.ends_with(":join"))
        .expect("Join");
    let full = users[5].press_forged(&lobby, &join).await.ephemeral_text();
    assert!(full.ends_with("(5 players)."), "{full}");

    // A stranger pressing Done is told about Done, not about taking a turn back.
    let h2 = Harness::start().await;
    let (alice, bob, carol) = (h2.user("alice"), h2.user("bob"), h2.user("carol"));
    h2.start_game(&alice, &[&bob], &[("tiles", "10")]).await;
    let first = h2.prompt_for(&alice).await;
    alice.play_plainly(&first).await;
    let played = h2.message(first.id);
    let told = carol.click(&played, "Done").await.ephemeral_text();
    assert!(!told.contains("take it back"), "{told}");
    assert!(told.contains("press Done"), "{told}");
}

//! A turn as players take it through the fake Discord: how many taps and image bytes it costs
//! over a whole game, and taking a turn back before the next player's tile is revealed.

mod support;

use std::time::Duration;

use support::fake::store::{ResponseKind, StoredMessage};
use support::{Harness, User};

/// The latest message that prompts `user` to play.
async fn prompt_for(h: &Harness, user: &User) -> StoredMessage {
    let wanted = format!("{}, your turn", user.mention());
    h.wait_for_message(h.general(), "with a turn prompt", |m| {
        m.content.contains(&wanted) && !m.components.is_empty()
    })
    .await
}

/// The first prompt posted after message `after`, or the end of the game.
async fn next_prompt(h: &Harness, after: u64) -> StoredMessage {
    h.wait_for_any_message(h.general(), "with the next prompt or the end", |m| {
        m.id > after
            && (m.content.contains("Game over")
                || (m.content.contains("your turn") && !m.components.is_empty()))
    })
    .await
}

/// A lobby opened by alice with `options`, joined by bob and started.
async fn start(h: &Harness, alice: &User, bob: &User, options: &[(&str, &str)]) {
    let lobby = alice
        .slash_message(h.general(), "carcassonne start", options)
        .await;
    bob.click(&lobby, "Join").await;
    alice.click(&lobby, "Start").await;
}

/// Plays the turn of `prompt` the common way and returns how many interactions it took: the
/// placement menu, then a figure option (the first spot on odd turns, none on even ones).
async fn play(player: &User, prompt: &StoredMessage, turn: usize) -> usize {
    if prompt.component("Discard tile").is_some() {
        player.click(prompt, "Discard tile").await;
        return 1;
    }
    let (panel, taps) = if prompt.component("No follower").is_some() {
        (prompt.clone(), 0)
    } else {
        let value = prompt.first_placement();
        (player.place(prompt, &value).await.message(), 1)
    };
    let choice = match panel.button_starting("1 · ") {
        Some(spot) if turn % 2 == 1 => spot,
        _ => "No follower".to_owned(),
    };
    player.click(&panel, &choice).await;
    taps + 1
}

#[tokio::test]
async fn a_whole_game_takes_two_taps_a_turn_within_the_image_budget() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    start(&h, &alice, &bob, &[("tiles", "24"), ("undo_seconds", "0")]).await;
    let mut taps: Vec<usize> = Vec::new();
    let mut bytes: Vec<u64> = Vec::new();
    let mut board_bytes: Vec<usize> = Vec::new();
    let mut last = 0;
    for turn in 0..60 {
        let prompt = next_prompt(&h, last).await;
        if prompt.content.contains("Game over") {
            break;
        }
        last = prompt.id;
        board_bytes.push(prompt.attachment("board.png").bytes.len());
        let player = if prompt.content.contains(&alice.mention()) {
            &alice
        } else {
            &bob
        };
        let before = h.uploaded_png_bytes();
        let number = prompt
            .content
            .split("**Turn ")
            .nth(1)
            .and_then(|r| r.split("**").next())
            .and_then(|n| n.parse::<usize>().ok())
            .expect("a turn number");
        let n = play(player, &prompt, turn).await;
        h.settle().await;
        // A discard continues the same turn: count its tap with the turn it belongs to.
        if taps.len() == number {
            *taps.last_mut().expect("a turn") += n;
            *bytes.last_mut().expect("a turn") += h.uploaded_png_bytes() - before;
        } else {
            taps.push(n);
            bytes.push(h.uploaded_png_bytes() - before);
        }
    }
    assert!(
        h.messages(h.general())
            .iter()
            .any(|m| m.content.contains("Game over")),
        "the game ended"
    );
    // The replay of the whole game follows the score sheet; it is not part of any turn.
    let replay = h
        .wait_for_any_message(h.general(), "with the replay", |m| {
            m.content.contains("The whole game in")
        })
        .await;
    let replay_bytes = replay.attachment("replay.gif").bytes.len();
    let mean = taps.iter().sum::<usize>() as f64 / taps.len() as f64;
    let mean_bytes = bytes.iter().sum::<u64>() / bytes.len() as u64;
    eprintln!(
        "turns: {}, taps per turn: mean {mean:.2}, max {}; image bytes per turn: mean {mean_bytes}, max {}; board: max {}; replay GIF: {replay_bytes}",
        taps.len(),
        taps.iter().max().unwrap_or(&0),
        bytes.iter().max().unwrap_or(&0),
        board_bytes.iter().max().unwrap_or(&0),
    );
    assert!(mean <= 2.1, "{taps:?}");

    // The log of the finished game: the latest turns in the message, all of them attached.
    let log = bob.slash_message(h.general(), "carcassonne log", &[]).await;
    assert_eq!(log.ephemeral_to, Some(bob.id));
    let last = format!("**Turn {}** · ", taps.len());
    assert!(log.content.contains(&last), "{}", log.content);
    let file = log
        .attachments
        .iter()
        .find(|a| a.filename.ends_with(".txt"))
        .expect("the whole log as a text file");
    let text = String::from_utf8(file.bytes.to_vec()).expect("UTF-8 text");
    let mut at = 0;
    for turn in 1..=taps.len() {
        let found = text[at..]
            .find(&format!("\nTurn {turn} · "))
            .unwrap_or_else(|| panic!("turn {turn} missing after byte {at}:\n{text}"));
        at += found + 1;
    }
    assert!(text.contains("final scoring"), "{text}");
    assert!(!text.contains("**"), "{text}");
    assert!(taps.iter().all(|&t| t <= 3), "{taps:?}");
    assert!(
        bytes.iter().all(|&b| b <= 400 * 1024),
        "image bytes per turn: {bytes:?}"
    );
    assert!(replay_bytes <= 10 * 1024 * 1024);
}

#[tokio::test]
async fn a_turn_can_be_taken_back_by_its_player_until_the_next_tile_is_revealed() {
    let mut h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    // The default undo window: ten seconds.
    start(&h, &alice, &bob, &[("tiles", "10")]).await;
    let first = prompt_for(&h, &alice).await;
    play(&alice, &first, 0).await;
    let played = h.message(first.id);
    assert!(
        played.is_enabled("Undo") && played.is_enabled("Done"),
        "{:?}",
        played.labels()
    );
    assert!(
        !h.messages(h.general())
            .iter()
            .any(|m| m.content.contains(&format!("{}, your turn", bob.mention()))),
        "bob's tile is not revealed while alice may take her turn back"
    );
    let board = bob
        .slash_message(h.general(), "carcassonne board", &[])
        .await;
    assert!(board.content.contains("taken back"), "{}", board.content);
    assert!(board.components.is_empty());

    // Only alice may take it back.
    let refused = bob.click(&played, "Undo").await.ephemeral_text();
    assert!(refused.contains("Only the player"), "{refused}");
    let undone = alice.click(&played, "Undo").await;
    assert_eq!(undone.kind, ResponseKind::Update);
    let told = h.message(first.id);
    assert!(
        told.content.contains("alice took this turn back"),
        "{}",
        told.content
    );
    assert!(told.components.is_empty());
    let again = prompt_for(&h, &alice).await;
    assert!(again.content.contains("**Turn 1**"), "{}", again.content);
    assert_ne!(again.id, first.id);

    // Played again and ended at once with Done: bob's turn is revealed, undo is too late.
    play(&alice, &again, 1).await;
    let played = h.message(again.id);
    let undo_id = played
        .component("Undo")
        .and_then(|c| c["custom_id"].as_str().map(str::to_owned))
        .expect("an Undo button");
    let done = bob.click(&played, "Done").await.ephemeral_text();
    assert!(done.contains("Only the player"), "{done}");
    alice.click(&played, "Done").await;
    let second = prompt_for(&h, &bob).await;
    assert!(second.content.contains("**Turn 2**"), "{}", second.content);
    assert!(h.message(again.id).components.is_empty());
    let late = alice.press_forged(&played, &undo_id).await.ephemeral_text();
    assert!(late.contains("Too late"), "{late}");

    // Bob plays and lets the window run out: the timer reveals alice's next turn.
    play(&bob, &second, 0).await;
    assert!(h.message(second.id).is_enabled("Undo"));
    h.advance(Duration::from_secs(11));
    let third = prompt_for(&h, &alice).await;
    assert!(third.content.contains("**Turn 3**"), "{}", third.content);
    assert!(h.message(second.id).components.is_empty());

    // A restart inside the window loses nothing: the timer still reveals the next turn.
    play(&alice, &third, 0).await;
    h.restart_bot().await;
    h.advance(Duration::from_secs(11));
    let fourth = prompt_for(&h, &bob).await;
    assert!(fourth.content.contains("**Turn 4**"), "{}", fourth.content);

    // The turn taken back is not in the log: turn 1 is told once, as it was played again.
    let log = bob.slash_text(h.general(), "carcassonne log", &[]).await;
    assert_eq!(log.matches("**Turn 1** · ").count(), 1, "{log}");
    assert!(
        log.contains("**Turn 3** · ") && log.contains("so far"),
        "{log}"
    );
    let replayed = h
        .message(again.id)
        .content
        .split(" placed ")
        .nth(1)
        .and_then(|r| r.split('.').next())
        .map(str::to_owned)
        .expect("the second try's placement");
    assert!(log.contains(&replayed), "{replayed:?} in {log}");
}

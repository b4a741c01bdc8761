//! A turn as players take it through the fake Discord: how many taps and image bytes it costs
//! over a whole game, and taking a turn back before the next player's tile is revealed.

mod support;

use std::time::Duration;

use support::fake::store::{ResponseKind, StoredMessage};
use support::{Harness, User};

/// Plays the turn of `prompt` the common way and returns how many interactions it took: the
/// placement menu, then a figure option (the first spot on odd turns, none on even ones).
/// Any other step on the way (a rotation, a flock to gather or not, a builder's choice) takes
/// its first button, as a player in a hurry would.
async fn play(player: &User, prompt: &StoredMessage, turn: usize) -> usize {
    if prompt.component("Discard tile").is_some() {
        player.click(prompt, "Discard tile").await;
        return 1;
    }
    // "No follower", or "No meeple" in Over Hill and Dale.
    let (mut panel, mut taps) = if prompt.button_starting("No ").is_some() {
        (prompt.clone(), 0)
    } else {
        let value = prompt.first_placement();
        (player.place(prompt, &value).await.message(), 1)
    };
    // A panel without a button to place nothing is a step before the figure (a rotation on
    // a board with more cells than the menus list) or after it (a question of the turn).
    for _ in 0..4 {
        // Many figure options come as a menu: its "No …" option, or its first spot.
        if let Some((menu, pass, spot)) = figure_menu(&panel) {
            let value = if turn % 2 == 1 { spot } else { pass };
            player.select(&panel, &menu, &[value.as_str()]).await;
            return taps + 1;
        }
        let choice = match (panel.button_starting("No "), panel.button_starting("1 · ")) {
            (Some(_), Some(spot)) if turn % 2 == 1 => spot,
            (Some(pass), _) => pass,
            (None, _) => match panel.labels().into_iter().find(|l| panel.is_enabled(l)) {
                Some(first) => first,
                None => break,
            },
        };
        let after = player.click(&panel, &choice).await;
        taps += 1;
        match after.original {
            Some(next) if next.ephemeral_to.is_some() && !next.components.is_empty() => {
                panel = next;
            }
            _ => break,
        }
    }
    taps
}

/// A select menu offering to place no figure: (its custom_id, the value placing none, the
/// value of its first option).
fn figure_menu(panel: &StoredMessage) -> Option<(String, String, String)> {
    panel.components.iter().find_map(|row| {
        row["components"].as_array()?.iter().find_map(|c| {
            let options = c["options"].as_array()?;
            let value = |o: &serde_json::Value| o["value"].as_str().map(str::to_owned);
            let pass = options
                .iter()
                .find(|o| o["label"].as_str().is_some_and(|l| l.starts_with("No ")))
                .and_then(value)?;
            let first = options.first().and_then(value)?;
            Some((c["custom_id"].as_str()?.to_owned(), pass, first))
        })
    })
}

/// What a whole game cost, turn by turn.
struct Played {
    taps: Vec<usize>,
    bytes: Vec<u64>,
    /// Picture bytes of each prompt: its pictures and what its taps brought up to the next.
    step_bytes: Vec<u64>,
    board_bytes: Vec<usize>,
    replay_bytes: usize,
    /// Questions answered outside the turns (the plague).
    answers: usize,
    /// By turn: the first line of each prompt answered in it, so that a turn over budget
    /// says what made it up.
    prompts: Vec<Vec<String>>,
}

impl Played {
    fn report(&self, what: &str) {
        let mean = self.mean_taps();
        let mean_bytes = self.bytes.iter().sum::<u64>() / self.bytes.len().max(1) as u64;
        eprintln!(
            "{what}: turns {}, taps per turn: mean {mean:.2}, max {}; picture bytes per turn: mean {mean_bytes}, max {} (per prompt: max {}); board: max {}; replay GIF: {}; questions answered: {}",
            self.taps.len(),
            self.taps.iter().max().unwrap_or(&0),
            self.bytes.iter().max().unwrap_or(&0),
            self.step_bytes.iter().max().unwrap_or(&0),
            self.board_bytes.iter().max().unwrap_or(&0),
            self.replay_bytes,
            self.answers,
        );
    }

    fn mean_taps(&self) -> f64 {
        self.taps.iter().sum::<usize>() as f64 / self.taps.len().max(1) as f64
    }

    /// The budget: two taps on average, a discard's extra tap at most; 400 KB of
    /// pictures per turn; a replay Discord accepts.
    fn assert_within_budget(&self) {
        self.assert_within(2.1, 3);
    }

    /// Issue 24's budget for whole games of every rule system: 2.5 taps a turn on average
    /// (a turn's plague answers count with it, and so does a builder's second turn, which
    /// keeps the turn's number, so one turn may take `max` taps), 400 KB of pictures for every
    /// prompt a player answers. Not per numbered turn: one that chains a builder's second tile,
    /// a discard and a plague posts a new board at each of them, each needed (the figures
    /// changed), and such a rare turn was seen at 944 KB in 9 taps.
    fn assert_within(&self, mean: f64, max: usize) {
        assert!(self.mean_taps() <= mean, "{:?}", self.taps);
        if let Some(i) = self.taps.iter().position(|&t| t > max) {
            panic!(
                "the turn at {} took {} taps; its prompts:\n  {}\nall turns: {:?}",
                i + 1,
                self.taps[i],
                self.prompts[i].join("\n  "),
                self.taps
            );
        }
        assert!(
            self.step_bytes.iter().all(|&b| b <= 400 * 1024),
            "picture bytes per prompt: {:?}",
            self.step_bytes
        );
        assert!(self.replay_bytes <= 10 * 1024 * 1024);
    }
}

/// Plays a started game to its end through the turn messages, counting the taps and the
/// picture bytes of each turn. A question of the plague belongs to the turn it is asked in:
/// its tap and the pictures posted after it count with that turn.
async fn play_to_the_end(h: &Harness, users: &[&User], max_turns: usize) -> Played {
    use std::collections::BTreeMap;
    // By turn number: (taps, picture bytes, prompts).
    let mut turns: BTreeMap<usize, (usize, u64, Vec<String>)> = BTreeMap::new();
    let mut board_bytes: Vec<usize> = Vec::new();
    let mut step_bytes: Vec<u64> = Vec::new();
    let mut last = 0;
    let mut answers = 0;
    for turn in 0..max_turns {
        let prompt = next_prompt_or_question(h, last).await;
        if prompt.content.contains("Game over") {
            break;
        }
        last = prompt.id;
        let number = prompt
            .content
            .split("**Turn ")
            .nth(1)
            .and_then(|r| r.split("**").next())
            .and_then(|n| n.parse::<usize>().ok())
            .expect("a turn number");
        let before = h.uploaded_png_bytes();
        // The Wheel of Fortune's plague asks a player (not always the one whose turn it is)
        // to send a follower home: one tap of theirs.
        let n = if let Some(asked) = users.iter().find(|u| {
            prompt
                .content
                .contains(&format!("{}, your choice", u.mention()))
        }) {
            let first = prompt.labels().remove(0);
            asked.click(&prompt, &first).await;
            answers += 1;
            1
        } else {
            if let Some(board) = prompt
                .attachments
                .iter()
                .find(|a| a.filename.starts_with("board"))
            {
                board_bytes.push(board.bytes.len());
            }
            let player = users
                .iter()
                .find(|u| {
                    prompt
                        .content
                        .contains(&format!("{}, your turn", u.mention()))
                })
                .expect("the prompt names a player");
            play(player, &prompt, turn).await
        };
        h.settle().await;
        let entry = turns.entry(number).or_default();
        entry.0 += n;
        entry.1 += h.uploaded_png_bytes() - before;
        let text: String = prompt
            .content
            .replace('\n', " / ")
            .chars()
            .take(240)
            .collect();
        entry
            .2
            .push(format!("{n} taps: {text} [{}]", prompt.labels().join(", ")));
        step_bytes.push(h.uploaded_png_bytes() - before);
    }
    assert!(
        h.messages(h.general())
            .iter()
            .any(|m| m.content.contains("Game over")),
        "the game ended within {max_turns} turns"
    );
    // The replay of the whole game follows the score sheet; it is not part of any turn.
    let replay = h
        .wait_for_any_message(h.general(), "with the replay", |m| {
            m.content.contains("The whole game in")
        })
        .await;
    let replay_bytes = replay.attachment("replay.gif").bytes.len();
    Played {
        taps: turns.values().map(|t| t.0).collect(),
        bytes: turns.values().map(|t| t.1).collect(),
        prompts: turns.values().map(|t| t.2.clone()).collect(),
        step_bytes,
        board_bytes,
        replay_bytes,
        answers,
    }
}

/// The next turn prompt, plague question or the end, after message `after`.
async fn next_prompt_or_question(h: &Harness, after: u64) -> StoredMessage {
    h.wait_for_any_message(
        h.general(),
        "with the next prompt, question or the end",
        |m| {
            m.id > after
                && (m.content.contains("Game over")
                    || ((m.content.contains("your turn") || m.content.contains("your choice"))
                        && !m.components.is_empty()))
        },
    )
    .await
}

#[tokio::test]
async fn a_whole_game_takes_two_taps_a_turn_within_the_image_budget() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    h.start_game(&alice, &[&bob], &[("tiles", "24"), ("undo_seconds", "0")])
        .await;
    let played = play_to_the_end(&h, &[&alice, &bob], 60).await;
    played.report("base game, 2 players, 24 tiles");
    played.assert_within_budget();
    let taps = &played.taps;

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
}

#[tokio::test]
async fn a_whole_river_inns_and_abbot_game_for_three_keeps_the_budget() {
    // The trial: three players, farmers, the Abbot, Inns & Cathedrals and the River,
    // every tile of the box.
    let h = Harness::start().await;
    let (alice, bob, carol) = (h.user("alice"), h.user("bob"), h.user("carol"));
    let options = [
        ("rules", "farmers,abbot,inns,river1"),
        ("undo_seconds", "0"),
    ];
    h.start_game(&alice, &[&bob, &carol], &options).await;
    let played = play_to_the_end(&h, &[&alice, &bob, &carol], 200).await;
    played.report("farmers, Abbot, Inns & Cathedrals, River; 3 players; whole box");
    assert!(played.taps.len() > 90, "{} turns", played.taps.len());
    played.assert_within_budget();
}

#[tokio::test]
async fn a_whole_over_hill_and_dale_game_for_three_keeps_the_budget() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (h.user("alice"), h.user("bob"), h.user("carol"));
    let options = [("game", "over-hill-and-dale"), ("undo_seconds", "0")];
    h.start_game(&alice, &[&bob, &carol], &options).await;
    let played = play_to_the_end(&h, &[&alice, &bob, &carol], 200).await;
    played.report("Over Hill and Dale; 3 players; whole box");
    assert!(played.taps.len() > 65, "{} turns", played.taps.len());
    played.assert_within_budget();
}

#[tokio::test]
async fn a_whole_wheel_of_fortune_game_for_four_with_plagues_keeps_the_budget() {
    let h = Harness::start().await;
    let users = ["alice", "bob", "carol", "dave"].map(|n| h.user(n));
    let options = [("game", "wheel-of-fortune"), ("undo_seconds", "0")];
    h.start_game(&users[0], &[&users[1], &users[2], &users[3]], &options)
        .await;
    let seats: Vec<&User> = users.iter().collect();
    let played = play_to_the_end(&h, &seats, 300).await;
    played.report("The Wheel of Fortune; 4 players; whole box");
    assert!(played.taps.len() > 65, "{} turns", played.taps.len());
    assert!(played.answers > 0, "no plague asked anyone");
    // A placement and a figure, a discard, and a plague answer from each player.
    played.assert_within(2.5, 2 + 1 + 4);
}

/// The most taps one numbered turn of a full box may take: two placements and figures (a
/// builder's second turn), a discard, and a plague answer from each of four players.
const FULL_BOX_TURN_MAX: usize = 2 * 2 + 1 + 4;

#[tokio::test]
async fn a_whole_four_player_game_with_the_full_box_keeps_the_budget() {
    let h = Harness::start().await;
    let users = ["alice", "bob", "carol", "dave"].map(|n| h.user(n));
    let options = [
        (
            "rules",
            "farmers,abbot,river1,river2,inns,traders,hills,wheel",
        ),
        ("undo_seconds", "0"),
    ];
    h.start_game(&users[0], &[&users[1], &users[2], &users[3]], &options)
        .await;
    let seats: Vec<&User> = users.iter().collect();
    let played = play_to_the_end(&h, &seats, 400).await;
    played.report("every Carcassonne expansion; 4 players; whole box");
    assert!(played.taps.len() > 120, "{} turns", played.taps.len());
    played.assert_within(2.5, FULL_BOX_TURN_MAX);

    // Final scoring of a full box is long: nothing in the channel is cut off, the last turn
    // points to the score sheet, and the sheet groups it by player with every line in a file.
    let messages = h.messages(h.general());
    for m in &messages {
        assert!(!m.content.ends_with('…'), "cut off: {}", m.content);
    }
    let sheet = messages
        .iter()
        .find(|m| m.content.contains("Game over"))
        .expect("the score sheet");
    let last_turn = messages
        .iter()
        .rev()
        .find(|m| m.id < sheet.id && m.content.starts_with("**Turn "))
        .expect("the last turn");
    assert!(
        last_turn
            .content
            .contains("final scoring is on the score sheet below"),
        "{}",
        last_turn.content
    );
    assert!(
        !last_turn.content.contains("Final scoring,"),
        "{}",
        last_turn.content
    );
    let embed = sheet.embeds.first().expect("final scoring by player");
    let by_player = embed["description"].as_str().unwrap_or_default();
    eprintln!(
        "score sheet ({} characters):\n{}\n--- {} ({} characters):\n{by_player}",
        sheet.content.len(),
        sheet.content,
        embed["title"].as_str().unwrap_or_default(),
        by_player.len()
    );
    let lines = by_player.lines().filter(|l| l.contains("** +")).count();
    assert!(lines >= 2, "{by_player}");
    let file = sheet
        .attachments
        .iter()
        .find(|a| a.filename.starts_with("final-scoring"))
        .expect("every line of final scoring");
    let text = String::from_utf8(file.bytes.to_vec()).expect("UTF-8");
    let features = text.matches("Final scoring, ").count();
    assert!(features > 20, "{features} features in\n{text}");
}

#[tokio::test]
async fn a_turn_can_be_taken_back_by_its_player_until_the_next_tile_is_revealed() {
    let mut h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    // The default undo window: ten seconds.
    h.start_game(&alice, &[&bob], &[("tiles", "10")]).await;
    let first = h.prompt_for(&alice).await;
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
    let uploaded = h.uploaded_png_bytes();
    let undone = alice.click(&played, "Undo").await;
    assert_eq!(undone.kind, ResponseKind::DeferredUpdate);
    // The turn's own message is the prompt again, with the board it already carries.
    h.settle().await;
    let again = h.message(first.id);
    assert!(
        again
            .content
            .contains(&format!("{}, your turn", alice.mention()))
            && !again.components.is_empty(),
        "{}",
        again.content
    );
    assert!(
        again.content.contains("alice took this turn back"),
        "{}",
        again.content
    );
    assert!(again.content.contains("**Turn 1**"), "{}", again.content);
    assert_eq!(again.attachments.len(), first.attachments.len());
    assert_eq!(
        h.uploaded_png_bytes(),
        uploaded,
        "Undo uploaded a picture again"
    );

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
    let second = h.prompt_for(&bob).await;
    assert!(second.content.contains("**Turn 2**"), "{}", second.content);
    assert!(h.message(again.id).components.is_empty());
    let late = alice.press_forged(&played, &undo_id).await.ephemeral_text();
    assert!(late.contains("Too late"), "{late}");

    // Bob plays and lets the window run out: the timer reveals alice's next turn.
    play(&bob, &second, 0).await;
    assert!(h.message(second.id).is_enabled("Undo"));
    h.advance(Duration::from_secs(11));
    let third = h.prompt_for(&alice).await;
    assert!(third.content.contains("**Turn 3**"), "{}", third.content);
    assert!(h.message(second.id).components.is_empty());

    // A restart inside the window loses nothing: the timer still reveals the next turn.
    play(&alice, &third, 0).await;
    h.restart_bot().await;
    h.advance(Duration::from_secs(11));
    let fourth = h.prompt_for(&bob).await;
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

/// Every other test judges Discord's 3 s on the test clock (a slow machine cannot fail them);
/// this one holds the bot to the real 3 s for every answer of a short whole game.
#[tokio::test]
async fn a_short_game_answers_every_press_within_the_real_three_seconds() {
    let h = Harness::start().await;
    h.fake.shared.lock().real_deadline = true;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    h.start_game(&alice, &[&bob], &[("tiles", "6"), ("undo_seconds", "0")])
        .await;
    let played = play_to_the_end(&h, &[&alice, &bob], 20).await;
    assert!(!played.taps.is_empty(), "turns were played");
    h.assert_clean();
}

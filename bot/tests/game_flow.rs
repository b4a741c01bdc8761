//! Whole games through the fake Discord, played by clicks only: lobby, turns, refusals,
//! restarts on the same database, reminders and timeouts.

mod support;

use std::time::{Duration, Instant};

use carcassonne_bot::store::Settings;
use carcassonne_engine::{Action, Event, Game, GameConfig};
use carcassonne_render::{BoardOptions, Renderer};
use support::fake::store::{ResponseKind, StoredMessage};
use support::{Harness, User};

const DAY: Duration = Duration::from_secs(24 * 3600);
const HOUR: Duration = Duration::from_secs(3600);

/// Opens a lobby as `host` with slash options (no undo window unless they say otherwise), has
/// `others` join, and starts it; returns the first turn message.
async fn started_game(
    h: &Harness,
    host: &User,
    others: &[&User],
    options: &[(&str, &str)],
) -> StoredMessage {
    let mut options = options.to_vec();
    if !options.iter().any(|(name, _)| *name == "undo_seconds") {
        options.push(("undo_seconds", "0"));
    }
    let lobby = host
        .slash_message(h.general(), "carcassonne start", &options)
        .await;
    for user in others {
        user.click(&lobby, "Join").await;
    }
    let reply = host.click(&lobby, "Start").await;
    assert_eq!(reply.kind, ResponseKind::Update);
    let started = h.message(lobby.id);
    assert!(
        started.content.contains("has started"),
        "{}",
        started.content
    );
    assert!(
        !started.is_enabled("Join") && !started.is_enabled("Start"),
        "a started lobby is closed"
    );
    turn_message(h).await
}

/// The latest public turn prompt.
async fn turn_message(h: &Harness) -> StoredMessage {
    h.wait_for_message(h.general(), "with a turn prompt", |m| {
        m.content.contains("your turn")
    })
    .await
}

fn whose_turn<'a>(msg: &StoredMessage, users: &'a [&'a User]) -> &'a User {
    users
        .iter()
        .find(|u| msg.content.contains(&format!("{}, your turn", u.mention())))
        .unwrap_or_else(|| {
            panic!(
                "the turn message mentions none of the players: {}",
                msg.content
            )
        })
}

/// Plays the turn of `msg` by clicks: the first placement in the menu (or the figure step the
/// prompt shows when the tile fits one way only), then the first follower spot or No follower,
/// which ends the turn. Returns the panel's last state. A tile that fits nowhere (random decks
/// meet one now and then) is discarded instead; that returns the retired prompt.
async fn play_turn(player: &User, msg: &StoredMessage, follower: bool) -> StoredMessage {
    if msg.component("Discard tile").is_some() {
        assert!(
            msg.content.contains("fits nowhere"),
            "a discard prompt says why: {}",
            msg.content
        );
        return player.click(msg, "Discard tile").await.message();
    }
    let panel = if msg.component("No follower").is_some() {
        assert!(msg.content.contains("fits one way only"), "{}", msg.content);
        msg.clone()
    } else {
        let (label, value) = msg.placement_options().remove(0);
        let panel = player.place(msg, &value).await.message();
        assert!(
            panel.ephemeral_to == Some(player.id),
            "the panel is private"
        );
        // "7 · N1E2 · turned 90°": the panel names the cell by its mark and name.
        let cell = label.split(" · turned").next().unwrap_or_default();
        assert!(
            panel.content.contains(&format!("**{cell}**")),
            "{}",
            panel.content
        );
        panel
    };
    panel.png("closeup.png");
    let choice = match panel.button_starting("1 · ") {
        Some(spot) if follower => spot,
        _ => "No follower".to_owned(),
    };
    player.click(&panel, &choice).await.message()
}

fn game_over(h: &Harness) -> Option<StoredMessage> {
    h.messages(h.general())
        .into_iter()
        .find(|m| m.content.contains("Game over"))
}

/// Plays turns until the final score sheet appears.
async fn play_to_the_end(h: &Harness, users: &[&User], max_turns: usize) -> StoredMessage {
    for turn in 0..max_turns {
        if let Some(end) = game_over(h) {
            return end;
        }
        let msg = turn_message(h).await;
        let player = whose_turn(&msg, users);
        play_turn(player, &msg, turn % 2 == 0).await;
        // The old prompt now tells what happened and has no controls left.
        let retired = h.message(msg.id);
        assert!(
            retired.components.is_empty(),
            "turn {turn} kept its controls"
        );
        assert!(
            retired.content.contains(" placed a") || retired.content.contains("fits nowhere"),
            "{}",
            retired.content
        );
    }
    game_over(h).unwrap_or_else(|| panic!("no final score sheet after {max_turns} turns"))
}

fn assert_final_sheet(end: &StoredMessage, users: &[&User]) {
    for word in ["roads", "cities", "monasteries", "farms", "Winner"] {
        assert!(
            end.content.contains(word),
            "{word} missing: {}",
            end.content
        );
    }
    // Gardens score only with the Abbot, and these games are played without him.
    assert!(!end.content.contains("gardens"), "{}", end.content);
    for u in users {
        assert!(
            end.content.contains(&u.name),
            "{} missing: {}",
            u.name,
            end.content
        );
    }
    end.png("final.png");
    assert_eq!(end.labels(), ["Rematch"], "the only control left");
}

#[tokio::test]
async fn two_players_play_a_quick_game_to_its_final_scoring_by_clicks() {
    let started = Instant::now();
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let first = started_game(&h, &alice, &[&bob], &[("quick", "true"), ("tiles", "8")]).await;
    assert!(
        first.content.contains(&alice.mention()),
        "the host plays first: {}",
        first.content
    );
    first.png("board.png");
    let end = play_to_the_end(&h, &[&alice, &bob], 20).await;
    assert_final_sheet(&end, &[&alice, &bob]);
    // The channel is free again.
    let again = h.open_lobby(&alice).await;
    assert!(
        again.content.contains("looking for players"),
        "{}",
        again.content
    );
    eprintln!("full game took {:?}", started.elapsed());
}

/// A seed whose game, played by always taking the first legal action (what `play_turn` does:
/// first cell, first rotation; figures do not change where tiles fit), meets a tile that fits
/// nowhere after the first turn.
fn seed_with_a_discard(config: &GameConfig) -> u64 {
    let discards = |seed: u64| {
        let Ok(mut game) = Game::new(config.clone(), seed) else {
            return false;
        };
        while let Some(&action) = game.legal_actions().first() {
            if action == Action::Discard {
                return game.turn() > 0;
            }
            if game.apply(action).is_err() {
                return false;
            }
        }
        false
    };
    (0..3_000)
        .find(|&seed| discards(seed))
        .expect("some seed deals a tile that fits nowhere")
}

#[tokio::test]
async fn the_turn_helpers_discard_a_tile_that_fits_nowhere() {
    // Lobbies deal random decks, so this game is opened through the service with a seed that
    // is known to need a discard; `/carcassonne board` then brings up its first prompt.
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    // A quick game puts a tile that fits nowhere back in the box for one that fits, so the
    // discard is met in a whole box.
    let settings = Settings {
        undo_secs: 0,
        ..Settings::default()
    };
    let config = GameConfig::default();
    let seed = seed_with_a_discard(&config);
    h.seeded_game([&alice, &bob], config, settings, seed).await;

    let board = alice
        .slash_message(h.general(), "carcassonne board", &[])
        .await;
    // The re-posted board is not the turn message, so the narration goes below it.
    play_turn(&alice, &board, false).await;
    let end = play_to_the_end(&h, &[&alice, &bob], 100).await;
    assert_final_sheet(&end, &[&alice, &bob]);
    assert!(
        h.messages(h.general())
            .iter()
            .any(|m| m.content.contains("which fits nowhere")),
        "no tile was discarded"
    );
}

#[tokio::test]
async fn lobby_join_leave_cancel_and_start_needs_two_players() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let lobby = h.open_lobby(&alice).await;
    assert_eq!(
        lobby.labels(),
        [
            "Join",
            "Leave",
            "Start",
            "Cancel",
            "Remove AI",
            "Quick game: off",
            "Tile counter: on",
            "Hints: on",
            "Add AI: Medium",
            "AI level",
            "Farmers: on",
            "The Abbot: off",
            "The River: off",
            "The River II: off",
            "Inns & Cathedrals: off",
            "Traders & Builders: off",
            "Hills & Sheep: off",
            "The Wheel of Fortune: off",
            "Rules",
            "Language of the game"
        ]
    );
    assert!(lobby.content.contains("(yellow)"), "{}", lobby.content);

    let refused = alice.click(&lobby, "Start").await.ephemeral_text();
    assert!(refused.contains("At least 2 players"), "{refused}");

    // A second start shows the lobby again, with its buttons, rather than a second lobby.
    let again = bob
        .slash_message(h.general(), "carcassonne start", &[])
        .await;
    assert!(
        again.content.contains("already has a lobby") && again.content.contains("(yellow)"),
        "{}",
        again.content
    );
    assert!(again.is_enabled("Join"));

    bob.click(&lobby, "Join").await;
    let lobby = h.message(lobby.id);
    assert!(
        lobby.content.contains(&format!("{} (red)", bob.mention())),
        "{}",
        lobby.content
    );
    let twice = bob.click(&lobby, "Join").await.ephemeral_text();
    assert!(twice.contains("already in"), "{twice}");

    // Expansions are switched by the host alone.
    let refused = bob.click(&lobby, "The Abbot: off").await.ephemeral_text();
    assert!(refused.contains("Only the host"), "{refused}");
    assert!(!h.message(lobby.id).content.contains("The Abbot"));
    alice.click(&lobby, "The Abbot: off").await;
    alice.click(&h.message(lobby.id), "Farmers: on").await;
    let lobby = h.message(lobby.id);
    assert!(lobby.is_enabled("The Abbot: on") && lobby.is_enabled("Farmers: off"));
    assert!(
        lobby.content.contains("Rules: base game, The Abbot"),
        "{}",
        lobby.content
    );

    bob.click(&lobby, "Leave").await;
    let lobby = h.message(lobby.id);
    assert!(!lobby.content.contains(&bob.mention()), "{}", lobby.content);

    alice.click(&lobby, "Quick game: off").await;
    let lobby = h.message(lobby.id);
    assert!(
        lobby.content.contains("quick game (30 tiles)"),
        "{}",
        lobby.content
    );
    let refused = bob.click(&lobby, "Tile counter: on").await.ephemeral_text();
    assert!(refused.contains("Only the host"), "{refused}");
    alice.click(&lobby, "Tile counter: on").await;
    let lobby = h.message(lobby.id);
    assert!(
        lobby.is_enabled("Tile counter: off") && lobby.content.contains("no tile counter"),
        "{}",
        lobby.content
    );

    // A set's rule readings appear with the set, and the host turns them one by one.
    let hill_tie = "Tied majority with followers on hills";
    assert!(!lobby.labels().iter().any(|l| l.starts_with(hill_tie)));
    alice.click(&lobby, "Hills & Sheep: off").await;
    let lobby = h.message(lobby.id);
    // "Tied majority with followers on hills: every tied player with a follower on a hill
    // wins" is longer than a button takes: the button shows the whole reading instead.
    let reading = lobby
        .button_starting("Every tied player")
        .expect("the hill tie-break switch");
    assert!(reading.ends_with("on a hill wins"), "{reading}");
    let refused = bob.click(&lobby, &reading).await.ephemeral_text();
    assert!(refused.contains("Only the host"), "{refused}");
    alice.click(&lobby, &reading).await;
    let lobby = h.message(lobby.id);
    let reading = lobby
        .button_starting("The tied player")
        .expect("still there");
    assert!(reading.contains("most followers"), "{reading}");
    assert!(
        lobby
            .content
            .contains("tied majority with followers on hills: the tied player with most"),
        "{}",
        lobby.content
    );
    assert!(lobby.labels().len() <= 25 && lobby.components.len() <= 5);

    alice.click(&lobby, "Cancel").await;
    let lobby = h.message(lobby.id);
    assert!(lobby.content.contains("cancelled"), "{}", lobby.content);
    assert!(lobby.components.is_empty());
    let after = bob
        .press_forged(&lobby, &lobby_join_id(&h))
        .await
        .ephemeral_text();
    assert!(after.contains("cancelled"), "{after}");

    // The channel is free for a new lobby.
    let next = h.open_lobby(&bob).await;
    assert!(next.content.contains(&bob.mention()), "{}", next.content);
}

/// The Join id of the first lobby of the test's database.
fn lobby_join_id(_h: &Harness) -> String {
    "cc:1:0:join".into()
}

/// The custom_id of the first placement menu of a prompt.
fn menu_id(msg: &StoredMessage) -> String {
    msg.components
        .iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .find_map(|c| c["custom_id"].as_str().map(str::to_owned))
        .unwrap_or_else(|| panic!("no control on {:?}", msg.labels()))
}

#[tokio::test]
async fn out_of_turn_stale_forged_and_simultaneous_clicks_change_nothing() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (h.user("alice"), h.user("bob"), h.user("carol"));
    let first = started_game(&h, &alice, &[&bob], &[("tiles", "6")]).await;
    let options = first.placement_options();
    assert!(options.len() >= 2, "{options:?}");

    let not_yours = bob.place(&first, &options[0].1).await.ephemeral_text();
    assert!(
        not_yours.contains(&format!("it is {}'s turn", alice.mention())),
        "{not_yours}"
    );
    let not_playing = carol.place(&first, &options[0].1).await.ephemeral_text();
    assert!(not_playing.contains("not playing"), "{not_playing}");

    let menu = menu_id(&first);
    let game = menu.split(':').nth(1).expect("a game part").to_owned();
    for (forged, why) in [
        ("xx:1:0:t".to_owned(), "not one of my buttons or menus"),
        (
            format!("cc:{game}:0:Confirm!"),
            "not one of my buttons or menus",
        ),
        ("cc:999:0:t".to_owned(), "no longer exists"),
        (format!("cc:{game}:7:t"), "no turn of this game"),
        (format!("cc:{game}:0:rot.9"), "not one of my game buttons"),
        (format!("cc:{game}:0:join"), "not one of my game buttons"),
        (format!("cc:{game}:0:t.p40_40_0.n"), "not open any more"),
        (format!("cc:{game}:0:t.x"), "not open any more"),
    ] {
        let text = alice.press_forged(&first, &forged).await.ephemeral_text();
        assert!(text.contains(why), "{forged}: {text}");
    }
    assert_eq!(turn_message(&h).await.id, first.id, "nothing moved");

    // Two panels of the same turn with different placements. Ending the turn on the first
    // plays the first one's placement (each panel carries its own choices), once, whatever
    // the second one chose.
    let panel_a = alice.place(&first, &options[0].1).await.message();
    let panel_b = alice.place(&first, &options[1].1).await.message();
    let (a, b) = tokio::join!(
        alice.click(&panel_a, "No follower"),
        alice.click(&panel_a, "No follower")
    );
    let kinds = [a.kind, b.kind];
    assert!(
        kinds.contains(&ResponseKind::Update),
        "one click played: {kinds:?}"
    );
    let loser = if a.kind == ResponseKind::Update {
        &b
    } else {
        &a
    };
    // Depending on when the second click read the game, it lost the race inside the store
    // or already saw the next turn; either way it is refused privately.
    let text = loser.ephemeral_text();
    assert!(
        text.contains("already played") || text.contains("earlier turn"),
        "{text}"
    );
    let second = turn_message(&h).await;
    assert!(
        second.content.contains("**Turn 2**") && second.content.contains(&bob.mention()),
        "{}",
        second.content
    );
    let turn1 = h.message(first.id);
    assert_eq!(
        turn1.content.matches(" placed a").count(),
        1,
        "exactly one move: {}",
        turn1.content
    );
    // The narration names the cell by its lasting name, after the mark in the label.
    let cell_a = options[0].0.split(" · ").nth(1).unwrap_or_default();
    assert!(
        turn1.content.contains(&format!("at **{cell_a}**")),
        "the first panel's placement was played: {}",
        turn1.content
    );

    let stale = alice.click(&panel_b, "No follower").await.ephemeral_text();
    assert!(stale.contains("earlier turn"), "{stale}");
    assert_eq!(turn_message(&h).await.id, second.id);
}

#[tokio::test]
async fn a_game_survives_a_restart_and_old_buttons_still_work() {
    let mut h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let first = started_game(&h, &alice, &[&bob], &[("tiles", "4")]).await;
    let (label, value) = first.placement_options().remove(0);
    let panel = alice.place(&first, &value).await.message();

    h.restart_bot().await;

    // The panel from before the restart goes on where it was.
    let cell = label.split(" · turned").next().unwrap_or_default();
    assert!(
        panel.content.contains(&format!("**{cell}**")),
        "{}",
        panel.content
    );
    alice.click(&panel, "No follower").await;
    let second = turn_message(&h).await;
    assert!(
        second.content.contains(&bob.mention()),
        "{}",
        second.content
    );

    h.restart_bot().await;
    let end = play_to_the_end(&h, &[&alice, &bob], 10).await;
    assert_final_sheet(&end, &[&alice, &bob]);
    let old = alice
        .press_forged(&second, &menu_id(&first))
        .await
        .ephemeral_text();
    assert!(old.contains("finished game"), "{old}");
}

#[tokio::test]
async fn reminders_and_timeouts_fire_after_days_and_others_can_skip_or_remove() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let first = started_game(&h, &alice, &[&bob], &[("tiles", "8")]).await;

    h.advance(5 * HOUR);
    let reminder = h
        .wait_for_message(h.general(), "reminding alice", |m| {
            m.content.contains("still your turn")
        })
        .await;
    assert!(
        reminder.content.contains(&alice.mention()),
        "{}",
        reminder.content
    );

    h.advance(DAY);
    let timeout = h
        .wait_for_message(h.general(), "offering to skip alice", |m| {
            m.content.contains("has not played")
        })
        .await;
    // Five hours and a day have passed since the turn began, not just the timeout's day.
    assert!(
        timeout.content.contains("for 1 day 5 h"),
        "{}",
        timeout.content
    );
    assert!(
        !timeout.content.contains("plays their turns"),
        "removal skips turns, it does not play them: {}",
        timeout.content
    );
    let own = alice.click(&timeout, "Skip turn").await.ephemeral_text();
    assert!(own.contains("your own turn"), "{own}");
    bob.click(&timeout, "Skip turn").await;
    let second = turn_message(&h).await;
    assert!(
        second.content.contains(&bob.mention()),
        "{}",
        second.content
    );
    let turn1 = h.message(first.id);
    assert!(
        turn1
            .content
            .contains("**Turn 1** · bob skipped alice's turn; the Medium AI played it for them."),
        "the skipped turn is told in its own turn message: {}",
        turn1.content
    );
    // The placement is named by a cell name, never raw coordinates.
    let cell = turn1
        .content
        .split("at **")
        .nth(1)
        .and_then(|rest| rest.split("**").next())
        .unwrap_or_else(|| panic!("no cell in {}", turn1.content));
    assert!(
        carcassonne_render::parse_cell(cell).is_some(),
        "{cell:?} in {}",
        turn1.content
    );
    assert!(!turn1.content.contains("(0,"), "{}", turn1.content);
    assert!(
        h.message(timeout.id).components.is_empty(),
        "the notice loses its buttons"
    );
    assert!(
        h.message(reminder.id).content.contains("that turn is over"),
        "the reminder does not keep saying it is alice's turn: {}",
        h.message(reminder.id).content
    );

    // Bob is away for three days: his reminder and timeout are both due at once, and only the
    // timeout speaks, with the real time away. Alice removes him, which ends a two-player game.
    let before = h.messages(h.general()).len();
    h.advance(3 * DAY);
    let timeout = h
        .wait_for_message(h.general(), "offering to remove bob", |m| {
            m.content.contains("has not played") && m.content.contains(&bob.mention())
        })
        .await;
    assert!(
        timeout.content.contains("for 3 days"),
        "{}",
        timeout.content
    );
    let reminders = h.messages(h.general())[before..]
        .iter()
        .filter(|m| m.content.contains("still your turn"))
        .count();
    assert_eq!(reminders, 0, "a late reminder beside the timeout notice");
    let confirm = alice.click(&timeout, "Remove player").await.message();
    assert!(
        confirm.content.contains("Remove bob") && confirm.content.contains("game ends"),
        "{}",
        confirm.content
    );
    assert!(
        h.message(timeout.id).is_enabled("Remove player"),
        "nothing happens before the confirmation"
    );
    alice.click(&confirm, "Remove bob").await;
    let end = h
        .wait_for_any_message(h.general(), "with the final scores", |m| {
            m.content.contains("Game over")
        })
        .await;
    assert!(end.content.contains("left the game"), "{}", end.content);
    assert!(end.content.contains("ended early"), "{}", end.content);
    assert!(
        end.content
            .contains(&format!("Winner: {}", alice.mention())),
        "{}",
        end.content
    );

    // The log tells the skipped turn and the removal in their places.
    let log = bob.slash_text(h.general(), "carcassonne log", &[]).await;
    assert!(
        log.contains("**Game log**") && log.contains("finished"),
        "{log}"
    );
    let skipped = log
        .find("**Turn 1** · alice's turn timed out; the Medium AI played it for them.")
        .unwrap_or_else(|| panic!("{log}"));
    let removed = log
        .find("bob was removed after a timeout.")
        .unwrap_or_else(|| panic!("{log}"));
    assert!(skipped < removed, "{log}");
}

#[tokio::test]
async fn status_board_rules_settings_resign_and_cancel_commands() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (h.user("alice"), h.user("bob"), h.user("carol"));
    let none = alice
        .slash_text(h.general(), "carcassonne status", &[])
        .await;
    assert!(none.contains("no game in this channel"), "{none}");
    // The rules come in embeds, the bot's own help last (tests/rules_help.rs has the rest).
    let rules = carol
        .slash(h.general(), "carcassonne rules", &[])
        .await
        .message();
    assert!(rules.ephemeral_to.is_some());
    let help = rules
        .embeds
        .last()
        .and_then(|e| e["description"].as_str())
        .unwrap_or_default();
    assert!(
        help.contains("No follower") && help.contains("Undo"),
        "{help}"
    );

    let first = started_game(
        &h,
        &alice,
        &[&bob, &carol],
        &[("tiles", "6"), ("rules", "farmers,abbot")],
    )
    .await;
    let status = bob.slash_text(h.general(), "carcassonne status", &[]).await;
    assert!(
        status.contains(&format!("waiting for {}", alice.mention())),
        "{status}"
    );
    assert!(
        status.contains("Tiles left") && status.contains("**carol** (green): 0 points"),
        "{status}"
    );
    assert!(status.contains("1 abbot"), "{status}");

    let board = bob
        .slash_message(h.general(), "carcassonne board", &[])
        .await;
    // A repost names the player without pinging them again.
    assert!(
        board.content.contains("alice's turn") && !board.content.contains(&alice.mention()),
        "{}",
        board.content
    );
    board.png("board.png");
    // The re-posted board works like the turn message.
    let (label, value) = board.placement_options().remove(0);
    let panel = alice.place(&board, &value).await.message();
    let cell = label.split(" · turned").next().unwrap_or_default();
    assert!(panel.content.contains(cell), "{}", panel.content);

    let dm = bob
        .slash_text(h.general(), "carcassonne settings", &[("dm", "true")])
        .await;
    assert!(dm.contains("DM you"), "{dm}");
    let timers = bob
        .slash_text(
            h.general(),
            "carcassonne settings",
            &[("reminder_hours", "2")],
        )
        .await;
    assert!(timers.contains("Only the host"), "{timers}");
    let timers = alice
        .slash_text(
            h.general(),
            "carcassonne settings",
            &[("reminder_hours", "2")],
        )
        .await;
    assert!(timers.contains("Reminder after 2 h"), "{timers}");

    // Alice finishes her turn; bob, who asked for DMs, hears about his.
    play_turn(&alice, &first, false).await;
    let second = turn_message(&h).await;
    assert!(
        second.content.contains(&bob.mention()),
        "{}",
        second.content
    );
    assert!(
        h.message(board.id).components.is_empty(),
        "the re-posted board was retired too"
    );
    let dms = h.messages(h.dm(&bob));
    assert!(
        dms.iter().any(|m| m.content.contains("your turn")),
        "{dms:?}"
    );

    let resigned = carol
        .slash_text(h.general(), "carcassonne resign", &[])
        .await;
    assert!(resigned.contains("You left the game"), "{resigned}");
    let third = h
        .wait_for_message(h.general(), "after carol resigned", |m| {
            m.content.contains("your turn") && m.id != second.id
        })
        .await;
    assert!(
        h.message(second.id).content.contains("carol resigned"),
        "{}",
        h.message(second.id).content
    );
    assert!(
        third.content.contains("Not playing any more: carol"),
        "{}",
        third.content
    );
    // Carol is not told that her turn will come, nor promised DMs for turns she will not have.
    let pressed = carol
        .place(&third, &third.first_placement())
        .await
        .ephemeral_text();
    assert!(
        pressed.contains("You left this game") && !pressed.contains("when yours comes"),
        "{pressed}"
    );
    let dm = carol
        .slash_text(h.general(), "carcassonne settings", &[("dm", "true")])
        .await;
    assert!(
        dm.contains("You left this game") && !dm.contains("I will DM you"),
        "{dm}"
    );

    let refused = bob.slash_text(h.general(), "carcassonne cancel", &[]).await;
    assert!(refused.contains("Only the host"), "{refused}");
    let cancelled = h
        .manager("mod")
        .slash_message(h.general(), "carcassonne cancel", &[])
        .await;
    assert!(
        cancelled.content.contains("cancelled"),
        "{}",
        cancelled.content
    );
    assert!(
        h.message(third.id).components.is_empty(),
        "a cancelled game keeps no controls"
    );
    let gone = bob
        .press_forged(&third, &menu_id(&board))
        .await
        .ephemeral_text();
    assert!(gone.contains("cancelled"), "{gone}");
}

#[tokio::test]
async fn a_game_that_cannot_be_read_is_reported_in_its_channel_and_the_others_go_on() {
    let mut h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let general = started_game(&h, &alice, &[&bob], &[("tiles", "4")]).await;
    let other = h.channel("other");
    let lobby = bob
        .slash_message(other, "carcassonne start", &[("undo_seconds", "0")])
        .await;
    alice.click(&lobby, "Join").await;
    bob.click(&lobby, "Start").await;

    h.stop_bot().await;
    let store = carcassonne_bot::store::Store::open(&h.database_url())
        .await
        .expect("open the bot's database");
    sqlx::query("UPDATE games SET state = '{\"not\": \"a game\"}' WHERE channel_id = ?")
        .bind(i64::try_from(h.general().id).expect("ids fit"))
        .execute(store.pool())
        .await
        .expect("damage the game");
    store.close().await;
    h.start_bot().await;

    let notice = h
        .wait_for_message(h.general(), "about the broken game", |m| {
            m.content.contains("could not be read")
        })
        .await;
    assert!(
        notice.content.contains("/carcassonne start"),
        "{}",
        notice.content
    );
    let refused = alice
        .place(&general, &general.first_placement())
        .await
        .ephemeral_text();
    assert!(refused.contains("broken"), "{refused}");

    // The game next door is untouched and goes on; the channel of the broken one is free.
    let prompt = h
        .messages(other)
        .into_iter()
        .rev()
        .find(|m| m.content.contains("your turn"))
        .expect("a prompt in #other");
    play_turn(&bob, &prompt, false).await;
    let fresh = h.open_lobby(&alice).await;
    assert!(
        fresh.content.contains("looking for players"),
        "{}",
        fresh.content
    );
}

#[tokio::test]
async fn status_shows_points_by_kind_and_what_an_ending_now_would_add() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let settings = Settings {
        undo_secs: 0,
        ..Settings::default()
    };
    // A fixed deal whose first tile, put in the first cell offered, has a road, city or
    // monastery that stays unfinished with a follower on it.
    h.seeded_game([&alice, &bob], GameConfig::default(), settings, 11)
        .await;
    let first = alice
        .slash_message(h.general(), "carcassonne board", &[])
        .await;
    let panel = alice
        .place(&first, &first.first_placement())
        .await
        .message();
    let (label, plural) = ["road", "city", "monastery"]
        .iter()
        .zip(["roads +", "cities +", "monasteries +"])
        .find_map(|(kind, plural)| {
            panel
                .labels()
                .into_iter()
                .find(|l| l.ends_with(&format!(" · {kind}")))
                .map(|l| (l, plural))
        })
        .unwrap_or_else(|| panic!("no road, city or monastery spot: {:?}", panel.labels()));
    alice.click(&panel, &label).await;
    h.settle().await;
    let status = bob.slash_text(h.general(), "carcassonne status", &[]).await;
    let line = status
        .lines()
        .find(|l| l.contains("**alice**"))
        .unwrap_or_else(|| panic!("{status}"));
    // The follower still stands on the unfinished feature, out of alice's hand.
    assert!(line.contains("6 followers in hand"), "{line}");
    assert!(
        line.contains("0 points; ")
            && line.contains("if the game ended now: ")
            && line.contains(plural),
        "{line}"
    );
    let other = status
        .lines()
        .find(|l| l.contains("**bob**"))
        .unwrap_or_else(|| panic!("{status}"));
    assert!(
        other.contains("0 points; 0 if the game ended now;"),
        "{other}"
    );

    // Once someone has scored, their points are broken down by kind.
    for _ in 0..30 {
        let status = bob.slash_text(h.general(), "carcassonne status", &[]).await;
        let scored = status
            .lines()
            .find(|l| l.starts_with("- **") && !l.contains("): 0 points"));
        if let Some(line) = scored {
            let points: u32 = line
                .split("): ")
                .nth(1)
                .and_then(|r| r.split(' ').next())
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| panic!("{line}"));
            let detail = line
                .split(" points (")
                .nth(1)
                .and_then(|r| r.split(')').next())
                .unwrap_or_else(|| panic!("no breakdown in {line}"));
            let sum: u32 = detail
                .split(", ")
                .filter_map(|part| part.rsplit(' ').next()?.parse::<u32>().ok())
                .sum();
            assert_eq!(sum, points, "{line}");
            return;
        }
        let msg = turn_message(&h).await;
        let users = [&alice, &bob];
        let player = whose_turn(&msg, &users);
        play_turn(player, &msg, true).await;
    }
    panic!("nobody scored in 30 turns");
}

#[tokio::test]
async fn a_rematch_keeps_the_rules_and_calls_the_players_to_join_with_one_press() {
    let h = Harness::start().await;
    let (alice, bob, carol, dave) = (
        h.user("alice"),
        h.user("bob"),
        h.user("carol"),
        h.user("dave"),
    );
    let nothing = bob
        .slash_text(h.general(), "carcassonne rematch", &[])
        .await;
    assert!(nothing.contains("No game has finished"), "{nothing}");
    started_game(
        &h,
        &alice,
        &[&bob, &carol],
        &[("tiles", "3"), ("rules", "abbot"), ("timeout_hours", "5")],
    )
    .await;
    let end = play_to_the_end(&h, &[&alice, &bob, &carol], 10).await;
    assert!(end.is_enabled("Rematch"), "{:?}", end.labels());

    let stranger = dave.click(&end, "Rematch").await.ephemeral_text();
    assert!(stranger.contains("Only the players"), "{stranger}");
    let lobby = bob.click(&end, "Rematch").await.message();
    assert_eq!(lobby.ephemeral_to, None, "the lobby is posted for everyone");
    assert!(lobby.content.contains("**Rematch!**"), "{}", lobby.content);
    assert!(
        lobby.content.contains(&alice.mention()) && lobby.content.contains(&carol.mention()),
        "the other players are called: {}",
        lobby.content
    );
    assert!(
        lobby.content.contains(&format!("Host: {}", bob.mention())),
        "{}",
        lobby.content
    );
    // Same rules and timers: the abbot without farmers, the quick game, the 5-hour timeout.
    assert!(
        lobby.content.contains("The Abbot") && !lobby.content.contains("Farmers"),
        "{}",
        lobby.content
    );
    assert!(lobby.content.contains("5 h"), "{}", lobby.content);
    // A second call, by button or command, shows the lobby already open.
    let shown = carol.click(&end, "Rematch").await.message();
    assert!(
        shown.content.contains("here it is again"),
        "{}",
        shown.content
    );
    assert!(shown.content.contains(&format!("Host: {}", bob.mention())));
    let shown = carol
        .slash_message(h.general(), "carcassonne rematch", &[])
        .await;
    assert!(
        shown.content.contains("here it is again"),
        "{}",
        shown.content
    );

    // One press each to join, and the game starts with the old rules.
    alice.click(&lobby, "Join").await;
    carol.click(&lobby, "Join").await;
    bob.click(&lobby, "Start").await;
    let first = h
        .wait_for_message(h.general(), "with the rematch's first turn", |m| {
            m.id > lobby.id && m.content.contains(&format!("{}, your turn", bob.mention()))
        })
        .await;
    assert!(first.content.contains("**Turn 1**"), "{}", first.content);
    let status = alice
        .slash_text(h.general(), "carcassonne status", &[])
        .await;
    assert!(status.contains("quick game (3 tiles)"), "{status}");
    assert!(status.contains("1 abbot"), "{status}");
}

#[tokio::test]
async fn the_tiles_still_to_come_are_a_picture_unless_the_host_switched_the_counter_off() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    started_game(&h, &alice, &[&bob], &[("tiles", "12")]).await;
    let reply = bob
        .slash_message(h.general(), "carcassonne tiles", &[])
        .await;
    assert_eq!(reply.ephemeral_to, Some(bob.id));
    let status = bob.slash_text(h.general(), "carcassonne status", &[]).await;
    let left = status
        .split("Tiles left: ")
        .nth(1)
        .and_then(|r| r.split('.').next())
        .unwrap_or_else(|| panic!("{status}"));
    // A quick game deals 12 of the box's tiles: the picture shows every tile that may come.
    assert!(
        reply.content.contains(&format!(
            "**{left} tiles still to come** (after the tile in play), drawn from these "
        )),
        "{}",
        reply.content
    );
    let picture = reply.png("tiles.png");
    assert!(picture.width() >= 400 && picture.height() >= 200);

    // In a whole game, the tiles to come are exactly the tiles left.
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    started_game(&h, &alice, &[&bob], &[]).await;
    let reply = alice
        .slash_message(h.general(), "carcassonne tiles", &[])
        .await;
    assert!(
        reply.content.starts_with(
            "**70 tiles still to come** (after the tile in play), grouped by what they hold."
        ),
        "{}",
        reply.content
    );
    reply.png("tiles.png");

    // Without the counter, nobody sees the tiles to come.
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    started_game(&h, &alice, &[&bob], &[("tile_counter", "false")]).await;
    let refused = bob.slash_text(h.general(), "carcassonne tiles", &[]).await;
    assert!(refused.contains("without the tile counter"), "{refused}");
    let rules = bob.slash_text(h.general(), "carcassonne status", &[]).await;
    assert!(rules.contains("no tile counter"), "{rules}");
}

#[tokio::test]
async fn the_final_board_shows_the_figures_that_stood_before_final_scoring() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let settings = Settings {
        quick_game: true,
        undo_secs: 0,
        ..Settings::default()
    };
    let config = GameConfig {
        tile_limit: Some(8),
        ..GameConfig::default()
    };
    let (service, id) = h.seeded_game([&alice, &bob], config, settings, 11).await;
    let board = alice
        .slash_message(h.general(), "carcassonne board", &[])
        .await;
    play_turn(&alice, &board, true).await;
    let end = play_to_the_end(&h, &[&alice, &bob], 20).await;

    let loaded = service.load(id).await.expect("the finished game");
    let history = service.history(&loaded).await.expect("the game's history");
    let standing = history
        .steps
        .last()
        .and_then(|step| {
            step.events.iter().find_map(|e| match e {
                Event::FinalScoring { figures, .. } => Some(figures.clone()),
                _ => None,
            })
        })
        .expect("final scoring");
    assert!(!standing.is_empty(), "the seed leaves followers standing");
    assert_eq!(
        history.game.figures().count(),
        0,
        "final scoring took them back"
    );
    // The picture is the final board drawn with the figures that stood, not the empty one.
    let renderer = Renderer::new().expect("renderer");
    let opts = BoardOptions {
        player_names: vec!["alice".into(), "bob".into()],
        ..BoardOptions::default()
    };
    let with = renderer
        .render_board(
            &history.game,
            &BoardOptions {
                figures: Some(standing),
                ..opts.clone()
            },
        )
        .expect("drawn");
    let without = renderer.render_board(&history.game, &opts).expect("drawn");
    let posted = end.attachment("final.png");
    assert_ne!(with, without);
    assert!(
        posted.bytes.as_slice() == with.as_slice(),
        "the posted board is not the one with figures"
    );

    // Then the whole game as an animation: the start and one frame per turn.
    let replay = h
        .wait_for_message(h.general(), "with the replay", |m| {
            m.content.contains("The whole game in")
        })
        .await;
    let frames = history.turn_frames().len();
    assert!(
        replay
            .content
            .contains(&format!("The whole game in {} turns", frames - 1)),
        "{}",
        replay.content
    );
    let gif = replay.attachment("replay.gif");
    let mut decoder = gif::DecodeOptions::new()
        .read_info(gif.bytes.as_slice())
        .expect("a GIF");
    let (width, height) = (decoder.width(), decoder.height());
    let mut decoded = 0;
    while let Some(frame) = decoder.read_next_frame().expect("a readable frame") {
        assert!(frame.left + frame.width <= width && frame.top + frame.height <= height);
        decoded += 1;
    }
    assert_eq!(decoded, frames, "one frame per turn and the start");
    assert!(gif.bytes.len() <= 10 * 1024 * 1024);
}

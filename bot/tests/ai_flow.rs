//! Computer players through the fake Discord: an AI seat added in the lobby plays a whole
//! quick game without a click, a hint is shown privately with its picture, the lobby switches
//! hints off, and an AI turn cut short by a restart is played once after it.

mod support;

use carcassonne_ai::{Budget, Level};
use carcassonne_bot::discord::play::path::encode_action;
use carcassonne_bot::service::{Actor, ChannelRef, GameService, LobbyOptions, Player};
use carcassonne_bot::store::{GameId, GameStatus, Settings, Store};
use carcassonne_engine::GameConfig;
use support::fake::store::StoredMessage;
use support::{Harness, User};

/// The first message after `after` that is `player`'s prompt or the end of the game.
async fn next_prompt_for(h: &Harness, player: &User, after: u64) -> StoredMessage {
    let mention = format!("{}, your turn", player.mention());
    h.wait_for_any_message(h.general(), "with the next prompt or the end", |m| {
        m.id > after
            && (m.content.contains("Game over")
                || (m.content.contains(&mention) && !m.components.is_empty()))
    })
    .await
}

async fn open_store(h: &Harness) -> Store {
    Store::open(&h.database_url())
        .await
        .expect("open the bot's database")
}

/// Moves of a game by kind as the log stores them ("play", "ai", ...).
async fn move_kinds(store: &Store, id: GameId) -> Vec<String> {
    store
        .moves(id)
        .await
        .expect("moves")
        .iter()
        .map(|m| {
            let v: serde_json::Value = serde_json::from_str(&m.action).expect("logged move");
            v["kind"].as_str().unwrap_or_default().to_owned()
        })
        .collect()
}

#[tokio::test]
async fn an_ai_seat_added_in_the_lobby_plays_a_whole_quick_game_without_clicks() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let lobby = alice
        .slash_message(
            h.general(),
            "carcassonne start",
            &[("undo_seconds", "0"), ("quick", "true"), ("tiles", "12")],
        )
        .await;
    assert!(!lobby.is_enabled("Remove AI"), "no AI seat to remove yet");
    // The level is picked on the lobby itself, then added; only the host may add.
    let lobby = alice.click(&lobby, "AI level").await.message();
    assert!(
        lobby.component("Add AI: Hard").is_some(),
        "{:?}",
        lobby.labels()
    );
    let refused = bob.click(&lobby, "Add AI: Hard").await.ephemeral_text();
    assert!(refused.contains("Only the host"), "{refused}");
    let lobby = alice.click(&lobby, "Add AI: Hard").await.message();
    assert!(
        lobby.content.contains("🤖 **Hard AI** (red, computer)"),
        "{}",
        lobby.content
    );
    assert!(lobby.is_enabled("Remove AI"));
    // A second AI, removed again: the lobby keeps the first.
    let lobby = alice.click(&lobby, "Add AI: Hard").await.message();
    assert!(lobby.content.contains("**Hard AI 2**"), "{}", lobby.content);
    let lobby = alice.click(&lobby, "Remove AI").await.message();
    assert!(
        !lobby.content.contains("Hard AI 2") && lobby.content.contains("**Hard AI**"),
        "{}",
        lobby.content
    );
    // Competitive: no hints in this game.
    let lobby = alice.click(&lobby, "Hints: on").await.message();
    assert!(
        lobby.component("Hints: off").is_some(),
        "{:?}",
        lobby.labels()
    );
    alice.click(&lobby, "Start").await;

    let store = open_store(&h).await;
    let id = store
        .game_ids_with_status(GameStatus::Active)
        .await
        .expect("games")[0];
    let mut prompt = next_prompt_for(&h, &alice, 0).await;
    let no_hint = alice.slash_text(h.general(), "carcassonne hint", &[]).await;
    assert!(no_hint.contains("Hints are switched off"), "{no_hint}");
    let mut turns = 0;
    let mut bytes = Vec::new();
    while !prompt.content.contains("Game over") {
        assert!(turns < 40, "the game did not end");
        // A round: alice's turn by clicks, then the AI's without any, up to her next prompt.
        let before = h.uploaded_png_bytes();
        alice.play_plainly(&prompt).await;
        turns += 1;
        prompt = next_prompt_for(&h, &alice, prompt.id).await;
        h.settle().await;
        bytes.push(h.uploaded_png_bytes() - before);
    }
    // The AI's turns add no picture: a round costs what one person's turn costs.
    let max = bytes.iter().copied().max().unwrap_or(0);
    eprintln!(
        "picture bytes per round (alice's turn and the AI's): mean {}, max {max}",
        bytes.iter().sum::<u64>() / bytes.len().max(1) as u64
    );
    assert!(max <= 400 * 1024, "{bytes:?}");

    let kinds = move_kinds(&store, id).await;
    let ai_moves = kinds.iter().filter(|k| *k == "ai").count();
    let own = kinds.iter().filter(|k| *k == "play").count();
    assert!(ai_moves >= 5, "the AI played its share: {kinds:?}");
    assert_eq!(own, turns, "alice clicked only her own turns: {kinds:?}");
    // Every AI turn is told in its own turn message, like anyone's.
    let told = h
        .messages(h.general())
        .iter()
        .filter(|m| m.content.contains("· Hard AI placed"))
        .count();
    assert_eq!(told, ai_moves, "each AI turn is narrated once");
    assert!(
        !h.messages(h.general())
            .iter()
            .any(|m| m.content.contains("is thinking")),
        "every thinking message became the turn's story"
    );
    // The score sheet names the AI without mentioning a made-up user.
    assert!(prompt.content.contains("**Hard AI**"), "{}", prompt.content);
    assert!(!prompt.content.contains("<@1>"), "{}", prompt.content);
    h.assert_clean();
}

#[tokio::test]
async fn a_hint_is_private_legal_drawn_and_explained() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let settings = Settings {
        undo_secs: 0,
        ..Settings::default()
    };
    let (service, id) = h
        .seeded_game([&alice, &bob], GameConfig::default(), settings, 7)
        .await;
    let service = service.with_ai_budget(support::TEST_AI_BUDGET, support::TEST_AI_BUDGET);
    let not_yours = bob.slash_text(h.general(), "carcassonne hint", &[]).await;
    assert!(not_yours.contains("not your turn"), "{not_yours}");

    let reply = alice.slash(h.general(), "carcassonne hint", &[]).await;
    let hint = reply.message();
    assert_eq!(
        hint.ephemeral_to,
        Some(alice.id),
        "only alice sees her hint"
    );
    assert!(
        hint.content
            .starts_with("💡 The Hard AI would put the tile on **"),
        "{}",
        hint.content
    );
    let cell = hint
        .content
        .split("on **")
        .nth(1)
        .and_then(|rest| rest.split("**").next())
        .unwrap_or_else(|| panic!("no cell in {}", hint.content));
    // "7 · N1E2": the mark on the turn's board and in its menu, then the cell's name.
    let (mark, name) = cell
        .split_once(" · ")
        .unwrap_or_else(|| panic!("no mark in {cell:?}"));
    let pos = carcassonne_render::parse_cell(name).unwrap_or_else(|| panic!("{cell:?}"));
    // The same search in the service gives the same plan, and it is a legal move.
    let expected = service.hint(id, alice.id).await.expect("hint");
    let game = service.load(id).await.expect("game").game.expect("running");
    let carcassonne_engine::Action::Place(place) = expected.plan[0] else {
        panic!(
            "a hint at the start of a turn places the tile: {:?}",
            expected.plan
        );
    };
    assert_eq!(place.pos, pos, "{}", hint.content);
    let marks = carcassonne_render::cell_marks(&game.legal_placements());
    assert!(
        marks.contains(&(pos, mark.to_owned())),
        "{mark} is not the mark of {name}: {marks:?}"
    );
    assert!(game.legal_actions().contains(&expected.plan[0]));
    assert!(
        hint.content.ends_with(&format!(
            "{}.",
            carcassonne_bot::i18n::note(carcassonne_bot::i18n::Lang::En, &expected.reason)
        )),
        "the reason is the AI's own: {}",
        hint.content
    );
    // The close-up of the suggested placement comes with it, as a real PNG.
    let name = hint
        .attachments
        .first()
        .map(|a| a.filename.clone())
        .expect("a picture");
    assert!(name.starts_with("closeup-"), "{name}");
    let png = hint.png(&name);
    assert!(png.width() > 100 && png.height() > 100);
    // Asking changed nothing: the turn is still alice's, nothing was logged.
    assert_eq!(service.store().moves(id).await.expect("moves").len(), 0);
    // The figure step is named by the very button the panel shows for that placement.
    let button = hint
        .content
        .split(", then **")
        .nth(1)
        .and_then(|rest| rest.split("**").next())
        .unwrap_or_else(|| panic!("no figure step in {}", hint.content));
    let prompt = alice
        .slash_message(h.general(), "carcassonne board", &[])
        .await;
    let panel = if prompt.component("No follower").is_some() {
        prompt
    } else {
        let value = encode_action(expected.plan[0]).expect("a placement value");
        alice.place(&prompt, &value).await.message()
    };
    assert!(
        panel.component(button).is_some(),
        "{button:?} is not among {:?}",
        panel.labels()
    );
    h.assert_clean();
}

/// A lobby with alice hosting and a Hard AI seat, started through the service; alice plays
/// turn 1 through it too, so the game waits for the AI.
async fn game_waiting_for_the_ai(h: &Harness, alice: &User) -> (GameService, GameId) {
    let store = open_store(h).await;
    let service = GameService::new(store, h.clock());
    let channel = ChannelRef {
        guild_id: Some(support::fake::store::GUILD_ID),
        channel_id: h.general().id,
    };
    let options = LobbyOptions {
        config: GameConfig::default(),
        settings: Settings {
            undo_secs: 0,
            ..Settings::default()
        },
        seed: Some(11),
    };
    let lobby = service
        .open_lobby(channel, &Player::new(alice.id, &alice.name), options)
        .await
        .expect("lobby");
    service
        .add_ai(lobby.id(), Actor::user(alice.id), Level::Hard)
        .await
        .expect("add the AI");
    let started = service
        .start(lobby.id(), Actor::user(alice.id))
        .await
        .expect("start");
    let game = started.game.clone().expect("running");
    let place = game.legal_actions()[0];
    service
        .play_turn(
            started.id(),
            0,
            alice.id,
            vec![place, carcassonne_engine::Action::Pass],
        )
        .await
        .expect("alice's first turn");
    (service, started.id())
}

#[tokio::test]
async fn an_ai_turn_cut_short_by_a_restart_is_played_once_after_it() {
    let mut h = Harness::without_bot().await;
    let alice = h.user("alice");
    let (service, id) = game_waiting_for_the_ai(&h, &alice).await;
    // A slow AI: the bot stops while it is still thinking about turn 2.
    h.set_ai_budget(Budget::millis(3_000));
    h.start_bot().await;
    let thinking = h
        .wait_for_any_message(h.general(), "with the AI thinking", |m| {
            m.content.contains("Hard AI is thinking")
        })
        .await;
    // Meanwhile the board can be asked for: it names the AI and offers no controls.
    let board = alice
        .slash_message(h.general(), "carcassonne board", &[])
        .await;
    assert!(
        board.content.contains("**Hard AI** is thinking") && board.components.is_empty(),
        "{}",
        board.content
    );
    assert!(board
        .attachments
        .iter()
        .any(|a| a.filename.starts_with("board-")));
    h.stop_bot().await;
    assert_eq!(
        move_kinds(service.store(), id).await,
        ["play"],
        "the interrupted search stored nothing"
    );

    // After the restart the AI decides again, once, and the game goes on to alice.
    h.set_ai_budget(support::TEST_AI_BUDGET);
    h.start_bot().await;
    let prompt = next_prompt_for(&h, &alice, thinking.id).await;
    assert!(prompt.content.contains("your turn"), "{}", prompt.content);
    h.settle().await;
    assert_eq!(move_kinds(service.store(), id).await, ["play", "ai"]);
    let told = h.message(thinking.id);
    assert!(
        told.content.starts_with("**Turn 2** · Hard AI placed"),
        "the thinking message became the turn's story: {}",
        told.content
    );
    let loaded = service.load(id).await.expect("game");
    assert_eq!(loaded.turn(), 2);
    h.assert_clean();
}

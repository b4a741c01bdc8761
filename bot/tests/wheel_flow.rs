//! Carcassonne – The Wheel of Fortune through the fake Discord: the pig's actions told with
//! each player's points, a crown taken by button and scored when the pig comes, the plague's
//! questions answered in turn by the players asked (and only by them), a plague nobody answers
//! decided by the timeout, and the lobbies of the game and of the expansion.
//!
//! Positions are built on the board's outer edges (cells (0..4, 0..4)): its north edge is,
//! west to east, city / field / road / field, and a road ends on its west edge at (0,1). The
//! tiles come in a chosen order: the started game's first position is replaced by one built
//! with `Game::with_order` and stored as its checkpoint, the snapshot a game's log replays from.

mod support;

use std::time::Duration;

use carcassonne_ai::Level;
use carcassonne_bot::discord::play::path;
use carcassonne_bot::service::{Actor, ChannelRef, GameService, LobbyOptions, Player};
use carcassonne_bot::store::{GameId, Settings, Store};
use carcassonne_engine::expansions::wheel::WheelSegment;
use carcassonne_engine::tiles::by_name;
use carcassonne_engine::tiles::FeatureKind;
use carcassonne_engine::{
    Action, FigureKind, Game, GameConfig, GameKind, Placement, Pos, Rotation, ScoreKind, Spot,
    SpotKind,
};
use carcassonne_render::cell_name;
use support::fake::store::StoredMessage;
use support::{running_game, Harness, User};

const HOUR: Duration = Duration::from_secs(3600);

fn config() -> GameConfig {
    GameConfig {
        game: GameKind::WheelOfFortune,
        ..GameConfig::with_rules(2, [])
    }
}

/// No undo window: each move is told at once. Reminder after 4 h, timeout after a day.
fn settings() -> Settings {
    Settings {
        undo_secs: 0,
        ..Settings::default()
    }
}

/// A started two-seat Wheel of Fortune game (alice, then bob) whose tiles come in exactly
/// `deck`'s order, and its first prompt (re-posted with `/carcassonne board`).
async fn game_with_deck(
    h: &Harness,
    alice: &User,
    bob: &User,
    deck: &[&str],
) -> (GameService, GameId, StoredMessage) {
    let (service, id) = h
        .game_with_deck([alice, bob], config(), settings(), deck)
        .await;
    let prompt = alice
        .slash_message(h.general(), "carcassonne board", &[])
        .await;
    (service, id, prompt)
}

fn place_value(x: i32, y: i32, r: u8) -> String {
    path::encode_action(Action::Place(Placement {
        pos: Pos::new(x, y),
        rotation: Rotation::new(r),
    }))
    .expect("a code")
}

/// Plays a turn by clicks: the tile at (x, y) turned r quarter turns from the prompt's menu,
/// then the panel's button whose label is `figure` or ends with it ("· city"). Returns the
/// panel.
async fn play(
    player: &User,
    prompt: &StoredMessage,
    at: (i32, i32, u8),
    figure: &str,
) -> StoredMessage {
    let panel = player
        .place(prompt, &place_value(at.0, at.1, at.2))
        .await
        .message();
    let label = panel
        .labels()
        .into_iter()
        .find(|l| l == figure || l.ends_with(figure))
        .unwrap_or_else(|| panic!("no {figure:?} on the panel: {:?}", panel.labels()));
    player.click(&panel, &label).await;
    panel
}

/// What the channel read about `turn` (0-based): the turn's message turned into its story.
fn told_turn(h: &Harness, turn: u32) -> String {
    let head = format!("**Turn {}** · ", turn + 1);
    h.messages(h.general())
        .into_iter()
        .rev()
        .map(|m| m.content)
        .find(|c| {
            c.starts_with(&head)
                && !c.contains("your turn")
                && !c.contains("your choice")
                && !c.contains("'s turn (")
        })
        .unwrap_or_else(|| panic!("turn {} was never told", turn + 1))
}

/// Asserts that `prompt` asks `user` to play.
fn assert_turn_of(prompt: &StoredMessage, user: &User) {
    assert!(
        prompt
            .content
            .contains(&format!("{}, your turn", user.mention())),
        "{}",
        prompt.content
    );
}

/// The plague's question to `user`, posted after message `after`.
async fn plague_question(h: &Harness, user: &User, after: u64) -> StoredMessage {
    let asked = format!("{}, your choice", user.mention());
    h.wait_for_any_message(h.general(), "with a plague question", |m| {
        m.id > after && m.content.contains(&asked) && !m.components.is_empty()
    })
    .await
}

fn followers_on_land(game: &Game, seat: usize) -> usize {
    game.figures()
        .filter(|f| f.player == seat && !matches!(f.spot, Spot::Space(_)))
        .count()
}

fn in_hand(game: &Game, seat: usize) -> u8 {
    game.supply(seat).get(FigureKind::FOLLOWER)
}

#[tokio::test]
async fn taxes_pay_each_knight_and_the_channel_reads_each_players_points() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let (service, id, prompt) =
        game_with_deck(&h, &alice, &bob, &["Q", "E", "U.w1", "U", "U"]).await;
    let board = prompt.png("board.png");
    assert!(board.width() > 100 && board.height() > 100);
    // Alice: a city cap with a pennant north of the board's city, its knight in it.
    play(&alice, &prompt, (0, -1, 3), "· city").await;
    let second = h.next_prompt(prompt.id).await;
    assert!(second.png("board.png").width() > 100);
    // Bob: a city cap on the board's north edge, its knight in that open city.
    play(&bob, &second, (1, -1, 0), "· city").await;
    let third = h.next_prompt(second.id).await;

    // Alice drew U.w1: the pig went from Fortune to Taxes.
    let game = running_game(&service, id).await;
    assert_eq!(game.wheel().map(|w| w.pig), Some(WheelSegment::Taxes));
    let wheel = |p: usize| game.breakdown(p).get(ScoreKind::Wheel);
    // Alice: the pennant and her own knight; bob: his knight.
    assert_eq!((wheel(0), wheel(1)), (2, 1));
    assert_eq!(game.scores(), [2, 1], "the wheel's points are all there is");
    let told = told_turn(&h, 1);
    let line = format!(
        "🐷 The pig moves 1 to **Taxes** (alice drew a wheel tile): each knight scores 1 per pennant in its city and 1 per knight of its owner there — alice +{}, bob +{}.",
        wheel(0),
        wheel(1)
    );
    assert!(told.contains(&line), "{line:?} not in {told}");
    assert_turn_of(&third, &alice);
    assert!(
        third
            .content
            .contains("(wheel 1: the pig moved 1 segment to **Taxes**)"),
        "{}",
        third.content
    );
    assert!(third.png("board.png").width() > 100);
    // The status says where the pig stands, and the wheel's points by kind.
    let status = bob.slash_text(h.general(), "carcassonne status", &[]).await;
    assert!(
        status.contains("🐷 The pig stands on **Taxes**"),
        "{status}"
    );
    assert!(status.contains("no crown is taken"), "{status}");
    assert!(status.contains("(wheel 2)"), "{status}");
    assert!(status.contains("(wheel 1)"), "{status}");
    h.assert_clean();
}

#[tokio::test]
async fn a_crown_taken_by_button_scores_when_the_pig_lands_on_it() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let (service, id, prompt) =
        game_with_deck(&h, &alice, &bob, &["E", "E", "U.w1", "U", "U"]).await;
    let value = prompt.first_placement();
    let panel = alice.place(&prompt, &value).await.message();
    let labels = panel.labels();
    // One crown button per segment with a crown, beside the spots of the tile.
    let taxes = "Crown: Taxes (2 spaces, scores 6 alone; pig 1 away)";
    for crown in [
        taxes,
        "Crown: Famine (1 space, scores 3; pig 2 away)",
        "Crown: Storm (2 spaces, scores 6 alone; pig 3 away)",
        "Crown: Inquisition (2 spaces, scores 6 alone; pig 4 away)",
        "Crown: Plague (2 spaces, scores 6 alone; pig 5 away)",
    ] {
        assert!(
            labels.iter().any(|l| l == crown),
            "{crown} not in {labels:?}"
        );
    }
    assert!(labels.iter().any(|l| l.starts_with("1 · ")), "{labels:?}");
    assert!(panel.content.contains("**Crown**"), "{}", panel.content);

    // Forged crowns: Taxes' second space (one button stands for the segment) and a space the
    // wheel does not have are refused; nothing changes.
    let placed = path::decode_action(&value).expect("a placement");
    for space in [1u8, 9] {
        let forged = path::control(&[
            placed,
            Action::Deploy {
                spot: Spot::Space(space),
                figure: FigureKind::FOLLOWER,
            },
        ])
        .expect("encodable");
        let refusal = alice
            .press_forged(&panel, &format!("cc:{id}:0:{forged}"))
            .await
            .ephemeral_text();
        assert!(refusal.contains("nothing was changed"), "{refusal}");
    }
    let malformed = alice
        .press_forged(&panel, &format!("cc:{id}:0:t.{value}.dkxf0"))
        .await
        .ephemeral_text();
    assert!(
        malformed.contains("not one of my game buttons"),
        "{malformed}"
    );
    let game = running_game(&service, id).await;
    assert_eq!((game.turn(), game.figures().count()), (0, 0));

    alice.click(&panel, taxes).await;
    let second = h.next_prompt(prompt.id).await;
    assert!(
        told_turn(&h, 0).contains("alice put a follower on a crown of **Taxes**."),
        "{}",
        told_turn(&h, 0)
    );
    let game = running_game(&service, id).await;
    assert!(game
        .figures()
        .any(|f| f.player == 0 && f.spot == Spot::Space(0)));
    assert_eq!(in_hand(&game, 0), 6);
    let status = bob.slash_text(h.general(), "carcassonne status", &[]).await;
    assert!(status.contains("crowns: Taxes (alice)"), "{status}");
    // Bob sees Taxes half taken.
    let bobs = bob
        .place(&second, &second.first_placement())
        .await
        .message();
    assert!(
        bobs.labels()
            .iter()
            .any(|l| l == "Crown: Taxes (shared, 3 each; pig 1 away)"),
        "{:?}",
        bobs.labels()
    );
    bob.click(&bobs, "No follower").await;
    let third = h.next_prompt(second.id).await;

    // The pig moved to Taxes: nobody has a knight, alice's crown alone on two crowns gets 6.
    let told = told_turn(&h, 1);
    assert!(
        told.contains("🐷 The pig moves 1 to **Taxes** (alice drew a wheel tile): each knight scores 1 per pennant in its city and 1 per knight of its owner there — nobody scores."),
        "{told}"
    );
    assert!(
        told.contains("Crown of Taxes: alice +6 (the follower goes home)."),
        "{told}"
    );
    let game = running_game(&service, id).await;
    assert_eq!(game.breakdown(0).get(ScoreKind::Crown), 6);
    assert_eq!(game.scores(), [6, 0]);
    assert_eq!(in_hand(&game, 0), 7, "the crown's follower is back in hand");
    assert!(!game.figures().any(|f| matches!(f.spot, Spot::Space(_))));
    assert!(third.png("board.png").width() > 100);
    h.assert_clean();
}

#[tokio::test]
async fn the_plague_asks_each_player_in_turn_and_only_they_may_answer() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let (service, id, prompt) =
        game_with_deck(&h, &alice, &bob, &["U.w3", "E", "U.w2", "U", "U"]).await;
    // The first tile turned the wheel while the game was set up: the first prompt tells it.
    assert!(
        prompt
            .content
            .contains("(wheel 3: the pig moved 3 segments to **Storm**)"),
        "{}",
        prompt.content
    );
    assert!(
        prompt
            .content
            .contains("🐷 Storm: each player scores 1 per follower in supply — alice +7, bob +7."),
        "{}",
        prompt.content
    );
    // Alice: a thief on the road that ends on the board's west edge; bob: a knight.
    play(&alice, &prompt, (-1, 1, 0), "· road").await;
    let second = h.next_prompt(prompt.id).await;
    play(&bob, &second, (1, -1, 0), "· city").await;

    // Alice drew U.w2: Storm to Plague. She is asked first, then bob.
    let ask_alice = plague_question(&h, &alice, second.id).await;
    let told = told_turn(&h, 1);
    assert!(
        told.contains("🐷 The pig moves 2 to **Plague** (alice drew a wheel tile): each player sends one follower home from the land — alice chooses first, then bob."),
        "{told}"
    );
    assert!(
        ask_alice.content.contains("**Turn 3**") && ask_alice.content.contains("Plague"),
        "{}",
        ask_alice.content
    );
    let plain = ask_alice.png("board.png");
    assert!(plain.width() > 100 && plain.height() > 100);
    let road = format!("Road at {} (worth 2 now)", cell_name(Pos::new(-1, 1)));
    assert_eq!(ask_alice.labels(), std::slice::from_ref(&road));
    let alices_button = ask_alice.custom_ids().remove(0);

    // Bob may not answer for alice.
    let refused = bob.click(&ask_alice, &road).await.ephemeral_text();
    assert!(refused.contains("not yours"), "{refused}");
    assert!(refused.contains(&alice.mention()), "{refused}");
    let game = running_game(&service, id).await;
    assert_eq!(game.deciding_player(), 0);
    assert_eq!(followers_on_land(&game, 0), 1);

    alice.click(&ask_alice, &road).await;
    let ask_bob = plague_question(&h, &bob, ask_alice.id).await;
    assert!(
        h.message(ask_alice.id).content.contains(&format!(
            "🐷 Plague: alice sent home the follower on the road at **{}**.",
            cell_name(Pos::new(-1, 1))
        )),
        "{}",
        h.message(ask_alice.id).content
    );
    let game = running_game(&service, id).await;
    assert_eq!((game.deciding_player(), game.current_player()), (1, 0));
    assert_eq!(followers_on_land(&game, 0), 0);
    // Alice's own question is answered: its button, pressed again, changes nothing; nor may
    // she answer bob's.
    let again = alice
        .press_forged(&h.message(ask_alice.id), &alices_button)
        .await
        .ephemeral_text();
    assert!(again.contains("Nothing was changed"), "{again}");
    let city = format!("City at {} (worth 1 now)", cell_name(Pos::new(1, -1)));
    assert_eq!(ask_bob.labels(), std::slice::from_ref(&city));
    // One board per plague: the second question points at the first one's.
    assert!(
        ask_bob.attachments.is_empty(),
        "a second board in one plague"
    );
    assert!(
        ask_bob
            .content
            .contains("board is with this turn's first question"),
        "{}",
        ask_bob.content
    );
    let refused = alice.click(&ask_bob, &city).await.ephemeral_text();
    assert!(refused.contains(&bob.mention()), "{refused}");
    assert_eq!(running_game(&service, id).await, game);

    // Bob is away: four hours later he is reminded, and answers from the reminder's panel.
    h.advance(5 * HOUR);
    let reminder = h
        .wait_for_message(h.general(), "reminding bob of the plague", |m| {
            m.content.contains("the plague still waits for your choice")
        })
        .await;
    assert!(
        reminder.content.contains(&bob.mention()),
        "{}",
        reminder.content
    );
    let refused = alice
        .click(&reminder, "Open my panel")
        .await
        .ephemeral_text();
    assert!(refused.contains("not yours"), "{refused}");
    let panel = bob.click(&reminder, "Open my panel").await.message();
    assert!(panel.ephemeral_to.is_some());
    assert_eq!(panel.labels(), std::slice::from_ref(&city));
    bob.click(&panel, &city).await;

    // The turn goes on: alice places the wheel tile.
    let placing = h.next_prompt(ask_bob.id).await;
    assert_turn_of(&placing, &alice);
    assert!(
        placing
            .content
            .contains("(wheel 2: the pig moved 2 segments to **Plague**)"),
        "{}",
        placing.content
    );
    assert!(placing.png("board.png").width() > 100);
    assert!(
        h.message(ask_bob.id).content.contains(&format!(
            "🐷 Plague: bob sent home the follower on the city at **{}**.",
            cell_name(Pos::new(1, -1))
        )),
        "{}",
        h.message(ask_bob.id).content
    );
    assert!(
        h.message(reminder.id)
            .content
            .contains("the game has moved on"),
        "{}",
        h.message(reminder.id).content
    );
    let game = running_game(&service, id).await;
    assert_eq!((game.deciding_player(), game.turn()), (0, 2));
    assert_eq!(game.figures().count(), 0);
    assert_eq!((in_hand(&game, 0), in_hand(&game, 1)), (7, 7));
    play(&alice, &placing, (-2, 1, 0), "No follower").await;
    let next = h.next_prompt(placing.id).await;
    assert_turn_of(&next, &bob);
    h.assert_clean();
}

#[tokio::test]
async fn the_drawing_player_alone_asked_answers_then_places_from_a_prompt_of_its_own() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let (service, id, prompt) =
        game_with_deck(&h, &alice, &bob, &["U.w3", "E", "U.w2", "U", "U"]).await;
    play(&alice, &prompt, (-1, 1, 0), "· road").await;
    let second = h.next_prompt(prompt.id).await;
    play(&bob, &second, (1, -1, 0), "No follower").await;
    let ask = plague_question(&h, &alice, second.id).await;
    assert!(
        told_turn(&h, 1).contains("— alice chooses."),
        "{}",
        told_turn(&h, 1)
    );
    let label = ask.labels().remove(0);
    let reply = alice.click(&ask, &label).await;
    assert!(
        reply
            .original
            .as_ref()
            .is_none_or(|m| m.ephemeral_to.is_none()),
        "the answer opened a private panel instead of the channel's prompt"
    );
    // The answer is stored and told; the placement has a public prompt with its board.
    let placing = h.next_prompt(ask.id).await;
    assert_turn_of(&placing, &alice);
    assert!(!placing.placements().is_empty(), "{:?}", placing.labels());
    assert!(placing.png("board.png").width() > 100);
    assert!(
        h.message(ask.id)
            .content
            .starts_with("**Turn 3** · 🐷 Plague: alice sent home"),
        "{}",
        h.message(ask.id).content
    );
    let game = running_game(&service, id).await;
    assert_eq!((game.turn(), game.figures().count()), (2, 0));
    h.assert_clean();
}

#[tokio::test]
async fn a_plague_nobody_answers_is_decided_by_the_timeout() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let (service, id, prompt) =
        game_with_deck(&h, &alice, &bob, &["U.w3", "E", "U", "U.w2", "U", "U"]).await;
    play(&alice, &prompt, (-1, 1, 0), "· road").await;
    let second = h.next_prompt(prompt.id).await;
    play(&bob, &second, (1, -1, 0), "· city").await;
    let third = h.next_prompt(second.id).await;
    // Alice lengthens her road and puts a farmer beside it: worth nothing yet.
    play(&alice, &third, (-2, 1, 0), "· field").await;

    // Bob drew U.w2: the plague asks bob, then alice. Nobody answers.
    let ask_bob = plague_question(&h, &bob, third.id).await;
    let before = running_game(&service, id).await;
    assert_eq!(before.deciding_player(), 1);
    h.advance(25 * HOUR);
    let ask_alice = plague_question(&h, &alice, ask_bob.id).await;
    let told = h.message(ask_bob.id).content;
    let knight = cell_name(Pos::new(1, -1));
    assert!(
        told.contains(&format!(
            "⌛ bob did not answer the plague for 1 day 1 h; chosen for them: the follower on the city at {knight} (worth 1 now), the least valuable."
        )),
        "{told}"
    );
    assert!(
        told.contains(&format!(
            "🐷 Plague: bob sent home the follower on the city at **{knight}**."
        )),
        "{told}"
    );
    // Alice has two: her thief on a 3-tile road (worth 3) and her farmer (worth 0), listed
    // second. The timeout sends home the one worth the least.
    let game = running_game(&service, id).await;
    let worth: Vec<u32> = game
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Withdraw { pos, spot } => game.feature_at(pos, spot).map(|f| f.value),
            _ => None,
        })
        .collect();
    assert_eq!(worth, [3, 0]);
    assert_eq!(ask_alice.labels().len(), 2, "{:?}", ask_alice.labels());
    h.advance(25 * HOUR);
    let placing = h.next_prompt(ask_alice.id).await;
    let told = h.message(ask_alice.id).content;
    let farmer = cell_name(Pos::new(-2, 1));
    assert!(
        told.contains(&format!(
            "chosen for them: the follower on the field at {farmer} (worth 0 now)"
        )),
        "{told}"
    );
    let game = running_game(&service, id).await;
    assert_eq!(followers_on_land(&game, 1), 0);
    assert!(
        game.figures()
            .any(|f| f.player == 0 && f.pos == Pos::new(-1, 1)),
        "the thief stays"
    );
    assert!(!game.figures().any(|f| f.pos == Pos::new(-2, 1)));
    // No offer to skip or remove anyone: the timeout answered by itself.
    assert!(
        !h.messages(h.general())
            .iter()
            .any(|m| m.content.contains("has not played")),
        "a timeout notice was posted"
    );
    // The game goes on: bob places the wheel tile, with a fresh timer.
    assert_turn_of(&placing, &bob);
    let log = alice
        .slash(h.general(), "carcassonne log", &[])
        .await
        .message();
    assert!(
        log.content
            .contains("bob did not choose in time; the bot chose for them."),
        "{}",
        log.content
    );
    h.advance(5 * HOUR);
    h.wait_for_message(h.general(), "reminding bob of his turn", |m| {
        m.content.contains("it is still your turn") && m.content.contains(&bob.mention())
    })
    .await;
    play(&bob, &placing, (-3, 1, 0), "No follower").await;
    let next = h.next_prompt(placing.id).await;
    assert_turn_of(&next, &alice);
    h.assert_clean();
}

#[tokio::test]
async fn a_wheel_of_fortune_lobby_seats_five_and_carcassonne_switches_the_wheel_on() {
    let h = Harness::start().await;
    let names = ["alice", "bob", "carol", "dave", "erin", "frank"];
    let users: Vec<User> = names.iter().map(|n| h.user(n)).collect();
    let host = &users[0];
    let lobby = host
        .slash_message(
            h.general(),
            "carcassonne start",
            &[("game", "wheel-of-fortune"), ("undo_seconds", "0")],
        )
        .await;
    assert!(
        lobby.content.contains("Rules: The Wheel of Fortune"),
        "{}",
        lobby.content
    );
    assert!(lobby.content.contains("Players (1/5)"), "{}", lobby.content);
    assert!(
        !lobby.custom_ids().iter().any(|id| id.contains(":rule.")),
        "expansion switches in {:?}",
        lobby.labels()
    );
    let full = h.fill_lobby_of_five(&lobby, &users).await;
    host.click(&full, "Start").await;
    let first = h
        .wait_for_message(h.general(), "with the first turn", |m| {
            m.content.contains("your turn") && !m.components.is_empty()
        })
        .await;
    assert!(first.content.contains("**Turn 1**"), "{}", first.content);
    let board = first.png("board.png");
    assert!(board.width() > 100 && board.height() > 100);
    let status = users[2]
        .slash_text(h.general(), "carcassonne status", &[])
        .await;
    assert!(status.contains("The Wheel of Fortune"), "{status}");
    assert!(status.contains("🐷 The pig stands on **"), "{status}");

    // In a Carcassonne lobby the wheel is an expansion the host switches on.
    let other = h.channel("other");
    let (gina, hal) = (h.user("gina"), h.user("hal"));
    let lobby = gina
        .slash_message(other, "carcassonne start", &[("undo_seconds", "0")])
        .await;
    assert!(
        lobby.is_enabled("The Wheel of Fortune: off"),
        "{:?}",
        lobby.labels()
    );
    gina.click(&lobby, "The Wheel of Fortune: off").await;
    let lobby = h.message(lobby.id);
    assert!(
        lobby.component("The Wheel of Fortune: on").is_some(),
        "{:?}",
        lobby.labels()
    );
    assert!(
        lobby
            .content
            .lines()
            .any(|l| l.starts_with("Rules: ") && l.contains("The Wheel of Fortune")),
        "{}",
        lobby.content
    );
    hal.click(&lobby, "Join").await;
    gina.click(&h.message(lobby.id), "Start").await;
    let first = h
        .wait_for_message(other, "with the first turn of the expansion", |m| {
            m.content.contains("your turn") && !m.components.is_empty()
        })
        .await;
    assert!(first.png("board.png").width() > 100);
    let status = gina.slash_text(other, "carcassonne status", &[]).await;
    assert!(status.contains("The Wheel of Fortune"), "{status}");
    assert!(status.contains("🐷 The pig stands on **"), "{status}");
    h.assert_clean();
}

#[tokio::test]
async fn an_ai_seat_answers_the_plague_by_itself() {
    let h = Harness::start().await;
    let alice = h.user("alice");
    let store = Store::open(&h.database_url())
        .await
        .expect("the bot's database");
    let service = GameService::new(store, h.clock());
    let channel = ChannelRef {
        guild_id: Some(support::fake::store::GUILD_ID),
        channel_id: h.general().id,
    };
    let options = LobbyOptions {
        config: config(),
        settings: settings(),
        seed: Some(1),
    };
    let lobby = service
        .open_lobby(channel, &Player::new(alice.id, &alice.name), options)
        .await
        .expect("lobby");
    service
        .add_ai(lobby.id(), Actor::user(alice.id), Level::Easy)
        .await
        .expect("an AI seat");
    let id = service
        .start(lobby.id(), Actor::user(alice.id))
        .await
        .expect("start")
        .id();
    // Two turns played on the table: alice's thief, the AI's knight; then alice draws U.w2
    // and the plague asks her, then the AI. The position is the game's checkpoint.
    let game = two_player_position(
        &["U.w3", "E", "U.w2", "U", "U"],
        &[(-1, 1, FeatureKind::Road), (1, -1, FeatureKind::City)],
    );
    assert_eq!((game.deciding_player(), game.turn()), (0, 2));
    let state = serde_json::to_string(&game).expect("a snapshot");
    sqlx::query("UPDATE games SET turn = 2 WHERE id = ?")
        .bind(id)
        .execute(service.store().pool())
        .await
        .expect("the row's turn");
    assert!(service
        .store()
        .set_checkpoint(id, 0, &state)
        .await
        .expect("checkpoint"));
    let ask = alice
        .slash_message(h.general(), "carcassonne board", &[])
        .await;
    assert!(ask.content.contains("alice's choice"), "{}", ask.content);
    alice.click(&ask, &ask.labels()[0]).await;
    // The AI is asked next and answers without a click; then alice places the wheel tile
    // from a prompt of its own, with its board.
    let placing = h.next_prompt(ask.id).await;
    assert_turn_of(&placing, &alice);
    let game = running_game(&service, id).await;
    assert_eq!(game.figures().count(), 0, "everyone's follower went home");
    let told = h.messages(h.general()).into_iter().any(|m| {
        m.content.contains(&format!(
            "🐷 Plague: Easy AI sent home the follower on the city at **{}**.",
            cell_name(Pos::new(1, -1))
        ))
    });
    assert!(told, "the AI's answer is told");
    assert!(placing.png("board.png").width() > 100);
    h.assert_clean();
}

/// A two-player game drawing `order`, after turns that each place the tile in hand at
/// (x, y) unturned and a follower on its spot of the feature kind given.
fn two_player_position(order: &[&str], turns: &[(i32, i32, FeatureKind)]) -> Game {
    let order = order.iter().map(|n| by_name(n).expect("tile")).collect();
    let config = GameConfig {
        players: 2,
        ..config()
    };
    let mut game = Game::with_order(config, order).expect("set-up");
    for &(x, y, kind) in turns {
        game.apply(Action::Place(Placement {
            pos: Pos::new(x, y),
            rotation: Rotation::new(0),
        }))
        .expect("place");
        let a = deploy_on(&game, SpotKind::Feature(kind));
        game.apply(a).expect("deploy");
    }
    game
}

/// The deploy option of the tile just placed on a spot of `kind`.
fn deploy_on(game: &Game, kind: SpotKind) -> Action {
    let pos = game.last_placed().expect("placed");
    game.legal_actions()
        .into_iter()
        .find(|a| {
            matches!(a, Action::Deploy { spot, figure }
                if *figure == FigureKind::FOLLOWER && game.spot_kind(pos, *spot) == Some(kind))
        })
        .expect("a spot of that kind")
}

#[test]
fn the_timeout_sends_home_the_follower_worth_the_least_the_first_of_equals() {
    use carcassonne_bot::service::timeout_choice;
    let order = ["U.w3", "E", "U", "U.w2", "U", "U"];
    let start = two_player_position(&order, &[]);
    assert_eq!(timeout_choice(&start), None, "a turn is not a question");
    let mut game = two_player_position(
        &order,
        &[
            (-1, 1, FeatureKind::Road),
            (1, -1, FeatureKind::City),
            (-2, 1, FeatureKind::Field),
        ],
    );
    // Bob's one knight, then alice's road (3) and farmer (0).
    assert_eq!(timeout_choice(&game), game.legal_actions().first().copied());
    let first = game.legal_actions()[0];
    game.apply(first).expect("bob answers");
    assert_eq!(
        timeout_choice(&game),
        Some(Action::Withdraw {
            pos: Pos::new(-2, 1),
            spot: match game.legal_actions()[1] {
                Action::Withdraw { spot, .. } => spot,
                other => panic!("{other:?}"),
            },
        })
    );
}

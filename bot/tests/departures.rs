//! Servers, channels and members that go away mid-game, through the fake Discord: a deleted
//! channel and a server that removes the bot archive their games and nothing else; a server
//! that is only unavailable archives nothing; a player who left the server loses their seat
//! at their turn's timer and the game goes on.

mod support;

use std::time::Duration;

use carcassonne_bot::service::{Actor, ChannelRef, GameService, LobbyOptions, Player};
use carcassonne_bot::store::{GameId, GameStatus, Store};
use carcassonne_engine::GameConfig;
use support::fake::departures;
use support::fake::store::StoredMessage;
use support::{Channel, Harness, User};

const HOUR: Duration = Duration::from_secs(3600);

/// What one trial of a departure found, in the terms of `scripts/reliability.sh`: moves of
/// a game that vanished (lost), moves stored in an archived game after it was archived
/// (applied twice: something kept playing it), and games left open where they should have
/// closed, or closed where they should have gone on (stuck).
#[derive(Default)]
struct Tally {
    lost: usize,
    twice: usize,
    stuck: usize,
}

impl Tally {
    fn add(&mut self, other: Tally) {
        self.lost += other.lost;
        self.twice += other.twice;
        self.stuck += other.stuck;
    }
}

/// Runs `trial` `FAULT_TRIALS` times (1 by default), prints the kind's line and fails if
/// anything was lost, doubled or stuck.
async fn trials<F, Fut>(kind: &str, trial: F)
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = Tally>,
{
    let n = support::env_number("FAULT_TRIALS", 1);
    let mut total = Tally::default();
    for _ in 0..n {
        total.add(trial().await);
    }
    println!(
        "fault {kind}: trials: {n}, moves lost: {}, applied twice: {}, games stuck: {}",
        total.lost, total.twice, total.stuck
    );
    assert_eq!(
        (total.lost, total.twice, total.stuck),
        (0, 0, 0),
        "{kind}: moves lost, applied twice, games stuck"
    );
}

/// Checks an archived game: closed, its moves all kept, nothing stored after.
async fn archived(store: &Store, id: GameId, moves_before: usize, tally: &mut Tally) {
    if !closes(store, id, GameStatus::Cancelled).await {
        tally.stuck += 1;
    }
    let moves = store.moves(id).await.expect("moves").len();
    tally.lost += moves_before.saturating_sub(moves);
    tally.twice += moves.saturating_sub(moves_before);
}

/// Checks a game that must go on: still open and taking moves.
async fn goes_on(store: &Store, id: GameId, open: GameStatus, tally: &mut Tally) {
    if status(store, id).await != open {
        tally.stuck += 1;
    }
}
/// A server the fake's bot is in besides the fake's own guild, known only to the database.
const OTHER_GUILD: u64 = 777_000_000_000_000_001;

/// A lobby in `channel` opened by `host`, joined by `others` and started, without an undo
/// window; returns the game's id.
async fn start_in(h: &Harness, channel: Channel, host: &User, others: &[&User]) -> GameId {
    let lobby = host
        .slash_message(channel, "carcassonne start", &[("undo_seconds", "0")])
        .await;
    for user in others {
        user.click(&lobby, "Join").await;
    }
    host.click(&lobby, "Start").await;
    let store = store(h).await;
    let game = store
        .open_game_in_channel(channel.id)
        .await
        .expect("read the channel's game")
        .expect("the channel has a game");
    assert_eq!(game.status, GameStatus::Active);
    game.id
}

async fn store(h: &Harness) -> Store {
    Store::open(&h.database_url())
        .await
        .expect("open the bot's database")
}

async fn status(store: &Store, id: GameId) -> GameStatus {
    store.game(id).await.expect("read the game").status
}

/// Waits (real time, 5 s at most) until game `id` has `wanted` status.
async fn closes(store: &Store, id: GameId, wanted: GameStatus) -> bool {
    for _ in 0..100 {
        if status(store, id).await == wanted {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    eprintln!("game {id} is {:?}, not {wanted:?}", status(store, id).await);
    false
}

/// The turn prompt `channel` shows now, and whose it is.
async fn current_prompt<'a>(
    h: &Harness,
    channel: Channel,
    users: &[&'a User],
) -> (StoredMessage, &'a User) {
    // The newest prompt, with reminders possibly posted after it.
    let prompt = h
        .wait_for_any_message(channel, "with a turn prompt", |m| {
            // ", your turn": a prompt, not a reminder ("it is still your turn").
            m.content.contains(", your turn") && !m.components.is_empty()
        })
        .await;
    let user = users
        .iter()
        .find(|u| {
            prompt
                .content
                .contains(&format!("{}, your turn", u.mention()))
        })
        .unwrap_or_else(|| panic!("the prompt is for none of the players: {}", prompt.content));
    (prompt, user)
}

/// Plays the turn `channel` waits for, plainly; returns the game's version before and after.
async fn play_a_turn(h: &Harness, channel: Channel, users: &[&User], store: &Store, id: GameId) {
    let before = store.game(id).await.expect("read the game").version;
    let (prompt, user) = current_prompt(h, channel, users).await;
    user.play_plainly(&prompt).await;
    h.settle().await;
    let after = store.game(id).await.expect("read the game").version;
    assert!(
        after > before,
        "the turn was not stored ({before} → {after})"
    );
}

/// A game of another server, opened and started through the service on the bot's database.
async fn game_elsewhere(h: &Harness, alice: &User, bob: &User) -> (GameService, GameId) {
    let service = GameService::new(store(h).await, h.clock());
    let place = ChannelRef {
        guild_id: Some(OTHER_GUILD),
        channel_id: OTHER_GUILD + 1,
    };
    let options = LobbyOptions {
        config: GameConfig::default(),
        settings: Default::default(),
        seed: Some(7),
    };
    let lobby = service
        .open_lobby(place, &Player::new(alice.id, &alice.name), options)
        .await
        .expect("open a lobby elsewhere");
    service
        .join(lobby.id(), &Player::new(bob.id, &bob.name))
        .await
        .expect("bob joins elsewhere");
    let started = service
        .start(lobby.id(), Actor::user(alice.id))
        .await
        .expect("start elsewhere");
    (service, started.id())
}

#[tokio::test]
async fn a_deleted_channel_archives_its_game_and_no_other() {
    trials("channel-deleted", deleted_channel).await;
}

async fn deleted_channel() -> Tally {
    let mut tally = Tally::default();
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let doomed = h.channel("doomed");
    let gone = start_in(&h, doomed, &alice, &[&bob]).await;
    let kept = start_in(&h, h.general(), &alice, &[&bob]).await;
    let store = store(&h).await;
    play_a_turn(&h, doomed, &[&alice, &bob], &store, gone).await;
    assert!(
        !store.deadlines(gone).await.expect("timers").is_empty(),
        "a running game has timers"
    );
    let moves = store.moves(gone).await.expect("moves").len();
    let kept_version = store.game(kept).await.expect("read").version;

    h.fake
        .shared
        .with(|w| departures::delete_channel(w, doomed.id))
        .expect("delete the channel");
    archived(&store, gone, moves, &mut tally).await;
    assert!(
        store.deadlines(gone).await.expect("timers").is_empty(),
        "an archived game keeps no timer"
    );
    goes_on(&store, kept, GameStatus::Active, &mut tally).await;
    assert_eq!(
        store.game(kept).await.expect("read").version,
        kept_version,
        "the other game changed"
    );
    assert!(!store.deadlines(kept).await.expect("timers").is_empty());

    // The game in #general plays on, and days later no timer of the archived game tries to
    // post (a message to the deleted channel would be a violation of the fake).
    play_a_turn(&h, h.general(), &[&alice, &bob], &store, kept).await;
    h.advance(48 * HOUR);
    h.settle().await;
    goes_on(&store, kept, GameStatus::Active, &mut tally).await;
    archived(&store, gone, moves, &mut tally).await;
    h.assert_clean();
    tally
}

#[tokio::test]
async fn a_channel_deleted_while_the_bot_was_away_is_found_by_the_next_timer() {
    trials("channel-deleted-offline", deleted_while_away).await;
}

async fn deleted_while_away() -> Tally {
    let mut tally = Tally::default();
    let mut h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let doomed = h.channel("doomed");
    let gone = start_in(&h, doomed, &alice, &[&bob]).await;
    let kept = start_in(&h, h.general(), &alice, &[&bob]).await;
    let store = store(&h).await;
    let moves = store.moves(gone).await.expect("moves").len();

    h.stop_bot().await;
    // No gateway session to tell: the bot misses the deletion.
    let missed = h
        .fake
        .shared
        .with(|w| departures::delete_channel(w, doomed.id));
    assert!(missed.is_err(), "the deletion reached a bot that was away");
    h.start_bot().await;
    assert_eq!(status(&store, gone).await, GameStatus::Active);

    // The reminders fall due: the one for the deleted channel finds it gone and archives its
    // game; the other is posted as usual.
    h.advance(5 * HOUR);
    h.wait_for_message(h.general(), "reminding in #general", |m| {
        m.content.contains("still your turn")
    })
    .await;
    archived(&store, gone, moves, &mut tally).await;
    goes_on(&store, kept, GameStatus::Active, &mut tally).await;
    assert!(!store.deadlines(kept).await.expect("timers").is_empty());
    let violations = h.take_violations();
    let unexpected: Vec<&String> = violations
        .iter()
        .filter(|v| !v.contains(&format!("unknown channel {}", doomed.id)))
        .collect();
    assert!(unexpected.is_empty(), "{unexpected:#?}");
    assert!(
        !violations.is_empty(),
        "the timer of the archived game never tried its channel"
    );
    // Days later nothing of the archived game tries again.
    h.advance(48 * HOUR);
    h.settle().await;
    assert_eq!(h.take_violations(), Vec::<String>::new());
    tally
}

#[tokio::test]
async fn a_server_that_removes_the_bot_archives_its_games_only() {
    trials("server-removed-bot", removed_bot).await;
}

async fn removed_bot() -> Tally {
    let mut tally = Tally::default();
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let second = h.channel("second");
    let in_general = start_in(&h, h.general(), &alice, &[&bob]).await;
    let in_second = start_in(&h, second, &bob, &[&alice]).await;
    let lobby = alice
        .slash_message(h.channel("third"), "carcassonne start", &[])
        .await;
    assert!(
        lobby.content.contains(&alice.mention()),
        "{}",
        lobby.content
    );
    let store = store(&h).await;
    let third = store
        .open_game_in_channel(h.channel("third").id)
        .await
        .expect("read")
        .expect("a lobby in #third")
        .id;
    let (elsewhere_service, elsewhere) = game_elsewhere(&h, &alice, &bob).await;
    let elsewhere_timers = store.deadlines(elsewhere).await.expect("timers");
    assert!(!elsewhere_timers.is_empty());
    let mut moves = Vec::new();
    for id in [in_general, in_second, third] {
        moves.push(store.moves(id).await.expect("moves").len());
    }

    h.fake
        .shared
        .with(departures::remove_bot)
        .expect("remove the bot");
    for (id, moves) in [in_general, in_second, third].into_iter().zip(moves) {
        archived(&store, id, moves, &mut tally).await;
        assert!(store.deadlines(id).await.expect("timers").is_empty());
    }
    // The other server's game is as it was, timers and all, and plays on.
    goes_on(&store, elsewhere, GameStatus::Active, &mut tally).await;
    assert_eq!(
        store.deadlines(elsewhere).await.expect("timers"),
        elsewhere_timers
    );
    let loaded = elsewhere_service.load(elsewhere).await.expect("load");
    let seat = loaded.current_seat().expect("a seat to play");
    let before = store.moves(elsewhere).await.expect("moves").len();
    elsewhere_service
        .skip_turn(elsewhere, loaded.turn(), Some(Actor::manager(seat.user_id)))
        .await
        .expect("the other server's game takes a move");
    if store.moves(elsewhere).await.expect("moves").len() <= before {
        tally.lost += 1;
    }
    h.settle().await;
    h.assert_clean();
    tally
}

#[tokio::test]
async fn a_server_outage_archives_nothing() {
    trials("server-unavailable", outage).await;
}

async fn outage() -> Tally {
    let mut tally = Tally::default();
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let id = start_in(&h, h.general(), &alice, &[&bob]).await;
    let store = store(&h).await;
    h.fake
        .shared
        .with(departures::guild_outage)
        .expect("the guild becomes unavailable");
    h.settle().await;
    goes_on(&store, id, GameStatus::Active, &mut tally).await;
    assert!(!store.deadlines(id).await.expect("timers").is_empty());
    play_a_turn(&h, h.general(), &[&alice, &bob], &store, id).await;
    tally
}

#[tokio::test]
async fn a_player_who_left_the_server_is_removed_at_their_turn_and_the_game_goes_on() {
    trials("player-left-server", player_left).await;
}

async fn player_left() -> Tally {
    let mut tally = Tally::default();
    let h = Harness::start().await;
    let (alice, bob, carol) = (h.user("alice"), h.user("bob"), h.user("carol"));
    let everyone = [&alice, &bob, &carol];
    let id = start_in(&h, h.general(), &alice, &[&bob, &carol]).await;
    let store = store(&h).await;
    h.fake.shared.with(|w| departures::leave_guild(w, carol.id));

    // The others play until it is carol's turn; she is not reminded but removed.
    for _ in 0..3 {
        let (_, user) = current_prompt(&h, h.general(), &everyone).await;
        if user.id == carol.id {
            break;
        }
        play_a_turn(&h, h.general(), &everyone, &store, id).await;
    }
    let (prompt, user) = current_prompt(&h, h.general(), &everyone).await;
    assert_eq!(user.id, carol.id, "carol's turn comes within three turns");
    let moves = store.moves(id).await.expect("moves").len();
    h.advance(5 * HOUR);
    let told = h
        .wait_for_any_message(h.general(), "telling that carol left", |m| {
            m.content.contains("carol has left the server")
        })
        .await;
    assert_eq!(
        told.id, prompt.id,
        "the headline is on carol's turn message"
    );
    let seats = store.seats(id).await.expect("seats");
    let carol_seat = seats
        .iter()
        .find(|s| s.user_id == carol.id)
        .expect("carol's seat");
    assert!(carol_seat.removed, "carol's seat is removed");
    assert_eq!(seats.iter().filter(|s| !s.removed).count(), 2);
    // Exactly one move removed her.
    let after = store.moves(id).await.expect("moves").len();
    tally.lost += (moves + 1).saturating_sub(after);
    tally.twice += after.saturating_sub(moves + 1);
    goes_on(&store, id, GameStatus::Active, &mut tally).await;
    let reminded = h
        .messages(h.general())
        .iter()
        .any(|m| m.content.contains("still your turn") && m.content.contains(&carol.mention()));
    assert!(!reminded, "carol was reminded instead of removed");

    // The next player, still a member, is reminded as usual and keeps the seat.
    let (next, member) = current_prompt(&h, h.general(), &everyone).await;
    assert_ne!(member.id, carol.id);
    let version = store.game(id).await.expect("read").version;
    h.advance(5 * HOUR);
    let reminder = h
        .wait_for_message(h.general(), "reminding the next player", |m| {
            m.id > next.id && m.content.contains("still your turn")
        })
        .await;
    assert!(reminder.content.contains(&member.mention()));
    assert_eq!(store.game(id).await.expect("read").version, version);
    play_a_turn(&h, h.general(), &everyone, &store, id).await;
    goes_on(&store, id, GameStatus::Active, &mut tally).await;
    tally
}

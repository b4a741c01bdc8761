//! Kill -9 trials: the shipped binary runs as a child process against the fake Discord while
//! players press their way through quick games in several channels; the bot is killed with
//! SIGKILL at random moments and started again on the same SQLite file, `KILL9_TRIALS` times
//! (3 unless set; `scripts/reliability.sh` runs 100, `KILL9_SEED` picks the moments). After
//! the last restart every game is played to its end by presses, and the database is held
//! against what the players were shown. The last line printed is
//! `kill -9 trials: N, moves lost: L, applied twice: D, games stuck: S, ratings wrong: R`.
//!
//! A move is known by the state it was meant for: its game, the turn and the tiles left, as
//! the turn message shows them. Every logged move uses up the tile in hand, so a game passes
//! through each state once.
//!
//! - **Acknowledged move**: the player saw it confirmed. Either the bot answered the press that
//!   completed the turn with "Turn played" on the private panel, or with an acknowledgement on
//!   the public turn message (the bot sends either only once the move is stored), or the turn
//!   message was rewritten into what happened ("**Turn 3** · alice placed…").
//! - **Lost**: an acknowledged move that the move log does not hold at its state, with the
//!   actions the player chose when the confirmation answered their press.
//! - **Applied twice**: a logged move no press was meant for. One press applied twice would
//!   leave its second copy at a later state, which no press chose; two logged moves at one
//!   state count too.
//! - **Stuck**: a game that its players cannot bring to its final score sheet after the last
//!   restart (within two minutes), that the start-up check sets aside as broken, or that is
//!   still open at the end.
//! - **Ratings wrong**: a finished game without one result per seat (they are written with its
//!   last move), results of a game that did not finish, or a rating that a recomputation from
//!   the stored results changes (an update lost, or made twice).
//!
//! Presses in flight when the bot dies may get no answer; the players then read the channel's
//! latest message again and press what it offers, as people would. When the channel offers
//! nothing to press for two seconds with the bot up, they ask for the board with
//! `/carcassonne board`, as they would for a lobby whose `/carcassonne start` answer was lost
//! ("this channel already has a game"). Both are counted and printed: they are the only
//! actions besides presses. The bot leaves a channel with nothing to press only if it dies
//! in the one request between a turn message losing its controls and the next one's post.
//! A lobby that lists no seat for its host would be joined by its host and counted; the store
//! creates a lobby and seats its host in one transaction, so the count must stay 0 (it was not
//! before that: a kill between two writes left such a lobby).
//!
//! The last tests pin, one at a time and in-process, the recoveries the trials rely on: a
//! move, a start or an end stored by a bot that died before announcing it is announced when a
//! player presses the message the channel still shows.

mod backends;
mod support;

use std::collections::{HashMap, HashSet};
use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use carcassonne_ai::{Budget, Level};
use carcassonne_bot::clock::Clock;
use carcassonne_bot::discord::custom_id::CustomId;
use carcassonne_bot::discord::play::path;
use carcassonne_bot::service::{ai_turn, Actor, GameService, LoggedMove, ServiceError};
use carcassonne_bot::store::{GameId, GameStatus, Store};
use carcassonne_engine::Action;
use serde_json::Value;
use support::fake::store::{ResponseKind, StoredMessage, World, GUILD_ID, LOADING, TOKEN};
use support::fake::Fake;
use support::{env_number, wait_until, Channel, Harness, User};

const BIN: &str = env!("CARGO_BIN_EXE_carcassonne-bot");

/// Channels played at once, two players each.
const SLOTS: usize = 3;
/// Land tiles of each quick game: short games, so that lobbies, starts and final score sheets
/// are killed in too, not only turns.
const TILES: &str = "8";
/// Discord's window and a little more: a press unanswered by then is lost.
const ANSWER_WAIT: Duration = Duration::from_millis(3_500);
/// How long a player waits for the channel to show what a press did before looking again.
const AFTER_PRESS: Duration = Duration::from_secs(3);
/// How long the players look at a channel with nothing to press before asking for the board.
const IDLE_LIMIT: Duration = Duration::from_secs(2);
/// How long the bot may take to start, connect and register its commands.
const START_WAIT: Duration = Duration::from_secs(60);
/// How long the players have, after the last restart, to finish their games.
const FINISH_WAIT: Duration = Duration::from_secs(120);

/// A small seeded generator (SplitMix64): the moments to kill at and the players' choices
/// come from `KILL9_SEED`, so a failing run can be looked at again.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

    fn millis(&mut self, from: u64, to: u64) -> Duration {
        Duration::from_millis(from + self.below(to - from + 1))
    }
}

/// The bot binary as a child process, started again after each kill on the same database.
struct BotProcess {
    child: Option<Child>,
    dir: PathBuf,
    database_url: String,
    api_base: String,
    log: PathBuf,
    starts: u32,
    /// Time spent starting, from spawning the process to its commands being registered.
    starting: Duration,
}

impl BotProcess {
    fn spawn(&mut self) {
        assert!(self.child.is_none(), "the bot is already running");
        let log = OpenOptions::new()
            .create(true)
            .append(true)
            .open(&self.log)
            .expect("open the bot's log");
        let err = log.try_clone().expect("clone the log handle");
        let child = Command::new(BIN)
            .arg("run")
            .current_dir(&self.dir)
            .env("DISCORD_TOKEN", TOKEN)
            .env("DATABASE_URL", &self.database_url)
            .env("GUILD_ID", GUILD_ID.to_string())
            .env("DISCORD_API_BASE", &self.api_base)
            .env("RUST_LOG", "warn,carcassonne_bot=info")
            .stdin(Stdio::null())
            .stdout(log)
            .stderr(err)
            .spawn()
            .expect("start the bot binary");
        self.child = Some(child);
        self.starts += 1;
    }

    /// SIGKILL (what `Child::kill` sends on Unix): no shutdown code runs, nothing is flushed.
    fn kill9(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    fn exited(&mut self) -> Option<String> {
        let child = self.child.as_mut()?;
        match child.try_wait() {
            Ok(Some(status)) => Some(status.to_string()),
            _ => None,
        }
    }

    fn log_tail(&self) -> String {
        let mut text = String::new();
        if let Ok(mut f) = File::open(&self.log) {
            let len = f.metadata().map(|m| m.len()).unwrap_or(0);
            let _ = f.seek(SeekFrom::Start(len.saturating_sub(6_000)));
            let _ = f.read_to_string(&mut text);
        }
        text
    }

    /// Starts the bot and waits until it has identified and registered its commands.
    async fn start(&mut self, fake: &Fake) {
        let begun = Instant::now();
        let (sessions, registered) = {
            let w = fake.lock();
            (w.sessions_started, w.commands.overwrites)
        };
        self.spawn();
        let deadline = Instant::now() + START_WAIT;
        loop {
            let up = {
                let w = fake.lock();
                let live = w
                    .gateway
                    .as_ref()
                    .is_some_and(|g| g.tx.is_some() && g.ready);
                live && w.sessions_started > sessions && w.commands.overwrites > registered
            };
            if up {
                self.starting += begun.elapsed();
                return;
            }
            if let Some(status) = self.exited() {
                panic!(
                    "the bot exited with {status} while starting:\n{}",
                    self.log_tail()
                );
            }
            assert!(
                Instant::now() < deadline,
                "the bot did not connect within {START_WAIT:?} (start {}):\n{}",
                self.starts,
                self.log_tail()
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        self.kill9();
    }
}

/// A press that completed a turn, with the state it was meant for.
#[derive(Clone, Debug)]
struct Commit {
    game: GameId,
    turn: u32,
    tiles_left: u32,
    user: u64,
    actions: Vec<Action>,
    token: String,
}

/// What the players did and saw, for the checks at the end.
#[derive(Default)]
struct Ledger {
    commits: Vec<Commit>,
    /// Turn messages the players played from: message id → (game, turn, tiles left).
    prompts: HashMap<u64, (GameId, u32, u32)>,
    games: HashSet<GameId>,
    finished: HashSet<GameId>,
    presses: u64,
    unanswered: u64,
    /// `/carcassonne board` asked because a lobby's message was lost with the bot.
    board_for_lobby: u64,
    /// `/carcassonne board` asked because the channel offered nothing to press for a while.
    board_for_turn: u64,
    /// Lobbies found without their host in a seat.
    hostless_lobbies: u64,
}

struct Slot {
    index: usize,
    channel: Channel,
    host: User,
    guest: User,
}

/// Shared by the players and the killer.
struct Control {
    ledger: Mutex<Ledger>,
    /// No new game is opened once set; the games in progress are played to their end.
    stop: AtomicBool,
}

impl Control {
    fn ledger(&self) -> std::sync::MutexGuard<'_, Ledger> {
        self.ledger.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// The channel's newest public message, as a player scrolled to the bottom sees it. An answer
/// the bot deferred and then died on ("Carcassonne is thinking…" for good) is passed over.
fn latest(fake: &Fake, channel: Channel) -> Option<StoredMessage> {
    fake.lock()
        .messages
        .values()
        .rev()
        .find(|m| {
            m.channel_id == channel.id
                && !m.deleted
                && m.ephemeral_to.is_none()
                && m.flags & LOADING == 0
        })
        .cloned()
}

/// The game and turn a message's controls belong to.
fn game_turn(m: &StoredMessage) -> Option<(GameId, u32)> {
    let id = CustomId::parse(m.custom_ids().first()?).ok()?;
    Some((GameId::try_from(id.game).ok()?, id.turn))
}

/// "7 tiles left after this one." on a turn message.
fn tiles_left(m: &StoredMessage) -> Option<u32> {
    m.content.lines().find_map(|line| {
        line.strip_suffix(" left after this one.")?
            .split_whitespace()
            .next()?
            .parse()
            .ok()
    })
}

/// The actions a turn control stands for.
fn control_actions(custom_id: &str) -> Option<Vec<Action>> {
    path::decode(&CustomId::parse(custom_id).ok()?.action)
}

enum Answer {
    /// The bot's first response, with the message it created or changed.
    Answered(ResponseKind, Option<Box<StoredMessage>>),
    /// Nothing within Discord's window ("This interaction failed").
    Nothing,
}

/// Waits for the bot's answer to an interaction and, for a deferred one, for the message it
/// promised.
async fn answer_of(fake: &Fake, token: &str) -> Answer {
    // A bot that died will not answer: the player gives up as soon as it is gone rather than
    // after Discord's 3 seconds, so that the trials spend their time playing.
    let session = fake.lock().sessions_started;
    let gone = |w: &World| {
        w.sessions_started != session || w.gateway.as_ref().is_none_or(|g| g.tx.is_none())
    };
    let answered = wait_until(fake, ANSWER_WAIT, |w| {
        let rec = w.interactions.get(token)?;
        match rec.response {
            Some(kind) => Some(Some(kind)),
            None => gone(w).then_some(None),
        }
    })
    .await;
    let Some(Some(kind)) = answered else {
        return Answer::Nothing;
    };
    if kind == ResponseKind::Deferred {
        let done = wait_until(fake, ANSWER_WAIT, |w| {
            let loading = w.interactions.get(token)?.loading;
            (!loading || gone(w)).then_some(!loading)
        })
        .await;
        if done != Some(true) {
            return Answer::Nothing;
        }
    }
    let w = fake.lock();
    let original = w
        .interactions
        .get(token)
        .and_then(|r| r.original)
        .and_then(|id| w.messages.get(&id).cloned())
        .map(Box::new);
    Answer::Answered(kind, original)
}

/// Sends an interaction and waits for its answer; `None` if it could not be sent (the bot is
/// down) or got no answer.
async fn press(
    ctl: &Control,
    fake: &Fake,
    sent: Result<String, String>,
) -> Option<(String, ResponseKind, Option<StoredMessage>)> {
    let Ok(token) = sent else {
        // The bot is not connected: Discord would not even show the press as sent.
        tokio::time::sleep(Duration::from_millis(50)).await;
        return None;
    };
    ctl.ledger().presses += 1;
    match answer_of(fake, &token).await {
        Answer::Answered(kind, message) => Some((token, kind, message.map(|m| *m))),
        Answer::Nothing => {
            ctl.ledger().unanswered += 1;
            None
        }
    }
}

/// Waits (at most `limit`) until the channel moves on from `m`: `m` is edited or a newer
/// message appears; or until the bot dies, since then nothing more will happen.
async fn moved_on(fake: &Fake, m: &StoredMessage, limit: Duration) {
    let session = fake.lock().sessions_started;
    let _ = wait_until(fake, limit, |w| {
        let edited = w
            .messages
            .get(&m.id)
            .is_some_and(|now| now.revision != m.revision);
        let newer = w
            .messages
            .range(m.id + 1..)
            .any(|(_, n)| n.channel_id == m.channel_id && n.ephemeral_to.is_none());
        let gone =
            w.sessions_started != session || w.gateway.as_ref().is_none_or(|g| g.tx.is_none());
        (edited || newer || gone).then_some(())
    })
    .await;
}

fn bot_connected(fake: &Fake) -> bool {
    fake.lock()
        .gateway
        .as_ref()
        .is_some_and(|g| g.tx.is_some() && g.ready)
}

fn is_over(m: &StoredMessage) -> bool {
    m.content.contains("Game over") || m.content.starts_with("🎞️")
}

/// One channel's players: they play whatever the channel's latest message offers, open a new
/// game when one ends, and stop after the game in progress once told to. Returns when its
/// last game is over.
async fn play_channel(slot: Slot, fake: Fake, ctl: Arc<Control>, mut rng: Rng) {
    let start_options = [("quick", "true"), ("tiles", TILES), ("undo_seconds", "0")];
    // Join presses that got an answer, by lobby message: the lobby may not show the guest if
    // the bot died before editing it.
    let mut joined: HashSet<u64> = HashSet::new();
    let mut hostless: HashSet<u64> = HashSet::new();
    let mut current: Option<GameId> = None;
    // The message the players found nothing to press on, as it was, and since when.
    let mut idle: Option<(u64, u64, Instant)> = None;
    // A `/carcassonne start` went unanswered: the bot may have stored the lobby before it
    // died, so the host asks again before stopping, as a person would.
    let mut start_unanswered = false;
    loop {
        let latest = latest(&fake, slot.channel);
        let over = latest.as_ref().is_none_or(is_over);
        if over {
            if let Some(game) = current.take() {
                ctl.ledger().finished.insert(game);
            }
            if ctl.stop.load(Ordering::SeqCst) && !start_unanswered {
                return;
            }
            let sent = slot
                .host
                .send_slash(slot.channel, "carcassonne start", &start_options);
            let answered = press(&ctl, &fake, sent).await;
            start_unanswered = answered.is_none();
            if let Some((_, _, Some(reply))) = answered {
                if reply.content.contains("already has a game") {
                    // The lobby was stored but its message was lost with the bot: ask for it.
                    let sent = slot.host.send_slash(slot.channel, "carcassonne board", &[]);
                    if press(&ctl, &fake, sent).await.is_some() {
                        ctl.ledger().board_for_lobby += 1;
                    }
                }
            }
            continue;
        }
        let Some(m) = latest else { continue };
        if let Some((game, _)) = game_turn(&m) {
            if current != Some(game) {
                if let Some(previous) = current.replace(game) {
                    // A game the channel moved past without its end being seen.
                    eprintln!("channel {}: game {previous} left behind", slot.index);
                }
                ctl.ledger().games.insert(game);
            }
        }
        if m.content.contains("looking for players") {
            let seated = |u: &User| {
                m.content
                    .lines()
                    .any(|l| l.starts_with("- ") && l.contains(&u.mention()))
            };
            let guest_in = seated(&slot.guest) || joined.contains(&m.id);
            if !seated(&slot.host) {
                // A lobby whose host has no seat (the bot died between creating the lobby and
                // seating its host): the host takes one, as a person reading it would.
                if hostless.insert(m.id) {
                    ctl.ledger().hostless_lobbies += 1;
                }
                let sent = slot.host.send_click(&m, "Join");
                press(&ctl, &fake, sent).await;
                moved_on(&fake, &m, AFTER_PRESS).await;
            } else if !guest_in {
                let sent = slot.guest.send_click(&m, "Join");
                if let Some((_, _, reply)) = press(&ctl, &fake, sent).await {
                    let refused_as_full = reply.is_some_and(|r| r.content.contains("full"));
                    if !refused_as_full {
                        joined.insert(m.id);
                    }
                }
            } else {
                let sent = slot.host.send_click(&m, "Start");
                if let Some((_, _, Some(reply))) = press(&ctl, &fake, sent).await {
                    if reply.content.contains("At least") {
                        joined.remove(&m.id);
                    }
                }
                moved_on(&fake, &m, AFTER_PRESS).await;
            }
            continue;
        }
        // A turn message mentions its player; a board asked for again names them.
        let whose = |u: &User| {
            m.content.contains(&format!("{}, your turn", u.mention()))
                || m.content.contains(&format!("{}'s turn", u.name))
        };
        let player = [&slot.host, &slot.guest].into_iter().find(|u| whose(u));
        let Some(player) = player.filter(|_| !m.components.is_empty()) else {
            // Nothing to press on the latest message: the bot is busy, down, or stopped
            // between retiring a turn and posting the next. After a while with the bot up, the
            // players ask for the board, as people would.
            let same = idle.is_some_and(|(id, revision, _)| id == m.id && revision == m.revision);
            if !same {
                idle = Some((m.id, m.revision, Instant::now()));
            }
            let waited = idle.map_or(Duration::ZERO, |(_, _, since)| since.elapsed());
            if waited > IDLE_LIMIT && bot_connected(&fake) {
                let sent = slot.host.send_slash(slot.channel, "carcassonne board", &[]);
                if press(&ctl, &fake, sent).await.is_some() {
                    ctl.ledger().board_for_turn += 1;
                }
                idle = None;
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
            continue;
        };
        idle = None;
        play_turn(&ctl, &fake, player, &m, &mut rng).await;
    }
}

/// One turn from the public turn message `m`: a placement (a private panel opens), then a
/// figure or none, which plays it; or the figure step or Discard on `m` itself.
async fn play_turn(ctl: &Control, fake: &Fake, player: &User, m: &StoredMessage, rng: &mut Rng) {
    let (Some((game, turn)), Some(tiles)) = (game_turn(m), tiles_left(m)) else {
        panic!("a turn message without its game, turn or tile count: {m:?}");
    };
    ctl.ledger().prompts.insert(m.id, (game, turn, tiles));
    let on_prompt = m.component("Discard tile").is_some() || m.component("No follower").is_some();
    let panel = if on_prompt {
        m.clone()
    } else {
        let options = m.placements();
        let value = &options[rng.below(options.len() as u64) as usize];
        let Some(menu) = m.placement_menu(value) else {
            return;
        };
        let sent = player.send_select(m, &menu, value);
        match press(ctl, fake, sent).await {
            Some((_, ResponseKind::Deferred, Some(panel))) if !panel.components.is_empty() => panel,
            // A refusal or no answer: read the channel again.
            _ => {
                // A refusal says to use the latest message; give the bot a moment to post it.
                moved_on(fake, m, Duration::from_millis(500)).await;
                return;
            }
        }
    };
    let label = figure_choice(&panel, rng);
    let Some(custom_id) = panel.component(&label).and_then(|c| {
        c.get("custom_id")
            .and_then(Value::as_str)
            .map(str::to_owned)
    }) else {
        return;
    };
    let Some(actions) = control_actions(&custom_id) else {
        panic!("the control {label:?} ({custom_id}) carries no turn path");
    };
    let Ok(token) = player.send_click(&panel, &label) else {
        tokio::time::sleep(Duration::from_millis(50)).await;
        return;
    };
    ctl.ledger().commits.push(Commit {
        game,
        turn,
        tiles_left: tiles,
        user: player.id,
        actions,
        token: token.clone(),
    });
    ctl.ledger().presses += 1;
    if let Answer::Nothing = answer_of(fake, &token).await {
        ctl.ledger().unanswered += 1;
    }
    moved_on(fake, m, AFTER_PRESS).await;
}

/// What the player picks on a panel (or a turn message that is its own panel): Discard when
/// that is all there is, else a follower spot or none, at random.
fn figure_choice(panel: &StoredMessage, rng: &mut Rng) -> String {
    if panel.component("Discard tile").is_some() {
        return "Discard tile".into();
    }
    let spots: Vec<String> = panel
        .labels()
        .into_iter()
        .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_digit()) && l.contains(" · "))
        .collect();
    if spots.is_empty() || rng.below(2) == 0 {
        "No follower".into()
    } else {
        spots[rng.below(spots.len() as u64) as usize].clone()
    }
}

/// Kills the bot at a random moment: right after a press is sent, while the bot is answering
/// one (after its acknowledgement, with the announcement still under way), or at any time.
async fn kill_at_random(fake: &Fake, rng: &mut Rng) -> &'static str {
    let (sent, acked) = {
        let w = fake.lock();
        (w.interactions.len(), w.acknowledged_wall.len())
    };
    match rng.below(3) {
        0 => {
            let _ = wait_until(fake, Duration::from_secs(5), |w| {
                (w.interactions.len() > sent).then_some(())
            })
            .await;
            tokio::time::sleep(rng.millis(0, 3)).await;
            "after a press"
        }
        1 => {
            let _ = wait_until(fake, Duration::from_secs(5), |w| {
                (w.acknowledged_wall.len() > acked).then_some(())
            })
            .await;
            tokio::time::sleep(rng.millis(0, 60)).await;
            "mid-response"
        }
        _ => {
            tokio::time::sleep(rng.millis(20, 800)).await;
            "any moment"
        }
    }
}

/// The checks at the end, on the database the bot left.
struct Verdict {
    acknowledged: usize,
    logged: usize,
    lost: Vec<String>,
    twice: Vec<String>,
    stuck: Vec<String>,
    /// Finished games whose results are missing or incomplete, results of games that did
    /// not finish, and ratings that differ from a recomputation from the results.
    ratings_wrong: Vec<String>,
}

/// Every finished game has one result per seat, written with its last move, and no other
/// game has any; the ratings are what the results give when recomputed (so no update was
/// lost or made twice).
async fn ratings_check(store: &Store, games: &[GameId]) -> Vec<String> {
    let mut wrong = Vec::new();
    for &game in games {
        let Ok(row) = store.game(game).await else {
            continue;
        };
        let results = store.game_results(game).await.expect("results");
        let seats = store.seats(game).await.expect("seats").len();
        if row.status == GameStatus::Finished {
            if results.len() != seats || !results.iter().all(|r| r.rated && r.after.is_some()) {
                wrong.push(format!(
                    "game {game} finished with {} results for {seats} seats: {results:?}",
                    results.len()
                ));
            }
        } else if !results.is_empty() {
            wrong.push(format!("game {game} is {:?} but has results", row.status));
        }
    }
    let incremental = store.all_ratings().await.expect("ratings");
    store.recompute_ratings(0).await.expect("recompute");
    let recomputed = store.all_ratings().await.expect("ratings");
    if incremental.len() != recomputed.len() {
        wrong.push(format!(
            "{} ratings, {} after recomputing",
            incremental.len(),
            recomputed.len()
        ));
    }
    for (a, b) in incremental.iter().zip(&recomputed) {
        let same = a.2.player == b.2.player
            && (a.2.games, a.2.wins) == (b.2.games, b.2.wins)
            && (a.2.rating.mu - b.2.rating.mu).abs() < 1e-9
            && (a.2.rating.sigma - b.2.rating.sigma).abs() < 1e-9;
        if !same {
            wrong.push(format!("rating {a:?} recomputes as {b:?}"));
        }
    }
    wrong
}

async fn verdict(
    database_url: &str,
    fake: &Fake,
    ledger: &Ledger,
    unfinished: &[usize],
) -> Verdict {
    let store = Store::open(database_url)
        .await
        .expect("open the bot's database");
    let service = GameService::new(store.clone(), Clock::system());
    let mut stuck: Vec<String> = unfinished
        .iter()
        .map(|slot| format!("channel {slot} did not reach the end of its game"))
        .collect();
    let report = service.startup_check().await.expect("start-up check");
    for broken in &report.broken {
        stuck.push(format!(
            "game {} is broken: {}",
            broken.game_id, broken.reason
        ));
    }
    for status in [GameStatus::Lobby, GameStatus::Active] {
        for id in store
            .game_ids_with_status(status)
            .await
            .expect("open games")
        {
            // What its channel shows, to tell a game the players left from one they could
            // not play.
            let shown = match store.game(id).await {
                Ok(row) => fake
                    .lock()
                    .messages
                    .values()
                    .rev()
                    .find(|m| m.channel_id == row.channel_id && m.ephemeral_to.is_none())
                    .map(|m| m.content.chars().take(160).collect::<String>())
                    .unwrap_or_default(),
                Err(err) => err.to_string(),
            };
            stuck.push(format!(
                "game {id} is still {status:?} at the end; its channel shows {shown:?}"
            ));
        }
    }

    // The log, by state: (game, turn, tiles left) → (user, actions) of each move there.
    type State = (GameId, u32, u32);
    /// Who made a logged move (`None`: the bot) and its actions.
    type Made = (Option<u64>, Vec<Action>);
    let mut logged: HashMap<State, Vec<Made>> = HashMap::new();
    let mut games: Vec<GameId> = ledger.games.iter().copied().collect();
    games.sort_unstable();
    for &game in &games {
        let loaded = match service.load(game).await {
            Ok(loaded) => loaded,
            Err(ServiceError::Broken { .. }) => continue,
            Err(err) => panic!("cannot read game {game}: {err}"),
        };
        if loaded.game.is_none() {
            // Never started: no moves (and counted as stuck above if still open).
            continue;
        }
        let history = service.history(&loaded).await.expect("history");
        let rows = store.moves(game).await.expect("moves");
        for step in &history.steps {
            let row = rows
                .iter()
                .find(|r| r.seq == step.seq)
                .expect("every step is a logged move");
            let mv: LoggedMove = serde_json::from_str(&row.action).expect("logged move");
            let state = (game, step.before.turn(), step.before.tiles_left() as u32);
            logged
                .entry(state)
                .or_default()
                .push((step.user_id, mv.actions));
        }
    }

    let ratings_wrong = ratings_check(&store, &games).await;
    store.close().await;

    // What the players were told.
    let w = fake.lock();
    let mut acked: HashMap<State, Option<(u64, Vec<Action>)>> = HashMap::new();
    for c in &ledger.commits {
        let Some(rec) = w.interactions.get(&c.token) else {
            continue;
        };
        let original = rec.original.and_then(|id| w.messages.get(&id));
        let confirmed = match rec.response {
            Some(ResponseKind::Update) => {
                original.is_some_and(|m| m.content.contains("Turn played"))
            }
            // Only a press on the public turn message is answered so, once the move is stored.
            Some(ResponseKind::DeferredUpdate) => {
                original.is_some_and(|m| m.ephemeral_to.is_none())
            }
            _ => false,
        };
        if confirmed {
            acked.insert(
                (c.game, c.turn, c.tiles_left),
                Some((c.user, c.actions.clone())),
            );
        }
    }
    for (id, &(game, turn, tiles)) in &ledger.prompts {
        let Some(m) = w.messages.get(id) else {
            continue;
        };
        let told = m.content.starts_with(&format!("**Turn {}** ·", turn + 1))
            && !m.content.contains("your turn");
        if told {
            acked.entry((game, turn, tiles)).or_insert(None);
        }
    }

    let mut lost = Vec::new();
    for (state, chosen) in &acked {
        let at = logged.get(state).cloned().unwrap_or_default();
        let kept = match chosen {
            Some((user, actions)) => at.iter().any(|(u, a)| *u == Some(*user) && a == actions),
            None => !at.is_empty(),
        };
        if !kept {
            lost.push(format!("{state:?}: acknowledged {chosen:?}, logged {at:?}"));
        }
    }
    let mut twice = Vec::new();
    for (state, moves) in &logged {
        if moves.len() > 1 {
            twice.push(format!(
                "{state:?}: {} moves logged at one state: {moves:?}",
                moves.len()
            ));
        }
        for (user, actions) in moves {
            let chosen = ledger.commits.iter().any(|c| {
                (c.game, c.turn, c.tiles_left) == *state
                    && Some(c.user) == *user
                    && c.actions == *actions
            });
            if !chosen {
                twice.push(format!(
                    "{state:?}: logged {actions:?} by {user:?}, which no press chose there"
                ));
            }
        }
    }
    lost.sort();
    twice.sort();
    let logged_count = logged.values().map(Vec::len).sum();

    Verdict {
        acknowledged: acked.len(),
        logged: logged_count,
        lost,
        twice,
        stuck,
        ratings_wrong,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill9_trials_lose_no_acknowledged_move_and_leave_no_game_stuck() {
    let trials = env_number("KILL9_TRIALS", 3);
    let mut rng = Rng(env_number("KILL9_SEED", 1));
    let started = Instant::now();
    let h = Harness::without_bot().await;
    let fake = h.fake.shared.clone();
    let dir = tempfile::tempdir().expect("temp dir");
    // `KILL9_DATABASE=postgres` runs the trials on a PostgreSQL database of the server
    // `scripts/test-postgres.sh` starts; SQLite otherwise.
    let database_url = match std::env::var("KILL9_DATABASE").as_deref() {
        Ok("postgres") => backends::postgres_database()
            .await
            .expect("KILL9_DATABASE=postgres needs TEST_POSTGRES_URL (scripts/test-postgres.sh)"),
        Ok(other) if other != "sqlite" => panic!("KILL9_DATABASE={other:?}: sqlite or postgres"),
        _ => format!("sqlite://{}", dir.path().join("kill9.db").display()),
    };
    eprintln!(
        "kill -9 on {}",
        carcassonne_bot::store::Backend::of_url(&database_url).expect("a database URL")
    );
    let mut bot = BotProcess {
        child: None,
        dir: dir.path().to_owned(),
        database_url: database_url.clone(),
        api_base: h.fake.base_url.clone(),
        log: dir.path().join("bot.log"),
        starts: 0,
        starting: Duration::ZERO,
    };
    let slots: Vec<Slot> = (0..SLOTS)
        .map(|i| Slot {
            index: i,
            channel: h.channel(&format!("table-{i}")),
            host: h.user(&format!("host{i}")),
            guest: h.user(&format!("guest{i}")),
        })
        .collect();
    bot.start(&fake).await;

    let ctl = Arc::new(Control {
        ledger: Mutex::new(Ledger::default()),
        stop: AtomicBool::new(false),
    });
    let players: Vec<_> = slots
        .into_iter()
        .map(|slot| {
            let rng = Rng(rng.next());
            tokio::spawn(play_channel(slot, fake.clone(), ctl.clone(), rng))
        })
        .collect();

    let mut moments: HashMap<&str, u32> = HashMap::new();
    for trial in 1..=trials {
        // Let every trial see some play first, so kills land in games, not only in start-ups.
        tokio::time::sleep(rng.millis(0, 400)).await;
        let moment = kill_at_random(&fake, &mut rng).await;
        *moments.entry(moment).or_default() += 1;
        bot.kill9();
        tokio::time::sleep(rng.millis(0, 200)).await;
        bot.start(&fake).await;
        if trial % 10 == 0 {
            eprintln!(
                "kill -9 trial {trial}/{trials} done after {:.0?}",
                started.elapsed()
            );
        }
    }

    // After the last restart: every game in progress is played to its end by presses.
    ctl.stop.store(true, Ordering::SeqCst);
    let deadline = Instant::now() + FINISH_WAIT;
    let mut unfinished = Vec::new();
    for (i, player) in players.into_iter().enumerate() {
        let left = deadline.saturating_duration_since(Instant::now());
        match tokio::time::timeout(left, player).await {
            Ok(Ok(())) => {}
            Ok(Err(join)) => std::panic::resume_unwind(join.into_panic()),
            Err(_) => {
                let shown = latest(
                    &fake,
                    Channel {
                        id: channel_of(&h, i),
                    },
                );
                eprintln!("channel {i} is stuck; its latest message: {shown:#?}");
                unfinished.push(i);
            }
        }
    }
    bot.kill9();
    let violations = h.take_violations();
    let ledger = std::mem::take(&mut *ctl.ledger());
    let verdict = verdict(&database_url, &fake, &ledger, &unfinished).await;

    let log = std::fs::read_to_string(&bot.log).unwrap_or_default();
    if let Ok(keep) = std::env::var("KILL9_LOG") {
        // The temporary directory goes away with the test; this keeps the bot's log.
        std::fs::write(&keep, &log).expect("write KILL9_LOG");
    }
    let errors = log.lines().filter(|l| l.contains("ERROR")).count();
    let panics = log.lines().filter(|l| l.contains("panicked")).count();
    let repaired = log
        .lines()
        .filter(|l| l.contains("never announced"))
        .count();
    let aborted = fake.lock().aborted_requests;
    eprintln!(
        "kill moments: {moments:?}; start-up took {:.0} ms on average",
        bot.starting.as_secs_f64() * 1000.0 / f64::from(bot.starts.max(1))
    );
    println!(
        "kill -9: {} bot starts, {} games ({} finished), {} presses ({} unanswered), {} moves logged, {} acknowledged, /carcassonne board asked {} times for a lost lobby and {} times for a channel with nothing to press, {} lobbies without their host, {} messages the bot found missing and posted again when an old one was pressed, {} requests cut off by a kill, {} ERROR lines and {} panics in the bot's log, {:.1} s",
        bot.starts,
        ledger.games.len(),
        ledger.finished.len(),
        ledger.presses,
        ledger.unanswered,
        verdict.logged,
        verdict.acknowledged,
        ledger.board_for_lobby,
        ledger.board_for_turn,
        ledger.hostless_lobbies,
        repaired,
        aborted,
        errors,
        panics,
        started.elapsed().as_secs_f64()
    );
    for line in verdict
        .lost
        .iter()
        .chain(&verdict.twice)
        .chain(&verdict.stuck)
        .chain(&verdict.ratings_wrong)
    {
        eprintln!("  {line}");
    }
    assert!(
        violations.is_empty(),
        "the fake Discord saw rule violations:\n  - {}",
        violations.join("\n  - ")
    );
    assert_eq!(panics, 0, "the bot panicked:\n{}", bot.log_tail());
    assert!(
        verdict.acknowledged > 0 && !ledger.finished.is_empty(),
        "the players got nowhere: nothing acknowledged, no game finished"
    );
    println!(
        "kill -9 trials: {trials}, moves lost: {}, applied twice: {}, games stuck: {}, ratings wrong: {}",
        verdict.lost.len(),
        verdict.twice.len(),
        verdict.stuck.len(),
        verdict.ratings_wrong.len()
    );
    assert!(
        verdict.lost.is_empty(),
        "acknowledged moves lost: {:#?}",
        verdict.lost
    );
    assert!(
        verdict.twice.is_empty(),
        "moves applied twice: {:#?}",
        verdict.twice
    );
    assert!(
        verdict.stuck.is_empty(),
        "games stuck: {:#?}",
        verdict.stuck
    );
    assert!(
        verdict.ratings_wrong.is_empty(),
        "results or ratings wrong: {:#?}",
        verdict.ratings_wrong
    );
    assert_eq!(
        ledger.hostless_lobbies, 0,
        "a lobby and its host's seat are written together"
    );
}

fn channel_of(h: &Harness, slot: usize) -> u64 {
    h.channel(&format!("table-{slot}")).id
}

/// A service on the harness bot's database, playing the part of a bot that stored a move and
/// died before telling the channel.
async fn silent_service(h: &Harness) -> GameService {
    let store = Store::open(&h.database_url())
        .await
        .expect("open the bot's database");
    GameService::new(store, h.clock())
}

/// Stores the turn the game waits for, as the Medium AI would play it, and nothing else.
async fn store_turn_silently(service: &GameService, game: GameId) {
    let loaded = service.load(game).await.expect("load");
    let state = loaded.game.clone().expect("a running game");
    let user = loaded.current_seat().expect("a player to move").user_id;
    let mut medium = carcassonne_ai::strategy(Level::Medium, 7);
    let actions = ai_turn(medium.as_mut(), &state, Budget::default()).expect("a turn");
    service
        .play_turn(game, state.turn(), user, actions)
        .await
        .expect("store the turn");
}

/// Plays the turn of `prompt` by clicks: Discard, the figure step on the message itself, or
/// the first placement and then no follower.
async fn click_turn(player: &User, prompt: &StoredMessage) {
    if prompt.component("Discard tile").is_some() {
        player.click(prompt, "Discard tile").await;
    } else if prompt.component("No follower").is_some() {
        player.click(prompt, "No follower").await;
    } else {
        let panel = player
            .place(prompt, &prompt.first_placement())
            .await
            .message();
        player.click(&panel, "No follower").await;
    }
}

/// A lobby of alice's in #general that bob joined, with no undo window.
async fn joined_lobby(
    h: &Harness,
    alice: &User,
    bob: &User,
    options: &[(&str, &str)],
) -> StoredMessage {
    let mut options = options.to_vec();
    options.push(("undo_seconds", "0"));
    let lobby = alice
        .slash_message(h.general(), "carcassonne start", &options)
        .await;
    bob.click(&lobby, "Join").await;
    lobby
}

/// Alice and bob's game in #general at its first turn: alice's prompt and the game.
async fn first_turn(h: &Harness, alice: &User, bob: &User) -> (StoredMessage, GameId) {
    let lobby = joined_lobby(h, alice, bob, &[]).await;
    alice.click(&lobby, "Start").await;
    let first = h.prompt_for(alice).await;
    let (game, _) = game_turn(&first).expect("the turn's controls name their game");
    (first, game)
}

/// Waits for the message of turn 1 (`first`) to lose its controls and tell alice's move.
async fn assert_first_turn_told(h: &Harness, first: &StoredMessage) {
    let told = h
        .wait_for_any_message(h.general(), "the old turn without controls", |m| {
            m.id == first.id && m.components.is_empty()
        })
        .await;
    assert!(
        told.content.starts_with("**Turn 1** · alice placed"),
        "the old turn tells what happened: {}",
        told.content
    );
}

#[tokio::test]
async fn a_turn_stored_but_never_announced_is_posted_when_the_old_turn_is_pressed() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let (first, game) = first_turn(&h, &alice, &bob).await;
    store_turn_silently(&silent_service(&h).await, game).await;
    assert_eq!(
        h.latest_message(h.general()).id,
        first.id,
        "nothing was announced yet"
    );

    // alice still sees her turn and presses it, as after a crash.
    let reply = alice.place(&first, &first.first_placement()).await;
    assert!(
        reply.ephemeral_text().contains("earlier turn"),
        "{:?}",
        reply.message().content
    );
    let next = h.prompt_for(&bob).await;
    assert!(next.id > first.id);
    // The old turn loses its controls once the new one is out.
    assert_first_turn_told(&h, &first).await;

    // Once announced, another press on the old turn (a client showing it as it was) posts
    // nothing more.
    let before = h.messages(h.general()).len();
    let refused = alice.press_forged(&first, &first.custom_ids()[0]).await;
    assert!(refused.ephemeral_text().contains("earlier turn"));
    assert_eq!(h.messages(h.general()).len(), before);
    click_turn(&bob, &next).await;
    h.prompt_for(&alice).await;
}

/// The same without any press: a bot that starts up finds the game whose turn was stored but
/// never announced and posts it, and the old turn tells what happened.
#[tokio::test]
async fn a_turn_stored_but_never_announced_is_posted_at_start_up() {
    let mut h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let (first, game) = first_turn(&h, &alice, &bob).await;
    h.stop_bot().await;
    store_turn_silently(&silent_service(&h).await, game).await;
    assert_eq!(h.latest_message(h.general()).id, first.id);

    h.start_bot().await;
    let next = h.prompt_for(&bob).await;
    assert!(next.id > first.id);
    assert_first_turn_told(&h, &first).await;
    // Posted once: another restart finds the channel up to date.
    let before = h.messages(h.general()).len();
    h.restart_bot().await;
    h.settle().await;
    assert_eq!(h.messages(h.general()).len(), before);
    click_turn(&bob, &next).await;
    h.prompt_for(&alice).await;
}

#[tokio::test]
async fn a_game_started_but_never_announced_starts_when_start_is_pressed_again() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let lobby = joined_lobby(&h, &alice, &bob, &[]).await;
    let (game, _) = game_turn(&lobby).expect("the lobby's controls name their game");
    // The bot started the game and died before posting its first turn or closing the lobby.
    silent_service(&h)
        .await
        .start(game, Actor::user(alice.id))
        .await
        .expect("start");
    assert!(h.message(lobby.id).is_enabled("Start"));

    let reply = alice.click(&lobby, "Start").await;
    assert_eq!(reply.kind, ResponseKind::DeferredUpdate);
    let first = h.prompt_for(&alice).await;
    let closed = h.message(lobby.id);
    assert!(closed.content.contains("has started"), "{}", closed.content);
    assert!(!closed.is_enabled("Start") && !closed.is_enabled("Join"));
    click_turn(&alice, &first).await;
    h.prompt_for(&bob).await;
}

#[tokio::test]
async fn a_game_ended_but_never_announced_shows_its_end_when_the_last_turn_is_pressed() {
    let h = Harness::start().await;
    let (alice, bob) = (h.user("alice"), h.user("bob"));
    let lobby = joined_lobby(&h, &alice, &bob, &[("quick", "true"), ("tiles", "3")]).await;
    alice.click(&lobby, "Start").await;
    // Played by clicks up to the last tile.
    let last = loop {
        let prompt = h
            .wait_for_message(h.general(), "with a turn", |m| {
                m.content.contains("your turn") && !m.components.is_empty()
            })
            .await;
        if tiles_left(&prompt) == Some(0) {
            break prompt;
        }
        let player = if prompt.content.contains(&alice.mention()) {
            &alice
        } else {
            &bob
        };
        click_turn(player, &prompt).await;
        // The channel moves on to the next turn before the loop reads it.
        h.wait_for_message(h.general(), "the next turn", |m| m.id > prompt.id)
            .await;
    };
    let (game, _) = game_turn(&last).expect("the turn's controls name their game");
    let service = silent_service(&h).await;
    store_turn_silently(&service, game).await;
    let loaded = service.load(game).await.expect("load");
    assert_eq!(loaded.status(), GameStatus::Finished);
    let player = if last.content.contains(&alice.mention()) {
        &alice
    } else {
        &bob
    };

    let reply = match ["Discard tile", "No follower"]
        .into_iter()
        .find(|label| last.component(label).is_some())
    {
        Some(label) => player.click(&last, label).await,
        None => player.place(&last, &last.first_placement()).await,
    };
    assert!(
        reply.ephemeral_text().contains("finished game"),
        "{:?}",
        reply.message().content
    );
    let sheet = h
        .wait_for_any_message(h.general(), "with the final scores", |m| {
            m.content.contains("Game over")
        })
        .await;
    assert!(sheet.id > last.id);
    h.wait_for_any_message(h.general(), "the last turn without controls", |m| {
        m.id == last.id && m.components.is_empty()
    })
    .await;
    let sheets = h
        .messages(h.general())
        .iter()
        .filter(|m| m.content.contains("Game over"))
        .count();
    assert_eq!(sheets, 1, "the end is shown once");
    // The ratings were updated with the last move, before the bot "died": once, shown on the
    // sheet posted afterwards.
    assert!(sheet.content.contains("Ratings: "), "{}", sheet.content);
    let ratings = service.store().all_ratings().await.expect("ratings");
    let games: Vec<u32> = ratings.iter().map(|r| r.2.games).collect();
    assert_eq!(games, [1, 1], "{ratings:?}");
}

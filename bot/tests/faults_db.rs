//! A database that goes away mid-game, with the real bot against the fake Discord and the real
//! databases: the PostgreSQL server that `scripts/test-postgres.sh` starts (stopped and started
//! again, or its sessions ended with `pg_terminate_backend`), and SQLite files on a small tmpfs
//! the test mounts (filled up, remounted read-only) or locked by another process (the `sqlite3`
//! command-line shell holding `BEGIN IMMEDIATE`).
//!
//! Each kind runs `FAULT_TRIALS` trials (1 unless set). A trial starts a game in a channel of
//! its own, plays a few moves by clicks, brings the fault on while a player is about to play,
//! presses during the fault, takes the fault away and plays on by clicks. Discord's 3 s for
//! the first answer are held on the wall clock throughout. Each kind prints
//! `fault <kind>: trials: N, moves lost: L, applied twice: D, games stuck: S (…)` and fails
//! unless L, D and S are 0, where
//!
//! - a press is *refused* when the bot answered it with the "database can't be reached just
//!   now" sentence; *acknowledged* when it played a move and said so ("Turn played", or the turn
//!   message rewritten into its story); *unclear* otherwise (an apology for a failure);
//! - *lost*: the move log holds fewer moves than were acknowledged, or a move logged before
//!   the fault changed; *applied twice*: it holds more than were acknowledged and unclear;
//! - *stuck*: a game its players could not play on by clicks within 60 s once the fault went.
//!
//! Refused presses must leave the game exactly as it was (its version and move log), and every
//! press during a fault that cannot write must be refused, never answered late or not at all.
//! The PostgreSQL restart also lets a turn's timeout come due while the server is down: its
//! notice must appear once after the server is back, and not again when the timer's lease runs
//! out.

mod backends;
mod support;

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use carcassonne_bot::discord::{self, BotConfig, RunningBot};
use carcassonne_bot::store::{GameId, MoveRow, Store, CLAIM_LEASE_SECS};
use sqlx::Connection;
use support::fake::store::StoredMessage;
use support::{env_number, wait_until, Channel, Harness, Reply, User};

/// What the bot says when the database cannot be reached or written (bot/locales/errors/en.ftl).
const TRY_AGAIN: &str = "database can't be reached just now";
/// How long a game may take to go on once its fault went before it counts as stuck.
const RECOVERY_LIMIT: Duration = Duration::from_secs(60);
const DAY: Duration = Duration::from_secs(24 * 3600);

/// PostgreSQL tests stop the one server or end every session on it: one at a time.
static POSTGRES: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

fn trials() -> u64 {
    env_number("FAULT_TRIALS", 1).max(1)
}

// ---------------------------------------------------------------------------------------------
// Figures

#[derive(Default)]
struct Figures {
    trials: u64,
    refused: u64,
    acknowledged_during: u64,
    unclear: u64,
    presses_after: u64,
    moves_expected: u64,
    moves_logged: u64,
    lost: u64,
    twice: u64,
    stuck: u64,
    recoveries: Vec<Duration>,
    timers_fired: u64,
    timers_twice: u64,
    notes: Vec<String>,
}

impl Figures {
    fn line(&self, kind: &str) -> String {
        let recover = self.recoveries.iter().max().copied().unwrap_or_default();
        let mean = if self.recoveries.is_empty() {
            Duration::ZERO
        } else {
            self.recoveries.iter().sum::<Duration>() / self.recoveries.len() as u32
        };
        let mut more = format!(
            "{} presses refused during the fault, {} acknowledged during it, {} unclear, {} presses after it, moves in the database {} of {} expected, recovery mean {:.1} s max {:.1} s",
            self.refused,
            self.acknowledged_during,
            self.unclear,
            self.presses_after,
            self.moves_logged,
            self.moves_expected,
            mean.as_secs_f64(),
            recover.as_secs_f64(),
        );
        if self.timers_fired > 0 || self.timers_twice > 0 {
            more.push_str(&format!(
                ", timeouts due in the outage fired {} (twice: {})",
                self.timers_fired, self.timers_twice
            ));
        }
        for note in &self.notes {
            more.push_str(", ");
            more.push_str(note);
        }
        format!(
            "fault {kind}: trials: {}, moves lost: {}, applied twice: {}, games stuck: {} ({more})",
            self.trials, self.lost, self.twice, self.stuck
        )
    }

    /// Prints the line and fails on a lost, doubled or stuck move, a timer fired twice, or
    /// (unless `unclear_ok`) an apology for a failure where a clear answer was due.
    fn report(&self, kind: &str, unclear_ok: bool) {
        let line = self.line(kind);
        println!("{line}");
        assert!(
            self.lost == 0 && self.twice == 0 && self.stuck == 0 && self.timers_twice == 0,
            "{line}"
        );
        assert!(unclear_ok || self.unclear == 0, "{line}");
    }
}

/// One trial's bookkeeping against the move log.
struct Ledger {
    before: Vec<MoveRow>,
    acknowledged: u64,
    unclear: u64,
}

impl Ledger {
    fn settle(&self, figures: &mut Figures, after: &[MoveRow]) {
        let expected = self.before.len() as u64 + self.acknowledged;
        let logged = after.len() as u64;
        figures.moves_expected += expected;
        figures.moves_logged += logged;
        let changed = self
            .before
            .iter()
            .zip(after)
            .filter(|(a, b)| a.seq != b.seq || a.action != b.action || a.seat != b.seat)
            .count() as u64;
        figures.lost += expected.saturating_sub(logged).max(changed);
        figures.twice += logged.saturating_sub(expected + self.unclear);
        figures.unclear += self.unclear;
    }
}

// ---------------------------------------------------------------------------------------------
// Playing by clicks

/// Everything the bot said in answer to a press.
fn said(reply: &Reply) -> String {
    let mut text = reply
        .original
        .as_ref()
        .map(|m| m.content.clone())
        .unwrap_or_default();
    for f in &reply.followups {
        text.push('\n');
        text.push_str(&f.content);
    }
    text
}

fn refused(reply: &Reply) -> bool {
    said(reply).contains(TRY_AGAIN)
}

/// The newest turn prompt of the channel that still has its controls.
fn latest_prompt(h: &Harness, channel: Channel) -> Option<StoredMessage> {
    h.messages(channel)
        .into_iter()
        .rev()
        .filter(|m| m.ephemeral_to.is_none() && !m.deleted)
        .find(|m| m.content.contains(", your turn") && !m.components.is_empty())
}

fn whose<'a>(prompt: &StoredMessage, users: &'a [User; 2]) -> &'a User {
    users
        .iter()
        .find(|u| {
            prompt
                .content
                .contains(&format!("{}, your turn", u.mention()))
        })
        .unwrap_or_else(|| panic!("the prompt names neither player: {}", prompt.content))
}

/// What became of a press that should play a move.
#[derive(Debug, PartialEq)]
enum Press {
    Refused,
    Played,
    /// The bot answered without playing (a panel, a note about an earlier turn).
    Answered,
    Unclear(String),
}

/// A press that completes a turn: "Turn played" on the panel, or the turn message rewritten.
fn judge_commit(h: &Harness, reply: &Reply, prompt_id: u64) -> Press {
    if refused(reply) {
        return Press::Refused;
    }
    let text = said(reply);
    let retired = h.message(prompt_id).components.is_empty();
    if text.contains("Turn played") || retired {
        Press::Played
    } else if text.contains("went wrong") {
        Press::Unclear(text)
    } else {
        Press::Answered
    }
}

/// The private panel of `prompt`'s player with its "No …" button, after choosing the first
/// placement; the prompt itself when it already offers that button or a discard.
async fn open_panel(player: &User, prompt: &StoredMessage) -> Result<StoredMessage, Reply> {
    if prompt.component("Discard tile").is_some() || prompt.button_starting("No ").is_some() {
        return Ok(prompt.clone());
    }
    let value = prompt.first_placement();
    let reply = player.place(prompt, &value).await;
    match reply.original.clone() {
        Some(panel) if panel.button_starting("No ").is_some() => Ok(panel),
        _ => Err(reply),
    }
}

/// Presses the button that ends the turn on `panel` (or discards the tile).
async fn commit(h: &Harness, player: &User, panel: &StoredMessage, prompt_id: u64) -> Press {
    let label = if panel.component("Discard tile").is_some() {
        "Discard tile".to_owned()
    } else {
        panel
            .button_starting("No ")
            .expect("a button to place nothing")
    };
    let reply = player.click(panel, &label).await;
    judge_commit(h, &reply, prompt_id)
}

/// Plays one move by clicks, pressing again after refusals, until it is acknowledged or
/// `limit` passes. Returns the presses made and whether the move was played.
async fn play_move(
    h: &Harness,
    channel: Channel,
    users: &[User; 2],
    limit: Duration,
    ledger: &mut Ledger,
) -> (u64, bool) {
    let started = Instant::now();
    let mut presses = 0;
    let mut promptless = Instant::now();
    while started.elapsed() < limit {
        let Some(prompt) = latest_prompt(h, channel) else {
            // A channel that offers nothing to press: people ask for the board, as in the
            // kill -9 trials.
            if promptless.elapsed() > Duration::from_secs(3) {
                presses += 1;
                let reply = users[0].slash(channel, "carcassonne board", &[]).await;
                if refused(&reply) {
                    tokio::time::sleep(Duration::from_millis(500)).await;
                }
                promptless = Instant::now();
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        promptless = Instant::now();
        let player = whose(&prompt, users);
        presses += 1;
        let panel = match open_panel(player, &prompt).await {
            Ok(panel) => panel,
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(200)).await;
                continue;
            }
        };
        presses += 1;
        match commit(h, player, &panel, prompt.id).await {
            Press::Played => {
                ledger.acknowledged += 1;
                h.settle().await;
                return (presses, true);
            }
            Press::Unclear(_) => ledger.unclear += 1,
            Press::Refused | Press::Answered => {}
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    (presses, false)
}

/// Opens a game in `channel` (no undo window, so a move is final when it is stored) and
/// returns its id.
async fn start_game(h: &Harness, store: &Store, channel: Channel, users: &[User; 2]) -> GameId {
    let [alice, bob] = users;
    let lobby = alice
        .slash_message(channel, "carcassonne start", &[("undo_seconds", "0")])
        .await;
    bob.click(&lobby, "Join").await;
    alice.click(&lobby, "Start").await;
    let found = wait_until(&h.fake.shared, Duration::from_secs(10), |w| {
        w.messages
            .values()
            .any(|m| m.channel_id == channel.id && m.content.contains(", your turn"))
            .then_some(())
    })
    .await;
    assert!(found.is_some(), "the first turn was never posted");
    store
        .open_game_in_channel(channel.id)
        .await
        .expect("read the channel's game")
        .expect("the channel has a game")
        .id
}

/// The move log, read again until the database answers (at most a minute).
async fn moves(store: &Store, game_id: GameId) -> Vec<MoveRow> {
    let started = Instant::now();
    loop {
        match store.moves(game_id).await {
            Ok(moves) => return moves,
            Err(err) if started.elapsed() < Duration::from_secs(60) => {
                eprintln!("reading the move log again: {err}");
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
            Err(err) => panic!("the move log cannot be read: {err}"),
        }
    }
}

async fn version(store: &Store, game_id: GameId) -> u64 {
    store.game(game_id).await.expect("read the game").version
}

/// Plays `count` moves after a fault; a game that cannot go on counts as stuck.
async fn play_on(
    h: &Harness,
    channel: Channel,
    users: &[User; 2],
    count: u32,
    ledger: &mut Ledger,
    figures: &mut Figures,
) -> bool {
    for _ in 0..count {
        let (presses, played) = play_move(h, channel, users, RECOVERY_LIMIT, ledger).await;
        figures.presses_after += presses;
        if !played {
            figures.stuck += 1;
            return false;
        }
    }
    true
}

/// A press during a fault: it must be refused in time, and change nothing.
fn count_during(figures: &mut Figures, ledger: &mut Ledger, press: Press, what: &str) {
    match press {
        Press::Refused => figures.refused += 1,
        Press::Played => {
            figures.acknowledged_during += 1;
            ledger.acknowledged += 1;
        }
        Press::Answered => panic!("{what} during the fault was neither refused nor played"),
        Press::Unclear(text) => {
            ledger.unclear += 1;
            panic!("{what} during the fault got no clear answer: {text}");
        }
    }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

/// `scripts/test-postgres.sh`'s control of its server; a server this test stopped is started
/// again whatever happens, since later tests of the same run need it.
struct Server {
    ctl: PathBuf,
    stopped: bool,
}

impl Server {
    fn from_env() -> Server {
        let ctl = std::env::var_os("TEST_POSTGRES_CTL")
            .expect("TEST_POSTGRES_CTL is not set: run through scripts/test-postgres.sh");
        Server {
            ctl: PathBuf::from(ctl),
            stopped: false,
        }
    }

    fn run(&self, args: &[&str]) {
        let status = Command::new(&self.ctl)
            .args(args)
            .status()
            .expect("run the server's control script");
        assert!(status.success(), "{} {args:?} failed", self.ctl.display());
    }

    fn stop(&mut self) {
        self.stopped = true;
        self.run(&["stop", "fast"]);
    }

    fn start(&mut self) {
        self.run(&["start"]);
        self.stopped = false;
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if self.stopped {
            let _ = Command::new(&self.ctl).arg("start").status();
        }
    }
}

/// The fake Discord and the bot on `database_url`, connected and registered.
async fn bot_on(database_url: &str) -> (Harness, RunningBot) {
    let h = Harness::without_bot().await;
    let config = BotConfig {
        database_url: database_url.to_owned(),
        ..h.bot_config()
    };
    let before = h.fake.shared.lock().commands.overwrites;
    let bot = discord::start(config).await.expect("the bot starts");
    let up = wait_until(&h.fake.shared, Duration::from_secs(15), |w| {
        let connected = w
            .gateway
            .as_ref()
            .is_some_and(|g| g.tx.is_some() && g.ready);
        (connected && w.commands.overwrites > before).then_some(())
    })
    .await;
    assert!(up.is_some(), "the bot did not connect");
    h.settle().await;
    // A fault must not make the bot answer late: Discord's 3 s on the wall clock.
    h.fake.shared.lock().real_deadline = true;
    (h, bot)
}

fn players(h: &Harness, trial: u64) -> [User; 2] {
    [
        h.user(&format!("alice{trial}")),
        h.user(&format!("bob{trial}")),
    ]
}

/// Timeout notices posted in `channel`.
fn timeout_notices(h: &Harness, channel: Channel) -> usize {
    h.messages(channel)
        .iter()
        .filter(|m| m.content.contains("has not played"))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_restart_mid_game() {
    let Some(url) = backends::postgres_database().await else {
        return;
    };
    let _one = POSTGRES.lock().await;
    let mut server = Server::from_env();
    let (h, bot) = bot_on(&url).await;
    let store = Store::open(&url).await.expect("open the database");
    let mut figures = Figures::default();
    for trial in 1..=trials() {
        figures.trials += 1;
        let (channel, users, game_id, mut ledger) = trial_start(&h, &store, "restart", trial).await;
        let version_before = version(&store, game_id).await;
        let prompt = latest_prompt(&h, channel).expect("a turn prompt");
        let player = whose(&prompt, &users);
        let panel = open_panel(player, &prompt)
            .await
            .unwrap_or_else(|r| panic!("no panel: {}", said(&r)));

        server.stop();
        // The turn's timeout comes due while the server is down.
        h.advance(DAY + Duration::from_secs(60));
        let press = commit(&h, player, &panel, prompt.id).await;
        count_during(&mut figures, &mut ledger, press, "the move");
        if panel.id != prompt.id {
            let reply = player.place(&prompt, &prompt.first_placement()).await;
            let press = if refused(&reply) {
                Press::Refused
            } else {
                Press::Answered
            };
            count_during(&mut figures, &mut ledger, press, "a placement");
        }
        let status = player.slash(channel, "carcassonne status", &[]).await;
        let press = if refused(&status) {
            Press::Refused
        } else {
            Press::Answered
        };
        count_during(&mut figures, &mut ledger, press, "/carcassonne status");
        server.start();
        let back = Instant::now();

        // The timer task tries again 30 s (on the bot's clock) after a failure.
        let mut fired = false;
        for _ in 0..10 {
            h.advance(Duration::from_secs(31));
            let seen = wait_until(&h.fake.shared, Duration::from_secs(3), |w| {
                w.messages
                    .values()
                    .any(|m| m.channel_id == channel.id && m.content.contains("has not played"))
                    .then_some(())
            })
            .await;
            if seen.is_some() {
                fired = true;
                break;
            }
        }
        // Long enough for the timer's lease to run out: a timer fired but not marked would
        // fire again now.
        h.advance(Duration::from_secs(CLAIM_LEASE_SECS as u64 + 60));
        tokio::time::sleep(Duration::from_secs(1)).await;
        h.settle().await;
        let notices = timeout_notices(&h, channel);
        figures.timers_fired += u64::from(fired);
        figures.timers_twice += notices.saturating_sub(1) as u64;
        if !fired {
            figures.notes.push(format!(
                "trial {trial}: the timeout due in the outage did not fire"
            ));
            figures.stuck += 1;
        }
        assert_eq!(
            version(&store, game_id).await,
            version_before,
            "refused presses and the timeout notice changed the game"
        );

        let (presses, played) = play_move(&h, channel, &users, RECOVERY_LIMIT, &mut ledger).await;
        figures.presses_after += presses;
        if played {
            figures.recoveries.push(back.elapsed());
            play_on(&h, channel, &users, 2, &mut ledger, &mut figures).await;
        } else {
            figures.stuck += 1;
        }
        ledger.settle(&mut figures, &moves(&store, game_id).await);
    }
    figures.report("postgres-restart", false);
    bot.shutdown().await.expect("the bot shuts down");
    store.close().await;
}

/// Ends every session on `database` but the caller's; returns how many.
async fn terminate_sessions(admin: &mut sqlx::AnyConnection, database: &str) -> u64 {
    let sql = format!(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
         WHERE datname = '{database}' AND pid <> pg_backend_pid()"
    );
    sqlx::query(&sql)
        .fetch_all(&mut *admin)
        .await
        .expect("terminate the bot's sessions")
        .len() as u64
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_connections_killed_mid_game() {
    let Some(url) = backends::postgres_database().await else {
        return;
    };
    let _one = POSTGRES.lock().await;
    let admin_url = std::env::var("TEST_POSTGRES_URL").expect("TEST_POSTGRES_URL");
    let database = url.rsplit('/').next().expect("a database name").to_owned();
    let (h, bot) = bot_on(&url).await;
    let store = Store::open(&url).await.expect("open the database");
    let mut admin = sqlx::AnyConnection::connect(&admin_url)
        .await
        .expect("connect as the administrator");
    let mut figures = Figures::default();
    let mut killed = 0;
    for trial in 1..=trials() {
        figures.trials += 1;
        let (channel, users, game_id, mut ledger) = trial_start(&h, &store, "killed", trial).await;

        // Every idle connection of the bot is dead now: the next press must find new ones.
        killed += terminate_sessions(&mut admin, &database).await;
        let prompt = latest_prompt(&h, channel).expect("a turn prompt");
        let player = whose(&prompt, &users);
        let panel = open_panel(player, &prompt)
            .await
            .unwrap_or_else(|r| panic!("the first press after the kill: {}", said(&r)));
        killed += terminate_sessions(&mut admin, &database).await;
        let press = commit(&h, player, &panel, prompt.id).await;
        count_during(&mut figures, &mut ledger, press, "the move after a kill");

        // Four more moves while every session is ended every 10 ms all along, so that some
        // die in the middle of a press (a move stored, then its announcement failing: the
        // presser hears of it by a follow-up, never by a second first response).
        // FAULT_KILL_DURING_PRESSES=0 ends them only between presses.
        let during = env_number("FAULT_KILL_DURING_PRESSES", 1) == 1;
        let stop = Arc::new(AtomicBool::new(false));
        let killer = during.then(|| {
            let (stop, admin_url, database) = (stop.clone(), admin_url.clone(), database.clone());
            tokio::spawn(async move {
                let mut admin = sqlx::AnyConnection::connect(&admin_url)
                    .await
                    .expect("connect as the administrator");
                let mut n = 0;
                while !stop.load(Ordering::Relaxed) {
                    n += terminate_sessions(&mut admin, &database).await;
                    tokio::time::sleep(Duration::from_millis(10)).await;
                }
                n
            })
        });
        let storm = Instant::now();
        let mut storm_ok = true;
        for _ in 0..4 {
            if !during {
                killed += terminate_sessions(&mut admin, &database).await;
            }
            let before = ledger.acknowledged;
            let (presses, played) =
                play_move(&h, channel, &users, RECOVERY_LIMIT, &mut ledger).await;
            figures.presses_after += presses;
            figures.acknowledged_during += ledger.acknowledged - before;
            storm_ok &= played;
        }
        stop.store(true, Ordering::Relaxed);
        if let Some(killer) = killer {
            killed += killer.await.expect("the killer task");
        }
        let back = Instant::now();
        figures.notes.push(format!(
            "trial {trial}: storm of kills {:.1} s",
            storm.elapsed().as_secs_f64()
        ));
        if play_on(&h, channel, &users, 2, &mut ledger, &mut figures).await && storm_ok {
            figures.recoveries.push(back.elapsed());
        } else if !storm_ok {
            figures.stuck += 1;
        }
        ledger.settle(&mut figures, &moves(&store, game_id).await);
    }
    figures.notes.push(format!("{killed} sessions ended"));
    figures.report("postgres-connections-killed", true);
    bot.shutdown().await.expect("the bot shuts down");
    store.close().await;
    admin.close().await.ok();
}

// ---------------------------------------------------------------------------------------------
// SQLite

/// A tmpfs mounted by the test over a directory, unmounted when dropped (lazily, should
/// anything still hold a file there).
struct Tmpfs {
    dir: PathBuf,
}

impl Tmpfs {
    fn mount(dir: &Path, size: &str) -> Result<Tmpfs, String> {
        let out = Command::new("mount")
            .args([
                "-t",
                "tmpfs",
                "-o",
                &format!("size={size},mode=0755"),
                "tmpfs",
            ])
            .arg(dir)
            .output()
            .map_err(|e| format!("cannot run mount: {e}"))?;
        if !out.status.success() {
            return Err(String::from_utf8_lossy(&out.stderr).trim().to_owned());
        }
        Ok(Tmpfs {
            dir: dir.to_owned(),
        })
    }

    fn remount(&self, mode: &str) -> Result<(), String> {
        let out = Command::new("mount")
            .args(["-o", &format!("remount,{mode}")])
            .arg(&self.dir)
            .output()
            .map_err(|e| format!("cannot run mount: {e}"))?;
        if out.status.success() {
            Ok(())
        } else {
            Err(String::from_utf8_lossy(&out.stderr).trim().to_owned())
        }
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = self.remount("rw");
        let _ = Command::new("umount").arg("-l").arg(&self.dir).status();
    }
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// The harness's database file, from its URL.
fn database_file(h: &Harness) -> PathBuf {
    PathBuf::from(
        h.database_url()
            .strip_prefix("sqlite://")
            .expect("a SQLite URL"),
    )
}

/// The fake and the bot on the harness's SQLite file, on a tmpfs of `size` over its directory
/// when `size` is given and mounting works (the error otherwise).
async fn sqlite_bot(size: Option<&str>) -> (Harness, Option<Tmpfs>, Result<(), String>) {
    let mut h = Harness::without_bot().await;
    let file = database_file(&h);
    let dir = file.parent().expect("a directory").to_owned();
    let (tmpfs, mounted) = match size.map(|s| Tmpfs::mount(&dir, s)) {
        Some(Ok(t)) => (Some(t), Ok(())),
        Some(Err(e)) => (None, Err(e)),
        None => (None, Ok(())),
    };
    h.start_bot().await;
    h.fake.shared.lock().real_deadline = true;
    (h, tmpfs, mounted)
}

async fn integrity(store: &Store) -> String {
    sqlx::query_scalar::<_, String>("PRAGMA integrity_check")
        .fetch_one(store.pool())
        .await
        .expect("run the integrity check")
}

/// Starts a trial's game and plays two moves; returns the game and a ledger from there.
async fn trial_start(
    h: &Harness,
    store: &Store,
    name: &str,
    trial: u64,
) -> (Channel, [User; 2], GameId, Ledger) {
    let channel = h.channel(&format!("{name}-{trial}"));
    let users = players(h, trial);
    let game_id = start_game(h, store, channel, &users).await;
    let mut ledger = Ledger {
        before: Vec::new(),
        acknowledged: 0,
        unclear: 0,
    };
    for _ in 0..2 {
        let (_, played) = play_move(h, channel, &users, RECOVERY_LIMIT, &mut ledger).await;
        assert!(played, "the game does not start playing");
    }
    ledger.before = moves(store, game_id).await;
    ledger.acknowledged = 0;
    (channel, users, game_id, ledger)
}

/// Empties SQLite's write-ahead log into the database file and truncates it. A log that has
/// grown to its working size takes new writes in place, without asking the file system for
/// room, so a full disk would go unnoticed for a long while (it did, from the tenth trial on).
async fn truncate_wal(url: &str) {
    let mut conn = sqlx::AnyConnection::connect(url)
        .await
        .expect("open the database file");
    sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
        .execute(&mut conn)
        .await
        .expect("checkpoint the write-ahead log");
    let _ = conn.close().await;
}

/// Fills the file system of `dir` with a file of its own until it takes no more.
fn fill(dir: &Path) -> PathBuf {
    use std::io::Write;
    let path = dir.join("filler");
    let mut file = std::fs::File::create(&path).expect("create the filler");
    for chunk in [65_536, 4_096, 512] {
        let block = vec![0u8; chunk];
        while file.write_all(&block).is_ok() {}
        let _ = file.flush();
    }
    path
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_disk_fills_up() {
    // The filler takes whatever is left, so the size only has to hold the database: its
    // games grow it by some 250 KB a trial, and 20 trials outgrew 3 MiB.
    let size = format!("{}m", 3 + 2 * trials());
    let (h, tmpfs, mounted) = sqlite_bot(Some(&size)).await;
    if let Err(why) = mounted {
        assert!(
            !is_root(),
            "mounting a tmpfs failed although the test runs as root: {why}"
        );
        println!("fault sqlite-disk-full: skipped: no tmpfs could be mounted ({why}; needs root)");
        return;
    }
    let dir = tmpfs.as_ref().expect("the tmpfs").dir.clone();
    println!("sqlite-disk-full: a {size} tmpfs at {}", dir.display());
    let store = Store::open(&h.database_url()).await.expect("open the file");
    let mut figures = Figures::default();
    for trial in 1..=trials() {
        figures.trials += 1;
        let (channel, users, game_id, mut ledger) = trial_start(&h, &store, "full", trial).await;
        truncate_wal(&h.database_url()).await;
        let filler = fill(&dir);
        // Play until a write fails: the log's pages may still fit in what the disk had left.
        let mut failed = false;
        for _ in 0..30 {
            let Some(prompt) = latest_prompt(&h, channel) else {
                // The move went in but the next turn could not be recorded: that write failed.
                figures.notes.push(format!(
                    "trial {trial}: the next turn's announcement failed"
                ));
                failed = true;
                break;
            };
            let player = whose(&prompt, &users);
            let version_before = version(&store, game_id).await;
            let panel = match open_panel(player, &prompt).await {
                Ok(panel) => panel,
                // Choosing a placement stores the half-made turn: the full disk may refuse
                // that first, and then too nothing may have changed.
                Err(reply) if refused(&reply) => {
                    figures.refused += 1;
                    failed = true;
                    assert_eq!(version(&store, game_id).await, version_before);
                    break;
                }
                Err(_) => break,
            };
            let moves_before = moves(&store, game_id).await.len();
            match commit(&h, player, &panel, prompt.id).await {
                Press::Refused => {
                    figures.refused += 1;
                    failed = true;
                    assert_eq!(version(&store, game_id).await, version_before);
                    assert_eq!(moves(&store, game_id).await.len(), moves_before);
                    // The same press again, still on a full disk: refused again.
                    let again = commit(&h, player, &panel, prompt.id).await;
                    count_during(&mut figures, &mut ledger, again, "the move again");
                    break;
                }
                Press::Played => {
                    figures.acknowledged_during += 1;
                    ledger.acknowledged += 1;
                    h.settle().await;
                }
                Press::Answered => {}
                Press::Unclear(text) => {
                    ledger.unclear += 1;
                    figures.notes.push(format!("trial {trial}: {text:?}"));
                    break;
                }
            }
        }
        assert!(failed, "the disk never filled up");
        assert_eq!(
            integrity(&store).await,
            "ok",
            "the full disk damaged the file"
        );
        std::fs::remove_file(&filler).expect("free the space");
        let back = Instant::now();
        if play_on(&h, channel, &users, 3, &mut ledger, &mut figures).await {
            figures.recoveries.push(back.elapsed());
        }
        assert_eq!(integrity(&store).await, "ok");
        ledger.settle(&mut figures, &moves(&store, game_id).await);
    }
    figures.report("sqlite-disk-full", false);
    store.close().await;
    drop(h);
    drop(tmpfs);
}

/// Makes the database's directory and file read-only: a remount of the tmpfs as root (once
/// nothing holds a file open for writing, which the bot's pool allows after a few idle
/// seconds), else permissions. Returns how.
async fn make_read_only(tmpfs: Option<&Tmpfs>, file: &Path) -> String {
    use std::os::unix::fs::PermissionsExt;
    if let Some(t) = tmpfs {
        let started = Instant::now();
        loop {
            match t.remount("ro") {
                Ok(()) => return "tmpfs remounted read-only".into(),
                Err(e) if started.elapsed() < Duration::from_secs(60) => {
                    let _ = e;
                    tokio::time::sleep(Duration::from_millis(250)).await;
                }
                Err(e) => panic!("the tmpfs stayed busy for a minute: {e}"),
            }
        }
    }
    let dir = file.parent().expect("a directory");
    std::fs::set_permissions(file, std::fs::Permissions::from_mode(0o444)).expect("chmod");
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o555)).expect("chmod");
    // Connections the bot opened before keep writing until its pool closes them (idle 5 s).
    tokio::time::sleep(Duration::from_secs(12)).await;
    "file and directory made read-only (chmod)".into()
}

fn make_writable(tmpfs: Option<&Tmpfs>, file: &Path) {
    use std::os::unix::fs::PermissionsExt;
    if let Some(t) = tmpfs {
        t.remount("rw").expect("remount read-write");
        return;
    }
    let dir = file.parent().expect("a directory");
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    std::fs::set_permissions(file, std::fs::Permissions::from_mode(0o644)).expect("chmod");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_file_becomes_read_only() {
    // As root, permissions do not stop the bot: only a read-only mount does.
    let root = is_root();
    let (h, tmpfs, mounted) = sqlite_bot(root.then_some("16m")).await;
    if let Err(why) = &mounted {
        panic!("mounting a tmpfs failed although the test runs as root: {why}");
    }
    let file = database_file(&h);
    let mut figures = Figures::default();
    for trial in 1..=trials() {
        figures.trials += 1;
        let store = Store::open(&h.database_url()).await.expect("open the file");
        let (channel, users, game_id, mut ledger) =
            trial_start(&h, &store, "readonly", trial).await;
        let version_before = version(&store, game_id).await;
        let prompt = latest_prompt(&h, channel).expect("a turn prompt");
        let player = whose(&prompt, &users);
        let panel = open_panel(player, &prompt)
            .await
            .unwrap_or_else(|r| panic!("no panel: {}", said(&r)));
        // Our own connections would keep the file system busy.
        store.close().await;
        let how = make_read_only(tmpfs.as_ref(), &file).await;
        if trial == 1 {
            figures.notes.push(how);
        }
        let press = commit(&h, player, &panel, prompt.id).await;
        count_during(&mut figures, &mut ledger, press, "the move");
        let press = commit(&h, player, &panel, prompt.id).await;
        count_during(&mut figures, &mut ledger, press, "the move again");
        make_writable(tmpfs.as_ref(), &file);
        let back = Instant::now();
        let store = Store::open(&h.database_url()).await.expect("open the file");
        assert_eq!(integrity(&store).await, "ok");
        assert_eq!(
            version(&store, game_id).await,
            version_before,
            "refused presses changed the game"
        );
        if play_on(&h, channel, &users, 3, &mut ledger, &mut figures).await {
            figures.recoveries.push(back.elapsed());
        }
        assert_eq!(integrity(&store).await, "ok");
        ledger.settle(&mut figures, &moves(&store, game_id).await);
        store.close().await;
    }
    figures.report("sqlite-read-only", false);
    drop(h);
    drop(tmpfs);
}

/// The `sqlite3` shell holding the write lock of a database until it is dropped.
struct LockHolder {
    child: Child,
}

impl LockHolder {
    fn take(file: &Path) -> LockHolder {
        use std::io::Write;
        let mut child = Command::new("sqlite3")
            .arg(file)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .spawn()
            .expect("run sqlite3 (Debian: apt-get install sqlite3)");
        let stdin = child.stdin.as_mut().expect("its input");
        stdin
            .write_all(b"PRAGMA busy_timeout = 10000;\nBEGIN IMMEDIATE;\n")
            .expect("send BEGIN IMMEDIATE");
        stdin.flush().expect("flush");
        LockHolder { child }
    }

    /// Commits and quits: the lock goes with the process.
    fn release(mut self) {
        self.end();
    }

    fn end(&mut self) {
        use std::io::Write;
        if let Some(mut stdin) = self.child.stdin.take() {
            let _ = stdin.write_all(b"COMMIT;\n.quit\n");
        }
        let _ = self.child.wait();
    }
}

impl Drop for LockHolder {
    fn drop(&mut self) {
        if self.child.try_wait().ok().flatten().is_none() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Whether another connection holds the write lock: ours cannot take it at once.
async fn write_locked(url: &str) -> bool {
    let mut conn = sqlx::AnyConnection::connect(url).await.expect("connect");
    sqlx::raw_sql("PRAGMA busy_timeout = 0")
        .execute(&mut conn)
        .await
        .expect("no busy wait");
    let locked = sqlx::raw_sql("BEGIN IMMEDIATE; ROLLBACK;")
        .execute(&mut conn)
        .await
        .is_err();
    conn.close().await.ok();
    locked
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_write_lock_held_by_another_process() {
    let (h, _tmpfs, _) = sqlite_bot(None).await;
    let file = database_file(&h);
    let store = Store::open(&h.database_url()).await.expect("open the file");
    let mut figures = Figures::default();
    for trial in 1..=trials() {
        figures.trials += 1;
        let (channel, users, game_id, mut ledger) = trial_start(&h, &store, "locked", trial).await;
        let version_before = version(&store, game_id).await;
        let prompt = latest_prompt(&h, channel).expect("a turn prompt");
        let player = whose(&prompt, &users);
        let panel = open_panel(player, &prompt)
            .await
            .unwrap_or_else(|r| panic!("no panel: {}", said(&r)));

        let holder = LockHolder::take(&file);
        let url = h.database_url();
        let locked = wait_for(Duration::from_secs(10), || write_locked(&url)).await;
        assert!(locked, "sqlite3 did not take the write lock");
        let held = Instant::now();
        for what in ["the move", "the move again", "the move a third time"] {
            let press = commit(&h, player, &panel, prompt.id).await;
            count_during(&mut figures, &mut ledger, press, what);
        }
        // Reads go on beside the lock (WAL): a placement still opens the panel.
        let reopened = open_panel(player, &prompt).await;
        assert!(reopened.is_ok(), "reading was refused under a write lock");
        let held_for = held.elapsed();
        holder.release();
        let back = Instant::now();
        assert_eq!(
            version(&store, game_id).await,
            version_before,
            "refused presses changed the game"
        );
        assert_eq!(integrity(&store).await, "ok");
        if play_on(&h, channel, &users, 3, &mut ledger, &mut figures).await {
            figures.recoveries.push(back.elapsed());
        }
        assert_eq!(integrity(&store).await, "ok");
        ledger.settle(&mut figures, &moves(&store, game_id).await);
        if trial == 1 {
            figures
                .notes
                .push(format!("lock held {:.1} s", held_for.as_secs_f64()));
        }
    }
    figures.report("sqlite-write-lock", false);
    store.close().await;
}

/// Polls `cond` until it holds or `limit` passes.
async fn wait_for<F, Fut>(limit: Duration, mut cond: F) -> bool
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let started = Instant::now();
    while started.elapsed() < limit {
        if cond().await {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    false
}

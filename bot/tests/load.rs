//! Load: `LOAD_GAMES` running games in one bot process (50 unless set; `scripts/reliability.sh`
//! runs 1000), presses arriving at `LOAD_RATE` per second (50) for `LOAD_SECONDS` (5; the
//! script: 60), spread over the games, each timed from the moment the fake Discord dispatches
//! it to the bot's first answer (its acknowledgement). Discord allows 3 s; the issue asks the
//! 99th percentile to stay under 1 s, which the test asserts when `LOAD_P99_LIMIT_MS=1000`
//! (`scripts/reliability.sh`); by default it holds the bot to Discord's 3 s.
//!
//! No game may hold up another: `LOAD_AI_GAMES` games (2) have a Hard AI seat thinking
//! `LOAD_AI_MS` (3000) per decision, and `LOAD_BIG_GAMES` (2) are played through the service up
//! to their last tiles beforehand, so that each of their turns draws a full board and their end
//! draws the final board and the animated replay of some 70 turns. The presses of the other
//! games that were waiting for an answer while an AI search or such a drawing ran are timed
//! apart, and their 99th percentile must stay under 1 s too.
//!
//! The flood ([`a_flooding_channel_does_not_slow_the_other_games`]): one channel's users press
//! at `FLOOD_RATE` (100) a second while `FLOOD_GAMES` (20; the script: 200) other games play at
//! a player's pace; the other games' acknowledgements are timed the same way.
//!
//! The games are created through the service and their first turn posted with the bot's own
//! `post_turn`, which is quicker than a thousand lobbies; everything after that goes through the
//! fake Discord.

mod support;

use std::collections::{HashMap, VecDeque};
use std::sync::Arc;
use std::time::{Duration, Instant};

use carcassonne_ai::{Budget, Level};
use carcassonne_bot::discord::play::announce::post_turn;
use carcassonne_bot::discord::play::PlayData;
use carcassonne_bot::limits::Limits;
use carcassonne_bot::service::{ai_turn, Actor, ChannelRef, GameService, LobbyOptions, Player};
use carcassonne_bot::store::{GameId, Settings, Store};
use carcassonne_engine::GameConfig;
use carcassonne_render::Renderer;
use support::fake::store::{StoredMessage, GUILD_ID};
use support::fake::Fake;
use support::{env_number, Channel, Harness, User};

/// Tiles the big games have left when the measurement starts.
const BIG_TILES_LEFT: u32 = 5;
/// Discord's window and a little more: a press still unanswered by then failed.
const ANSWER_WAIT: Duration = Duration::from_millis(3_500);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Plain,
    /// A Hard AI seat thinks for long.
    Ai,
    /// Played to its last tiles: full boards to draw, and soon a final board and a replay.
    Big,
}

/// Where a table's players are.
#[derive(Clone, Debug)]
enum State {
    /// A turn message to play from.
    Prompt(StoredMessage),
    /// A placement was chosen; the private panel is on its way.
    AwaitPanel {
        token: String,
        prompt: u64,
    },
    /// The panel is there: the figure step plays the turn.
    Panel {
        panel: StoredMessage,
        prompt: u64,
    },
    /// The turn was played (or an AI plays): waiting for a turn message after `after`.
    AwaitNext {
        after: u64,
    },
    /// An answer the players did not expect: they read the channel again.
    Resync,
    Over,
}

struct Table {
    kind: Kind,
    channel: Channel,
    players: [User; 2],
    state: State,
}

impl Table {
    fn player_of(&self, prompt: &StoredMessage) -> Option<&User> {
        self.players.iter().find(|u| {
            prompt
                .content
                .contains(&format!("{}, your turn", u.mention()))
        })
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum PressKind {
    Placement,
    Commit,
}

struct Press {
    token: String,
    table: usize,
    kind: PressKind,
}

/// What the fake recorded of a press once answered: dispatch and acknowledgement times.
struct Timed {
    table: usize,
    kind: PressKind,
    sent: Instant,
    acked: Option<Instant>,
}

fn is_turn_prompt(m: &StoredMessage) -> bool {
    m.content.contains("your turn") && !m.components.is_empty()
}

/// Sends the next interaction of a table whose players can act; `None` if they cannot now.
fn next_press(table: &mut Table, index: usize) -> Option<Press> {
    let (sent, kind, next) = match &table.state {
        State::Prompt(prompt) => {
            let player = table.player_of(prompt)?;
            let commit = ["Discard tile", "No follower"]
                .into_iter()
                .find(|label| prompt.component(label).is_some());
            match commit {
                // A tile that fits nowhere, or one way only: the turn message is the panel.
                Some(label) => (
                    player.send_click(prompt, label),
                    PressKind::Commit,
                    State::AwaitNext { after: prompt.id },
                ),
                None => {
                    let value = prompt.placements().into_iter().next()?;
                    let menu = prompt.placement_menu(&value)?;
                    (
                        player.send_select(prompt, &menu, &value),
                        PressKind::Placement,
                        State::AwaitPanel {
                            token: String::new(),
                            prompt: prompt.id,
                        },
                    )
                }
            }
        }
        State::Panel { panel, prompt } => {
            let player = table
                .players
                .iter()
                .find(|u| panel.ephemeral_to == Some(u.id))?;
            (
                player.send_click(panel, "No follower"),
                PressKind::Commit,
                State::AwaitNext { after: *prompt },
            )
        }
        _ => return None,
    };
    let token = sent.unwrap_or_else(|e| panic!("table {index}: {e}"));
    table.state = match next {
        State::AwaitPanel { prompt, .. } => State::AwaitPanel {
            token: token.clone(),
            prompt,
        },
        other => other,
    };
    Some(Press {
        token,
        table: index,
        kind,
    })
}

/// Moves every table on by what the fake shows now: panels that arrived, answers that came,
/// turn messages and score sheets that appeared since `seen`.
fn advance(fake: &Fake, tables: &mut [Table], by_channel: &HashMap<u64, usize>, seen: &mut u64) {
    let w = fake.lock();
    for table in tables.iter_mut() {
        match &table.state {
            State::AwaitPanel { token, prompt } => {
                let Some(rec) = w.interactions.get(token) else {
                    continue;
                };
                if rec.response.is_none() || rec.loading {
                    continue;
                }
                let panel = rec.original.and_then(|id| w.messages.get(&id)).cloned();
                table.state = match panel {
                    Some(panel)
                        if panel.ephemeral_to.is_some()
                            && panel.component("No follower").is_some() =>
                    {
                        State::Panel {
                            panel,
                            prompt: *prompt,
                        }
                    }
                    _ => State::Resync,
                };
            }
            State::Resync => {
                let latest = w
                    .messages
                    .values()
                    .rev()
                    .find(|m| m.channel_id == table.channel.id && m.ephemeral_to.is_none());
                if let Some(m) = latest.filter(|m| is_turn_prompt(m)) {
                    table.state = State::Prompt(m.clone());
                }
            }
            _ => {}
        }
    }
    for (&id, m) in w.messages.range(*seen + 1..) {
        *seen = id;
        if m.ephemeral_to.is_some() {
            continue;
        }
        let Some(&index) = by_channel.get(&m.channel_id) else {
            continue;
        };
        let table = &mut tables[index];
        if let State::AwaitNext { after } = table.state {
            if m.id > after && is_turn_prompt(m) && table.player_of(m).is_some() {
                table.state = State::Prompt(m.clone());
            } else if m.content.contains("Game over") {
                table.state = State::Over;
            }
        }
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn ms(d: Duration) -> String {
    format!("{:.0} ms", d.as_secs_f64() * 1000.0)
}

/// `[from, to]` of wall time during which a game did slow work.
type Span = (Instant, Instant);

fn overlaps(spans: &[Span], from: Instant, to: Instant) -> bool {
    spans.iter().any(|&(a, b)| from < b && a < to)
}

/// p50, p99, max of the acknowledgement times of `timed` that satisfy `keep`.
fn summary(
    timed: &[Timed],
    keep: impl Fn(&Timed) -> bool,
) -> (usize, Duration, Duration, Duration) {
    let mut times: Vec<Duration> = timed
        .iter()
        .filter(|t| keep(t))
        .filter_map(|t| t.acked.map(|a| a.saturating_duration_since(t.sent)))
        .collect();
    times.sort();
    (
        times.len(),
        percentile(&times, 50.0),
        percentile(&times, 99.0),
        times.last().copied().unwrap_or_default(),
    )
}

/// The two scenarios run one after the other, not side by side: each measures the bot alone.
static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn presses_are_acknowledged_within_a_second_and_no_game_waits_for_another() {
    let _alone = ONE_AT_A_TIME.lock().await;
    let games = env_number("LOAD_GAMES", 50) as usize;
    let rate = env_number("LOAD_RATE", 50).max(1);
    let seconds = env_number("LOAD_SECONDS", 5);
    let ai_games = env_number("LOAD_AI_GAMES", 2) as usize;
    let ai_ms = env_number("LOAD_AI_MS", 3000);
    let big_games = env_number("LOAD_BIG_GAMES", 2) as usize;
    let special = ai_games + big_games;
    assert!(
        games > special,
        "LOAD_GAMES={games} leaves no plain game beside {special} AI and big ones"
    );

    let began = Instant::now();
    let mut h = Harness::without_bot().await;
    h.set_ai_budget(Budget::millis(ai_ms));
    let fake = h.fake.shared.clone();

    // The games, through the service: a channel and two players each, no undo window.
    let store = Store::open(&h.database_url())
        .await
        .expect("open the bot's database");
    let service = GameService::new(store, h.clock());
    let settings = Settings {
        undo_secs: 0,
        ..Settings::default()
    };
    let mut tables = Vec::with_capacity(games);
    let mut ids: Vec<GameId> = Vec::with_capacity(games);
    for i in 0..games {
        let kind = if i < ai_games {
            Kind::Ai
        } else if i < special {
            Kind::Big
        } else {
            Kind::Plain
        };
        let channel = h.channel(&format!("load-{i}"));
        let players = [h.user(&format!("load{i}a")), h.user(&format!("load{i}b"))];
        let where_ = ChannelRef {
            guild_id: Some(GUILD_ID),
            channel_id: channel.id,
        };
        let host = Player::new(players[0].id, &players[0].name);
        let options = LobbyOptions {
            config: GameConfig::with_rules(2, Vec::new()),
            settings,
            seed: Some(1000 + i as u64),
        };
        let lobby = service
            .open_lobby(where_, &host, options)
            .await
            .expect("open a lobby");
        if kind == Kind::Ai {
            service
                .add_ai(lobby.id(), Actor::user(players[0].id), Level::Hard)
                .await
                .expect("seat a Hard AI");
        } else {
            let guest = Player::new(players[1].id, &players[1].name);
            service.join(lobby.id(), &guest).await.expect("join");
        }
        let started = service
            .start(lobby.id(), Actor::user(players[0].id))
            .await
            .expect("start");
        if kind == Kind::Big {
            play_to_last_tiles(&service, started.id()).await;
        }
        ids.push(started.id());
        tables.push(Table {
            kind,
            channel,
            players,
            state: State::AwaitNext { after: 0 },
        });
    }
    // Their current turns, posted by the bot's own code, as the lobby's Start would have.
    let renderer = Arc::new(Renderer::new().expect("renderer"));
    let poster = Arc::new(PlayData::new(service.clone(), renderer));
    let http = Arc::new(h.raw_http());
    let mut posting = tokio::task::JoinSet::new();
    for chunk in ids.chunks(games.div_ceil(4).max(1)) {
        let (chunk, poster, http) = (chunk.to_vec(), poster.clone(), http.clone());
        posting.spawn(async move {
            for id in chunk {
                let loaded = poster.service.load(id).await.expect("load");
                post_turn(&http, &poster, &loaded)
                    .await
                    .expect("post the turn");
            }
        });
    }
    while let Some(done) = posting.join_next().await {
        done.expect("posting task");
    }
    service.store().close().await;
    let set_up = began.elapsed();

    h.start_bot().await;
    // The start-up check reads every game in the background; the load starts after it.
    tokio::time::sleep(Duration::from_millis(env_number("LOAD_WARMUP_MS", 2000))).await;
    h.settle().await;

    let by_channel: HashMap<u64, usize> = tables
        .iter()
        .enumerate()
        .map(|(i, t)| (t.channel.id, i))
        .collect();
    let mut seen = 0;
    // Every turn message posted so far is found by the first scan.
    advance(&fake, &mut tables, &by_channel, &mut seen);
    for (i, table) in tables.iter_mut().enumerate() {
        if !matches!(table.state, State::Prompt(_)) {
            panic!(
                "table {i} has no turn message to start from: {:?}",
                table.state
            );
        }
    }

    let total = rate * seconds;
    let mut presses: Vec<Press> = Vec::with_capacity(total as usize);
    let mut skipped = 0u64;
    let mut plain_order: VecDeque<usize> = (special..games).collect();
    let start = Instant::now();
    for i in 0..total {
        let due = start + Duration::from_secs_f64(i as f64 / rate as f64);
        loop {
            advance(&fake, &mut tables, &by_channel, &mut seen);
            let now = Instant::now();
            if now >= due {
                break;
            }
            tokio::time::sleep((due - now).min(Duration::from_millis(2))).await;
        }
        // The AI and big games are pressed whenever their players can act, so that their slow
        // work keeps happening; the plain games share the rest in turn.
        let hot = (0..special).find(|&t| next_ready(&tables[t]));
        let pick = hot.or_else(|| {
            (0..plain_order.len()).find_map(|_| {
                let t = plain_order.pop_front()?;
                plain_order.push_back(t);
                next_ready(&tables[t]).then_some(t)
            })
        });
        match pick.and_then(|t| next_press(&mut tables[t], t)) {
            Some(press) => presses.push(press),
            None => skipped += 1,
        }
    }
    let sending = start.elapsed();
    // The last presses get Discord's window to be answered.
    let deadline = Instant::now() + ANSWER_WAIT;
    loop {
        advance(&fake, &mut tables, &by_channel, &mut seen);
        let pending = {
            let w = fake.lock();
            presses
                .iter()
                .filter(|p| !w.acknowledged_wall.contains_key(&p.token))
                .count()
        };
        if pending == 0 || Instant::now() > deadline {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let end = Instant::now();
    h.settle().await;

    // The timings, and the spans of slow work in the AI and big games.
    let w = fake.lock();
    let timed: Vec<Timed> = presses
        .iter()
        .filter_map(|p| {
            let rec = w.interactions.get(&p.token)?;
            Some(Timed {
                table: p.table,
                kind: p.kind,
                sent: rec.dispatched_wall,
                acked: w.acknowledged_wall.get(&p.token).copied(),
            })
        })
        .collect();
    let walls = |m: &StoredMessage| w.message_walls.get(&m.id).copied();
    let channel_messages = |t: &Table| -> Vec<StoredMessage> {
        w.messages
            .values()
            .filter(|m| m.channel_id == t.channel.id && m.ephemeral_to.is_none())
            .cloned()
            .collect()
    };
    // An AI search: its "thinking" turn message stands from when it is posted until it is
    // rewritten into what the AI did.
    let mut ai_spans: Vec<Span> = Vec::new();
    for t in tables.iter().filter(|t| t.kind == Kind::Ai) {
        for m in channel_messages(t) {
            let is_ai_turn = m.content.starts_with("**Turn") && m.content.contains("Hard AI");
            if let (true, Some(wall)) = (is_ai_turn, walls(&m)) {
                ai_spans.push((wall.created, wall.first_edit.unwrap_or(end)));
            }
        }
    }
    // A big game's drawing: from the acknowledgement of the press that played its turn until
    // the next picture is posted (the next turn's board, or the final board), and from the
    // final board until the replay is posted.
    let mut big_spans: Vec<Span> = Vec::new();
    let mut replays = 0;
    for (index, t) in tables
        .iter()
        .enumerate()
        .filter(|(_, t)| t.kind == Kind::Big)
    {
        let pictures: Vec<(Instant, bool)> = channel_messages(t)
            .iter()
            .filter(|m| !m.attachments.is_empty())
            .filter_map(|m| Some((walls(m)?.created, m.content.contains("Game over"))))
            .collect();
        for press in timed
            .iter()
            .filter(|p| p.table == index && p.kind == PressKind::Commit)
        {
            let Some(acked) = press.acked else { continue };
            if let Some(&(next, _)) = pictures.iter().find(|(at, _)| *at > acked) {
                big_spans.push((acked, next));
            }
        }
        for (i, &(at, over)) in pictures.iter().enumerate() {
            if over {
                let replay = pictures.get(i + 1).map_or(end, |&(r, _)| r);
                big_spans.push((at, replay));
                replays += 1;
            }
        }
    }
    drop(w);

    let plain = |t: &Timed| tables[t.table].kind == Kind::Plain;
    let (n, p50, p99, max) = summary(&timed, |_| true);
    let unanswered = timed.iter().filter(|t| t.acked.is_none()).count();
    let (ai_n, _, ai_p99, ai_max) = summary(&timed, |t| {
        plain(t) && overlaps(&ai_spans, t.sent, t.acked.unwrap_or(end))
    });
    let (big_n, _, big_p99, big_max) = summary(&timed, |t| {
        plain(t) && overlaps(&big_spans, t.sent, t.acked.unwrap_or(end))
    });
    let mean = |spans: &[Span]| {
        let total: f64 = spans.iter().map(|(a, b)| (*b - *a).as_secs_f64()).sum();
        total / spans.len().max(1) as f64
    };
    println!(
        "load: {games} games ({ai_games} with a Hard AI thinking {ai_ms} ms a decision, {big_games} on a full board near their end), set up in {:.1} s",
        set_up.as_secs_f64()
    );
    println!(
        "load: {} presses sent at {rate}/s over {:.1} s ({skipped} slots found no game ready), {} acknowledged, {unanswered} unanswered",
        presses.len(),
        sending.as_secs_f64(),
        n
    );
    println!(
        "load: ack p50 {}, p99 {}, max {}",
        ms(p50),
        ms(p99),
        ms(max)
    );
    let (_, place_p50, place_p99, _) = summary(&timed, |t| t.kind == PressKind::Placement);
    let (_, commit_p50, commit_p99, _) = summary(&timed, |t| t.kind == PressKind::Commit);
    println!(
        "load: placements (answered before anything is drawn) p50 {}, p99 {}; presses that play a turn (answered once it is stored and the next turn drawn) p50 {}, p99 {}",
        ms(place_p50),
        ms(place_p99),
        ms(commit_p50),
        ms(commit_p99)
    );
    println!(
        "load: during {} AI searches (mean {:.1} s): {ai_n} presses of other games, ack p99 {}, max {}",
        ai_spans.len(),
        mean(&ai_spans),
        ms(ai_p99),
        ms(ai_max)
    );
    println!(
        "load: during {} full-board drawings and {replays} replays (mean {:.0} ms): {big_n} presses of other games, ack p99 {}, max {}",
        big_spans.len() - replays,
        mean(&big_spans) * 1000.0,
        ms(big_p99),
        ms(big_max)
    );
    assert_eq!(unanswered, 0, "presses went unanswered");
    assert!(
        skipped <= total / 20,
        "{skipped} of {total} press slots found no game ready: the load was not applied"
    );
    // The suite holds the bot to Discord's own window, so that a busy machine cannot fail it;
    // `scripts/reliability.sh` asks for the 1 s (`LOAD_P99_LIMIT_MS=1000`).
    let limit = Duration::from_millis(env_number("LOAD_P99_LIMIT_MS", 3000));
    assert!(
        p99 < limit,
        "ack p99 {} ≥ {} ms",
        ms(p99),
        limit.as_millis()
    );
    assert!(
        ai_n > 0 && big_n > 0,
        "no press of another game was answered during an AI search ({ai_n}) or a full-board drawing ({big_n}): the test proved nothing"
    );
    assert!(
        ai_p99 < limit,
        "acks during AI searches: p99 {}",
        ms(ai_p99)
    );
    assert!(
        big_p99 < limit,
        "acks during big drawings: p99 {}",
        ms(big_p99)
    );
}

/// Whether a table's players have something to press now.
fn next_ready(table: &Table) -> bool {
    match &table.state {
        State::Prompt(p) => table.player_of(p).is_some(),
        State::Panel { .. } => true,
        _ => false,
    }
}

/// Plays a game through the service with the Medium AI's choices until a few tiles are left.
async fn play_to_last_tiles(service: &GameService, id: GameId) {
    loop {
        let loaded = service.load(id).await.expect("load");
        let game = loaded.game.clone().expect("a started game");
        if game.is_over() || game.tiles_left() as u32 <= BIG_TILES_LEFT {
            return;
        }
        let user = loaded.current_seat().expect("someone to play").user_id;
        let mut medium = carcassonne_ai::strategy(Level::Medium, u64::from(game.turn()));
        let actions = ai_turn(medium.as_mut(), &game, Budget::default()).expect("a turn");
        service
            .play_turn(id, game.turn(), user, actions)
            .await
            .expect("play a turn");
    }
}

/// The flood: one channel's users press its game's placement menu at `FLOOD_RATE` presses a
/// second (100), shared by `FLOOD_USERS` users (5: its two players and three who are not in
/// the game), while `FLOOD_GAMES` other games (20; `scripts/reliability.sh`: 200) play at a
/// player's pace, each pressed once every `FLOOD_PACE_MS` (4000) on average, for
/// `FLOOD_SECONDS` (`LOAD_SECONDS`, else 5). The others' acknowledgements are timed as above.
///
/// The other games are in other channels of the same server, as the fake Discord has one: the
/// limits count presses per user, so the server they are in does not change what the flood
/// meets, and sharing its server is the harder case for anything counted per server. The bot
/// runs with the production limits (`FLOOD_LIMITS=off`: none, for comparison); the bot's clock
/// follows real time here so that allowances refill as they would.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flooding_channel_does_not_slow_the_other_games() {
    let _alone = ONE_AT_A_TIME.lock().await;
    let games = env_number("FLOOD_GAMES", 20) as usize;
    let flood_rate = env_number("FLOOD_RATE", 100).max(1);
    let flood_users = env_number("FLOOD_USERS", 5).max(2) as usize;
    let pace_ms = env_number("FLOOD_PACE_MS", 4000).max(1);
    let seconds = env_number("FLOOD_SECONDS", env_number("LOAD_SECONDS", 5));
    let limits = match std::env::var("FLOOD_LIMITS").as_deref() {
        Ok("off") => Limits::OFF,
        _ => Limits::default(),
    };
    assert!(games > 0, "FLOOD_GAMES=0 leaves nobody to measure");

    let h = Harness::without_bot().await;
    let fake = h.fake.shared.clone();
    let store = Store::open(&h.database_url())
        .await
        .expect("open the bot's database");
    let service = GameService::new(store, h.clock());
    let settings = Settings {
        undo_secs: 0,
        ..Settings::default()
    };
    // The flooded game first, then the others; each in its channel with two players.
    let mut channels = Vec::with_capacity(games + 1);
    let mut players = Vec::with_capacity(games + 1);
    let mut ids = Vec::with_capacity(games + 1);
    for i in 0..=games {
        let name = if i == 0 {
            "flood".to_owned()
        } else {
            format!("calm-{i}")
        };
        let channel = h.channel(&name);
        let pair = [h.user(&format!("{name}-a")), h.user(&format!("{name}-b"))];
        let options = LobbyOptions {
            config: GameConfig::with_rules(2, Vec::new()),
            settings,
            seed: Some(2000 + i as u64),
        };
        let where_ = ChannelRef {
            guild_id: Some(GUILD_ID),
            channel_id: channel.id,
        };
        let host = Player::new(pair[0].id, &pair[0].name);
        let lobby = service
            .open_lobby(where_, &host, options)
            .await
            .expect("open a lobby");
        let guest = Player::new(pair[1].id, &pair[1].name);
        service.join(lobby.id(), &guest).await.expect("join");
        let started = service
            .start(lobby.id(), Actor::user(pair[0].id))
            .await
            .expect("start");
        ids.push(started.id());
        channels.push(channel);
        players.push(pair);
    }
    let renderer = Arc::new(Renderer::new().expect("renderer"));
    let poster = PlayData::new(service.clone(), renderer);
    let http = h.raw_http();
    for &id in &ids {
        let loaded = poster.service.load(id).await.expect("load");
        post_turn(&http, &poster, &loaded)
            .await
            .expect("post the turn");
    }
    service.store().close().await;

    let bot = h.start_bot_with_limits(limits).await;
    tokio::time::sleep(Duration::from_millis(env_number("LOAD_WARMUP_MS", 2000))).await;
    h.settle().await;

    // The flood's target: the first placement of its game's turn message, pressed again and
    // again (a panel for the player whose turn it is, a refusal for everyone else); it never
    // ends the turn, so the message stays.
    let mut players = players.into_iter();
    let flood_players = players.next().expect("the flooded game's players");
    let mut flooders: Vec<User> = flood_players.into_iter().collect();
    for i in flooders.len()..flood_users {
        flooders.push(h.user(&format!("flood-extra-{i}")));
    }
    let flood_prompt = h
        .wait_for_message(channels[0], "with the flooded game's turn", is_turn_prompt)
        .await;
    let flood_value = flood_prompt
        .placements()
        .into_iter()
        .next()
        .expect("the flooded game's first tile fits more than one way (seed 2000)");
    let flood_menu = flood_prompt
        .placement_menu(&flood_value)
        .expect("a placement menu");

    let mut tables: Vec<Table> = channels[1..]
        .iter()
        .zip(players)
        .map(|(&channel, players)| Table {
            kind: Kind::Plain,
            channel,
            players,
            state: State::AwaitNext { after: 0 },
        })
        .collect();
    let by_channel: HashMap<u64, usize> = tables
        .iter()
        .enumerate()
        .map(|(i, t)| (t.channel.id, i))
        .collect();
    let mut seen = 0;
    advance(&fake, &mut tables, &by_channel, &mut seen);
    for (i, table) in tables.iter().enumerate() {
        assert!(
            matches!(table.state, State::Prompt(_)),
            "game {i} has no turn message to start from"
        );
    }

    let calm_rate = games as f64 * 1000.0 / pace_ms as f64;
    let duration = Duration::from_secs(seconds);
    let mut order: VecDeque<usize> = (0..games).collect();
    let mut calm: Vec<Press> = Vec::new();
    let mut flood: Vec<String> = Vec::new();
    let (mut calm_slots, mut skipped) = (0u64, 0u64);
    let start = Instant::now();
    let mut synced = Duration::ZERO;
    while start.elapsed() < duration {
        advance(&fake, &mut tables, &by_channel, &mut seen);
        // The bot's clock keeps up with real time, so that allowances refill.
        let elapsed = start.elapsed();
        h.advance(elapsed - synced);
        synced = elapsed;
        let t = elapsed.as_secs_f64();
        while (flood.len() as f64) < t * flood_rate as f64 {
            let user = &flooders[flood.len() % flooders.len()];
            let token = user
                .send_select(&flood_prompt, &flood_menu, &flood_value)
                .unwrap_or_else(|e| panic!("the flood: {e}"));
            flood.push(token);
        }
        while (calm_slots as f64) < t * calm_rate {
            calm_slots += 1;
            let pick = (0..order.len()).find_map(|_| {
                let t = order.pop_front()?;
                order.push_back(t);
                next_ready(&tables[t]).then_some(t)
            });
            match pick.and_then(|t| next_press(&mut tables[t], t)) {
                Some(press) => calm.push(press),
                None => skipped += 1,
            }
        }
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    let sending = start.elapsed();
    let deadline = Instant::now() + ANSWER_WAIT;
    loop {
        advance(&fake, &mut tables, &by_channel, &mut seen);
        let pending = {
            let w = fake.lock();
            calm.iter()
                .map(|p| &p.token)
                .chain(&flood)
                .filter(|t| !w.acknowledged_wall.contains_key(*t))
                .count()
        };
        if pending == 0 || Instant::now() > deadline {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    h.settle().await;

    let (calm_timed, flood_timed, refused) = {
        let w = fake.lock();
        let timed = |token: &String, table: usize, kind: PressKind| {
            let rec = w.interactions.get(token)?;
            Some(Timed {
                table,
                kind,
                sent: rec.dispatched_wall,
                acked: w.acknowledged_wall.get(token).copied(),
            })
        };
        let calm_timed: Vec<Timed> = calm
            .iter()
            .filter_map(|p| timed(&p.token, p.table, p.kind))
            .collect();
        let flood_timed: Vec<Timed> = flood
            .iter()
            .filter_map(|t| timed(t, usize::MAX, PressKind::Placement))
            .collect();
        let refused = flood
            .iter()
            .filter(|t| {
                w.interactions
                    .get(*t)
                    .and_then(|rec| rec.original)
                    .and_then(|id| w.messages.get(&id))
                    .is_some_and(|m| m.content.contains("pressing too fast"))
            })
            .count();
        (calm_timed, flood_timed, refused)
    };
    let (n, p50, p99, max) = summary(&calm_timed, |_| true);
    let calm_unanswered = calm_timed.iter().filter(|t| t.acked.is_none()).count();
    let (flood_n, _, flood_p99, _) = summary(&flood_timed, |_| true);
    let flood_unanswered = flood_timed.iter().filter(|t| t.acked.is_none()).count();
    let limits_said = if limits == Limits::OFF {
        "no limits".to_owned()
    } else {
        format!("{} presses a minute per user", limits.presses_per_minute)
    };
    println!(
        "load flood: {} presses from {flood_users} users of one channel at {flood_rate}/s over {:.1} s ({limits_said}): {refused} refused by the limit, {flood_n} acknowledged, ack p99 {}",
        flood.len(),
        sending.as_secs_f64(),
        ms(flood_p99)
    );
    println!(
        "load flood: meanwhile {games} other games, each pressed every {pace_ms} ms on average: {} presses ({skipped} slots found no game ready), {n} acknowledged, {calm_unanswered} unanswered; ack p50 {}, p99 {}, max {}",
        calm.len(),
        ms(p50),
        ms(p99),
        ms(max)
    );
    bot.shutdown().await.expect("the bot stops");
    assert_eq!(
        calm_unanswered, 0,
        "presses of the other games went unanswered"
    );
    assert_eq!(flood_unanswered, 0, "flood presses went unanswered");
    assert!(
        calm.len() as u64 * 5 >= calm_slots * 4,
        "only {} of {calm_slots} press slots of the other games found a game ready",
        calm.len()
    );
    if limits != Limits::OFF {
        let allowance = u64::from(limits.presses_per_minute) * flood_users as u64;
        assert!(
            flood.len() as u64 <= allowance || refused > 0,
            "{} flood presses over an allowance of {allowance}, none refused",
            flood.len()
        );
    }
    let limit = Duration::from_millis(env_number("LOAD_P99_LIMIT_MS", 3000));
    assert!(
        p99 < limit,
        "the other games' ack p99 {} ≥ {} ms",
        ms(p99),
        limit.as_millis()
    );
}

//! Scenarios written as users: start the real bot against the fake Discord, then type slash
//! commands, press buttons and read what appeared in the channel.
//!
//! ```ignore
//! let mut h = Harness::start().await;
//! let (alice, bob) = (h.user("alice"), h.user("bob"));
//! let lobby = alice.slash(h.general(), "carcassonne start", &[]).await.message();
//! bob.click(&lobby, "Join").await;
//! assert!(h.latest_message(h.general()).content.contains(&bob.mention()));
//! ```

use carcassonne_ai::Budget;
use std::time::{Duration, Instant, SystemTime};

use carcassonne_bot::clock::{Clock, ManualClock};
use carcassonne_bot::discord::{self, BotConfig, RunningBot};
use carcassonne_bot::service::{Actor, ChannelRef, GameService, LobbyOptions, Player};
use carcassonne_bot::store::{GameId, Settings, Store};
use carcassonne_engine::{Game, GameConfig};
use poise::serenity_prelude as serenity;
use serde_json::{json, Value};
use tempfile::TempDir;

use super::fake::activity_host::HostPage;
use super::fake::faults::{FaultCounts, FaultPlan};
use super::fake::gateway::dispatch;
use super::fake::payloads::{
    check, command_interaction_json, component_interaction_json, guild_channel_json, member_json,
    message_json, user_json,
};
use super::fake::store::*;
use super::fake::{Fake, FakeDiscord};

/// How long the fake must see no REST traffic before an action counts as finished.
const QUIET: Duration = Duration::from_millis(30);
/// Discord's window plus slack, so a late answer is reported as late rather than as missing,
/// when the fake holds the bot to the real 3 s ([`World::real_deadline`]).
const ANSWER_WAIT: Duration = Duration::from_millis(3_500);
/// How long to wait for an answer otherwise: the 3 s are judged on the test clock, and a slow
/// machine may take longer in real time.
const SLOW_ANSWER_WAIT: Duration = Duration::from_secs(60);
/// How long a type-6 acknowledgement may take to be followed by its edit.
const ACK_EDIT_WAIT: Duration = Duration::from_secs(1);
const START_WAIT: Duration = Duration::from_secs(15);

/// The placeholder of the bot's cell menu, which is how players and tests find it.
/// What the placement menus of a turn say, from the bot's own code.
/// The placement menus' placeholder the English games of the tests show.
fn where_menu() -> String {
    carcassonne_bot::discord::play::step_view::where_menu(carcassonne_bot::i18n::Lang::En)
}

/// A fixed, realistic start time keeps timestamps in test output readable and reproducible.
const EPOCH: u64 = 1_790_000_000;

pub struct Harness {
    pub fake: FakeDiscord,
    clock: ManualClock,
    db_dir: TempDir,
    bot: Option<RunningBot>,
    general: Channel,
    /// Start the bot without GUILD_ID, so it registers its commands globally.
    pub global_commands: bool,
    /// The web view the bot started next serves (off unless a test sets it, as in production);
    /// its Activity signs in against the fake with [`CLIENT_SECRET`].
    pub web: Option<discord::WebSettings>,
    ai_budget: Budget,
    /// The bot's client for Discord's REST API when the fake serves it over TLS as
    /// `discord.com` ([`Harness::start_tls`]); `None`: the proxy mode, ratelimiter off.
    api_client: Option<reqwest::Client>,
    /// The limits per user, channel and server of the bot started next: none unless a test
    /// sets them. The test clock stands still unless a test moves it, so a long game played by
    /// clicks would otherwise press 60 times "within a minute" and be refused.
    pub limits: carcassonne_bot::limits::Limits,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Channel {
    pub id: u64,
}

pub struct User {
    pub id: u64,
    pub name: String,
    fake: Fake,
}

/// What an interaction produced once the bot went quiet.
#[derive(Debug)]
pub struct Reply {
    pub interaction_id: u64,
    pub kind: ResponseKind,
    /// The message `@original` points at (for a button update, the message the button is on).
    pub original: Option<StoredMessage>,
    pub followups: Vec<StoredMessage>,
    /// Set when the bot answered with LAUNCH_ACTIVITY (which creates no message).
    pub launch: Option<ActivityLaunch>,
}

impl Reply {
    /// The message the response created or changed.
    pub fn message(&self) -> StoredMessage {
        self.original
            .clone()
            .unwrap_or_else(|| panic!("the {:?} response has no message", self.kind))
    }

    /// The Activity launch this interaction was answered with; fails for any other answer.
    pub fn launch(&self) -> ActivityLaunch {
        self.launch.clone().unwrap_or_else(|| {
            panic!(
                "expected a LAUNCH_ACTIVITY answer, got a {:?} response: {:?}",
                self.kind,
                self.original.as_ref().map(|m| &m.content)
            )
        })
    }

    /// The text of a response only the user sees; fails if the response was public.
    pub fn ephemeral_text(&self) -> String {
        let m = self.message();
        assert!(
            m.ephemeral_to.is_some(),
            "expected an ephemeral reply, got a public {:?} response: {:?}",
            self.kind,
            m.content
        );
        m.content
    }
}

pub fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_test_writer()
        .try_init();
}

/// A few hundred search iterations: AI seats and hints answer at once in tests, the same way
/// however busy the machine is.
pub const TEST_AI_BUDGET: Budget = Budget {
    time: None,
    iterations: Some(300),
};

impl Harness {
    /// How long AI seats think in the bot started next (a restart test makes them slow).
    pub fn set_ai_budget(&mut self, budget: Budget) {
        self.ai_budget = budget;
    }

    /// A fake Discord with a guild and a #general channel, and the bot connected to it.
    pub async fn start() -> Harness {
        let mut h = Harness::without_bot().await;
        h.start_bot().await;
        h
    }

    /// Like [`Harness::start`], but the bot reaches the fake's REST API over TLS as
    /// `https://discord.com`, with serenity's ratelimiter on as in production, so that 429s
    /// are handled exactly as they would be there. The gateway stays plain `ws://`.
    pub async fn start_tls() -> Harness {
        let mut h = Harness::without_bot().await;
        h.api_client = Some(h.fake.serve_tls().await);
        h.start_bot().await;
        h
    }

    /// Makes Discord fail from now on as `plan` says (see [`super::fake::faults`]).
    pub fn inject_faults(&self, plan: FaultPlan) {
        self.shared().with(|w| w.faults.start(plan));
    }

    /// Stops injecting faults; the counts stay.
    pub fn stop_faults(&self) {
        self.shared().with(|w| w.faults.stop());
    }

    /// What was injected so far and what the bot did about it.
    pub fn fault_counts(&self) -> FaultCounts {
        self.shared().lock().faults.counts.clone()
    }

    /// Only the fake, for tests that drive it with a raw serenity client.
    pub async fn without_bot() -> Harness {
        init_logging();
        let start = SystemTime::UNIX_EPOCH + Duration::from_secs(EPOCH);
        let (_, clock) = Clock::manual(start);
        let fake = FakeDiscord::start(clock.clone()).await;
        let db_dir = tempfile::tempdir().expect("cannot create a temporary directory");
        let mut h = Harness {
            fake,
            clock,
            db_dir,
            bot: None,
            general: Channel { id: 0 },
            global_commands: false,
            web: None,
            ai_budget: TEST_AI_BUDGET,
            api_client: None,
            limits: carcassonne_bot::limits::Limits::OFF,
        };
        h.general = h.channel("general");
        h
    }

    fn shared(&self) -> &Fake {
        &self.fake.shared
    }

    pub fn database_url(&self) -> String {
        format!("sqlite://{}", self.db_dir.path().join("bot.db").display())
    }

    /// Exactly what `run` builds from the environment, except the REST base URL and the clock.
    pub fn bot_config(&self) -> BotConfig {
        BotConfig {
            token: TOKEN.to_owned(),
            database_url: self.database_url(),
            guild_id: (!self.global_commands).then(|| serenity::GuildId::new(GUILD_ID)),
            // Over TLS the bot calls https://discord.com itself, which the client resolves to
            // the fake.
            api_base: self
                .api_client
                .is_none()
                .then(|| self.fake.base_url.clone()),
            clock: self.clock.clock(),
            // A few hundred search iterations: AI seats play at once in tests, deterministic
            // and independent of how busy the machine is.
            ai_budget: self.ai_budget,
            hint_budget: TEST_AI_BUDGET,
            sharding: carcassonne_bot::discord::Sharding::Single,
            web: self.web.clone(),
            api_client: self.api_client.clone(),
            limits: self.limits,
        }
    }

    /// Starts the bot and waits until it has identified and registered its commands.
    pub async fn start_bot(&mut self) {
        assert!(self.bot.is_none(), "the bot is already running");
        let registered_before = self.shared().lock().commands.overwrites;
        let bot = discord::start(self.bot_config())
            .await
            .expect("the bot failed to start");
        self.bot = Some(bot);
        let up = wait_until(self.shared(), START_WAIT, |w| {
            let connected = w
                .gateway
                .as_ref()
                .is_some_and(|g| g.tx.is_some() && g.ready);
            (connected && w.commands.overwrites > registered_before).then_some(())
        })
        .await;
        if up.is_none() {
            let (requests, violations) = {
                let w = self.shared().lock();
                (w.requests.clone(), w.violations.clone())
            };
            panic!(
                "the bot did not connect and register its commands within {START_WAIT:?}\nrequests seen: {requests:#?}\nviolations: {violations:#?}"
            );
        }
        self.settle().await;
        self.assert_clean();
    }

    /// A bot of its own with `limits`, beside the harness's (which stays as it is), once it
    /// has connected and registered its commands; the caller shuts it down.
    pub async fn start_bot_with_limits(
        &self,
        limits: carcassonne_bot::limits::Limits,
    ) -> RunningBot {
        let registered = self.shared().lock().commands.overwrites;
        let config = BotConfig {
            limits,
            ..self.bot_config()
        };
        let bot = discord::start(config).await.expect("the bot starts");
        let up = wait_until(self.shared(), START_WAIT, |w| {
            let live = w
                .gateway
                .as_ref()
                .is_some_and(|g| g.tx.is_some() && g.ready);
            (live && w.commands.overwrites > registered).then_some(())
        })
        .await;
        assert!(
            up.is_some(),
            "the bot did not connect within {START_WAIT:?}"
        );
        self.settle().await;
        bot
    }

    /// Shuts the bot down the way Ctrl-C does and waits for its gateway connection to close.
    pub async fn stop_bot(&mut self) {
        let bot = self.bot.take().expect("the bot is not running");
        bot.shutdown()
            .await
            .expect("the bot did not shut down cleanly");
        let closed = wait_until(self.shared(), START_WAIT, |w| {
            w.gateway
                .as_ref()
                .is_none_or(|g| g.tx.is_none())
                .then_some(())
        })
        .await;
        assert!(
            closed.is_some(),
            "the bot stopped but its gateway connection stayed open"
        );
    }

    /// Stops the bot and starts a new one on the same database file.
    pub async fn restart_bot(&mut self) {
        // A restarted bot serves the web view where it did, so that open pages find it again.
        let web_addr = self.bot.as_ref().and_then(|b| b.web_addr());
        if let (Some(web), Some(addr)) = (self.web.as_mut(), web_addr) {
            web.bind = addr;
        }
        self.stop_bot().await;
        self.start_bot().await;
    }

    /// Serves the web view from the next start of the bot on a free loopback port: with
    /// `activity`, the Discord Activity signs in against the fake; otherwise **Open the board**
    /// hands out links to `http://127.0.0.1:PORT`.
    pub fn serve_web(&mut self, activity: bool) {
        // The links carry the address, so the port is chosen now rather than by the bind.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .expect("a free loopback port")
            .port();
        self.web = Some(discord::WebSettings {
            bind: std::net::SocketAddr::from(([127, 0, 0, 1], port)),
            public_url: (!activity).then(|| format!("http://127.0.0.1:{port}")),
            client_secret: activity.then(|| CLIENT_SECRET.to_owned()),
        });
        self.shared().with(|w| w.activities_enabled = activity);
    }

    /// The web view's address, `http://127.0.0.1:PORT/`, while the bot serves it.
    pub fn web_url(&self) -> String {
        let addr = self
            .bot
            .as_ref()
            .and_then(|b| b.web_addr())
            .expect("the bot serves no web view: call Harness::serve_web before starting it");
        format!("http://{addr}/")
    }

    /// Closes the gateway connection as Discord does at times, and waits for serenity to resume.
    pub async fn drop_gateway(&self) {
        let resumes_before = self.shared().lock().resumes;
        self.shared().with(|w| {
            if let Some(tx) = w.gateway.as_ref().and_then(|g| g.tx.clone()) {
                let _ = tx.send(GatewayOut::Close(4000));
            }
        });
        self.wait_for_gateway(
            |w| w.resumes > resumes_before,
            "the bot did not resume after the gateway dropped",
        )
        .await;
    }

    /// Ends the session so that it cannot be resumed: serenity's RESUME gets INVALID_SESSION and
    /// it must identify again, as after a long outage.
    pub async fn invalidate_session(&self) {
        let sessions_before = self.shared().lock().sessions_started;
        self.shared().with(|w| {
            if let Some(session) = w.gateway.as_mut() {
                session.session_id = "expired".into();
                if let Some(tx) = &session.tx {
                    let _ = tx.send(GatewayOut::Close(4000));
                }
            }
        });
        self.wait_for_gateway(
            |w| w.sessions_started > sessions_before,
            "the bot did not identify again after its session was invalidated",
        )
        .await;
    }

    /// Waits until the bot holds a live gateway connection again and `reconnected` holds.
    async fn wait_for_gateway(&self, reconnected: impl Fn(&World) -> bool, failure: &str) {
        let back = wait_until(self.shared(), START_WAIT, |w| {
            let live = w.gateway.as_ref().is_some_and(|g| g.tx.is_some());
            (live && reconnected(w)).then_some(())
        })
        .await;
        assert!(back.is_some(), "{failure}");
    }

    /// Moves the bot's clock and the fake's clock (token lifetimes) forward together. Timers
    /// that fire run in the bot's tasks; follow with [`Harness::settle`] or
    /// [`Harness::wait_for_message`] to see what they did.
    pub fn advance(&self, by: Duration) {
        self.clock.advance(by);
        self.shared().changed.notify_waiters();
    }

    pub fn now(&self) -> SystemTime {
        self.clock.now()
    }

    /// A reading handle on the bot's clock, for a service opened beside the bot on the same
    /// database so that its timestamps agree with the bot's.
    pub fn clock(&self) -> Clock {
        self.clock.clock()
    }

    /// The guild text channel with this name, created on first use.
    pub fn channel(&self, name: &str) -> Channel {
        let id = self.shared().with(|w| {
            w.channel_by_name(name).unwrap_or_else(|| {
                let id = w.next_id();
                w.channels.insert(
                    id,
                    ChannelKind::GuildText {
                        name: name.to_owned(),
                    },
                );
                // A connected bot learns about new channels as it would from Discord.
                if w.gateway.as_ref().is_some_and(|g| g.tx.is_some()) {
                    let channel = guild_channel_json(id, name, w.channels.len());
                    if let Err(e) = dispatch(w, "CHANNEL_CREATE", channel) {
                        w.violation(e);
                    }
                }
                id
            })
        });
        Channel { id }
    }

    pub fn general(&self) -> Channel {
        self.general
    }

    pub fn general_id(&self) -> serenity::ChannelId {
        serenity::ChannelId::new(self.general.id)
    }

    /// A guild member with this name, created on first use.
    /// A Discord user who is not a member of the fake's guild.
    pub fn outsider(&self, name: &str) -> User {
        let user = self.user(name);
        self.shared().with(|w| w.outsiders.insert(user.id));
        user
    }

    pub fn user(&self, name: &str) -> User {
        let id = self.shared().with(|w| match w.user_by_name(name) {
            Some(u) => u.id,
            None => {
                let id = w.next_id();
                w.users.insert(
                    id,
                    UserRecord {
                        id,
                        name: name.to_owned(),
                        bot: false,
                    },
                );
                id
            }
        });
        User {
            id,
            name: name.to_owned(),
            fake: self.shared().clone(),
        }
    }

    /// A guild member who may manage the server (MANAGE_GUILD), created on first use.
    pub fn manager(&self, name: &str) -> User {
        let user = self.user(name);
        self.shared().with(|w| w.managers.insert(user.id));
        user
    }

    /// `/carcassonne start` in #general with the default options but no undo window (the
    /// next turn starts at once); returns the lobby.
    pub async fn open_lobby(&self, host: &User) -> StoredMessage {
        host.slash_message(
            self.general(),
            "carcassonne start",
            &[("undo_seconds", "0")],
        )
        .await
    }

    /// The direct-message channel between the bot and `user`.
    pub fn dm(&self, user: &User) -> Channel {
        Channel {
            id: self.shared().with(|w| w.dm_channel_with(user.id)),
        }
    }

    /// The channel's public messages (ephemeral ones are not part of a channel), oldest first.
    pub fn messages(&self, channel: Channel) -> Vec<StoredMessage> {
        self.shared()
            .lock()
            .messages
            .values()
            .filter(|m| m.channel_id == channel.id && !m.deleted && m.ephemeral_to.is_none())
            .cloned()
            .collect()
    }

    pub fn latest_message(&self, channel: Channel) -> StoredMessage {
        self.messages(channel)
            .pop()
            .unwrap_or_else(|| panic!("channel {} has no messages", channel.id))
    }

    /// The current state of a message, after any edits.
    pub fn message(&self, id: u64) -> StoredMessage {
        self.shared()
            .lock()
            .messages
            .get(&id)
            .cloned()
            .unwrap_or_else(|| panic!("no message {id}"))
    }

    /// The commands the bot registered globally, as Discord stores them.
    pub fn global_commands(&self) -> Vec<Value> {
        self.shared()
            .lock()
            .commands
            .global
            .clone()
            .unwrap_or_default()
    }

    /// The commands the bot registered in the guild, as Discord stores them.
    pub fn guild_commands(&self) -> Vec<Value> {
        self.shared()
            .lock()
            .commands
            .guild
            .clone()
            .unwrap_or_default()
    }

    pub fn requests(&self) -> Vec<String> {
        self.shared().lock().requests.clone()
    }

    /// Bytes of the PNG pictures the bot uploaded so far.
    pub fn uploaded_png_bytes(&self) -> u64 {
        self.shared().lock().uploaded_png_bytes
    }

    /// Bytes of every file the bot uploaded so far.
    pub fn uploaded_bytes(&self) -> u64 {
        self.shared().lock().uploaded_bytes
    }

    /// A serenity HTTP client wired to the fake exactly as the bot's is, for tests that play the
    /// bot's side by hand.
    pub fn raw_http(&self) -> serenity::Http {
        let http = serenity::HttpBuilder::new(TOKEN)
            .proxy(self.fake.base_url.clone())
            .ratelimiter_disabled(true)
            .build();
        http.set_application_id(serenity::ApplicationId::new(APP_ID));
        http
    }

    /// What the Discord client does when `user` authorizes the app in an Activity (the SDK's
    /// `authorize`): a fresh single-use OAuth2 code for the bot's server to exchange.
    pub fn oauth_code(&self, user: &User) -> String {
        self.shared().with(|w| w.oauth_code(user.id))
    }

    /// The activity host's page launching the app at `app` for `user` in `channel`, as the
    /// Discord client would: with a fresh OAuth2 code for `user` (see
    /// [`super::fake::activity_host`]). Starts the host on first use.
    pub fn activity_host_url(&self, user: &User, channel: Channel, app: &str) -> String {
        let (code, user_json, guild) = self.shared().with(|w| {
            let code = w.oauth_code(user.id);
            let guild = matches!(
                w.channels.get(&channel.id),
                Some(ChannelKind::GuildText { .. })
            )
            .then_some(GUILD_ID);
            (code, user_json(&w.users[&user.id]), guild)
        });
        HostPage::new(app, &code, user_json, channel.id, guild).url()
    }

    /// Every call of the OAuth2 token endpoint so far, in order.
    pub fn token_exchanges(&self) -> Vec<TokenExchange> {
        self.shared().lock().token_exchanges.clone()
    }

    /// Every interaction answered with LAUNCH_ACTIVITY so far, in order.
    pub fn activity_launches(&self) -> Vec<ActivityLaunch> {
        self.shared().lock().activity_launches.clone()
    }

    /// Whether the application has an Activity (default: yes); without one, a LAUNCH_ACTIVITY
    /// answer is refused as Discord would and fails the test.
    pub fn set_activities_enabled(&self, enabled: bool) {
        self.shared().with(|w| w.activities_enabled = enabled);
    }

    /// Returns and forgets the violations seen so far, for tests that provoke them on purpose.
    pub fn take_violations(&self) -> Vec<String> {
        self.shared().with(|w| std::mem::take(&mut w.violations))
    }

    pub fn assert_clean(&self) {
        let violations = self.shared().lock().violations.clone();
        if !violations.is_empty() {
            panic!(
                "the fake Discord saw rule violations:\n  - {}",
                violations.join("\n  - ")
            );
        }
    }

    /// A game opened and started through the service, as the bot would have from the lobby,
    /// with alice hosting and bob joining.
    pub async fn seeded_game(
        &self,
        players: [&User; 2],
        config: GameConfig,
        settings: Settings,
        seed: u64,
    ) -> (GameService, GameId) {
        let store = Store::open(&self.database_url())
            .await
            .expect("open the bot's database");
        let service = GameService::new(store, self.clock());
        let channel = ChannelRef {
            guild_id: Some(GUILD_ID),
            channel_id: self.general().id,
        };
        let [alice, bob] = players;
        let options = LobbyOptions {
            config: config.clone(),
            settings,
            seed: Some(seed),
        };
        let lobby = service
            .open_lobby(channel, &Player::new(alice.id, &alice.name), options)
            .await
            .expect("open the lobby");
        service
            .join(lobby.id(), &Player::new(bob.id, &bob.name))
            .await
            .expect("bob joins");
        let started = service
            .start(lobby.id(), Actor::user(alice.id))
            .await
            .expect("start");
        // The seed was chosen by simulating these rules: the service must have dealt from them.
        let expected = GameConfig {
            players: 2,
            ..config
        };
        assert_eq!(started.config, expected, "the service built other rules");
        (service, started.id())
    }

    /// [`Harness::seeded_game`] whose tiles come in exactly `deck`'s order (tile names), from
    /// a checkpoint of the dealt game stored in its place.
    pub async fn game_with_deck(
        &self,
        players: [&User; 2],
        config: GameConfig,
        settings: Settings,
        deck: &[&str],
    ) -> (GameService, GameId) {
        let (service, id) = self.seeded_game(players, config.clone(), settings, 1).await;
        let order = deck
            .iter()
            .map(|n| carcassonne_engine::tiles::by_name(n).unwrap_or_else(|| panic!("no tile {n}")))
            .collect();
        let game = Game::with_order(
            GameConfig {
                players: 2,
                ..config
            },
            order,
        )
        .expect("set-up");
        let state = serde_json::to_string(&game).expect("a snapshot");
        assert!(service
            .store()
            .set_checkpoint(id, 0, &state)
            .await
            .expect("store the checkpoint"));
        assert_eq!(running_game(&service, id).await, game);
        (service, id)
    }

    /// Waits until no REST request has arrived for a short while.
    pub async fn settle(&self) {
        settle(self.shared()).await;
    }

    /// Waits (in real time) for a condition on the channel's latest public message.
    pub async fn wait_for_message(
        &self,
        channel: Channel,
        what: &str,
        pred: impl FnMut(&StoredMessage) -> bool,
    ) -> StoredMessage {
        self.wait_for(channel, what, true, pred).await
    }

    /// Like [`Harness::wait_for_message`], but any public message of the channel may match,
    /// not only the latest (the final score sheet is followed by the replay).
    pub async fn wait_for_any_message(
        &self,
        channel: Channel,
        what: &str,
        pred: impl FnMut(&StoredMessage) -> bool,
    ) -> StoredMessage {
        self.wait_for(channel, what, false, pred).await
    }

    /// Fills a five-seat lobby: `users[1..5]` join, then `users[5]` presses Join (the
    /// button shown before the lobby filled) and is refused. Returns the lobby as it is then.
    pub async fn fill_lobby_of_five(&self, lobby: &StoredMessage, users: &[User]) -> StoredMessage {
        for u in &users[1..5] {
            u.click(lobby, "Join").await;
        }
        let full = self.message(lobby.id);
        assert!(full.content.contains("Players (5/5)"), "{}", full.content);
        assert!(!full.is_enabled("Join"), "Join stays open at five");
        let join_id = full
            .custom_ids()
            .into_iter()
            .find(|c| c.ends_with(":join"))
            .expect("Join");
        let sixth = users[5]
            .press_forged(&full, &join_id)
            .await
            .ephemeral_text();
        assert!(sixth.contains("full (5 players)"), "{sixth}");
        self.message(lobby.id)
    }

    /// A game in the general channel: a lobby opened by `host` with `options`, joined by
    /// `others` and started.
    pub async fn start_game(&self, host: &User, others: &[&User], options: &[(&str, &str)]) {
        let lobby = host
            .slash_message(self.general(), "carcassonne start", options)
            .await;
        for user in others {
            user.click(&lobby, "Join").await;
        }
        host.click(&lobby, "Start").await;
    }

    /// The latest message of the general channel, once it prompts `user` to play.
    pub async fn prompt_for(&self, user: &User) -> StoredMessage {
        let wanted = format!("{}, your turn", user.mention());
        self.wait_for_message(self.general(), "with a turn prompt", |m| {
            m.content.contains(&wanted) && !m.components.is_empty()
        })
        .await
    }

    /// The first turn prompt in the general channel posted after message `after`, or the end
    /// of the game.
    pub async fn next_prompt(&self, after: u64) -> StoredMessage {
        self.wait_for_any_message(self.general(), "with the next prompt or the end", |m| {
            m.id > after
                && (m.content.contains("Game over")
                    || (m.content.contains("your turn") && !m.components.is_empty()))
        })
        .await
    }

    /// The newest public message of the channel (or only the latest one) that matches.
    async fn wait_for(
        &self,
        channel: Channel,
        what: &str,
        latest_only: bool,
        mut pred: impl FnMut(&StoredMessage) -> bool,
    ) -> StoredMessage {
        let found = wait_until(self.shared(), Duration::from_secs(5), |w| {
            w.messages
                .values()
                .rev()
                .filter(|m| m.channel_id == channel.id && !m.deleted && m.ephemeral_to.is_none())
                .take(if latest_only { 1 } else { usize::MAX })
                .find(|m| pred(m))
                .cloned()
        })
        .await;
        found.unwrap_or_else(|| panic!("no message {what} appeared in channel {}", channel.id))
    }
}

impl Drop for Harness {
    fn drop(&mut self) {
        if std::thread::panicking() {
            return;
        }
        self.assert_clean();
    }
}

/// Waits (in real time, at most `timeout`) until `cond` on the fake's world gives a value.
pub async fn wait_until<T>(
    fake: &Fake,
    timeout: Duration,
    mut cond: impl FnMut(&World) -> Option<T>,
) -> Option<T> {
    let deadline = Instant::now() + timeout;
    loop {
        let notified = fake.changed.notified();
        tokio::pin!(notified);
        notified.as_mut().enable();
        if let Some(v) = cond(&fake.lock()) {
            return Some(v);
        }
        let left = deadline.checked_duration_since(Instant::now())?;
        // Bounded so that conditions on wall time (quiet spells) are re-checked too.
        let _ = tokio::time::timeout(left.min(Duration::from_millis(50)), notified).await;
    }
}

/// Returns once no REST request has arrived or been answered for [`QUIET`], counting from the
/// call, and none is being handled (a slow answer is still work going on), so that work a test
/// has just triggered (a click, a clock jump) has time to begin.
async fn settle(fake: &Fake) {
    let start = Instant::now();
    loop {
        let (last, busy) = {
            let w = fake.lock();
            (
                w.last_request.map_or(start, |t| t.max(start)),
                w.in_flight > 0,
            )
        };
        let idle = last.elapsed();
        if idle >= QUIET && !busy {
            return;
        }
        tokio::time::sleep(QUIET.saturating_sub(idle).max(Duration::from_millis(5))).await;
    }
}

impl User {
    pub fn mention(&self) -> String {
        format!("<@{}>", self.id)
    }

    /// `slash`, for a command answered only to the user (a refusal or a private reply).
    pub async fn slash_text(
        &self,
        channel: Channel,
        line: &str,
        options: &[(&str, &str)],
    ) -> String {
        self.slash(channel, line, options).await.ephemeral_text()
    }

    /// `slash`, for a command answered with a message.
    pub async fn slash_message(
        &self,
        channel: Channel,
        line: &str,
        options: &[(&str, &str)],
    ) -> StoredMessage {
        self.slash(channel, line, options).await.message()
    }

    /// Types `/line` with `options` given as (name, value); choices may be named by their label.
    pub async fn slash(&self, channel: Channel, line: &str, options: &[(&str, &str)]) -> Reply {
        let data = self.fake.with(|w| command_data(w, line, options));
        let data = data.unwrap_or_else(|e| panic!("{} cannot type /{line}: {e}", self.name));
        self.interact(
            channel.id,
            InteractionKind::Command {
                line: line.to_owned(),
            },
            data,
        )
        .await
    }

    /// Types `/line` like [`User::slash`] but returns the interaction's token at once, without
    /// waiting for the bot; `Err` says why it could not be typed or delivered.
    pub fn send_slash(
        &self,
        channel: Channel,
        line: &str,
        options: &[(&str, &str)],
    ) -> Result<String, String> {
        let data = self.fake.with(|w| command_data(w, line, options))?;
        let kind = InteractionKind::Command {
            line: line.to_owned(),
        };
        self.deliver(channel.id, kind, data).map(|(token, _)| token)
    }

    /// Presses the enabled button labelled `label_or_id` (or with that custom_id) on the current
    /// version of `message`.
    pub async fn click(&self, message: &StoredMessage, label_or_id: &str) -> Reply {
        let found = self.fake.with(|w| {
            let m = visible_message(w, message.id, self.id)?;
            let button = usable_component(&m, 2, "label", label_or_id, "button")?;
            let custom_id = button
                .get("custom_id")
                .and_then(Value::as_str)
                .ok_or_else(|| {
                    format!("button {label_or_id:?} is a link and sends no interaction")
                })?
                .to_owned();
            Ok::<_, String>((m.channel_id, custom_id))
        });
        let (channel, custom_id) = found.unwrap_or_else(|e| {
            panic!("{} cannot click on message {}: {e}", self.name, message.id)
        });
        let data = json!({"custom_id": custom_id, "component_type": 2});
        let kind = InteractionKind::Component {
            message_id: message.id,
            custom_id,
        };
        self.interact(channel, kind, data).await
    }

    /// Plays the turn of `prompt` the plain way: a discard if that is all it offers, else its
    /// first placement and no figure ("No follower", or "No meeple").
    pub async fn play_plainly(&self, prompt: &StoredMessage) {
        if prompt.component("Discard tile").is_some() {
            self.click(prompt, "Discard tile").await;
            return;
        }
        let panel = if prompt.button_starting("No ").is_some() {
            prompt.clone()
        } else {
            let value = prompt.first_placement();
            self.place(prompt, &value).await.message()
        };
        let pass = panel
            .button_starting("No ")
            .expect("a button to place nothing");
        self.click(&panel, &pass).await;
    }

    /// Chooses the placement `value` (a menu value, see [`StoredMessage::placements`]) in the
    /// placement menus of a turn prompt, a re-posted board or a panel.
    pub async fn place(&self, prompt: &StoredMessage, value: &str) -> Reply {
        let menu = prompt
            .placement_menu(value)
            .unwrap_or_else(|| panic!("no placement menu offers {value:?}: {:?}", prompt.labels()));
        self.select(prompt, &menu, &[value]).await
    }

    /// Chooses `values` in the select menu `menu` (its custom_id or placeholder).
    pub async fn select(&self, message: &StoredMessage, menu: &str, values: &[&str]) -> Reply {
        let found = self.fake.with(|w| {
            let m = visible_message(w, message.id, self.id)?;
            let select = usable_component(&m, 3, "placeholder", menu, "select menu")?;
            let offered: Vec<&str> = select
                .get("options")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .filter_map(|o| o.get("value").and_then(Value::as_str))
                .collect();
            if let Some(bad) = values.iter().find(|v| !offered.contains(v)) {
                return Err(format!(
                    "menu {menu:?} offers no value {bad:?}; it offers {offered:?}"
                ));
            }
            let min = select
                .get("min_values")
                .and_then(Value::as_u64)
                .unwrap_or(1) as usize;
            let max = select
                .get("max_values")
                .and_then(Value::as_u64)
                .unwrap_or(1) as usize;
            if values.len() < min || values.len() > max {
                return Err(format!(
                    "menu {menu:?} takes {min} to {max} values, not {}",
                    values.len()
                ));
            }
            let custom_id = select
                .get("custom_id")
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_owned();
            Ok((m.channel_id, custom_id))
        });
        let (channel, custom_id) = found.unwrap_or_else(|e| {
            panic!(
                "{} cannot use a menu on message {}: {e}",
                self.name, message.id
            )
        });
        let data = json!({"custom_id": custom_id, "component_type": 3, "values": values});
        let kind = InteractionKind::Component {
            message_id: message.id,
            custom_id,
        };
        self.interact(channel, kind, data).await
    }

    /// Sends a button press with an arbitrary custom_id, as a modified client could.
    pub async fn press_forged(&self, message: &StoredMessage, custom_id: &str) -> Reply {
        let data = json!({"custom_id": custom_id, "component_type": 2});
        let kind = InteractionKind::Component {
            message_id: message.id,
            custom_id: custom_id.to_owned(),
        };
        self.interact(message.channel_id, kind, data).await
    }

    /// Registers an interaction with the fake without dispatching it, and returns it as serenity
    /// sees it: for tests that answer it with a raw serenity client instead of the bot.
    pub fn open_interaction(
        &self,
        channel: Channel,
        message: Option<&StoredMessage>,
        custom_id: &str,
    ) -> serenity::Interaction {
        let now = self.fake.now();
        let payload = self.fake.with(|w| {
            let (kind, data) = match message {
                Some(m) => (
                    InteractionKind::Component {
                        message_id: m.id,
                        custom_id: custom_id.to_owned(),
                    },
                    json!({"custom_id": custom_id, "component_type": 2}),
                ),
                None => (
                    InteractionKind::Command { line: "raw".into() },
                    json!({"id": "1", "name": "raw", "type": 1}),
                ),
            };
            let rec = new_record(w, kind, channel.id, self.id, now);
            let payload = match (&rec.kind, message) {
                (InteractionKind::Component { .. }, Some(m)) => {
                    let message = message_json(w, &w.messages[&m.id]);
                    component_interaction_json(w, &rec, message, data)
                }
                _ => command_interaction_json(w, &rec, data),
            };
            w.interactions.insert(rec.token.clone(), rec);
            payload
        });
        check::<serenity::Interaction>(&payload, "raw interaction")
            .unwrap_or_else(|e| panic!("{e}"))
    }

    /// Delivers an interaction to the bot without waiting for its answer; returns its token
    /// and a description, or why it could not be delivered (the bot is not connected).
    fn deliver(
        &self,
        channel_id: u64,
        kind: InteractionKind,
        data: Value,
    ) -> Result<(String, String), String> {
        let now = self.fake.now();
        self.fake.with(|w| {
            let rec = new_record(w, kind.clone(), channel_id, self.id, now);
            let payload = match &kind {
                InteractionKind::Command { .. } => command_interaction_json(w, &rec, data),
                InteractionKind::Component { message_id, .. } => {
                    let message = w
                        .messages
                        .get(message_id)
                        .map(|m| message_json(w, m))
                        .unwrap_or(Value::Null);
                    component_interaction_json(w, &rec, message, data)
                }
            };
            let what = rec.describe(w);
            let token = rec.token.clone();
            w.interactions.insert(token.clone(), rec);
            if let Err(e) = dispatch(w, "INTERACTION_CREATE", payload) {
                w.interactions.remove(&token);
                return Err(format!("cannot deliver {what}: {e}"));
            }
            // The clock starts once the frame is on its way (the payload checks above are the
            // fake's own cost); the bot cannot answer before the world is unlocked.
            if let Some(rec) = w.interactions.get_mut(&token) {
                rec.dispatched_wall = Instant::now();
            }
            Ok((token, what))
        })
    }

    /// Sends a press of the button `label_or_id` on the current version of `message` and
    /// returns the interaction's token at once, without waiting for the bot; `Err` says why
    /// the user could not press it or the bot could not receive it.
    pub fn send_click(&self, message: &StoredMessage, label_or_id: &str) -> Result<String, String> {
        let (channel, custom_id) = self.fake.with(|w| {
            let m = visible_message(w, message.id, self.id)?;
            let button = usable_component(&m, 2, "label", label_or_id, "button")?;
            let custom_id = button
                .get("custom_id")
                .and_then(Value::as_str)
                .ok_or_else(|| format!("button {label_or_id:?} is a link"))?
                .to_owned();
            Ok::<_, String>((m.channel_id, custom_id))
        })?;
        let data = json!({"custom_id": custom_id, "component_type": 2});
        let kind = InteractionKind::Component {
            message_id: message.id,
            custom_id,
        };
        self.deliver(channel, kind, data).map(|(token, _)| token)
    }

    /// Like [`User::send_click`], for the value `value` of the select menu whose custom_id is
    /// `menu_id`.
    pub fn send_select(
        &self,
        message: &StoredMessage,
        menu_id: &str,
        value: &str,
    ) -> Result<String, String> {
        let channel = self.fake.with(|w| {
            let m = visible_message(w, message.id, self.id)?;
            let select = usable_component(&m, 3, "placeholder", menu_id, "select menu")?;
            let offered = select
                .get("options")
                .and_then(Value::as_array)
                .is_some_and(|o| o.iter().any(|o| o["value"] == value));
            if !offered {
                return Err(format!("menu {menu_id:?} offers no value {value:?}"));
            }
            Ok::<_, String>(m.channel_id)
        })?;
        let data = json!({"custom_id": menu_id, "component_type": 3, "values": [value]});
        let kind = InteractionKind::Component {
            message_id: message.id,
            custom_id: menu_id.to_owned(),
        };
        self.deliver(channel, kind, data).map(|(token, _)| token)
    }

    async fn interact(&self, channel_id: u64, kind: InteractionKind, data: Value) -> Reply {
        let (token, what) = self
            .deliver(channel_id, kind, data)
            .unwrap_or_else(|e| panic!("{e}"));
        let wait = if self.fake.lock().real_deadline {
            ANSWER_WAIT
        } else {
            SLOW_ANSWER_WAIT
        };
        let answered = wait_until(&self.fake, wait, |w| {
            let rec = w.interactions.get(&token)?;
            (rec.response.is_some() || !w.violations.is_empty()).then_some(())
        })
        .await;
        fail_on_violations(&self.fake, &what);
        if answered.is_none() {
            panic!("the bot did not answer {what} within 3 s; Discord would show \"This interaction failed\"");
        }
        let finished = wait_until(&self.fake, Duration::from_secs(10), |w| {
            let rec = w.interactions.get(&token)?;
            (!rec.loading || !w.violations.is_empty()).then_some(())
        })
        .await;
        fail_on_violations(&self.fake, &what);
        assert!(
            finished.is_some(),
            "the bot deferred {what} but never completed the response"
        );
        // After a silent acknowledgement (type 6) the bot usually edits the message once its
        // work is done; give that edit a moment, but an acknowledgement alone is valid too.
        let acknowledged_only = {
            let w = self.fake.lock();
            let rec = &w.interactions[&token];
            (rec.response == Some(ResponseKind::DeferredUpdate)).then(|| {
                rec.original
                    .and_then(|id| w.messages.get(&id))
                    .map(|m| m.revision)
            })
        };
        if let Some(revision) = acknowledged_only {
            let _ = wait_until(&self.fake, ACK_EDIT_WAIT, |w| {
                let rec = w.interactions.get(&token)?;
                let now = rec
                    .original
                    .and_then(|id| w.messages.get(&id))
                    .map(|m| m.revision);
                (now != revision || !rec.followups.is_empty()).then_some(())
            })
            .await;
        }
        settle(&self.fake).await;
        fail_on_violations(&self.fake, &what);
        let w = self.fake.lock();
        let rec = &w.interactions[&token];
        Reply {
            interaction_id: rec.id,
            kind: rec.response.unwrap_or(ResponseKind::Reply),
            original: rec.original.and_then(|id| w.messages.get(&id).cloned()),
            followups: rec
                .followups
                .iter()
                .filter_map(|id| w.messages.get(id).cloned())
                .collect(),
            launch: w
                .activity_launches
                .iter()
                .find(|l| l.interaction_id == rec.id)
                .cloned(),
        }
    }
}

fn new_record(
    w: &mut World,
    kind: InteractionKind,
    channel_id: u64,
    user_id: u64,
    now: SystemTime,
) -> InteractionRecord {
    let id = w.next_id();
    InteractionRecord {
        id,
        token: format!("interaction-token-{id}"),
        kind,
        channel_id,
        user_id,
        dispatched_wall: Instant::now(),
        dispatched_virtual: now,
        response: None,
        original: None,
        loading: false,
        ephemeral: false,
        followups: Vec::new(),
    }
}

fn fail_on_violations(fake: &Fake, what: &str) {
    let violations = fake.lock().violations.clone();
    if !violations.is_empty() {
        panic!(
            "the bot broke Discord's rules while handling {what}:\n  - {}",
            violations.join("\n  - ")
        );
    }
}

fn visible_message(w: &World, id: u64, user: u64) -> Result<StoredMessage, String> {
    let m = w.messages.get(&id).ok_or("the message does not exist")?;
    if m.deleted {
        return Err("the message was deleted".into());
    }
    if m.ephemeral_to.is_some_and(|owner| owner != user) {
        return Err("the message is ephemeral and shown to someone else".into());
    }
    if m.flags & LOADING != 0 {
        return Err("the message is still loading".into());
    }
    Ok(m.clone())
}

/// The component of type `kind` on `m` named `wanted` by its `key` or its custom_id, provided a
/// Discord client would let the user use it.
fn usable_component(
    m: &StoredMessage,
    kind: u64,
    key: &str,
    wanted: &str,
    noun: &str,
) -> Result<Value, String> {
    let named = |c: &Value, field: &str| c.get(field).and_then(Value::as_str) == Some(wanted);
    let found = all_components(m)
        .into_iter()
        .filter(|c| c.get("type").and_then(Value::as_u64) == Some(kind))
        .find(|c| named(c, key) || named(c, "custom_id"))
        .ok_or_else(|| format!("no {noun} {wanted:?} on it; it has {:?}", m.labels()))?;
    if found.get("disabled").and_then(Value::as_bool) == Some(true) {
        return Err(format!("{noun} {wanted:?} is disabled"));
    }
    Ok(found)
}

/// A number from the environment (a test's size), `default` when unset.
pub fn env_number(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(raw) => raw
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("{name}={raw:?} is not a number")),
        Err(_) => default,
    }
}

fn all_components(m: &StoredMessage) -> Vec<Value> {
    m.components
        .iter()
        .flat_map(|row| {
            row.get("components")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default()
        })
        .collect()
}

impl StoredMessage {
    /// The custom_ids of its buttons and menus, row by row.
    pub fn custom_ids(&self) -> Vec<String> {
        all_components(self)
            .iter()
            .filter_map(|c| c.get("custom_id").and_then(Value::as_str))
            .map(str::to_owned)
            .collect()
    }

    /// Labels of the buttons and placeholders of the menus, row by row.
    pub fn labels(&self) -> Vec<String> {
        all_components(self)
            .iter()
            .filter_map(|c| {
                c.get("label")
                    .or_else(|| c.get("placeholder"))
                    .and_then(Value::as_str)
            })
            .map(str::to_owned)
            .collect()
    }

    pub fn component(&self, label_or_id: &str) -> Option<Value> {
        all_components(self).into_iter().find(|c| {
            c.get("label").and_then(Value::as_str) == Some(label_or_id)
                || c.get("custom_id").and_then(Value::as_str) == Some(label_or_id)
        })
    }

    /// Placements offered by the placement menus, in the bot's order, as (label, value).
    pub fn placement_options(&self) -> Vec<(String, String)> {
        all_components(self)
            .into_iter()
            .filter(|c| {
                c["placeholder"]
                    .as_str()
                    .is_some_and(|p| p.starts_with(&where_menu()))
            })
            .flat_map(|menu| {
                menu["options"]
                    .as_array()
                    .cloned()
                    .unwrap_or_default()
                    .into_iter()
                    .filter_map(|o| {
                        Some((
                            o["label"].as_str()?.to_owned(),
                            o["value"].as_str()?.to_owned(),
                        ))
                    })
            })
            .collect()
    }

    /// The custom_id of the placement menu that offers `value`.
    pub fn placement_menu(&self, value: &str) -> Option<String> {
        all_components(self)
            .into_iter()
            .filter(|c| {
                c["placeholder"]
                    .as_str()
                    .is_some_and(|p| p.starts_with(&where_menu()))
            })
            .find(|c| {
                c["options"]
                    .as_array()
                    .is_some_and(|o| o.iter().any(|o| o["value"] == value))
            })
            .and_then(|c| c["custom_id"].as_str().map(str::to_owned))
    }

    /// The values of [`StoredMessage::placement_options`].
    pub fn placements(&self) -> Vec<String> {
        self.placement_options()
            .into_iter()
            .map(|(_, v)| v)
            .collect()
    }

    pub fn first_placement(&self) -> String {
        self.placements()
            .into_iter()
            .next()
            .unwrap_or_else(|| panic!("no placement menu on {:?}", self.labels()))
    }

    /// The label of the first button whose label starts with `prefix` ("1 · " for spot 1).
    pub fn button_starting(&self, prefix: &str) -> Option<String> {
        all_components(self)
            .into_iter()
            .filter_map(|c| c["label"].as_str().map(str::to_owned))
            .find(|l| l.starts_with(prefix))
    }

    pub fn is_enabled(&self, label_or_id: &str) -> bool {
        self.component(label_or_id)
            .is_some_and(|c| c.get("disabled").and_then(Value::as_bool) != Some(true))
    }

    /// The attachment named `filename`, or named after it with a hash (`board.png` finds
    /// `board-1a2b3c4d.png`, as the bot names pictures by their content).
    pub fn attachment(&self, filename: &str) -> &StoredAttachment {
        let stem = format!("{}-", filename.trim_end_matches(".png"));
        self.attachments
            .iter()
            .find(|a| a.filename == filename || a.filename.starts_with(&stem))
            .unwrap_or_else(|| {
                panic!(
                    "message {} has no attachment {filename:?}; it has {:?}",
                    self.id,
                    self.attachments
                        .iter()
                        .map(|a| &a.filename)
                        .collect::<Vec<_>>()
                )
            })
    }

    /// Decodes the named attachment as a PNG.
    pub fn png(&self, filename: &str) -> image::RgbaImage {
        let a = self.attachment(filename);
        image::load_from_memory_with_format(&a.bytes, image::ImageFormat::Png)
            .unwrap_or_else(|e| panic!("attachment {filename:?} is not a valid PNG: {e}"))
            .to_rgba8()
    }
}

/// Builds `data` of a slash command from what the bot registered, so only registered commands and
/// options can be typed.
fn command_data(w: &World, line: &str, options: &[(&str, &str)]) -> Result<Value, String> {
    let mut words = line.split_whitespace();
    let name = words.next().ok_or("empty command line")?;
    let registered = w
        .commands
        .guild
        .iter()
        .chain(w.commands.global.iter())
        .flatten();
    let command = registered
        .clone()
        .find(|c| c.get("name").and_then(Value::as_str) == Some(name))
        .ok_or_else(|| {
            let known: Vec<_> = registered
                .filter_map(|c| c.get("name").and_then(Value::as_str))
                .collect();
            format!("the bot registered no command {name:?} (it has {known:?})")
        })?;
    // Walk down subcommand groups and subcommands, remembering the path to nest options into.
    let mut path = Vec::new();
    let mut node = command;
    for word in words {
        let child = node
            .get("options")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .find(|o| {
                o.get("name").and_then(Value::as_str) == Some(word)
                    && matches!(o.get("type").and_then(Value::as_u64), Some(1 | 2))
            })
            .ok_or_else(|| format!("/{name} has no subcommand {word:?}"))?;
        path.push(word.to_owned());
        node = child;
    }
    let defs: Vec<Value> = node
        .get("options")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if defs
        .iter()
        .any(|o| matches!(o.get("type").and_then(Value::as_u64), Some(1 | 2)))
    {
        return Err("it needs a subcommand".into());
    }
    let mut given = Vec::new();
    for (opt, raw) in options {
        let def = defs
            .iter()
            .find(|d| d.get("name").and_then(Value::as_str) == Some(*opt))
            .ok_or_else(|| format!("there is no option {opt:?}"))?;
        given.push(json!({"name": opt, "type": def["type"], "value": option_value(w, def, raw)?}));
    }
    for d in &defs {
        let name = d.get("name").and_then(Value::as_str).unwrap_or("");
        if d.get("required").and_then(Value::as_bool) == Some(true)
            && !options.iter().any(|(o, _)| *o == name)
        {
            return Err(format!("option {name:?} is required"));
        }
    }
    let mut nested = Value::Array(given);
    for (depth, word) in path.iter().enumerate().rev() {
        let kind = if depth + 1 == path.len() { 1 } else { 2 };
        nested = json!([{"name": word, "type": kind, "options": nested}]);
    }
    let mut data = json!({
        "id": command["id"],
        "name": name,
        "type": 1,
        "options": nested,
    });
    // Discord sends the users and members an option names alongside, and serenity reads them.
    let mut users = serde_json::Map::new();
    let mut members = serde_json::Map::new();
    for (opt, raw) in options {
        let is_user = defs.iter().any(|d| {
            d.get("name").and_then(Value::as_str) == Some(*opt)
                && d.get("type").and_then(Value::as_u64) == Some(6)
        });
        if let Some(user) = w.user_by_name(raw).filter(|_| is_user) {
            users.insert(user.id.to_string(), user_json(user));
            let mut member = member_json(user, w.permissions_of(user.id));
            if let Some(m) = member.as_object_mut() {
                m.remove("user");
            }
            members.insert(user.id.to_string(), member);
        }
    }
    if !users.is_empty() {
        data["resolved"] = json!({"users": users, "members": members});
    }
    if let Some(g) = command.get("guild_id") {
        data["guild_id"] = g.clone();
    }
    Ok(data)
}

fn option_value(w: &World, def: &Value, raw: &str) -> Result<Value, String> {
    let kind = def.get("type").and_then(Value::as_u64).unwrap_or(0);
    // poise registers `"choices": []` for plain numeric options: an empty list means "any".
    let choices = def
        .get("choices")
        .and_then(Value::as_array)
        .filter(|c| !c.is_empty());
    if let Some(choices) = choices {
        return choices
            .iter()
            .find(|c| {
                c.get("name").and_then(Value::as_str) == Some(raw)
                    || c.get("value")
                        .map(|v| v.to_string().trim_matches('"') == raw)
                        == Some(true)
            })
            .map(|c| c["value"].clone())
            .ok_or_else(|| {
                let names: Vec<_> = choices
                    .iter()
                    .filter_map(|c| c.get("name").and_then(Value::as_str))
                    .collect();
                format!("{raw:?} is not one of the choices {names:?}")
            });
    }
    Ok(match kind {
        3 => json!(raw),
        4 => json!(raw
            .parse::<i64>()
            .map_err(|_| format!("{raw:?} is not an integer"))?),
        5 => json!(raw
            .parse::<bool>()
            .map_err(|_| format!("{raw:?} is not true or false"))?),
        10 => json!(raw
            .parse::<f64>()
            .map_err(|_| format!("{raw:?} is not a number"))?),
        6 => json!(w
            .user_by_name(raw)
            .ok_or_else(|| format!("no user {raw:?}"))?
            .id
            .to_string()),
        other => {
            return Err(format!(
                "option type {other} is not supported by the harness"
            ))
        }
    })
}

/// Parses a payload as serenity's `T`; for fixture tests.
pub fn parse_as<T: serde::de::DeserializeOwned>(value: &Value, what: &str) -> T {
    check::<T>(value, what).unwrap_or_else(|e| panic!("{e}"))
}

/// The stored game `id` as the service loads it; it must have started.
pub async fn running_game(service: &GameService, id: GameId) -> Game {
    service
        .load(id)
        .await
        .expect("load the game")
        .game
        .expect("the game has started")
}

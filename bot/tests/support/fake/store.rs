//! What the fake Discord remembers: users, channels, messages with their attachment bytes,
//! registered commands, interactions and the rule violations it has seen.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime};

use carcassonne_bot::clock::Clock;
use serde_json::Value;
use tokio::sync::mpsc;

pub const APP_ID: u64 = 900_000_000_000_000_001;
pub const BOT_USER_ID: u64 = APP_ID;
pub const GUILD_ID: u64 = 900_000_000_000_000_002;
pub const OWNER_ID: u64 = 900_000_000_000_000_003;
pub const BOT_NAME: &str = "Carcassonne";
pub const TOKEN: &str = "fake-bot-token.fake.fake";
/// Discord's default per-file upload limit, also sent as `attachment_size_limit`.
pub const ATTACHMENT_LIMIT: usize = 10 * 1024 * 1024;
/// Discord's limit on a whole request with its files.
pub const REQUEST_LIMIT: usize = 25 * 1024 * 1024;
pub const FIRST_RESPONSE_DEADLINE: Duration = Duration::from_secs(3);
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);
/// The application's OAuth2 client secret, as the developer portal shows it: what the bot's web
/// server sends to the token endpoint with [`APP_ID`] as the client id.
pub const CLIENT_SECRET: &str = "fake-client-secret-0123456789abcdef";
/// How long an authorization code can wait for its exchange (Discord: 10 minutes).
pub const OAUTH_CODE_LIFETIME: Duration = Duration::from_secs(10 * 60);
/// How long an access token lasts: the token endpoint's `expires_in` (7 days).
pub const ACCESS_TOKEN_LIFETIME: Duration = Duration::from_secs(604_800);

/// What an ordinary member may do: view, send, embed, attach, read history, react, use commands.
pub const MEMBER_PERMISSIONS: u64 =
    (1 << 6) | (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 31);
/// A member who may also manage the server (MANAGE_GUILD).
pub const MANAGER_PERMISSIONS: u64 = MEMBER_PERMISSIONS | (1 << 5);

/// Message flags Discord uses here.
pub const EPHEMERAL: u64 = 1 << 6;
pub const LOADING: u64 = 1 << 7;

#[derive(Clone, Debug)]
pub struct UserRecord {
    pub id: u64,
    pub name: String,
    pub bot: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChannelKind {
    GuildText { name: String },
    Dm { recipient: u64 },
}

#[derive(Clone, Debug)]
pub struct StoredAttachment {
    pub id: u64,
    pub filename: String,
    pub content_type: String,
    pub bytes: Arc<Vec<u8>>,
    pub description: Option<String>,
}

/// A message as Discord stores it after applying every create and edit.
#[derive(Clone, Debug)]
pub struct StoredMessage {
    pub id: u64,
    pub channel_id: u64,
    pub author_id: u64,
    pub content: String,
    pub embeds: Vec<Value>,
    pub components: Vec<Value>,
    pub attachments: Vec<StoredAttachment>,
    pub flags: u64,
    /// Ephemeral messages are seen only by this user and are not part of the channel history.
    pub ephemeral_to: Option<u64>,
    /// Set for interaction responses and follow-ups: Discord posts them through the app webhook.
    pub webhook_id: Option<u64>,
    pub interaction_user: Option<u64>,
    pub created: SystemTime,
    pub edited: Option<SystemTime>,
    pub deleted: bool,
    /// How many times the message was changed, so waiters can see edits.
    pub revision: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResponseKind {
    Reply = 4,
    Deferred = 5,
    DeferredUpdate = 6,
    Update = 7,
    Modal = 9,
    /// Opens the app's Activity for the user; creates no message.
    LaunchActivity = 12,
}

impl ResponseKind {
    pub fn from_code(code: u64) -> Option<Self> {
        Some(match code {
            4 => ResponseKind::Reply,
            5 => ResponseKind::Deferred,
            6 => ResponseKind::DeferredUpdate,
            7 => ResponseKind::Update,
            9 => ResponseKind::Modal,
            12 => ResponseKind::LaunchActivity,
            _ => return None,
        })
    }
}

/// An authorization code the fake Discord minted when a user authorized the app
/// ([`World::oauth_code`]); single use.
#[derive(Clone, Debug)]
pub struct OAuthCode {
    pub user_id: u64,
    /// On the fake's clock.
    pub issued: SystemTime,
    pub used: bool,
}

/// An access token the token endpoint issued.
#[derive(Clone, Debug)]
pub struct AccessToken {
    pub access_token: String,
    pub refresh_token: String,
    pub user_id: u64,
    /// On the fake's clock; the token lasts [`ACCESS_TOKEN_LIFETIME`] from then.
    pub issued: SystemTime,
    /// Set by [`World::revoke_access_token`], as when a user deauthorizes the app.
    pub revoked: bool,
}

impl AccessToken {
    pub fn is_valid(&self, now: SystemTime) -> bool {
        !self.revoked && now < self.issued + ACCESS_TOKEN_LIFETIME
    }
}

/// One call of the token endpoint, valid or not.
#[derive(Clone, Debug)]
pub struct TokenExchange {
    pub grant_type: Option<String>,
    pub client_id: Option<String>,
    pub code: Option<String>,
    pub redirect_uri: Option<String>,
    /// On the fake's clock.
    pub at: SystemTime,
    pub status: u16,
    /// The token issued, when the exchange succeeded.
    pub access_token: Option<String>,
    /// The OAuth2 `error` answered otherwise (`invalid_grant`, `invalid_client`...).
    pub error: Option<String>,
}

impl TokenExchange {
    pub fn succeeded(&self) -> bool {
        self.access_token.is_some()
    }
}

/// An interaction answered with LAUNCH_ACTIVITY (callback type 12).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActivityLaunch {
    pub interaction_id: u64,
    pub user_id: u64,
    pub channel_id: u64,
    /// `None` in a direct message.
    pub guild_id: Option<u64>,
}

#[derive(Clone, Debug)]
pub enum InteractionKind {
    Command { line: String },
    Component { message_id: u64, custom_id: String },
}

#[derive(Clone, Debug)]
pub struct InteractionRecord {
    pub id: u64,
    pub token: String,
    pub kind: InteractionKind,
    pub channel_id: u64,
    pub user_id: u64,
    pub dispatched_wall: Instant,
    pub dispatched_virtual: SystemTime,
    pub response: Option<ResponseKind>,
    /// The message `@original` refers to, once there is one.
    pub original: Option<u64>,
    /// A type-5 deferral whose "thinking…" message has not yet been replaced.
    pub loading: bool,
    pub ephemeral: bool,
    pub followups: Vec<u64>,
}

impl InteractionRecord {
    pub fn describe(&self, world: &World) -> String {
        let who = world.user_name(self.user_id);
        match &self.kind {
            InteractionKind::Command { line } => format!("/{line} by {who}"),
            InteractionKind::Component { custom_id, .. } => {
                format!("press of {custom_id:?} by {who}")
            }
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct RegisteredCommands {
    pub guild: Option<Vec<Value>>,
    pub global: Option<Vec<Value>>,
    /// How many bulk overwrites arrived, so the harness can wait for a (re)started bot.
    pub overwrites: u64,
}

pub enum GatewayOut {
    Text(String),
    Close(u16),
}

pub struct GatewaySession {
    pub session_id: String,
    pub seq: u64,
    /// `None` while no websocket is attached (after a drop, before a resume).
    pub tx: Option<mpsc::UnboundedSender<GatewayOut>>,
    pub ready: bool,
}

pub struct World {
    pub users: HashMap<u64, UserRecord>,
    pub channels: BTreeMap<u64, ChannelKind>,
    pub messages: BTreeMap<u64, StoredMessage>,
    pub interactions: HashMap<String, InteractionRecord>,
    pub commands: RegisteredCommands,
    /// The session of the shard that receives the guild's events (the only one, unless the
    /// bot runs several shards).
    pub gateway: Option<GatewaySession>,
    /// Sessions of the other shards (e.g. a second bot process): READY but no guild events,
    /// unless interactions are routed to them.
    pub other_shards: BTreeMap<u32, GatewaySession>,
    /// `[shard, total]` of every IDENTIFY, in order.
    pub identified: Vec<[u32; 2]>,
    /// Deliver interactions to this shard's session instead of the guild's, as after a
    /// resharding, so any process may receive a press for any game.
    pub route_interactions_to: Option<u32>,
    /// The shard count `GET /gateway/bot` recommends.
    pub recommended_shards: u32,
    pub sessions_started: u64,
    pub resumes: u64,
    /// Users with MANAGE_GUILD; everyone else has [`MEMBER_PERMISSIONS`].
    pub managers: std::collections::HashSet<u64>,
    pub violations: Vec<String>,
    pub requests: Vec<String>,
    /// Bytes of every file uploaded with a message or interaction response.
    pub uploaded_bytes: u64,
    /// Of which PNG pictures (boards, close-ups), as opposed to the replay GIF or text files.
    pub uploaded_png_bytes: u64,
    pub last_request: Option<Instant>,
    /// `http://127.0.0.1:PORT`, for attachment URLs and the gateway URL.
    pub base_url: String,
    /// The virtual time of the request being handled (from the shared manual clock).
    pub now: SystemTime,
    /// When each interaction's first response (its acknowledgement) reached the fake, by
    /// token, in wall time: what a load test measures against `dispatched_wall`.
    pub acknowledged_wall: HashMap<String, Instant>,
    /// When each message was created and first edited, in wall time (message timestamps are
    /// virtual), so a test can tell what was happening in a channel while it measured.
    pub message_walls: HashMap<u64, MessageWalls>,
    /// Requests whose body never fully arrived because the bot died while sending it; no
    /// violation, since Discord would not have seen them either.
    pub aborted_requests: u64,
    /// Also hold first responses to Discord's 3 s on the wall clock. Off by default: the rule
    /// is judged on the test clock, so a slow machine cannot fail a test on speed; the test
    /// of the real deadline turns it on.
    pub real_deadline: bool,
    /// Each user's client language as Discord reports it on their interactions (`locale`);
    /// "en-US" for anyone not listed.
    pub locales: HashMap<u64, String>,
    /// The server's language (`guild_locale`, the community's preferred locale).
    pub guild_locale: String,
    /// The fake's clock (the harness's manual clock once the fake runs), for OAuth2 codes and
    /// tokens minted outside a request.
    pub clock: Clock,
    /// Authorization codes by code.
    pub oauth_codes: HashMap<String, OAuthCode>,
    /// Every access token the token endpoint issued, oldest first.
    pub access_tokens: Vec<AccessToken>,
    /// Every call of the token endpoint, in order.
    pub token_exchanges: Vec<TokenExchange>,
    /// Whether the application has Activities enabled in the developer portal (off, as for a
    /// new application). Without them a LAUNCH_ACTIVITY answer is refused and counts as a
    /// violation; with them the application has an Entry Point command, which a global bulk
    /// overwrite must keep (Discord refuses one without it, 50240).
    pub activities_enabled: bool,
    /// Every interaction answered with LAUNCH_ACTIVITY, in order.
    pub activity_launches: Vec<ActivityLaunch>,
    /// Users who are not members of the fake's guild (every other user is).
    pub outsiders: std::collections::HashSet<u64>,
    /// Faults injected into REST answers on purpose (see `faults`).
    pub faults: super::faults::Faults,
    /// Channel messages created with `enforce_nonce`, by nonce: the message and when (on the
    /// fake's clock), for Discord's de-duplication.
    pub nonces: HashMap<String, (u64, SystemTime)>,
    /// Every channel message must carry an enforced nonce, or it is a violation: on in the
    /// fault tests, where a message sent again without one would be posted twice.
    pub require_nonce: bool,
    /// REST requests being handled right now, so that waiting for quiet waits for slow ones.
    pub in_flight: usize,
    next_id: u64,
}

/// How long Discord remembers a nonce ("the past few minutes").
pub const NONCE_WINDOW: Duration = Duration::from_secs(5 * 60);

#[derive(Clone, Copy, Debug)]
pub struct MessageWalls {
    pub created: Instant,
    pub first_edit: Option<Instant>,
}

impl World {
    pub fn new() -> Self {
        let mut world = World {
            real_deadline: false,
            locales: HashMap::new(),
            guild_locale: "en-US".into(),
            next_id: 1_000_000_000_000_000_000,
            now: SystemTime::UNIX_EPOCH,
            users: HashMap::new(),
            channels: BTreeMap::new(),
            messages: BTreeMap::new(),
            interactions: HashMap::new(),
            commands: RegisteredCommands::default(),
            gateway: None,
            other_shards: BTreeMap::new(),
            identified: Vec::new(),
            route_interactions_to: None,
            recommended_shards: 1,
            sessions_started: 0,
            resumes: 0,
            managers: std::collections::HashSet::new(),
            violations: Vec::new(),
            requests: Vec::new(),
            uploaded_bytes: 0,
            uploaded_png_bytes: 0,
            last_request: None,
            base_url: String::new(),
            acknowledged_wall: HashMap::new(),
            message_walls: HashMap::new(),
            aborted_requests: 0,
            clock: Clock::system(),
            oauth_codes: HashMap::new(),
            access_tokens: Vec::new(),
            token_exchanges: Vec::new(),
            activities_enabled: false,
            activity_launches: Vec::new(),
            outsiders: std::collections::HashSet::new(),
            faults: super::faults::Faults::default(),
            nonces: HashMap::new(),
            require_nonce: false,
            in_flight: 0,
        };
        world.users.insert(
            BOT_USER_ID,
            UserRecord {
                id: BOT_USER_ID,
                name: BOT_NAME.to_owned(),
                bot: true,
            },
        );
        world.users.insert(
            OWNER_ID,
            UserRecord {
                id: OWNER_ID,
                name: "owner".to_owned(),
                bot: false,
            },
        );
        world
    }

    /// Ids only grow, so message order is id order, as with real snowflakes.
    pub fn next_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    pub fn violation(&mut self, text: impl Into<String>) {
        let text = text.into();
        eprintln!("fake Discord: VIOLATION: {text}");
        self.violations.push(text);
    }

    pub fn user_name(&self, id: u64) -> String {
        self.users
            .get(&id)
            .map_or_else(|| format!("user {id}"), |u| u.name.clone())
    }

    pub fn user_by_name(&self, name: &str) -> Option<&UserRecord> {
        self.users.values().find(|u| u.name == name)
    }

    pub fn channel_by_name(&self, name: &str) -> Option<u64> {
        self.channels.iter().find_map(|(id, kind)| match kind {
            ChannelKind::GuildText { name: n } if n == name => Some(*id),
            _ => None,
        })
    }

    pub fn dm_channel_with(&mut self, user: u64) -> u64 {
        let existing = self
            .channels
            .iter()
            .find_map(|(id, kind)| (kind == &ChannelKind::Dm { recipient: user }).then_some(*id));
        existing.unwrap_or_else(|| {
            let id = self.next_id();
            self.channels
                .insert(id, ChannelKind::Dm { recipient: user });
            id
        })
    }

    pub fn permissions_of(&self, user: u64) -> u64 {
        if self.managers.contains(&user) {
            MANAGER_PERMISSIONS
        } else {
            MEMBER_PERMISSIONS
        }
    }

    pub fn interaction_by_id(&self, id: u64) -> Option<&InteractionRecord> {
        self.interactions.values().find(|i| i.id == id)
    }
}

/// OAuth2, as the Discord client and the token endpoint see it.
impl World {
    /// What the Discord client does when `user_id` authorizes the app (the Embedded App SDK's
    /// `authorize`): a fresh single-use code, valid for [`OAUTH_CODE_LIFETIME`] on the fake's
    /// clock. The user must be one the fake knows (`Harness::user`).
    pub fn oauth_code(&mut self, user_id: u64) -> String {
        assert!(
            self.users.get(&user_id).is_some_and(|u| !u.bot),
            "only a user the fake knows can authorize the app, not {user_id}"
        );
        let code = format!("fake-code-{}", self.next_id());
        let issued = self.clock.now();
        self.oauth_codes.insert(
            code.clone(),
            OAuthCode {
                user_id,
                issued,
                used: false,
            },
        );
        code
    }

    /// Every call of the token endpoint that named `code`, valid or not.
    pub fn exchanges_of(&self, code: &str) -> Vec<&TokenExchange> {
        self.token_exchanges
            .iter()
            .filter(|e| e.code.as_deref() == Some(code))
            .collect()
    }

    /// The latest access token issued to `user_id`, if any.
    pub fn access_token_of(&self, user_id: u64) -> Option<&AccessToken> {
        self.access_tokens
            .iter()
            .rev()
            .find(|t| t.user_id == user_id)
    }

    /// The user a bearer token belongs to while it is valid at `now`.
    pub fn user_of_access_token(&self, token: &str, now: SystemTime) -> Option<u64> {
        self.access_tokens
            .iter()
            .find(|t| t.access_token == token && t.is_valid(now))
            .map(|t| t.user_id)
    }

    /// Revokes an access token (the user deauthorized the app); `false` if it was never issued.
    /// To let it expire instead, advance the clock past [`ACCESS_TOKEN_LIFETIME`].
    pub fn revoke_access_token(&mut self, token: &str) -> bool {
        let found = self
            .access_tokens
            .iter_mut()
            .find(|t| t.access_token == token);
        found.map(|t| t.revoked = true).is_some()
    }
}

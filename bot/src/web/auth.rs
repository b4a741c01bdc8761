//! Who is looking at the page, and what they may do.
//!
//! Every API call carries a bearer token this server signed (HMAC-SHA256 with a key kept in the
//! database, so that tokens survive restarts and any bot process sharing the database reads
//! them): `v1.<claims>.<signature>`, both parts base64url. Three kinds:
//!
//! - a **link** ([`Kind::Link`]), handed privately in Discord to the player who pressed **Open
//!   the board**: that user, the games of that one channel, for [`LINK_DAYS`] days;
//! - a **session** ([`Kind::Session`]) made when the Activity signed in through Discord's
//!   OAuth2: that user, any Discord game, for [`SESSION_HOURS`] hours (the Activity signs in
//!   again at every launch);
//! - a **local** token ([`Kind::Local`]) made by `carcassonne-bot play` for the browser it
//!   opens: the games played on this machine only, acting for whichever person's seat is to
//!   play (hot seat).
//!
//! Seeing a game needs any valid token that covers it; moving needs the token of the player
//! the game waits for, checked by the service like a button press. A token that was changed,
//! has expired or belongs to another player moves nothing.

use axum::async_trait;
use axum::extract::{FromRequestParts, Request, State as AxumState};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use hmac::{Hmac, Mac};
use rand::RngCore;
use serde::{Deserialize, Serialize};
use sha2::Sha256;

use super::error::{Said, WebError};
use super::{Front, State};
use crate::i18n::Lang;
use crate::service::LoadedGame;
use crate::store::{GameId, Store, LOCAL_CHANNEL};

/// How long a link handed out in Discord stays valid.
pub const LINK_DAYS: i64 = 7;
/// How long an Activity's sign-in lasts.
pub const SESSION_HOURS: i64 = 12;
/// How long the local mode's token lasts (it is made anew at every start).
pub const LOCAL_DAYS: i64 = 30;

/// The name of the signing key in the `web_keys` table.
const KEY_NAME: &str = "tokens-v1";
const VERSION: &str = "v1";

type HmacSha256 = Hmac<Sha256>;

/// The key tokens are signed with.
#[derive(Clone)]
pub struct Keys {
    secret: Vec<u8>,
}

impl std::fmt::Debug for Keys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Keys(<hidden>)")
    }
}

/// What kind of token, which says what it covers (see the module's documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Link,
    Session,
    Local,
}

/// What a token says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    /// The Discord user; 0 for a local token, which acts for the seat to play.
    #[serde(rename = "u")]
    pub user: u64,
    /// How the page greets them.
    #[serde(rename = "n")]
    pub name: String,
    #[serde(rename = "k")]
    pub kind: Kind,
    /// For a link: the one channel whose games it shows.
    #[serde(rename = "c", default, skip_serializing_if = "Option::is_none")]
    pub channel: Option<u64>,
    /// Unix seconds after which the token is refused.
    #[serde(rename = "e")]
    pub expires: i64,
}

impl Claims {
    /// Whether the token covers the game `loaded` (seeing it; moving is checked apart).
    pub fn covers(&self, loaded: &LoadedGame) -> bool {
        self.covers_channel(loaded.row.channel_id)
    }

    /// Whether the token covers the games of `channel_id`.
    pub fn covers_channel(&self, channel_id: u64) -> bool {
        match self.kind {
            Kind::Local => channel_id == LOCAL_CHANNEL,
            Kind::Session => channel_id != LOCAL_CHANNEL,
            Kind::Link => channel_id != LOCAL_CHANNEL && self.channel == Some(channel_id),
        }
    }

    /// The user a move of this viewer is made as in `loaded`: themselves, or for a local token
    /// the person whose seat the game waits for (`None` when it waits for an AI or nobody).
    pub fn acting_user(&self, loaded: &LoadedGame) -> Option<u64> {
        match self.kind {
            Kind::Local => loaded
                .current_seat()
                .filter(|s| !s.is_ai())
                .map(|s| s.user_id),
            Kind::Link | Kind::Session => Some(self.user),
        }
    }

    /// The seat this viewer plays in `loaded`, if they play in it (a local viewer plays every
    /// person's seat: the one to play).
    pub fn seat(&self, loaded: &LoadedGame) -> Option<u32> {
        let user = self.acting_user(loaded)?;
        loaded.seat_of(user).map(|s| s.seat)
    }
}

/// Why a token was refused.
#[derive(Debug, thiserror::Error)]
pub enum AuthError {
    #[error("no token")]
    Missing,
    #[error("the token is malformed or its signature does not match")]
    Forged,
    #[error("the token has expired")]
    Expired,
    #[error("the token does not cover this game")]
    NotCovered,
    #[error("the user is not a member of the game's server")]
    NotMember,
}

impl AuthError {
    /// The message key of the sentence that says so.
    pub fn key(&self) -> &'static str {
        match self {
            AuthError::Missing => "web-error-no-token",
            AuthError::Forged => "web-error-bad-token",
            AuthError::Expired => "web-error-expired",
            AuthError::NotCovered => "web-error-not-covered",
            AuthError::NotMember => "web-error-not-member",
        }
    }
}

impl Keys {
    /// The signing key stored in the database, made by the first process that asks.
    pub async fn load(store: &Store, now: i64) -> Result<Keys, WebError> {
        let mut fresh = [0u8; 32];
        rand::thread_rng().fill_bytes(&mut fresh);
        let candidate = URL_SAFE_NO_PAD.encode(fresh);
        let stored = store.web_key(KEY_NAME, &candidate, now).await?;
        let secret = URL_SAFE_NO_PAD.decode(stored.as_bytes())?;
        Ok(Keys { secret })
    }

    /// Keys from raw bytes, for tests.
    pub fn from_secret(secret: &[u8]) -> Keys {
        Keys {
            secret: secret.to_vec(),
        }
    }

    fn mac(&self, signed: &str) -> HmacSha256 {
        // HMAC takes a key of any length: this cannot fail.
        let mut mac = HmacSha256::new_from_slice(&self.secret)
            .unwrap_or_else(|_| unreachable!("HMAC accepts keys of any length"));
        mac.update(signed.as_bytes());
        mac
    }

    /// The token for `claims`.
    pub fn sign(&self, claims: &Claims) -> String {
        // Claims are plain numbers and strings: they always serialise.
        let json = serde_json::to_vec(claims).unwrap_or_default();
        let signed = format!("{VERSION}.{}", URL_SAFE_NO_PAD.encode(json));
        let tag = self.mac(&signed).finalize().into_bytes();
        format!("{signed}.{}", URL_SAFE_NO_PAD.encode(tag))
    }

    /// What `token` says, if this server signed it and it has not expired at `now`.
    pub fn verify(&self, token: &str, now: i64) -> Result<Claims, AuthError> {
        let (signed, tag) = token.rsplit_once('.').ok_or(AuthError::Forged)?;
        let (version, payload) = signed.split_once('.').ok_or(AuthError::Forged)?;
        if version != VERSION {
            return Err(AuthError::Forged);
        }
        let tag = URL_SAFE_NO_PAD
            .decode(tag.as_bytes())
            .map_err(|_| AuthError::Forged)?;
        // Constant time: a forger learns nothing from how long a refusal takes.
        self.mac(signed)
            .verify_slice(&tag)
            .map_err(|_| AuthError::Forged)?;
        let json = URL_SAFE_NO_PAD
            .decode(payload.as_bytes())
            .map_err(|_| AuthError::Forged)?;
        let claims: Claims = serde_json::from_slice(&json).map_err(|_| AuthError::Forged)?;
        if now > claims.expires {
            return Err(AuthError::Expired);
        }
        Ok(claims)
    }
}

/// A link for `user` to the games of `channel`, valid for [`LINK_DAYS`] from `now`.
pub fn link_claims(user: u64, name: &str, channel: u64, now: i64) -> Claims {
    Claims {
        user,
        name: name.to_owned(),
        kind: Kind::Link,
        channel: Some(channel),
        expires: now.saturating_add(LINK_DAYS * 86_400),
    }
}

/// The language the page asks to be spoken to in: `x-lang` (the browser's language), if any.
pub fn asked_locale(headers: &HeaderMap) -> Option<String> {
    headers
        .get("x-lang")
        .and_then(|v| v.to_str().ok())
        .map(|s| s.chars().take(16).collect())
}

/// A signed-in viewer and the language the page speaks to them in: their own choice in the
/// bot (`/carcassonne settings language:`), else their browser's, else English.
pub struct Viewer {
    pub claims: Claims,
    pub lang: Lang,
}

impl Viewer {
    /// Refuses unless this viewer may watch `loaded` (see [`may_watch`]).
    pub async fn check(&self, state: &State, loaded: &LoadedGame) -> Result<(), Said> {
        may_watch(state, &self.claims, loaded)
            .await
            .map_err(|err| Said(err.into(), self.lang))
    }

    /// `err` in this viewer's language.
    pub fn said(&self, err: impl Into<WebError>) -> Said {
        Said(err.into(), self.lang)
    }
}

/// The bearer token of a request.
fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::trim)
}

#[async_trait]
impl FromRequestParts<State> for Viewer {
    type Rejection = Said;

    async fn from_request_parts(parts: &mut Parts, state: &State) -> Result<Viewer, Said> {
        let locale = asked_locale(&parts.headers);
        let asked = locale
            .as_deref()
            .and_then(Lang::from_locale)
            .unwrap_or_default();
        let token = bearer(&parts.headers).ok_or(Said(AuthError::Missing.into(), asked))?;
        let claims = authenticate(state, token).map_err(|err| Said(err.into(), asked))?;
        let lang = viewer_lang(state, &claims, locale.as_deref()).await;
        Ok(Viewer { claims, lang })
    }
}

/// Checks a token with the server's keys and clock.
pub fn authenticate(state: &State, token: &str) -> Result<Claims, AuthError> {
    let now = state.play.service.clock().unix_seconds();
    let claims = state.keys.verify(token, now)?;
    // A local token means nothing to a bot serving Discord, and a Discord one nothing to the
    // local mode: each server only covers its own games anyway, this says so early.
    match (&state.front, claims.kind) {
        (Front::Local, Kind::Local) | (Front::Discord(_), Kind::Link | Kind::Session) => Ok(claims),
        _ => Err(AuthError::NotCovered),
    }
}

/// Whether the holder of `claims` may watch `loaded`: their token covers it, and an Activity's
/// session belongs to a member of the game's server (a link was handed out in the game's
/// channel itself; the local token only covers this computer's games). Spectators are the
/// server's people, not anyone who can name a channel.
pub async fn may_watch(
    state: &State,
    claims: &Claims,
    loaded: &LoadedGame,
) -> Result<(), AuthError> {
    if !claims.covers(loaded) {
        return Err(AuthError::NotCovered);
    }
    match (claims.kind, loaded.row.guild_id, state.front.http()) {
        (Kind::Session, Some(guild), Some(http)) => {
            if state.members.is_member(http, guild, claims.user).await {
                Ok(())
            } else {
                Err(AuthError::NotMember)
            }
        }
        _ => Ok(()),
    }
}

/// Who is a member of which server, as Discord said lately, so that a page's every request does
/// not ask again.
#[derive(Default)]
pub struct Members {
    known: std::sync::Mutex<std::collections::HashMap<(u64, u64), (bool, std::time::Instant)>>,
}

/// How long an answer is kept: someone who joins is let in soon, someone who leaves is kept out
/// soon.
const MEMBER_FOR: std::time::Duration = std::time::Duration::from_secs(600);
const STRANGER_FOR: std::time::Duration = std::time::Duration::from_secs(60);

impl Members {
    /// Whether `user` is a member of server `guild` (Discord's REST API with the bot's token,
    /// which needs no privileged intent). When Discord cannot be asked, no.
    pub async fn is_member(
        &self,
        http: &poise::serenity_prelude::Http,
        guild: u64,
        user: u64,
    ) -> bool {
        use poise::serenity_prelude::{GuildId, UserId};
        let lock = || self.known.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(&(member, at)) = lock().get(&(user, guild)) {
            let lasts = if member { MEMBER_FOR } else { STRANGER_FOR };
            if at.elapsed() < lasts {
                return member;
            }
        }
        if guild == 0 || user == 0 {
            return false;
        }
        let member = match http
            .get_member(GuildId::new(guild), UserId::new(user))
            .await
        {
            Ok(_) => true,
            Err(poise::serenity_prelude::Error::Http(err))
                if err.status_code().is_some_and(|s| s.as_u16() == 404) =>
            {
                false
            }
            Err(err) => {
                tracing::warn!(guild, user, %err, "could not ask Discord whether a viewer is a member");
                return false;
            }
        };
        lock().insert((user, guild), (member, std::time::Instant::now()));
        member
    }
}

/// The language to speak to the holder of `claims` in (see [`Viewer`]).
pub async fn viewer_lang(state: &State, claims: &Claims, locale: Option<&str>) -> Lang {
    match claims.kind {
        Kind::Local => Lang::pick(None, locale, Lang::default()),
        Kind::Link | Kind::Session => {
            crate::discord::locale::reader_lang(
                &state.play.service,
                claims.user,
                locale,
                Lang::default(),
            )
            .await
        }
    }
}

/// The local mode answers only requests addressed to loopback by name or number: a web page
/// elsewhere cannot reach it through a DNS name that resolves to 127.0.0.1 (DNS rebinding).
pub async fn guard_host(
    AxumState(state): AxumState<State>,
    request: Request,
    next: Next,
) -> Response {
    if matches!(state.front, Front::Local) {
        let host = request
            .headers()
            .get(header::HOST)
            .and_then(|h| h.to_str().ok())
            .unwrap_or_default();
        if !is_loopback_host(host) {
            tracing::warn!(host, "refused a local-mode request for another host");
            return WebError::Forbidden("web-error-not-local").into_response();
        }
    }
    next.run(request).await
}

/// `127.0.0.1:8080`, `localhost`, `[::1]:80`.
fn is_loopback_host(host: &str) -> bool {
    let name = match host.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or_default(),
        None => host.rsplit_once(':').map_or(host, |(name, _)| name),
    };
    name.eq_ignore_ascii_case("localhost")
        || name
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

/// The game a path names, as a number.
pub fn game_id(raw: &str) -> Result<GameId, WebError> {
    raw.parse::<GameId>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or(WebError::NotFound)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn claims() -> Claims {
        Claims {
            user: 42,
            name: "alice".into(),
            kind: Kind::Session,
            channel: None,
            expires: 1_000,
        }
    }

    #[test]
    fn a_signed_token_reads_back_until_it_expires() {
        let keys = Keys::from_secret(b"secret");
        let token = keys.sign(&claims());
        assert_eq!(keys.verify(&token, 999).ok(), Some(claims()));
        assert!(matches!(
            keys.verify(&token, 1_001),
            Err(AuthError::Expired)
        ));
    }

    #[test]
    fn a_changed_token_or_another_key_is_refused_as_forged() {
        let keys = Keys::from_secret(b"secret");
        let token = keys.sign(&claims());
        let other = Keys::from_secret(b"other secret");
        assert!(matches!(other.verify(&token, 0), Err(AuthError::Forged)));
        // Claims rewritten to another user, signature kept.
        let (_, rest) = token.split_once('.').expect("version");
        let (_, tag) = rest.split_once('.').expect("tag");
        let mut forged = claims();
        forged.user = 7;
        let payload = URL_SAFE_NO_PAD.encode(serde_json::to_vec(&forged).expect("json"));
        let forged = format!("v1.{payload}.{tag}");
        assert!(matches!(keys.verify(&forged, 0), Err(AuthError::Forged)));
        for junk in ["", "v1", "v1..", "v2.e30.AAAA", "not a token at all"] {
            assert!(
                matches!(keys.verify(junk, 0), Err(AuthError::Forged)),
                "{junk}"
            );
        }
    }

    #[test]
    fn tokens_cover_their_own_games_only() {
        let link = Claims {
            kind: Kind::Link,
            channel: Some(5),
            ..claims()
        };
        assert!(link.covers_channel(5));
        assert!(!link.covers_channel(6));
        assert!(!link.covers_channel(LOCAL_CHANNEL));
        let session = claims();
        assert!(session.covers_channel(6));
        assert!(!session.covers_channel(LOCAL_CHANNEL));
        let local = Claims {
            kind: Kind::Local,
            ..claims()
        };
        assert!(local.covers_channel(LOCAL_CHANNEL));
        assert!(!local.covers_channel(5));
    }

    #[test]
    fn only_loopback_hosts_reach_the_local_mode() {
        for host in [
            "127.0.0.1:8080",
            "localhost:1",
            "LOCALHOST",
            "[::1]:80",
            "127.0.0.1",
        ] {
            assert!(is_loopback_host(host), "{host}");
        }
        for host in [
            "evil.example:8080",
            "192.168.1.2:80",
            "",
            "localhost.evil.example",
        ] {
            assert!(!is_loopback_host(host), "{host}");
        }
    }
}

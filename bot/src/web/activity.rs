//! The Activity's sign-in. Inside the Discord client the page asks Discord's Embedded App SDK
//! to authorize the app (`commands.authorize`), which hands it a one-time code; this server
//! exchanges the code at Discord's OAuth2 token endpoint with the app's client secret, reads
//! who signed in (`GET /users/@me` with the access token), and answers the page with the
//! access token (for the SDK's `commands.authenticate`) and a session token of its own for
//! the API. The client secret and the tokens never reach a log.

use axum::extract::State as AxumState;
use axum::http::HeaderMap;
use axum::Json;
use serde::{Deserialize, Serialize};

use super::auth::{asked_locale, Claims, Kind, SESSION_HOURS};
use super::error::{Said, SignInFault, WebError};
use super::ActivityConfig;
use super::State;
use crate::i18n::Lang;

/// What the page learns before signing in.
#[derive(Serialize)]
pub struct Config {
    /// The Activity can sign in here.
    pub activity: bool,
    /// The application's id, which the SDK is built with.
    pub client_id: Option<String>,
}

/// `GET /api/config`.
pub async fn config(AxumState(state): AxumState<State>) -> Json<Config> {
    let activity = state.config.activity.as_ref();
    Json(Config {
        activity: activity.is_some(),
        client_id: activity.map(|a| a.client_id.to_string()),
    })
}

#[derive(Deserialize)]
pub struct SessionRequest {
    pub code: String,
}

#[derive(Serialize)]
pub struct Session {
    /// Discord's access token, for the SDK's `authenticate`.
    pub access_token: String,
    /// This server's token for the API.
    pub session: String,
    pub user: SignedIn,
}

#[derive(Serialize)]
pub struct SignedIn {
    pub id: String,
    pub name: String,
}

#[derive(Deserialize)]
struct TokenAnswer {
    access_token: String,
}

#[derive(Deserialize)]
struct UserAnswer {
    id: String,
    username: String,
    #[serde(default)]
    global_name: Option<String>,
}

/// `POST /api/activity/session {code}`.
pub async fn session(
    AxumState(state): AxumState<State>,
    headers: HeaderMap,
    Json(request): Json<SessionRequest>,
) -> Result<Json<Session>, Said> {
    let lang = asked_locale(&headers)
        .as_deref()
        .and_then(Lang::from_locale)
        .unwrap_or_default();
    let said = |err: WebError| Said(err, lang);
    let Some(activity) = &state.config.activity else {
        return Err(said(WebError::Forbidden("web-error-no-activity")));
    };
    if request.code.is_empty() || request.code.len() > 512 {
        return Err(said(SignInFault::NoCode.into()));
    }
    let (id, name, access_token) = exchange(&state, activity, &request.code)
        .await
        .map_err(|fault| said(fault.into()))?;
    let now = state.play.service.clock().unix_seconds();
    let claims = Claims {
        user: id,
        name: name.clone(),
        kind: Kind::Session,
        channel: None,
        expires: now.saturating_add(SESSION_HOURS * 3600),
    };
    tracing::info!(user = id, "signed in through the Activity");
    Ok(Json(Session {
        access_token,
        session: state.keys.sign(&claims),
        user: SignedIn {
            id: id.to_string(),
            name,
        },
    }))
}

/// Exchanges `code` at Discord's token endpoint and reads who signed in: their id, the name
/// the page greets them by, and Discord's access token.
async fn exchange(
    state: &State,
    activity: &ActivityConfig,
    code: &str,
) -> Result<(u64, String, String), SignInFault> {
    let base = activity.api_base.trim_end_matches('/');
    let client_id = activity.client_id.to_string();
    let form = [
        ("client_id", client_id.as_str()),
        ("client_secret", activity.client_secret.as_str()),
        ("grant_type", "authorization_code"),
        ("code", code),
    ];
    // Errors without their URL: the token endpoint's form holds the client secret.
    let unreachable = |err: reqwest::Error| SignInFault::Unreachable(err.without_url().to_string());
    let answer = state
        .client
        .post(format!("{base}/api/v10/oauth2/token"))
        .form(&form)
        .send()
        .await
        .map_err(unreachable)?;
    let token: TokenAnswer = read(answer).await?;
    let answer = state
        .client
        .get(format!("{base}/api/v10/users/@me"))
        .bearer_auth(&token.access_token)
        .send()
        .await
        .map_err(unreachable)?;
    let user: UserAnswer = read(answer).await?;
    let id = user
        .id
        .parse()
        .map_err(|err: std::num::ParseIntError| SignInFault::Unreadable(err.to_string()))?;
    let name = user
        .global_name
        .filter(|n| !n.trim().is_empty())
        .unwrap_or(user.username);
    Ok((id, name, token.access_token))
}

/// A successful JSON answer of Discord's, or why not. Discord's refusals name the problem
/// (`invalid_grant`) and hold no secret.
async fn read<T: serde::de::DeserializeOwned>(answer: reqwest::Response) -> Result<T, SignInFault> {
    let status = answer.status();
    let body = answer
        .bytes()
        .await
        .map_err(|err| SignInFault::Unreadable(err.without_url().to_string()))?;
    if !status.is_success() {
        return Err(SignInFault::Refused {
            status: status.as_u16(),
            body: String::from_utf8_lossy(&body).chars().take(200).collect(),
        });
    }
    serde_json::from_slice(&body).map_err(|err| SignInFault::Unreadable(err.to_string()))
}

//! OAuth2 as an Activity uses it: the Discord client mints a code when the user authorizes the
//! app ([`World::oauth_code`]); the app's server exchanges it at `POST /oauth2/token` with the
//! client secret, then reads the user from `GET /users/@me` with the bearer token.
//!
//! Answers follow Discord's token endpoint (RFC 6749 errors, `invalid_grant` for a bad, used or
//! stale code). A code or token the test provokes on purpose (a replay, an expired token) is not a
//! violation: it is a scenario, and [`World::token_exchanges`] records how each call went. A
//! request Discord would not understand at all (not form-encoded) is one.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use poise::serenity_prelude as serenity;
use serde_json::{json, Value};

use super::payloads::{self, checked, oauth_error_json, oauth_user_json};
use super::store::*;
use super::Fake;
use crate::support::http::{base64_decode, form_decode};

fn oauth_error(status: StatusCode, error: &str, description: Option<&str>) -> (StatusCode, Value) {
    (status, oauth_error_json(error, description))
}

/// `client_id` and `client_secret` from HTTP Basic authentication, which Discord accepts in
/// place of the form fields.
fn basic_credentials(headers: &HeaderMap) -> Option<(String, String)> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let encoded = value.strip_prefix("Basic ")?;
    let decoded = String::from_utf8(base64_decode(encoded.trim())?).ok()?;
    let (id, secret) = decoded.split_once(':')?;
    Some((id.to_owned(), secret.to_owned()))
}

/// `POST /api/v10/oauth2/token`.
pub async fn token(State(fake): State<Fake>, headers: HeaderMap, body: Bytes) -> Response {
    let now = fake.now();
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned();
    fake.with(|w| {
        if !content_type.starts_with("application/x-www-form-urlencoded") {
            w.violation(format!(
                "POST /oauth2/token with Content-Type {content_type:?}; Discord's token endpoint takes application/x-www-form-urlencoded"
            ));
            let (status, v) = oauth_error(
                StatusCode::BAD_REQUEST,
                "invalid_request",
                Some("Request body must be application/x-www-form-urlencoded."),
            );
            return (status, Json(v)).into_response();
        }
        let fields = form_decode(&String::from_utf8_lossy(&body));
        let field = |name: &str| {
            fields
                .iter()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone())
        };
        let (client_id, client_secret) = match basic_credentials(&headers) {
            Some((id, secret)) => (Some(id), Some(secret)),
            None => (field("client_id"), field("client_secret")),
        };
        let mut record = TokenExchange {
            grant_type: field("grant_type"),
            client_id,
            code: field("code"),
            redirect_uri: field("redirect_uri"),
            at: now,
            status: 0,
            access_token: None,
            error: None,
        };
        let answer = exchange(w, &record, client_secret.as_deref());
        let (status, body) = match answer {
            Ok(token) => {
                record.access_token = Some(token.access_token.clone());
                let body = json!({
                    "access_token": token.access_token,
                    "token_type": "Bearer",
                    "expires_in": ACCESS_TOKEN_LIFETIME.as_secs(),
                    "refresh_token": token.refresh_token,
                    "scope": "identify",
                });
                w.access_tokens.push(token);
                (StatusCode::OK, body)
            }
            Err((status, body)) => {
                record.error = body
                    .get("error")
                    .and_then(Value::as_str)
                    .map(str::to_owned);
                (status, body)
            }
        };
        record.status = status.as_u16();
        w.token_exchanges.push(record);
        (status, Json(body)).into_response()
    })
}

/// Checks one exchange in Discord's order (client, grant type, code) and spends the code.
fn exchange(
    w: &mut World,
    req: &TokenExchange,
    client_secret: Option<&str>,
) -> Result<AccessToken, (StatusCode, Value)> {
    let client_ok = req.client_id.as_deref() == Some(APP_ID.to_string().as_str())
        && client_secret == Some(CLIENT_SECRET);
    if !client_ok {
        return Err(oauth_error(
            StatusCode::UNAUTHORIZED,
            "invalid_client",
            None,
        ));
    }
    match req.grant_type.as_deref() {
        Some("authorization_code") => {}
        Some(other @ ("refresh_token" | "client_credentials")) => {
            // Discord has these grants; the fake does not model them yet.
            w.violation(format!(
                "POST /oauth2/token with grant_type={other}, which the fake Discord does not model; add it if the bot really needs it"
            ));
            return Err(oauth_error(
                StatusCode::BAD_REQUEST,
                "unsupported_grant_type",
                None,
            ));
        }
        _ => {
            return Err(oauth_error(
                StatusCode::BAD_REQUEST,
                "unsupported_grant_type",
                None,
            ))
        }
    }
    let Some(code) = req.code.as_deref() else {
        return Err(oauth_error(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            Some("Missing \"code\" in request."),
        ));
    };
    let invalid_code = || {
        oauth_error(
            StatusCode::BAD_REQUEST,
            "invalid_grant",
            Some("Invalid \"code\" in request."),
        )
    };
    let Some(minted) = w.oauth_codes.get_mut(code) else {
        return Err(invalid_code());
    };
    let fresh = req.at < minted.issued + OAUTH_CODE_LIFETIME;
    if minted.used || !fresh {
        return Err(invalid_code());
    }
    minted.used = true;
    let user_id = minted.user_id;
    let n = w.next_id();
    Ok(AccessToken {
        access_token: format!("fake-access-{n}"),
        refresh_token: format!("fake-refresh-{n}"),
        user_id,
        issued: req.at,
        revoked: false,
    })
}

/// `GET /api/v10/users/@me`: with `Bearer <access token>`, the user the token belongs to; with
/// the bot token (checked by the router's middleware), the bot user.
pub async fn current_user(State(fake): State<Fake>, headers: HeaderMap) -> Response {
    let bearer = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::to_owned);
    let now = fake.now();
    fake.with(|w| {
        let Some(token) = bearer else {
            let v = checked::<serenity::CurrentUser>(w, payloads::bot_user_json(), "current user");
            return Json(v).into_response();
        };
        let user = w
            .user_of_access_token(&token, now)
            .and_then(|id| w.users.get(&id).cloned());
        match user {
            Some(user) => {
                let v = oauth_user_json(w, &user);
                let v = checked::<serenity::CurrentUser>(w, v, "OAuth2 current user");
                Json(v).into_response()
            }
            // Discord's answer to an unknown, revoked or expired bearer token.
            None => (
                StatusCode::UNAUTHORIZED,
                Json(json!({"message": "401: Unauthorized", "code": 0})),
            )
                .into_response(),
        }
    })
}

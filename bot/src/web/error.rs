//! Why a web request was refused, and how the page reads it: a JSON body `{"error": "…"}` with
//! one sentence in the reader's language and a status that says what kind of refusal it is.
//! Nothing a refused request asked for was changed.

use std::net::SocketAddr;

use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

use super::auth::AuthError;
use crate::discord::play::{sentence, PlayError};
use crate::i18n::Lang;
use crate::service::ServiceError;
use crate::store::StoreError;

/// What a page is told to wait before trying again while the database is away.
const RETRY_AFTER_SECS: &str = "2";

#[derive(Debug, thiserror::Error)]
pub enum WebError {
    #[error(transparent)]
    Auth(#[from] AuthError),
    #[error(transparent)]
    Service(#[from] ServiceError),
    /// The viewer may see the game but not do this (a spectator's move, another seat's undo).
    #[error("not allowed: {0}")]
    Forbidden(&'static str),
    /// The request itself is malformed or names something that does not exist; the key of the
    /// sentence that says so.
    #[error("bad request: {0}")]
    BadRequest(&'static str),
    #[error("no such page or game")]
    NotFound,
    /// Discord refused the Activity's sign-in (a stale or reused code).
    #[error("Discord refused the sign-in: {0}")]
    SignIn(#[from] SignInFault),
    /// The signing key stored in the database does not read.
    #[error("the web signing key does not read: {0}")]
    Key(#[from] base64::DecodeError),
    #[error("could not listen on {addr}: {why}")]
    Bind { addr: SocketAddr, why: String },
    #[error("internal error: {0}")]
    Internal(String),
}

impl From<StoreError> for WebError {
    fn from(err: StoreError) -> Self {
        WebError::Service(err.into())
    }
}

impl From<PlayError> for WebError {
    fn from(err: PlayError) -> Self {
        match err {
            PlayError::Service(err) => WebError::Service(err),
            other => WebError::Internal(other.to_string()),
        }
    }
}

impl From<carcassonne_render::RenderError> for WebError {
    fn from(err: carcassonne_render::RenderError) -> Self {
        WebError::Internal(format!("could not draw: {err}"))
    }
}

impl From<tokio::task::JoinError> for WebError {
    fn from(err: tokio::task::JoinError) -> Self {
        WebError::Internal(format!("a drawing task failed: {err}"))
    }
}

impl WebError {
    fn status(&self) -> StatusCode {
        use ServiceError as S;
        match self {
            WebError::Auth(_) => StatusCode::UNAUTHORIZED,
            WebError::Forbidden(_) => StatusCode::FORBIDDEN,
            WebError::BadRequest(_) => StatusCode::BAD_REQUEST,
            WebError::NotFound => StatusCode::NOT_FOUND,
            WebError::SignIn(_) => StatusCode::UNAUTHORIZED,
            WebError::Bind { .. } | WebError::Internal(_) | WebError::Key(_) => {
                StatusCode::INTERNAL_SERVER_ERROR
            }
            WebError::Service(err) => match err {
                S::NoSuchGame(_) => StatusCode::NOT_FOUND,
                S::NotYourTurn { .. }
                | S::AiPlaying { .. }
                | S::NotSeated
                | S::NotHost
                | S::NotYourMove
                | S::HintsOff => StatusCode::FORBIDDEN,
                S::StaleTurn | S::TooLateToUndo | S::NotRevealedYet | S::NotActive => {
                    StatusCode::CONFLICT
                }
                // The database is away for a moment: the page may try again (Retry-After).
                S::Store(e) if e.is_unavailable() => StatusCode::SERVICE_UNAVAILABLE,
                S::Store(_) | S::Internal(_) | S::Ai(_) => StatusCode::INTERNAL_SERVER_ERROR,
                S::Broken { .. } => StatusCode::GONE,
                _ => StatusCode::BAD_REQUEST,
            },
        }
    }

    /// The refusal in `lang`, one sentence.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            WebError::Service(err) => sentence(err, lang),
            WebError::Auth(err) => crate::i18n::text(lang, err.key(), &Default::default()),
            WebError::Forbidden(key) | WebError::BadRequest(key) => {
                crate::i18n::text(lang, key, &Default::default())
            }
            WebError::NotFound => crate::t!(lang, "web-error-not-found"),
            WebError::SignIn(_) => crate::t!(lang, "web-error-sign-in"),
            WebError::Bind { .. } | WebError::Internal(_) | WebError::Key(_) => {
                crate::t!(lang, "error-generic")
            }
        }
    }

    /// The response that says so in `lang`. Faults of the bot are logged here, once.
    pub fn respond(&self, lang: Lang) -> Response {
        let status = self.status();
        if status == StatusCode::SERVICE_UNAVAILABLE {
            // Logged once by the store when it found the database away.
            let body = Json(json!({ "error": self.text(lang) }));
            return (status, [(header::RETRY_AFTER, RETRY_AFTER_SECS)], body).into_response();
        }
        if status.is_server_error() {
            tracing::error!(err = %self, "a web request failed");
        } else {
            tracing::debug!(err = %self, %status, "a web request was refused");
        }
        (status, Json(json!({ "error": self.text(lang) }))).into_response()
    }
}

/// Why the Activity's sign-in failed, for the log: the page only reads that it did.
#[derive(Debug, thiserror::Error)]
pub enum SignInFault {
    #[error("the page sent no code, or one too long")]
    NoCode,
    #[error("Discord could not be reached: {0}")]
    Unreachable(String),
    #[error("Discord answered {status}: {body}")]
    Refused { status: u16, body: String },
    #[error("Discord's answer did not read: {0}")]
    Unreadable(String),
}

/// A refusal with the language it is to be read in, for handlers that know their reader.
pub struct Said(pub WebError, pub Lang);

impl IntoResponse for Said {
    fn into_response(self) -> Response {
        self.0.respond(self.1)
    }
}

/// Handlers that refuse before they know who reads answer in English; the page sends its
/// language with every request that can be refused after that.
impl IntoResponse for WebError {
    fn into_response(self) -> Response {
        self.respond(Lang::default())
    }
}

/// Unknown API paths.
pub async fn not_found() -> Response {
    WebError::NotFound.into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_database_away_for_a_moment_asks_the_page_to_try_again() {
        let away = WebError::from(StoreError::from(sqlx::Error::PoolTimedOut));
        let response = away.respond(Lang::En);
        assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(
            response
                .headers()
                .get(header::RETRY_AFTER)
                .map(|v| v.as_bytes()),
            Some(RETRY_AFTER_SECS.as_bytes())
        );
        let fault = WebError::from(StoreError::from(sqlx::Error::RowNotFound));
        assert_eq!(
            fault.respond(Lang::En).status(),
            StatusCode::INTERNAL_SERVER_ERROR
        );
    }
}

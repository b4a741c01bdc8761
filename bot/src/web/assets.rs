//! The page's files, built from `web/` by esbuild (`web/build.sh`) into `bot/assets/web/` and
//! compiled into the binary, so that a server admin installs nothing but the bot.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

use axum::extract::Path;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

use super::error::WebError;

/// A file of the page.
struct Asset {
    name: &'static str,
    bytes: &'static [u8],
    mime: &'static str,
}

const INDEX: Asset = Asset {
    name: "index.html",
    bytes: include_bytes!("../../assets/web/index.html"),
    mime: "text/html; charset=utf-8",
};

/// Everything under `/assets/`.
const FILES: [Asset; 3] = [
    Asset {
        name: "app.js",
        bytes: include_bytes!("../../assets/web/app.js"),
        mime: "text/javascript; charset=utf-8",
    },
    Asset {
        name: "app.css",
        bytes: include_bytes!("../../assets/web/app.css"),
        mime: "text/css; charset=utf-8",
    },
    Asset {
        name: "activity.js",
        bytes: include_bytes!("../../assets/web/activity.js"),
        mime: "text/javascript; charset=utf-8",
    },
];

/// `GET /`: the page.
pub async fn index(headers: HeaderMap) -> Response {
    serve(&INDEX, &headers)
}

/// `GET /assets/*file`.
pub async fn file(Path(name): Path<String>, headers: HeaderMap) -> Response {
    match FILES.iter().find(|a| a.name == name) {
        Some(asset) => serve(asset, &headers),
        None => WebError::NotFound.into_response(),
    }
}

/// The file, or "not modified" when the browser has this very version: a new build of the
/// bot serves new files at once, an unchanged one costs a few hundred bytes per visit.
fn serve(asset: &Asset, headers: &HeaderMap) -> Response {
    let mut hasher = DefaultHasher::new();
    asset.bytes.hash(&mut hasher);
    let etag = format!("\"{:016x}\"", hasher.finish());
    let fresh = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v == etag);
    let tag = HeaderValue::from_str(&etag).unwrap_or(HeaderValue::from_static("\"0\""));
    let cache = HeaderValue::from_static("no-cache");
    if fresh {
        return (
            StatusCode::NOT_MODIFIED,
            [(header::ETAG, tag), (header::CACHE_CONTROL, cache)],
        )
            .into_response();
    }
    (
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(asset.mime)),
            (header::ETAG, tag),
            (header::CACHE_CONTROL, cache),
        ],
        asset.bytes,
    )
        .into_response()
}

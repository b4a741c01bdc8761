//! The page's own words: every `web-ui-*` message of the catalogue (`bot/locales/web/`), in
//! the language asked for, so that the page holds no text of its own.

use std::collections::BTreeMap;

use axum::extract::Query;
use axum::http::HeaderMap;
use axum::Json;
use serde::{Deserialize, Serialize};

use super::auth::asked_locale;
use crate::i18n::{Args, Lang};

/// The prefix of the messages the page shows as they are.
const UI: &str = "web-ui-";

#[derive(Deserialize)]
pub struct WordsQuery {
    lang: Option<String>,
}

#[derive(Serialize)]
pub struct Words {
    pub lang: &'static str,
    /// By key without its prefix (`confirm` for `web-ui-confirm`).
    pub words: BTreeMap<String, String>,
}

/// `GET /api/words?lang=xx`: public, asked before the page knows who its reader is.
pub async fn words(headers: HeaderMap, Query(query): Query<WordsQuery>) -> Json<Words> {
    let locale = query.lang.or_else(|| asked_locale(&headers));
    let lang = locale
        .as_deref()
        .and_then(Lang::from_locale)
        .unwrap_or_default();
    Json(Words {
        lang: lang.code(),
        words: ui_words(lang),
    })
}

/// Every page word in `lang`.
pub fn ui_words(lang: Lang) -> BTreeMap<String, String> {
    let catalogue = crate::i18n::catalogue();
    catalogue
        .ids(Lang::En)
        .into_iter()
        .filter_map(|id| {
            let key = id.strip_prefix(UI)?.to_owned();
            Some((key, catalogue.text(lang, &id, &Args::new())))
        })
        .collect()
}

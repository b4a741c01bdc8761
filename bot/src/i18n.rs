//! What players read, in their language: the bot's catalogue (`bot/locales/<area>/`, each
//! expansion's `locales/` folder) together with the renderer's, so the game's terms are the
//! same words in messages and pictures.
//!
//! Who reads which language: a channel message (turn, narration, score sheet, lobby) is in
//! the game's language, chosen in the lobby and the server's by default; a private reply is
//! in the clicking player's own choice (`/carcassonne settings language:`), else their
//! Discord client's language, else the game's.

use std::sync::LazyLock;

use carcassonne_engine::Note;
pub use carcassonne_i18n::{Args, Catalogue, Lang, Source};

use crate::expansions;

/// The bot's own catalogue directories, by what they word.
static AREAS: [[Source; 5]; 12] = [
    carcassonne_i18n::sources!("../locales/core"),
    carcassonne_i18n::sources!("../locales/commands"),
    carcassonne_i18n::sources!("../locales/lobby"),
    carcassonne_i18n::sources!("../locales/turn"),
    carcassonne_i18n::sources!("../locales/narration"),
    carcassonne_i18n::sources!("../locales/rules"),
    carcassonne_i18n::sources!("../locales/engine"),
    carcassonne_i18n::sources!("../locales/ai"),
    carcassonne_i18n::sources!("../locales/errors"),
    carcassonne_i18n::sources!("../locales/web"),
    carcassonne_i18n::sources!("../locales/ratings"),
    carcassonne_i18n::sources!("../locales/limits"),
];

/// Every file of the bot's catalogue, the renderer's included.
pub fn sources() -> Vec<Source> {
    let mut all = carcassonne_render::i18n::sources();
    for area in &AREAS {
        all.extend_from_slice(area);
    }
    for part in expansions::parts() {
        all.extend(part.locales());
    }
    all
}

static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| match Catalogue::new(sources()) {
    Ok(catalogue) => catalogue,
    Err(err) => {
        // Compiled-in files that do not load fail `locales --check` and the tests; a build
        // that skipped both speaks in keys rather than not at all.
        tracing::error!("the message catalogue does not load: {err}");
        Catalogue::new(Vec::new()).unwrap_or_else(|_| unreachable!("an empty catalogue loads"))
    }
});

pub fn catalogue() -> &'static Catalogue {
    &CATALOGUE
}

/// The message `key` in `lang`.
pub fn text(lang: Lang, key: &str, args: &Args) -> String {
    CATALOGUE.text(lang, key, args)
}

/// An engine note (a refusal, a choice, a reason) in `lang`.
pub fn note(lang: Lang, note: &Note) -> String {
    CATALOGUE.note(lang, note)
}

/// `t!(lang, "key", name = value, …)`: a message of the bot's catalogue. The key is a
/// literal so that `locales --check` can match every use against the catalogue.
#[macro_export]
macro_rules! t {
    ($lang:expr, $key:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::text($lang, $key, &$crate::i18n::Args::new()$(.with(stringify!($name), $value))*)
    };
}

//! The words drawn in pictures, from the renderer's catalogue: `render/locales/` for the core
//! and each expansion's `locales/` folder for its own.

use std::sync::LazyLock;

pub use carcassonne_i18n::{Args, Catalogue, Lang, Source};

use crate::expansions;

static CORE: [Source; 5] = carcassonne_i18n::sources!("../locales");

/// Every file of the renderer's catalogue: the core's, then each part's. The bot's catalogue
/// includes these, so the game's terms are worded the same in pictures and in messages.
pub fn sources() -> Vec<Source> {
    let mut all = CORE.to_vec();
    for part in expansions::parts() {
        all.extend(part.locales());
    }
    all
}

static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| {
    // The files are compiled in and checked by the tests, so this fails only in a build that
    // was never tested; the pictures then carry keys rather than no picture at all.
    Catalogue::new(sources()).unwrap_or_else(|_| {
        Catalogue::new(Vec::new()).unwrap_or_else(|_| unreachable!("an empty catalogue loads"))
    })
});

pub fn catalogue() -> &'static Catalogue {
    &CATALOGUE
}

/// The message `key` in `lang`.
pub fn text(lang: Lang, key: &str, args: &Args) -> String {
    CATALOGUE.text(lang, key, args)
}

/// `t!(lang, "key", name = value, …)`: a message of the renderer's catalogue.
macro_rules! t {
    ($lang:expr, $key:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::text($lang, $key, &$crate::i18n::Args::new()$(.with(stringify!($name), $value))*)
    };
}
pub(crate) use t;

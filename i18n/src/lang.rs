//! The languages the bot speaks, and how Discord's locale codes map onto them.

use std::fmt;
use std::str::FromStr;

/// A language with complete catalogues. English is the source every other is checked against.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    #[default]
    En,
    De,
    Fr,
    Es,
    Pl,
}

impl Lang {
    pub const ALL: [Lang; 5] = [Lang::En, Lang::De, Lang::Fr, Lang::Es, Lang::Pl];

    /// The code stored in the database and used in file names ("en", "de").
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Es => "es",
            Lang::Pl => "pl",
        }
    }

    /// The language's name in itself, as a language menu shows it.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
            Lang::Es => "Español",
            Lang::Pl => "Polski",
        }
    }

    /// Discord's locale codes this language answers for, in command localizations
    /// (<https://discord.com/developers/docs/reference#locales>).
    pub const fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &["en-US", "en-GB"],
            Lang::De => &["de"],
            Lang::Fr => &["fr"],
            Lang::Es => &["es-ES", "es-419"],
            Lang::Pl => &["pl"],
        }
    }

    /// The language of a locale code ("de", "es-419", "en-GB", "pl"), if we speak it. Only the
    /// language part counts: Latin American Spanish reads the Spanish catalogue.
    pub fn from_locale(code: &str) -> Option<Lang> {
        let lang = code.split(['-', '_']).next().unwrap_or_default();
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(lang))
    }

    /// The language to speak to someone: their own choice, else their client's locale, else
    /// the fallback (the game's or the server's language).
    pub fn pick(chosen: Option<Lang>, locale: Option<&str>, fallback: Lang) -> Lang {
        chosen
            .or_else(|| locale.and_then(Lang::from_locale))
            .unwrap_or(fallback)
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A locale code that names no language we speak.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?}: one of en, de, fr, es, pl")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        Lang::from_locale(s.trim()).ok_or_else(|| UnknownLang(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_locales_map_to_their_language_and_others_to_none() {
        assert_eq!(Lang::from_locale("es-419"), Some(Lang::Es));
        assert_eq!(Lang::from_locale("en-GB"), Some(Lang::En));
        assert_eq!(Lang::from_locale("PL"), Some(Lang::Pl));
        assert_eq!(Lang::from_locale("cs"), None);
        assert_eq!(Lang::from_locale(""), None);
        for lang in Lang::ALL {
            for code in lang.discord_locales() {
                assert_eq!(Lang::from_locale(code), Some(lang), "{code}");
            }
            assert_eq!(lang.code().parse::<Lang>(), Ok(lang));
        }
    }

    #[test]
    fn a_chosen_language_beats_the_client_and_the_client_beats_the_fallback() {
        assert_eq!(Lang::pick(Some(Lang::Pl), Some("de"), Lang::Fr), Lang::Pl);
        assert_eq!(Lang::pick(None, Some("de"), Lang::Fr), Lang::De);
        assert_eq!(Lang::pick(None, Some("ja"), Lang::Fr), Lang::Fr);
        assert_eq!(Lang::pick(None, None, Lang::Es), Lang::Es);
    }
}

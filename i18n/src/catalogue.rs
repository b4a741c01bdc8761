//! A catalogue: every message of a crate (or of several) in every language, from Fluent files
//! compiled into the binary.

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet};

use carcassonne_engine::{Note, NoteArg};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use crate::lang::Lang;

/// One Fluent file: its language, where it lives (for messages about it) and its text.
#[derive(Clone, Copy, Debug)]
pub struct Source {
    pub lang: Lang,
    pub path: &'static str,
    pub text: &'static str,
}

/// The five files of one catalogue directory (`en.ftl`, `de.ftl`, …), compiled in.
/// The directory is relative to the file that names it, as `include_str!` reads it.
#[macro_export]
macro_rules! sources {
    ($dir:literal) => {
        [
            $crate::Source {
                lang: $crate::Lang::En,
                path: concat!($dir, "/en.ftl"),
                text: include_str!(concat!($dir, "/en.ftl")),
            },
            $crate::Source {
                lang: $crate::Lang::De,
                path: concat!($dir, "/de.ftl"),
                text: include_str!(concat!($dir, "/de.ftl")),
            },
            $crate::Source {
                lang: $crate::Lang::Fr,
                path: concat!($dir, "/fr.ftl"),
                text: include_str!(concat!($dir, "/fr.ftl")),
            },
            $crate::Source {
                lang: $crate::Lang::Es,
                path: concat!($dir, "/es.ftl"),
                text: include_str!(concat!($dir, "/es.ftl")),
            },
            $crate::Source {
                lang: $crate::Lang::Pl,
                path: concat!($dir, "/pl.ftl"),
                text: include_str!(concat!($dir, "/pl.ftl")),
            },
        ]
    };
}

/// A value to put into a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Number(f64),
    Text(String),
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                // Counts and points in a game are far below 2^53: f64 holds them exactly.
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64, f64);

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_owned())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}

/// The named values of one message.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Args(Vec<(Cow<'static, str>, Arg)>);

impl Args {
    pub fn new() -> Args {
        Args::default()
    }

    pub fn with(mut self, name: impl Into<Cow<'static, str>>, value: impl Into<Arg>) -> Args {
        self.0.push((name.into(), value.into()));
        self
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    fn fluent(&self) -> FluentArgs<'_> {
        let mut args = FluentArgs::with_capacity(self.0.len());
        for (name, value) in &self.0 {
            match value {
                Arg::Number(n) => args.set(name.as_ref(), FluentValue::from(*n)),
                Arg::Text(t) => args.set(name.as_ref(), FluentValue::from(t.as_str())),
            }
        }
        args
    }
}

/// `args!(player = name, count = 3)`: the arguments of one message.
#[macro_export]
macro_rules! args {
    ($($name:ident = $value:expr),* $(,)?) => {
        $crate::Args::new()$(.with(stringify!($name), $value))*
    };
}

/// A catalogue that cannot be built: a file that does not parse, or a key defined twice.
#[derive(Debug, thiserror::Error)]
pub enum CatalogueError {
    #[error("{path}: {errors}")]
    Syntax { path: &'static str, errors: String },
    #[error("{path}: {errors}")]
    Duplicate { path: &'static str, errors: String },
}

type Bundle = FluentBundle<FluentResource>;

/// Every message in every language.
pub struct Catalogue {
    bundles: Vec<(Lang, Bundle)>,
    sources: Vec<Source>,
}

impl std::fmt::Debug for Catalogue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Catalogue")
            .field("files", &self.sources.len())
            .finish()
    }
}

impl Catalogue {
    pub fn new(sources: impl IntoIterator<Item = Source>) -> Result<Catalogue, CatalogueError> {
        let sources: Vec<Source> = sources.into_iter().collect();
        let mut bundles = Vec::new();
        for lang in Lang::ALL {
            let id: LanguageIdentifier = lang.code().parse().unwrap_or_default();
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // Discord shows the isolation marks Fluent puts around arguments as stray glyphs.
            bundle.set_use_isolating(false);
            for source in sources.iter().filter(|s| s.lang == lang) {
                let resource =
                    FluentResource::try_new(source.text.to_owned()).map_err(|(_, errors)| {
                        CatalogueError::Syntax {
                            path: source.path,
                            errors: format!("{errors:?}"),
                        }
                    })?;
                bundle
                    .add_resource(resource)
                    .map_err(|errors| CatalogueError::Duplicate {
                        path: source.path,
                        errors: format!("{errors:?}"),
                    })?;
            }
            bundles.push((lang, bundle));
        }
        Ok(Catalogue { bundles, sources })
    }

    fn bundle(&self, lang: Lang) -> Option<&Bundle> {
        self.bundles
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, b)| b)
    }

    /// The message in `lang`, or `None` when that language lacks it.
    pub fn try_text(&self, lang: Lang, key: &str, args: &Args) -> Option<String> {
        let bundle = self.bundle(lang)?;
        let pattern = bundle.get_message(key)?.value()?;
        let fluent = (!args.is_empty()).then(|| args.fluent());
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, fluent.as_ref(), &mut errors);
        Some(text.into_owned())
    }

    /// The message in `lang` with every error Fluent met while formatting it.
    pub(crate) fn format_checked(
        &self,
        lang: Lang,
        key: &str,
        args: &Args,
    ) -> Result<String, String> {
        let bundle = self.bundle(lang).ok_or("no bundle")?;
        let pattern = bundle
            .get_message(key)
            .and_then(|m| m.value())
            .ok_or("no value")?;
        let fluent = args.fluent();
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent), &mut errors);
        if errors.is_empty() {
            Ok(text.into_owned())
        } else {
            Err(format!("{errors:?}"))
        }
    }

    /// The message in `lang`; in English if that language lacks it; the key itself if no
    /// language has it (the check refuses both before a release).
    pub fn text(&self, lang: Lang, key: &str, args: &Args) -> String {
        self.try_text(lang, key, args)
            .or_else(|| self.try_text(Lang::En, key, args))
            .unwrap_or_else(|| key.to_owned())
    }

    /// An engine [`Note`] in `lang`; keys and notes among its arguments are worded first.
    pub fn note(&self, lang: Lang, note: &Note) -> String {
        let mut args = Args::new();
        for (name, arg) in &note.args {
            args = match arg {
                NoteArg::Number(n) => args.with(*name, *n),
                NoteArg::Text(t) => args.with(*name, t.as_str()),
                NoteArg::Key(k) => args.with(*name, self.text(lang, k, &Args::new())),
                NoteArg::Note(inner) => args.with(*name, self.note(lang, inner)),
            };
        }
        self.text(lang, note.key, &args)
    }

    pub fn has(&self, lang: Lang, key: &str) -> bool {
        self.bundle(lang).is_some_and(|b| b.has_message(key))
    }

    /// The files it was built from.
    pub fn sources(&self) -> &[Source] {
        &self.sources
    }

    /// Every message and term id of one language.
    pub fn ids(&self, lang: Lang) -> BTreeSet<String> {
        let mut ids = BTreeSet::new();
        for source in self.sources.iter().filter(|s| s.lang == lang) {
            if let Ok(resource) = fluent_syntax::parser::parse(source.text) {
                for entry in resource.body {
                    match entry {
                        fluent_syntax::ast::Entry::Message(m) => {
                            ids.insert(m.id.name.to_owned());
                        }
                        fluent_syntax::ast::Entry::Term(t) => {
                            ids.insert(format!("-{}", t.id.name));
                        }
                        _ => {}
                    }
                }
            }
        }
        ids
    }

    /// The variables each English message takes, by message id.
    pub fn variables(&self) -> BTreeMap<String, BTreeSet<String>> {
        crate::check::variables(self.sources.iter().filter(|s| s.lang == Lang::En))
    }
}

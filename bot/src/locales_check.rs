//! `carcassonne-bot locales --check`: proof that every language is complete and that no player
//! text is left outside the catalogues.
//!
//! Three checks:
//! 1. the catalogues: every English message exists in German, French, Spanish and Polish and
//!    formats with the English message's variables, with numbers that reach every plural form
//!    and with text ([`Catalogue::check`]);
//! 2. the code's uses: every `t!(lang, "key", name = …)` in the bot and the renderer names a
//!    key of its crate's catalogue and passes every variable the English message uses;
//! 3. the code's literals: no string literal that reads as English words in the player-facing
//!    code of the bot, the renderer and the AI, outside log lines, internal errors, assertions
//!    and command attributes (which are catalogued too, see `discord::command_names`).
//!
//! The last two read the sources, so they run from a checkout (the tests, CI); a binary
//! installed alone checks the catalogues only and says so.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use carcassonne_i18n::scan;
use carcassonne_i18n::{Catalogue, Lang, Report};

/// Directories whose text no player reads, with why.
const NOT_FOR_PLAYERS: [(&str, &str); 8] = [
    (
        "bot/src/expansions/lanterns",
        "the test-only expansion (feature probe), never in a release build; its tests check its words",
    ),
    (
        "render/src/expansions/lanterns",
        "the test-only expansion (feature probe), never in a release build",
    ),
    (
        "bot/src/service/recovery.rs",
        "rebuilding a game from its move log; its reasons are fault reports for the log",
    ),
    ("bot/src/cli", "the offline tools speak to the server admin in English"),
    ("ai/src/arena.rs", "the arena's table is an offline tool's output"),
    ("bot/src/discord/shards.rs", "sharding settings are read at start-up, for the admin"),
    ("bot/src/store", "database errors go to the log; players get errors::* texts"),
    ("bot/src/locales_check.rs", "this checker's own report"),
];

/// What the check found.
#[derive(Debug, Default)]
pub struct Findings {
    pub catalogue: Report,
    /// Files of code read, `None` when the sources were not found.
    pub files: Option<usize>,
    pub uses: usize,
    /// Of the problems, literals that read as English outside the catalogues.
    pub english: usize,
    pub problems: Vec<String>,
}

impl Findings {
    pub fn is_clean(&self) -> bool {
        self.catalogue.is_clean() && self.problems.is_empty()
    }

    /// The report, one line per language and per check.
    pub fn lines(&self) -> Vec<String> {
        let mut out = Vec::new();
        let problems_of = |lang: Lang| {
            self.catalogue
                .problems
                .iter()
                .filter(|p| p.lang == lang)
                .count()
        };
        for (lang, formatted) in &self.catalogue.formatted {
            out.push(format!(
                "{} ({}): {formatted} of {} messages present and formatting with their arguments, {} problems",
                lang.code(),
                lang.native_name(),
                self.catalogue.messages,
                problems_of(*lang),
            ));
        }
        match self.files {
            Some(files) => {
                let wrong_uses = self.problems.len() - self.english;
                out.push(format!(
                    "code: {} uses of t! in {files} files, {wrong_uses} naming a missing key or argument",
                    self.uses
                ));
                out.push(format!(
                    "code: {} English string literals outside the catalogues in the player-facing code of bot/src, render/src and ai/src (not read: {})",
                    self.english,
                    NOT_FOR_PLAYERS
                        .iter()
                        .map(|(dir, _)| *dir)
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
            None => out.push(
                "code: sources not found, code not read (give --sources <checkout>)".to_owned(),
            ),
        }
        out
    }
}

/// Checks the bot's catalogue and, when `root` (a checkout) is given, the code.
pub fn check(root: Option<&Path>) -> Findings {
    let bot = crate::i18n::catalogue();
    let render = carcassonne_render::i18n::catalogue();
    let mut findings = Findings {
        catalogue: bot.check(),
        ..Findings::default()
    };
    if let Err(err) = Catalogue::new(crate::i18n::sources()) {
        findings
            .problems
            .push(format!("the catalogue does not load: {err}"));
    }
    let Some(root) = root else {
        return findings;
    };
    let bot_vars = bot.variables();
    let render_vars = render.variables();
    let mut files = 0;
    for (dir, catalogue_vars) in [
        ("bot/src", Some(&bot_vars)),
        ("render/src", Some(&render_vars)),
        ("ai/src", None),
    ] {
        for path in rust_files(&root.join(dir)) {
            let relative = path
                .strip_prefix(root)
                .unwrap_or(&path)
                .to_string_lossy()
                .replace('\\', "/");
            if is_test_file(&relative)
                || NOT_FOR_PLAYERS.iter().any(|(d, _)| relative.starts_with(d))
            {
                continue;
            }
            let Ok(source) = std::fs::read_to_string(&path) else {
                findings
                    .problems
                    .push(format!("{relative}: cannot be read"));
                continue;
            };
            files += 1;
            let code = scan::without_tests(&source);
            if let Some(vars) = catalogue_vars {
                for u in scan::t_uses(code) {
                    findings.uses += 1;
                    check_use(&relative, &u, vars, &mut findings.problems);
                }
            }
            for lit in scan::literals(code) {
                if scan::looks_english(&lit.text) && !scan::in_developer_context(code, &lit) {
                    findings.english += 1;
                    findings.problems.push(format!(
                        "{relative}:{}: English outside the catalogues: \"{}\"",
                        lit.line,
                        lit.text.chars().take(70).collect::<String>()
                    ));
                }
            }
        }
    }
    findings.files = Some(files);
    findings
}

fn check_use(
    file: &str,
    u: &scan::Use,
    vars: &BTreeMap<String, BTreeSet<String>>,
    problems: &mut Vec<String>,
) {
    let Some(wanted) = vars.get(&u.key) else {
        problems.push(format!("{file}:{}: no message {}", u.line, u.key));
        return;
    };
    let given: BTreeSet<&str> = u.args.iter().map(String::as_str).collect();
    for missing in wanted.iter().filter(|v| !given.contains(v.as_str())) {
        problems.push(format!(
            "{file}:{}: {} needs ${missing}, which is not passed",
            u.line, u.key
        ));
    }
}

fn is_test_file(relative: &str) -> bool {
    relative.ends_with("/tests.rs")
        || relative.contains("/tests/")
        || relative.contains("/benches/")
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

/// The checkout this binary was built from, if it is still there.
pub fn built_from() -> Option<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()?
        .to_path_buf();
    root.join("bot/src").is_dir().then_some(root)
}

//! `carcassonne-bot locales --check` on this checkout, and on planted mistakes it must find.

use std::path::{Path, PathBuf};
use std::process::Command;

use carcassonne_bot::i18n::{catalogue, Lang};
use carcassonne_bot::locales_check;

fn checkout() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default()
}

#[test]
fn the_check_passes_on_this_checkout_and_names_every_language() {
    let out = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .args(["locales", "--check", "--sources"])
        .arg(checkout())
        .output()
        .expect("run locales --check");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    for lang in Lang::ALL {
        assert!(
            stdout.contains(&format!("{} ({})", lang.code(), lang.native_name())),
            "{lang} not named:\n{stdout}"
        );
    }
    assert!(stdout.contains("locales: ok"), "{stdout}");
    assert!(stdout.contains(" 0 English string literals"), "{stdout}");
}

/// A checkout of one file, to plant mistakes in.
fn planted(source: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    let play = dir.path().join("bot/src/discord/play");
    std::fs::create_dir_all(&play).expect("dirs");
    std::fs::write(play.join("planted.rs"), source).expect("write");
    dir
}

#[test]
fn the_check_finds_english_left_in_code_and_uses_of_missing_keys_or_arguments() {
    let dir = planted(
        r#"
fn prompt(lang: Lang, name: &str) -> String {
    tracing::info!("drew a tile for the log");
    let ok = t!(lang, "settings-language-set", language = name);
    let missing_arg = t!(lang, "settings-language-set");
    let missing_key = t!(lang, "no-such-message-anywhere", who = name);
    format!("{ok} {missing_arg} {missing_key}: {name} drew a tile")
}

#[cfg(test)]
mod tests {
    const SAMPLE: &str = "tests may say anything";
}
"#,
    );
    let findings = locales_check::check(Some(dir.path()));
    let problems = findings.problems.join("\n");
    assert_eq!(findings.uses, 3, "{problems}");
    assert_eq!(findings.english, 1, "{problems}");
    assert!(
        problems.contains("planted.rs:7: English outside the catalogues"),
        "{problems}"
    );
    assert!(
        problems.contains("planted.rs:5: settings-language-set needs $language"),
        "{problems}"
    );
    assert!(
        problems.contains("planted.rs:6: no message no-such-message-anywhere"),
        "{problems}"
    );
    assert_eq!(findings.problems.len(), 3, "{problems}");
    assert!(!findings.is_clean());
}

#[test]
fn every_key_the_engine_and_the_registries_hand_out_has_words_in_every_language() {
    use carcassonne_engine::{FigureKind, GameKind, ScoreKind};
    let cat = catalogue();
    let mut keys: Vec<String> = Vec::new();
    for game in [GameKind::Carcassonne, GameKind::OverHillAndDale] {
        let words = game.words();
        for noun in [
            words.city,
            words.road,
            words.field,
            words.river,
            words.follower,
            words.farm,
        ] {
            keys.push(noun.key.to_owned());
        }
        for kind in ScoreKind::all() {
            keys.push(words.score_key(*kind));
        }
        for kind in FigureKind::all() {
            keys.push(words.figure_key(kind));
        }
    }
    for lang in Lang::ALL {
        for key in &keys {
            assert!(cat.has(lang, key), "{lang} lacks {key}");
        }
    }
}

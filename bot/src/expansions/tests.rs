//! The registry of parts against the engine's: a part keyed by a capability no game plays
//! would never be asked, and nothing else would notice.

use super::*;
use carcassonne_engine::{Expansion, GameConfig, GameKind};

/// Every capability key some game of the engine plays.
fn played_capabilities() -> Vec<&'static str> {
    let mut configs: Vec<GameConfig> = Expansion::all()
        .iter()
        .map(|&e| GameConfig::with_rules(2, [e]))
        .collect();
    configs.extend(GameKind::all().iter().map(|&game| GameConfig {
        game,
        ..GameConfig::with_rules(2, [])
    }));
    let mut keys: Vec<&'static str> = configs
        .into_iter()
        .filter_map(|c| Game::new(c, 1).ok())
        .flat_map(|g| g.capabilities().collect::<Vec<_>>())
        .collect();
    keys.sort_unstable();
    keys.dedup();
    keys
}

#[test]
fn every_part_words_a_capability_the_engine_plays_and_only_one_part_each() {
    let played = played_capabilities();
    let mut seen = Vec::new();
    for part in parts() {
        let key = part.capability();
        assert!(
            played.contains(&key),
            "{key} is no capability of any game: {played:?}"
        );
        assert!(!seen.contains(&key), "two parts word {key}");
        seen.push(key);
    }
}

/// The message keys the engine's expansions give (`Note`s, score notes, refusals), whose
/// texts live in the parts' `locales/` folders.
const ENGINE_KEYS: [&str; 31] = [
    "wheel-describe-crown",
    "wheel-describe-plague-home",
    "hill-and-dale-figure-stable",
    "hill-and-dale-describe-hike",
    "hill-and-dale-refuse-stable-near",
    "hill-and-dale-refuse-meadow",
    "hills-figure-shepherd",
    "hills-describe-grow",
    "hills-describe-gather",
    "hills-refuse-second-shepherd",
    "hills-refuse-no-farmers",
    "traders-figure-pig",
    "traders-figure-builder",
    "traders-refuse-builder",
    "traders-refuse-pig",
    "traders-note-pig",
    "inns-note-cathedral",
    "inns-note-cathedral-unfinished",
    "inns-note-inn",
    "inns-note-inn-unfinished",
    "abbot-describe-recall",
    "river-refuse-continue",
    "river-refuse-join",
    "river-refuse-open-end",
    "river-refuse-u-turn",
    "river-refuse-room-ahead",
    "lanterns-describe-keep",
    "lanterns-describe-blow-out",
    "lanterns-figure-lantern",
    "probe-grow",
    "probe-gather",
];

#[test]
fn every_expansion_key_of_the_engine_is_worded_in_every_language() {
    let catalogue = crate::i18n::catalogue();
    let mut keys: Vec<&str> = ENGINE_KEYS.to_vec();
    keys.push("probe-refuse-short-road");
    #[cfg(not(feature = "probe"))]
    keys.retain(|k| !k.starts_with("lanterns-") && !k.starts_with("probe-"));
    for lang in crate::i18n::Lang::ALL {
        for key in &keys {
            assert!(catalogue.has(lang, key), "{key} is missing in {lang:?}");
        }
    }
}

#[test]
fn the_engines_expansion_notes_read_in_each_language() {
    use crate::i18n::Lang;
    use carcassonne_engine::Note;
    let gather = Note::new("hills-describe-gather").number("sheep", 3);
    let recall = Note::new("abbot-describe-recall")
        .key("place", "noun-garden")
        .number("points", 5);
    let expected = [
        (Lang::En, "gather the flock for 3 points", "5 points"),
        (Lang::De, "treibe die Herde für 3 Punkte ein", "5 Punkte"),
        (Lang::Fr, "rassemble le troupeau pour 3 points", "5 points"),
        (Lang::Es, "recoge el rebaño por 3 puntos", "5 puntos"),
        (Lang::Pl, "zbierz stado za 3 punkty", "5 punktów"),
    ];
    for (lang, flock, points) in expected {
        assert_eq!(crate::i18n::note(lang, &gather), flock);
        let recall = crate::i18n::note(lang, &recall);
        assert!(recall.ends_with(&format!("{points})")), "{recall}");
    }
}

/// Each part's own messages (`locales/`, not the rules help, which another folder holds):
/// every English message in every language, formatting with English's arguments.
#[test]
fn every_parts_messages_are_complete_in_every_language() {
    let sources: Vec<crate::i18n::Source> = parts()
        .iter()
        .flat_map(|p| p.locales())
        .filter(|s| s.path.starts_with("locales/"))
        .collect();
    assert!(sources.len() >= 5 * 8, "{} files", sources.len());
    let catalogue = crate::i18n::Catalogue::new(sources).expect("the parts' files load");
    let report = catalogue.check();
    let problems: Vec<String> = report.problems.iter().map(ToString::to_string).collect();
    assert!(problems.is_empty(), "{problems:#?}");
}

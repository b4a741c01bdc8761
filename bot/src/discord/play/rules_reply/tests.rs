use super::*;
use crate::i18n::Lang;
use carcassonne_engine::{Expansion, GameConfig, GameKind};

const EN: Lang = Lang::En;

fn within_limits(pages: &[Page]) {
    for (i, p) in pages.iter().enumerate() {
        assert!(p.content.chars().count() <= 2000, "page {i}");
        assert!(!p.embeds.is_empty(), "page {i} is empty");
        assert!(p.embeds.len() <= MAX_EMBEDS, "page {i}");
        let text: usize = p.embeds.iter().map(embed_text).sum();
        assert!(text <= MAX_EMBED_TEXT, "page {i}: {text}");
        let files = p.embeds.iter().filter(|e| e.picture.is_some()).count();
        assert!(files <= MAX_FILES, "page {i}");
        for e in &p.embeds {
            assert!(e.text.chars().count() <= MAX_DESCRIPTION, "{}", e.title);
        }
    }
}

#[test]
fn the_base_game_is_one_message_with_the_bots_help_last() {
    let pages = pages(&GameConfig::with_rules(2, []), Whose::Channel, EN);
    within_limits(&pages);
    assert_eq!(pages.len(), 1, "{pages:?}");
    assert_eq!(
        pages[0].content,
        "**Rules of Carcassonne** (this channel's game)"
    );
    let titles: Vec<&str> = pages[0].embeds.iter().map(|e| e.title.as_str()).collect();
    assert_eq!(titles, ["Carcassonne", interface_title(EN).as_str()]);
}

#[test]
fn every_expansion_at_once_spreads_over_messages_within_discords_limits() {
    let config = GameConfig::with_rules(2, Expansion::offered().collect::<Vec<_>>());
    let pages = pages(&config, Whose::Lobby, EN);
    within_limits(&pages);
    assert!(pages.len() >= 2, "more than 6000 characters in all");
    assert!(pages[0]
        .content
        .starts_with("**Rules of Carcassonne with Farmers, "));
    assert_eq!(pages[1].content, "**Rules, continued**");
    let all: Vec<&RulesSection> = pages.iter().flat_map(|p| &p.embeds).collect();
    assert_eq!(
        all.last().map(|e| e.title.as_str()),
        Some(interface_title(EN).as_str())
    );
    let pictures: Vec<&str> = all.iter().filter_map(|e| e.picture).collect();
    assert_eq!(pictures, ["builder", "flock", "wheel"]);
}

#[test]
fn each_game_fits_and_shows_its_pictures() {
    for &game in GameKind::all() {
        let config = GameConfig {
            game,
            ..GameConfig::with_rules(2, [])
        };
        within_limits(&pages(&config, Whose::NoGame, EN));
    }
}

const OTHERS: [Lang; 4] = [Lang::De, Lang::Fr, Lang::Es, Lang::Pl];

/// The full box and each game of its own, as `/carcassonne rules` tells them.
fn every_answer() -> Vec<GameConfig> {
    let mut configs = vec![GameConfig::with_rules(
        2,
        Expansion::offered().collect::<Vec<_>>(),
    )];
    configs.extend(GameKind::all().iter().map(|&game| GameConfig {
        game,
        ..GameConfig::with_rules(2, [])
    }));
    configs
}

#[test]
fn every_answer_packs_within_discords_limits_in_every_language() {
    for config in every_answer() {
        let english = pages(&config, Whose::Channel, EN);
        for lang in OTHERS {
            let pages = pages(&config, Whose::Channel, lang);
            within_limits(&pages);
            let all: Vec<&RulesSection> = pages.iter().flat_map(|p| &p.embeds).collect();
            let english_all: Vec<&RulesSection> = english.iter().flat_map(|p| &p.embeds).collect();
            // The same sections and pictures as in English, none of them cut short.
            assert_eq!(all.len(), english_all.len(), "{lang} {:?}", config.game);
            let pictures: Vec<_> = all.iter().map(|e| e.picture).collect();
            let english_pictures: Vec<_> = english_all.iter().map(|e| e.picture).collect();
            assert_eq!(pictures, english_pictures, "{lang}");
            for e in &all {
                assert!(e.title.chars().count() <= 256, "{lang}: {}", e.title);
                assert!(
                    e.text.chars().count() < MAX_DESCRIPTION,
                    "{lang}: {} was cut",
                    e.title
                );
                assert!(!e.text.ends_with('…'), "{lang}: {} was cut", e.title);
            }
            assert_eq!(
                all.last().map(|e| e.title.clone()),
                Some(interface_title(lang)),
                "{lang}"
            );
            let words: String = pages
                .iter()
                .map(|p| {
                    let embeds: Vec<String> = p
                        .embeds
                        .iter()
                        .map(|e| format!("{}\n{}", e.title, e.text))
                        .collect();
                    format!("{}\n{}", p.content, embeds.join("\n"))
                })
                .collect();
            for english in [
                " the ",
                " and ",
                "follower",
                " your ",
                "Rules of",
                "continued",
            ] {
                assert!(!words.contains(english), "{lang}: {english:?} in {words}");
            }
        }
    }
}

#[test]
fn the_answers_own_words_are_in_the_readers_language() {
    let config = GameConfig::with_rules(2, Expansion::offered().collect::<Vec<_>>());
    let cases = [
        (
            Lang::De,
            "**Spielregeln: Carcassonne mit den Erweiterungen Bauern, ",
            "(das Spiel dieser Lobby)",
            "**Spielregeln, Fortsetzung**",
        ),
        (
            Lang::Fr,
            "**Règles de Carcassonne avec les extensions Les Paysans, ",
            "(la partie de ce salon d'attente)",
            "**Règles, suite**",
        ),
        (
            Lang::Es,
            "**Reglas de Carcassonne con las expansiones Granjeros, ",
            "(la partida de esta sala)",
            "**Reglas (continuación)**",
        ),
        (
            Lang::Pl,
            "**Zasady: Carcassonne z dodatkami Chłopi, ",
            "(gra z tej poczekalni)",
            "**Zasady (ciąg dalszy)**",
        ),
    ];
    for (lang, first, whose, continued) in cases {
        let pages = pages(&config, Whose::Lobby, lang);
        assert!(pages.len() >= 2, "{lang}");
        assert!(
            pages[0].content.starts_with(first),
            "{lang}: {}",
            pages[0].content
        );
        assert!(
            pages[0].content.ends_with(whose),
            "{lang}: {}",
            pages[0].content
        );
        assert_eq!(pages[1].content, continued, "{lang}");
    }
    let one = GameConfig::with_rules(2, [Expansion::Farmers]);
    assert_eq!(
        pages(&one, Whose::NoGamePickAnother, Lang::De)[0].content,
        format!(
            "**Spielregeln: Carcassonne mit der Erweiterung Bauern** (kein Spiel in diesem Kanal; `{}:` wählt ein anderes)",
            crate::t!(Lang::De, "cmd-rules-game-name")
        )
    );
    assert_eq!(
        pages(&one, Whose::NoGamePickAnother, EN)[0].content,
        "**Rules of Carcassonne with Farmers** (no game in this channel; `game:` picks another)"
    );
}

use super::*;
use crate::i18n::Lang;
use carcassonne_engine::{Expansion, GameConfig, GameKind};

const EN: Lang = Lang::En;

fn game(kind: GameKind) -> GameConfig {
    GameConfig {
        game: kind,
        ..GameConfig::with_rules(2, [])
    }
}

fn everything(config: &GameConfig) -> String {
    sections(config, EN)
        .iter()
        .map(|s| format!("{}\n{}", s.title, s.text))
        .collect::<Vec<_>>()
        .join("\n")
}

fn pictures(config: &GameConfig) -> Vec<&'static str> {
    sections(config, EN)
        .iter()
        .filter_map(|s| s.picture)
        .collect()
}

#[test]
fn the_bot_help_fits_in_one_message_and_speaks_the_games_words() {
    let text = interface(GameKind::Carcassonne, EN);
    assert!(text.len() <= 2000, "{}", text.len());
    // The seats of every game the engine plays, from its registry.
    assert!(
        text.contains("over-hill-and-dale (2 to 5 players)"),
        "{text}"
    );
    assert!(
        text.contains("carcassonne (the default, 2 to 8 players)"),
        "{text}"
    );
    assert!(text.contains("**No follower**"), "{text}");
    let ohd = interface(GameKind::OverHillAndDale, EN);
    assert!(
        ohd.contains("place a meeple there, or **No meeple**"),
        "{ohd}"
    );
}

#[test]
fn carcassonne_alone_is_the_base_game_and_names_no_expansion() {
    let config = GameConfig::with_rules(2, []);
    let all = sections(&config, EN);
    assert_eq!(all.len(), 1, "{all:?}");
    let text = everything(&config);
    for word in [
        "7 followers",
        "thief",
        "knight",
        "monk",
        "9",
        "pennant",
        "At the end",
    ] {
        assert!(text.contains(word), "{word}: {text}");
    }
    assert!(!text.to_lowercase().contains("farmer"), "{text}");
    assert!(pictures(&config).is_empty());
}

#[test]
fn each_expansion_adds_its_own_section_and_only_when_in_play() {
    let cases: [(Expansion, &[&str], Option<&str>); 8] = [
        (
            Expansion::Farmers,
            &["farmer", "3 points for every completed city"],
            None,
        ),
        (
            Expansion::Abbot,
            &["abbot", "garden", "take your abbot back"],
            None,
        ),
        (Expansion::River1, &["spring", "U-turn", "lake"], None),
        (
            Expansion::River2,
            &["fork", "volcano", "another turn"],
            None,
        ),
        (
            Expansion::Inns,
            &["large follower", "inn", "cathedral", "nothing if"],
            None,
        ),
        (
            Expansion::Traders,
            &[
                "builder",
                "second turn",
                "pig",
                "wine, wheat, cloth",
                "10 points",
            ],
            Some("builder"),
        ),
        (
            Expansion::Hills,
            &["hill", "vineyard", "shepherd", "grow", "gather", "wolf"],
            Some("flock"),
        ),
        (
            Expansion::Wheel,
            &[
                "pig",
                "Fortune",
                "Taxes",
                "Famine",
                "Storm",
                "Inquisition",
                "Plague",
                "crown",
            ],
            Some("wheel"),
        ),
    ];
    let base = sections(&GameConfig::with_rules(2, []), EN).len();
    for (expansion, words, picture) in cases {
        let config = GameConfig::with_rules(2, [expansion]);
        let text = everything(&config);
        for word in words {
            assert!(text.contains(word), "{expansion:?} lacks {word:?}: {text}");
        }
        assert!(sections(&config, EN).len() > base, "{expansion:?}");
        assert_eq!(
            pictures(&config),
            picture.into_iter().collect::<Vec<_>>(),
            "{expansion:?}"
        );
        assert!(
            !everything(&GameConfig::with_rules(2, [])).contains(words[0]),
            "{expansion:?}'s words show without it"
        );
    }
}

#[test]
fn both_rivers_are_told_as_one_long_river_without_the_volcano() {
    let both = GameConfig::with_rules(2, [Expansion::River1, Expansion::River2]);
    let text = everything(&both);
    assert!(text.contains("The River I and II"), "{text}");
    assert!(text.contains("fork"), "{text}");
    assert!(!text.contains("volcano"), "{text}");
    let mut plain = GameConfig::with_rules(2, [Expansion::River2]);
    plain
        .set_variant("volcano", "plain")
        .expect("a known reading");
    let text = everything(&plain);
    assert!(!text.contains("another turn"), "{text}");
    assert!(
        text.contains("Readings chosen for this game") && text.contains("a plain lake"),
        "{text}"
    );
}

#[test]
fn over_hill_and_dale_is_told_whole_in_its_own_words() {
    let config = game(GameKind::OverHillAndDale);
    let text = everything(&config);
    for word in [
        "Over Hill and Dale",
        "4 meeples and 2 stables",
        "wanderer",
        "farmer",
        "hike",
        "harvest",
        "scarecrow",
        "stable",
        "animal",
        "set of five different fruits",
    ] {
        assert!(text.contains(word), "{word}: {text}");
    }
    assert!(!text.contains("follower"), "the game has meeples: {text}");
    assert!(!text.contains("knight"), "{text}");
    assert_eq!(pictures(&config), ["hike", "stable"]);
}

#[test]
fn the_wheel_of_fortune_game_is_carcassonne_with_farmers_and_the_wheel() {
    let config = game(GameKind::WheelOfFortune);
    let titles: Vec<String> = sections(&config, EN).into_iter().map(|s| s.title).collect();
    assert_eq!(
        titles,
        [
            "Carcassonne – The Wheel of Fortune",
            "Farmers",
            "The Wheel of Fortune",
            "Crowns and the plague"
        ]
    );
    let text = everything(&config);
    for word in [
        "played from the wheel board",
        "crown",
        "the pig",
        "plague",
        "6",
    ] {
        assert!(text.contains(word), "{word}: {text}");
    }
    assert_eq!(pictures(&config), ["wheel"]);
}

#[test]
fn every_section_fits_an_embed_and_names_a_picture_the_renderer_draws() {
    let drawn = carcassonne_render::Renderer::rules_picture_names();
    let mut configs: Vec<GameConfig> = GameKind::all().iter().map(|&g| game(g)).collect();
    configs.push(GameConfig::with_rules(
        2,
        Expansion::offered().collect::<Vec<_>>(),
    ));
    for config in configs {
        for s in sections(&config, EN) {
            assert!(s.text.chars().count() <= 4096 - 200, "{}", s.title);
            assert!(s.title.chars().count() <= 256, "{}", s.title);
            assert!(!s.text.contains("  "), "a gap in {}: {}", s.title, s.text);
            if let Some(name) = s.picture {
                assert!(drawn.contains(&name), "{name} is not drawn: {drawn:?}");
            }
        }
    }
}

#[test]
fn the_title_lists_the_expansions_in_play() {
    assert_eq!(title(&GameConfig::with_rules(2, []), EN), "Carcassonne");
    assert_eq!(
        title(
            &GameConfig::with_rules(
                2,
                [Expansion::Farmers, Expansion::Traders, Expansion::Abbot]
            ),
            EN
        ),
        "Carcassonne with Farmers, The Abbot and Traders & Builders"
    );
    assert_eq!(
        title(&game(GameKind::OverHillAndDale), EN),
        "Carcassonne – Over Hill and Dale"
    );
}

// The rules help in the other languages.

const OTHERS: [Lang; 4] = [Lang::De, Lang::Fr, Lang::Es, Lang::Pl];

fn in_lang(config: &GameConfig, lang: Lang) -> String {
    sections(config, lang)
        .iter()
        .map(|s| format!("{}\n{}", s.title, s.text))
        .collect::<Vec<_>>()
        .join("\n")
}

fn full_box() -> GameConfig {
    GameConfig::with_rules(2, Expansion::offered().collect::<Vec<_>>())
}

/// Every file of the rules help: the core's and each expansion's `rules/` folder.
fn rules_sources() -> Vec<carcassonne_i18n::Source> {
    [
        carcassonne_i18n::sources!("../../../../locales/rules"),
        carcassonne_i18n::sources!("../../../expansions/farmers/rules"),
        carcassonne_i18n::sources!("../../../expansions/abbot/rules"),
        carcassonne_i18n::sources!("../../../expansions/river/rules"),
        carcassonne_i18n::sources!("../../../expansions/inns/rules"),
        carcassonne_i18n::sources!("../../../expansions/traders/rules"),
        carcassonne_i18n::sources!("../../../expansions/hills/rules"),
        carcassonne_i18n::sources!("../../../expansions/hill_and_dale/rules"),
        carcassonne_i18n::sources!("../../../expansions/wheel/rules"),
    ]
    .concat()
}

#[test]
fn the_rules_help_catalogue_is_complete_in_every_language() {
    // The help's own files, checked within the bot's whole catalogue: its messages name the
    // commands' and buttons' own messages.
    let own = crate::i18n::Catalogue::new(rules_sources()).expect("the rules files load");
    let keys = own.ids(Lang::En);
    assert!(keys.len() > 80, "{}", keys.len());
    let catalogue = match crate::i18n::Catalogue::new(crate::i18n::sources()) {
        Ok(catalogue) => catalogue,
        Err(err) => panic!("the bot's catalogue does not load: {err}"),
    };
    let problems: Vec<String> = catalogue
        .check()
        .problems
        .iter()
        .filter(|p| keys.contains(&p.key))
        .map(|p| p.to_string())
        .collect();
    assert!(problems.is_empty(), "{problems:#?}");
    for lang in Lang::ALL {
        assert_eq!(own.ids(lang), keys, "{lang} has other keys than English");
    }
    // The keys the help computes from the engine's registries: games, expansions, readings.
    let mut computed: Vec<String> = GameKind::all()
        .iter()
        .map(|g| format!("rules-game-{}", g.key()))
        .collect();
    computed.extend(Expansion::offered().map(|e| format!("rules-expansion-{}", e.key())));
    for v in carcassonne_engine::variants::all() {
        computed.push(format!("rules-reading-{}", v.key));
        for (value, _) in v.options {
            computed.push(format!("rules-reading-{}-{value}", v.key));
        }
    }
    for key in computed {
        for lang in Lang::ALL {
            assert!(catalogue.has(lang, &key), "{lang} lacks {key}");
            assert!(
                crate::i18n::catalogue().has(lang, &key),
                "the bot's {lang} lacks {key}"
            );
        }
    }
}

#[test]
fn english_names_of_games_and_expansions_are_the_engines() {
    for &g in GameKind::all() {
        assert_eq!(game_label(g, EN), g.label());
    }
    for e in Expansion::offered() {
        assert_eq!(expansion_label(e, EN), e.label());
    }
}

/// Words that only an English sentence has.
const ENGLISH: [&str; 10] = [
    " the ",
    " and ",
    "follower",
    " of ",
    " with ",
    " your ",
    " tile",
    " score",
    "Each player",
    "meeple there",
];

fn no_english(text: &str, what: &str) {
    for word in ENGLISH {
        assert!(!text.contains(word), "{what}: English {word:?} in {text}");
    }
    assert!(
        !text.contains("-rules-"),
        "{what}: a message key shows: {text}"
    );
}

/// The published rulebooks' words each language must use for the whole box.
fn box_terms(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::De => &[
            "Gefolgsleute",
            "Gefolgsmann",
            "Wegelagerer",
            "Ritter",
            "Mönch",
            "Bauern",
            "Plättchen",
            "Wappen",
            "Wiese",
            "Kloster",
            "Abt",
            "Garten",
            "Gasthaus",
            "Kathedrale",
            "großen Gefolgsmann",
            "Baumeister",
            "Schwein",
            "Wein, Getreide, Stoff",
            "Schäfer",
            "Schafe",
            "Wolf",
            "Hügel",
            "Weinberg",
            "Quelle",
            "Glücksrad",
            "Kronen",
            "Pest",
            "Schlusswertung",
        ],
        Lang::Fr => &[
            "partisans",
            "voleur",
            "chevalier",
            "moine",
            "paysan",
            "tuile",
            "blason",
            "pré",
            "abbaye",
            "abbé",
            "jardin",
            "auberge",
            "cathédrale",
            "grand partisan",
            "bâtisseur",
            "cochon",
            "vin, blé, tissu",
            "berger",
            "moutons",
            "loup",
            "colline",
            "vigne",
            "rivière",
            "Roue de la Fortune",
            "couronne",
            "peste",
            "Décompte final",
        ],
        Lang::Es => &[
            "seguidores",
            "ladrón",
            "caballero",
            "monje",
            "granjero",
            "loseta",
            "escudo",
            "campo",
            "monasterio",
            "abad",
            "jardín",
            "posada",
            "catedral",
            "seguidor grande",
            "constructor",
            "cerdo",
            "vino, trigo, tela",
            "pastor",
            "ovejas",
            "lobo",
            "colina",
            "viñedo",
            "río",
            "Rueda de la Fortuna",
            "corona",
            "peste",
            "Puntuación final",
        ],
        Lang::Pl => &[
            "podwładn",
            "rozbójnik",
            "rycerz",
            "mnich",
            "chłop",
            "płytk",
            "herb",
            "pole",
            "klasztor",
            "opat",
            "ogród",
            "karczm",
            "katedr",
            "dużego podwładnego",
            "budownicz",
            "świni",
            "wino, zboże, sukno",
            "pasterz",
            "owce",
            "wilk",
            "wzgórz",
            "winnic",
            "rzek",
            "Koło fortuny",
            "koron",
            "Zaraza",
            "Punktacja końcowa",
        ],
        Lang::En => &[],
    }
}

#[test]
fn the_whole_box_reads_in_each_language_with_the_rulebooks_words() {
    let config = full_box();
    let english = sections(&config, EN);
    for lang in OTHERS {
        let all = sections(&config, lang);
        // A section for everything in play, with the same pictures, each one translated.
        assert_eq!(all.len(), english.len(), "{lang}");
        for (s, e) in all.iter().zip(&english) {
            assert_eq!(s.picture, e.picture, "{lang}: {}", s.title);
            assert_ne!(s.text, e.text, "{lang}: {} is English", s.title);
        }
        let text = in_lang(&config, lang);
        for term in box_terms(lang) {
            assert!(text.contains(term), "{lang} lacks {term:?}: {text}");
        }
        no_english(&text, &format!("{lang} box"));
        for e in Expansion::offered() {
            assert!(
                title(&config, lang).contains(&expansion_label(e, lang)),
                "{lang}: {e:?}"
            );
        }
    }
}

#[test]
fn each_expansion_alone_is_told_in_each_language() {
    let base = sections(&GameConfig::with_rules(2, []), EN).len();
    for e in Expansion::offered() {
        let config = GameConfig::with_rules(2, [e]);
        for lang in OTHERS {
            let all = sections(&config, lang);
            assert!(all.len() > base, "{lang} {e:?}");
            no_english(&in_lang(&config, lang), &format!("{lang} {e:?}"));
        }
    }
    // Both rivers, and the readings chosen against the rulebooks.
    let mut both = GameConfig::with_rules(2, [Expansion::River1, Expansion::River2]);
    both.set_variant("volcano", "plain")
        .expect("a known reading");
    let mut hills = GameConfig::with_rules(2, [Expansion::Hills, Expansion::River2]);
    hills
        .set_variant("flock-closed", "scores")
        .expect("a known reading");
    hills
        .set_variant("hill-tiebreak", "most-followers")
        .expect("a known reading");
    hills
        .set_variant("volcano", "plain")
        .expect("a known reading");
    for lang in OTHERS {
        no_english(&in_lang(&both, lang), &format!("{lang} rivers"));
        let text = in_lang(&hills, lang);
        no_english(&text, &format!("{lang} readings"));
        assert!(text.contains("JCloisterZone"), "{lang}: {text}");
        let readings = sections(&hills, lang).pop().expect("sections");
        assert_eq!(
            readings.text.lines().count(),
            3,
            "{lang}: {}",
            readings.text
        );
    }
}

#[test]
fn each_game_of_its_own_is_told_in_each_language_in_its_own_words() {
    let ohd = game(GameKind::OverHillAndDale);
    let wof = game(GameKind::WheelOfFortune);
    for lang in OTHERS {
        let (terms, follower): (&[&str], &str) = match lang {
            Lang::De => (
                &[
                    "Über Stock und Stein",
                    "Meeples",
                    "Wanderer",
                    "Stall",
                    "Vogelscheuche",
                    "Erntemarker",
                ],
                "Gefolgs",
            ),
            Lang::Fr => (
                &[
                    "Par monts et par vaux",
                    "meeples",
                    "randonneur",
                    "étable",
                    "épouvantail",
                    "prairie",
                ],
                "partisan",
            ),
            Lang::Es => (
                &[
                    "Por colinas y valles",
                    "meeples",
                    "excursionista",
                    "establo",
                    "espantapájaros",
                    "prado",
                ],
                "seguidor",
            ),
            _ => (
                &[
                    "Przez wzgórza i doliny",
                    "ludzik",
                    "wędrow",
                    "stajni",
                    "strach na wróble",
                    "łąk",
                ],
                "podwładn",
            ),
        };
        let text = in_lang(&ohd, lang);
        for term in terms {
            assert!(text.contains(term), "{lang} lacks {term:?}: {text}");
        }
        assert!(
            !text.contains(follower),
            "{lang}: the game has meeples: {text}"
        );
        no_english(&text, &format!("{lang} OHD"));
        assert_eq!(pictures(&ohd), ["hike", "stable"]);
        let help = interface(GameKind::OverHillAndDale, lang);
        assert!(!help.contains(follower), "{lang}: {help}");

        let titles: Vec<String> = sections(&wof, lang).into_iter().map(|s| s.title).collect();
        assert_eq!(titles.len(), 4, "{lang}");
        assert_eq!(titles[0], game_label(GameKind::WheelOfFortune, lang));
        assert_eq!(titles[1], crate::t!(lang, "farmers-rules-title"));
        no_english(&in_lang(&wof, lang), &format!("{lang} WoF"));
    }
}

#[test]
fn the_bot_help_speaks_each_language_and_names_the_games_by_their_keys() {
    for lang in OTHERS {
        let text = interface(GameKind::Carcassonne, lang);
        assert!(
            text.chars().count() <= 2000,
            "{lang}: {}",
            text.chars().count()
        );
        assert!(text.contains("over-hill-and-dale"), "{lang}: {text}");
        let start = crate::t!(lang, "cmd-start-name");
        assert!(
            text.contains(&format!("`/carcassonne {start}`")),
            "{lang}: {text}"
        );
        assert!(
            text.contains(&format!("**{}**", crate::t!(lang, "lobby-join"))),
            "{lang}"
        );
        no_english(&text, &format!("{lang} help"));
        assert_ne!(interface_title(lang), interface_title(EN));
    }
    assert!(interface(GameKind::Carcassonne, Lang::De).contains("**Kein Gefolgsmann**"));
    assert!(interface(GameKind::OverHillAndDale, Lang::Pl).contains("**Bez ludzika**"));
}

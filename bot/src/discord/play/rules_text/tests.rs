use super::*;
use carcassonne_engine::{Expansion, GameConfig, GameKind};

fn game(kind: GameKind) -> GameConfig {
    GameConfig {
        game: kind,
        ..GameConfig::with_rules(2, [])
    }
}

fn everything(config: &GameConfig) -> String {
    sections(config)
        .iter()
        .map(|s| format!("{}\n{}", s.title, s.text))
        .collect::<Vec<_>>()
        .join("\n")
}

fn pictures(config: &GameConfig) -> Vec<&'static str> {
    sections(config).iter().filter_map(|s| s.picture).collect()
}

#[test]
fn the_bot_help_fits_in_one_message_and_speaks_the_games_words() {
    let text = interface(GameKind::Carcassonne);
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
    let ohd = interface(GameKind::OverHillAndDale);
    assert!(
        ohd.contains("place a meeple there, or **No meeple**"),
        "{ohd}"
    );
}

#[test]
fn carcassonne_alone_is_the_base_game_and_names_no_expansion() {
    let config = GameConfig::with_rules(2, []);
    let all = sections(&config);
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
    let base = sections(&GameConfig::with_rules(2, [])).len();
    for (expansion, words, picture) in cases {
        let config = GameConfig::with_rules(2, [expansion]);
        let text = everything(&config);
        for word in words {
            assert!(text.contains(word), "{expansion:?} lacks {word:?}: {text}");
        }
        assert!(sections(&config).len() > base, "{expansion:?}");
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
    let titles: Vec<String> = sections(&config).into_iter().map(|s| s.title).collect();
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
        for s in sections(&config) {
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
    assert_eq!(title(&GameConfig::with_rules(2, [])), "Carcassonne");
    assert_eq!(
        title(&GameConfig::with_rules(
            2,
            [Expansion::Farmers, Expansion::Traders, Expansion::Abbot]
        )),
        "Carcassonne with Farmers, The Abbot and Traders & Builders"
    );
    assert_eq!(
        title(&game(GameKind::OverHillAndDale)),
        "Carcassonne – Over Hill and Dale"
    );
}

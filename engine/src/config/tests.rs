use super::*;

#[test]
fn the_boolean_form_of_engine_0_1_still_reads() {
    let old = r#"{"players":3,"farmers":true,"abbot":true,"river1":false,"river2":true,
        "inns_cathedrals":true,"followers":7,"large_followers":1,"tile_limit":30}"#;
    let config: GameConfig = serde_json::from_str(old).expect("old config");
    assert_eq!(config.players, 3);
    assert_eq!(config.game, GameKind::Carcassonne);
    let keys: Vec<&str> = config.rules.iter().map(|e| e.key()).collect();
    assert_eq!(keys, ["farmers", "abbot", "river2", "inns"]);
    assert!(config.figures.is_empty(), "default counts are not stored");
    assert_eq!(config.tile_limit, Some(30));
    let json = serde_json::to_string(&config).expect("serialise");
    assert_eq!(
        json,
        r#"{"players":3,"game":"carcassonne","rules":["farmers","abbot","river2","inns"],"tile_limit":30}"#
    );
    assert_eq!(serde_json::from_str::<GameConfig>(&json).ok(), Some(config));
    let no_farmers: GameConfig =
        serde_json::from_str(r#"{"players":2,"farmers":false,"followers":5}"#).expect("old");
    assert!(no_farmers.rules.is_empty());
    assert_eq!(no_farmers.figures_per_player(FigureKind::FOLLOWER), 5);
}

#[test]
fn every_rule_system_plays_and_separate_games_take_no_expansions() {
    let mut config = GameConfig::base(2);
    assert!(config.validate().is_ok());
    for &e in Expansion::all() {
        config.set(e, true);
    }
    assert!(config.validate().is_ok(), "every expansion together plays");
    let ohd = GameConfig {
        game: GameKind::OverHillAndDale,
        ..GameConfig::with_rules(2, [])
    };
    assert!(ohd.validate().is_ok(), "Over Hill and Dale plays");
    let crowded = GameConfig {
        players: 6,
        ..ohd.clone()
    };
    let err = crowded.validate().expect_err("2 to 5 players");
    assert!(err.to_string().contains("at most 5"), "{err}");
    let mixed = GameConfig {
        game: GameKind::OverHillAndDale,
        ..GameConfig::base(2)
    };
    assert!(
        mixed.validate().is_err(),
        "a separate game takes no expansions"
    );
    let wheel = GameConfig {
        game: GameKind::WheelOfFortune,
        ..GameConfig::with_rules(5, [])
    };
    assert!(wheel.validate().is_ok(), "The Wheel of Fortune plays");
    let crowded = GameConfig {
        players: 6,
        ..wheel.clone()
    };
    assert!(crowded.validate().is_err(), "2 to 5 players");
    let mixed = GameConfig {
        game: GameKind::WheelOfFortune,
        ..GameConfig::base(2)
    };
    assert!(mixed.validate().is_err());
}

#[test]
fn the_capabilities_played_come_from_the_game_and_its_expansions() {
    assert_eq!(
        GameConfig::with_rules(2, []).capabilities(),
        Vec::<&str>::new()
    );
    let ohd = GameConfig {
        game: GameKind::OverHillAndDale,
        ..GameConfig::with_rules(2, [])
    };
    assert_eq!(ohd.capabilities(), ["over-hill-and-dale"]);
    let wheel = GameConfig {
        game: GameKind::WheelOfFortune,
        ..GameConfig::with_rules(2, [])
    };
    assert_eq!(wheel.capabilities(), ["farmers", "wheel-of-fortune"]);
    let both_rivers = GameConfig::with_rules(2, [Expansion::River1, Expansion::River2]);
    assert_eq!(
        both_rivers.capabilities(),
        ["river"],
        "one capability plays both"
    );
}

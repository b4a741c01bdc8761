use super::*;

#[test]
fn keys_are_stable_and_round_trip() {
    let keys: Vec<&str> = Expansion::offered().map(|e| e.key()).collect();
    assert_eq!(
        keys,
        ["farmers", "abbot", "river1", "river2", "inns", "traders", "hills", "wheel"]
    );
    for &e in Expansion::all() {
        assert_eq!(Expansion::from_key(e.key()), Some(e));
        let json = serde_json::to_string(&e).expect("serialise");
        assert_eq!(json, format!("\"{}\"", e.key()));
        assert_eq!(serde_json::from_str::<Expansion>(&json).ok(), Some(e));
    }
    for &g in GameKind::all() {
        assert_eq!(GameKind::from_key(g.key()), Some(g));
    }
    assert_eq!(GameKind::WheelOfFortune.key(), "wheel-of-fortune");
    assert_eq!(GameKind::OverHillAndDale.key(), "over-hill-and-dale");
    assert!(serde_json::from_str::<Expansion>("\"dragons\"").is_err());
}

#[test]
fn a_rules_list_is_parsed_or_refused_with_the_known_keys() {
    assert_eq!(
        parse_expansions("traders, hills"),
        Ok(vec![Expansion::Traders, Expansion::Hills])
    );
    assert_eq!(parse_expansions(""), Ok(vec![]));
    assert_eq!(
        parse_expansions("Farmers, ABBOT"),
        Ok(vec![Expansion::Farmers, Expansion::Abbot]),
        "keys are read in any case"
    );
    let err = parse_expansions("farmers,dragons").expect_err("unknown key");
    assert!(err.contains("dragons") && err.contains("river2"), "{err}");
}

#[test]
fn expansions_and_games_sort_in_list_order() {
    let mut shuffled = vec![Expansion::Wheel, Expansion::Farmers, Expansion::River2];
    shuffled.sort();
    assert_eq!(
        shuffled,
        [Expansion::Farmers, Expansion::River2, Expansion::Wheel]
    );
    assert_eq!(
        GameKind::all(),
        [
            GameKind::Carcassonne,
            GameKind::WheelOfFortune,
            GameKind::OverHillAndDale
        ]
    );
}

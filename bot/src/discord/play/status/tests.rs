use super::*;
use carcassonne_engine::Tokens;

#[test]
fn durations_read_naturally() {
    assert_eq!(duration_words(0), "off");
    assert_eq!(duration_words(4 * 3600), "4 h");
    assert_eq!(duration_words(86_400), "1 day");
    assert_eq!(duration_words(3 * 86_400), "3 days");
    assert_eq!(duration_words(90), "90 s");
    assert_eq!(elapsed_words(2 * 86_400 + 3 * 3600 + 17), "2 days 3 h");
    assert_eq!(elapsed_words(86_400 + 59), "1 day");
    assert_eq!(elapsed_words(5 * 3600 + 1200), "5 h");
    assert_eq!(elapsed_words(40 * 60 + 5), "40 min");
    assert_eq!(elapsed_words(3), "1 min");
}

fn player(seat: u32, name: &str, by_kind: &[(ScoreKind, u32)]) -> PlayerResult {
    PlayerResult {
        seat,
        user_id: 100 + u64::from(seat),
        mention: format!("<@{}>", 100 + u64::from(seat)),
        display_name: name.into(),
        colour: "red".into(),
        removed: false,
        total: by_kind.iter().map(|(_, n)| n).sum(),
        by_kind: ScoreKind::all()
            .iter()
            .map(|&k| {
                let n = by_kind
                    .iter()
                    .find(|(kind, _)| *kind == k)
                    .map_or(0, |p| p.1);
                (k, n)
            })
            .collect(),
        tokens: Vec::new(),
    }
}

/// The columns of a Carcassonne sheet with the Abbot and farmers.
const BASE: [ScoreKind; 5] = [
    ScoreKind::City,
    ScoreKind::Road,
    ScoreKind::Monastery,
    ScoreKind::Garden,
    ScoreKind::Field,
];

#[test]
fn the_score_sheet_lists_every_kind_and_all_tied_winners() {
    let sheet = FinalBreakdown {
        game_id: 1,
        game: GameKind::Carcassonne,
        columns: BASE.to_vec(),
        finished: true,
        players: vec![
            player(0, "alice", &[(ScoreKind::City, 12)]),
            player(1, "bob", &[(ScoreKind::City, 12)]),
        ],
        winners: vec![0, 1],
    };
    let text = breakdown_text(&sheet);
    for word in [
        "roads 0",
        "cities 12",
        "monasteries 0",
        "gardens 0",
        "farms 0",
    ] {
        assert!(text.contains(word), "{word} missing from {text}");
    }
    // Kinds that are not columns of this game are not rows of zeros.
    for word in ["goods", "hikes", "stables", "harvest"] {
        assert!(!text.contains(word), "{word} in {text}");
    }
    assert!(text.contains("Winners (tie): <@100> and <@101>"), "{text}");
}

#[test]
fn over_hill_and_dale_sheets_speak_of_paths_fields_stables_and_harvest() {
    let mut alice = player(
        0,
        "alice",
        &[
            (ScoreKind::City, 6),
            (ScoreKind::Road, 3),
            (ScoreKind::Hike, 2),
            (ScoreKind::Stable, 4),
            (ScoreKind::Harvest, 11),
        ],
    );
    alice.tokens = ["apple", "strawberry", "pumpkin", "sunflower", "grain"]
        .into_iter()
        .map(|key| Tokens { key, count: 1 })
        .collect();
    alice.tokens[0].count = 2;
    let sheet = FinalBreakdown {
        game_id: 1,
        game: GameKind::OverHillAndDale,
        columns: vec![
            ScoreKind::City,
            ScoreKind::Road,
            ScoreKind::Hike,
            ScoreKind::Stable,
            ScoreKind::Harvest,
        ],
        finished: true,
        players: vec![alice, player(1, "bob", &[(ScoreKind::Road, 1)])],
        winners: vec![0],
    };
    let text = breakdown_text(&sheet);
    assert!(
        text.contains("**26** points (fields 6, paths 3, hikes 2, stables 4, harvest 11); harvest tokens: 2 apples, 1 strawberry, 1 pumpkin, 1 sunflower and 1 grain (1 set of five fruits)"),
        "{text}"
    );
    assert!(
        text.contains("**1** points (fields 0, paths 1, hikes 0, stables 0, harvest 0)\n"),
        "{text}"
    );
    for word in [
        "cities",
        "roads",
        "farms",
        "meadows",
        "monasteries",
        "gardens",
    ] {
        assert!(!text.contains(word), "{word} in {text}");
    }
}

use super::*;
use crate::i18n::Lang;
use carcassonne_engine::Tokens;

#[test]
fn durations_read_naturally() {
    assert_eq!(duration_words(Lang::En, 0), "off");
    assert_eq!(duration_words(Lang::En, 4 * 3600), "4 h");
    assert_eq!(duration_words(Lang::En, 86_400), "1 day");
    assert_eq!(duration_words(Lang::En, 3 * 86_400), "3 days");
    assert_eq!(duration_words(Lang::En, 90), "90 s");
    assert_eq!(
        elapsed_words(Lang::En, 2 * 86_400 + 3 * 3600 + 17),
        "2 days 3 h"
    );
    assert_eq!(elapsed_words(Lang::En, 86_400 + 59), "1 day");
    assert_eq!(elapsed_words(Lang::En, 5 * 3600 + 1200), "5 h");
    assert_eq!(elapsed_words(Lang::En, 40 * 60 + 5), "40 min");
    assert_eq!(elapsed_words(Lang::En, 3), "1 min");
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
    let text = breakdown_text(Lang::En, &sheet);
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
    let text = breakdown_text(Lang::En, &sheet);
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

/// A running two-player game with Farmers and Traders & Builders, some turns in.
fn running(seed: u64) -> LoadedGame {
    use crate::store::{GameRow, GameStatus, SeatRow, COLOURS};
    let config = carcassonne_engine::GameConfig::with_rules(
        2,
        carcassonne_engine::parse_expansions("farmers,traders").expect("rules"),
    );
    let game =
        carcassonne_engine::random::random_game(config.clone(), seed, Some(12)).expect("a game");
    let seats = ["alice", "bob"]
        .iter()
        .enumerate()
        .map(|(i, name)| SeatRow {
            game_id: 3,
            seat: i as u32,
            user_id: 100 + i as u64,
            display_name: (*name).into(),
            colour: COLOURS[i].into(),
            dm_opt_in: false,
            removed: false,
            joined_at: 0,
            ai: None,
        })
        .collect();
    LoadedGame {
        row: GameRow {
            id: 3,
            guild_id: None,
            channel_id: 9,
            host_id: 100,
            status: GameStatus::Active,
            broken_reason: None,
            config: String::new(),
            seed,
            version: 12,
            turn: 12,
            state: None,
            base_state: None,
            base_version: 0,
            created_at: 0,
            updated_at: 1_700_000_000,
        },
        seats,
        settings: Settings::default(),
        config,
        game: Some(game),
    }
}

/// Words of the English status and score sheet that no other language shares.
const ENGLISH: [&str; 16] = [
    "points",
    "Turn ",
    "waiting for",
    "Tiles left",
    "if the game ended",
    "in hand",
    "Reminder after",
    "timeout after",
    "base game",
    "cities",
    "roads",
    "farms",
    "followers",
    "yellow",
    "Winner",
    " and ",
];

#[test]
fn status_reads_in_the_readers_language() {
    let loaded = running(2);
    let en = status_text(Lang::En, &loaded);
    assert!(en.contains("Tiles left: "), "{en}");
    assert!(en.contains("- **alice** (yellow): "), "{en}");
    assert!(en.contains(" if the game ended now"), "{en}");
    let de = status_text(Lang::De, &loaded);
    assert!(de.contains("Verbleibende Plättchen: "), "{de}");
    assert!(de.contains("- **alice** (gelb): "), "{de}");
    assert!(
        de.contains(" Gefolgsleute, ") && de.contains(" im Vorrat"),
        "{de}"
    );
    assert!(de.contains("Erinnerung nach "), "{de}");
    let pl = status_text(Lang::Pl, &loaded);
    assert!(pl.contains("Pozostało płytek: "), "{pl}");
    assert!(pl.contains("- **alice** (żółty): "), "{pl}");
    assert!(pl.contains("w zapasie: "), "{pl}");
    assert!(pl.contains("Tura 13: czekamy na <@"), "{pl}");
    assert!(pl.contains(" podwładnych, "), "{pl}");
    for text in [&de, &pl] {
        for word in ENGLISH {
            assert!(!text.contains(word), "{word:?} in {text}");
        }
    }
}

#[test]
fn the_score_sheet_reads_in_german_and_polish() {
    let sheet = FinalBreakdown {
        game_id: 1,
        game: GameKind::Carcassonne,
        columns: BASE.to_vec(),
        finished: true,
        players: vec![
            player(0, "alice", &[(ScoreKind::City, 22), (ScoreKind::Field, 5)]),
            player(1, "bob", &[(ScoreKind::City, 2), (ScoreKind::Road, 25)]),
        ],
        winners: vec![0, 1],
    };
    let de = breakdown_text(Lang::De, &sheet);
    assert!(
        de.contains("- **alice** (rot): **27** Punkte (Städte 22, Straßen 0, Klöster 0, Gärten 0, Wiesen 5)"),
        "{de}"
    );
    assert!(
        de.contains("🏆 Sieger (Gleichstand): <@100> und <@101>!"),
        "{de}"
    );
    let pl = breakdown_text(Lang::Pl, &sheet);
    assert!(
        pl.contains("- **alice** (czerwony): **27** punktów (miasta 22, drogi 0, klasztory 0, ogrody 0, pola 5)"),
        "{pl}"
    );
    assert!(pl.contains("- **bob** (czerwony): **27** punktów"), "{pl}");
    assert!(
        pl.contains("🏆 Zwycięzcy (remis): <@100> i <@101>!"),
        "{pl}"
    );
    for text in [&de, &pl] {
        for word in ENGLISH {
            assert!(!text.contains(word), "{word:?} in {text}");
        }
    }
    let one = FinalBreakdown {
        players: vec![player(0, "alice", &[(ScoreKind::City, 22)])],
        winners: vec![0],
        ..sheet
    };
    let pl = breakdown_text(Lang::Pl, &one);
    assert!(pl.contains("**22** punkty"), "{pl}");
    assert!(pl.contains("🏆 Zwycięzca: <@100>!"), "{pl}");
}

#[test]
fn durations_read_in_german_and_polish() {
    assert_eq!(duration_words(Lang::De, 0), "aus");
    assert_eq!(duration_words(Lang::De, 3 * 86_400), "3 Tage");
    assert_eq!(duration_words(Lang::Pl, 86_400), "1 dzień");
    assert_eq!(
        elapsed_words(Lang::Pl, 2 * 86_400 + 3 * 3600),
        "2 dni 3 godz."
    );
}

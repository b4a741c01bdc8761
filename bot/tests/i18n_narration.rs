//! The narration, the final score sheet and the AI's reasons in every language: German and
//! Polish read natively (their plural forms right, no English left), English reads as it
//! always did.

use carcassonne_ai::{decide, strategy, Budget, Level};
use carcassonne_bot::discord::play::final_scoring::{by_player, detail_text, player_line};
use carcassonne_bot::discord::play::narrate::{narrate, narrate_lines, scored_nothing, Names};
use carcassonne_bot::i18n::{note, Lang};
use carcassonne_engine::random::{random_action, random_game};
use carcassonne_engine::rng::Rng;
use carcassonne_engine::{
    parse_expansions, Action, Event, FigureKind, Game, GameConfig, Pos, ScoreKind,
};

fn names() -> Vec<String> {
    vec!["alice".into(), "bob".into()]
}

fn scored(kind: ScoreKind, completed: bool, tiles: usize, points: u32) -> Event {
    Event::Scored {
        kind,
        completed,
        tiles: (0..tiles as i32).map(|i| Pos::new(i, 0)).collect(),
        points,
        winners: vec![0],
        note: None,
    }
}

/// A city, a road, a monastery and a farm scored for 2, 5, 1 and 22 points: the numbers that
/// reach every plural form (Polish: few, many, one, few again).
fn four_scores() -> Vec<Event> {
    vec![
        scored(ScoreKind::City, true, 3, 2),
        scored(ScoreKind::Road, true, 4, 5),
        scored(ScoreKind::Monastery, false, 9, 1),
        scored(ScoreKind::Field, false, 6, 22),
    ]
}

/// Words of the English narration that no other language shares.
const ENGLISH: [&str; 14] = [
    " point",
    "completed",
    "Final scoring",
    " to ",
    "tile",
    "city",
    "road",
    "farm",
    "monastery",
    "follower",
    "placed",
    " put ",
    "nobody",
    " and ",
];

fn assert_no_english(text: &str) {
    for word in ENGLISH {
        assert!(!text.contains(word), "{word:?} in {text}");
    }
}

#[test]
fn scores_read_as_before_in_english() {
    let game = Game::new(GameConfig::base(2), 3).expect("set-up");
    let n = names();
    let text = narrate(Lang::En, &four_scores(), &Names(&n), &game);
    assert_eq!(
        text,
        "A 3-tile city was completed: 2 points to alice.\n\
         A 4-tile road was completed: 5 points to alice.\n\
         Final scoring, 9-tile monastery: 1 point to alice.\n\
         Final scoring, 6-tile farm: 22 points to alice."
    );
}

#[test]
fn scores_read_in_german() {
    let game = Game::new(GameConfig::base(2), 3).expect("set-up");
    let n = names();
    let text = narrate(Lang::De, &four_scores(), &Names(&n), &game);
    assert_eq!(
        text,
        "Stadt aus 3 Plättchen fertiggestellt: 2 Punkte für alice.\n\
         Straße aus 4 Plättchen fertiggestellt: 5 Punkte für alice.\n\
         Schlusswertung, Kloster aus 9 Plättchen: 1 Punkt für alice.\n\
         Schlusswertung, Wiese aus 6 Plättchen: 22 Punkte für alice."
    );
    assert_no_english(&text);
}

#[test]
fn scores_read_in_polish_with_each_plural_form() {
    let game = Game::new(GameConfig::base(2), 3).expect("set-up");
    let n = names();
    let text = narrate(Lang::Pl, &four_scores(), &Names(&n), &game);
    assert_eq!(
        text,
        "Ukończone: miasto z 3 płytek – 2 punkty dla: alice.\n\
         Ukończone: droga z 4 płytek – 5 punktów dla: alice.\n\
         Punktacja końcowa, klasztor z 9 płytek: 1 punkt dla: alice.\n\
         Punktacja końcowa, pole z 6 płytek: 22 punkty dla: alice."
    );
    assert_no_english(&text);
}

#[test]
fn shared_scores_and_the_engines_reasons_are_translated() {
    let game = Game::new(GameConfig::base(2), 3).expect("set-up");
    let n = names();
    let shared = [Event::Scored {
        kind: ScoreKind::City,
        completed: true,
        tiles: vec![Pos::new(0, 0), Pos::new(0, 1)],
        points: 4,
        winners: vec![0, 1],
        note: None,
    }];
    assert_eq!(
        narrate(Lang::Fr, &shared, &Names(&n), &game),
        "Construction achevée : ville de 2 tuiles – 4 points pour alice et bob."
    );
    assert_eq!(
        narrate(Lang::Es, &shared, &Names(&n), &game),
        "Completado: ciudad de 2 losetas – 4 puntos para alice y bob."
    );
    let worthless = [Event::Scored {
        kind: ScoreKind::Field,
        completed: false,
        tiles: vec![Pos::new(0, 1), Pos::new(0, 2)],
        points: 0,
        winners: vec![1],
        note: Some("note-no-completed-city"),
    }];
    let words = game.words();
    let cell = carcassonne_render::cell_name(Pos::new(0, 1));
    let en = scored_nothing(Lang::En, &worthless, &Names(&n), words);
    assert_eq!(
        en,
        [format!(
            "bob's 2-tile farm at **{cell}**: no completed city borders this field"
        )]
    );
    let de = scored_nothing(Lang::De, &worthless, &Names(&n), words);
    assert_eq!(
        de,
        [format!(
            "bob: Wiese aus 2 Plättchen bei **{cell}**: an diese Wiese grenzt keine fertige Stadt"
        )]
    );
    let pl = scored_nothing(Lang::Pl, &worthless, &Names(&n), words);
    assert_eq!(
        pl,
        [format!(
            "bob: pole z 2 płytek na **{cell}**: to pole nie graniczy z żadnym ukończonym miastem"
        )]
    );
}

/// The first move of a game: a tile and a follower on it.
fn first_move() -> (Game, Vec<Event>) {
    let mut game = Game::new(GameConfig::base(2), 3).expect("set-up");
    let placement = game.legal_placements()[0];
    let mut events = game.apply(Action::Place(placement)).expect("legal");
    let spot = game.deploy_spots()[0];
    events.extend(
        game.apply(Action::Deploy {
            spot,
            figure: FigureKind::FOLLOWER,
        })
        .expect("legal"),
    );
    (game, events)
}

#[test]
fn a_placement_and_a_follower_read_in_german_and_polish() {
    let (game, events) = first_move();
    let n = names();
    let de = narrate(Lang::De, &events, &Names(&n), &game);
    assert!(de.starts_with("alice legt ein Plättchen ("), "{de}");
    assert!(de.contains("alice setzt einen Gefolgsmann "), "{de}");
    let pl = narrate(Lang::Pl, &events, &Names(&n), &game);
    assert!(pl.starts_with("alice kładzie płytkę ("), "{pl}");
    assert!(pl.contains("alice stawia podwładnego "), "{pl}");
    for text in [&de, &pl] {
        for word in [" placed ", " put ", "follower", " on the ", "turned"] {
            assert!(!text.contains(word), "{word:?} in {text}");
        }
    }
}

/// A whole random game with these rules; returns it and the events of its last move.
fn last_move(rules: &str, players: usize, seed: u64) -> (Game, Vec<Event>) {
    let config = GameConfig::with_rules(players, parse_expansions(rules).expect("rules"));
    let mut game = Game::new(config, seed).expect("set-up");
    let mut rng = Rng::new(seed);
    let mut events = Vec::new();
    while !game.is_over() {
        let action = random_action(&game, &mut rng).expect("a legal action");
        events = game.apply(action).expect("legal");
    }
    (game, events)
}

#[test]
fn the_score_sheet_reads_in_german_and_polish() {
    let n: Vec<String> = ["alice", "bob", "carol"].map(String::from).into();
    let (game, events) = last_move("farmers", 3, 4);
    let finals = by_player(&events, 3);
    assert!(!finals.is_empty());
    for p in &finals {
        let en = player_line(Lang::En, p, &Names(&n), game.words());
        assert!(en.contains(" from "), "{en}");
        let de = player_line(Lang::De, p, &Names(&n), game.words());
        assert!(de.contains(" für "), "{de}");
        let pl = player_line(Lang::Pl, p, &Names(&n), game.words());
        assert!(pl.contains(" – "), "{pl}");
        for lang in carcassonne_bot::i18n::Lang::ALL {
            println!(
                "{lang} sheet: {}",
                player_line(lang, p, &Names(&n), game.words())
            );
        }
        for text in [&de, &pl] {
            for word in [" from ", "cities", "roads", "farms", "monaster", "city"] {
                assert!(!text.contains(word), "{word:?} in {text}");
            }
        }
    }
    let de = detail_text(Lang::De, &events, &Names(&n), &game, 3);
    assert!(
        de.starts_with("Schlusswertung, Spieler für Spieler\n"),
        "{de}"
    );
    assert!(de.contains("In der Reihenfolge des Geschehens"), "{de}");
    assert!(
        de.contains("Punkte für ") || de.contains("Punkt für "),
        "{de}"
    );
    let pl = detail_text(Lang::Pl, &events, &Names(&n), &game, 3);
    assert!(
        pl.starts_with("Punktacja końcowa, gracz po graczu\n"),
        "{pl}"
    );
    assert!(pl.contains("Gra skończona."), "{pl}");
    for text in [&de, &pl] {
        assert_no_english(text);
    }
    let lines = narrate_lines(Lang::Pl, &events, &Names(&n), &game);
    assert!(
        lines.iter().any(|l| l.starts_with("Punktacja końcowa, ")),
        "{lines:?}"
    );
}

/// English words of the AI's reasons.
const REASON_WORDS: [&str; 16] = [
    "completes",
    "your",
    "extends",
    "starts",
    "claims",
    " with ",
    "so far",
    "points",
    "follower",
    "farmer",
    "keeps",
    "places the tile",
    "joins",
    "takes over",
    "nothing",
    " yet",
];

#[test]
fn the_ais_reasons_read_in_every_language() {
    let mut seen = 0;
    let mut completions = 0;
    for seed in 0..30u64 {
        let game = random_game(GameConfig::base(2), seed, Some((seed % 40) as u32)).expect("game");
        if game.is_over() {
            continue;
        }
        let d = decide(
            strategy(Level::Medium, seed).as_mut(),
            &game,
            Budget::default(),
        )
        .expect("decides");
        let en = note(Lang::En, &d.reason);
        assert!(
            !en.is_empty() && !en.contains("ai-"),
            "{en} from {}",
            d.reason
        );
        if d.reason.to_string().contains("ai-completes-yours") {
            assert!(en.contains("completes your "), "{en}");
            completions += 1;
        }
        for lang in [Lang::De, Lang::Fr, Lang::Es, Lang::Pl] {
            let text = note(lang, &d.reason);
            assert!(!text.is_empty() && !text.contains("ai-"), "{lang}: {text}");
            assert!(
                !text.contains("noun-") && !text.contains("score-"),
                "{lang}: {text}"
            );
            if matches!(lang, Lang::De | Lang::Pl) {
                for word in REASON_WORDS {
                    assert!(
                        !text.contains(word),
                        "{lang}: {word:?} in {text} (en: {en})"
                    );
                }
            }
        }
        seen += 1;
    }
    assert!(seen > 10 && completions > 0, "{seen} {completions}");
}

#[test]
fn a_reason_reads_as_before_in_english_and_natively_elsewhere() {
    use carcassonne_engine::Note;
    let city = Note::new("noun-city").number("count", 1);
    let road = Note::new("noun-road").number("count", 1);
    let reason = Note::new("ai-list-two")
        .note(
            "first",
            Note::new("ai-completes-yours")
                .note("what", city)
                .text("kind", "noun-city")
                .number("points", 10),
        )
        .note(
            "last",
            Note::new("ai-starts")
                .note("what", road)
                .text("kind", "noun-road")
                .text("key", "noun-follower")
                .note("figure", Note::new("noun-follower").number("count", 1))
                .note("size", Note::new("ai-so-far").number("points", 2)),
        );
    assert_eq!(
        note(Lang::En, &reason),
        "completes your city for 10 and starts a road with a follower (2 points so far)"
    );
    assert_eq!(
        note(Lang::De, &reason),
        "schließt deine Stadt ab: 10 Punkte und beginnt eine Straße mit einem Gefolgsmann (bisher 2 Punkte)"
    );
    assert_eq!(
        note(Lang::Pl, &reason),
        "kończy twoje miasto za 10 punktów i zaczyna drogę z podwładnym (na razie 2 punkty)"
    );
    assert_eq!(
        note(Lang::Fr, &reason),
        "achève ta ville pour 10 points et commence une route avec un partisan (2 points pour l'instant)"
    );
    assert_eq!(
        note(Lang::Es, &reason),
        "completa tu ciudad por 10 puntos y empieza un camino con un seguidor (2 puntos por ahora)"
    );
}

#[test]
fn the_catalogue_loads_and_these_areas_are_complete() {
    // The renderer's words and these areas, on their own: a file of another area that does
    // not load is that area's test's to report.
    let mut sources = carcassonne_render::i18n::sources();
    sources.extend(carcassonne_bot::i18n::sources().into_iter().filter(|s| {
        ["/narration/", "/ai/", "/engine/"]
            .iter()
            .any(|a| s.path.contains(a))
    }));
    let catalogue =
        carcassonne_bot::i18n::Catalogue::new(sources).unwrap_or_else(|err| panic!("{err}"));
    let report = catalogue.check();
    let mine: Vec<String> = report
        .problems
        .iter()
        .filter(|p| {
            [
                "narr-", "ai-", "action-", "move-", "fit-", "side-", "edge-", "setup-", "note-no-",
            ]
            .iter()
            .any(|prefix| p.key.starts_with(prefix))
        })
        .map(|p| p.to_string())
        .collect();
    assert!(mine.is_empty(), "{mine:#?}");
}

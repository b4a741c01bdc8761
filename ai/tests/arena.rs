//! The arena library: a small run adds up, names its entries by seat position, reports points by
//! kind and the JSON shape the bot's `arena` command prints; the entries beyond the three levels
//! (the frozen `hard-v1`, random play) play whole games legally.

use carcassonne_ai::arena::{run, ArenaConfig, ArenaError, Entry};
use carcassonne_ai::{decide, ArenaReport, Budget, Level};
use carcassonne_engine::{parse_expansions, Game, GameConfig, GameKind};

fn config_of(game: &str, rules: &str, players: usize) -> GameConfig {
    GameConfig {
        game: GameKind::from_key(game).expect("a game the engine knows"),
        ..GameConfig::with_rules(players, parse_expansions(rules).expect("known rules"))
    }
}

/// Each entry's points by kind add up to its mean score.
fn assert_kinds_add_up(report: &ArenaReport) {
    for s in &report.strategies {
        let sum: f64 = s.points_by_kind.iter().map(|(_, p)| p).sum();
        assert!(
            (sum - s.mean_score).abs() < 1e-9,
            "{}: kinds {:?} add up to {sum}, not {}",
            s.name,
            s.points_by_kind,
            s.mean_score
        );
    }
}

fn kind_points(report: &ArenaReport, entry: usize, kind: &str) -> Option<f64> {
    report.strategies[entry]
        .points_by_kind
        .iter()
        .find(|(k, _)| k.name() == kind)
        .map(|&(_, p)| p)
}

#[test]
fn a_small_arena_run_adds_up_and_reports_json() {
    let config = ArenaConfig {
        seats: vec![
            Level::Hard.into(),
            Level::Medium.into(),
            Level::Medium.into(),
        ],
        games: 4,
        config: GameConfig::base(3),
        seed: 11,
        budget: Budget::iterations(15),
        threads: 2,
    };
    let report = run(&config).expect("arena");
    assert_eq!(report.games, 4);
    let names: Vec<&str> = report.strategies.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["hard", "medium#1", "medium#2"]);
    let wins: f64 = report.strategies.iter().map(|s| s.wins).sum();
    assert!(
        (wins - 4.0).abs() < 1e-9,
        "wins add up to the games: {wins}"
    );
    for s in &report.strategies {
        assert_eq!(s.games, 4);
        assert!(s.decisions > 0);
        assert!(s.win_rate_ci.0 <= s.win_rate && s.win_rate <= s.win_rate_ci.1);
        assert!(s.mean_score > 0.0);
        assert!(s.mean_decision_ms <= s.p95_decision_ms && s.p95_decision_ms <= s.max_decision_ms);
        let kinds: Vec<&str> = s.points_by_kind.iter().map(|(k, _)| k.name()).collect();
        // The base game with farmers awards these four and nothing else.
        assert_eq!(kinds, ["city", "road", "monastery", "field"], "{}", s.name);
    }
    assert_kinds_add_up(&report);

    let text = report.to_json();
    assert!(
        text.starts_with(r#"{"strategies":[{"name":"hard","games":4,"wins":"#),
        "{text}"
    );
    let order = [
        "\"name\"",
        "\"games\"",
        "\"wins\"",
        "\"win_rate\"",
        "\"mean_score\"",
        "\"p95_decision_ms\"",
        "\"win_rate_ci\"",
        "\"decisions\"",
        "\"mean_decision_ms\"",
        "\"max_decision_ms\"",
        "\"points_by_kind\":{\"city\":",
        "\"road\"",
        "\"monastery\"",
    ];
    let at: Vec<usize> = order
        .iter()
        .map(|k| text.find(k).unwrap_or_else(|| panic!("{k} in {text}")))
        .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "keys in order: {text}");
    let json: serde_json::Value = serde_json::from_str(&text).expect("json");
    let object = json.as_object().expect("an object");
    assert_eq!(object.keys().collect::<Vec<_>>(), ["strategies"]);
    let entries = json["strategies"].as_array().expect("a list");
    assert_eq!(entries.len(), 3);
    for (e, s) in entries.iter().zip(&report.strategies) {
        let mut keys: Vec<&str> = e
            .as_object()
            .expect("entry")
            .keys()
            .map(String::as_str)
            .collect();
        keys.sort_unstable();
        assert_eq!(
            keys,
            [
                "decisions",
                "games",
                "max_decision_ms",
                "mean_decision_ms",
                "mean_score",
                "name",
                "p95_decision_ms",
                "points_by_kind",
                "win_rate",
                "win_rate_ci",
                "wins"
            ]
        );
        // serde_json reads a float back to within its last bit (exact reading is a feature
        // the crate keeps off by default).
        let near = |v: &serde_json::Value, want: f64| {
            v.as_f64().is_some_and(|x| (x - want).abs() <= 1e-12)
        };
        for (kind, points) in &s.points_by_kind {
            assert!(near(&e["points_by_kind"][kind.name()], *points), "{kind:?}");
        }
        let ci = e["win_rate_ci"].as_array().expect("two bounds");
        assert_eq!(ci.len(), 2);
        assert!(near(&ci[0], s.win_rate_ci.0), "{ci:?}");
        assert!(near(&ci[1], s.win_rate_ci.1), "{ci:?}");
    }
    assert_eq!(entries[1]["name"], "medium#1");

    let table = report.to_string();
    assert!(
        table.contains("95% CI") && table.contains("medium#2"),
        "{table}"
    );
    assert!(
        table.contains("points/game") && table.contains("monastery"),
        "{table}"
    );
}

#[test]
fn arena_runs_are_reproducible_and_check_their_seats() {
    let config = ArenaConfig {
        seats: vec![Level::Medium.into(), Level::Easy.into()],
        games: 3,
        config: GameConfig::base(2),
        seed: 5,
        budget: Budget::default(),
        threads: 1,
    };
    let a = run(&config).expect("first");
    let b = run(&ArenaConfig {
        threads: 3,
        ..config.clone()
    })
    .expect("second");
    let summary = |r: &carcassonne_ai::ArenaReport| {
        r.strategies
            .iter()
            .map(|s| (s.wins, s.mean_score, s.points_by_kind.clone()))
            .collect::<Vec<_>>()
    };
    assert_eq!(summary(&a), summary(&b), "same seed, same games");

    let wrong = ArenaConfig {
        config: GameConfig::base(3),
        ..config
    };
    assert!(matches!(
        run(&wrong),
        Err(ArenaError::PlayerCount {
            players: 3,
            seats: 2
        })
    ));
}

/// Plays one whole game of `config` seated by `entries`, checking every decision against the
/// engine's legal actions; returns the number of decisions.
fn play_whole_game(entries: &[Entry], config: GameConfig, seed: u64) -> usize {
    let mut game = Game::new(config, seed).expect("game");
    let mut players: Vec<_> = entries
        .iter()
        .enumerate()
        .map(|(i, e)| e.build(seed + i as u64))
        .collect();
    let mut decisions = 0;
    while !game.is_over() {
        decisions += 1;
        assert!(decisions < 5_000, "the game does not end");
        let seat = game.deciding_player();
        let decision = decide(players[seat].as_mut(), &game, Budget::iterations(4))
            .unwrap_or_else(|e| panic!("{} at decision {decisions}: {e}", entries[seat]));
        assert!(
            game.legal_actions().contains(&decision.action),
            "{} chose {:?}, not a legal action",
            entries[seat],
            decision.action
        );
        assert_eq!(decision.plan.first(), Some(&decision.action));
        game.apply(decision.action).expect("legal");
    }
    decisions
}

#[test]
fn random_and_hard_v1_entries_parse_and_play_whole_games_legally() {
    let random = Entry::parse("random").expect("random");
    let frozen = Entry::parse("hard-v1").expect("hard-v1");
    assert_eq!((random, frozen), (Entry::Random, Entry::HardV1));
    for (game, rules) in [
        (
            "carcassonne",
            "farmers,abbot,river1,river2,inns,traders,hills,wheel",
        ),
        ("wheel-of-fortune", ""),
        ("over-hill-and-dale", ""),
    ] {
        let decisions = play_whole_game(&[frozen, random], config_of(game, rules, 2), 3);
        assert!(decisions > 40, "{game}: only {decisions} decisions");
    }

    let report = run(&ArenaConfig {
        seats: vec![frozen, random],
        games: 2,
        config: config_of("carcassonne", "farmers", 2),
        seed: 8,
        budget: Budget::iterations(20),
        threads: 1,
    })
    .expect("arena");
    let names: Vec<&str> = report.strategies.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["hard-v1", "random"]);
    assert!(report.strategies.iter().all(|s| s.decisions > 0));
    assert!(
        report.strategies[0].mean_score > report.strategies[1].mean_score,
        "the frozen Hard outscores random play: {report}"
    );
    assert_kinds_add_up(&report);
}

#[test]
fn kinds_add_up_to_the_score_with_several_rule_systems() {
    let report = run(&ArenaConfig {
        seats: vec![Level::Medium.into(), Entry::Random],
        games: 3,
        config: config_of("carcassonne", "farmers,abbot,inns,traders,hills", 2),
        seed: 21,
        budget: Budget::default(),
        threads: 2,
    })
    .expect("arena");
    assert_kinds_add_up(&report);
    let kinds: Vec<&str> = report.strategies[0]
        .points_by_kind
        .iter()
        .map(|(k, _)| k.name())
        .collect();
    for kind in [
        "city",
        "road",
        "monastery",
        "field",
        "garden",
        "goods",
        "flock",
    ] {
        assert!(kinds.contains(&kind), "{kind} in {kinds:?}");
    }
    assert!(!kinds.contains(&"crown"), "no wheel in play: {kinds:?}");
    // The table shows every kind by name.
    let table = report.to_string();
    assert!(
        table.contains("goods") && table.contains("flock"),
        "{table}"
    );
}

#[test]
fn a_wheel_of_fortune_arena_reports_crown_points() {
    let report = run(&ArenaConfig {
        seats: vec![Entry::Random, Entry::Random],
        games: 4,
        config: config_of("wheel-of-fortune", "", 2),
        seed: 4,
        budget: Budget::default(),
        threads: 2,
    })
    .expect("arena");
    assert_kinds_add_up(&report);
    let crowns: Vec<f64> = (0..2)
        .map(|e| kind_points(&report, e, "crown").expect("crown is reported"))
        .collect();
    assert!(
        crowns.iter().all(|&c| c > 0.0),
        "random play gathers crowns: {crowns:?}"
    );
    let json: serde_json::Value = serde_json::from_str(&report.to_json()).expect("json");
    assert_eq!(
        json["strategies"][1]["points_by_kind"]["crown"].as_f64(),
        Some(crowns[1])
    );
    assert_eq!(json["strategies"][0]["name"], "random#1");
}

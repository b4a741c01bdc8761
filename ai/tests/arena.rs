//! The arena library: a small run adds up, names its entries by seat position and reports the
//! JSON shape the bot's `arena` command prints.

use carcassonne_ai::arena::{run, ArenaConfig, ArenaError};
use carcassonne_ai::{Budget, Level};
use carcassonne_engine::GameConfig;

#[test]
fn a_small_arena_run_adds_up_and_reports_json() {
    let config = ArenaConfig {
        seats: vec![Level::Hard, Level::Medium, Level::Medium],
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
    }

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
    ];
    let at: Vec<usize> = order.iter().map(|k| text.find(k).expect("key")).collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "keys in order: {text}");
    let json: serde_json::Value = serde_json::from_str(&text).expect("json");
    let object = json.as_object().expect("an object");
    assert_eq!(object.keys().collect::<Vec<_>>(), ["strategies"]);
    let entries = json["strategies"].as_array().expect("a list");
    assert_eq!(entries.len(), 3);
    for e in entries {
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
                "games",
                "mean_score",
                "name",
                "p95_decision_ms",
                "win_rate",
                "wins"
            ]
        );
    }
    assert_eq!(entries[1]["name"], "medium#1");

    let table = report.to_string();
    assert!(
        table.contains("95% CI") && table.contains("medium#2"),
        "{table}"
    );
}

#[test]
fn arena_runs_are_reproducible_and_check_their_seats() {
    let config = ArenaConfig {
        seats: vec![Level::Medium, Level::Easy],
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
            .map(|s| (s.wins, s.mean_score))
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

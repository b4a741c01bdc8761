//! The offline subcommands of the real binary: `replay` and `simulate`.

use std::path::PathBuf;
use std::process::Command;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
}

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../engine/tests/fixtures")
        .join(name)
}

#[test]
fn replay_prints_the_scores_of_every_turn_as_json() {
    let out = bin()
        .arg("replay")
        .arg("--tiles")
        .arg(fixture("replay-tiles.json"))
        .arg(fixture("sample_base_p2.json"))
        .output()
        .expect("run replay");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json on stdout");
    let record: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(fixture("sample_base_p2.json")).expect("read"),
    )
    .expect("record");
    assert_eq!(json["final_scores"], record["final_scores"]);
    assert_eq!(
        json["turns"].as_array().map(Vec::len),
        record["turns"].as_array().map(Vec::len)
    );
}

#[test]
fn replay_reads_wheel_records_with_its_own_extra_tiles() {
    for name in ["wheel_standalone_p3.json", "wheel_river_inns_p4.json"] {
        let out = bin()
            .arg("replay")
            .arg(fixture(name))
            .output()
            .expect("run replay");
        assert!(
            out.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
        let record: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(fixture(name)).expect("read"))
                .expect("record");
        assert_eq!(json["final_scores"], record["final_scores"], "{name}");
    }
}

#[test]
fn an_illegal_record_exits_with_status_2_and_names_the_turn() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut record: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(fixture("sample_river_p4.json")).expect("read"),
    )
    .expect("record");
    record["turns"][12]["rotation"] = serde_json::json!(2);
    record["turns"][12]["edges"] = serde_json::Value::Null;
    let path = dir.path().join("bad.json");
    std::fs::write(&path, record.to_string()).expect("write");
    let out = bin().arg("replay").arg(&path).output().expect("run replay");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty(), "nothing on stdout for a bad record");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("turn 12:"), "{err}");
}

#[test]
fn simulate_is_deterministic_for_a_seed() {
    let run = |seed: &str| {
        let out = bin()
            .args([
                "simulate",
                "--games",
                "20",
                "--players",
                "3",
                "--seed",
                seed,
                "--rules",
                "farmers,inns,abbot",
            ])
            .output()
            .expect("run simulate");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8_lossy(&out.stdout).to_string();
        assert!(text.contains("games per second"), "{text}");
        text.lines()
            .find(|l| l.starts_with("mean final score"))
            .map(str::to_string)
            .expect("mean line")
    };
    assert_eq!(run("9"), run("9"));
    assert_ne!(run("9"), run("10"));
}

/// Runs the binary with `args`, which must succeed, and returns what it printed.
fn stdout_of(args: &[&str]) -> Vec<u8> {
    let out = bin().args(args).output().expect("run the binary");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

#[test]
fn arena_prints_json_with_every_seat_and_shared_wins() {
    let out = stdout_of(&[
        "arena",
        "--seats",
        "medium,easy",
        "--games",
        "4",
        "--seed",
        "3",
        "--json",
    ]);
    let report: serde_json::Value = serde_json::from_slice(&out).expect("one JSON object");
    let seats = report["strategies"].as_array().expect("strategies");
    let names: Vec<&str> = seats.iter().filter_map(|s| s["name"].as_str()).collect();
    assert_eq!(names, ["medium", "easy"]);
    let wins: f64 = seats.iter().filter_map(|s| s["wins"].as_f64()).sum();
    assert!((wins - 4.0).abs() < 1e-9, "ties share a win: {report}");
    for s in seats {
        assert_eq!(s["games"], 4, "{s}");
        for key in ["win_rate", "mean_score", "p95_decision_ms"] {
            assert!(s[key].as_f64().is_some(), "{key} in {s}");
        }
    }

    let bad = bin()
        .args(["arena", "--seats", "medium,wizard", "--games", "1"])
        .output()
        .expect("run arena");
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("unknown level \"wizard\""));
}

#[test]
fn simulate_plays_ai_seats_when_asked() {
    let out = bin()
        .args([
            "simulate",
            "--games",
            "2",
            "--players",
            "2",
            "--seed",
            "4",
            "--ai",
            "easy",
        ])
        .output()
        .expect("run simulate");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("moves: Easy AI"), "{text}");
    assert!(text.contains("games per second"), "{text}");
}

#[test]
fn simulate_and_render_play_the_wheel_of_fortune_and_its_expansion() {
    // A game of its own takes no expansion: without --rules it gets none (farmers are the
    // default of Carcassonne only).
    for args in [
        &[
            "simulate",
            "--games",
            "5",
            "--players",
            "5",
            "--game",
            "wheel-of-fortune",
        ][..],
        &[
            "simulate",
            "--games",
            "5",
            "--rules",
            "farmers,wheel,river1",
        ],
        &[
            "simulate",
            "--games",
            "1",
            "--players",
            "3",
            "--game",
            "wheel-of-fortune",
            "--ai",
            "easy",
        ],
    ] {
        let text = String::from_utf8_lossy(&stdout_of(args)).to_string();
        let by_kind = text
            .lines()
            .find(|l| l.starts_with("mean points per player by kind"))
            .unwrap_or_else(|| panic!("{args:?}: {text}"));
        assert!(
            by_kind.contains(", wheel ") && by_kind.contains(", crowns "),
            "{args:?}: {by_kind}"
        );
    }
    let bad = bin()
        .args(["simulate", "--game", "wheel-of-fortune", "--rules", "abbot"])
        .output()
        .expect("run simulate");
    assert!(!bad.status.success());
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains("takes no expansions"),
        "{}",
        String::from_utf8_lossy(&bad.stderr)
    );
    let dir = tempfile::tempdir().expect("tempdir");
    for (name, rules) in [
        ("game.png", &["--game", "wheel-of-fortune", "--choices"][..]),
        ("expansion.png", &["--rules", "farmers,wheel"]),
    ] {
        let out = dir.path().join(name);
        let mut args = vec![
            "render",
            "--turns",
            "12",
            "--out",
            out.to_str().expect("utf-8"),
        ];
        args.extend_from_slice(rules);
        stdout_of(&args);
        let png = image::open(&out).expect("a PNG");
        assert!(png.width() > 300 && png.height() > 300, "{name}");
    }
}

#[test]
fn arena_seats_the_frozen_hard_and_random_play_and_reports_points_by_kind() {
    let out = stdout_of(&[
        "arena",
        "--seats",
        "hard-v1,random",
        "--games",
        "2",
        "--iterations",
        "5",
        "--game",
        "wheel-of-fortune",
        "--json",
    ]);
    let report: serde_json::Value = serde_json::from_slice(&out).expect("one JSON object");
    let seats = report["strategies"].as_array().expect("strategies");
    let names: Vec<&str> = seats.iter().filter_map(|s| s["name"].as_str()).collect();
    assert_eq!(names, ["hard-v1", "random"]);
    for s in seats {
        let kinds = s["points_by_kind"].as_object().expect("points by kind");
        assert!(kinds.contains_key("crown"), "{s}");
        let sum: f64 = kinds.values().filter_map(serde_json::Value::as_f64).sum();
        let mean = s["mean_score"].as_f64().expect("mean score");
        assert!((sum - mean).abs() < 1e-9, "{s}");
    }
    let table = String::from_utf8(stdout_of(&[
        "arena",
        "--seats",
        "random,easy",
        "--games",
        "1",
    ]))
    .expect("utf-8");
    assert!(
        table.contains("points/game") && table.contains("field"),
        "{table}"
    );
}

#[test]
fn simulate_reports_the_same_on_one_thread_and_on_two() {
    let run = |threads: &str| {
        let out = stdout_of(&[
            "simulate",
            "--games",
            "40",
            "--players",
            "3",
            "--seed",
            "5",
            "--rules",
            "farmers,traders,hills",
            "--threads",
            threads,
        ]);
        let text = String::from_utf8(out).expect("utf-8");
        let (report, timing) = text
            .trim_end()
            .rsplit_once('\n')
            .expect("a report and a timing line");
        assert!(timing.starts_with("games per second: "), "{text}");
        (report.to_string(), timing.to_string())
    };
    let (one, one_timing) = run("1");
    let (two, two_timing) = run("2");
    assert!(one_timing.ends_with(", 1 thread)"), "{one_timing}");
    assert!(two_timing.ends_with(", 2 threads)"), "{two_timing}");
    assert!(one.lines().count() >= 8, "{one}");
    assert_eq!(one, two);
}

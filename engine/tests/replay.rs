//! The sample records replay with the recorded scores after every turn.

use carcassonne_engine::random::random_action;
use carcassonne_engine::record::{match_tiles, replay, write_record, Record, TileFile};
use carcassonne_engine::rng::Rng;
use carcassonne_engine::{Expansion, Game, GameConfig, GameKind};

fn tiles() -> TileFile {
    serde_json::from_str(include_str!("fixtures/replay-tiles.json")).expect("tile file parses")
}

fn jcz_tiles() -> TileFile {
    serde_json::from_str(include_str!("fixtures/replay-tiles-jcz.json")).expect("tile file parses")
}

fn check(json: &str) {
    check_with(json, &tiles());
}

fn check_with(json: &str, tiles: &TileFile) {
    let raw: serde_json::Value = serde_json::from_str(json).expect("record parses");
    let record: Record = serde_json::from_value(raw.clone()).expect("record fields");
    let map = match_tiles(tiles).expect("every tile matches");
    let result = replay(&record, &map).unwrap_or_else(|e| panic!("replay failed: {e}"));
    let turns = raw["turns"].as_array().expect("turns");
    assert_eq!(result.turns.len(), turns.len());
    for (i, (ours, theirs)) in result.turns.iter().zip(turns).enumerate() {
        let want: Vec<u32> = serde_json::from_value(theirs["scores"].clone()).expect("scores");
        assert_eq!(
            ours.scores, want,
            "scores after turn {i} ({})",
            theirs["tile"]
        );
    }
    let want: Option<Vec<u32>> =
        serde_json::from_value(raw["final_scores"].clone()).expect("final");
    assert_eq!(result.final_scores, want);
}

#[test]
fn traders_and_builders_sample_replays_exactly() {
    check_with(
        include_str!("fixtures/jcz_traders_builders.json"),
        &jcz_tiles(),
    );
}

#[test]
fn hills_and_sheep_sample_replays_exactly() {
    check_with(include_str!("fixtures/jcz_hills_sheep.json"), &jcz_tiles());
}

#[test]
fn abbot_sample_of_the_jcz_extension_replays_exactly() {
    check_with(include_str!("fixtures/jcz_abbot.json"), &jcz_tiles());
}

#[test]
fn base_game_sample_replays_exactly() {
    check(include_str!("fixtures/sample_base_p2.json"));
}

#[test]
fn inns_and_cathedrals_sample_replays_exactly() {
    check(include_str!("fixtures/sample_inns_cathedrals_p3.json"));
}

#[test]
fn river_sample_replays_exactly() {
    check(include_str!("fixtures/sample_river_p4.json"));
}

#[test]
fn every_record_tile_matches_an_engine_tile_of_the_same_structure() {
    let file = tiles();
    let map = match_tiles(&file).expect("every tile matches");
    assert_eq!(map.len(), file.tiles.len());
    for letter in "ABCDEFGHIJKLMNOPQRSTUVWX".chars() {
        let id = letter.to_string();
        assert_eq!(map[&id].tile.name(), id, "base tile {id}");
    }
    for (id, m) in &map {
        let name = m.tile.name();
        if id.starts_with("IC") {
            assert!(name.starts_with("IC."), "{id} -> {name}");
        }
        if id.starts_with("RIVER_") {
            assert!(name.starts_with("R1."), "{id} -> {name}");
        }
    }
}

fn broken(edit: impl Fn(&mut serde_json::Value)) -> String {
    let mut raw: serde_json::Value =
        serde_json::from_str(include_str!("fixtures/sample_base_p2.json")).expect("record");
    edit(&mut raw);
    let record: Record = serde_json::from_value(raw).expect("fields");
    let map = match_tiles(&tiles()).expect("tiles");
    replay(&record, &map)
        .expect_err("broken record accepted")
        .to_string()
}

#[test]
fn an_illegal_placement_names_the_turn_and_the_reason() {
    let msg = broken(|r| {
        r["turns"][5]["x"] = serde_json::json!(50);
        r["turns"][5]["edges"] = serde_json::Value::Null;
    });
    assert!(msg.starts_with("turn 5: tile "), "{msg}");
    assert!(msg.contains("does not fit at (50,"), "{msg}");
}

#[test]
fn a_wrong_player_or_a_false_discard_is_refused() {
    let msg = broken(|r| r["turns"][3]["player"] = serde_json::json!(0));
    assert!(msg.starts_with("turn 3: player 0 moves"), "{msg}");
    let msg = broken(|r| r["turns"][7]["discarded"] = serde_json::json!(true));
    assert!(
        msg.starts_with("turn 7: tile") && msg.contains("discarded but fits"),
        "{msg}"
    );
}

#[test]
fn a_follower_on_a_spot_the_tile_lacks_is_refused() {
    let msg = broken(|r| {
        let turns = r["turns"].as_array_mut().expect("turns");
        // Edges that exist on no segment of the tile.
        for t in turns.iter_mut() {
            if t["meeple"]["feature"] == "city" {
                t["meeple"]["edges"] = serde_json::json!(["N", "E", "S", "W", "N"]);
                break;
            }
        }
    });
    assert!(msg.contains("no city segment"), "{msg}");
}

fn wheel_tiles() -> TileFile {
    let extra: TileFile = serde_json::from_str(include_str!("fixtures/replay-tiles-wheel.json"))
        .expect("tile file parses");
    tiles().with(extra)
}

fn wheel_configs() -> [GameConfig; 2] {
    [
        GameConfig {
            game: GameKind::WheelOfFortune,
            ..GameConfig::with_rules(3, [])
        },
        GameConfig::with_rules(
            4,
            [
                Expansion::Farmers,
                Expansion::River1,
                Expansion::Inns,
                Expansion::Wheel,
            ],
        ),
    ]
}

#[test]
fn random_wheel_games_written_as_records_replay_to_the_same_scores() {
    let file = wheel_tiles();
    let map = match_tiles(&file).expect("every tile matches");
    let (mut plagues, mut crowns, mut discards) = (0, 0, 0);
    for config in wheel_configs() {
        for seed in 0..8 {
            let mut game = Game::new(config.clone(), seed).expect("set-up");
            let mut rng = Rng::new(seed ^ 0xabc);
            let mut actions = Vec::new();
            while let Some(a) = random_action(&game, &mut rng) {
                game.apply(a).expect("legal");
                actions.push(a);
            }
            let json = write_record(&config, seed, &actions, &map).expect("written");
            let text = json.to_string();
            plagues += text.matches("\"plague\"").count();
            crowns += text.matches("\"crown\"").count();
            discards += text.matches("\"discarded\"").count();
            check_with(&text, &file);
            assert_eq!(
                json["final_scores"],
                serde_json::json!(game.scores()),
                "seed {seed}"
            );
        }
    }
    assert!(
        plagues > 0 && crowns > 0,
        "{plagues} plagues, {crowns} crowns"
    );
    eprintln!("{plagues} plague answers, {crowns} crown placements, {discards} discards");
}

#[test]
fn wheel_samples_replay_exactly() {
    check_with(
        include_str!("fixtures/wheel_standalone_p3.json"),
        &wheel_tiles(),
    );
    check_with(
        include_str!("fixtures/wheel_river_inns_p4.json"),
        &wheel_tiles(),
    );
}

#[test]
fn a_wheel_record_with_a_wrong_pig_or_plague_answer_is_refused_with_its_turn() {
    let file = wheel_tiles();
    let map = match_tiles(&file).expect("match");
    let raw: serde_json::Value =
        serde_json::from_str(include_str!("fixtures/wheel_standalone_p3.json")).expect("json");
    let turns = raw["turns"].as_array().expect("turns");
    let pig_turn = turns
        .iter()
        .position(|t| t.get("pig").is_some())
        .expect("a wheel tile");
    let mut wrong_pig = raw.clone();
    let pig = wrong_pig["turns"][pig_turn]["pig"]
        .as_str()
        .expect("pig")
        .to_string();
    wrong_pig["turns"][pig_turn]["pig"] = if pig == "storm" { "taxes" } else { "storm" }.into();
    let record: Record = serde_json::from_value(wrong_pig).expect("fields");
    let err = replay(&record, &map).expect_err("wrong pig");
    assert!(
        err.to_string().contains(&format!("turn {pig_turn}")),
        "{err}"
    );
    assert!(err.to_string().contains("pig"), "{err}");

    let plague_turn = turns
        .iter()
        .position(|t| t.get("plague").is_some())
        .expect("a plague in the sample");
    let mut no_answer = raw.clone();
    if let Some(t) = no_answer["turns"][plague_turn].as_object_mut() {
        t.remove("plague");
    }
    let record: Record = serde_json::from_value(no_answer).expect("fields");
    let err = replay(&record, &map).expect_err("missing answer");
    assert!(err.to_string().contains("plague"), "{err}");
}

/// A side by its record letter, for building records: 0 = N, clockwise.
fn side_letter(i: usize) -> &'static str {
    ["N", "E", "S", "W"][i % 4]
}

fn side_step(i: usize) -> (i32, i32) {
    [(0, -1), (1, 0), (0, 1), (-1, 0)][i % 4]
}

/// `HS/CC!.v` (Hills & Sheep's two-city vineyard tile): city 0 holds N and W, city 1 holds E
/// and also reaches N (`multi_edges`), which a record does not list. A follower goes on each
/// city in every rotation; the next player then closes the other city's own edge with a city
/// cap and claims it (legal), or closes the same city's and claims it (refused: occupied).
#[test]
fn a_follower_goes_on_either_city_of_the_two_city_vineyard_tile_in_every_rotation() {
    let map = match_tiles(&jcz_tiles()).expect("every tile matches");
    for r in 0..4 {
        // Turned by r, the tile's field edge (S) faces the start tile at (0,0).
        let field = 2 + r;
        let (fx, fy) = side_step(field);
        let (hx, hy) = (-fx, -fy);
        // Each city's edges in the record (turned), and the edge only that city holds.
        let cities = [(vec![r, 3 + r], 3 + r), (vec![1 + r], 1 + r)];
        for (claimed, (own, _)) in cities.iter().enumerate() {
            for (capped, (_, alone)) in cities.iter().enumerate() {
                let (cx, cy) = side_step(*alone);
                let facing = alone + 2;
                let record = serde_json::json!({
                    "extension": "jcz/1",
                    "ruleset": {"hills_sheep": true, "meeples_per_player": 7},
                    "players": 2,
                    "start_tile": {"tile": "BA/L", "x": 0, "y": 0, "rotation": 0},
                    "complete": false,
                    "turns": [
                        {"player": 0, "tile": "HS/CC!.v", "x": hx, "y": hy, "rotation": r,
                         "meeple": {"feature": "city", "meeple": "normal",
                                    "edges": own.iter().map(|&s| side_letter(s)).collect::<Vec<_>>()}},
                        {"player": 1, "tile": "BA/C", "x": hx + cx, "y": hy + cy,
                         "rotation": facing % 4,
                         "meeple": {"feature": "city", "meeple": "normal",
                                    "edges": [side_letter(facing)]}},
                    ],
                });
                let record: Record = serde_json::from_value(record).expect("record fields");
                let result = replay(&record, &map);
                let what =
                    format!("rotation {r}, follower on city {claimed}, cap on city {capped}");
                if claimed == capped {
                    let err = result.expect_err(&what).to_string();
                    assert!(
                        err.starts_with("turn 1:") && err.contains("already occupied"),
                        "{what}: {err}"
                    );
                } else {
                    let result = result.unwrap_or_else(|e| panic!("{what}: {e}"));
                    assert_eq!(result.turns.len(), 2, "{what}");
                }
            }
        }
    }
}

#[test]
fn the_river_i_and_ii_sample_of_the_jcz_extension_replays_exactly() {
    check_with(include_str!("fixtures/jcz_river.json"), &jcz_tiles());
}

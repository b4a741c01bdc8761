//! The sample records replay with the recorded scores after every turn.

use carcassonne_engine::record::{match_tiles, replay, Record, TileFile};

fn tiles() -> TileFile {
    serde_json::from_str(include_str!("fixtures/replay-tiles.json")).expect("tile file parses")
}

fn check(json: &str) {
    let raw: serde_json::Value = serde_json::from_str(json).expect("record parses");
    let record: Record = serde_json::from_value(raw.clone()).expect("record fields");
    let map = match_tiles(&tiles()).expect("every tile matches");
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
    let want: Vec<u32> = serde_json::from_value(raw["final_scores"].clone()).expect("final");
    assert_eq!(result.final_scores, want);
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

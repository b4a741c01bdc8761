//! Games stored by engine 0.1 (before capabilities): their configurations, snapshots and
//! action logs still read, and the games go on. Fixtures in `fixtures/legacy/` were written by
//! that version.

use carcassonne_engine::random::random_action;
use carcassonne_engine::rng::Rng;
use carcassonne_engine::{Action, Expansion, Game, GameConfig};
use serde_json::Value;

fn fixture(name: &str) -> Value {
    let text = match name {
        "base_p3" => include_str!("fixtures/legacy/base_p3.json"),
        "all_p4_recall" => include_str!("fixtures/legacy/all_p4_recall.json"),
        "river1_p2" => include_str!("fixtures/legacy/river1_p2.json"),
        other => panic!("no fixture {other}"),
    };
    serde_json::from_str(text).expect("fixture parses")
}

fn figures_of(game: &Game, player: usize) -> u32 {
    game.supply(player).total() + game.figures().filter(|f| f.player == player).count() as u32
}

/// Plays on with random legal actions to the end, checking that figures are conserved.
fn play_out(mut game: Game, seed: u64) -> Game {
    let start: Vec<u32> = (0..game.players()).map(|p| figures_of(&game, p)).collect();
    let mut rng = Rng::new(seed);
    while let Some(a) = random_action(&game, &mut rng) {
        game.apply(a).expect("legal action applies");
        for (p, &n) in start.iter().enumerate() {
            assert_eq!(figures_of(&game, p), n, "seat {p}");
        }
    }
    assert!(game.is_over());
    assert_eq!(game.figures().count(), 0);
    game
}

#[test]
fn an_old_snapshot_equals_the_same_game_replayed_from_its_old_log() {
    let f = fixture("base_p3");
    let config: GameConfig = serde_json::from_value(f["config"].clone()).expect("old config");
    assert_eq!(config, GameConfig::base(3));
    let old: Game = serde_json::from_value(f["snapshot"].clone()).expect("old snapshot");
    let actions: Vec<Action> = serde_json::from_value(f["actions"].clone()).expect("old log");
    let seed = f["seed"].as_u64().expect("seed");
    let mut rebuilt = Game::new(config, seed).expect("set-up");
    for a in actions {
        rebuilt.apply(a).expect("the old log replays");
    }
    assert!(rebuilt == old, "same deck, same moves, same game");
    let scores: Vec<u32> = serde_json::from_value(f["scores"].clone()).expect("scores");
    assert_eq!(old.scores(), scores.as_slice());
    // Written again, it takes the new shape, and reads back to the same game.
    let json = serde_json::to_value(&old).expect("serialise");
    assert_eq!(json["format"], 2);
    assert!(json.get("phase").is_none() && json.get("followers").is_none());
    let again: Game = serde_json::from_value(json).expect("new snapshot");
    assert!(again == old);
    let a = play_out(old, 1);
    let b = play_out(rebuilt, 1);
    assert!(a == b);
}

#[test]
fn an_old_game_with_every_expansion_and_an_abbot_recall_goes_on() {
    let f = fixture("all_p4_recall");
    let game: Game = serde_json::from_value(f["snapshot"].clone()).expect("old snapshot");
    for e in [
        Expansion::Farmers,
        Expansion::Abbot,
        Expansion::River1,
        Expansion::River2,
        Expansion::Inns,
    ] {
        assert!(game.config().has(e), "{e:?}");
    }
    assert_eq!(game.turn(), f["turn"].as_u64().expect("turn") as u32);
    let scores: Vec<u32> = serde_json::from_value(f["scores"].clone()).expect("scores");
    assert_eq!(game.scores(), scores.as_slice());
    assert!(game.figures().count() > 0);
    let done = play_out(game, 2);
    assert!(done
        .scores()
        .iter()
        .zip(&scores)
        .all(|(now, then)| now >= then));
}

#[test]
fn an_old_game_in_the_middle_of_its_river_goes_on() {
    let f = fixture("river1_p2");
    let game: Game = serde_json::from_value(f["snapshot"].clone()).expect("old snapshot");
    assert!(game.current_tile().is_some_and(|t| t.def().has_river()));
    assert!(!game.legal_placements().is_empty(), "the river continues");
    play_out(game, 3);
}

#[test]
fn a_snapshot_with_an_unknown_tile_figure_or_capability_is_refused() {
    let f = fixture("base_p3");
    let mut bad = f["snapshot"].clone();
    bad["deck"][0] = serde_json::json!(999);
    assert!(serde_json::from_value::<Game>(bad).is_err(), "tile id");
    let game: Game = serde_json::from_value(f["snapshot"].clone()).expect("old snapshot");
    let good = serde_json::to_value(&game).expect("serialise");
    let mut bad = good.clone();
    bad["figures"][0]["kind"] = serde_json::json!("dragon");
    assert!(serde_json::from_value::<Game>(bad).is_err(), "figure kind");
    let mut bad = good.clone();
    bad["pending"] = serde_json::json!([{"player": 0, "capability": "dragons"}]);
    assert!(serde_json::from_value::<Game>(bad).is_err(), "capability");
    let mut bad = good;
    bad["placements"][2]["rotation"] = serde_json::json!(7);
    assert!(serde_json::from_value::<Game>(bad).is_err(), "rotation");
}

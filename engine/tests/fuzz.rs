//! Fuzzing of everything the engine reads from outside: stored snapshots, logged actions and
//! game records (with their tile catalogues). No input may panic; a bad one gets an error and
//! changes nothing. `FUZZ_CASES=1000000 cargo test -p carcassonne-engine --test fuzz --
//! --nocapture` runs the full length; the harness is in `fuzzing/`.

mod fuzzing;

use std::cell::Cell;
use std::collections::{BTreeMap, HashSet};
use std::sync::OnceLock;

use carcassonne_engine::random::{playout_action, random_action, random_game};
use carcassonne_engine::record::{match_tiles, replay, Record, TileFile, TileMatch};
use carcassonne_engine::rng::Rng;
use carcassonne_engine::variants;
use carcassonne_engine::{
    Action, Expansion, FigureKind, Game, GameConfig, GameKind, Phase, Placement, Pos, Rotation,
    Spot, TurnDraft,
};
use fuzzing::{fuzz, Verdict};
use serde_json::Value;

fn config(players: usize, rules: &[Expansion]) -> GameConfig {
    GameConfig::with_rules(players, rules.iter().copied())
}

/// The rule sets the corpus is played with.
fn rule_sets() -> Vec<GameConfig> {
    let mut quick = config(3, &[Expansion::Farmers, Expansion::Abbot]);
    quick.tile_limit = Some(12);
    let mut readings = config(
        4,
        &[Expansion::Farmers, Expansion::Hills, Expansion::River2],
    );
    for (key, value) in [
        (variants::TINY_CITY, "2"),
        (
            carcassonne_engine::expansions::hills::HILL_TIEBREAK,
            "most-followers",
        ),
        (
            carcassonne_engine::expansions::hills::FLOCK_CLOSED,
            "scores",
        ),
        (carcassonne_engine::expansions::river::VOLCANO, "plain"),
    ] {
        readings.set_variant(key, value).expect("a variant");
    }
    let mut few = config(2, &[Expansion::Inns]);
    few.set_figures(FigureKind::FOLLOWER, 2);
    vec![
        GameConfig::base(2),
        config(3, &[]),
        config(4, &[Expansion::Farmers, Expansion::Abbot]),
        config(2, &[Expansion::River1]),
        config(3, &[Expansion::River2, Expansion::Farmers]),
        config(3, &[Expansion::Inns, Expansion::Farmers]),
        config(2, &[Expansion::Traders, Expansion::Farmers]),
        config(2, &[Expansion::Hills, Expansion::Farmers]),
        config(
            5,
            &[
                Expansion::Farmers,
                Expansion::Abbot,
                Expansion::River2,
                Expansion::Inns,
                Expansion::Traders,
                Expansion::Hills,
            ],
        ),
        quick,
        readings,
        few,
        GameConfig {
            game: GameKind::OverHillAndDale,
            ..config(3, &[])
        },
        GameConfig {
            game: GameKind::WheelOfFortune,
            ..config(3, &[])
        },
        config(
            4,
            &[
                Expansion::Farmers,
                Expansion::River1,
                Expansion::Wheel,
                Expansion::Inns,
            ],
        ),
    ]
}

/// Real positions: every rule set at several stages, in each kind of step (place, figure,
/// decision, over).
fn positions() -> &'static [Game] {
    static POSITIONS: OnceLock<Vec<Game>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        let mut out = Vec::new();
        for (i, config) in rule_sets().into_iter().enumerate() {
            let seed = 1000 + i as u64;
            for turns in [0, 3, 9] {
                let game = random_game(config.clone(), seed, Some(turns)).expect("a game");
                // The figure step: the tile just placed.
                let mut placed = game.clone();
                let mut rng = Rng::new(seed);
                if let Some(a @ Action::Place(_)) = random_action(&placed, &mut rng) {
                    placed.apply(a).expect("legal");
                    out.push(placed);
                }
                out.push(game);
            }
        }
        out.push(decision_position());
        out.push(with_abbot_out());
        let mut over = GameConfig::base(2);
        over.tile_limit = Some(4);
        out.push(random_game(over, 5, None).expect("a short game"));
        let mut retired = random_game(GameConfig::base(3), 6, Some(2)).expect("a game");
        retired
            .apply(Action::Retire { seat: 1 })
            .expect("a seat retires");
        out.push(retired);
        out
    })
}

/// Expansion::Hills & Sheep waiting for a flock's player to grow or gather.
fn decision_position() -> Game {
    let config = config(2, &[Expansion::Hills, Expansion::Farmers]);
    for seed in 0..500 {
        let mut game = Game::new(config.clone(), seed).expect("set-up");
        let mut rng = Rng::new(seed);
        while let Some(a) = random_action(&game, &mut rng) {
            game.apply(a).expect("legal");
            if matches!(game.phase(), Phase::Decide { .. }) {
                return game;
            }
        }
    }
    panic!("no random game reached a decision");
}

/// The Abbot's figure step with an abbot on the table (so a withdrawal is legal).
fn with_abbot_out() -> Game {
    let config = config(2, &[Expansion::Abbot, Expansion::Farmers]);
    for seed in 0..500 {
        let mut game = Game::new(config.clone(), seed).expect("set-up");
        let mut rng = Rng::new(seed);
        while let Some(a) = random_action(&game, &mut rng) {
            game.apply(a).expect("legal");
            let recall = game
                .legal_actions()
                .iter()
                .any(|a| matches!(a, Action::Withdraw { .. }));
            if recall {
                return game;
            }
        }
    }
    panic!("no random game put an abbot out");
}

fn legacy(name: &str) -> Value {
    let text = match name {
        "base_p3" => include_str!("fixtures/legacy/base_p3.json"),
        "all_p4_recall" => include_str!("fixtures/legacy/all_p4_recall.json"),
        _ => include_str!("fixtures/legacy/river1_p2.json"),
    };
    serde_json::from_str(text).expect("fixture")
}

const LEGACY: [&str; 3] = ["base_p3", "all_p4_recall", "river1_p2"];

fn hash(s: &str) -> u64 {
    s.bytes().fold(0x811c_9dc5, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Uses a game read from a snapshot the way the bot and the AI do; panics (a finding) if
/// any of it breaks or if the game is not what it claims to be.
fn exercise(game: &Game, salt: u64) {
    let json = serde_json::to_string(game).expect("an accepted snapshot serialises");
    let back: Game = serde_json::from_str(&json)
        .unwrap_or_else(|e| panic!("an accepted snapshot does not read back: {e}"));
    assert!(
        back == *game,
        "an accepted snapshot changes when written again"
    );
    let n = game.players();
    let _ = (game.phase(), game.deciding_player(), game.current_tile());
    let _ = (
        game.tiles_left(),
        game.turn(),
        game.is_over(),
        game.last_placed(),
    );
    let _ = (
        game.starting_supply(),
        game.figure_badges(),
        game.board().bounds(),
    );
    let _ = game.capabilities().count() + game.active_players().count();
    let _ = game.board().frontier().count();
    for p in 0..=n {
        let _ = (
            game.breakdown(p),
            game.supply(p),
            game.tokens(p),
            game.is_retired(p),
        );
    }
    let actions = game.legal_actions();
    for &a in actions.iter().take(12) {
        let _ = game.describe(a);
    }
    for a in odd_actions() {
        let _ = game.describe(a);
    }
    let _ = game.projected_breakdowns();
    let _ = game.features();
    let _ = game.unseen_tiles();
    for f in game.figures() {
        let _ = game.feature_at(f.pos, f.spot);
    }
    let _ = (game.deploy_spots(), game.legal_placements());
    let obs = game.observe(game.deciding_player());
    let mut rng = Rng::new(salt);
    let mut dealt = obs.determinise(&mut rng);
    if let Some(a) = playout_action(&dealt, &mut rng) {
        dealt
            .apply(a)
            .expect("a legal action applies to a determinised game");
    }
    let draft = TurnDraft::new(game);
    let _ = (draft.options(), draft.step());
    // Play on a few moves (now and then to the end): a snapshot that reads must also play.
    let mut g = game.clone();
    let steps = if salt.is_multiple_of(16) {
        usize::MAX
    } else {
        6
    };
    for _ in 0..steps {
        let Some(a) = random_action(&g, &mut rng) else {
            break;
        };
        if let Err(e) = g.apply(a) {
            panic!("legal action {a:?} refused: {e}");
        }
    }
    // What the engine itself makes of the game must read back (the checks on load are not
    // stricter than the rules).
    let json = serde_json::to_string(&g).expect("serialise");
    if let Err(e) = serde_json::from_str::<Game>(&json) {
        panic!("a game played on from an accepted snapshot is refused: {e}");
    }
    let mut quits = game.clone();
    let _ = quits.apply(Action::Retire {
        seat: salt as usize % (n + 1),
    });
}

/// Actions no control offers, for `describe` and `apply` to refuse without panicking.
fn odd_actions() -> Vec<Action> {
    let far = Pos::new(i32::MAX, i32::MIN);
    vec![
        Action::Choose { option: 255 },
        Action::Withdraw {
            pos: far,
            spot: Spot::Segment(255),
        },
        Action::Retire { seat: usize::MAX },
        Action::Deploy {
            spot: Spot::Segment(200),
            figure: FigureKind::SHEPHERD,
        },
        Action::Place(Placement {
            pos: far,
            rotation: Rotation::new(3),
        }),
    ]
}

fn snapshot_corpus() -> Vec<String> {
    let mut out: Vec<String> = positions()
        .iter()
        .map(|g| serde_json::to_string(g).expect("serialise"))
        .collect();
    for name in LEGACY {
        out.push(legacy(name)["snapshot"].to_string());
    }
    out
}

#[test]
fn harness_reports_a_panicking_target() {
    fuzzing::self_test();
}

#[test]
fn fuzz_snapshots() {
    let corpus = snapshot_corpus();
    // The corpus games as the engine writes them, to tell a mutated game that still reads
    // from one that read back unchanged.
    let known: HashSet<String> = corpus
        .iter()
        .filter_map(|s| serde_json::from_str::<Game>(s).ok())
        .map(|g| serde_json::to_string(&g).expect("serialise"))
        .collect();
    let novel = Cell::new(0usize);
    let report = fuzz("snapshots", &corpus, |s| {
        match serde_json::from_str::<Game>(s) {
            Ok(game) => {
                exercise(&game, hash(s));
                if !known.contains(&serde_json::to_string(&game).expect("serialise")) {
                    novel.set(novel.get() + 1);
                }
                Verdict::Accepted
            }
            Err(_) => Verdict::Rejected,
        }
    });
    report.assert_no_panics();
    report.assert_depth(0.05, 0.3);
    assert!(
        novel.get() * 50 > report.inputs,
        "fewer than 2% of the inputs were changed games that still read ({})",
        novel.get()
    );
}

fn action_corpus() -> Vec<String> {
    let mut actions: Vec<Action> = Vec::new();
    for g in positions() {
        actions.extend(g.legal_actions().into_iter().take(8));
    }
    actions.extend(odd_actions());
    actions.push(Action::Retire { seat: 1 });
    actions.push(Action::Choose { option: 1 });
    let mut out: Vec<String> = actions
        .iter()
        .map(|a| serde_json::to_string(a).expect("serialise"))
        .collect();
    out.sort();
    out.dedup();
    // Engine 0.1's spelling of the same actions.
    for name in LEGACY {
        if let Some(list) = legacy(name)["actions"].as_array() {
            out.extend(list.iter().take(6).map(Value::to_string));
        }
    }
    out
}

#[test]
fn fuzz_logged_actions() {
    let positions = positions();
    let (applied, refused) = (Cell::new(0usize), Cell::new(0usize));
    let report = fuzz("actions", &action_corpus(), |s| {
        let Ok(action) = serde_json::from_str::<Action>(s) else {
            return Verdict::Rejected;
        };
        // Each action against a few positions, chosen by the input so all get their turn.
        let h = hash(s) as usize;
        for k in 0..4 {
            let before = &positions[(h + k * 7) % positions.len()];
            let mut game = before.clone();
            match game.apply(action) {
                Ok(_) => {
                    applied.set(applied.get() + 1);
                    let _ = game.legal_actions();
                    let json = serde_json::to_string(&game).expect("serialise");
                    if let Err(e) = serde_json::from_str::<Game>(&json) {
                        panic!("the game after {action:?} is refused when read back: {e}");
                    }
                }
                Err(_) => {
                    refused.set(refused.get() + 1);
                    assert!(game == *before, "a refused {action:?} changed the game");
                    let a = serde_json::to_string(&game).expect("serialise");
                    let b = serde_json::to_string(before).expect("serialise");
                    assert_eq!(a, b, "a refused {action:?} changed the snapshot");
                }
            }
            let _ = before.describe(action);
            if let Ok(mut draft) = TurnDraft::resume(before, &[action]) {
                let _ = draft.back();
            }
        }
        Verdict::Accepted
    });
    report.assert_no_panics();
    report.assert_depth(0.1, 0.3);
    // Both outcomes must be common, or the positions do not fit the actions.
    assert!(applied.get() * 100 > report.accepted, "few actions applied");
    assert!(refused.get() * 10 > report.accepted, "few actions refused");
}

fn tile_file(text: &str) -> TileFile {
    serde_json::from_str(text).expect("tile file")
}

fn base_tiles_text() -> &'static str {
    include_str!("fixtures/replay-tiles.json")
}

fn jcz_tiles_text() -> &'static str {
    include_str!("fixtures/replay-tiles-jcz.json")
}

fn tile_maps() -> &'static (BTreeMap<String, TileMatch>, BTreeMap<String, TileMatch>) {
    static MAPS: OnceLock<(BTreeMap<String, TileMatch>, BTreeMap<String, TileMatch>)> =
        OnceLock::new();
    MAPS.get_or_init(|| {
        (
            match_tiles(&tile_file(base_tiles_text())).expect("base tiles match"),
            match_tiles(&tile_file(jcz_tiles_text())).expect("jcz tiles match"),
        )
    })
}

/// Fields of a turn the replayer reads; the rest (scores, supply) is left out to keep the
/// inputs small.
const TURN_FIELDS: [&str; 14] = [
    "player",
    "tile",
    "garden",
    "discarded",
    "x",
    "y",
    "rotation",
    "edges",
    "meeple",
    "extra",
    "under_hill",
    "return",
    "flock",
    "sheep_token",
];

/// The fixture records cut after a few turns (a full record is costly to mutate and replay
/// a million times; the early turns exercise the same reader).
fn record_corpus() -> Vec<String> {
    let fixtures = [
        include_str!("fixtures/sample_base_p2.json"),
        include_str!("fixtures/sample_inns_cathedrals_p3.json"),
        include_str!("fixtures/sample_river_p4.json"),
        include_str!("fixtures/jcz_abbot.json"),
        include_str!("fixtures/jcz_hills_sheep.json"),
        include_str!("fixtures/jcz_traders_builders.json"),
    ];
    let mut out = Vec::new();
    for text in fixtures {
        let full: Value = serde_json::from_str(text).expect("record");
        let turns: Vec<Value> = full["turns"]
            .as_array()
            .expect("turns")
            .iter()
            .map(|t| {
                let kept = t
                    .as_object()
                    .expect("a turn")
                    .iter()
                    .filter(|(k, v)| TURN_FIELDS.contains(&k.as_str()) && !v.is_null())
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect();
                Value::Object(kept)
            })
            .collect();
        // Cuts that end on turns with figures, discards and decisions of each rule set.
        let mut cuts = vec![0, 1, 2, 4, 7, 11];
        for (i, t) in turns.iter().enumerate() {
            let rare = ["discarded", "return", "flock", "under_hill", "extra"]
                .iter()
                .any(|k| t.get(k).is_some());
            if rare && cuts.len() < 10 && i < 30 {
                cuts.push(i + 1);
            }
        }
        for cut in cuts {
            let mut r = serde_json::Map::new();
            for key in ["extension", "ruleset", "players", "start_tile"] {
                if let Some(v) = full.get(key) {
                    r.insert(key.to_owned(), v.clone());
                }
            }
            r.insert("turns".into(), Value::from(turns[..cut].to_vec()));
            r.insert("complete".into(), Value::Bool(false));
            out.push(Value::Object(r).to_string());
        }
    }
    out
}

#[test]
fn fuzz_records() {
    let (base, jcz) = tile_maps();
    let report = fuzz("records", &record_corpus(), |s| {
        let Ok(record) = serde_json::from_str::<Record>(s) else {
            return Verdict::Rejected;
        };
        // As `carcassonne-bot replay` picks the catalogue.
        let tiles = if record.extension.as_deref() == Some("jcz/1") {
            jcz
        } else {
            base
        };
        match replay(&record, tiles) {
            Ok(result) => {
                assert_eq!(result.turns.len(), record.turns.len());
                Verdict::Accepted
            }
            Err(e) => {
                let _ = e.to_string();
                Verdict::Rejected
            }
        }
    });
    report.assert_no_panics();
    report.assert_depth(0.05, 0.3);
}

/// Catalogues of one to three tiles, from both tile files, with their garden variants.
fn tile_file_corpus() -> Vec<String> {
    let mut out = Vec::new();
    for text in [base_tiles_text(), jcz_tiles_text()] {
        let file: Value = serde_json::from_str(text).expect("tile file");
        let tiles = file["tiles"].as_object().expect("tiles");
        let gardens: Vec<Value> = file["garden_variants"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        let ids: Vec<&String> = tiles.keys().collect();
        for (i, chunk) in ids.chunks(3).enumerate() {
            let take = 1 + i % 3;
            let mut part = serde_json::Map::new();
            for id in chunk.iter().take(take) {
                part.insert((*id).clone(), tiles[*id].clone());
            }
            let own: Vec<Value> = gardens
                .iter()
                .filter(|g| g.as_str().is_some_and(|g| part.contains_key(g)))
                .cloned()
                .collect();
            let mut f = serde_json::Map::new();
            f.insert("tiles".into(), Value::Object(part));
            if !own.is_empty() {
                f.insert("garden_variants".into(), Value::from(own));
            }
            out.push(Value::Object(f).to_string());
        }
    }
    out
}

#[test]
fn fuzz_record_tile_files() {
    let report = fuzz("record-tiles", &tile_file_corpus(), |s| {
        let Ok(file) = serde_json::from_str::<TileFile>(s) else {
            return Verdict::Rejected;
        };
        match match_tiles(&file) {
            Ok(map) => {
                assert_eq!(map.len(), file.tiles.len());
                Verdict::Accepted
            }
            Err(e) => {
                let _ = e.to_string();
                Verdict::Rejected
            }
        }
    });
    report.assert_no_panics();
    report.assert_depth(0.05, 0.3);
}

/// What the fuzzer found, cut down to one edit of a real snapshot each: refused with its
/// reason, or (for scores at the limit) read and played on without wrapping.
#[test]
fn findings_are_refused_with_their_reason() {
    fn edited(game: &Game, edit: impl Fn(&mut Value)) -> Result<Game, String> {
        let mut v = serde_json::to_value(game).expect("serialise");
        edit(&mut v);
        serde_json::from_value::<Game>(v).map_err(|e| e.to_string())
    }
    let refused = |game: &Game, edit: &dyn Fn(&mut Value), why: &str| {
        let err = edited(game, edit).expect_err(why);
        assert!(err.contains(why), "{err:?} does not say {why:?}");
    };
    let base = random_game(GameConfig::base(2), 3, Some(4)).expect("game");
    refused(
        &base,
        &|v| v["scores"][0] = Value::from(u32::MAX),
        "not the sum",
    );
    refused(
        &base,
        &|v| v["turn"] = Value::from(u32::MAX),
        "turns cannot",
    );
    refused(
        &base,
        &|v| v["placements"] = Value::from(Vec::<Value>::new()),
        "no start tile",
    );
    let mut placed = base.clone();
    let place = placed.legal_actions()[0];
    placed.apply(place).expect("legal");
    refused(
        &placed,
        &|v| v["step"] = serde_json::json!({"Deploy": {"pos": {"x": 0, "y": 0}}}),
        "not the tile placed last",
    );
    let river = random_game(config(3, &[Expansion::River2]), 1, Some(1)).expect("game");
    refused(
        &river,
        &|v| v["capabilities"]["river"]["ends"][0]["pos"]["y"] = Value::from(i32::MAX),
        "on no river edge",
    );
    let flock = decision_position();
    refused(
        &flock,
        &|v| v["capabilities"]["hills"]["flocks"][0]["shepherd"]["player"] = Value::from(256),
        "no shepherd on the table",
    );
    refused(
        &flock,
        &|v| v["capabilities"]["hills"]["flocks"][0]["tokens"][0] = Value::from(9),
        "9 sheep",
    );
    let traders = random_game(config(2, &[Expansion::Traders]), 1, Some(1)).expect("game");
    refused(
        &traders,
        &|v| {
            v["capabilities"]["traders"] =
                serde_json::json!({"goods": [[0, 0, 0], [0, 0, 0], [0, 0, 0]]})
        },
        "3 seats in a game of 2",
    );
    // Scores at the limit read (they add up) and saturate instead of wrapping.
    let rich = edited(&base, |v| {
        v["scores"][0] = Value::from(u32::MAX);
        v["breakdown"][0] = serde_json::json!({"city": u32::MAX});
    })
    .expect("scores at the limit read");
    let mut g = rich.clone();
    let mut rng = Rng::new(1);
    while let Some(a) = playout_action(&g, &mut rng) {
        g.apply(a).expect("legal");
    }
    assert_eq!(g.scores()[0], u32::MAX);
    assert_eq!(rich.projected_breakdowns()[0].total(), u32::MAX);
}

#[test]
fn a_record_start_tile_turned_past_three_quarters_is_refused() {
    let text = record_corpus().into_iter().next().expect("a record");
    let mut v: Value = serde_json::from_str(&text).expect("json");
    v["start_tile"]["rotation"] = Value::from(5);
    let record: Record = serde_json::from_value(v).expect("record");
    let err = replay(&record, &tile_maps().0).expect_err("refused");
    assert!(err.to_string().contains("rotation 5"), "{err}");
}

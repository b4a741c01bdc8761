//! Fuzzing of what the bot reads from outside: component custom_ids and select values (a
//! modified client may send any string) and stored move logs (the database is text anyone with
//! access may change). No input may panic; a bad one gets an error. `FUZZ_CASES=1000000 cargo
//! test -p carcassonne-bot --test fuzz -- --nocapture` runs the full length.

#[path = "../../engine/tests/fuzzing/mod.rs"]
mod fuzzing;

use std::cell::Cell;
use std::sync::OnceLock;

use carcassonne_ai::Level;
use carcassonne_bot::discord::control::{game_of, Control};
use carcassonne_bot::discord::custom_id::{CustomId, MAX_LEN};
use carcassonne_bot::discord::play::lobby_view::LOBBY_TURN;
use carcassonne_bot::discord::play::path;
use carcassonne_bot::discord::play::step_view::{self, StepCtx};
use carcassonne_bot::service::{replay, replay_steps, Base, LoggedMove, MoveKind};
use carcassonne_bot::store::MoveRow;
use carcassonne_engine::random::{random_action, random_game};
use carcassonne_engine::rng::Rng;
use carcassonne_engine::variants;
use carcassonne_engine::{Action, Expansion, Game, GameConfig, Phase, TurnDraft};
use fuzzing::{fuzz, Verdict};
use serde::Deserialize;
use serde_json::{json, Value};

const GAME_ID: i64 = 4242;

fn config(players: usize, rules: &[Expansion]) -> GameConfig {
    GameConfig::with_rules(players, rules.iter().copied())
}

fn rule_sets() -> Vec<GameConfig> {
    let mut quick = config(2, &[Expansion::Farmers, Expansion::Abbot]);
    quick.tile_limit = Some(8);
    vec![
        GameConfig::base(2),
        config(3, &[Expansion::Farmers, Expansion::Abbot, Expansion::Inns]),
        config(
            2,
            &[Expansion::River1, Expansion::River2, Expansion::Farmers],
        ),
        config(3, &[Expansion::Traders, Expansion::Farmers]),
        config(2, &[Expansion::Hills, Expansion::Farmers]),
        config(
            4,
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
        // Hikes are a control of their own (`v...`).
        GameConfig {
            game: carcassonne_engine::GameKind::OverHillAndDale,
            ..config(3, &[])
        },
    ]
}

/// Real positions at several stages; the first ones are early (cheap to copy).
fn positions() -> &'static [Game] {
    static POSITIONS: OnceLock<Vec<Game>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        let mut out = Vec::new();
        for (i, config) in rule_sets().into_iter().enumerate() {
            for turns in [0, 4, 14] {
                let game = random_game(config.clone(), 300 + i as u64, Some(turns)).expect("game");
                let mut placed = game.clone();
                let mut rng = Rng::new(i as u64);
                if let Some(a @ Action::Place(_)) = random_action(&placed, &mut rng) {
                    placed.apply(a).expect("legal");
                    out.push(placed);
                }
                out.push(game);
            }
        }
        out
    })
}

/// The custom_ids and select values of a panel, as Discord would send them back.
fn controls(view: &step_view::StepView) -> (Vec<String>, Vec<String>) {
    let json = serde_json::to_value(&view.rows).expect("rows serialise");
    let (mut ids, mut values) = (Vec::new(), Vec::new());
    for row in json.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            ids.extend(c["custom_id"].as_str().map(str::to_owned));
            for o in c["options"].as_array().into_iter().flatten() {
                values.extend(o["value"].as_str().map(str::to_owned));
            }
        }
    }
    (ids, values)
}

/// Every kind of control the bot draws: panels of each step of real turns, cell pages, the
/// lobby's buttons, undo, timeouts and the score sheet.
fn real_controls() -> &'static (Vec<String>, Vec<String>) {
    static CONTROLS: OnceLock<(Vec<String>, Vec<String>)> = OnceLock::new();
    CONTROLS.get_or_init(|| {
        let (mut ids, mut values) = (Vec::new(), Vec::new());
        for (i, game) in positions().iter().enumerate() {
            let ctx = StepCtx {
                game_id: GAME_ID + i as i64,
                turn: game.turn(),
                lang: carcassonne_bot::i18n::Lang::En,
            };
            let mut draft = TurnDraft::new(game);
            let mut rng = Rng::new(i as u64);
            while !draft.is_complete() {
                let (a, b) = controls(&step_view::panel(&ctx, &draft));
                ids.extend(a);
                values.extend(b);
                let options = draft.options();
                if options.is_empty() {
                    break;
                }
                let pick = options[rng.below(options.len())];
                draft.push(pick).expect("an option applies");
            }
            for page in 0..2 {
                let rows = step_view::placement_rows(&ctx, &game.legal_placements(), page);
                let (a, b) = controls(&step_view::StepView {
                    content: String::new(),
                    rows,
                    pictures: Vec::new(),
                });
                ids.extend(a);
                values.extend(b);
            }
        }
        let mut lobby = vec![
            Control::Join,
            Control::Leave,
            Control::Start,
            Control::Cancel,
            Control::Quick,
            Control::TileCounter,
            Control::Hints,
            Control::RemoveAi,
        ];
        lobby.extend(Expansion::all().iter().copied().map(Control::Rule));
        lobby.extend(variants::all().iter().copied().map(Control::Variant));
        lobby.extend(Level::ALL.map(Control::AddAi));
        lobby.extend(Level::ALL.map(Control::ShowAiLevel));
        ids.extend(lobby.iter().map(|c| c.fixed_id(GAME_ID, LOBBY_TURN)));
        for c in [
            Control::Undo(7),
            Control::Done(7),
            Control::OpenPanel,
            Control::Skip,
            Control::Remove,
            Control::RemoveConfirm,
            Control::Rematch,
        ] {
            ids.push(c.fixed_id(GAME_ID, 12));
        }
        ids.sort();
        ids.dedup();
        values.sort();
        values.dedup();
        (ids, values)
    })
}

/// A few positions for forged paths to be tried on, picked by the input.
fn some_positions(s: &str) -> impl Iterator<Item = &'static Game> {
    let all = positions();
    let h = s.bytes().fold(7usize, |h, b| {
        h.wrapping_mul(31).wrapping_add(usize::from(b))
    });
    (0..3).map(move |k| &all[(h + k * 11) % all.len()])
}

/// Where a turn path leads on `game`, as `on_step` goes: refused, or the next panel drawn.
fn follow(game: &Game, steps: &[Action]) {
    let Ok(draft) = TurnDraft::resume(game, steps) else {
        return;
    };
    if !draft.is_complete() {
        let ctx = StepCtx {
            game_id: GAME_ID,
            turn: game.turn(),
            lang: carcassonne_bot::i18n::Lang::En,
        };
        let _ = step_view::panel(&ctx, &draft);
    }
}

/// A control's action parsed and followed as `on_lobby` and `on_game` route it: the codec
/// writes every control it reads back the same way, and paths and pages are drawn.
fn route(id: &CustomId) {
    let action = id.action.as_str();
    let Some(control) = Control::parse(action) else {
        return;
    };
    assert_eq!(
        control.code().as_deref(),
        Some(action),
        "control {action:?} is spelt one way only"
    );
    match control {
        Control::MoreCells(page) => {
            for game in some_positions(action) {
                let ctx = StepCtx {
                    game_id: GAME_ID,
                    turn: game.turn(),
                    lang: carcassonne_bot::i18n::Lang::En,
                };
                let _ = step_view::placement_rows(&ctx, &game.legal_placements(), page);
            }
        }
        Control::Turn { path: steps, .. } => {
            let again = path::control(&steps).expect("a decoded path encodes again");
            assert_eq!(
                path::decode(&again).as_ref(),
                Some(&steps),
                "path {action:?} does not survive encoding"
            );
            for game in some_positions(action) {
                follow(game, &steps);
            }
        }
        _ => {}
    }
}

#[test]
fn harness_reports_a_panicking_target() {
    fuzzing::self_test();
}

#[test]
fn fuzz_custom_ids() {
    let corpus = real_controls().0.clone();
    let deep = Cell::new(0usize);
    let report = fuzz("custom-ids", &corpus, |s| {
        let Ok(id) = CustomId::parse(s) else {
            return Verdict::Rejected;
        };
        let text = id.to_string();
        assert_eq!(text, s, "an accepted id is spelt one way only");
        assert!(text.len() <= MAX_LEN);
        assert_eq!(CustomId::parse(&text).as_ref(), Ok(&id), "round trip");
        if let Some(game) = game_of(&id) {
            let again = CustomId::new(game.unsigned_abs(), id.turn, id.action.clone());
            assert_eq!(again.to_string(), text);
        }
        if path::decode(&id.action).is_some() {
            deep.set(deep.get() + 1);
        }
        route(&id);
        Verdict::Accepted
    });
    report.assert_no_panics();
    report.assert_depth(0.1, 0.3);
    assert!(
        deep.get() * 20 > report.inputs,
        "fewer than 5% of the ids carried a turn path"
    );
}

#[test]
fn fuzz_select_values() {
    let corpus = real_controls().1.clone();
    let report = fuzz("select-values", &corpus, |s| {
        let Some(action) = path::decode_action(s) else {
            return Verdict::Rejected;
        };
        let code = path::encode_action(action).expect("a decoded action encodes");
        assert_eq!(path::decode_action(&code), Some(action), "{s:?} round trip");
        for game in some_positions(s) {
            // The menu's own step, and the step after a placement (a figure menu).
            follow(game, &[action]);
            if let Some(&first) = game.legal_actions().first() {
                follow(game, &[first, action]);
            }
        }
        Verdict::Accepted
    });
    report.assert_no_panics();
    report.assert_depth(0.05, 0.3);
}

/// A stored game as the fuzz input spells it: the rules and seed (or a checkpoint) and the
/// move log rows, each row's `action` the exact text the store holds.
#[derive(Deserialize)]
struct StoredLog {
    config: Option<String>,
    #[serde(default)]
    seed: u64,
    checkpoint: Option<String>,
    #[serde(default)]
    version: u64,
    moves: Vec<StoredRow>,
}

#[derive(Deserialize)]
struct StoredRow {
    seq: u64,
    seat: u32,
    user_id: Option<u64>,
    action: String,
}

fn logged(kind: MoveKind, actions: Vec<Action>, undoes: Option<u64>) -> String {
    serde_json::to_string(&LoggedMove {
        kind,
        actions,
        undoes,
    })
    .expect("serialise")
}

/// A game played through the service's log format: whole turns, an undo and a turn played
/// again, a resignation; `checkpoint_at` moves are folded into a checkpoint.
fn played_log(config: GameConfig, seed: u64, moves: usize, checkpoint_at: Option<u64>) -> Value {
    let mut game = Game::new(config.clone(), seed).expect("set-up");
    let mut rng = Rng::new(seed ^ 0xf00d);
    let mut rows: Vec<Value> = Vec::new();
    let mut checkpoint = None;
    let mut undone = false;
    while rows.len() < moves && !game.is_over() {
        let seq = rows.len() as u64 + 1;
        let seat = game.deciding_player() as u32;
        let before = game.clone();
        let mut draft = TurnDraft::new(&game);
        while !draft.is_complete() {
            let options = draft.options();
            if options.is_empty() {
                break;
            }
            draft
                .push(options[rng.below(options.len())])
                .expect("an option applies");
        }
        let actions = draft.actions().to_vec();
        for &a in &actions {
            game.apply(a).expect("legal");
        }
        let kind = if seq.is_multiple_of(3) {
            MoveKind::Ai
        } else {
            MoveKind::Play
        };
        rows.push(json!({"seq": seq, "seat": seat, "user_id": 1000 + u64::from(seat), "action": logged(kind, actions, None)}));
        // Take the second move back once, then play on from the game before it.
        if seq == 2 && !undone {
            undone = true;
            rows.push(json!({"seq": seq + 1, "seat": seat, "user_id": 1000 + u64::from(seat), "action": logged(MoveKind::Undo, Vec::new(), Some(seq))}));
            game = before;
        }
        if checkpoint_at == Some(rows.len() as u64) {
            checkpoint = Some(serde_json::to_string(&game).expect("serialise"));
        }
    }
    if !game.is_over() && game.players() > 2 {
        let seat = game.players() - 1;
        let seq = rows.len() as u64 + 1;
        rows.push(json!({"seq": seq, "seat": seat, "user_id": null, "action": logged(MoveKind::Resign, vec![Action::Retire { seat }], None)}));
    }
    match (checkpoint, checkpoint_at) {
        (Some(state), Some(version)) => json!({
            "checkpoint": state,
            "version": version,
            "moves": rows,
        }),
        _ => json!({
            "config": serde_json::to_string(&config).expect("serialise"),
            "seed": seed,
            "moves": rows,
        }),
    }
}

fn move_log_corpus() -> Vec<String> {
    let mut out = Vec::new();
    for (i, config) in rule_sets().into_iter().enumerate() {
        let seed = 40 + i as u64;
        for moves in [1, 3, 6, 10] {
            out.push(played_log(config.clone(), seed, moves, None).to_string());
        }
        out.push(played_log(config, seed, 8, Some(4)).to_string());
    }
    // Engine 0.1 logged the abbot's recall without naming the abbot.
    out.push(recall_log().to_string());
    out
}

/// A log whose last move is an abbot's recall in engine 0.1's words.
fn recall_log() -> Value {
    let config = config(2, &[Expansion::Abbot, Expansion::Farmers]);
    for seed in 0..300 {
        let mut game = Game::new(config.clone(), seed).expect("set-up");
        let mut rng = Rng::new(seed);
        let mut rows = Vec::new();
        while let Some(a) = random_action(&game, &mut rng) {
            let recall = game
                .legal_actions()
                .into_iter()
                .find(|a| matches!(a, Action::Withdraw { .. }));
            let action = recall.unwrap_or(a);
            let text = match recall {
                Some(_) => r#"{"kind":"play","actions":["RecallAbbot"]}"#.to_owned(),
                None => logged(MoveKind::Play, vec![action], None),
            };
            game.apply(action).expect("legal");
            rows.push(json!({"seq": rows.len() + 1, "seat": 0, "user_id": 1, "action": text}));
            if recall.is_some() || rows.len() > 40 {
                break;
            }
        }
        if rows.len() <= 40 && matches!(game.phase(), Phase::Place { .. } | Phase::Over) {
            return json!({
                "config": serde_json::to_string(&config).expect("serialise"),
                "seed": seed,
                "moves": rows,
            });
        }
    }
    panic!("no game recalled an abbot");
}

#[test]
fn fuzz_stored_move_logs() {
    let corpus = move_log_corpus();
    let report = fuzz("move-logs", &corpus, |s| {
        let Ok(stored) = serde_json::from_str::<StoredLog>(s) else {
            return Verdict::Rejected;
        };
        let rows: Vec<MoveRow> = stored
            .moves
            .into_iter()
            .map(|r| MoveRow {
                game_id: GAME_ID,
                seq: r.seq,
                seat: r.seat,
                user_id: r.user_id,
                action: r.action,
                created_at: 0,
            })
            .collect();
        // As the service reads the stored rules: unreadable ones never reach the replay.
        let config = match &stored.config {
            Some(text) => match serde_json::from_str::<GameConfig>(text) {
                Ok(c) => Some(c),
                Err(_) => return Verdict::Rejected,
            },
            None => None,
        };
        let base = match (&config, &stored.checkpoint) {
            (Some(config), _) => Base::Seed(config, stored.seed),
            (None, Some(state)) => Base::Checkpoint {
                state,
                version: stored.version,
            },
            (None, None) => return Verdict::Rejected,
        };
        let copy = match &base {
            Base::Seed(c, seed) => Base::Seed(c, *seed),
            Base::Checkpoint { state, version } => Base::Checkpoint {
                state,
                version: *version,
            },
        };
        match replay(base, &rows) {
            Ok(game) => {
                let (again, steps) = replay_steps(copy, &rows).expect("a replay replays again");
                assert!(again == game, "replaying twice gives two games");
                assert!(steps.len() <= rows.len());
                let json = serde_json::to_string(&game).expect("serialise");
                let back: Game = serde_json::from_str(&json).expect("a replayed game reads back");
                assert!(back == game);
                Verdict::Accepted
            }
            Err(reason) => {
                assert!(!reason.is_empty());
                Verdict::Rejected
            }
        }
    });
    report.assert_no_panics();
    report.assert_depth(0.05, 0.3);
}

/// Found by `fuzz_stored_move_logs`: a checkpoint stored with version `u64::MAX` overflowed
/// `after + 1` in `replay_steps`, a panic in debug builds and a silent wrap in release. It is
/// an error now.
#[test]
fn a_checkpoint_at_the_last_version_is_refused() {
    let game = Game::new(GameConfig::base(2), 1).expect("set-up");
    let state = serde_json::to_string(&game).expect("serialise");
    let base = Base::Checkpoint {
        state: &state,
        version: u64::MAX,
    };
    let err = replay(base, &[]).expect_err("no move can follow the last version");
    assert!(err.contains("no room for moves"), "{err}");
}

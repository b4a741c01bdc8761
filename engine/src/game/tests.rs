//! The hooks no shipped capability uses yet, exercised through the test probe: each test
//! switches one behaviour on and checks that the core calls the hook at the right moment with
//! the right context and acts on its answer.

use crate::action::{Action, Event, Placement};
use crate::capability::CapId;
use crate::config::GameConfig;
use crate::error::MoveError;
use crate::expansions::testing::{Asking, ProbeState};
use crate::figures::{FigureKind, Spot};
use crate::geometry::{Pos, Rotation};
use crate::score::ScoreKind;
use crate::tiles::by_name;

use super::{Game, Phase};

const PROBE: CapId = CapId(8);

fn probe_game(players: usize, deck: &[&str], probe: ProbeState) -> Game {
    let config = GameConfig::with_rules(players, []);
    let order = deck.iter().map(|n| by_name(n).expect("tile")).collect();
    let start = by_name("D").expect("D");
    let mut game = Game::with_capabilities(config, start, order, &[PROBE]).expect("set-up");
    let seen = std::mem::take(&mut game.state.caps.testing);
    game.state.caps.testing = ProbeState {
        drawn: seen.drawn,
        deck_left: seen.deck_left,
        ..probe
    };
    game
}

fn place(x: i32, y: i32, rot: u8) -> Action {
    Action::Place(Placement {
        pos: Pos::new(x, y),
        rotation: Rotation::new(rot),
    })
}

/// The segment of the tile at `pos` owning the middle port of board side `side`.
fn segment(game: &Game, pos: Pos, side: crate::geometry::Side) -> Spot {
    let t = game.board().get(pos).expect("tile");
    let seg = t
        .def()
        .owner_at(crate::geometry::Port::middle(side), t.rotation)
        .expect("segment");
    Spot::Segment(seg)
}

fn follower(spot: Spot) -> Action {
    Action::Deploy {
        spot,
        figure: FigureKind::FOLLOWER,
    }
}

#[test]
fn a_drawn_tile_can_ask_every_player_in_turn_order_to_decide() {
    use crate::geometry::Side;
    let mut game = probe_game(
        3,
        &["U", "U", "U", "V"],
        ProbeState {
            plague_on_draw: true,
            ..ProbeState::default()
        },
    );
    game.apply(place(1, 0, 0)).expect("seat 0 places");
    game.apply(follower(segment(&game, Pos::new(1, 0), Side::E)))
        .expect("road");
    // Seat 1's road south of the start tile is a road of its own.
    game.apply(place(0, 1, 0)).expect("seat 1 places");
    let events = game
        .apply(follower(segment(&game, Pos::new(0, 1), Side::E)))
        .expect("road");
    // Two figures on the table: drawing seat 2's tile asks seats 2, 0 and 1, in that order.
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::DecisionAsked { player: 2, .. })));
    assert_eq!(game.current_player(), 2);
    assert_eq!(game.deciding_player(), 2);
    assert!(matches!(
        game.phase(),
        Phase::Decide {
            player: 2,
            capability: "probe"
        }
    ));
    // Seat 2 has nothing on the table: its only option is to say so.
    assert_eq!(game.legal_actions(), vec![Action::Choose { option: 0 }]);
    let before = serde_json::to_string(&game).expect("serialise");
    assert_eq!(
        game.apply(place(2, 0, 0)),
        Err(MoveError::Deciding { player: 2 })
    );
    assert_eq!(serde_json::to_string(&game).expect("serialise"), before);
    game.apply(Action::Choose { option: 0 })
        .expect("seat 2 decides");
    // Now seat 0, whose turn it is not, returns its follower.
    assert_eq!(game.deciding_player(), 0);
    assert_eq!(game.current_player(), 2);
    let options = game.legal_actions();
    assert_eq!(options.len(), 1);
    assert!(matches!(options[0], Action::Withdraw { .. }));
    let events = game.apply(options[0]).expect("seat 0 decides");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::FigureReturned { player: 0, .. })));
    assert_eq!(game.supply(0).get(FigureKind::FOLLOWER), 7);
    let options = game.legal_actions();
    game.apply(options[0]).expect("seat 1 decides");
    assert_eq!(
        game.deciding_player(),
        2,
        "back to the player whose turn it is"
    );
    assert!(matches!(game.phase(), Phase::Place { .. }));
    let decided: Vec<usize> = game
        .state
        .caps
        .testing
        .decided
        .iter()
        .map(|d| d.0)
        .collect();
    assert_eq!(decided, [2, 0, 1]);
    assert_eq!(
        game.state.caps.testing.returned.len(),
        2,
        "figure_returned saw both"
    );
}

#[test]
fn a_retiring_seat_drops_the_decision_it_owed() {
    let mut game = probe_game(
        3,
        &["U", "U", "V"],
        ProbeState {
            flock_after_figure: true,
            ..ProbeState::default()
        },
    );
    game.apply(place(1, 0, 0)).expect("place");
    game.apply(Action::Pass).expect("pass");
    assert_eq!(game.deciding_player(), 0);
    game.apply(Action::Retire { seat: 0 }).expect("retire");
    assert_eq!(
        game.current_player(),
        1,
        "the turn went on without the decision"
    );
    assert!(matches!(game.phase(), Phase::Place { .. }));
}

#[test]
fn the_figure_step_can_be_followed_by_a_decision_of_the_current_player() {
    let mut game = probe_game(
        2,
        &["U", "U", "V"],
        ProbeState {
            flock_after_figure: true,
            ..ProbeState::default()
        },
    );
    game.apply(place(1, 0, 0)).expect("place");
    game.apply(Action::Pass).expect("pass");
    assert_eq!(game.state.caps.testing.asking, Asking::Flock);
    assert!(matches!(game.phase(), Phase::Decide { player: 0, .. }));
    assert_eq!(game.turn(), 0, "the turn waits for the decision");
    assert_eq!(
        game.describe(Action::Choose { option: 1 }),
        crate::Note::new("probe-gather")
    );
    assert_eq!(
        game.apply(Action::Choose { option: 2 }),
        Err(MoveError::NotAnOption)
    );
    game.apply(Action::Choose { option: 1 }).expect("gather");
    assert_eq!(game.turn(), 1);
    assert_eq!(game.current_player(), 1);
    // Seat 1 grows: the game's own random source rolls, the same way in a copy.
    game.apply(place(2, 0, 0)).expect("place");
    game.apply(Action::Pass).expect("pass");
    let mut copy = game.clone();
    game.apply(Action::Choose { option: 0 }).expect("grow");
    copy.apply(Action::Choose { option: 0 }).expect("grow");
    let grown = &game.state.caps.testing.grown;
    assert_eq!(grown.len(), 1);
    assert_eq!(grown, &copy.state.caps.testing.grown, "deterministic");
    assert_eq!(
        game.state.caps.testing.drawn.len(),
        3,
        "tile_drawn saw every draw"
    );
    assert_eq!(game.state.caps.testing.deck_left, vec![2, 1, 0]);
}

#[test]
fn a_capability_can_refuse_a_figure_with_the_feature_in_hand() {
    use crate::geometry::Side;
    let mut game = probe_game(
        2,
        &["U", "U", "V"],
        ProbeState {
            roads_from_tiles: 3,
            ..ProbeState::default()
        },
    );
    game.apply(place(1, 0, 0)).expect("place");
    let road = segment(&game, Pos::new(1, 0), Side::E);
    assert!(!game.deploy_spots().contains(&road), "a road of two tiles");
    let err = game.apply(follower(road)).expect_err("refused");
    assert!(matches!(err, MoveError::DeployRefused { .. }), "{err}");
    assert_eq!(
        err.note().arg("reason"),
        Some(&crate::NoteArg::Note(Box::new(
            crate::Note::new("probe-refuse-short-road").number("tiles", 3)
        ))),
        "{err}"
    );
    game.apply(Action::Pass).expect("pass");
    game.apply(place(2, 0, 0)).expect("place");
    let road = segment(&game, Pos::new(2, 0), Side::E);
    assert!(game.deploy_spots().contains(&road), "a road of three tiles");
    game.apply(follower(road)).expect("allowed");
}

#[test]
fn a_completed_feature_is_reported_with_the_seat_that_completed_it() {
    use crate::geometry::Side;
    let mut game = probe_game(2, &["U", "E", "V"], ProbeState::default());
    game.apply(place(1, 0, 0)).expect("seat 0");
    game.apply(Action::Pass).expect("pass");
    // Seat 1 closes the start tile's city with a cap: two tiles, nobody on it.
    game.apply(place(0, -1, 2)).expect("seat 1");
    let city = segment(&game, Pos::new(0, -1), Side::S);
    assert!(game.deploy_spots().contains(&city));
    let events = game.apply(follower(city)).expect("deploy");
    assert_eq!(game.state.caps.testing.completed, vec![(2, 1)]);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Scored { points: 4, .. })));
    assert_eq!(
        game.state.caps.testing.returned,
        vec![(1, FigureKind::FOLLOWER)]
    );
}

#[test]
fn a_completed_monastery_takes_its_capabilities_bonus() {
    let mut game = probe_game(
        2,
        &["B", "U", "U", "B", "B", "B", "B", "B", "V"],
        ProbeState {
            vineyard_bonus: 3,
            ..ProbeState::default()
        },
    );
    let steps = [
        (0, 1),
        (-1, 0),
        (1, 0),
        (-1, 1),
        (1, 1),
        (-1, 2),
        (0, 2),
        (1, 2),
    ];
    let mut scored = Vec::new();
    for (i, (x, y)) in steps.into_iter().enumerate() {
        game.apply(place(x, y, 0)).expect("place");
        let action = if i == 0 {
            Action::Deploy {
                spot: Spot::Monastery,
                figure: FigureKind::FOLLOWER,
            }
        } else {
            Action::Pass
        };
        for e in game.apply(action).expect("figure step") {
            if let Event::Scored {
                kind,
                points,
                completed,
                ..
            } = e
            {
                scored.push((kind, points, completed));
            }
        }
    }
    assert_eq!(scored, vec![(ScoreKind::Monastery, 12, true)]);
    assert_eq!(game.scores()[0], 12);
}

#[test]
fn a_capability_can_break_a_tied_majority() {
    use crate::geometry::Side;
    // The rulebook's tied city (10 points each), with the probe giving ties to seat 0.
    let mut game = probe_game(
        2,
        &["N", "P", "E", "U", "N", "V"],
        ProbeState {
            lowest_seat_wins_ties: true,
            ..ProbeState::default()
        },
    );
    game.apply(place(0, -1, 2)).expect("N");
    game.apply(follower(segment(&game, Pos::new(0, -1), Side::S)))
        .expect("knight");
    game.apply(place(1, 0, 1)).expect("P");
    game.apply(follower(segment(&game, Pos::new(1, 0), Side::N)))
        .expect("knight");
    for (x, y, r) in [(2, 0, 3), (-1, 0, 0), (1, -1, 3)] {
        game.apply(place(x, y, r)).expect("place");
        game.apply(Action::Pass).expect("pass");
    }
    assert_eq!(game.scores(), &[10, 0]);
}

#[test]
fn the_end_of_a_turn_can_grant_another_but_never_a_third() {
    let mut game = probe_game(
        2,
        &["U", "U", "U", "U", "V"],
        ProbeState {
            double_turns: true,
            ..ProbeState::default()
        },
    );
    let mut players = Vec::new();
    for x in 1..=4 {
        players.push(game.current_player());
        game.apply(place(x, 0, 0)).expect("place");
        let events = game.apply(Action::Pass).expect("pass");
        let extra = events.iter().any(|e| matches!(e, Event::ExtraTurn { .. }));
        assert_eq!(extra, x % 2 == 1, "turn {x}");
    }
    assert_eq!(players, [0, 0, 1, 1]);
    assert_eq!(game.turn(), 4);
}

#[test]
fn a_snapshot_owing_a_decision_to_a_capability_not_in_play_is_refused() {
    let mut game = probe_game(
        2,
        &["U", "V"],
        ProbeState {
            flock_after_figure: true,
            ..ProbeState::default()
        },
    );
    game.apply(place(1, 0, 0)).expect("place");
    game.apply(Action::Pass).expect("pass");
    let json = serde_json::to_string(&game).expect("serialise");
    assert!(
        json.contains(r#""pending":[{"player":0,"capability":"probe"}]"#),
        "{json}"
    );
    let err = serde_json::from_str::<Game>(&json).expect_err("probe is not in the rules");
    assert!(err.to_string().contains("probe"), "{err}");
}

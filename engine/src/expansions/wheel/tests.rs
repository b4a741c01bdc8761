//! The Wheel of Fortune from its rulebooks: the Taxes example, each action and the crowns on
//! built positions, the plague's order, a wheel tile that fits nowhere, and invariants over
//! random games of both the stand-alone game and the expansion.
//!
//! Positions are built around the board (cells (0..4, 0..4)): its north edge is, west to
//! east, city / field / road / field; a tile at (0,-1) turned to show a city south closes the
//! board's one-cell city Ca.

use proptest::prelude::*;

use crate::action::{Action, Event};
use crate::config::GameConfig;
use crate::error::MoveError;
use crate::expansions::examples::{place, scored, spot};
use crate::figures::{Figure, FigureKind, Spot};
use crate::game::{Game, Phase};
use crate::geometry::Pos;
use crate::random::random_action;
use crate::rng::Rng;
use crate::rules::{Expansion, GameKind};
use crate::score::ScoreKind;
use crate::tiles::{by_name, EdgeKind, FeatureKind};

use super::{WheelSegment, CROWN_POS};

const CITY: FeatureKind = FeatureKind::City;
const FIELD: FeatureKind = FeatureKind::Field;
const FOLLOWER: FigureKind = FigureKind::FOLLOWER;

pub(super) fn stand_alone(players: usize) -> GameConfig {
    GameConfig {
        game: GameKind::WheelOfFortune,
        ..GameConfig::with_rules(players, [])
    }
}

/// A stand-alone game drawing `deck` in order, then plain straight roads so it goes on.
pub(super) fn game(players: usize, deck: &[&str]) -> Game {
    let mut order: Vec<_> = deck.iter().map(|n| by_name(n).expect("tile")).collect();
    order.extend(std::iter::repeat_n(by_name("U").expect("U"), 4));
    Game::with_order(stand_alone(players), order).expect("set-up")
}

/// Puts a follower of `player` on the feature of `kind` at `port` of the tile at `pos`, as
/// if it had been deployed there earlier (the actions read only who stands where).
pub(super) fn stand(g: &mut Game, player: usize, pos: Pos, kind: FeatureKind, port: &str) {
    let spot = spot(g, pos, kind, port);
    let figures = &mut g.state_mut().figures;
    assert!(figures.supply[player].take(FOLLOWER), "a follower in hand");
    figures.on_board.push(Figure {
        player,
        kind: FOLLOWER,
        pos,
        spot,
    });
}

/// Puts a follower of `player` on crown space `space`.
pub(super) fn crown(g: &mut Game, player: usize, space: u8) {
    let figures = &mut g.state_mut().figures;
    assert!(figures.supply[player].take(FOLLOWER));
    figures.on_board.push(Figure {
        player,
        kind: FOLLOWER,
        pos: CROWN_POS,
        spot: Spot::Space(space),
    });
}

pub(super) fn set_pig(g: &mut Game, segment: WheelSegment) {
    g.state_mut().caps.wheel.pig = segment;
}

fn turned(events: &[Event]) -> Vec<(u8, WheelSegment)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Happened {
                capability: super::CAPABILITY,
                what,
                count,
                ..
            } => Some((u8::try_from(*count).ok()?, WheelSegment::from_key(what)?)),
            _ => None,
        })
        .collect()
}

pub(super) fn pass(g: &mut Game) -> Vec<Event> {
    g.apply(Action::Pass).expect("pass")
}

#[test]
fn the_board_is_the_start_and_its_city_scores_one_tile_per_cell() {
    let mut g = game(2, &["E"]);
    assert_eq!(g.board().len(), 16, "sixteen cells, nothing else");
    assert!(g.board().tiles().iter().all(|t| t.player.is_none()));
    let frontier: Vec<Pos> = g.board().frontier().collect();
    assert_eq!(frontier.len(), 16, "four cells along each side");
    assert!(frontier
        .iter()
        .all(|p| !(0..4).contains(&p.x) || !(0..4).contains(&p.y)));
    // The board's north edge west to east: city, field, road, field (tiles.md 8.2).
    let north: Vec<EdgeKind> = (0..4)
        .map(|x| {
            let cell = g.board().get(Pos::new(x, 0)).expect("cell");
            cell.edge(crate::geometry::Side::N)
        })
        .collect();
    assert_eq!(
        north,
        [
            EdgeKind::City,
            EdgeKind::Field,
            EdgeKind::Road,
            EdgeKind::Field
        ]
    );
    // E turned to show its city south closes the board's city Ca: two cells, 4 points.
    place(&mut g, 0, -1, 2);
    let knight = spot(&g, Pos::new(0, -1), CITY, "S");
    let events = g
        .apply(Action::Deploy {
            spot: knight,
            figure: FOLLOWER,
        })
        .expect("knight");
    assert_eq!(scored(&events), [(ScoreKind::City, 4, vec![0])]);
}

#[test]
fn a_wheel_tile_drawn_at_set_up_is_told_in_the_opening_events() {
    let g = game(3, &["U.w3", "E"]);
    assert_eq!(turned(g.opening_events()), [(3, WheelSegment::Storm)]);
    assert_eq!(g.scores(), [7, 7, 7], "Storm: every follower is in supply");
    assert_eq!(scored(g.opening_events()).len(), 3);
}

#[test]
fn taxes_example_blue_8_red_3() {
    // The rulebooks' example: one city with two pennants, Blue's two knights and Red's one.
    // Seats: 1 is red, 3 is blue.
    let mut g = game(4, &["Q", "M", "U.w1"]);
    place(&mut g, 0, -1, 2); // Q: city south, east and west, a pennant
    pass(&mut g);
    place(&mut g, 1, -1, 0); // M: city north and west, a pennant
    let (q, m, ca) = (Pos::new(0, -1), Pos::new(1, -1), Pos::new(0, 0));
    stand(&mut g, 3, q, CITY, "S");
    stand(&mut g, 3, m, CITY, "N");
    stand(&mut g, 1, ca, CITY, "N");
    let events = pass(&mut g); // seat 2 draws U.w1: the pig moves 1, to Taxes
    assert_eq!(turned(&events), [(1, WheelSegment::Taxes)]);
    let mut wheel = scored(&events);
    wheel.sort();
    assert_eq!(
        wheel,
        [
            (ScoreKind::Wheel, 3, vec![1]),
            (ScoreKind::Wheel, 8, vec![3])
        ]
    );
    assert_eq!(g.scores(), [0, 3, 0, 8]);
    assert_eq!(g.breakdown(3).get(ScoreKind::Wheel), 8);
    assert_eq!(g.wheel().map(|w| w.pig), Some(WheelSegment::Taxes));
}

#[test]
fn fortune_gives_the_player_who_moved_the_pig_three() {
    let mut g = game(3, &["E", "U.w1"]);
    set_pig(&mut g, WheelSegment::Plague);
    place(&mut g, 0, -1, 2);
    let events = pass(&mut g);
    assert_eq!(turned(&events), [(1, WheelSegment::Fortune)]);
    assert_eq!(scored(&events), [(ScoreKind::Wheel, 3, vec![1])]);
}

#[test]
fn the_pig_passes_fortune_without_its_action() {
    let mut g = game(3, &["E", "U.w2"]);
    set_pig(&mut g, WheelSegment::Plague);
    place(&mut g, 0, -1, 2);
    let events = pass(&mut g);
    assert_eq!(turned(&events), [(2, WheelSegment::Taxes)]);
    assert!(scored(&events).is_empty(), "nothing for passing Fortune");
    assert_eq!(g.scores(), [0, 0, 0]);
}

#[test]
fn famine_pays_every_farmer_one_per_completed_city_without_majority() {
    let mut g = game(3, &["E", "U.w2"]);
    place(&mut g, 0, -1, 2); // closes Ca; its field borders that completed city
    let e = Pos::new(0, -1);
    stand(&mut g, 0, e, FIELD, "Nw");
    stand(&mut g, 0, e, FIELD, "En");
    stand(&mut g, 1, e, FIELD, "Wn");
    // On the board: a farmer beside Ca (completed) and one beside Cb (open).
    stand(&mut g, 2, Pos::new(0, 0), FIELD, "Wn");
    stand(&mut g, 2, Pos::new(3, 0), FIELD, "Nw");
    let events = pass(&mut g);
    assert_eq!(turned(&events), [(2, WheelSegment::Famine)]);
    assert_eq!(g.scores(), [2, 1, 1]);
}

#[test]
fn storm_pays_one_per_follower_in_supply() {
    let mut g = game(3, &["B", "U.w3"]);
    place(&mut g, 1, -1, 0);
    let monk = Action::Deploy {
        spot: Spot::Monastery,
        figure: FOLLOWER,
    };
    let events = g.apply(monk).expect("monk");
    assert_eq!(turned(&events), [(3, WheelSegment::Storm)]);
    assert_eq!(g.scores(), [6, 7, 7]);
}

#[test]
fn inquisition_pays_two_per_monk() {
    let mut g = game(3, &["B", "B", "U.w1"]);
    set_pig(&mut g, WheelSegment::Storm);
    place(&mut g, 1, -1, 0);
    let monk = Action::Deploy {
        spot: Spot::Monastery,
        figure: FOLLOWER,
    };
    g.apply(monk).expect("monk");
    place(&mut g, 3, -1, 0);
    let events = g.apply(monk).expect("monk");
    assert_eq!(turned(&events), [(1, WheelSegment::Inquisition)]);
    assert_eq!(g.scores(), [2, 2, 0]);
}

#[test]
fn plague_asks_each_player_with_a_follower_on_the_land_from_the_current_player_on() {
    let mut g = game(4, &["E", "U.w2", "E"]);
    set_pig(&mut g, WheelSegment::Storm);
    place(&mut g, 0, -1, 2);
    let e = Pos::new(0, -1);
    stand(&mut g, 0, e, FIELD, "Nw");
    stand(&mut g, 0, Pos::new(0, 0), FIELD, "Wn");
    stand(&mut g, 1, Pos::new(0, 3), FIELD, "Nw");
    stand(&mut g, 2, Pos::new(3, 0), FIELD, "Nw");
    crown(&mut g, 3, 0); // seat 3's only follower is on a crown
    let events = pass(&mut g); // seat 1 draws the plague tile
    assert_eq!(turned(&events), [(2, WheelSegment::Plague)]);
    let asked: Vec<usize> = events
        .iter()
        .filter_map(|e| match e {
            Event::DecisionAsked { player, .. } => Some(*player),
            _ => None,
        })
        .collect();
    assert_eq!(
        asked,
        [1, 2, 0],
        "the drawing player first; seat 3 has none on the land"
    );
    assert_eq!(g.deciding_player(), 1);
    let ones = g.legal_actions();
    assert_eq!(ones.len(), 1);
    g.apply(ones[0]).expect("seat 1 answers");
    assert_eq!(g.deciding_player(), 2);
    assert_eq!(g.current_player(), 1);
    // Seat 0 may not answer for seat 2, nor take back a follower that is not theirs.
    let zeros = Action::Withdraw {
        pos: e,
        spot: spot(&g, e, FIELD, "Nw"),
    };
    assert!(g.apply(zeros).is_err());
    let options = g.legal_actions();
    assert_eq!(options.len(), 1, "seat 2's one follower: {options:?}");
    let events = g.apply(options[0]).expect("seat 2 answers");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::FigureReturned { player: 2, .. })));
    assert_eq!(g.deciding_player(), 0);
    assert_eq!(g.legal_actions().len(), 2, "seat 0 chooses between two");
    g.apply(zeros).expect("seat 0 answers");
    assert_eq!(
        g.phase(),
        Phase::Place {
            tile: by_name("U.w2").expect("tile")
        }
    );
    assert_eq!(g.figures().filter(|f| f.player == 0).count(), 1);
    assert!(
        g.figures()
            .any(|f| f.player == 3 && f.spot == Spot::Space(0)),
        "the crown is spared"
    );
    assert_eq!(g.supply(2).get(FOLLOWER), 7);
}

#[test]
fn a_plague_with_nobody_on_the_land_asks_nobody() {
    let mut g = game(2, &["E", "U.w2"]);
    set_pig(&mut g, WheelSegment::Storm);
    place(&mut g, 0, -1, 2);
    let events = pass(&mut g);
    assert_eq!(turned(&events), [(2, WheelSegment::Plague)]);
    assert!(matches!(g.phase(), Phase::Place { .. }));
}

#[test]
fn a_follower_goes_on_a_vacant_crown_instead_of_the_tile() {
    let mut g = game(2, &["E", "E"]);
    place(&mut g, 0, -1, 2);
    let taxes = Action::Deploy {
        spot: Spot::Space(0),
        figure: FOLLOWER,
    };
    let offered = g.legal_actions();
    let crowns = offered
        .iter()
        .filter(|a| {
            matches!(
                a,
                Action::Deploy {
                    spot: Spot::Space(_),
                    ..
                }
            )
        })
        .count();
    assert_eq!(crowns, 5, "one choice per segment with crowns");
    assert_eq!(
        g.describe(taxes),
        crate::Note::new("wheel-describe-crown").key("segment", "wheel-segment-taxes")
    );
    g.apply(taxes).expect("crown");
    assert_eq!(g.supply(0).get(FOLLOWER), 6);
    assert!(g
        .figures()
        .any(|f| f.spot == Spot::Space(0) && f.player == 0));
    // The second Taxes crown is offered next; the first is taken.
    place(&mut g, 1, -1, 0);
    let offered = g.legal_actions();
    assert!(!offered.contains(&taxes));
    let second = Action::Deploy {
        spot: Spot::Space(1),
        figure: FOLLOWER,
    };
    assert!(offered.contains(&second));
    // A forged crown space is refused and changes nothing.
    let before = g.clone();
    let forged = Action::Deploy {
        spot: Spot::Space(40),
        figure: FOLLOWER,
    };
    assert_eq!(g.apply(forged), Err(MoveError::NotAnOption));
    assert_eq!(g, before);
}

#[test]
fn crowns_score_three_alone_on_one_six_alone_on_two_three_each_when_shared() {
    // Alone on Famine (one crown): 3.
    let mut g = game(3, &["E", "U.w2"]);
    crown(&mut g, 1, WheelSegment::Famine.spaces().start);
    crown(&mut g, 2, WheelSegment::Taxes.spaces().start); // passed: does not score
    place(&mut g, 0, -1, 2);
    let events = pass(&mut g);
    assert_eq!(turned(&events), [(2, WheelSegment::Famine)]);
    assert_eq!(scored(&events), [(ScoreKind::Crown, 3, vec![1])]);
    assert_eq!(g.supply(1).get(FOLLOWER), 7, "back in supply");
    assert_eq!(g.supply(2).get(FOLLOWER), 6, "the Taxes crown stays");

    // Alone on Taxes (two crowns): 6.
    let mut g = game(3, &["E", "U.w1"]);
    crown(&mut g, 2, WheelSegment::Taxes.spaces().start + 1);
    place(&mut g, 0, -1, 2);
    let events = pass(&mut g);
    assert_eq!(scored(&events), [(ScoreKind::Crown, 6, vec![2])]);

    // Two on Storm, both the same player's: 3 each. Storm comes first and counts supply
    // before the crown followers return.
    let mut g = game(2, &["E", "U.w3"]);
    let storm = WheelSegment::Storm.spaces();
    crown(&mut g, 0, storm.start);
    crown(&mut g, 0, storm.start + 1);
    place(&mut g, 0, -1, 2);
    let events = pass(&mut g);
    assert_eq!(
        scored(&events),
        [
            (ScoreKind::Wheel, 5, vec![0]),
            (ScoreKind::Wheel, 7, vec![1]),
            (ScoreKind::Crown, 3, vec![0]),
            (ScoreKind::Crown, 3, vec![0])
        ]
    );
    assert_eq!(g.supply(0).get(FOLLOWER), 7);
}

#[test]
fn crown_followers_score_nothing_at_the_end() {
    let mut g = Game::with_order(stand_alone(2), vec![by_name("E").expect("E")]).expect("game");
    crown(&mut g, 0, 3);
    place(&mut g, 0, -1, 2);
    let events = pass(&mut g);
    assert!(g.is_over());
    assert_eq!(g.breakdown(0).get(ScoreKind::Crown), 0);
    assert!(scored(&events).iter().all(|(k, ..)| *k != ScoreKind::Crown));
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::FigureReturned {
                spot: Spot::Space(3),
                ..
            }
        )),
        "it goes home unscored"
    );
}

#[test]
fn a_wheel_tile_that_fits_nowhere_turns_the_wheel_once_then_is_discarded() {
    // Monastery tiles close the board's three road edges: then a crossroads fits nowhere.
    let mut g = game(3, &["A", "A", "A", "X.w1", "E"]);
    place(&mut g, 2, -1, 0);
    pass(&mut g);
    place(&mut g, 3, 4, 2);
    pass(&mut g);
    place(&mut g, -1, 1, 3);
    let events = pass(&mut g);
    assert_eq!(turned(&events), [(1, WheelSegment::Taxes)]);
    assert_eq!(g.legal_actions(), [Action::Discard]);
    let events = g.apply(Action::Discard).expect("discard");
    assert!(
        turned(&events).is_empty(),
        "the action happened once, at the draw"
    );
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::TileDiscarded { player: 0, .. })));
    assert_eq!(g.current_player(), 0, "the same player draws again");
    assert_eq!(g.current_tile(), by_name("E"));
    assert_eq!(g.wheel().map(|w| w.pig), Some(WheelSegment::Taxes));
}

#[test]
fn with_the_river_the_spring_lies_beside_the_board_flowing_away() {
    let config =
        GameConfig::with_rules(3, [Expansion::Farmers, Expansion::River1, Expansion::Wheel]);
    let g = Game::new(config, 7).expect("set-up");
    assert_eq!(g.board().len(), 17);
    let spring = g
        .board()
        .get(Pos::new(1, -1))
        .expect("spring north of the board");
    assert_eq!(spring.edge(crate::geometry::Side::N), EdgeKind::River);
    assert!(g.current_tile().is_some_and(|t| t.def().has_river()));
}

#[test]
fn a_stored_wheel_game_reads_back_and_plays_on_identically() {
    let mut g = crate::random::random_game(stand_alone(3), 11, Some(25)).expect("game");
    crown(&mut g, 0, 8);
    let json = serde_json::to_string(&g).expect("store");
    let mut back: Game = serde_json::from_str(&json).expect("read");
    assert_eq!(back, g);
    assert_eq!(back.wheel(), g.wheel());
    let mut rng = Rng::new(5);
    while let Some(a) = random_action(&g, &mut rng) {
        assert_eq!(g.apply(a), back.apply(a));
    }
    // Two followers on one crown space is a corrupt row.
    let forged = json.replacen("\"Space\":8", "\"Space\":12", 1);
    assert!(
        serde_json::from_str::<Game>(&forged).is_err(),
        "no space 12"
    );
}

/// Checks the wheel's invariants on a game.
fn check(g: &Game, start: u32) {
    for p in 0..g.players() {
        let out = g.figures().filter(|f| f.player == p).count() as u32;
        assert_eq!(g.supply(p).total() + out, start, "seat {p}'s figures");
        assert_eq!(g.scores()[p], g.breakdown(p).total());
    }
    let wheel = g.wheel().expect("wheel");
    for c in &wheel.crowns {
        let n = g
            .figures()
            .filter(|f| f.spot == Spot::Space(c.space))
            .count();
        assert!(n <= 1, "crown {} holds {n}", c.space);
    }
    for t in g.board().tiles().iter().filter(|t| t.player.is_some()) {
        let on_board = (0..4).contains(&t.pos.x) && (0..4).contains(&t.pos.y);
        assert!(!on_board, "a tile at {} inside the board", t.pos);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_wheel_games_keep_every_figure_and_the_pig_counts_every_step(
        seed in any::<u64>(),
        players in 2usize..=5,
        expansion in any::<bool>(),
    ) {
        let config = if expansion {
            GameConfig::with_rules(players, [Expansion::Farmers, Expansion::River1, Expansion::Wheel, Expansion::Inns])
        } else {
            stand_alone(players)
        };
        let mut g = Game::new(config, seed).expect("set-up");
        let start = g.starting_supply().total();
        let mut rng = Rng::new(seed ^ 0x5eed);
        // A wheel tile drawn at set-up has turned the wheel already.
        let mut steps = g.wheel().map_or(0, |w| w.pig.index() as u32);
        let mut turns = 0u32;
        while let Some(a) = random_action(&g, &mut rng) {
            let events = g.apply(a).expect("legal");
            for (n, segment) in turned(&events) {
                steps += u32::from(n);
                turns += 1;
                prop_assert_eq!(segment, WheelSegment::ALL[(steps % 6) as usize]);
            }
            check(&g, start);
        }
        prop_assert!(g.is_over());
        prop_assert!(turns > 0, "wheel tiles were drawn");
    }
}

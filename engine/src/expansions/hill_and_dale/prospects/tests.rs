//! Each promise from positions built with the engine: it moves the way the rules say and by
//! sane amounts, and the whole hook is zero once the game is over and reads no hidden order.

use crate::action::Action;
use crate::config::GameConfig;
use crate::figures::FigureKind;
use crate::game::{Game, Phase};
use crate::geometry::Rotation;
use crate::random::random_action;
use crate::rng::Rng;
use crate::rules::GameKind;
use crate::tiles::{by_name, catalogue, FeatureKind, TileId, TileSet};

use super::super::harvest::Hand;
use super::super::START_TILE;
use crate::expansions::examples::{place, turn};

const PATH: FeatureKind = FeatureKind::Road;
const CROP: FeatureKind = FeatureKind::City;
const MEADOW: FeatureKind = FeatureKind::Field;
const MEEPLE: FigureKind = FigureKind::FOLLOWER;
const STABLE: FigureKind = FigureKind::STABLE;

fn config(players: usize) -> GameConfig {
    GameConfig {
        game: GameKind::OverHillAndDale,
        ..GameConfig::with_rules(players, [])
    }
}

fn tile(name: &str) -> TileId {
    by_name(name).unwrap_or_else(|| panic!("no tile {name}"))
}

fn tiles(names: &[&str], times: usize) -> Vec<TileId> {
    let mut out = Vec::new();
    for _ in 0..times {
        out.extend(names.iter().map(|n| tile(n)));
    }
    out
}

/// The game's whole deck, as many of each tile as the box has.
fn every_tile() -> Vec<TileId> {
    let mut out = Vec::new();
    for def in catalogue().in_set(TileSet::OverHillAndDale) {
        out.extend(std::iter::repeat_n(def.id, usize::from(def.count_second)));
    }
    out
}

/// A two-player game drawing `first` in order, then `rest`: the tiles still to come once the
/// position is built.
fn game(first: &[&str], rest: Vec<TileId>) -> Game {
    let mut order = tiles(first, 1);
    order.extend(rest);
    Game::with_deck(config(2), tile(START_TILE), Rotation::new(0), order).expect("set-up")
}

/// What seat 0's pieces promise beyond seat 1's (what both are promised alike cancels).
fn edge(game: &Game) -> f64 {
    let p = game.prospects();
    p[0] - p[1]
}

/// A wanderer of seat 0 just east of the start tile: a path of 2 tiles open at both ends.
fn short_path(rest: Vec<TileId>) -> Game {
    let mut g = game(&["OHD.1a"], rest);
    turn(&mut g, (1, 0, 0), Some((MEEPLE, PATH, "W")));
    g
}

#[test]
fn a_wanderer_promises_hikes_the_more_the_longer_its_open_path() {
    let short = edge(&short_path(every_tile()));
    // Five tiles of path, the wanderer at its east end.
    let mut long = game(&["OHD.1a", "OHD.1a", "OHD.1a", "OHD.1a"], every_tile());
    turn(&mut long, (1, 0, 0), None);
    turn(&mut long, (2, 0, 0), None);
    turn(&mut long, (3, 0, 0), Some((MEEPLE, PATH, "W")));
    turn(&mut long, (-1, 0, 0), None);
    let long = edge(&long);
    assert!((2.0..15.0).contains(&short), "{short}");
    assert!(long > short + 4.0, "{long} vs {short}");
    assert!(long < 40.0, "{long}");
}

#[test]
fn hikes_promise_less_when_few_turns_are_left() {
    let mix = ["OHD.1a", "OHD.2a", "OHD.5a", "OHD.6a", "OHD.13c", "OHD.21a"];
    let early = edge(&short_path(tiles(&mix, 8)));
    let late = edge(&short_path(tiles(&mix, 1)));
    assert!(late > 0.0, "{late}");
    assert!(early > late + 1.0, "{early} vs {late}");
}

#[test]
fn a_wanderer_promises_no_hike_when_every_tile_to_come_would_complete_its_path() {
    // A junction closes the path's west end; its only open end is east of the start tile.
    let one_end = |rest: Vec<TileId>| {
        let mut g = game(&["OHD.3b"], rest);
        turn(&mut g, (-1, 0, 0), Some((MEEPLE, PATH, "E")));
        g
    };
    // A path ending at a crop field completes it there: scored, never hiked.
    let ending = edge(&one_end(tiles(&["OHD.5a"], 10)));
    assert!(ending.abs() < 1e-9, "{ending}");
    let going_on = edge(&one_end(tiles(&["OHD.1a"], 10)));
    assert!(going_on > 1.0, "{going_on}");
}

/// A stable of seat 0 on a meadow of three animals south of the start tile.
fn stable(rest: Vec<TileId>) -> Game {
    let mut g = game(&["OHD.21a"], rest);
    turn(&mut g, (0, 1, 0), Some((STABLE, MEADOW, "Nw")));
    g
}

#[test]
fn a_stable_promises_the_animals_still_to_come_into_its_square() {
    // Tiles with animals and tiles without, fitting the same cells alike.
    let animals = edge(&stable(tiles(&["OHD.1b", "OHD.2b", "OHD.21b"], 6)));
    let none = edge(&stable(tiles(&["OHD.1a", "OHD.2a", "OHD.6a"], 6)));
    assert!(none.abs() < 1e-9, "no animals to come: {none}");
    // Seven empty cells, at most three animals a tile.
    assert!((2.0..7.0 * 3.0 * 1.4).contains(&animals), "{animals}");
    let late = edge(&stable(tiles(&["OHD.1b", "OHD.2b", "OHD.21b"], 1)));
    assert!(late > 0.0 && late < animals - 1.0, "{late} vs {animals}");
}

/// A farmer of seat 0 in a crop field of two tiles with a pumpkin, open to the north.
fn pumpkin_field(rest: Vec<TileId>) -> Game {
    let mut g = game(&["OHD.9"], rest);
    turn(&mut g, (0, -1, 1), Some((MEEPLE, CROP, "S")));
    g
}

#[test]
fn a_farmed_crop_field_promises_its_tokens_when_tiles_to_come_can_close_it() {
    // A crop field ending in one edge closes it (with its apple); a straight path cannot go
    // there at all.
    let closing = edge(&pumpkin_field(tiles(&["OHD.6a", "OHD.1a"], 6)));
    let never = edge(&pumpkin_field(tiles(&["OHD.1a"], 12)));
    assert!(never.abs() < 1e-9, "{never}");
    // A pumpkin and an apple at most, and a share of a set.
    assert!((0.5..7.0).contains(&closing), "{closing}");
}

#[test]
fn a_fruit_the_hand_lacks_promises_its_set() {
    let with_hand = |hand: Hand| {
        let mut g = pumpkin_field(tiles(&["OHD.6a", "OHD.1a"], 6));
        g.state_mut().caps.hill_and_dale.harvest = vec![hand, Hand::default()];
        g.prospects()[0]
    };
    // The same four tokens: all but a pumpkin, or four apples.
    let lacking = with_hand([1, 1, 0, 1, 1, 0]);
    let apples = with_hand([4, 0, 0, 0, 0, 0]);
    assert!(lacking > apples + 2.0, "{lacking} vs {apples}");
    assert!(lacking < apples + 10.0, "{lacking} vs {apples}");
}

#[test]
fn a_hand_near_its_next_set_promises_more_than_one_far_from_it() {
    // Tiles to come with a few of every kind of token.
    let rest = tiles(
        &["OHD.7a", "OHD.6b", "OHD.6c", "OHD.5b", "OHD.6d", "OHD.1a"],
        3,
    );
    let mut g = game(&[], rest);
    g.state_mut().caps.hill_and_dale.harvest = vec![[1, 1, 1, 1, 0, 0], [4, 0, 0, 0, 0, 0]];
    let p = g.prospects();
    assert!(p[0] > p[1] + 0.5, "{p:?}");
    assert!(p[0] < 5.0, "a set is worth 5: {p:?}");
    // A scarecrow in hand stands in for the missing fruit: the set is made, the next far.
    g.state_mut().caps.hill_and_dale.harvest = vec![[1, 1, 1, 1, 0, 1], [0; 6]];
    assert!(g.prospects()[0] < p[0], "{:?} vs {p:?}", g.prospects());
    // With nothing left to draw there is nothing to come.
    let mut last = game(&["OHD.1a"], Vec::new());
    last.state_mut().caps.hill_and_dale.harvest = vec![[1, 1, 1, 1, 0, 0], [0; 6]];
    place(&mut last, 1, 0, 0);
    assert!(!last.is_over(), "the figure step of the last tile");
    assert_eq!(last.prospects(), [0.0, 0.0]);
}

#[test]
fn the_promise_reads_the_tiles_to_come_never_their_order() {
    let forward = every_tile();
    let mut backward = forward.clone();
    backward.reverse();
    let a = short_path(forward);
    let b = short_path(backward);
    let (pa, pb) = (a.prospects(), b.prospects());
    for (x, y) in pa.iter().zip(&pb) {
        assert!((x - y).abs() < 1e-9, "{pa:?} vs {pb:?}");
    }
    assert!(pa[0] > pa[1]);
    assert_eq!(a.prospects(), pa, "the same position, the same promise");
    assert_eq!(a.clone().prospects(), pa);
}

#[test]
fn random_games_promise_finite_non_negative_points_and_nothing_at_the_end() {
    for seed in 0..6 {
        let players = 2 + (seed as usize) % 4;
        let mut g = Game::new(config(players), seed).expect("set-up");
        let mut rng = Rng::new(seed ^ 0xa5a5);
        let mut promised = 0.0;
        while !g.is_over() {
            if matches!(g.phase(), Phase::Place { .. }) {
                let p = g.prospects();
                assert_eq!(p.len(), players);
                assert!(p.iter().all(|v| v.is_finite() && *v >= 0.0), "{p:?}");
                assert!(p.iter().all(|v| *v < 200.0), "{p:?}");
                promised += p.iter().sum::<f64>();
            }
            let action = random_action(&g, &mut rng).expect("a legal action");
            g.apply(action).expect("legal");
        }
        assert!(promised > 0.0, "seed {seed}");
        assert!(g.prospects().iter().all(|&v| v == 0.0));
    }
    // A game played to its end after a figure step passes too.
    let mut g = short_path(tiles(&["OHD.1a"], 2));
    while !g.is_over() {
        let action = match g.phase() {
            Phase::Deploy { .. } => Action::Pass,
            _ => g.legal_actions()[0],
        };
        g.apply(action).expect("legal");
    }
    assert_eq!(g.prospects(), [0.0, 0.0]);
}

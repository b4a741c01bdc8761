//! What Hills & Sheep's pieces promise, on positions built with the engine: flocks against the
//! wolves left in the bag, vineyards still to come round a monastery, and the turns hills bury.

use crate::capability::{Outlook, View};
use crate::config::GameConfig;
use crate::expansions::examples::{place, turn};
use crate::expansions::hills::SheepToken;
use crate::figures::{FigureKind, Spot};
use crate::game::Game;
use crate::geometry::Rotation;
use crate::random::random_game;
use crate::rules::Expansion;
use crate::tiles::{by_name, FeatureKind};

use super::gaps::Unseen;
use super::{flock_worth, HillsState};

const FIELD: FeatureKind = FeatureKind::Field;

/// A 2-player game from the base start tile, drawing `first` then `n` copies of `rest`.
fn game(rules: &[Expansion], first: &[&str], rest: &str, n: usize) -> Game {
    let config = GameConfig::with_rules(2, rules.iter().copied());
    let order = first
        .iter()
        .chain(std::iter::repeat_n(&rest, n))
        .map(|n| by_name(n).expect("tile"))
        .collect();
    Game::with_deck(config, by_name("D").expect("D"), Rotation::new(0), order).expect("set-up")
}

fn outlook(g: &Game) -> Outlook {
    Outlook {
        tiles_left: g.tiles_left(),
        active: g.active_players().count(),
    }
}

fn with(g: &Game, outlook: Outlook, f: fn(&HillsState, &View, &Outlook, &mut [f64])) -> Vec<f64> {
    let mut out = vec![0.0; g.players()];
    f(&g.state().caps.hills, &g.view(), &outlook, &mut out);
    out
}

fn flocks(g: &Game, outlook: Outlook) -> Vec<f64> {
    with(g, outlook, |st, v, o, out| {
        let unseen = Unseen::of(v);
        super::flocks(st, v, &unseen, super::turns_each(&unseen, o), out)
    })
}

fn vineyards(g: &Game) -> Vec<f64> {
    with(g, outlook(g), |_, v, o, out| {
        let unseen = Unseen::of(v);
        super::vineyards(v, &unseen, super::turns_each(&unseen, o), out)
    })
}

/// Seat 0's shepherd with a flock of 4 in the field north of the road through the start tile
/// (open on every side); seat 1 to play, `rest` unseen.
fn flock_of_four(rest: &str) -> Game {
    let mut g = game(&[Expansion::Hills], &["U", "U"], rest, 12);
    g.state_mut().caps.hills.forced = Some(SheepToken::Sheep(4));
    turn(&mut g, (1, 0, 0), Some((FigureKind::SHEPHERD, FIELD, "Nw")));
    assert_eq!(g.figure_badges().first().map(|b| b.1), Some(4));
    assert_eq!(g.current_player(), 1);
    g
}

#[test]
fn a_flock_promises_less_with_more_wolves_in_the_bag() {
    let g = flock_of_four("U");
    // Final scoring pays shepherds nothing: the flock is all prospect.
    assert_eq!(g.projected_breakdowns()[0].total(), 0);
    let full = flocks(&g, outlook(&g));
    assert!(full[0] > 3.0 && full[0] < 37.0, "{full:?}");
    assert_eq!(full[1], 0.0);
    // Most sheep are out in other flocks: a draw is a wolf one time in two.
    let mut thin = g.clone();
    thin.state_mut().caps.hills.bag = [0, 1, 1, 0, 2];
    let thin = flocks(&thin, outlook(&g));
    assert!(thin[0] < full[0], "{thin:?} vs {full:?}");
    assert!(
        thin[0] > 2.0,
        "gathering soon is still worth most of the 4: {thin:?}"
    );
}

#[test]
fn a_flock_its_owner_can_no_longer_gather_promises_nothing() {
    let g = flock_of_four("U");
    let early = flocks(&g, outlook(&g));
    let late = flocks(
        &g,
        Outlook {
            tiles_left: 2,
            active: 2,
        },
    );
    assert!(late[0] > 0.0 && late[0] < early[0], "{late:?} vs {early:?}");
    let over = Outlook {
        tiles_left: 0,
        active: 2,
    };
    assert_eq!(flocks(&g, over), vec![0.0, 0.0]);
    // Asked to grow or gather right now, the owner can bank the 4 whatever comes later.
    let mut asked = g.clone();
    let shepherd = asked.state().caps.hills.flocks[0].shepherd;
    asked.state_mut().caps.hills.asking = vec![shepherd];
    assert_eq!(flocks(&asked, over), vec![4.0, 0.0]);
    assert!(flocks(&asked, outlook(&g))[0] >= early[0]);
    // No unseen tile can extend the field (only cities fill its gaps, and none fits): never
    // asked again, the flock is lost.
    let stuck = flock_of_four("C");
    assert_eq!(flocks(&stuck, outlook(&stuck)), vec![0.0, 0.0]);
}

#[test]
fn a_flock_in_a_closed_field_waits_for_nothing() {
    // TB.3's inner field touches no edge: closed from the start (the rulebook's reading).
    let mut g = game(&[Expansion::Hills], &["TB.3", "U"], "U", 10);
    place(&mut g, 0, -1, 0);
    let inner = by_name("TB.3")
        .expect("tile")
        .def()
        .segments
        .iter()
        .position(|s| s.kind == FIELD && s.ports.is_empty())
        .expect("inner field");
    g.state_mut().caps.hills.forced = Some(SheepToken::Sheep(4));
    g.apply(crate::Action::Deploy {
        spot: Spot::Segment(inner as u8),
        figure: FigureKind::SHEPHERD,
    })
    .expect("shepherd");
    assert_eq!(g.figure_badges().first().map(|b| b.1), Some(4));
    assert_eq!(flocks(&g, outlook(&g)), vec![0.0, 0.0]);
}

#[test]
fn a_flocks_worth_follows_its_sheep_its_chances_and_the_wolves() {
    let bag = SheepToken::BAG.map(|(_, n)| n);
    // Nothing left to decide: nothing; asked now: at least the flock.
    assert_eq!(flock_worth(4, &bag, 0.5, 0.0, false), 0.0);
    assert_eq!(flock_worth(4, &bag, 0.0, 10.0, true), 4.0);
    let mut last = 0.0;
    for sheep in 1..=12 {
        let w = flock_worth(sheep, &bag, 0.4, 10.0, false);
        assert!(w > last, "{sheep} sheep: {w} after {last}");
        last = w;
    }
    let short = flock_worth(4, &bag, 0.4, 2.0, false);
    let long = flock_worth(4, &bag, 0.4, 20.0, false);
    let sure = flock_worth(4, &bag, 0.9, 20.0, false);
    assert!(short < long && long < sure, "{short} {long} {sure}");
    // With one chance it is gathered: the flock, times the chance to be asked.
    assert!((flock_worth(4, &bag, 0.4, 1.0, false) - 1.6).abs() < 1e-9);
    // Wolves alone in the bag: growing loses everything, so it is gathered at once.
    let wolves = [0, 0, 0, 0, 2];
    let gathered = 4.0 * (1.0 - 0.6f64.powi(10));
    assert!((flock_worth(4, &wolves, 0.4, 10.0, false) - gathered).abs() < 1e-9);
    // Without wolves it pays to grow for a while.
    let tame = [4, 5, 5, 2, 0];
    assert!(flock_worth(4, &tame, 0.4, 20.0, false) > long);
}

/// Seat 0's monk on a monastery south of the start tile; seat 1 to play, `rest` unseen.
fn monk(rest: &str) -> Game {
    let mut g = game(&[Expansion::Hills], &["B", "U"], rest, 12);
    place(&mut g, 0, 1, 0);
    g.apply(crate::Action::Deploy {
        spot: Spot::Monastery,
        figure: FigureKind::FOLLOWER,
    })
    .expect("monk");
    assert_eq!(g.current_player(), 1);
    g
}

#[test]
fn vineyards_still_to_come_round_a_monastery_promise_three_each_if_it_closes() {
    // HS.16 (a vineyard) fits beside fields and roads alike.
    let vines = monk("HS.16");
    let promised = vineyards(&vines);
    // Seven empty cells, every tile to come a vineyard: up to 21, times the chance to close.
    assert!(promised[0] > 3.0 && promised[0] < 21.0, "{promised:?}");
    assert_eq!(promised[1], 0.0);
    // No vineyard among the unseen tiles: nothing to come.
    assert_eq!(vineyards(&monk("U")), vec![0.0, 0.0]);
    // Every tile to come shows a vineyard (HS.2), but none has the road that the cells west
    // and east of the start tile need: the square never closes, its vineyards never pay.
    assert_eq!(vineyards(&monk("HS.2")), vec![0.0, 0.0]);
}

#[test]
fn hills_to_come_bury_tiles_and_shorten_the_game() {
    let plain = game(&[Expansion::Hills], &["U"], "U", 12);
    let hilly = game(&[Expansion::Hills], &["U"], "HS.13", 12);
    let turns = |g: &Game| super::turns_each(&Unseen::of(&g.view()), &outlook(g));
    assert_eq!(turns(&plain), 6.0);
    // Every tile to come is a hill: each drawn takes the next one under it.
    assert_eq!(turns(&hilly), 3.0);
}

#[test]
fn the_hook_promises_nothing_in_a_finished_game_and_the_same_twice() {
    let config = GameConfig::with_rules(
        2,
        [Expansion::Farmers, Expansion::Traders, Expansion::Hills],
    );
    let mut moved = 0;
    for seed in 0..6 {
        let over = random_game(config.clone(), seed, None).expect("game");
        assert!(over.is_over());
        assert_eq!(
            with(&over, outlook(&over), super::prospects),
            vec![0.0, 0.0]
        );
        for turns in [10, 30, 50] {
            let g = random_game(config.clone(), seed, Some(turns)).expect("game");
            let once = with(&g, outlook(&g), super::prospects);
            let again = with(&g.clone(), outlook(&g), super::prospects);
            assert_eq!(once, again);
            assert!(
                once.iter().all(|v| v.is_finite() && *v >= 0.0 && *v < 60.0),
                "{once:?}"
            );
            moved += usize::from(once.iter().any(|&v| v != 0.0));
        }
    }
    assert!(moved > 0, "no position promised anything");
}

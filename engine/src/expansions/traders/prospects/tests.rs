//! What Traders & Builders' pieces promise, on positions built with the engine: goods
//! majorities still open, a builder's second turns and the pig's farm.

use crate::board::Unseen;
use crate::capability::Outlook;
use crate::config::GameConfig;
use crate::expansions::examples::turn;
use crate::figures::{Figure, FigureKind};
use crate::game::Game;
use crate::geometry::{Pos, Rotation};
use crate::random::random_game;
use crate::rules::Expansion;
use crate::tiles::{by_name, FeatureKind};

const F: FigureKind = FigureKind::FOLLOWER;
const CITY: FeatureKind = FeatureKind::City;
const ROAD: FeatureKind = FeatureKind::Road;
const FIELD: FeatureKind = FeatureKind::Field;

/// A 2-player game from the base start tile, drawing `deck` in this order.
fn game(rules: &[Expansion], deck: &[&str]) -> Game {
    let config = GameConfig::with_rules(2, rules.iter().copied());
    let order = deck.iter().map(|n| by_name(n).expect("tile")).collect();
    Game::with_deck(config, by_name("D").expect("D"), Rotation::new(0), order).expect("set-up")
}

/// `deck` followed by `n` copies of `tile`.
fn deck<'a>(first: &[&'a str], tile: &'a str, n: usize) -> Vec<&'a str> {
    let mut out = first.to_vec();
    out.extend(std::iter::repeat_n(tile, n));
    out
}

fn outlook(g: &Game) -> Outlook {
    Outlook {
        tiles_left: g.tiles_left(),
        active: g.active_players().count(),
    }
}

/// One part of the hook, run on `g` with `outlook`.
fn part(
    g: &Game,
    outlook: Outlook,
    f: fn(&super::TradersState, &crate::capability::View, &Outlook, &mut [f64]),
) -> Vec<f64> {
    let mut out = vec![0.0; g.players()];
    f(&g.state().caps.traders, &g.view(), &outlook, &mut out);
    out
}

fn goods(g: &Game) -> Vec<f64> {
    part(g, outlook(g), |st, v, o, out| {
        super::goods(st, v, o, &Unseen::of(v.deck), out)
    })
}

fn builders(g: &Game, outlook: Outlook) -> Vec<f64> {
    part(g, outlook, |_, v, o, out| {
        super::builders(v, o, &Unseen::of(v.deck), out)
    })
}

fn pigs(g: &Game, outlook: Outlook) -> Vec<f64> {
    part(g, outlook, |_, v, o, out| super::pigs(v, o, out))
}

/// Wine on six unseen tiles, after a plain road to play now.
const WINE: [&str; 7] = ["U", "TB.2", "TB.4", "TB.12", "TB.13", "TB.14", "TB.15"];

#[test]
fn a_goods_lead_that_can_still_be_overtaken_promises_less_than_a_safe_one() {
    let deck = deck(&WINE, "U", 10);
    let mut narrow = game(&[Expansion::Traders], &deck);
    narrow.state_mut().caps.traders.goods = vec![[1, 0, 0], [0, 0, 0]];
    let mut safe = game(&[Expansion::Traders], &deck);
    safe.state_mut().caps.traders.goods = vec![[8, 0, 0], [0, 0, 0]];
    // Final scoring would pay seat 0 the wine majority now in both.
    assert_eq!(narrow.projected_breakdowns()[0].total(), 10);
    let (narrow, safe) = (goods(&narrow), goods(&safe));
    // Seat 0 may lose its narrow lead to the wine still to come, seat 1 may take it.
    assert!(narrow[0] < -1.0 && narrow[0] > -10.0, "{narrow:?}");
    assert!(narrow[1] > 1.0 && narrow[1] < 10.0, "{narrow:?}");
    // Eight ahead with six wine tiles left is (almost) safe.
    assert!(safe[0] > narrow[0] && safe[0] > -0.5, "{safe:?}");
    assert!(safe[1] < narrow[1] && safe[1] < 0.5, "{safe:?}");
}

#[test]
fn goods_no_tile_can_bring_change_nothing() {
    // No goods on the unseen tiles and no open city with goods: majorities stand as they are.
    let mut g = game(&[Expansion::Traders], &deck(&["U"], "U", 10));
    g.state_mut().caps.traders.goods = vec![[1, 0, 2], [0, 3, 2]];
    assert_eq!(goods(&g), vec![0.0, 0.0]);
}

#[test]
fn an_open_city_with_goods_promises_them_likelier_to_its_holder() {
    // TB.2 (wine) turned to join the start tile's city, which stays open east; seat 0 holds it.
    // City tiles (E) can close it; plain roads (U) cannot.
    let closable = deck(&["TB.2", "U"], "E", 6);
    let mut g = game(&[Expansion::Traders], &closable);
    turn(&mut g, (0, -1, 2), Some((F, CITY, "S")));
    let open = goods(&g);
    assert!(open[0] > open[1] && open[1] > 0.0, "{open:?}");
    assert!(
        (open[0] - 2.0 * open[1]).abs() < 1e-9,
        "the holder closes it twice as often: {open:?}"
    );
    assert!(open[0] + open[1] <= 10.0 + 1e-9, "{open:?}");
    // The same city when no unseen tile fits its gap: it never closes, its wine never comes.
    let mut dead = game(&[Expansion::Traders], &deck(&["TB.2", "U"], "U", 6));
    turn(&mut dead, (0, -1, 2), Some((F, CITY, "S")));
    assert_eq!(goods(&dead), vec![0.0, 0.0]);
}

/// Seat 0's thief and builder on the road through the start tile, open at both ends; seat 1
/// to play. `rest` are the unseen tiles.
fn builder_on_the_road(rest: &str) -> Game {
    let mut g = game(
        &[Expansion::Traders],
        &deck(&["U", "U", "U", "U"], rest, 12),
    );
    turn(&mut g, (1, 0, 0), Some((F, ROAD, "E")));
    turn(&mut g, (-1, 0, 0), None);
    turn(&mut g, (2, 0, 0), Some((FigureKind::BUILDER, ROAD, "E")));
    assert_eq!(g.current_player(), 1);
    g
}

#[test]
fn a_builder_promises_second_turns_while_its_owner_can_extend_its_road() {
    let g = builder_on_the_road("U");
    let many = builders(&g, outlook(&g));
    // A second turn is one more tile for its owner and one fewer for the other seat.
    assert!(many[0] > 1.0 && many[0] < 20.0, "{many:?}");
    assert!((many[0] + many[1]).abs() < 1e-9, "{many:?}");
    // Fewer turns left, fewer second turns.
    let few = builders(
        &g,
        Outlook {
            tiles_left: 2,
            active: 2,
        },
    );
    assert!(few[0] > 0.0 && few[0] < many[0], "{few:?} vs {many:?}");
    // No unseen tile fits either end of the road (monasteries in fields): no second turn.
    let stuck = builder_on_the_road("B");
    assert_eq!(builders(&stuck, outlook(&stuck)), vec![0.0, 0.0]);
}

/// Seat 0's farmer and pig in the field north of the road through the start tile, which
/// borders the start tile's city (open to the north); seat 1 to play.
fn pig_in_the_field(rest: &str) -> Game {
    let rules = [Expansion::Farmers, Expansion::Traders];
    let mut g = game(&rules, &deck(&["U", "U", "U", "U"], rest, 12));
    turn(&mut g, (1, 0, 0), Some((F, FIELD, "Nw")));
    turn(&mut g, (-1, 0, 0), None);
    turn(&mut g, (2, 0, 0), Some((FigureKind::PIG, FIELD, "Nw")));
    assert_eq!(g.current_player(), 1);
    g
}

#[test]
fn a_pig_promises_a_point_for_each_city_its_farm_may_still_border_completed() {
    let g = pig_in_the_field("E");
    let leading = pigs(&g, outlook(&g));
    // The start tile's city may close (an E fits north of it) and the farm may reach more.
    assert!(leading[0] > 0.5 && leading[0] < 6.0, "{leading:?}");
    assert_eq!(leading[1], 0.0);
    // With no turns left nothing more comes.
    let over = Outlook {
        tiles_left: 0,
        active: 2,
    };
    assert_eq!(pigs(&g, over), vec![0.0, 0.0]);
    // Seat 1 with two farmers in that field holds its majority: the pig pays only if seat 0
    // takes it back.
    let mut g = g;
    let at = Pos::new(-1, 0);
    let spot = crate::expansions::examples::spot(&g, at, FIELD, "Nw");
    for _ in 0..2 {
        let figures = &mut g.state_mut().figures;
        assert!(figures.supply[1].take(F));
        figures.on_board.push(Figure {
            player: 1,
            kind: F,
            pos: at,
            spot,
        });
    }
    let trailing = pigs(&g, outlook(&g));
    assert!(
        trailing[0] > 0.0 && trailing[0] < leading[0] / 2.0,
        "{trailing:?}"
    );
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
        let mut out = vec![0.0; 2];
        super::prospects(
            &over.state().caps.traders,
            &over.view(),
            &outlook(&over),
            &mut out,
        );
        assert_eq!(out, vec![0.0, 0.0], "seed {seed}");
        assert_eq!(over.prospects(), vec![0.0, 0.0]);
        for turns in [10, 30, 50] {
            let g = random_game(config.clone(), seed, Some(turns)).expect("game");
            let once = part(&g, outlook(&g), super::prospects);
            let again = part(&g.clone(), outlook(&g), super::prospects);
            assert_eq!(once, again);
            assert!(
                once.iter().all(|v| v.is_finite() && v.abs() < 60.0),
                "{once:?}"
            );
            moved += usize::from(once.iter().any(|&v| v != 0.0));
        }
    }
    assert!(moved > 0, "no position promised anything");
}

//! What the wheel promises ([`super::prospects`]), on positions built with the engine: the
//! pig's chances against decks dealt many ways, crowns near and far, shared and alone, the
//! actions that pay for what stands on the table, and the plague's risk.

use crate::figures::{FigureKind, Spot};
use crate::game::Game;
use crate::geometry::Pos;
use crate::random::{random_action, random_game};
use crate::rng::Rng;
use crate::tiles::{FeatureKind, TileId};

use super::prospects::{Course, HAND};
use super::tests::{crown, game, pass, set_pig, stand, stand_alone};
use super::{number_of, WheelSegment};
use crate::expansions::examples::place;

const FOLLOWER: FigureKind = FigureKind::FOLLOWER;

/// A two-player stand-alone game at its start, the pig on `pig`.
fn fresh(seed: u64, pig: WheelSegment) -> Game {
    let mut g = Game::new(stand_alone(2), seed).expect("set-up");
    set_pig(&mut g, pig);
    g
}

/// Seat `seat`'s expectation in `with` less that in `without`.
fn gain(with: &Game, without: &Game, seat: usize) -> f64 {
    with.prospects()[seat] - without.prospects()[seat]
}

/// Follows the pig over `draws` tiles of `deck` dealt in `deals` orders: how often it lands
/// on `segment` at all, and how many times on average.
fn dealt(
    deck: &[TileId],
    pig: WheelSegment,
    draws: usize,
    segment: WheelSegment,
    deals: u64,
) -> (f64, f64) {
    let (mut reached, mut landings) = (0u32, 0u32);
    for seed in 0..deals {
        let mut order = deck.to_vec();
        Rng::new(seed).shuffle(&mut order);
        let mut at = pig;
        let mut seen = false;
        for t in order.iter().take(draws) {
            let n = number_of(t.def());
            if n == 0 {
                continue;
            }
            at = at.after(n);
            if at == segment {
                landings += 1;
                seen = true;
            }
        }
        reached += u32::from(seen);
    }
    (
        f64::from(reached) / deals as f64,
        f64::from(landings) / deals as f64,
    )
}

#[test]
fn the_pigs_chances_agree_with_the_deck_dealt_many_ways() {
    let g = fresh(9, WheelSegment::Fortune);
    let view = g.view();
    let deck: Vec<TileId> = view.deck.unseen().collect();
    assert_eq!(deck.len(), g.tiles_left(), "every unseen tile is drawn");
    for (draws, segment) in [
        (8, WheelSegment::Taxes),
        (12, WheelSegment::Storm),
        (20, WheelSegment::Plague),
        (deck.len(), WheelSegment::Famine),
    ] {
        let pig = WheelSegment::Fortune;
        let course = Course::follow(&view, pig, draws, |_, _| {});
        let reached = course.crown(pig, segment).reached;
        let (seen, landings) = dealt(&deck, pig, draws, segment, 4000);
        assert!(
            (reached - seen).abs() < 0.03,
            "{segment:?} within {draws} draws: {reached:.3} expected, {seen:.3} dealt"
        );
        let expected = course.landings[segment.index()];
        assert!(
            (expected - landings).abs() < 0.05 + 0.05 * landings,
            "{segment:?} landings in {draws} draws: {expected:.3} expected, {landings:.3} dealt"
        );
    }
}

#[test]
fn a_crown_the_pig_will_soon_reach_promises_more_than_one_it_just_passed() {
    let taxes = WheelSegment::Taxes.spaces().start;
    let worth = |pig| {
        let without = fresh(4, pig);
        let mut with = without.clone();
        crown(&mut with, 0, taxes);
        gain(&with, &without, 0)
    };
    let near = worth(WheelSegment::Fortune);
    let far = worth(WheelSegment::Taxes);
    // Alone on two crowns: 6, all but certain with seventy tiles to come, and the follower
    // home again soon; one the pig has just passed waits a whole lap.
    assert!((6.0..8.0).contains(&near), "near {near}");
    assert!(far < near - 0.3, "far {far} near {near}");
    assert!(far > 5.0, "a whole lap is still likely early: {far}");
}

#[test]
fn a_crown_late_in_the_game_promises_little_and_nothing_without_wheel_tiles() {
    let taxes = WheelSegment::Taxes.spaces().start;
    // `game` deals four plain roads after `deck`.
    let worth = |deck: &[&str], pig| {
        let mut without = game(2, deck);
        set_pig(&mut without, pig);
        let mut with = without.clone();
        crown(&mut with, 0, taxes);
        gain(&with, &without, 0)
    };
    let mut many = vec!["E"];
    many.extend(["U.w2"; 7]);
    // From the Plague, the first two-step tile brings the pig to Taxes.
    let early = worth(&many, WheelSegment::Plague);
    // Five draws, one of them a two-step tile: a whole lap is out of reach.
    let late = worth(&["E", "U.w2"], WheelSegment::Taxes);
    let never = worth(&["E", "E"], WheelSegment::Plague);
    assert!(early > 5.0, "two steps per draw, many draws: {early}");
    assert!(late < 0.5, "late {late}");
    assert!(never.abs() < 1e-9, "no wheel tile left, no crown: {never}");
}

#[test]
fn crowns_pay_six_alone_on_two_three_on_one_and_three_each_when_shared() {
    let pig = WheelSegment::Fortune;
    let base = fresh(6, pig);
    let taxes = WheelSegment::Taxes.spaces().start;
    let mut alone = base.clone();
    crown(&mut alone, 0, taxes);
    crown(&mut alone, 1, WheelSegment::Storm.spaces().start);
    let mut shared = base.clone();
    crown(&mut shared, 0, taxes);
    crown(&mut shared, 1, taxes + 1);
    // Seat 0 has the same in hand and the same follower coming home: only the share differs.
    let view = base.view();
    let course = Course::follow(&view, pig, base.tiles_left(), |_, _| {});
    let reached = course.crown(pig, WheelSegment::Taxes).reached;
    let halved = gain(&alone, &shared, 0);
    assert!(
        (halved - 3.0 * reached).abs() < 1e-9,
        "{halved} vs {reached}"
    );
    assert!(reached > 0.9);
    // Famine has one crown: 3 alone.
    let mut famine = base.clone();
    crown(&mut famine, 0, WheelSegment::Famine.spaces().start);
    let mut on_taxes = base.clone();
    crown(&mut on_taxes, 0, taxes);
    let (to_famine, to_taxes) = (
        course.crown(pig, WheelSegment::Famine),
        course.crown(pig, WheelSegment::Taxes),
    );
    let home = to_famine.storms + HAND * to_famine.home - to_taxes.storms - HAND * to_taxes.home;
    let expected = 3.0 * to_famine.reached - 6.0 * to_taxes.reached + home;
    assert!((gain(&famine, &on_taxes, 0) - expected).abs() < 1e-9);
    assert!(expected < -2.0, "three is half of six: {expected}");
}

#[test]
fn a_follower_in_hand_earns_more_when_the_storm_is_near() {
    let in_hand = |pig| {
        let with = fresh(2, pig);
        let mut without = with.clone();
        assert!(without.state_mut().figures.supply[0].take(FOLLOWER));
        gain(&with, &without, 0)
    };
    let near = in_hand(WheelSegment::Famine);
    let far = in_hand(WheelSegment::Storm);
    assert!(near > far + 0.05, "near {near} far {far}");
    assert!(far > 0.0 && near < 1.5, "near {near} far {far}");
}

/// A two-player game after Q and M laid north of the board: one city with the board's city,
/// two pennants, still open. Seat 0 is to place the next tile; many wheel tiles follow.
fn city_game() -> Game {
    let mut deck = vec!["Q", "M", "E"];
    deck.extend(["U.w1"; 8]);
    deck.extend(["E"; 16]);
    let mut g = game(2, &deck);
    place(&mut g, 0, -1, 2);
    pass(&mut g);
    place(&mut g, 1, -1, 0);
    pass(&mut g);
    g
}

/// A two-player game after E closed the board's city north-west (two cells), seat 1 to play.
fn closed_city_game() -> Game {
    let mut deck = vec!["E", "E"];
    deck.extend(["U.w1"; 8]);
    deck.extend(["E"; 16]);
    let mut g = game(2, &deck);
    place(&mut g, 0, -1, 2);
    pass(&mut g);
    g
}

#[test]
fn each_action_is_expected_more_when_the_pig_is_about_to_land_on_it() {
    type Setup = fn(&mut Game);
    let cases: [(WheelSegment, Setup); 3] = [
        (WheelSegment::Taxes, |g| {
            stand(g, 0, Pos::new(0, -1), FeatureKind::City, "S");
        }),
        (WheelSegment::Inquisition, |g| {
            let figures = &mut g.state_mut().figures;
            assert!(figures.supply[0].take(FOLLOWER));
            figures.on_board.push(crate::figures::Figure {
                player: 0,
                kind: FOLLOWER,
                pos: Pos::new(5, 5),
                spot: Spot::Monastery,
            });
        }),
        (WheelSegment::Famine, |g| {
            // Beside the board's city that E closed.
            stand(g, 0, Pos::new(0, 0), FeatureKind::Field, "Wn");
        }),
    ];
    for (segment, setup) in cases {
        let worth = |pig: WheelSegment| {
            let without = {
                let mut g = if segment == WheelSegment::Famine {
                    closed_city_game()
                } else {
                    city_game()
                };
                set_pig(&mut g, pig);
                g
            };
            let mut with = without.clone();
            setup(&mut with);
            gain(&with, &without, 0)
        };
        let before = WheelSegment::ALL[(segment.index() + 5) % 6];
        let near = worth(before);
        let past = worth(segment);
        assert!(near > past, "{segment:?}: near {near} past {past}");
    }
}

#[test]
fn knights_pay_taxes_per_pennant_and_per_own_knight() {
    let base = {
        let mut g = city_game();
        set_pig(&mut g, WheelSegment::Fortune);
        g
    };
    let mut one = base.clone();
    stand(&mut one, 0, Pos::new(0, -1), FeatureKind::City, "S");
    let mut two = one.clone();
    stand(&mut two, 0, Pos::new(1, -1), FeatureKind::City, "N");
    let view = base.view();
    let course = Course::follow(&view, WheelSegment::Fortune, base.tiles_left(), |_, _| {});
    let soon = |s: WheelSegment| course.soon[s.index()];
    // Taxes: one knight takes 2 pennants + 1, two take (2 + 2) each: 5 more. The second knight
    // leaves the hand (a Storm point) and spares the first plague the city's 5 points (three
    // tiles, two pennants) that one knight alone would lose.
    let plague = 1.0 - (-soon(WheelSegment::Plague)).exp();
    let expected = 5.0 * soon(WheelSegment::Taxes) - soon(WheelSegment::Storm) + 5.0 * plague;
    let second = gain(&two, &one, 0);
    assert!((second - expected).abs() < 1e-9, "{second} vs {expected}");
    assert!(soon(WheelSegment::Taxes) > 0.1);
}

#[test]
fn a_lone_knight_in_a_big_city_risks_the_plague_and_a_spare_follower_covers_it() {
    let q = Pos::new(0, -1);
    let risk = |pig: WheelSegment, spare: bool| {
        let mut g = city_game();
        set_pig(&mut g, pig);
        stand(&mut g, 0, q, FeatureKind::City, "S");
        let before = g.prospects()[0];
        if spare {
            // A farmer in a field with no completed city: the plague may take it for nothing.
            stand(&mut g, 0, Pos::new(3, 0), FeatureKind::Field, "Nw");
        }
        (before, g.prospects()[0])
    };
    let (near, covered_near) = risk(WheelSegment::Inquisition, true);
    let (past, covered_past) = risk(WheelSegment::Plague, true);
    // Five points (three tiles, two pennants) at stake: worse when the plague is one step off.
    assert!(near < past - 0.5, "near {near} past {past}");
    // The spare follower takes the first plague: worth more than the Storm point it gives up.
    assert!(covered_near > near + 0.5, "{covered_near} vs {near}");
    assert!(
        covered_near - near > covered_past - past,
        "cover matters more when the plague is near"
    );
}

#[test]
fn fortune_is_expected_for_whoever_draws_next_after_the_plague() {
    let g = fresh(3, WheelSegment::Plague);
    let next = (g.current_player() + 1) % 2;
    let p = g.prospects();
    assert!(p[next] > p[1 - next] + 0.1, "{p:?}");
}

#[test]
fn nothing_is_promised_in_a_finished_game_and_the_judgement_is_repeatable() {
    let mut rng = Rng::new(17);
    for seed in 0..4 {
        let mut g = random_game(stand_alone(3), seed, Some(20)).expect("game");
        let storm = WheelSegment::Storm.spaces().start;
        let vacant = g.figures().all(|f| f.spot != Spot::Space(storm));
        if vacant && g.supply(0).get(FOLLOWER) > 0 {
            crown(&mut g, 0, storm);
        }
        let once = g.prospects();
        assert_eq!(once, g.clone().prospects());
        assert_eq!(once, g.prospects());
        assert!(once.iter().all(|v| v.is_finite()), "{once:?}");
        assert!(
            once.iter().any(|&v| v != 0.0),
            "a game under way promises something"
        );
        // A seat's view promises the same: it reads the tiles left, never their order.
        let seen = g.observe(1).game().prospects();
        assert!(once.iter().zip(&seen).all(|(a, b)| (a - b).abs() < 1e-9));
        while let Some(a) = random_action(&g, &mut rng) {
            g.apply(a).expect("legal");
        }
        assert!(g.is_over());
        assert_eq!(g.prospects(), vec![0.0; 3]);
    }
    // As an expansion too.
    let config =
        crate::GameConfig::with_rules(2, [crate::Expansion::Farmers, crate::Expansion::Wheel]);
    let g = random_game(config, 5, Some(30)).expect("game");
    assert!(g.prospects().iter().all(|v| v.is_finite()));
}

#[test]
fn a_follower_home_just_before_the_storm_earns_in_hand() {
    let g = fresh(8, WheelSegment::Fortune);
    let view = g.view();
    let pig = WheelSegment::Fortune;
    let course = Course::follow(&view, pig, g.tiles_left(), |_, _| {});
    // Famine lies just before Storm, Inquisition just after it.
    let before = course.crown(pig, WheelSegment::Famine);
    let after = course.crown(pig, WheelSegment::Inquisition);
    assert!(before.storms > after.storms + 0.05, "{before:?} {after:?}");
    assert!(before.storms > 0.0 && before.storms < course.landings[WheelSegment::Storm.index()]);
    // Home sooner, for more of the game.
    assert!(before.home > after.home, "{before:?} {after:?}");
    assert!(before.home < before.reached);
}

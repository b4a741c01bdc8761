//! The worked examples of the Big Box chapters on Traders & Builders and Hills & Sheep, rebuilt
//! as positions (the pictures are lost; each position matches its caption's situation and
//! points), plus the rules those chapters state in words. In-crate, so a test can say which
//! sheep token comes out of the bag next, as the rulebook's examples do.

use crate::action::{Action, Event, Placement};
use crate::config::GameConfig;
use crate::expansions::hills::SheepToken;
use crate::figures::{FigureKind, Spot};
use crate::game::{Game, Phase};
use crate::geometry::{Port, Pos, Rotation};
use crate::rules::Expansion;
use crate::score::ScoreKind;
use crate::tiles::{by_name, FeatureKind};
use crate::Note;

fn game(players: usize, rules: &[Expansion], deck: &[&str]) -> Game {
    let config = GameConfig::with_rules(players, rules.iter().copied());
    game_with(config, deck)
}

fn game_with(config: GameConfig, deck: &[&str]) -> Game {
    let order = deck.iter().map(|n| by_name(n).expect("tile")).collect();
    Game::with_deck(config, by_name("D").expect("D"), Rotation::new(0), order).expect("set-up")
}

pub(super) fn place(game: &mut Game, x: i32, y: i32, rot: u8) -> Vec<Event> {
    let at = Placement {
        pos: Pos::new(x, y),
        rotation: Rotation::new(rot),
    };
    game.apply(Action::Place(at))
        .unwrap_or_else(|e| panic!("place at ({x},{y}) rot {rot}: {e}"))
}

/// The spot of `kind` on the tile at `pos` that owns `port` ("N", "En", ...).
pub(super) fn spot(game: &Game, pos: Pos, kind: FeatureKind, port: &str) -> Spot {
    let t = game.board().get(pos).expect("tile");
    let p = Port::from_name(port).expect("port");
    let seg = t.def().owner_at(p, t.rotation).expect("segment");
    assert_eq!(t.def().segments[usize::from(seg)].kind, kind, "{port}");
    Spot::Segment(seg)
}

/// Places a tile and deploys `figure` on the feature of `kind` at `port`, or passes.
pub(super) fn turn(
    game: &mut Game,
    (x, y, rot): (i32, i32, u8),
    deploy: Option<(FigureKind, FeatureKind, &str)>,
) -> Vec<Event> {
    let mut events = place(game, x, y, rot);
    let action = match deploy {
        Some((figure, kind, port)) => Action::Deploy {
            spot: spot(game, Pos::new(x, y), kind, port),
            figure,
        },
        None => Action::Pass,
    };
    events.extend(
        game.apply(action)
            .unwrap_or_else(|e| panic!("figure at ({x},{y}): {e}")),
    );
    events
}

/// The `(kind, points, winners)` of every scoring event.
pub(super) fn scored(events: &[Event]) -> Vec<(ScoreKind, u32, Vec<usize>)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Scored {
                kind,
                points,
                winners,
                ..
            } => Some((*kind, *points, winners.clone())),
            _ => None,
        })
        .collect()
}

const F: FigureKind = FigureKind::FOLLOWER;
const CITY: FeatureKind = FeatureKind::City;
const ROAD: FeatureKind = FeatureKind::Road;
const FIELD: FeatureKind = FeatureKind::Field;

#[test]
fn goods_go_to_the_player_who_completes_the_city_not_to_its_knight() {
    // "Red places the tile that completes the city. Blue receives 10 points. Red receives
    // 1 Wine and 2 Wheat tokens." Blue is seat 0, Red seat 1; a five-tile city.
    let mut g = game(
        2,
        &[Expansion::Traders],
        &["TB.15", "TB.17", "TB.1", "E", "U"],
    );
    turn(&mut g, (0, -1, 1), Some((F, CITY, "S")));
    turn(&mut g, (0, -2, 1), None);
    turn(&mut g, (0, -3, 2), None);
    let ev = turn(&mut g, (1, -3, 3), None);
    assert_eq!(scored(&ev), vec![(ScoreKind::City, 10, vec![0])]);
    let goods: Vec<(usize, &str, u32)> = ev
        .iter()
        .filter_map(|e| match e {
            Event::TokensTaken { player, key, count } => Some((*player, *key, *count)),
            _ => None,
        })
        .collect();
    assert_eq!(goods, vec![(1, "wine", 1), (1, "wheat", 2)]);
    let held: Vec<u32> = g.tokens(1).iter().map(|t| t.count).collect();
    assert_eq!(held, vec![1, 2, 0]);
    assert_eq!(g.tokens(0).iter().map(|t| t.count).sum::<u32>(), 0);
}

#[test]
fn goods_majorities_score_ten_each_and_ties_all_score() {
    // "Example in a two-player game: Blue scores 20 points and Red scores 30 points."
    // Blue: wine 3, wheat 1, cloth 2; Red: wine 3, wheat 2, cloth 2.
    let mut g = game(2, &[Expansion::Traders], &["U"]);
    g.state_mut().caps.traders.goods = vec![[3, 1, 2], [3, 2, 2]];
    turn(&mut g, (1, 0, 0), None);
    assert!(g.is_over());
    assert_eq!(g.breakdown(0).get(ScoreKind::Goods), 20);
    assert_eq!(g.breakdown(1).get(ScoreKind::Goods), 30);
    // Nobody scores a kind nobody holds.
    let mut g = game(2, &[Expansion::Traders], &["U"]);
    g.state_mut().caps.traders.goods = vec![[0, 0, 1], [0, 0, 0]];
    turn(&mut g, (1, 0, 0), None);
    assert_eq!(g.breakdown(0).get(ScoreKind::Goods), 10);
    assert_eq!(g.breakdown(1).get(ScoreKind::Goods), 0);
}

#[test]
fn the_pig_makes_its_owners_farm_worth_four_a_city_only_with_the_majority() {
    // "Blue has the majority in the field. Since his pig is in that field, he scores 4 points
    // per adjacent city instead of 3. Blue thus scores 8 points. Since Red does not have the
    // majority in that field, she does not score any points (0) and her pig provides no
    // advantages." Blue seat 0 (two farmers and a pig), Red seat 1 (a farmer and a pig); the
    // field borders two completed cities.
    let rules = [Expansion::Farmers, Expansion::Traders];
    let mut g = game(2, &rules, &["H", "U", "E", "B", "B"]);
    turn(&mut g, (0, -1, 0), Some((F, FIELD, "En")));
    turn(&mut g, (1, 0, 0), Some((F, FIELD, "Nw")));
    turn(&mut g, (0, -2, 2), Some((F, FIELD, "En")));
    turn(&mut g, (1, -1, 0), Some((FigureKind::PIG, FIELD, "Nw")));
    let ev = turn(&mut g, (1, -2, 0), Some((FigureKind::PIG, FIELD, "Nw")));
    assert!(g.is_over());
    let fields: Vec<_> = scored(&ev)
        .into_iter()
        .filter(|s| s.0 == ScoreKind::Field)
        .collect();
    assert_eq!(fields, vec![(ScoreKind::Field, 8, vec![0])]);
    assert_eq!(g.breakdown(1).get(ScoreKind::Field), 0);
}

#[test]
fn builders_and_pigs_go_only_where_their_owner_has_a_follower() {
    let rules = [Expansion::Farmers, Expansion::Traders];
    let mut g = game(2, &rules, &["U", "U", "U", "U"]);
    // Seat 0 extends the start tile's road, where nobody stands: no builder, no pig.
    place(&mut g, 1, 0, 0);
    let figures: Vec<FigureKind> = g
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Deploy { figure, .. } => Some(figure),
            _ => None,
        })
        .collect();
    assert!(!figures.contains(&FigureKind::BUILDER), "{figures:?}");
    assert!(!figures.contains(&FigureKind::PIG), "{figures:?}");
    let road = spot(&g, Pos::new(1, 0), ROAD, "E");
    let refused = g
        .apply(Action::Deploy {
            spot: road,
            figure: FigureKind::BUILDER,
        })
        .expect_err("no follower on the road");
    assert!(refused.to_string().contains("builder"), "{refused}");
    g.apply(Action::Deploy {
        spot: road,
        figure: F,
    })
    .expect("a thief");
    // Seat 1 may not put a builder beside seat 0's thief.
    place(&mut g, 2, 0, 0);
    let road = spot(&g, Pos::new(2, 0), ROAD, "E");
    assert!(g
        .apply(Action::Deploy {
            spot: road,
            figure: FigureKind::BUILDER
        })
        .is_err());
    g.apply(Action::Pass).expect("pass");
    // Seat 0 may, and may not put it in a field.
    place(&mut g, 3, 0, 0);
    let field = spot(&g, Pos::new(3, 0), FIELD, "Nw");
    assert!(g
        .apply(Action::Deploy {
            spot: field,
            figure: FigureKind::BUILDER
        })
        .is_err());
    let road = spot(&g, Pos::new(3, 0), ROAD, "E");
    g.apply(Action::Deploy {
        spot: road,
        figure: FigureKind::BUILDER,
    })
    .expect("builder beside its thief");
}

#[test]
fn extending_the_builders_road_gives_a_second_turn_but_never_a_third() {
    // "A player cannot play more than two turns in a row."
    let mut g = game(
        2,
        &[Expansion::Traders],
        &["U", "U", "U", "U", "U", "U", "U"],
    );
    turn(&mut g, (1, 0, 0), Some((F, ROAD, "E")));
    turn(&mut g, (-1, 0, 0), None);
    turn(&mut g, (2, 0, 0), Some((FigureKind::BUILDER, ROAD, "E")));
    turn(&mut g, (-2, 0, 0), None);
    assert_eq!(g.current_player(), 0);
    let ev = turn(&mut g, (3, 0, 0), None);
    assert!(ev.contains(&Event::ExtraTurn { player: 0 }), "{ev:?}");
    assert_eq!(g.current_player(), 0, "the builder's second tile");
    let ev = turn(&mut g, (4, 0, 0), None);
    assert!(!ev.iter().any(|e| matches!(e, Event::ExtraTurn { .. })));
    assert_eq!(g.current_player(), 1, "no third turn");
}

#[test]
fn a_game_stored_in_a_builders_second_turn_by_an_older_version_earns_no_third() {
    // Older versions kept "a builder's second turn" in the Traders & Builders state, not in
    // the core: such a snapshot still gives no third turn.
    let mut g = game(
        2,
        &[Expansion::Traders],
        &["U", "U", "U", "U", "U", "U", "U"],
    );
    turn(&mut g, (1, 0, 0), Some((F, ROAD, "E")));
    turn(&mut g, (-1, 0, 0), None);
    turn(&mut g, (2, 0, 0), Some((FigureKind::BUILDER, ROAD, "E")));
    turn(&mut g, (-2, 0, 0), None);
    turn(&mut g, (3, 0, 0), None);
    let mut json = serde_json::to_value(&g).expect("snapshot");
    assert_eq!(json["extra_turn"], serde_json::json!(true));
    let snapshot = json.as_object_mut().expect("object");
    snapshot.remove("extra_turn");
    snapshot
        .entry("capabilities")
        .or_insert_with(|| serde_json::json!({}))["traders"] =
        serde_json::json!({"second_turn": true});
    let mut old: Game = serde_json::from_value(json).expect("old snapshot loads");
    assert!(!old.is_extra_turn());
    let ev = turn(&mut old, (4, 0, 0), None);
    assert!(
        !ev.iter().any(|e| matches!(e, Event::ExtraTurn { .. })),
        "{ev:?}"
    );
    assert_eq!(old.current_player(), 1, "no third turn");
}

/// Spring at (0,0) flowing east, then River II's road bridge at (1,0) (road north-south) with
/// seat 0's thief on it, a straight river for seat 1, seat 0's builder on the road extended
/// south, and a tile for seat 1 north of the spring. The river's open end is (2,0) east.
fn builder_beside_the_river(rest: &[&str]) -> Game {
    let config = GameConfig::with_rules(2, [Expansion::River2, Expansion::Traders]);
    let mut deck = vec!["R2.g", "R2.f", "U", "E"];
    deck.extend_from_slice(rest);
    let order = deck.iter().map(|n| by_name(n).expect("tile")).collect();
    let spring = by_name("R2.a").expect("spring");
    let mut g = Game::with_deck(config, spring, Rotation::new(0), order).expect("set-up");
    turn(&mut g, (1, 0, 1), Some((F, ROAD, "N")));
    turn(&mut g, (2, 0, 0), None);
    turn(&mut g, (1, 1, 1), Some((FigureKind::BUILDER, ROAD, "N")));
    turn(&mut g, (0, -1, 0), None);
    assert_eq!(g.current_player(), 0);
    g
}

fn extra_turns(events: &[Event]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::ExtraTurn { .. }))
        .count()
}

#[test]
fn the_volcano_in_a_builders_second_turn_gives_no_third_turn() {
    // Traders & Builders: "A player cannot play more than two turns in a row." Seat 0 extends
    // the builder's road (a second turn), then lays River II's volcano lake, which would give
    // another turn.
    let mut g = builder_beside_the_river(&["U", "R2.c", "U"]);
    let ev = turn(&mut g, (1, -1, 1), None);
    assert_eq!(extra_turns(&ev), 1, "the builder's second turn: {ev:?}");
    assert!(g.is_extra_turn());
    let ev = place(&mut g, 3, 0, 0);
    assert_eq!(extra_turns(&ev), 0, "no third turn: {ev:?}");
    assert_eq!(g.current_player(), 1);
    assert!(!g.is_extra_turn());
}

#[test]
fn extending_the_builders_road_in_the_volcanos_turn_gives_no_third_turn() {
    let mut g = builder_beside_the_river(&["R2.c", "U", "U"]);
    let ev = place(&mut g, 3, 0, 0);
    assert_eq!(extra_turns(&ev), 1, "the volcano's turn: {ev:?}");
    assert_eq!(g.current_player(), 0);
    let ev = turn(&mut g, (1, -1, 1), None);
    assert_eq!(extra_turns(&ev), 0, "no third turn: {ev:?}");
    assert_eq!(g.current_player(), 1);
    // Seat 1's own turn is not an extra one: nothing is held over.
    assert!(!g.is_extra_turn());
}

#[test]
fn a_builder_leaves_with_the_feature_and_the_second_turn_still_comes() {
    // "If the player completes the road where the builder is present with his 1st tile (the
    // thief and the builder are returned), the player can place his builder on the 2nd tile."
    let mut g = game(
        2,
        &[Expansion::Traders],
        &["U", "U", "U", "W", "W", "U", "U"],
    );
    turn(&mut g, (1, 0, 0), Some((F, ROAD, "E")));
    turn(&mut g, (-1, 0, 0), None);
    turn(&mut g, (2, 0, 0), Some((FigureKind::BUILDER, ROAD, "E")));
    // Seat 1 ends the road's west end at a junction.
    turn(&mut g, (-2, 0, 0), None);
    let ev = turn(&mut g, (3, 0, 2), None);
    assert_eq!(scored(&ev), vec![(ScoreKind::Road, 6, vec![0])]);
    assert!(ev.contains(&Event::ExtraTurn { player: 0 }));
    assert_eq!(g.figures().count(), 0, "thief and builder are home");
    assert_eq!(g.supply(0).get(FigureKind::BUILDER), 1);
}

#[test]
fn a_follower_on_a_hill_breaks_a_tie_in_its_owners_favour() {
    // "Red and Blue each have 1 knight in the city at the time of its completion. The red
    // knight rests on a Hill tile. This causes Red to win the tie and she alone gains 10 points
    // for the city." Red seat 0, Blue seat 1; the tile after the hill goes under it.
    let mut g = game(2, &[Expansion::Hills], &["HS.3", "X", "K", "M"]);
    let ev = turn(&mut g, (0, -1, 2), Some((F, CITY, "S")));
    assert!(ev.contains(&Event::TileBuried { player: 0 }), "{ev:?}");
    assert_eq!(
        g.current_tile().map(|t| t.name()),
        Some("K"),
        "X went under"
    );
    turn(&mut g, (1, 0, 0), Some((F, CITY, "N")));
    let ev = turn(&mut g, (1, -1, 3), None);
    assert_eq!(scored(&ev), vec![(ScoreKind::City, 10, vec![0])]);
}

#[test]
fn hill_ties_among_several_hill_owners_follow_the_chosen_reading() {
    // Tied 2-2; seat 0 has two followers on hills, seat 1 one. The rulebook's words (our
    // default): every tied owner of a hill follower wins; the variant: most hill followers.
    let deck = ["HS.3", "X", "HS.13", "X", "U"];
    let position = |config: GameConfig| {
        let mut g = game_with(config, &deck);
        turn(&mut g, (0, -1, 2), None);
        turn(&mut g, (1, 0, 1), None);
        g
    };
    let holder = |player: usize, x: i32, y: i32| crate::figures::Figure {
        player,
        kind: F,
        pos: Pos::new(x, y),
        spot: Spot::Segment(0),
    };
    let holders = [
        holder(0, 0, -1),
        holder(0, 1, 0),
        holder(1, 1, 0),
        holder(1, 0, 0),
    ];
    let base = GameConfig::with_rules(2, [Expansion::Hills]);
    assert_eq!(position(base.clone()).winners(&holders), vec![0, 1]);
    let mut most = base.clone();
    most.set_variant(crate::expansions::hills::HILL_TIEBREAK, "most-followers")
        .expect("variant");
    assert_eq!(position(most).winners(&holders), vec![0]);
    // Without a follower on a hill, a tie stays a tie.
    let plain = [holder(0, 0, 0), holder(1, 0, 0)];
    assert_eq!(position(base).winners(&plain), vec![0, 1]);
}

#[test]
fn vineyards_add_three_each_to_a_completed_monastery() {
    // "Red occupies a monastery that is now being scored. There are 2 vineyards on the
    // surrounding tiles. Red gains 9 + 3 + 3 = 15 points."
    let deck = ["B", "U", "HS.16", "A", "B", "B", "HS.1", "B"];
    let mut g2 = game(2, &[Expansion::Hills], &deck);
    place(&mut g2, 0, 1, 0);
    g2.apply(Action::Deploy {
        spot: Spot::Monastery,
        figure: F,
    })
    .expect("monk");
    for &(x, y, rot) in &[
        (1, 0, 0),
        (-1, 0, 0),
        (-1, 1, 2),
        (1, 1, 0),
        (-1, 2, 0),
        (0, 2, 2),
    ] {
        turn(&mut g2, (x, y, rot), None);
    }
    let ev = turn(&mut g2, (1, 2, 0), None);
    let monks: Vec<_> = scored(&ev)
        .into_iter()
        .filter(|s| s.0 == ScoreKind::Monastery && s.1 > 0 && s.2 == vec![0])
        .collect();
    assert_eq!(monks.first().map(|s| s.1), Some(15), "{ev:?}");
}

#[test]
fn an_unfinished_monastery_gets_nothing_for_its_vineyards() {
    // "At game end, an incomplete monastery does not receive any additional points from its
    // neighboring vineyards."
    let mut g = game(2, &[Expansion::Hills], &["B", "HS.16"]);
    place(&mut g, 0, 1, 0);
    g.apply(Action::Deploy {
        spot: Spot::Monastery,
        figure: F,
    })
    .expect("monk");
    let ev = turn(&mut g, (-1, 0, 0), None);
    assert!(g.is_over());
    assert_eq!(
        scored(&ev),
        vec![(ScoreKind::Monastery, 3, vec![0])],
        "three tiles of its square, no vineyard bonus"
    );
}

/// Puts `token` on top of the sheep bag.
fn next_token(g: &mut Game, token: SheepToken) {
    let hills = &mut g.state_mut().caps.hills;
    assert!(hills.contains(token));
    hills.forced = Some(token);
}

fn choose(g: &mut Game, option: u8) -> Vec<Event> {
    assert!(matches!(g.phase(), Phase::Decide { .. }), "{:?}", g.phase());
    g.apply(Action::Choose { option }).expect("choice")
}

fn sheep_total(g: &Game) -> u32 {
    g.figure_badges().iter().map(|b| b.1).sum()
}

fn tokens_out(g: &Game) -> usize {
    g.state()
        .caps
        .hills
        .flocks
        .iter()
        .map(|f| f.tokens.len())
        .sum()
}

#[test]
fn a_shared_flock_of_eight_scores_eight_for_both_shepherds() {
    // "The red and blue Shepherds share the same field. That field is home to 4 Sheep tokens
    // depicting a total of 8 sheep. It is Red's turn, and she chooses to gather the flock. Red
    // and Blue each score 8 points." Red seat 0, Blue seat 1.
    let mut g = game(
        2,
        &[Expansion::Farmers, Expansion::Hills],
        &["B", "U", "B", "B", "A"],
    );
    let shepherd = Some((FigureKind::SHEPHERD, FIELD, "Nw"));
    next_token(&mut g, SheepToken::Sheep(3));
    turn(&mut g, (0, 1, 0), shepherd);
    next_token(&mut g, SheepToken::Sheep(2));
    turn(&mut g, (1, 0, 0), Some((FigureKind::SHEPHERD, FIELD, "Nw")));
    turn(&mut g, (0, 2, 0), None);
    next_token(&mut g, SheepToken::Sheep(1));
    choose(&mut g, 0);
    turn(&mut g, (1, -1, 0), None);
    next_token(&mut g, SheepToken::Sheep(2));
    choose(&mut g, 0);
    assert_eq!(sheep_total(&g), 8);
    assert_eq!(tokens_out(&g), 4);
    assert_eq!(g.state().caps.hills.in_bag(), 14);
    // Red joins both fields and gathers.
    turn(&mut g, (2, 0, 1), None);
    let words = g.describe(Action::Choose { option: 1 });
    assert_eq!(
        words,
        Note::new("hills-describe-gather").number("sheep", 8),
        "{words}"
    );
    let ev = choose(&mut g, 1);
    assert_eq!(scored(&ev), vec![(ScoreKind::Flock, 8, vec![0, 1])]);
    assert_eq!(g.breakdown(0).get(ScoreKind::Flock), 8);
    assert_eq!(g.breakdown(1).get(ScoreKind::Flock), 8);
    assert_eq!(g.state().caps.hills.in_bag(), 18, "every token is back");
    assert_eq!(g.supply(0).get(FigureKind::SHEPHERD), 1);
    assert_eq!(g.supply(1).get(FigureKind::SHEPHERD), 1);
}

#[test]
fn a_wolf_scatters_the_whole_field_and_goes_back_in_the_bag() {
    // "Had Red chosen to grow the flock ... she may have drawn a Wolf token. In that case, Red
    // and Blue would both score no points, and the field would be emptied of shepherds."
    let mut g = game(
        2,
        &[Expansion::Farmers, Expansion::Hills],
        &["B", "U", "B", "B", "A"],
    );
    next_token(&mut g, SheepToken::Sheep(3));
    turn(&mut g, (0, 1, 0), Some((FigureKind::SHEPHERD, FIELD, "Nw")));
    next_token(&mut g, SheepToken::Sheep(2));
    turn(&mut g, (1, 0, 0), Some((FigureKind::SHEPHERD, FIELD, "Nw")));
    turn(&mut g, (0, 2, 0), None);
    choose(&mut g, 1); // Red gathers her 3 alone.
    assert_eq!(g.scores(), &[3, 0]);
    next_token(&mut g, SheepToken::Wolf);
    turn(&mut g, (1, -1, 0), None);
    let ev = choose(&mut g, 0);
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::Happened {
            capability: "hills",
            what: "wolf",
            ..
        }
    )));
    assert_eq!(g.figures().count(), 0);
    assert_eq!(g.scores(), &[3, 0]);
    assert_eq!(g.state().caps.hills.in_bag(), 18);
}

#[test]
fn a_wolf_at_placement_sends_the_new_shepherd_home() {
    let mut g = game(2, &[Expansion::Hills], &["B", "U"]);
    next_token(&mut g, SheepToken::Wolf);
    let ev = turn(&mut g, (0, 1, 0), Some((FigureKind::SHEPHERD, FIELD, "Nw")));
    assert!(ev.iter().any(
        |e| matches!(e, Event::FigureReturned { figure, .. } if *figure == FigureKind::SHEPHERD)
    ));
    assert_eq!(g.supply(0).get(FigureKind::SHEPHERD), 1);
    assert_eq!(g.state().caps.hills.in_bag(), 18);
}

#[test]
fn one_shepherd_per_field_but_farmers_may_join_it() {
    let mut g = game(2, &[Expansion::Farmers, Expansion::Hills], &["B", "B", "B"]);
    next_token(&mut g, SheepToken::Sheep(1));
    turn(&mut g, (0, 1, 0), Some((FigureKind::SHEPHERD, FIELD, "Nw")));
    place(&mut g, 0, 2, 0);
    let field = spot(&g, Pos::new(0, 2), FIELD, "Nw");
    assert!(g
        .apply(Action::Deploy {
            spot: field,
            figure: FigureKind::SHEPHERD
        })
        .is_err());
    g.apply(Action::Deploy {
        spot: field,
        figure: F,
    })
    .expect("a farmer beside a shepherd");
}

#[test]
fn a_closed_field_scores_its_flock_only_in_the_jcz_variant() {
    // TB.3's inner field touches no edge: it is closed from the moment it is placed.
    for (value, scores) in [("waits", false), ("scores", true)] {
        let mut config = GameConfig::with_rules(2, [Expansion::Hills]);
        config
            .set_variant(crate::expansions::hills::FLOCK_CLOSED, value)
            .expect("variant");
        let mut g = game_with(config, &["TB.3", "U"]);
        place(&mut g, 0, -1, 0);
        let def = by_name("TB.3").expect("tile").def();
        let inner = def
            .segments
            .iter()
            .position(|s| s.kind == FIELD && s.ports.is_empty())
            .expect("inner field");
        next_token(&mut g, SheepToken::Sheep(4));
        let ev = g
            .apply(Action::Deploy {
                spot: Spot::Segment(inner as u8),
                figure: FigureKind::SHEPHERD,
            })
            .expect("shepherd");
        let flock = scored(&ev)
            .into_iter()
            .filter(|s| s.0 == ScoreKind::Flock)
            .collect::<Vec<_>>();
        if scores {
            assert_eq!(flock, vec![(ScoreKind::Flock, 4, vec![0])], "{value}");
            assert_eq!(g.figures().count(), 0);
        } else {
            assert!(flock.is_empty(), "{value}");
            assert_eq!(sheep_total(&g), 4);
        }
    }
}

//! The worked scoring examples of the rulebooks (`../shared/rules/`), rebuilt as positions.
//! The rulebooks' pictures are lost, so each position is designed to match the caption's
//! situation and points; the comment quotes the caption.

mod common;

use carcassonne_engine::{Event, Expansion, FigureKind, GameConfig, ScoreKind, Side};
use common::*;

#[test]
fn completed_road_of_three_tiles_scores_three() {
    // "Red scores 3 points." Road from a junction through the start tile to a crossroads.
    let (_, ev) = play(
        no_farmers(2),
        &[
            step("W", 1, 0, 0, At::Road(Side::W)),
            step("X", -1, 0, 0, At::Nothing),
        ],
    );
    assert_eq!(scorings(&ev[1]), vec![(ScoreKind::Road, 3, vec![0])]);
}

#[test]
fn completed_road_of_four_tiles_scores_four() {
    // "Red scores 4 points."
    let (_, ev) = play(
        no_farmers(2),
        &[
            step("U", 1, 0, 0, At::Road(Side::E)),
            step("W", 2, 0, 0, At::Nothing),
            step("X", -1, 0, 0, At::Nothing),
        ],
    );
    assert_eq!(scorings(&ev[2]), vec![(ScoreKind::Road, 4, vec![0])]);
}

#[test]
fn completed_city_of_four_tiles_without_banner_scores_eight() {
    // "Red scores 8 points (4-tile city and no banners)."
    let (_, ev) = play(
        no_farmers(2),
        &[
            step("N", 0, -1, 2, At::City(Side::S)),
            step("N", 1, -1, 3, At::Nothing),
            step("K", 1, 0, 0, At::Nothing),
        ],
    );
    assert_eq!(scorings(&ev[2]), vec![(ScoreKind::City, 8, vec![0])]);
}

#[test]
fn two_city_sections_on_one_tile_count_as_one_tile() {
    // "When 2 city sections are on the same tile, it is still worth only 2 points since it
    // counts as 1 tile." Tile I's two caps are joined round a ring of three corner tiles.
    let (_, ev) = play(
        no_farmers(2),
        &[
            step("I", 0, 1, 2, At::City(Side::S)),
            step("N", 0, 2, 1, At::Nothing),
            step("N", 1, 2, 0, At::Nothing),
            step("N", 1, 1, 3, At::Nothing),
        ],
    );
    assert_eq!(scorings(&ev[3]), vec![(ScoreKind::City, 8, vec![0])]);
}

#[test]
fn tied_knights_both_score_the_whole_city() {
    // "Blue and Red both score 10 points for this city (made out of 5 tiles) since they have
    // one knight each in that completed city."
    let (_, ev) = play(
        no_farmers(2),
        &[
            step("N", 0, -1, 2, At::City(Side::S)),
            step("P", 1, 0, 1, At::City(Side::N)),
            step("E", 2, 0, 3, At::Nothing),
            step("U", -1, 0, 0, At::Nothing),
            step("N", 1, -1, 3, At::Nothing),
        ],
    );
    assert_eq!(scorings(&ev[4]), vec![(ScoreKind::City, 10, vec![0, 1])]);
}

#[test]
fn surrounded_monastery_scores_nine() {
    // "Red scores 9 points." / "Blue scores 9 points."
    let (game, ev) = play(
        no_farmers(2),
        &[
            step("B", 0, 1, 0, At::Monastery),
            step("U", -1, 0, 0, At::Nothing),
            step("U", 1, 0, 0, At::Nothing),
            step("B", -1, 1, 0, At::Nothing),
            step("B", 1, 1, 0, At::Nothing),
            step("B", -1, 2, 0, At::Nothing),
            step("B", 0, 2, 0, At::Nothing),
            step("B", 1, 2, 0, At::Nothing),
        ],
    );
    assert_eq!(scorings(&ev[7]), vec![(ScoreKind::Monastery, 9, vec![0])]);
    assert_eq!(game.scores(), &[9, 0]);
}

#[test]
fn three_tile_city_with_a_banner_scores_eight() {
    // "Red scores 8 points (3-tile city and 1 banner)."
    let (_, ev) = play(
        no_farmers(2),
        &[
            step("M", 0, -1, 2, At::City(Side::S)),
            step("E", 1, -1, 3, At::Nothing),
        ],
    );
    assert_eq!(scorings(&ev[1]), vec![(ScoreKind::City, 8, vec![0])]);
}

#[test]
fn a_follower_deployed_into_a_completed_city_scores_and_returns_the_same_turn() {
    // "It is possible for a player to place a follower, score ... and see this same follower
    // return into their supply on the same turn."
    let (game, ev) = play(no_farmers(2), &[step("E", 0, -1, 2, At::City(Side::S))]);
    let order: Vec<&str> = ev[0]
        .iter()
        .filter_map(|e| match e {
            Event::FigureDeployed { .. } => Some("deployed"),
            Event::Scored {
                completed: true, ..
            } => Some("scored"),
            Event::FigureReturned { .. } => Some("returned"),
            _ => None,
        })
        .collect();
    assert_eq!(order, vec!["deployed", "scored", "returned"]);
    assert_eq!(game.scores(), &[4, 0]);
    assert_eq!(game.supply(0).get(FigureKind::FOLLOWER), 7);
}

#[test]
fn final_scoring_of_an_incomplete_city_with_a_banner() {
    // "Blue scores 3 points for the incomplete city in the lower right-hand corner."
    let (game, _) = play(
        no_farmers(2),
        &[
            step("U", -1, 0, 0, At::Nothing),
            step("M", 0, -1, 2, At::City(Side::S)),
        ],
    );
    assert_eq!(game.scores(), &[0, 3]);
}

#[test]
fn majority_in_an_incomplete_city_at_the_end() {
    // "Green scores 8 points for the large incomplete city to the left. Black scores nothing as
    // Green has more knights than her in the city." Green = seat 0 with two knights.
    let (game, ev) = play(
        no_farmers(2),
        &[
            step("M", 0, -1, 2, At::City(Side::S)),
            step("U", -1, 0, 0, At::Nothing),
            step("K", 1, 0, 0, At::City(Side::N)),
            step("E", 2, 0, 0, At::City(Side::N)),
            step("N", 2, -1, 3, At::Nothing),
            step("C", 1, -1, 0, At::Nothing),
        ],
    );
    assert_eq!(points(2, &ev[5], false), vec![8, 0]);
    assert_eq!(game.scores(), &[8, 0]);
}

#[test]
fn incomplete_road_and_monastery_at_the_end() {
    // "Red scores 3 points for the incomplete road. Yellow scores 5 points for the incomplete
    // monastery."
    let (game, _) = play(
        no_farmers(2),
        &[
            step("U", 1, 0, 0, At::Road(Side::W)),
            step("B", 0, 1, 0, At::Monastery),
            step("U", -1, 0, 0, At::Nothing),
            step("B", 1, 1, 0, At::Nothing),
        ],
    );
    assert_eq!(game.scores(), &[3, 5]);
}

fn farm_steps(second_farmer: bool) -> Vec<Step> {
    vec![
        step("U", 1, 0, 0, At::Field("Ne")),
        step(
            "E",
            0,
            -1,
            2,
            if second_farmer {
                At::Field("Nw")
            } else {
                At::Nothing
            },
        ),
        step("B", 1, -1, 0, At::Nothing),
        step("E", 2, -1, 1, At::Nothing),
        step("E", 3, -1, 3, At::Nothing),
    ]
}

#[test]
fn farmer_scores_three_per_completed_city_counting_a_city_once_per_field() {
    // "For each city that the field touches, the player with the most farmers in that field
    // scores 3 points." Field 1 of the player aid: "Blue is alone in Field 1. This field
    // touches 2 completed cities (A and B) ... for a total of 6 points." Here the field borders
    // the first city along two of its tiles and still counts it once.
    let (game, ev) = play(GameConfig::base(2), &farm_steps(false));
    assert_eq!(
        scorings(ev.last().map_or(&[][..], |e| &e[..])),
        vec![(ScoreKind::Field, 6, vec![0])]
    );
    assert_eq!(game.scores(), &[6, 0]);
}

#[test]
fn tied_farmers_both_score_the_field() {
    // "Red and Blue both have 1 farmer in Field 2. Both players score 3 points per completed
    // city" — here two cities, so 6 each.
    let (game, _) = play(GameConfig::base(2), &farm_steps(true));
    assert_eq!(game.scores(), &[6, 6]);
    assert_eq!(game.breakdown(1).get(ScoreKind::Field), 6);
}

#[test]
fn road_ending_at_a_city_gate_is_complete() {
    let (_, ev) = play(
        no_farmers(2),
        &[
            step("S", 1, 0, 1, At::Road(Side::W)),
            step("X", -1, 0, 0, At::Nothing),
        ],
    );
    assert_eq!(scorings(&ev[1]), vec![(ScoreKind::Road, 3, vec![0])]);
}

fn inns() -> GameConfig {
    GameConfig::with_rules(2, [Expansion::Inns])
}

#[test]
fn completed_road_with_an_inn_scores_two_per_tile() {
    // Inns & Cathedrals: "Blue scores 6 points."
    let (_, ev) = play(
        inns(),
        &[
            step("IC.14", 1, 0, 2, At::Road(Side::W)),
            step("X", -1, 0, 0, At::Nothing),
        ],
    );
    assert_eq!(scorings(&ev[1]), vec![(ScoreKind::Road, 6, vec![0])]);
}

#[test]
fn incomplete_road_with_an_inn_scores_nothing() {
    // "If this road is not completed for the final scoring, Blue will score 0 points."
    let (game, ev) = play(
        inns(),
        &[
            step("IC.14", 1, 0, 2, At::Road(Side::W)),
            step("U", -1, 0, 0, At::Nothing),
        ],
    );
    assert_eq!(scorings(&ev[1]), vec![(ScoreKind::Road, 0, vec![0])]);
    assert_eq!(game.scores(), &[0, 0]);
}

fn cathedral_steps() -> Vec<Step> {
    vec![
        step("IC.1", 0, -1, 0, At::City(Side::S)),
        step("F", 1, -1, 0, At::Nothing),
        step("E", 2, -1, 3, At::Nothing),
        step("E", -1, -1, 1, At::Nothing),
        step("G", 0, -2, 1, At::Nothing),
        step("E", 0, -3, 2, At::Nothing),
    ]
}

#[test]
fn completed_city_with_a_cathedral_scores_three_per_tile_and_banner() {
    // "Blue scores 24 points." Seven tiles and one banner.
    let (_, ev) = play(inns(), &cathedral_steps());
    assert_eq!(scorings(&ev[5]), vec![(ScoreKind::City, 24, vec![0])]);
}

#[test]
fn incomplete_city_with_a_cathedral_scores_nothing() {
    // "If this city is not completed for the final scoring, Blue will score 0 points."
    let steps = cathedral_steps();
    let (game, _) = play(inns(), &steps[..5]);
    assert_eq!(game.scores(), &[0, 0]);
}

#[test]
fn the_large_follower_wins_the_majority() {
    // "Only Blue receives the 3 points for this completed road." Blue's large follower and
    // Red's thief meet on one road.
    let (game, ev) = play(
        inns(),
        &[
            large("W", 0, 1, 0, At::Road(Side::E)),
            step("W", 1, 0, 0, At::Road(Side::S)),
            step("V", 1, 1, 1, At::Nothing),
        ],
    );
    assert_eq!(scorings(&ev[2]), vec![(ScoreKind::Road, 3, vec![0])]);
    assert_eq!(game.supply(0).get(FigureKind::LARGE), 1);
    assert_eq!(game.supply(1).get(FigureKind::FOLLOWER), 7);
}

fn abbot_config() -> GameConfig {
    GameConfig::with_rules(2, [Expansion::Abbot])
}

#[test]
fn recalling_the_abbot_scores_the_garden_at_once() {
    // The Abbot: "You score 6 points (1 for the garden, and 5 for the tiles surrounding it)."
    let (game, ev) = play(
        abbot_config(),
        &[
            abbot("E+g", 0, 1, 2, At::Garden),
            step("U", -1, 0, 0, At::Nothing),
            step("U", 1, 0, 0, At::Nothing),
            step("B", -1, 1, 0, At::Nothing),
            step("B", 1, 1, 0, At::RecallAbbot),
        ],
    );
    assert_eq!(scorings(&ev[4]), vec![(ScoreKind::Garden, 6, vec![0])]);
    assert_eq!(game.scores(), &[6, 0]);
    assert_eq!(game.supply(0).get(FigureKind::ABBOT), 1);
}

#[test]
fn normal_followers_never_stand_on_gardens() {
    use carcassonne_engine::{Action, Game, Placement, Pos, Rotation, Spot};
    let mut game = Game::with_deck(
        abbot_config(),
        tile("D"),
        Rotation::new(0),
        vec![tile("E+g"), tile("U")],
    )
    .expect("set-up");
    game.apply(Action::Place(Placement {
        pos: Pos::new(0, 1),
        rotation: Rotation::new(2),
    }))
    .expect("placement");
    let before = serde_json::to_string(&game).expect("serialise");
    let err = game.apply(Action::Deploy {
        spot: Spot::Garden,
        figure: FigureKind::FOLLOWER,
    });
    assert!(err.is_err(), "a normal follower was allowed on a garden");
    assert_eq!(serde_json::to_string(&game).expect("serialise"), before);
    assert!(game
        .apply(Action::Deploy {
            spot: Spot::Garden,
            figure: FigureKind::ABBOT
        })
        .is_ok());
}

#[test]
fn no_follower_joins_a_feature_that_already_has_one() {
    // "Blue can only place a farmer in the field since there already is a knight in the
    // continued city."
    use carcassonne_engine::{Action, Game, Placement, Pos, Rotation};
    let deck = vec![tile("N"), tile("E")];
    let mut game =
        Game::with_deck(GameConfig::base(2), tile("D"), Rotation::new(0), deck).expect("set-up");
    game.apply(Action::Place(Placement {
        pos: Pos::new(0, -1),
        rotation: Rotation::new(2),
    }))
    .expect("place");
    let knight = spot(&game, Pos::new(0, -1), At::City(Side::S)).expect("city");
    game.apply(Action::Deploy {
        spot: knight,
        figure: FigureKind::FOLLOWER,
    })
    .expect("knight");
    game.apply(Action::Place(Placement {
        pos: Pos::new(1, -1),
        rotation: Rotation::new(3),
    }))
    .expect("place");
    let city = spot(&game, Pos::new(1, -1), At::City(Side::W)).expect("city");
    assert!(!game.deploy_spots().contains(&city));
    let err = game
        .apply(Action::Deploy {
            spot: city,
            figure: FigureKind::FOLLOWER,
        })
        .expect_err("second knight");
    assert!(err.to_string().contains("already occupied"), "{err}");
    let field = spot(&game, Pos::new(1, -1), At::Field("Ne")).expect("field");
    assert!(game.deploy_spots().contains(&field));
}

/// Plays `steps` but stops after the last placement, before its figure step.
fn play_until_last_placement(config: GameConfig, steps: &[Step]) -> carcassonne_engine::Game {
    use carcassonne_engine::{Action, Placement, Pos, Rotation};
    let (first, last) = steps.split_at(steps.len() - 1);
    let mut deck: Vec<Step> = first.to_vec();
    deck.extend_from_slice(last);
    // One more tile so that the game does not end by itself after the last step.
    deck.push(step("U", 40, 40, 0, At::Nothing));
    let (mut game, _) = play_prefix(config, &deck, first.len());
    let s = last[0];
    game.apply(Action::Place(Placement {
        pos: Pos::new(s.x, s.y),
        rotation: Rotation::new(s.rot),
    }))
    .expect("last placement");
    game
}

#[test]
fn a_retirement_that_ends_the_game_first_scores_what_the_last_tile_completed() {
    use carcassonne_engine::Action;
    // Blue's knight sits in a city that Red's tile completes (3 tiles, 6 points). Red's opponent
    // resigns while Red still chooses a figure: the city is scored as completed, not as
    // unfinished (3 points), before final scoring.
    let steps = [
        step("N", 0, -1, 2, At::City(Side::S)),
        step("U", -1, 0, 0, At::Nothing),
        step("E", 1, -1, 3, At::Nothing),
    ];
    let mut game = play_until_last_placement(no_farmers(2), &steps);
    let events = game.apply(Action::Retire { seat: 1 }).expect("resign");
    assert!(game.is_over());
    assert_eq!(
        scorings(&events),
        vec![(ScoreKind::City, 6, vec![0])],
        "{events:?}"
    );
    let completed = events.iter().any(|e| {
        matches!(
            e,
            Event::Scored {
                completed: true,
                ..
            }
        )
    });
    assert!(completed);
    // The cathedral city: 24 when completed, 0 if it were scored as unfinished.
    let mut game = play_until_last_placement(inns(), &cathedral_steps());
    let events = game.apply(Action::Retire { seat: 0 }).expect("resign");
    assert_eq!(scorings(&events), vec![(ScoreKind::City, 24, vec![0])]);
    assert_eq!(game.scores(), &[24, 0]);
}

#[test]
fn recalling_an_abbot_from_a_monastery_just_completed_scores_it_as_completed() {
    // The ninth tile of the abbot's square is Blue's own; Blue then recalls the abbot.
    let (game, ev) = play(
        abbot_config(),
        &[
            abbot("B", 0, 1, 0, At::Monastery),
            step("U", -1, 0, 0, At::Nothing),
            step("U", 1, 0, 0, At::Nothing),
            step("B", -1, 1, 0, At::Nothing),
            step("B", 1, 1, 0, At::Nothing),
            step("B", -1, 2, 0, At::Nothing),
            step("B", 0, 2, 0, At::Nothing),
            step("U", 2, 0, 0, At::Nothing),
            step("B", 1, 2, 0, At::RecallAbbot),
        ],
    );
    let scored: Vec<(u32, bool)> = ev[8]
        .iter()
        .filter_map(|e| match e {
            Event::Scored {
                kind: ScoreKind::Monastery,
                points,
                completed,
                ..
            } => Some((*points, *completed)),
            _ => None,
        })
        .collect();
    assert_eq!(scored, vec![(9, true)]);
    assert_eq!(game.breakdown(0).get(ScoreKind::Monastery), 9);
}

#[test]
fn a_feature_that_scores_nothing_says_why() {
    // The unfinished inn road of the rulebook, and a farmer in a field with no completed city.
    let (game, ev) = play(
        GameConfig::with_rules(2, [Expansion::Inns, Expansion::Farmers]),
        &[
            step("IC.14", 1, 0, 2, At::Road(Side::W)),
            step("U", -1, 0, 0, At::Field("Wn")),
        ],
    );
    let notes: Vec<(ScoreKind, u32, Option<&str>)> = ev[1]
        .iter()
        .filter_map(|e| match e {
            Event::Scored {
                kind, points, note, ..
            } => Some((*kind, *points, *note)),
            _ => None,
        })
        .collect();
    assert!(
        notes.contains(&(ScoreKind::Road, 0, Some("inns-note-inn-unfinished"))),
        "{notes:?}"
    );
    assert!(
        notes.contains(&(ScoreKind::Field, 0, Some("note-no-completed-city"))),
        "{notes:?}"
    );
    assert_eq!(game.scores(), &[0, 0]);
}

#[test]
fn final_scoring_reports_the_figures_standing_before_it_and_can_be_projected() {
    let steps = [
        step("N", 0, -1, 2, At::City(Side::S)),
        step("U", -1, 0, 0, At::Road(Side::W)),
        step("V", 1, 0, 0, At::Nothing),
    ];
    // Two turns in, the projection is what final scoring would give now.
    let (mid, _) = play_prefix(no_farmers(2), &steps, 2);
    let projected = mid.projected_breakdowns();
    assert_eq!(
        projected[0].get(ScoreKind::City),
        2,
        "a 2-tile unfinished city"
    );
    assert!(projected[1].get(ScoreKind::Road) >= 2);
    assert_eq!(mid.scores(), &[0, 0], "projecting changes nothing");
    let (done, ev) = play(no_farmers(2), &steps);
    let standing = ev[2]
        .iter()
        .find_map(|e| match e {
            Event::FinalScoring { figures, .. } => Some(figures.len()),
            _ => None,
        })
        .expect("final scoring");
    assert_eq!(standing, 2);
    assert_eq!(done.figures().count(), 0);
    assert_eq!(
        done.breakdown(0).get(ScoreKind::City),
        projected[0].get(ScoreKind::City)
    );
}

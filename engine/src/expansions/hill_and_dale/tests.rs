//! The worked examples of the Over Hill and Dale rulebook, rebuilt as positions on the
//! designed tiles (the rulebook's pictures show other tiles; each position matches its
//! caption's situation and points), plus the rules it states in words, and invariants over
//! random games.

use proptest::prelude::*;

use super::Harvest;
use crate::action::{Action, Event};
use crate::config::GameConfig;
use crate::error::MoveError;
use crate::figures::{FigureKind, Spot};
use crate::game::{Game, Phase};
use crate::geometry::{Pos, Rotation};
use crate::random::random_action;
use crate::rng::Rng;
use crate::rules::GameKind;
use crate::score::ScoreKind;
use crate::tiles::{by_name, FeatureKind};

use super::START_TILE;
use crate::expansions::examples::{place, spot, turn};

fn config(players: usize) -> GameConfig {
    GameConfig {
        game: GameKind::OverHillAndDale,
        ..GameConfig::with_rules(players, [])
    }
}

/// A two-player game (seat 0 is "you" of the rulebook) drawing `deck` in order, then a few
/// straight paths so the game does not end with the example.
fn game(deck: &[&str]) -> Game {
    let mut order: Vec<_> = deck.iter().map(|n| by_name(n).expect("tile")).collect();
    order.extend(std::iter::repeat_n(by_name("OHD.1a").expect("tile"), 3));
    let start = by_name(START_TILE).expect("start tile");
    Game::with_deck(config(2), start, Rotation::new(0), order).expect("set-up")
}

const PATH: FeatureKind = FeatureKind::Road;
const CROP: FeatureKind = FeatureKind::City;
const MEADOW: FeatureKind = FeatureKind::Field;
const MEEPLE: FigureKind = FigureKind::FOLLOWER;

fn scored(events: &[Event], kind: ScoreKind) -> Vec<(u32, Vec<usize>)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Scored {
                kind: k,
                points,
                winners,
                ..
            } if *k == kind => Some((*points, winners.clone())),
            _ => None,
        })
        .collect()
}

/// The hikes offered now, as (destination, points).
fn hikes(game: &Game) -> Vec<(Pos, usize)> {
    game.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Move { to, .. } => Some(to),
            _ => None,
        })
        .map(|to| {
            let view = game.view();
            let points = super::hikes(&view)
                .into_iter()
                .find(|h| h.to == to)
                .map_or(0, |h| h.entered.len());
            (to, points)
        })
        .collect()
}

fn hike_to(game: &Game, to: Pos) -> Action {
    game.legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Move { to: t, .. } if *t == to))
        .unwrap_or_else(|| panic!("no hike to {to}"))
}

#[test]
fn the_game_has_73_tiles_in_24_kinds_with_the_rulebooks_counts() {
    let cat = crate::tiles::catalogue();
    let mut kinds: Vec<(u32, u32)> = Vec::new();
    for t in cat.in_set(crate::tiles::TileSet::OverHillAndDale) {
        let number: u32 = t.name["OHD.".len()..]
            .trim_end_matches(|c: char| c.is_ascii_lowercase())
            .parse()
            .expect("kind number");
        match kinds.iter_mut().find(|k| k.0 == number) {
            Some(k) => k.1 += u32::from(t.count_second),
            None => kinds.push((number, u32::from(t.count_second))),
        }
    }
    let counts: Vec<u32> = (1..=24)
        .map(|n| kinds.iter().find(|k| k.0 == n).map_or(0, |k| k.1))
        .collect();
    assert_eq!(
        counts,
        [11, 8, 5, 1, 2, 7, 2, 1, 1, 3, 2, 1, 4, 3, 2, 4, 1, 1, 2, 2, 2, 1, 4, 3]
    );
    // As many harvest symbols of each kind as the box has tokens.
    for kind in Harvest::ALL {
        let symbols: u32 = cat
            .in_set(crate::tiles::TileSet::OverHillAndDale)
            .map(|t| {
                let on_tile = t
                    .segments
                    .iter()
                    .filter(|s| Harvest::in_segment(s) == Some(kind))
                    .count();
                on_tile as u32 * u32::from(t.count_second)
            })
            .sum();
        assert_eq!(symbols, kind.in_box(), "{kind:?}");
    }
    let g = Game::new(config(3), 1).expect("set-up");
    assert_eq!(g.board().tiles()[0].tile.name(), START_TILE);
    assert_eq!(g.tiles_left() + 1, 72, "72 to draw besides the start tile");
    assert_eq!(g.supply(0).get(MEEPLE), 4);
    assert_eq!(g.supply(0).get(FigureKind::STABLE), 2);
    assert!(Game::new(config(6), 1).is_err(), "2 to 5 players");
}

#[test]
fn a_path_closed_at_a_junction_and_a_field_scores_one_per_tile() {
    // Your wanderer on the west arm of a junction; the path runs over the start tile and is
    // closed by a tile where it ends at a crop field: 3 tiles, 3 points.
    let mut g = game(&["OHD.3b", "OHD.1a", "OHD.5a"]);
    turn(&mut g, (1, 0, 0), Some((MEEPLE, PATH, "W")));
    turn(&mut g, (2, 0, 0), None);
    let events = turn(&mut g, (-1, 0, 3), None);
    assert_eq!(scored(&events, ScoreKind::Road), [(3, vec![0])]);
    assert_eq!(g.supply(0).get(MEEPLE), 4, "the wanderer came home");
}

#[test]
fn a_wanderer_hikes_two_tiles_past_another_wanderer() {
    let mut g = game(&["OHD.1a", "OHD.1a", "OHD.2a", "OHD.2a", "OHD.1a"]);
    // You: a wanderer east of the start. The other player: a wanderer on a path of its own,
    // south of yours.
    turn(&mut g, (1, 0, 0), Some((MEEPLE, PATH, "W")));
    turn(&mut g, (1, 1, 0), Some((MEEPLE, PATH, "W")));
    turn(&mut g, (2, 0, 0), None);
    // The other player joins the two paths with a bend and, extending their own path, may hike
    // east and round: never onto your wanderer, past it to the start tile.
    place(&mut g, 2, 1, 1);
    assert_eq!(
        hikes(&g),
        [
            (Pos::new(0, 0), 4),
            (Pos::new(2, 0), 2),
            (Pos::new(2, 1), 1)
        ]
        .to_vec()
    );
    g.apply(hike_to(&g, Pos::new(2, 0))).expect("hike");
    // You extend the west end: east, across the other wanderer, 2 tiles score 2.
    place(&mut g, -1, 0, 0);
    assert_eq!(
        hikes(&g),
        [
            (Pos::new(1, 1), 3),
            (Pos::new(2, 1), 2),
            (Pos::new(-1, 0), 2),
            (Pos::new(0, 0), 1)
        ]
        .to_vec()
    );
    let before = g.scores()[0];
    let events = g.apply(hike_to(&g, Pos::new(2, 1))).expect("hike");
    assert_eq!(scored(&events, ScoreKind::Hike), [(2, vec![0])]);
    assert_eq!(g.scores()[0], before + 2);
    assert!(g
        .figures()
        .any(|f| f.player == 0 && f.pos == Pos::new(2, 1) && f.kind == MEEPLE));
    assert_eq!(g.breakdown(0).get(ScoreKind::Hike), 2);
    assert_eq!(g.breakdown(1).get(ScoreKind::Hike), 2);
}

#[test]
fn no_hike_after_placing_a_figure_on_a_completed_path_or_for_another_player() {
    let mut g = game(&["OHD.1a", "OHD.5a", "OHD.5b", "OHD.1a"]);
    turn(&mut g, (1, 0, 0), Some((MEEPLE, PATH, "W")));
    // The other player closes your path's east end: no hike for anybody.
    place(&mut g, 2, 0, 1);
    assert!(hikes(&g).is_empty());
    g.apply(Action::Pass).expect("pass");
    // You close the west end: the path scores, nobody hikes it.
    place(&mut g, -1, 0, 3);
    assert!(
        hikes(&g).is_empty(),
        "a completed path is scored, not hiked"
    );
    let events = g.apply(Action::Pass).expect("pass");
    assert_eq!(scored(&events, ScoreKind::Road), [(4, vec![0])]);
    // A hike that is not offered (the wanderer went home) is refused.
    place(&mut g, 0, 1, 0);
    let forged = Action::Move {
        pos: Pos::new(1, 0),
        spot: Spot::Segment(0),
        to: Pos::new(2, 0),
        to_spot: Spot::Segment(0),
    };
    assert_eq!(g.apply(forged), Err(MoveError::NotAnOption));
}

#[test]
fn a_hike_never_crosses_a_junction() {
    let mut g = game(&["OHD.1a", "OHD.3b", "OHD.1a"]);
    turn(&mut g, (-1, 0, 0), Some((MEEPLE, PATH, "E")));
    turn(&mut g, (1, 0, 0), None);
    // You extend your path westwards: eastwards it ends at the junction's west arm.
    place(&mut g, -2, 0, 0);
    assert_eq!(
        hikes(&g),
        [
            (Pos::new(1, 0), 2),
            (Pos::new(0, 0), 1),
            (Pos::new(-2, 0), 1)
        ]
        .to_vec()
    );
}

#[test]
fn a_hike_may_not_stop_on_a_tile_where_another_wanderer_stands_on_another_path() {
    // "Your meeple may not stop on a tile where there is another wanderer (i.e., meeple on a
    // path)": the other player's wanderer stands on the junction's south arm, a path of its
    // own; your path ends at the junction's west arm, on the same tile.
    let mut g = game(&["OHD.1a", "OHD.3b", "OHD.1a"]);
    turn(&mut g, (-1, 0, 0), Some((MEEPLE, PATH, "E")));
    turn(&mut g, (1, 0, 0), Some((MEEPLE, PATH, "S")));
    place(&mut g, -2, 0, 0);
    assert_eq!(
        hikes(&g),
        [(Pos::new(0, 0), 1), (Pos::new(-2, 0), 1)].to_vec(),
        "the junction tile holds another wanderer: no stop there"
    );
    let forged = Action::Move {
        pos: Pos::new(-1, 0),
        spot: spot(&g, Pos::new(-1, 0), PATH, "E"),
        to: Pos::new(1, 0),
        to_spot: spot(&g, Pos::new(1, 0), PATH, "W"),
    };
    assert_eq!(g.apply(forged), Err(MoveError::NotAnOption));
}

#[test]
fn a_completed_three_tile_field_scores_six_and_its_symbols() {
    // Your farmer in the start tile's field, a pumpkin in the middle, closed by a grain tile.
    let mut g = game(&["OHD.9", "OHD.1a", "OHD.5a"]);
    turn(&mut g, (0, -1, 1), Some((MEEPLE, CROP, "S")));
    turn(&mut g, (1, 0, 0), None);
    let events = turn(&mut g, (0, -2, 2), None);
    assert_eq!(scored(&events, ScoreKind::City), [(6, vec![0])]);
    let taken: Vec<(usize, Harvest, u32)> = events
        .iter()
        .filter_map(|e| match e {
            Event::TokensTaken { player, key, count } => {
                Some((*player, Harvest::from_name(key)?, *count))
            }
            _ => None,
        })
        .collect();
    assert_eq!(taken, [(0, Harvest::Pumpkin, 1), (0, Harvest::Grain, 1)]);
    // The tokens come with the points: told after the field scored.
    let scored_at = events
        .iter()
        .position(|e| matches!(e, Event::Scored { .. }));
    let taken_at = events
        .iter()
        .position(|e| matches!(e, Event::TokensTaken { .. }));
    assert!(scored_at < taken_at, "{events:?}");
    let tokens = g.tokens(0);
    assert_eq!(tokens.len(), 2);
    assert!(g.tokens(1).is_empty());
}

#[test]
fn tied_farmers_take_turns_taking_the_tokens_the_completer_first() {
    let mut g = game(&[
        "OHD.12", "OHD.1a", "OHD.6a", "OHD.1a", "OHD.6c", "OHD.6b", "OHD.9",
    ]);
    turn(&mut g, (0, -1, 0), Some((MEEPLE, CROP, "N")));
    turn(&mut g, (1, 0, 0), None);
    turn(&mut g, (0, -2, 2), None);
    turn(&mut g, (2, 0, 0), None);
    turn(&mut g, (-1, -1, 1), None);
    turn(&mut g, (2, -1, 3), Some((MEEPLE, CROP, "W")));
    // You place the pumpkin tile joining both farmers' fields and closing it: 6 tiles and 5
    // symbols (apple, strawberry, two pumpkins, a scarecrow).
    let events = turn(&mut g, (1, -1, 0), None);
    assert_eq!(scored(&events, ScoreKind::City), [(12, vec![0, 1])]);
    let count = |p: usize| g.tokens(p).iter().map(|t| t.count).sum::<u32>();
    assert_eq!((count(0), count(1)), (3, 2));
    let keys = |p: usize| g.tokens(p).iter().map(|t| t.key).collect::<Vec<_>>();
    assert_eq!(keys(0), ["apple", "pumpkin", "scarecrow"]);
    assert_eq!(keys(1), ["strawberry", "pumpkin"]);
}

#[test]
fn two_wanderers_on_a_joined_path_both_score_it() {
    // You hold a path ending at a field; the other player a path of their own south of it.
    let mut g = game(&["OHD.5a", "OHD.1a", "OHD.2a", "OHD.2a", "OHD.5b"]);
    turn(&mut g, (-1, 0, 3), Some((MEEPLE, PATH, "E")));
    turn(&mut g, (0, 1, 0), Some((MEEPLE, PATH, "W")));
    turn(&mut g, (1, 0, 0), None);
    // The other player's bend joins the two paths: one path, two wanderers.
    turn(&mut g, (1, 1, 1), None);
    let events = turn(&mut g, (-1, 1, 3), None);
    assert_eq!(scored(&events, ScoreKind::Road), [(6, vec![0, 1])]);
}

#[test]
fn two_farmers_outnumber_one_and_take_every_token() {
    let mut g = game(&[
        "OHD.12", "OHD.1a", "OHD.6a", "OHD.1a", "OHD.6c", "OHD.6b", "OHD.6d", "OHD.1a", "OHD.11a",
    ]);
    turn(&mut g, (0, -1, 0), Some((MEEPLE, CROP, "N")));
    turn(&mut g, (1, 0, 0), None);
    turn(&mut g, (0, -2, 2), None);
    turn(&mut g, (2, 0, 0), None);
    turn(&mut g, (-1, -1, 1), None);
    turn(&mut g, (2, -1, 3), Some((MEEPLE, CROP, "W")));
    // A field of your own beside the two: not joined to any farmer's field yet.
    turn(&mut g, (1, -2, 2), Some((MEEPLE, CROP, "S")));
    turn(&mut g, (3, 0, 0), None);
    // One tile joins all three and closes them: 2 farmers against 1.
    let events = turn(&mut g, (1, -1, 0), None);
    assert_eq!(scored(&events, ScoreKind::City), [(14, vec![0])]);
    let count = |p: usize| g.tokens(p).iter().map(|t| t.count).sum::<u32>();
    assert_eq!((count(0), count(1)), (6, 0));
    assert_eq!(
        g.supply(1).get(MEEPLE),
        4,
        "the outnumbered farmer goes home too"
    );
}

#[test]
fn a_stable_counts_the_animals_of_its_square_even_when_it_is_not_surrounded() {
    // Start tile (a cow), two meadows of three animals each and a path with two sheep: 9.
    let mut g = game(&["OHD.21a", "OHD.21b", "OHD.1c"]);
    turn(&mut g, (0, 1, 0), Some((FigureKind::STABLE, MEADOW, "Nw")));
    turn(&mut g, (1, 1, 0), None);
    turn(&mut g, (-1, 1, 1), None);
    let events = finish(&mut g);
    assert_eq!(scored(&events, ScoreKind::Stable), [(9, vec![0])]);
    let stood = events.iter().any(|e| {
        matches!(e, Event::FinalScoring { figures, .. }
            if figures.iter().any(|f| f.kind == FigureKind::STABLE))
    });
    assert!(stood, "the stable stood to the end");
    assert_eq!(g.figures().count(), 0, "and went home after final scoring");
}

#[test]
fn a_stable_without_animals_around_scores_nothing() {
    let mut g = game(&["OHD.1a", "OHD.1a", "OHD.1a"]);
    turn(&mut g, (1, 0, 0), None);
    turn(&mut g, (2, 0, 0), None);
    turn(&mut g, (3, 0, 0), Some((FigureKind::STABLE, MEADOW, "Nw")));
    let events = finish(&mut g);
    assert!(scored(&events, ScoreKind::Stable).is_empty());
    assert_eq!(g.breakdown(0).get(ScoreKind::Stable), 0);
}

/// Plays the rest of the game passing every figure step (placing each tile first where it
/// fits), and returns the events of the last action.
fn finish(g: &mut Game) -> Vec<Event> {
    let mut last = Vec::new();
    while !g.is_over() {
        let action = match g.phase() {
            Phase::Deploy { .. } => Action::Pass,
            _ => g.legal_actions()[0],
        };
        last = g.apply(action).expect("legal");
    }
    last
}

#[test]
fn stables_keep_a_tile_apart_and_meeples_stay_off_meadow() {
    let mut g = game(&["OHD.21a", "OHD.21b", "OHD.1a", "OHD.1a"]);
    turn(&mut g, (0, 1, 0), Some((FigureKind::STABLE, MEADOW, "Nw")));
    place(&mut g, 1, 1, 0);
    let meadow = spot(&g, Pos::new(1, 1), MEADOW, "Nw");
    assert!(matches!(
        g.apply(Action::Deploy {
            spot: meadow,
            figure: FigureKind::STABLE
        }),
        Err(MoveError::DeployRefused { .. })
    ));
    assert!(matches!(
        g.apply(Action::Deploy {
            spot: meadow,
            figure: MEEPLE
        }),
        Err(MoveError::DeployRefused { .. })
    ));
    g.apply(Action::Pass).expect("pass");
    // Two tiles away is far enough.
    place(&mut g, 2, 1, 1);
    let meadow = spot(&g, Pos::new(2, 1), MEADOW, "Wn");
    g.apply(Action::Deploy {
        spot: meadow,
        figure: FigureKind::STABLE,
    })
    .expect("a stable two tiles from the other");
}

#[test]
fn twelve_tokens_with_two_sets_score_twenty_two() {
    let mut g = game(&["OHD.1a"]);
    // Three apples, two strawberries, a pumpkin, a sunflower, three grain, two scarecrows:
    // 12 tokens and two sets of five, the second made with both scarecrows.
    g.state_mut().caps.hill_and_dale.harvest = vec![[3, 2, 1, 1, 3, 2], [0; 6]];
    let events = finish(&mut g);
    assert_eq!(scored(&events, ScoreKind::Harvest), [(22, vec![0])]);
    assert_eq!(super::harvest_sets(&g.tokens(0)), 2);
}

#[test]
fn an_unfinished_field_scores_one_per_tile_and_no_tokens() {
    let mut g = game(&["OHD.9"]);
    turn(&mut g, (0, -1, 1), Some((MEEPLE, CROP, "S")));
    let events = finish(&mut g);
    let fields = scored(&events, ScoreKind::City);
    assert_eq!(fields, [(2, vec![0])], "2 tiles, 1 each");
    assert!(g.tokens(0).is_empty());
}

#[test]
fn the_score_sheet_kinds_are_the_games_own() {
    assert_eq!(
        game(&[]).score_kinds(),
        [
            ScoreKind::City,
            ScoreKind::Road,
            ScoreKind::Hike,
            ScoreKind::Stable,
            ScoreKind::Harvest
        ],
        "no monasteries or farms in this game"
    );
    let base = Game::new(GameConfig::base(2), 1).expect("set-up");
    assert_eq!(
        base.score_kinds(),
        [
            ScoreKind::City,
            ScoreKind::Road,
            ScoreKind::Monastery,
            ScoreKind::Field
        ]
    );
    let all = GameConfig::with_rules(
        2,
        [
            crate::Expansion::Farmers,
            crate::Expansion::Abbot,
            crate::Expansion::Traders,
            crate::Expansion::Hills,
        ],
    );
    let all = Game::new(all, 1).expect("set-up");
    assert_eq!(
        all.score_kinds(),
        [
            ScoreKind::City,
            ScoreKind::Road,
            ScoreKind::Monastery,
            ScoreKind::Garden,
            ScoreKind::Field,
            ScoreKind::Goods,
            ScoreKind::Flock
        ]
    );
}

#[test]
fn the_game_speaks_of_paths_fields_meadows_and_meeples() {
    let mut g = game(&["OHD.1a"]);
    place(&mut g, 1, 0, 0);
    let path = spot(&g, Pos::new(1, 0), PATH, "W");
    let words = g.describe(Action::Deploy {
        spot: path,
        figure: MEEPLE,
    });
    assert_eq!(
        words,
        crate::Note::new("action-deploy")
            .key("figure", "noun-meeple")
            .key("place", "noun-path")
    );
}

#[test]
fn random_games_use_every_rule_hikes_stables_and_harvests() {
    let (mut hikes, mut stables, mut harvests, mut discards) = (0, 0, 0, 0);
    for seed in 0..20 {
        let mut g = Game::new(config(3), seed).expect("set-up");
        let mut rng = Rng::new(seed);
        while !g.is_over() {
            let action = random_action(&g, &mut rng).expect("a legal action");
            for e in g.apply(action).expect("legal") {
                match e {
                    Event::FigureMoved { .. } => hikes += 1,
                    Event::FigureDeployed { figure, .. } if figure == FigureKind::STABLE => {
                        stables += 1
                    }
                    Event::TokensTaken { count, .. } => harvests += count,
                    Event::TileDiscarded { .. } => discards += 1,
                    _ => {}
                }
            }
        }
    }
    assert!(
        hikes > 0 && stables > 0 && harvests > 0,
        "{hikes} {stables} {harvests}"
    );
    assert!(discards < 20, "{discards} discards in 20 games");
}

fn check_invariants(g: &Game) {
    for p in 0..g.players() {
        let out = |k| g.figures().filter(|f| f.player == p && f.kind == k).count() as u32;
        assert_eq!(u32::from(g.supply(p).get(MEEPLE)) + out(MEEPLE), 4);
        assert_eq!(
            u32::from(g.supply(p).get(FigureKind::STABLE)) + out(FigureKind::STABLE),
            2
        );
        assert_eq!(g.breakdown(p).total(), g.scores()[p]);
    }
    for f in g.figures() {
        let kind = g.spot_kind(f.pos, f.spot);
        let on_meadow = kind == Some(crate::figures::SpotKind::Feature(MEADOW));
        assert_eq!(on_meadow, f.kind == FigureKind::STABLE, "{f:?}");
    }
    let stables: Vec<Pos> = g
        .figures()
        .filter(|f| f.kind == FigureKind::STABLE)
        .map(|f| f.pos)
        .collect();
    for (i, a) in stables.iter().enumerate() {
        for b in &stables[i + 1..] {
            assert!(!a.is_near(*b), "stables at {a} and {b}");
        }
    }
    for kind in Harvest::ALL {
        let held: u32 = (0..g.players())
            .map(|p| {
                g.tokens(p)
                    .iter()
                    .filter(|t| t.key == kind.name())
                    .map(|t| t.count)
                    .sum::<u32>()
            })
            .sum();
        assert!(held <= kind.in_box());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]
    #[test]
    fn random_games_keep_figures_stables_tokens_and_scores_straight(
        seed in any::<u64>(),
        players in 2usize..=5,
    ) {
        let mut g = Game::new(config(players), seed).expect("set-up");
        let mut rng = Rng::new(seed ^ 0x5eed);
        let mut hiked = 0;
        while !g.is_over() {
            let before = g.scores().to_vec();
            let mover = g.deciding_player();
            let action = random_action(&g, &mut rng).expect("a legal action");
            g.apply(action).expect("legal");
            if let Action::Move { .. } = action {
                hiked += 1;
                prop_assert!(g.scores()[mover] > before[mover], "a hike scores");
            }
            prop_assert!(g.scores().iter().zip(&before).all(|(a, b)| a >= b));
            check_invariants(&g);
        }
        check_invariants(&g);
        prop_assert!(hiked < 1000);
    }
}

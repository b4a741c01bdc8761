//! Invariants over random seeded games (proptest).

use carcassonne_engine::random::random_action;
use carcassonne_engine::rng::Rng;
use carcassonne_engine::{Expansion, Game, GameConfig, GameKind, Side, TurnDraft};
use proptest::prelude::*;

/// Carcassonne with any mix of expansions, or now and then one of the separate games
/// (Over Hill and Dale, The Wheel of Fortune; 2-5 players).
fn config_strategy() -> impl Strategy<Value = GameConfig> {
    prop_oneof![
        5 => carcassonne_config(),
        1 => (2usize..=5).prop_map(|players| GameConfig {
            game: GameKind::OverHillAndDale,
            ..GameConfig::with_rules(players, [])
        }),
        1 => (2usize..=5).prop_map(|players| GameConfig {
            game: GameKind::WheelOfFortune,
            ..GameConfig::with_rules(players, [])
        }),
    ]
}

fn carcassonne_config() -> impl Strategy<Value = GameConfig> {
    (
        2usize..=8,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        (any::<bool>(), any::<bool>(), any::<bool>()),
    )
        .prop_map(
            |(players, farmers, abbot, river1, river2, inns, (traders, hills, wheel))| {
                let on = [
                    (Expansion::Farmers, farmers),
                    (Expansion::Abbot, abbot),
                    (Expansion::River1, river1),
                    (Expansion::River2, river2),
                    (Expansion::Inns, inns),
                    (Expansion::Traders, traders),
                    (Expansion::Hills, hills),
                    (Expansion::Wheel, wheel),
                ];
                GameConfig::with_rules(players, on.into_iter().filter_map(|(e, b)| b.then_some(e)))
            },
        )
}

fn figures(game: &Game, player: usize) -> u32 {
    game.supply(player).total() + game.figures().filter(|f| f.player == player).count() as u32
}

fn assert_tiles_match_neighbours(game: &Game) {
    let board = game.board();
    for t in board.tiles() {
        for side in Side::ALL {
            if let Some(n) = board.get(t.pos.step(side)) {
                assert_eq!(
                    t.edge(side),
                    n.edge(side.opposite()),
                    "{:?} {side:?} vs {:?}",
                    t.pos,
                    n.pos
                );
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(config in config_strategy(), seed in any::<u64>()) {
        let mut game = Game::new(config.clone(), seed).expect("set-up");
        let start: Vec<u32> = (0..config.players).map(|p| figures(&game, p)).collect();
        let mut rng = Rng::new(seed ^ 1);
        let mut last = game.scores().to_vec();
        while let Some(action) = random_action(&game, &mut rng) {
            let before = serde_json::to_string(&game).expect("serialise");
            game.apply(action).expect("legal action applies");
            prop_assert_ne!(serde_json::to_string(&game).expect("serialise"), before);
            for (now, then) in game.scores().iter().zip(&last) {
                prop_assert!(now >= then, "a score went down");
            }
            last = game.scores().to_vec();
            for (p, &n) in start.iter().enumerate() {
                prop_assert_eq!(figures(&game, p), n, "figures of seat {} lost or duplicated", p);
            }
        }
        prop_assert!(game.is_over());
        assert_tiles_match_neighbours(&game);
        prop_assert_eq!(game.figures().count(), 0, "final scoring returns every figure");
    }

    #[test]
    fn a_deserialised_game_continues_exactly_like_the_original(
        config in config_strategy(),
        seed in any::<u64>(),
        stop in 0usize..120,
    ) {
        let mut game = Game::new(config, seed).expect("set-up");
        let mut rng = Rng::new(seed);
        for _ in 0..stop {
            match random_action(&game, &mut rng) {
                Some(a) => { game.apply(a).expect("legal"); }
                None => break,
            }
        }
        let json = serde_json::to_string(&game).expect("serialise");
        let mut copy: Game = serde_json::from_str(&json).expect("deserialise");
        prop_assert!(copy == game);
        prop_assert_eq!(copy.legal_actions(), game.legal_actions());
        let mut rng_copy = rng.clone();
        while let Some(a) = random_action(&game, &mut rng) {
            let b = random_action(&copy, &mut rng_copy);
            prop_assert_eq!(Some(a), b);
            let e1 = game.apply(a).expect("legal");
            let e2 = copy.apply(a).expect("legal");
            prop_assert_eq!(e1, e2);
        }
        prop_assert!(copy == game);
        prop_assert_eq!(copy.scores(), game.scores());
    }
}

/// A game of `config` played at random for `stop` actions.
fn midgame(config: GameConfig, seed: u64, stop: usize) -> (Game, Rng) {
    let mut game = Game::new(config, seed).expect("set-up");
    let mut rng = Rng::new(seed ^ 7);
    for _ in 0..stop {
        match random_action(&game, &mut rng) {
            Some(a) => {
                game.apply(a).expect("legal");
            }
            None => break,
        }
    }
    (game, rng)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn a_drafted_turn_commits_to_exactly_the_game_the_draft_showed(
        config in config_strategy(),
        seed in any::<u64>(),
        stop in 0usize..120,
    ) {
        let (game, mut rng) = midgame(config, seed, stop);
        prop_assume!(!game.is_over());
        let mut draft = TurnDraft::new(&game);
        prop_assert_eq!(draft.seat(), game.deciding_player());
        while !draft.is_complete() {
            let options = draft.options();
            prop_assert!(!options.is_empty(), "an incomplete draft offers something");
            prop_assert_eq!(&options, &draft.game().legal_actions());
            let pick = options[rng.below(options.len())];
            let preview = draft.preview(pick).expect("an option previews");
            draft.push(pick).expect("an option applies");
            prop_assert!(preview == *draft.game(), "the preview was the outcome");
            // Taking an action back restores the game before it, unless it revealed a tile.
            if let Some(back) = draft.back() {
                prop_assert_eq!(back, pick);
                draft.push(pick).expect("again");
            }
        }
        let mut committed = game.clone();
        for &a in draft.actions() {
            committed.apply(a).expect("the drafted actions commit");
        }
        prop_assert!(committed == *draft.game());
        prop_assert!(game != committed, "a turn changes the game");
    }

    #[test]
    fn a_determinised_copy_shares_everything_public_and_nothing_hidden(
        config in config_strategy(),
        seed in any::<u64>(),
        stop in 0usize..120,
        deal in any::<u64>(),
    ) {
        let (game, _) = midgame(config, seed, stop);
        let copy = game.observe(1).determinise(&mut Rng::new(deal));
        prop_assert_eq!(copy.legal_actions(), game.legal_actions());
        prop_assert_eq!(copy.unseen_tiles(), game.unseen_tiles());
        prop_assert_eq!(copy.scores(), game.scores());
        prop_assert_eq!(copy.board().tiles(), game.board().tiles());
        prop_assert_eq!(copy.features(), game.features());
        prop_assert!(copy.observe(1) == game.observe(1), "the same public game");
    }
}

#[test]
fn an_illegal_action_changes_nothing() {
    use carcassonne_engine::{Action, Placement, Pos, Rotation};
    let mut game = Game::new(GameConfig::base(3), 99).expect("set-up");
    let before = serde_json::to_string(&game).expect("serialise");
    let far = Action::Place(Placement {
        pos: Pos::new(40, 40),
        rotation: Rotation::new(0),
    });
    assert!(game.apply(far).is_err());
    assert!(game.apply(Action::Pass).is_err());
    assert_eq!(serde_json::to_string(&game).expect("serialise"), before);
}

#[test]
fn same_seed_same_game_and_another_seed_another_deck() {
    let a = carcassonne_engine::random::random_game(GameConfig::base(4), 5, None).expect("game");
    let b = carcassonne_engine::random::random_game(GameConfig::base(4), 5, None).expect("game");
    let c = carcassonne_engine::random::random_game(GameConfig::base(4), 6, None).expect("game");
    assert!(a == b);
    assert_ne!(a.board().tiles(), c.board().tiles());
}

#[test]
fn a_corrupt_snapshot_is_refused() {
    let game =
        carcassonne_engine::random::random_game(GameConfig::base(2), 3, Some(10)).expect("game");
    let mut value = serde_json::to_value(&game).expect("serialise");
    value["placements"][3]["pos"]["x"] = serde_json::json!(1000);
    assert!(serde_json::from_value::<Game>(value).is_err());
}

#[test]
fn a_retired_seat_is_skipped_and_the_last_seat_standing_ends_the_game() {
    use carcassonne_engine::{Action, Event};
    let mut game = Game::new(GameConfig::base(3), 4).expect("set-up");
    let mut rng = Rng::new(4);
    // Seat 0 places; seat 1 leaves while seat 0 is still deploying.
    let place = random_action(&game, &mut rng).expect("place");
    game.apply(place).expect("legal");
    game.apply(Action::Retire { seat: 1 }).expect("retire");
    assert!(
        game.apply(Action::Retire { seat: 1 }).is_err(),
        "retiring twice"
    );
    game.apply(Action::Pass).expect("pass");
    assert_eq!(game.current_player(), 2, "seat 1 is skipped");
    // The current seat leaving hands its tile to the next seat.
    let tile = game.current_tile();
    game.apply(Action::Retire { seat: 2 })
        .map(|events| {
            assert!(events.iter().any(|e| matches!(e, Event::GameOver { .. })));
        })
        .expect("retire");
    assert!(game.is_over(), "one seat left ends the game");
    assert!(tile.is_some());
    let json = serde_json::to_string(&game).expect("serialise");
    let back: Game = serde_json::from_str(&json).expect("deserialise");
    assert!(back.is_retired(1) && back.is_retired(2) && !back.is_retired(0));
}

#[test]
fn the_current_seat_leaving_passes_the_tile_on() {
    use carcassonne_engine::Action;
    let mut game = Game::new(GameConfig::base(3), 8).expect("set-up");
    let tile = game.current_tile();
    game.apply(Action::Retire { seat: 0 }).expect("retire");
    assert_eq!(game.current_player(), 1);
    assert_eq!(game.current_tile(), tile);
}

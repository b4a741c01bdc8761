//! Every level picks legal actions, with a plan that plays legally and a reason, in random
//! positions of every playable rule set and through whole games with their decisions.

use carcassonne_ai::{decide, strategy, AiError, Budget, Level};
use carcassonne_engine::random::random_game;
use carcassonne_engine::{Action, Expansion, FigureKind, Game, GameConfig, GameKind, Phase};

fn rule_sets() -> Vec<Vec<Expansion>> {
    vec![
        vec![],
        vec![Expansion::Farmers],
        vec![Expansion::Farmers, Expansion::Abbot],
        vec![Expansion::River1, Expansion::Farmers],
        vec![Expansion::River2, Expansion::Inns],
        vec![Expansion::Farmers, Expansion::Inns, Expansion::Abbot],
        vec![Expansion::Farmers, Expansion::Traders],
        vec![Expansion::Farmers, Expansion::Hills],
        vec![
            Expansion::Farmers,
            Expansion::Traders,
            Expansion::Hills,
            Expansion::Inns,
            Expansion::Abbot,
            Expansion::River2,
        ],
        vec![Expansion::Farmers, Expansion::River1, Expansion::Wheel],
    ]
}

fn budget(level: Level) -> Budget {
    match level {
        Level::Hard => Budget::iterations(40),
        _ => Budget::default(),
    }
}

/// Checks one decision in `game` and returns its action.
fn checked(level: Level, seed: u64, game: &Game) -> carcassonne_engine::Action {
    let mut s = strategy(level, seed);
    let d = decide(s.as_mut(), game, budget(level)).expect("decides");
    let legal = game.legal_actions();
    assert!(
        legal.contains(&d.action),
        "{level}: {:?} not among {legal:?}",
        d.action
    );
    assert_eq!(
        d.plan.first(),
        Some(&d.action),
        "the plan starts with the action"
    );
    assert!(!d.reason.key.is_empty(), "a reason is given");
    let mut g = game.clone();
    let seat = game.deciding_player();
    let turn = game.turn();
    for (i, &a) in d.plan.iter().enumerate() {
        if i > 0 {
            assert_eq!(g.deciding_player(), seat, "the plan is the seat's own");
            assert_eq!(g.turn(), turn, "the plan stays within the turn");
        }
        g.apply(a)
            .unwrap_or_else(|e| panic!("{level}: plan step {a:?} refused: {e}"));
    }
    d.action
}

#[test]
fn decisions_are_legal_in_random_positions_of_every_rule_set() {
    for (r, rules) in rule_sets().into_iter().enumerate() {
        for players in [2, 3] {
            for k in 0..4u64 {
                let seed = 1000 * r as u64 + 10 * players as u64 + k;
                let turns = (seed * 7) % 60;
                let config = GameConfig::with_rules(players, rules.clone());
                let game = random_game(config, seed, Some(turns as u32)).expect("random game");
                if game.is_over() {
                    continue;
                }
                for level in Level::ALL {
                    checked(level, seed, &game);
                }
            }
        }
    }
}

/// Plays whole games with the levels taking turns in the seats, checking every decision;
/// returns how many decisions were asked outside the place/figure steps.
fn play_through(rules: Vec<Expansion>, seed: u64) -> usize {
    let config = GameConfig::with_rules(3, rules);
    let mut game = Game::new(config, seed).expect("set-up");
    let levels = [Level::Medium, Level::Easy, Level::Hard];
    let mut decisions = 0;
    while !game.is_over() {
        if matches!(game.phase(), Phase::Decide { .. }) {
            decisions += 1;
        }
        let seat = game.deciding_player();
        let action = checked(levels[seat], seed + seat as u64, &game);
        game.apply(action).expect("legal");
    }
    decisions
}

#[test]
fn whole_games_with_traders_and_hills_decisions_stay_legal() {
    let mut decisions = 0;
    for seed in 0..2 {
        decisions += play_through(vec![Expansion::Farmers, Expansion::Hills], seed);
        play_through(
            vec![Expansion::Farmers, Expansion::Traders, Expansion::Inns],
            seed,
        );
    }
    assert!(decisions > 0, "some flock was grown or gathered");
}

#[test]
fn over_hill_and_dale_decisions_are_legal_hike_and_speak_its_words() {
    let config = GameConfig {
        game: GameKind::OverHillAndDale,
        ..GameConfig::with_rules(3, [])
    };
    for seed in 0..3u64 {
        let turns = (seed * 23) % 60;
        let game = random_game(config.clone(), seed, Some(turns as u32)).expect("random game");
        for level in Level::ALL {
            checked(level, seed, &game);
        }
    }
    let mut game = Game::new(config, 5).expect("set-up");
    let levels = [Level::Medium, Level::Easy, Level::Hard];
    let (mut hikes, mut stables) = (0, 0);
    while !game.is_over() {
        let seat = game.deciding_player();
        let mut s = strategy(levels[seat], 5 + seat as u64);
        let d = decide(s.as_mut(), &game, budget(levels[seat])).expect("a decision");
        // The reason names this game's features and figures, not Carcassonne's.
        let said = d.reason.to_string();
        for key in ["noun-city", "noun-road", "noun-follower", "noun-farm"] {
            assert!(!said.contains(key), "{key:?} in {said}");
        }
        match d.action {
            Action::Move { .. } => hikes += 1,
            Action::Deploy { figure, .. } if figure == FigureKind::STABLE => stables += 1,
            _ => {}
        }
        assert!(game.legal_actions().contains(&d.action), "{d:?}");
        game.apply(d.action).expect("legal");
    }
    assert!(hikes > 0 && stables > 0, "hikes {hikes}, stables {stables}");
}

#[test]
fn wheel_of_fortune_games_are_played_through_with_crowns_and_plague_answers() {
    let config = GameConfig {
        game: GameKind::WheelOfFortune,
        ..GameConfig::with_rules(3, [])
    };
    for seed in 0..3u64 {
        let game = random_game(config.clone(), seed, Some((seed * 19 % 50) as u32)).expect("game");
        for level in Level::ALL {
            checked(level, seed, &game);
        }
    }
    let mut game = Game::new(config, 8).expect("set-up");
    let levels = [Level::Medium, Level::Easy, Level::Hard];
    let (mut crowns, mut plague_answers) = (0, 0);
    while !game.is_over() {
        let seat = game.deciding_player();
        let mut s = strategy(levels[seat], 8 + seat as u64);
        let d = decide(s.as_mut(), &game, budget(levels[seat])).expect("a decision");
        assert!(game.legal_actions().contains(&d.action), "{d:?}");
        match (game.phase(), d.action) {
            (Phase::Decide { .. }, Action::Withdraw { .. }) => plague_answers += 1,
            (
                _,
                Action::Deploy {
                    spot: carcassonne_engine::Spot::Space(_),
                    ..
                },
            ) => crowns += 1,
            _ => {}
        }
        game.apply(d.action).expect("legal");
    }
    assert!(crowns > 0, "the AI uses crowns");
    eprintln!("{crowns} crowns, {plague_answers} plague answers");
}

#[test]
fn a_seat_with_nothing_to_decide_is_refused() {
    let game = Game::new(GameConfig::base(2), 3).expect("set-up");
    for level in Level::ALL {
        let mut s = strategy(level, 1);
        let err = s.decide(&game.observe(1), Budget::iterations(10));
        assert_eq!(err, Err(AiError::NotDeciding { seat: 1 }));
    }
}

//! Invariants of Traders & Builders and Hills & Sheep over random games with both sets and
//! Inns & Cathedrals (proptest): figures are never lost or duplicated, builders and pigs
//! never stand without their owner's follower, no player takes a third turn in a row, and the
//! sheep bag holds 18 tokens minus those beside shepherds.

use proptest::prelude::*;

use crate::action::Event;
use crate::config::GameConfig;
use crate::expansions::hills::SheepToken;
use crate::figures::FigureKind;
use crate::game::Game;
use crate::random::random_action;
use crate::rng::Rng;
use crate::rules::Expansion;

fn check(game: &Game, start: &[u32]) {
    for p in 0..game.players() {
        for kind in FigureKind::all() {
            let out = game
                .figures()
                .filter(|f| f.player == p && f.kind == kind)
                .count() as u32;
            let total = u32::from(game.supply(p).get(kind)) + out;
            assert_eq!(total, start[kind.index()], "seat {p} {kind:?}");
        }
    }
    for f in game.figures() {
        if [FigureKind::BUILDER, FigureKind::PIG].contains(&f.kind) {
            let r = game.board().figure_root(f);
            assert!(
                game.figures().any(|g| g.player == f.player
                    && g.kind.is_follower()
                    && game.board().figure_root(g) == r),
                "{f:?} stands alone"
            );
        }
    }
    let hills = &game.state().caps.hills;
    let out: usize = hills.flocks.iter().map(|f| f.tokens.len()).sum();
    assert_eq!(hills.in_bag() + out, SheepToken::bag_size());
    for flock in &hills.flocks {
        assert!(
            game.figures().any(|f| *f == flock.shepherd),
            "flock without shepherd"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn traders_hills_and_inns_keep_their_invariants(seed in any::<u64>(), players in 2usize..=5) {
        let config = GameConfig::with_rules(
            players,
            [Expansion::Farmers, Expansion::Inns, Expansion::Traders, Expansion::Hills],
        );
        let mut game = Game::new(config, seed).expect("set-up");
        let start: Vec<u32> = FigureKind::all()
            .map(|k| u32::from(game.supply(0).get(k)))
            .collect();
        let mut rng = Rng::new(seed ^ 0x5eed);
        let mut run = (usize::MAX, 0u32);
        while let Some(action) = random_action(&game, &mut rng) {
            let events = game.apply(action).expect("a legal action is accepted");
            for e in &events {
                if let Event::TilePlaced { player, .. } = e {
                    run = if run.0 == *player { (run.0, run.1 + 1) } else { (*player, 1) };
                    prop_assert!(run.1 <= 2, "seat {} played a third turn in a row", player);
                }
            }
            check(&game, &start);
        }
        prop_assert!(game.is_over());
        prop_assert!(game.turn() > 80, "a whole game: {} turns", game.turn());
    }
}

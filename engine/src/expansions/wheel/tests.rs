use crate::config::GameConfig;
use crate::random::random_game;
use crate::rules::{Expansion, GameKind};

#[test]
fn smoke() {
    for seed in 0..20 {
        let c = GameConfig {
            game: GameKind::WheelOfFortune,
            ..GameConfig::with_rules(3, [])
        };
        let g = random_game(c, seed, None).expect("game");
        assert!(g.is_over());
        let c = GameConfig::with_rules(
            4,
            [
                Expansion::Farmers,
                Expansion::River1,
                Expansion::Wheel,
                Expansion::Inns,
            ],
        );
        let g = random_game(c, seed, None).expect("game");
        assert!(g.is_over());
        eprintln!("{:?} {:?}", g.scores(), g.wheel().map(|w| w.pig));
    }
}

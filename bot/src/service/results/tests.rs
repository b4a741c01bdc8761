use super::*;
use carcassonne_engine::{Expansion, GameConfig, GameKind};

#[test]
fn wheel_games_have_wheel_and_crown_columns_and_others_do_not() {
    let wheel = Game::new(
        GameConfig {
            game: GameKind::WheelOfFortune,
            ..GameConfig::with_rules(2, [])
        },
        1,
    )
    .expect("the Wheel of Fortune plays");
    let expansion = Game::new(
        GameConfig::with_rules(2, [Expansion::Farmers, Expansion::Wheel]),
        1,
    )
    .expect("the expansion plays");
    for game in [&wheel, &expansion] {
        let cols = columns(game, &[]);
        assert!(cols.contains(&ScoreKind::Wheel) && cols.contains(&ScoreKind::Crown));
    }
    let base = Game::new(GameConfig::base(2), 1).expect("the base game");
    let cols = columns(&base, &[]);
    assert!(!cols.contains(&ScoreKind::Wheel) && !cols.contains(&ScoreKind::Crown));
}

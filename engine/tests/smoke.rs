use carcassonne_engine::random::random_game;
use carcassonne_engine::GameConfig;

#[test]
fn a_random_base_game_finishes() {
    let g = random_game(GameConfig::base(4), 1, None).expect("setup");
    assert!(g.is_over());
    assert_eq!(g.board().len(), 72);
    println!("{:?}", g.scores());
}

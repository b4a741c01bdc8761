//! Prints every decision of one game with its reason, to read the hints as a player would.
//!
//! `cargo run --release -p carcassonne-ai --example hints -- [seed] [iterations]`

use carcassonne_ai::{decide, strategy, Budget, Level};
use carcassonne_engine::{Game, GameConfig};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let seed: u64 = args.next().map(|s| s.parse()).transpose()?.unwrap_or(1);
    let iterations: u32 = args.next().map(|s| s.parse()).transpose()?.unwrap_or(300);
    let mut game = Game::new(GameConfig::base(2), seed)?;
    let mut players = [strategy(Level::Hard, seed), strategy(Level::Medium, seed)];
    while !game.is_over() {
        let seat = game.deciding_player();
        let d = decide(
            players[seat].as_mut(),
            &game,
            Budget::iterations(iterations),
        )?;
        println!(
            "turn {:>2} seat {seat} {:<40} {}",
            game.turn(),
            game.describe(d.action),
            d.reason
        );
        game.apply(d.action)?;
    }
    println!("final {:?}", game.scores());
    Ok(())
}

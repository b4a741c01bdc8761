//! Plays a seeded random game with The Wheel of Fortune and prints it as a neutral record of
//! the wheel extension (docs/wheel-records.md), for `carcassonne-bot replay`.
//!
//! `cargo run -p carcassonne-engine --example wheel_record -- [stand-alone|expansion] SEED PLAYERS`

use carcassonne_engine::random::random_action;
use carcassonne_engine::record::{match_tiles, write_record, TileFile};
use carcassonne_engine::rng::Rng;
use carcassonne_engine::{Expansion, Game, GameConfig, GameKind};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mode = args.first().map_or("stand-alone", String::as_str);
    let seed: u64 = args.get(1).map_or(Ok(1), |s| s.parse())?;
    let players: usize = args.get(2).map_or(Ok(3), |s| s.parse())?;
    let config = match mode {
        "expansion" => GameConfig::with_rules(
            players,
            [
                Expansion::Farmers,
                Expansion::River1,
                Expansion::Inns,
                Expansion::Wheel,
            ],
        ),
        _ => GameConfig {
            game: GameKind::WheelOfFortune,
            ..GameConfig::with_rules(players, [])
        },
    };
    let base: TileFile = serde_json::from_str(include_str!("../tests/fixtures/replay-tiles.json"))?;
    let extra: TileFile =
        serde_json::from_str(include_str!("../tests/fixtures/replay-tiles-wheel.json"))?;
    let map = match_tiles(&base.with(extra))?;
    let mut game = Game::new(config.clone(), seed)?;
    let mut rng = Rng::new(seed ^ 0xabc);
    let mut actions = Vec::new();
    while let Some(a) = random_action(&game, &mut rng) {
        game.apply(a)?;
        actions.push(a);
    }
    let record = write_record(&config, seed, &actions, &map)?;
    println!("{}", serde_json::to_string_pretty(&record)?);
    Ok(())
}

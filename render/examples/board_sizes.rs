//! Bytes of a finished 4-player base game's board as the bot posts it (the figures that stood
//! before final scoring drawn), over many random deals: the figure the README quotes.
//!
//!     cargo run --release -p carcassonne-render --example board_sizes [deals]

use carcassonne_engine::random::random_action;
use carcassonne_engine::rng::Rng;
use carcassonne_engine::{Event, Game, GameConfig};
use carcassonne_render::{BoardOptions, Renderer};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let deals: u64 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(29);
    let renderer = Renderer::new()?;
    let names = ["Ann", "Bartholomew the Long", "Chi", "Dee"].map(String::from);
    let mut sizes = Vec::new();
    for seed in 1..=deals {
        let mut game = Game::new(GameConfig::base(4), seed)?;
        let mut rng = Rng::new(seed);
        let mut standing = None;
        while let Some(action) = random_action(&game, &mut rng) {
            for event in game.apply(action)? {
                if let Event::FinalScoring { figures, .. } = event {
                    standing = Some(figures);
                }
            }
        }
        let opts = BoardOptions {
            player_names: names.to_vec(),
            figures: standing,
            ..BoardOptions::default()
        };
        sizes.push(renderer.render_board(&game, &opts)?.len());
    }
    sizes.sort_unstable();
    let kb = |b: usize| b / 1024;
    println!(
        "{} deals: min {} KB, median {} KB, max {} KB",
        sizes.len(),
        kb(sizes[0]),
        kb(sizes[sizes.len() / 2]),
        kb(sizes[sizes.len() - 1])
    );
    Ok(())
}

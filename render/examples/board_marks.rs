//! Turn prompt boards of a small, a mid-size and a late full-box game, as the bot posts them,
//! each with a copy shrunk to the 400 px a phone shows, and the size of the marks a player
//! matches with the menu at that width:
//!
//!     cargo run --release -p carcassonne-render --example board_marks -- [OUT_DIR]

use std::path::PathBuf;

use carcassonne_engine::random::random_action;
use carcassonne_engine::rng::Rng;
use carcassonne_engine::{Expansion, Game, GameConfig, Phase};
use carcassonne_render::{BoardOptions, Renderer, PHONE_WIDTH};

#[path = "common/save.rs"]
mod save;

/// A 4-player game with every offered expansion, played at random until `left` tiles remain
/// and a tile waits to be placed.
fn game_with(
    config: GameConfig,
    seed: u64,
    left: usize,
) -> Result<Game, Box<dyn std::error::Error>> {
    let mut game = Game::new(config, seed)?;
    let mut rng = Rng::new(seed);
    loop {
        let placing = matches!(game.phase(), Phase::Place { .. });
        if placing && game.tiles_left() <= left && !game.legal_placements().is_empty() {
            return Ok(game);
        }
        let Some(action) = random_action(&game, &mut rng) else {
            return Ok(game);
        };
        game.apply(action)?;
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "/tmp/marks".into()),
    );
    std::fs::create_dir_all(&dir)?;
    let r = Renderer::new()?;
    let names: Vec<String> = ["Ann", "Bartholomew", "Chi", "Dee"]
        .map(String::from)
        .into();
    let full = GameConfig::with_rules(4, Expansion::offered());
    let total = Game::new(full.clone(), 1)?.tiles_left();
    let cases = [
        ("small", GameConfig::base(2), 7, 60),
        ("mid", GameConfig::base(4), 7, 25),
        ("full", full.clone(), 7, 3),
        ("full2", full, 11, 1),
    ];
    println!("full box: {total} tiles");
    for (stem, config, seed, left) in cases {
        let game = game_with(config, seed, left)?;
        let opts = BoardOptions {
            player_names: names.clone(),
            mark_legal: true,
            show_drawn_tile: true,
            ..Default::default()
        };
        let png = r.render_board(&game, &opts)?;
        let lay = r.board_layout(&game, &opts);
        save::save(&dir, &format!("{stem}.png"), &png)?;
        // A piece at full size round the first mark, to look at the marks' edges.
        if let Some(first) = lay.marks.first() {
            let img = image::load_from_memory(&png)?.to_rgb8();
            let (w, h) = (480.min(img.width()), 360.min(img.height()));
            let x = (first.centre.0 as u32)
                .saturating_sub(w / 2)
                .min(img.width() - w);
            let y = (first.centre.1 as u32)
                .saturating_sub(h / 2)
                .min(img.height() - h);
            image::imageops::crop_imm(&img, x, y, w, h)
                .to_image()
                .save(dir.join(format!("{stem}_crop.png")))?;
        }
        let tallest = lay.marks.iter().map(|m| m.ink.1).fold(0.0, f32::max);
        let lowest = lay.marks.iter().map(|m| m.ink.1).fold(f32::MAX, f32::min);
        let phone = PHONE_WIDTH / lay.width as f32;
        println!(
            "{stem}: {}x{} px, {} strip(s), tile {} px, {}x{} cells, {} legal cells, {} placements, marks {:.0}-{:.0} px tall = {:.1}-{:.1} px at {PHONE_WIDTH} px wide",
            lay.width,
            lay.height,
            lay.strips.len(),
            lay.tile_size,
            lay.bounds.columns(),
            lay.bounds.rows(),
            carcassonne_render::legal_cells(&game).len(),
            game.legal_placements().len(),
            lowest,
            tallest,
            lowest * phone,
            tallest * phone,
        );
    }
    Ok(())
}

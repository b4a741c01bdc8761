//! Writes boards of Traders & Builders with Hills & Sheep to a folder (default `/tmp/tb`), for
//! eyeballing builders, pigs, shepherds with their sheep and the goods in the header:
//! `cargo run -p carcassonne-render --example expansions -- OUT_DIR`. Each picture is also
//! written shrunk to 400 px wide (`*_400.png`), the width a phone shows it at, and the board
//! around each new figure is cut out at full size (`*_crop_N.png`).

#[path = "common/save.rs"]
mod save;

use std::path::PathBuf;

use carcassonne_engine::random::random_game;
use carcassonne_engine::{Expansion, FigureKind, Game, GameConfig};
use carcassonne_render::{spot_point, BoardOptions, CloseupOptions, Renderer};
use save::save;

fn config(players: usize) -> GameConfig {
    GameConfig::with_rules(
        players,
        [Expansion::Farmers, Expansion::Traders, Expansion::Hills],
    )
}

/// How well a position shows the new pieces: every new kind on the board, sheep counted,
/// goods held.
fn showing(game: &Game) -> usize {
    let kinds = [FigureKind::BUILDER, FigureKind::PIG, FigureKind::SHEPHERD];
    let on_board = kinds
        .iter()
        .filter(|k| game.figures().any(|f| f.kind == **k))
        .count();
    let goods: u32 = (0..game.players())
        .flat_map(|p| game.tokens(p))
        .map(|t| t.count)
        .sum();
    on_board * 10 + game.figure_badges().len() * 5 + goods.min(6) as usize
}

/// The seeded game, at the turn (from 20 on) where it shows the new pieces best.
fn best(players: usize, seed: u64) -> Result<Game, Box<dyn std::error::Error>> {
    let mut best: Option<(usize, Game)> = None;
    for turn in (20..60).step_by(4) {
        let g = random_game(config(players), seed, Some(turn))?;
        let s = showing(&g);
        if best.as_ref().is_none_or(|(b, _)| s > *b) {
            best = Some((s, g));
        }
    }
    Ok(best.ok_or("no game")?.1)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let dir = PathBuf::from(args.next().unwrap_or_else(|| "/tmp/tb".into()));
    std::fs::create_dir_all(&dir)?;
    let r = Renderer::new()?;
    let names: Vec<String> = ["Ann", "Bartholomew the Long", "Chi", "Dee", "Eve", "Fay"]
        .map(String::from)
        .into();
    for (players, seed) in [(3, 5), (6, 8)] {
        let game = best(players, seed)?;
        let opts = BoardOptions {
            player_names: names.clone(),
            mark_legal: true,
            show_drawn_tile: true,
            ..Default::default()
        };
        let name = format!("board_{players}p.png");
        save(&dir, &name, &r.render_board(&game, &opts)?)?;
        println!(
            "  turn {}: {:?}; badges {:?}",
            game.turn(),
            game.figures()
                .map(|f| (f.player, f.kind, f.pos))
                .collect::<Vec<_>>(),
            game.figure_badges()
                .iter()
                .map(|(f, n)| (f.pos, *n))
                .collect::<Vec<_>>()
        );
        // Full-size cut-outs round the new figures.
        let img = r.board_image(&game, &opts);
        let lay = r.board_layout(&game, &opts);
        let t = lay.tile_size;
        for (i, f) in game.figures().filter(|f| !f.kind.is_follower()).enumerate() {
            let Some(placed) = game.board().get(f.pos) else {
                continue;
            };
            let Some(uv) = spot_point(placed.tile, placed.rotation, f.spot) else {
                continue;
            };
            let Some((x, y)) = lay.point_in_cell(f.pos, uv) else {
                continue;
            };
            let x0 = (x as u32).saturating_sub(t).min(img.width() - 2 * t);
            let y0 = (y as u32).saturating_sub(t).min(img.height() - 2 * t);
            let crop = image::imageops::crop_imm(&img, x0, y0, 2 * t, 2 * t).to_image();
            let big = image::imageops::resize(&crop, 4 * t, 4 * t, image::imageops::Nearest);
            big.save(dir.join(format!("board_{players}p_crop_{i}_{:?}.png", f.kind)))?;
        }
        let header = image::imageops::crop_imm(&img, 0, 0, img.width(), lay.strip_height);
        header
            .to_image()
            .save(dir.join(format!("board_{players}p_header.png")))?;
        if let Some((f, _)) = game.figure_badges().first() {
            let opts = CloseupOptions {
                lang: Default::default(),
                pos: f.pos,
                markers: Vec::new(),
                title: "A shepherd and its flock".into(),
            };
            save(
                &dir,
                &format!("closeup_{players}p.png"),
                &r.render_closeup_with(&game, &opts)?,
            )?;
        }
    }
    Ok(())
}

//! Writes a sample board, preview, close-up and the gallery to a folder (default `/tmp`), for
//! eyeballing the art: `cargo run -p carcassonne-render --example demo -- OUT_DIR SEED`.
//! Each picture is also written shrunk to 400 px wide (`*_400.png`), the width a phone shows
//! it at, since that is where players read it.

#[path = "common/save.rs"]
mod save;

use std::path::PathBuf;

use carcassonne_engine::random::random_game;
use carcassonne_engine::{Expansion, GameConfig, Phase};
use carcassonne_render::{cell_name, tile_words, BoardOptions, CloseupOptions, Renderer};
use save::save;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let dir = PathBuf::from(args.next().unwrap_or_else(|| "/tmp".into()));
    let seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(3);
    std::fs::create_dir_all(&dir)?;
    let r = Renderer::new()?;
    save(&dir, "gallery.png", &r.render_gallery(Default::default())?)?;

    let config = GameConfig::with_rules(
        4,
        [
            Expansion::Farmers,
            Expansion::Abbot,
            Expansion::Inns,
            Expansion::River1,
        ],
    );
    let names: Vec<String> = ["Ann", "Bartholomew the Long", "Chi", "Dee"]
        .map(String::from)
        .into();
    let full = random_game(config.clone(), seed, None)?;
    let opts = BoardOptions {
        player_names: names.clone(),
        ..Default::default()
    };
    save(&dir, "board_full.png", &r.render_board(&full, &opts)?)?;

    let start = random_game(GameConfig::base(2), seed, Some(0))?;
    save(
        &dir,
        "board_start.png",
        &r.render_board(
            &start,
            &BoardOptions {
                player_names: vec!["Ann".into(), "Bob".into()],
                mark_legal: true,
                show_drawn_tile: true,
                ..Default::default()
            },
        )?,
    )?;
    let mid = random_game(config.clone(), seed, Some(30))?;
    // The tiles still to come, counted from the catalogue minus what the board holds.
    let mut left: Vec<(carcassonne_engine::TileId, usize)> = carcassonne_engine::tiles::catalogue()
        .tiles
        .iter()
        .filter(|t| t.set == carcassonne_engine::tiles::TileSet::Base)
        .map(|t| {
            let used = mid
                .board()
                .tiles()
                .iter()
                .filter(|p| p.tile == t.id)
                .count();
            (t.id, usize::from(t.count_second).saturating_sub(used))
        })
        .collect();
    left.retain(|t| t.1 > 0);
    save(
        &dir,
        "tiles_left.png",
        &r.render_tiles(&left, "Tiles to come", Default::default())?,
    )?;
    let opts = BoardOptions {
        player_names: names,
        mark_legal: true,
        show_drawn_tile: true,
        ..Default::default()
    };
    save(&dir, "board_mid.png", &r.render_board(&mid, &opts)?)?;
    if let Some(p) = mid.legal_placements().first() {
        save(&dir, "preview.png", &r.render_preview(&mid, *p, &opts)?)?;
        let mut g = mid.clone();
        g.apply(carcassonne_engine::Action::Place(*p))?;
        if matches!(g.phase(), Phase::Deploy { .. }) {
            save(
                &dir,
                "closeup.png",
                &r.render_closeup(&g, Default::default())?,
            )?;
        }
    }
    // A close-up with many spots, to check that markers stay apart.
    'search: for turns in 5..60 {
        let g = random_game(GameConfig::base(2), seed, Some(turns))?;
        for p in g.legal_placements() {
            let mut h = g.clone();
            h.apply(carcassonne_engine::Action::Place(p))?;
            if h.deploy_spots().len() >= 5 {
                save(
                    &dir,
                    "closeup_busy.png",
                    &r.render_closeup(&h, Default::default())?,
                )?;
                let long = CloseupOptions {
                    lang: Default::default(),
                    pos: p.pos,
                    markers: h.deploy_spots(),
                    title: format!(
                        "{}: {} — where does your follower go?",
                        cell_name(p.pos),
                        tile_words(
                            h.board().get(p.pos).map(|t| t.tile).ok_or("placed")?,
                            Default::default()
                        )
                    ),
                };
                save(&dir, "closeup_long.png", &r.render_closeup_with(&h, &long)?)?;
                break 'search;
            }
        }
    }
    // The replay of the full game: the board after every turn.
    let started = std::time::Instant::now();
    let mut frames: Vec<carcassonne_engine::Game> = (0..full.turn())
        .map(|k| random_game(config.clone(), seed, Some(k)))
        .collect::<Result<_, _>>()?;
    frames.push(full.clone());
    let gif = r.render_replay(&frames, &opts, 10 * 1024 * 1024)?;
    std::fs::write(dir.join("replay.gif"), &gif)?;
    println!(
        "replay.gif: {} bytes, {} frames, {:?}",
        gif.len(),
        frames.len(),
        started.elapsed()
    );
    let eight = random_game(GameConfig::base(8), seed, Some(25))?;
    let opts8 = BoardOptions {
        player_names: (1..=8)
            .map(|i| format!("Player with a long name {i}"))
            .collect(),
        mark_legal: true,
        show_drawn_tile: true,
        ..Default::default()
    };
    save(&dir, "board_8.png", &r.render_board(&eight, &opts8)?)?;
    let big = carcassonne_render::samples::large_game(6, 200, seed)?;
    save(
        &dir,
        "board_200.png",
        &r.render_board(
            &big,
            &BoardOptions {
                mark_legal: true,
                show_drawn_tile: true,
                ..Default::default()
            },
        )?,
    )?;
    Ok(())
}

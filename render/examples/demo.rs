//! Writes a sample board, preview, close-up and the gallery to a folder (default `/tmp`), for
//! eyeballing the art: `cargo run -p carcassonne-render --example demo -- OUT_DIR SEED`.

use std::path::PathBuf;

use carcassonne_engine::random::random_game;
use carcassonne_engine::{Expansion, GameConfig, Phase};
use carcassonne_render::{BoardOptions, Renderer};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let dir = PathBuf::from(args.next().unwrap_or_else(|| "/tmp".into()));
    let seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(3);
    let r = Renderer::new()?;
    std::fs::write(dir.join("gallery.png"), r.render_gallery()?)?;

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
    std::fs::write(dir.join("board_full.png"), r.render_board(&full, &opts)?)?;

    let mid = random_game(config, seed, Some(30))?;
    let opts = BoardOptions {
        player_names: names,
        mark_legal: true,
        show_drawn_tile: true,
        ..Default::default()
    };
    std::fs::write(dir.join("board_mid.png"), r.render_board(&mid, &opts)?)?;
    if let Some(p) = mid.legal_placements().first() {
        std::fs::write(dir.join("preview.png"), r.render_preview(&mid, *p, &opts)?)?;
        let mut g = mid.clone();
        g.apply(carcassonne_engine::Action::Place(*p))?;
        if matches!(g.phase(), Phase::Deploy { .. }) {
            std::fs::write(dir.join("closeup.png"), r.render_closeup(&g)?)?;
        }
    }
    // A close-up with many spots, to check that markers stay apart.
    'search: for turns in 5..60 {
        let g = random_game(GameConfig::base(2), seed, Some(turns))?;
        for p in g.legal_placements() {
            let mut h = g.clone();
            h.apply(carcassonne_engine::Action::Place(p))?;
            if h.deploy_spots().len() >= 5 {
                std::fs::write(dir.join("closeup_busy.png"), r.render_closeup(&h)?)?;
                break 'search;
            }
        }
    }
    let big = carcassonne_render::samples::large_game(6, 200, seed)?;
    std::fs::write(
        dir.join("board_200.png"),
        r.render_board(
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

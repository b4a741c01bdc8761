//! Writes a fixed set of pictures (boards at several turns of every rule system, previews,
//! close-ups, tiles to come, galleries) to a folder, so two builds can be compared byte for
//! byte: `cargo run --release -p carcassonne-render --example snapshot -- OUT_DIR`.

use std::path::PathBuf;

use carcassonne_engine::random::random_game;
use carcassonne_engine::{Expansion, GameConfig, GameKind};
use carcassonne_render::{BoardOptions, Renderer};

fn configs() -> Vec<(&'static str, GameConfig)> {
    let mut wheel = GameConfig::base(4);
    wheel.game = GameKind::WheelOfFortune;
    wheel.rules.clear();
    wheel.set(Expansion::Wheel, true);
    let mut ohd = GameConfig::base(3);
    ohd.game = GameKind::OverHillAndDale;
    ohd.rules.clear();
    vec![
        ("base", GameConfig::base(2)),
        (
            "box",
            GameConfig::with_rules(
                3,
                [
                    Expansion::Farmers,
                    Expansion::Abbot,
                    Expansion::Inns,
                    Expansion::Traders,
                    Expansion::Hills,
                    Expansion::River1,
                    Expansion::River2,
                ],
            ),
        ),
        (
            "carc-wheel",
            GameConfig::with_rules(5, [Expansion::Farmers, Expansion::Wheel, Expansion::Inns]),
        ),
        ("wheel", wheel),
        ("ohd", ohd),
    ]
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "/tmp/snapshot".into()),
    );
    std::fs::create_dir_all(&dir)?;
    let r = Renderer::new()?;
    let names: Vec<String> = ["Ann", "Bartholomew", "Chi", "Dee", "Eve"]
        .map(String::from)
        .into();
    for (key, config) in configs() {
        for seed in [3u64, 11] {
            for turn in [Some(6), Some(25), Some(60), None] {
                let Ok(game) = random_game(config.clone(), seed, turn) else {
                    continue;
                };
                let t = turn.map_or("end".to_string(), |t| t.to_string());
                let stem = format!("{key}_{seed}_{t}");
                let opts = BoardOptions {
                    player_names: names.clone(),
                    mark_legal: true,
                    show_drawn_tile: true,
                    ..Default::default()
                };
                std::fs::write(
                    dir.join(format!("{stem}_board.png")),
                    r.render_board(&game, &opts)?,
                )?;
                let small = BoardOptions {
                    max_side: 800,
                    legend: false,
                    ..opts.clone()
                };
                std::fs::write(
                    dir.join(format!("{stem}_small.png")),
                    r.render_board(&game, &small)?,
                )?;
                if let Some(p) = game.legal_placements().into_iter().next() {
                    std::fs::write(
                        dir.join(format!("{stem}_preview.png")),
                        r.render_preview(&game, p, &opts)?,
                    )?;
                }
                if let Ok(png) = r.render_closeup(&game, Default::default()) {
                    std::fs::write(dir.join(format!("{stem}_closeup.png")), png)?;
                }
                let unseen = game.unseen_tiles();
                std::fs::write(
                    dir.join(format!("{stem}_tiles.png")),
                    r.render_tiles(&unseen, "Tiles", Default::default())?,
                )?;
            }
        }
    }
    let kinds = [
        GameKind::Carcassonne,
        GameKind::WheelOfFortune,
        GameKind::OverHillAndDale,
    ];
    for (i, kind) in kinds.into_iter().enumerate() {
        std::fs::write(
            dir.join(format!("gallery_{i}.png")),
            r.render_game_gallery(kind, Default::default())?,
        )?;
    }
    Ok(())
}

//! Writes The Wheel of Fortune's pictures to a folder (default `/tmp/wheel_pics`) for
//! eyeballing: boards early and late in the stand-alone game, a board with followers on crown
//! spaces, the pig on every segment, the expansion with the river, a close-up beside the
//! wheel, a replay, the tiles to come and the gallery, each also shrunk to phone width.
//! `cargo run -p carcassonne-render --example wheel -- OUT_DIR`

#[path = "common/save.rs"]
mod save;

use std::collections::BTreeSet;
use std::path::PathBuf;

use carcassonne_engine::expansions::wheel::WheelSegment;
use carcassonne_engine::random::random_game;
use carcassonne_engine::{Expansion, Game, GameConfig, GameKind, Phase, Spot};
use carcassonne_render::{BoardOptions, Renderer};
use save::save;

fn stand_alone(players: usize) -> GameConfig {
    GameConfig {
        game: GameKind::WheelOfFortune,
        ..GameConfig::with_rules(players, [])
    }
}

fn crowned(g: &Game) -> usize {
    g.figures()
        .filter(|f| matches!(f.spot, Spot::Space(_)))
        .count()
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let dir = PathBuf::from(args.next().unwrap_or_else(|| "/tmp/wheel_pics".into()));
    std::fs::create_dir_all(&dir)?;
    let r = Renderer::new()?;
    let names: Vec<String> = ["Ann", "Bartholomew the Long", "Chi", "Dee"]
        .map(String::from)
        .into();
    let opts = BoardOptions {
        player_names: names.clone(),
        mark_legal: true,
        show_drawn_tile: true,
        ..Default::default()
    };

    save(
        &dir,
        "gallery.png",
        &r.render_game_gallery(GameKind::WheelOfFortune, Default::default())?,
    )?;

    let early = random_game(stand_alone(3), 1, Some(3))?;
    save(&dir, "board_early.png", &r.render_board(&early, &opts)?)?;
    let mid = random_game(stand_alone(3), 2, Some(40))?;
    save(&dir, "board_40.png", &r.render_board(&mid, &opts)?)?;
    println!("pig on {:?}", mid.wheel().map(|w| w.pig));
    // Drawing time with the sprites cached, as the bot redraws boards.
    let started = std::time::Instant::now();
    for _ in 0..10 {
        r.board_image(&mid, &opts);
    }
    println!("40-turn board drawn in {:?}", started.elapsed() / 10);
    save(
        &dir,
        "tiles_left.png",
        &r.render_tiles(&mid.unseen_tiles(), "Tiles to come", Default::default())?,
    )?;

    // The game with most followers on crowns among a few seeds and turns.
    let mut best: Option<Game> = None;
    for seed in 0..12 {
        for turns in [10, 16, 22, 28] {
            let g = random_game(stand_alone(4), seed, Some(turns))?;
            if best.as_ref().is_none_or(|b| crowned(&g) > crowned(b)) {
                best = Some(g);
            }
        }
    }
    if let Some(g) = &best {
        println!("{} followers on crowns", crowned(g));
        save(&dir, "board_crowns.png", &r.render_board(g, &opts)?)?;
    }

    // The pig on every segment.
    let mut seen = BTreeSet::new();
    'pig: for seed in 0..40 {
        for turns in (1..30).step_by(3) {
            let g = random_game(stand_alone(2), seed, Some(turns))?;
            let Some(pig) = g.wheel().map(|w| w.pig) else {
                continue;
            };
            if seen.insert(pig) {
                let plain = BoardOptions {
                    mark_legal: false,
                    ..opts.clone()
                };
                save(
                    &dir,
                    &format!("pig_{}.png", pig.name().to_lowercase()),
                    &r.render_board(&g, &plain)?,
                )?;
            }
            if seen.len() == WheelSegment::ALL.len() {
                break 'pig;
            }
        }
    }

    let river =
        GameConfig::with_rules(4, [Expansion::Farmers, Expansion::River1, Expansion::Wheel]);
    let g = random_game(river.clone(), 5, Some(12))?;
    save(&dir, "river_12.png", &r.render_board(&g, &opts)?)?;
    let g = random_game(river, 5, Some(45))?;
    save(&dir, "river_45.png", &r.render_board(&g, &opts)?)?;

    // A close-up of a tile laid against the board.
    'closeup: for seed in 0..20 {
        let g = random_game(stand_alone(3), seed, Some(1))?;
        for p in g.legal_placements() {
            let near = (-1..=4).contains(&p.pos.x) && (-1..=4).contains(&p.pos.y);
            if !near {
                continue;
            }
            let mut h = g.clone();
            h.apply(carcassonne_engine::Action::Place(p))?;
            if matches!(h.phase(), Phase::Deploy { .. }) {
                save(
                    &dir,
                    "closeup.png",
                    &r.render_closeup(&h, Default::default())?,
                )?;
                break 'closeup;
            }
        }
    }

    // A short replay; its frames are the board at each turn.
    let frames: Vec<Game> = (0..=24)
        .map(|k| random_game(stand_alone(3), 7, Some(k)))
        .collect::<Result<_, _>>()?;
    let gif = r.render_replay(&frames, &BoardOptions::default(), 10 * 1024 * 1024)?;
    std::fs::write(dir.join("replay.gif"), &gif)?;
    println!("replay.gif: {} bytes", gif.len());
    Ok(())
}

//! Writes pictures of Over Hill and Dale to a folder (default `/tmp/ohd`), for eyeballing crop
//! fields, paths, meadow, animals, stables and harvest tokens:
//! `cargo run -p carcassonne-render --example over_hill_and_dale -- OUT_DIR`. Each picture is
//! also written shrunk to 400 px wide (`*_400.png`), the width a phone shows it at.

#[path = "common/save.rs"]
mod save;

use std::path::PathBuf;

use carcassonne_engine::random::{random_action, random_game};
use carcassonne_engine::rng::Rng;
use carcassonne_engine::tiles::FeatureKind;
use carcassonne_engine::{Action, FigureKind, Game, GameConfig, GameKind, Spot};
use carcassonne_render::{BoardOptions, Renderer};
use save::save;

fn config(players: usize) -> GameConfig {
    GameConfig {
        game: GameKind::OverHillAndDale,
        ..GameConfig::with_rules(players, [])
    }
}

/// Whether the player to move may build a stable on the tile just placed.
fn offers_stable(game: &Game) -> bool {
    game.legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Deploy { figure, .. } if *figure == FigureKind::STABLE))
}

/// Animals on the 3×3 square round `game`'s last placed tile.
fn animals(game: &Game) -> usize {
    let Some(pos) = game.last_placed() else {
        return 0;
    };
    game.board()
        .square_tiles(pos)
        .iter()
        .filter_map(|p| game.board().get(*p))
        .map(|t| {
            t.def()
                .symbols
                .iter()
                .filter(|m| {
                    carcassonne_engine::expansions::hill_and_dale::Animal::ALL
                        .iter()
                        .any(|a| a.name() == m.name())
                })
                .count()
        })
        .sum()
}

/// Of the placements open at some turn of a seeded game, the one whose deploy step offers a
/// stable with the most animals around it.
fn stable_choice(players: usize, seed: u64, turn: u32) -> Option<Game> {
    let start = random_game(config(players), seed, Some(turn)).ok()?;
    start
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::Place(_)))
        .filter_map(|a| {
            let mut g = start.clone();
            g.apply(a).ok()?;
            offers_stable(&g).then_some(g)
        })
        .max_by_key(animals)
}

/// Harvest tokens `seat` holds.
fn held(game: &Game, seat: usize) -> u32 {
    game.tokens(seat).iter().map(|t| t.count).sum()
}

/// A game whose players chase the harvest: each turn, the placement and figure that win the
/// mover the most tokens, else a meeple on a crop field, else a random move. Random players
/// seldom finish a field, and a header worth looking at needs full hands.
fn harvest_game(players: usize, seed: u64, turns: u32) -> Result<Game, Box<dyn std::error::Error>> {
    let mut game = random_game(config(players), seed, Some(0))?;
    let mut rng = Rng::new(seed);
    while game.turn() < turns && !game.is_over() {
        let me = game.current_player();
        let mut best: Option<(u32, Vec<Action>)> = None;
        for place in game.legal_actions() {
            let Action::Place(_) = place else { continue };
            let mut placed = game.clone();
            if placed.apply(place).is_err() {
                continue;
            }
            for deploy in placed.legal_actions() {
                let mut done = placed.clone();
                if done.apply(deploy).is_err() {
                    continue;
                }
                let on_field = matches!(deploy, Action::Deploy { spot: Spot::Segment(s), figure }
                if figure == FigureKind::FOLLOWER
                    && placed.last_placed().and_then(|p| placed.board().get(p)).is_some_and(|t| {
                        t.def().segments.get(usize::from(s)).is_some_and(|g| g.kind == FeatureKind::City)
                    }));
                let worth = held(&done, me) * 4 + u32::from(on_field) * 2 + rng.below(2) as u32;
                if best.as_ref().is_none_or(|(b, _)| worth > *b) {
                    best = Some((worth, vec![place, deploy]));
                }
            }
        }
        let moves = match best {
            Some((_, moves)) => moves,
            None => random_action(&game, &mut rng).into_iter().collect(),
        };
        if moves.is_empty() {
            break;
        }
        for m in moves {
            game.apply(m)?;
        }
        // Anything a capability still asks this turn (a hike, a choice) is played at random.
        while game.current_player() == me && !game.is_over() && game.turn() < turns {
            let Some(a) = random_action(&game, &mut rng) else {
                break;
            };
            if matches!(a, Action::Place(_)) {
                break;
            }
            game.apply(a)?;
        }
    }
    Ok(game)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let dir = PathBuf::from(args.next().unwrap_or_else(|| "/tmp/ohd".into()));
    std::fs::create_dir_all(&dir)?;
    let r = Renderer::new()?;
    save(
        &dir,
        "gallery.png",
        &r.render_game_gallery(GameKind::OverHillAndDale, Default::default())?,
    )?;
    let names: Vec<String> = ["Ann", "Bartholomew the Long", "Chi", "Dee", "Eve"]
        .map(String::from)
        .into();
    let games = [
        random_game(config(3), 1, Some(40))?,
        random_game(config(2), 4, Some(4))?,
        harvest_game(2, 6, 90)?,
        harvest_game(5, 3, 60)?,
    ];
    for game in games {
        let players = game.players();
        let opts = BoardOptions {
            player_names: names.clone(),
            mark_legal: true,
            show_drawn_tile: true,
            ..Default::default()
        };
        save(
            &dir,
            &format!("board_{players}p_{}.png", game.turn()),
            &r.render_board(&game, &opts)?,
        )?;
        let img = r.board_image(&game, &opts);
        let lay = r.board_layout(&game, &opts);
        let header = image::imageops::crop_imm(&img, 0, 0, img.width(), lay.strip_height);
        header
            .to_image()
            .save(dir.join(format!("header_{players}p_{}.png", game.turn())))?;
        for p in 0..players {
            println!("  seat {p}: {:?}", game.tokens(p));
        }
    }
    let frames: Vec<Game> = (1..=40)
        .map(|t| random_game(config(3), 1, Some(t)))
        .collect::<Result<_, _>>()?;
    let gif = r.render_replay(&frames, &BoardOptions::default(), 10 * 1024 * 1024)?;
    std::fs::write(dir.join("replay.gif"), &gif)?;
    println!("replay.gif: {} bytes", gif.len());
    // Random players build their stables early, so the offer is looked for in the first turns.
    let offers =
        (1..6).flat_map(|seed| (4..14).filter_map(move |turn| stable_choice(3, seed, turn)));
    if let Some(game) = offers.max_by_key(animals) {
        save(
            &dir,
            "closeup_stable.png",
            &r.render_closeup(&game, Default::default())?,
        )?;
    }
    Ok(())
}

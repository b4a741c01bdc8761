//! `carcassonne-bot render`: draws a seeded random game, or the tile gallery, to a PNG file.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use carcassonne_engine::random::random_game;
use carcassonne_render::{BoardOptions, Renderer};

use super::simulate::RulesArgs;

#[derive(clap::Args)]
pub struct Args {
    /// Seed of the random game (deck and moves).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Stop after this many turns (default: play the whole game).
    #[arg(long)]
    turns: Option<u32>,
    #[command(flatten)]
    rules: RulesArgs,
    /// Player names, comma-separated (default "Player 1", "Player 2", ...).
    #[arg(long)]
    names: Option<String>,
    /// When the game is unfinished, label the cells where the drawn tile fits and show it.
    #[arg(long)]
    choices: bool,
    /// Draw the tile gallery of `--game` instead of a game.
    #[arg(long)]
    gallery: bool,
    /// The language of the words drawn ("en", "de", "fr", "es", "pl").
    #[arg(long, default_value = "en")]
    lang: String,
    /// Output file.
    #[arg(long, default_value = "board.png")]
    out: PathBuf,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let renderer = Renderer::new()?;
    let lang = carcassonne_render::i18n::Lang::from_locale(&args.lang)
        .with_context(|| format!("no language {:?}", args.lang))?;
    let png = if args.gallery {
        renderer.render_game_gallery(args.rules.config()?.game, lang)?
    } else {
        let config = args.rules.config()?;
        let game = random_game(config, args.seed, args.turns)?;
        let player_names = args
            .names
            .as_deref()
            .map(|n| n.split(',').map(|s| s.trim().to_string()).collect())
            .unwrap_or_default();
        let opts = BoardOptions {
            player_names,
            mark_legal: args.choices,
            show_drawn_tile: args.choices,
            lang,
            ..BoardOptions::default()
        };
        renderer.render_board(&game, &opts)?
    };
    std::fs::write(&args.out, &png).with_context(|| format!("writing {}", args.out.display()))?;
    println!("wrote {} ({} bytes)", args.out.display(), png.len());
    Ok(ExitCode::SUCCESS)
}

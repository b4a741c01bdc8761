//! `carcassonne-bot replay`: replays a neutral game record through the engine.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use carcassonne_engine::record::{
    extension_tiles, match_tiles, replay, tile_file_for, Record, TileFile,
};

#[derive(clap::Args)]
pub struct Args {
    /// Tile catalogue of the record format (replay-tiles.json); a built-in copy by default.
    #[arg(long)]
    tiles: Option<PathBuf>,
    /// The game record (JSON).
    record: PathBuf,
}

/// Exit status for an illegal or unreadable record, as the record format specifies.
const BAD_RECORD: u8 = 2;

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    match replay_files(&args) {
        Ok(json) => {
            println!("{json}");
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            eprintln!("{e:#}");
            Ok(ExitCode::from(BAD_RECORD))
        }
    }
}

fn replay_files(args: &Args) -> anyhow::Result<String> {
    let text = std::fs::read_to_string(&args.record)
        .with_context(|| format!("cannot read record {}", args.record.display()))?;
    let record: Record = serde_json::from_str(&text).context("record is not valid")?;
    let extension = record.extension.as_deref();
    // The built-in tile files by default (the record's extension says which); a given file
    // gets the shapes the extension adds (the wheel's board, say) all the same.
    let tiles = match &args.tiles {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("cannot read tile file {}", path.display()))?;
            let file: TileFile = serde_json::from_str(&text).context("tile file is not valid")?;
            match extension_tiles(extension)? {
                Some(extra) => file.with(extra),
                None => file,
            }
        }
        None => tile_file_for(extension)?,
    };
    let map = match_tiles(&tiles)?;
    let result = replay(&record, &map)?;
    Ok(serde_json::to_string(&result)?)
}

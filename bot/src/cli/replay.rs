//! `carcassonne-bot replay`: replays a neutral game record through the engine.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use carcassonne_engine::record::{match_tiles, replay, Record, TileFile};

/// The record format's tile catalogue, used when `--tiles` is not given.
const DEFAULT_TILES: &str = include_str!("../../../engine/tests/fixtures/replay-tiles.json");
/// The JCloisterZone extension's tile catalogue, used for `"extension": "jcz/1"` records.
const DEFAULT_JCZ_TILES: &str =
    include_str!("../../../engine/tests/fixtures/replay-tiles-jcz.json");
/// The Wheel of Fortune extension's extra shapes, added to the format's tiles for
/// `"extension": "wheel/1"` records (docs/wheel-records.md).
const WHEEL_TILES: &str = include_str!("../../../engine/tests/fixtures/replay-tiles-wheel.json");

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
    let tiles_text = match &args.tiles {
        Some(path) => std::fs::read_to_string(path)
            .with_context(|| format!("cannot read tile file {}", path.display()))?,
        None if record.extension.as_deref() == Some("jcz/1") => DEFAULT_JCZ_TILES.to_string(),
        None => DEFAULT_TILES.to_string(),
    };
    let mut tiles: TileFile =
        serde_json::from_str(&tiles_text).context("tile file is not valid")?;
    if record.extension.as_deref() == Some("wheel/1") {
        let extra: TileFile = serde_json::from_str(WHEEL_TILES).context("wheel tile file")?;
        tiles = tiles.with(extra);
    }
    let map = match_tiles(&tiles)?;
    let result = replay(&record, &map)?;
    Ok(serde_json::to_string(&result)?)
}

//! `carcassonne-bot locales --check`: are the five languages complete, and is every player
//! text in the catalogues? See `carcassonne_bot::locales_check` for what is checked.

use std::path::PathBuf;
use std::process::ExitCode;

use carcassonne_bot::locales_check;

#[derive(clap::Args)]
pub struct Args {
    /// Check the catalogues and the code; exit 1 when anything is missing or wrong.
    #[arg(long)]
    check: bool,
    /// A checkout of the sources to read (default: the one this binary was built from).
    #[arg(long)]
    sources: Option<PathBuf>,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let root = args.sources.or_else(locales_check::built_from);
    let findings = locales_check::check(if args.check { root.as_deref() } else { None });
    for line in findings.lines() {
        println!("{line}");
    }
    if !args.check {
        return Ok(ExitCode::SUCCESS);
    }
    for problem in &findings.catalogue.problems {
        println!("problem: {problem}");
    }
    for problem in &findings.problems {
        println!("problem: {problem}");
    }
    if findings.is_clean() {
        println!("locales: ok");
        Ok(ExitCode::SUCCESS)
    } else {
        println!(
            "locales: {} problems",
            findings.catalogue.problems.len() + findings.problems.len()
        );
        Ok(ExitCode::FAILURE)
    }
}

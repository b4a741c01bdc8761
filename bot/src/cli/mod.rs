//! Subcommands of the binary; each file holds one.

pub mod arena;
pub mod locales;
pub mod play;
pub mod ratings;
pub mod render;
pub mod replay;
pub mod run;
mod sim_stats;
pub mod simulate;

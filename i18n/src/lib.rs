//! Message catalogues for the bot and its pictures, in Project Fluent's format: one file per
//! language and per part of the program, English the source, every other language checked
//! against it ([`Catalogue::check`]).
//!
//! The engine speaks no language: it hands out keys and arguments ([`carcassonne_engine::Note`])
//! which a catalogue words ([`Catalogue::note`]).

mod catalogue;
mod check;
mod lang;
pub mod scan;

pub use catalogue::{Arg, Args, Catalogue, CatalogueError, Source};
pub use check::{Problem, Report};
pub use lang::{Lang, UnknownLang};

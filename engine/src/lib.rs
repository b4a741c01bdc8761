//! Carcassonne rules engine.

pub mod geometry;
pub mod tiles;

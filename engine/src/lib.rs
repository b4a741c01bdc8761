//! Carcassonne rules engine: pure, synchronous and deterministic.
//!
//! # Core
//! - [`geometry`]: cells, sides, rotations and the twelve ports of a tile edge.
//! - [`tiles`]: tile geometry as data (`tiles/catalogue.txt`), used by rules and renderer.
//! - [`board`]: placed tiles, free cells and the feature graph (union-find over segments).
//! - [`game`]: phases, [`Game::legal_actions`], [`Game::apply`] returning [`Event`]s or a
//!   [`MoveError`] that leaves the state untouched; serde round-trips the whole game.
//! - [`scoring`]: base values and majorities.
//! - [`record`]: the neutral game-record format and its replayer.
//!
//! # Extension points
//! Expansions are [`expansions::Module`]s chosen from the [`GameConfig`]; the module docs list
//! the hooks (deck set-up, placement rules, after-placement effects, figures and where they may
//! stand, feature values, final scoring). Farmers, the Abbot, The River I/II and Inns &
//! Cathedrals are implemented that way; Traders & Builders, Hills & Sheep, The Wheel of Fortune
//! and Over Hill and Dale plug in through the same hooks (their tiles are already in the
//! catalogue where the rulebooks give them).

pub mod action;
pub mod board;
pub mod config;
pub mod error;
pub mod expansions;
pub mod follower;
pub mod game;
pub mod geometry;
pub mod random;
pub mod record;
pub mod rng;
pub mod scoring;
pub mod tiles;

pub use action::{Action, Event, Placement, ScoreKind};
pub use board::{Board, PlacedTile};
pub use config::GameConfig;
pub use error::{MoveError, SetupError};
pub use follower::{Follower, FollowerKind, Spot, Supply, PLAYER_COLOURS};
pub use game::{Game, Phase};
pub use geometry::{Pos, Rotation, Side};
pub use tiles::{TileDef, TileId};

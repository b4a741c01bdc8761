//! Carcassonne rules engine: pure, synchronous and deterministic from a seed.
//!
//! ```
//! use carcassonne_engine::{Action, Expansion, Game, GameConfig, Phase, TurnDraft};
//!
//! // Three players, base game with farmers and the Abbot; the seed decides the deck.
//! let config = GameConfig::with_rules(3, [Expansion::Farmers, Expansion::Abbot]);
//! let mut game = Game::new(config, 42)?;
//!
//! // A turn, drafted step by step as a front end would: where the tile goes, then a figure.
//! let mut draft = TurnDraft::new(&game);
//! let place = draft.options()[0]; // every legal placement, by row, column and rotation
//! draft.push(place)?;
//! let figure = draft
//!     .options()
//!     .into_iter()
//!     .find(|a| matches!(a, Action::Deploy { .. }))
//!     .unwrap_or(Action::Pass);
//! draft.push(figure)?;
//! assert!(draft.is_complete());
//!
//! // Commit it: every action is checked; a refused one changes nothing.
//! for &action in draft.actions() {
//!     game.apply(action)?;
//! }
//! assert_eq!(game.turn(), 1);
//! assert_eq!(game.current_player(), 1);
//! assert!(matches!(game.phase(), Phase::Place { .. }));
//!
//! // A game is plain data: it round-trips through serde.
//! let json = serde_json::to_string(&game)?;
//! let back: Game = serde_json::from_str(&json)?;
//! assert!(back == game);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Core
//! - [`geometry`]: cells, sides, rotations and the twelve ports of a tile edge.
//! - [`tiles`]: tile geometry as data (`tiles/catalogue.txt`), shared with the renderer.
//! - [`Board`]: placed tiles, free cells and the feature graph.
//! - [`Game`]: phases, [`Game::legal_actions`] for whoever must decide, [`Game::apply`]
//!   returning [`Event`]s or a [`MoveError`] that leaves the game untouched.
//! - [`TurnDraft`]: a turn taken one action at a time, for every front end.
//! - [`Observation`] and [`FeatureView`]: what a player may know, for fair AI.
//! - [`record`]: the neutral game-record format and its replayer.
//!
//! # Rule systems
//! [`Expansion`] and [`GameKind`] name every rule system with a stable key. Each expansion is
//! a capability inside the engine: it owns its state and plugs into the turn through hooks
//! (tile drawn, placement allowed, tile placed, figure allowed, actions of its own, decisions
//! asked of any player, feature completed, figure returned, feature and monastery values,
//! majority tie-breaks, end of turn, final scoring). Figures ([`FigureKind`]) and score kinds
//! ([`ScoreKind`]) are open keys each capability declares. Farmers, the Abbot, The River I and
//! II, Inns & Cathedrals, Traders & Builders, Hills & Sheep and The Wheel of Fortune (as an
//! expansion and as its own game) are built, and so is the separate game Over Hill and Dale
//! (its own box, capability and [`Words`]). Each lives in its folder under [`expansions`],
//! registered by one line; `docs/adding-an-expansion.md` walks through adding one.

mod action;
mod board;
mod capability;
mod config;
mod deck;
mod error;
pub mod expansions;
mod figures;
mod game;
pub mod geometry;
mod note;
mod observe;
pub mod random;
pub mod record;
pub mod rng;
mod rules;
mod score;
pub mod tiles;
mod turn;
pub mod variants;
mod words;

pub use action::{Action, Event, Placement};
pub use board::{Board, EdgeMismatch, PlacedTile, Unseen};
pub use capability::Tokens;
pub use config::{GameConfig, MAX_PLAYERS, MIN_PLAYERS};
pub use error::{MoveError, SetupError};
pub use figures::{Figure, FigureDef, FigureKind, Spot, SpotKind, Supply, PLAYER_COLOURS};
pub use game::{Game, Phase, SnapshotError};
pub use geometry::{Pos, Rotation, Side};
pub use note::{Note, NoteArg};
pub use observe::{FeatureView, Observation};
pub use rules::{parse_expansions, Expansion, GameKind};
pub use score::{Breakdown, ScoreKind};
pub use tiles::{TileDef, TileId};
pub use turn::{DraftStep, TurnDraft};
pub use words::{Noun, Words};

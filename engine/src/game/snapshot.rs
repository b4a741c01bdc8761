//! A game as stored: the state plus the placements in one flat object; the feature graph is
//! rebuilt from the placements on load, and a snapshot that contradicts itself is refused.
//!
//! Snapshots of engine 0.1 read too: a single deck list of numeric tile ids, `phase`,
//! `followers`, a five-number breakdown, a `{normal, large, abbot}` supply and the River's
//! state at the top level.

use serde::{Deserialize, Serialize};

use crate::board::{Board, PlacedTile};
use crate::capability::{Figures, Pending, Step};
use crate::config::GameConfig;
use crate::deck::Deck;
use crate::error::SetupError;
use crate::expansions::{self, LegacyRiver, States};
use crate::figures::{Figure, Spot, Supply};
use crate::geometry::Pos;
use crate::rng::Rng;
use crate::score::Breakdown;
use crate::tiles::TileId;

use super::{start_supply, Game, State};

/// The version written in new snapshots.
const FORMAT: u32 = 2;

#[derive(Serialize)]
struct SnapshotOut<'a> {
    format: u32,
    config: &'a GameConfig,
    deck: &'a Deck,
    #[serde(skip_serializing_if = "Option::is_none")]
    rng: &'a Option<Rng>,
    current: usize,
    turn: u32,
    step: Step,
    #[serde(skip_serializing_if = "<[Pending]>::is_empty")]
    pending: &'a [Pending],
    scores: &'a [u32],
    breakdown: &'a [Breakdown],
    supply: &'a [Supply],
    figures: &'a [Figure],
    retired: &'a [bool],
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    extra_turn: bool,
    capabilities: &'a States,
    placements: &'a [PlacedTile],
}

impl Serialize for Game {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let s = &self.state;
        SnapshotOut {
            format: FORMAT,
            config: &s.config,
            deck: &s.deck,
            rng: &s.rng,
            current: s.current,
            turn: s.turn,
            step: s.step,
            pending: &s.pending,
            scores: &s.scores,
            breakdown: &s.breakdown,
            supply: &s.figures.supply,
            figures: &s.figures.on_board,
            retired: &s.retired,
            extra_turn: s.extra_turn,
            capabilities: &s.caps,
            placements: self.board.tiles(),
        }
        .serialize(serializer)
    }
}

#[derive(Deserialize)]
#[serde(untagged)]
enum DeckIn {
    Parts(Deck),
    /// Engine 0.1: one list, next tile last.
    V1(Vec<TileId>),
}

#[derive(Deserialize)]
struct SnapshotIn {
    config: GameConfig,
    deck: DeckIn,
    rng: Option<Rng>,
    current: usize,
    turn: u32,
    #[serde(alias = "phase")]
    step: Step,
    #[serde(default)]
    pending: Vec<Pending>,
    scores: Vec<u32>,
    breakdown: Vec<Breakdown>,
    supply: Vec<Supply>,
    #[serde(alias = "followers")]
    figures: Vec<Figure>,
    #[serde(default)]
    retired: Vec<bool>,
    #[serde(default)]
    extra_turn: bool,
    #[serde(default)]
    capabilities: Option<States>,
    /// Engine 0.1 kept the River's state in the core.
    #[serde(default)]
    river: Option<LegacyRiver>,
    placements: Vec<PlacedTile>,
}

/// Why a stored snapshot cannot be a game.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SnapshotError {
    #[error("invalid configuration: {0}")]
    Config(#[from] SetupError),
    #[error("placement {index} at {pos} overlaps or does not fit")]
    BadPlacement { index: usize, pos: Pos },
    #[error("player counts disagree with the configuration")]
    PlayerMismatch,
    #[error("figure of seat {player} at {pos} stands on nothing")]
    BadFigure { player: usize, pos: Pos },
    #[error("a decision is owed to capability {0}, which this game does not play")]
    BadDecision(&'static str),
    #[error("the figure step waits at {0}, which is not the tile placed last")]
    BadStep(Pos),
    #[error("the state of {capability} disagrees with the table: {reason}")]
    BadCapability {
        capability: &'static str,
        reason: String,
    },
    #[error("no start tile on the table")]
    NoStartTile,
    #[error("seat {player} has {score} points, not the sum of its points by kind")]
    BadScore { player: usize, score: u32 },
    #[error("{turns} turns cannot have been played with {tiles} tiles on the table")]
    BadTurn { turns: u32, tiles: usize },
}

impl<'de> Deserialize<'de> for Game {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let snapshot = SnapshotIn::deserialize(deserializer)?;
        Game::try_from(snapshot).map_err(serde::de::Error::custom)
    }
}

impl TryFrom<SnapshotIn> for Game {
    type Error = SnapshotError;

    fn try_from(s: SnapshotIn) -> Result<Game, SnapshotError> {
        s.config.validate()?;
        let n = s.config.players;
        let retired_ok = s.retired.is_empty() || s.retired.len() == n;
        if s.scores.len() != n
            || s.breakdown.len() != n
            || s.supply.len() != n
            || s.current >= n
            || !retired_ok
        {
            return Err(SnapshotError::PlayerMismatch);
        }
        if s.placements.is_empty() {
            return Err(SnapshotError::NoStartTile);
        }
        // The start piece (one tile, or the cells of a board such as the Wheel of Fortune's)
        // was placed by nobody; every completed turn placed a tile, besides the tile of the
        // turn under way once it is placed.
        let start_cells = s
            .placements
            .iter()
            .take_while(|p| p.player.is_none())
            .count();
        let in_hand = matches!(s.step, Step::Deploy { .. } | Step::Score { .. });
        let placed_in_turns =
            (s.placements.len() - start_cells).saturating_sub(usize::from(in_hand));
        if usize::try_from(s.turn).map_or(true, |t| t > placed_in_turns) {
            return Err(SnapshotError::BadTurn {
                turns: s.turn,
                tiles: s.placements.len(),
            });
        }
        for (player, (&score, b)) in s.scores.iter().zip(&s.breakdown).enumerate() {
            if score != b.total() {
                return Err(SnapshotError::BadScore { player, score });
            }
        }
        let mut board = Board::new();
        for (index, p) in s.placements.iter().enumerate() {
            // A start cell joins the piece it belongs to along inner edges that need not
            // match as land does; it must still touch the cells laid before it.
            let laid = if index < start_cells {
                index == 0 || board.frontier().any(|f| f == p.pos)
            } else {
                board.fits(p.tile.def(), p.pos, p.rotation).is_ok()
            };
            if !laid
                || (index == 0 && p.pos != Pos::ORIGIN)
                || (index >= start_cells && p.player.is_none())
            {
                return Err(SnapshotError::BadPlacement { index, pos: p.pos });
            }
            if p.player.is_some_and(|pl| pl >= n) {
                return Err(SnapshotError::PlayerMismatch);
            }
            board.place(p.tile, p.pos, p.rotation, p.player);
        }
        let caps = expansions::capabilities_for(&s.config);
        let mut game = Game {
            start_supply: start_supply(&s.config, &caps),
            opening: std::sync::Arc::new([]),
            caps,
            board,
            state: State {
                deck: match s.deck {
                    DeckIn::Parts(deck) => deck,
                    DeckIn::V1(list) => Deck::from_v1(list),
                },
                rng: s.rng,
                current: s.current,
                turn: s.turn,
                step: s.step,
                pending: s.pending,
                scores: s.scores,
                breakdown: s.breakdown,
                figures: Figures {
                    on_board: s.figures,
                    supply: s.supply,
                },
                retired: if s.retired.is_empty() {
                    vec![false; n]
                } else {
                    s.retired
                },
                extra_turn: s.extra_turn,
                caps: match (s.capabilities, s.river) {
                    (Some(states), _) => states,
                    (None, river) => States::from_v1(river.unwrap_or_default()),
                },
                config: s.config,
            },
        };
        game.check_and_claim()?;
        Ok(game)
    }
}

impl Game {
    /// Checks what the placements alone cannot (figures on real spots, decisions owed to
    /// capabilities in play, the step) and counts the claims figures make on features.
    fn check_and_claim(&mut self) -> Result<(), SnapshotError> {
        let n = self.players();
        for f in &self.state.figures.on_board {
            let real = match f.spot {
                Spot::Space(k) => self.hooks().any(|h| k < h.spaces()),
                _ => self.spot_kind(f.pos, f.spot).is_some(),
            };
            let ok = f.player < n && real;
            if !ok {
                return Err(SnapshotError::BadFigure {
                    player: f.player,
                    pos: f.pos,
                });
            }
        }
        for p in &self.state.pending {
            if p.player >= n || !self.caps.contains(&p.capability) {
                return Err(SnapshotError::BadDecision(p.capability.key()));
            }
        }
        // The tile of the turn under way is the one placed last, and never the start tile.
        if let Step::Deploy { pos } | Step::Score { pos } = self.state.step {
            let by_a_player = self
                .board
                .tiles()
                .last()
                .is_some_and(|t| t.player.is_some());
            if !by_a_player || self.last_placed() != Some(pos) {
                return Err(SnapshotError::BadStep(pos));
            }
        }
        let view = self.view();
        for h in self.hooks() {
            h.check_state(&self.state.caps, &view).map_err(|reason| {
                SnapshotError::BadCapability {
                    capability: h.key(),
                    reason,
                }
            })?;
        }
        let claims: Vec<_> = self
            .state
            .figures
            .on_board
            .iter()
            .filter(|f| f.kind.def().claims)
            .filter_map(|f| match f.spot {
                Spot::Segment(s) => self.board.node_at(f.pos, s),
                _ => None,
            })
            .collect();
        for node in claims {
            self.board.add_claims(node, 1);
        }
        Ok(())
    }
}

//! Scores for the end-of-game summary.

use carcassonne_engine::{Game, GameKind, ScoreKind, Tokens};

use super::{GameService, LoadedGame, ServiceError};
use crate::store::{GameId, GameStatus};

/// One seat's result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerResult {
    pub seat: u32,
    pub user_id: u64,
    /// How messages name the player (a mention, or an AI's bold name).
    pub mention: String,
    pub display_name: String,
    pub colour: String,
    /// Resigned or removed: listed, but not among the winners.
    pub removed: bool,
    pub total: u32,
    /// Points per kind of feature, in [`ScoreKind::all`] order.
    pub by_kind: Vec<(ScoreKind, u32)>,
    /// Tokens held at the end (goods, harvest), as the engine lists them.
    pub tokens: Vec<Tokens>,
}

/// Scores of every seat, in seat order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinalBreakdown {
    pub game_id: GameId,
    /// Which game it was, for its words.
    pub game: GameKind,
    /// The kinds of points its sheet shows, in [`ScoreKind::all`] order.
    pub columns: Vec<ScoreKind>,
    /// False if asked for a game still running (then these are the current scores).
    pub finished: bool,
    pub players: Vec<PlayerResult>,
    /// Seats with the highest total among those still playing (several on a tie).
    pub winners: Vec<u32>,
}

impl GameService {
    /// The score sheet of a started game, by seat and kind of feature.
    pub async fn final_breakdown(&self, game_id: GameId) -> Result<FinalBreakdown, ServiceError> {
        self.load(game_id).await?.breakdown()
    }
}

impl LoadedGame {
    /// [`GameService::final_breakdown`] of a game already at hand.
    pub fn breakdown(&self) -> Result<FinalBreakdown, ServiceError> {
        let game = self.game.as_ref().ok_or(ServiceError::NotActive)?;
        let players: Vec<PlayerResult> = self
            .seats
            .iter()
            .map(|seat| {
                let index = seat.seat as usize;
                let kinds = game.breakdown(index);
                let tokens = game.tokens(index);
                PlayerResult {
                    seat: seat.seat,
                    user_id: seat.user_id,
                    mention: seat.mention(),
                    display_name: seat.display_name.clone(),
                    colour: seat.colour.clone(),
                    removed: seat.removed,
                    total: game.scores().get(index).copied().unwrap_or(0),
                    by_kind: ScoreKind::all()
                        .iter()
                        .map(|&k| (k, kinds.get(k)))
                        .collect(),
                    tokens,
                }
            })
            .collect();
        let best = players.iter().filter(|p| !p.removed).map(|p| p.total).max();
        let winners = players
            .iter()
            .filter(|p| !p.removed && Some(p.total) == best)
            .map(|p| p.seat)
            .collect();
        Ok(FinalBreakdown {
            game_id: self.id(),
            game: self.config.game,
            columns: columns(game, &players),
            finished: self.status() == GameStatus::Finished,
            players,
            winners,
        })
    }
}

/// The kinds of points a score sheet shows: every kind the game and its rules award (a
/// column of zeros still tells that nobody made anything of it), and any other kind somebody
/// scored. Kinds of other games and expansions stay off the sheet.
fn columns(game: &Game, players: &[PlayerResult]) -> Vec<ScoreKind> {
    let awarded = game.score_kinds();
    ScoreKind::all()
        .iter()
        .copied()
        .filter(|k| {
            awarded.contains(k)
                || players
                    .iter()
                    .any(|p| p.by_kind.iter().any(|(kind, n)| kind == k && *n > 0))
        })
        .collect()
}

#[cfg(test)]
mod tests;

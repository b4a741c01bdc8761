//! Random legal play, for simulations, benchmarks, property tests and demo boards.

use crate::action::{Action, Event};
use crate::config::GameConfig;
use crate::error::{MoveError, SetupError};
use crate::game::{Game, Phase};
use crate::rng::Rng;

/// A uniformly random legal action, or `None` when the game is over.
pub fn random_action(game: &Game, rng: &mut Rng) -> Option<Action> {
    random_action_with(game, rng, &mut Vec::new())
}

/// [`random_action`] listing the actions in `buffer` (a caller choosing every move of a game
/// reuses one).
fn random_action_with(game: &Game, rng: &mut Rng, buffer: &mut Vec<Action>) -> Option<Action> {
    game.legal_actions_into(buffer);
    if buffer.is_empty() {
        return None;
    }
    Some(buffer[rng.below(buffer.len())])
}

/// A uniformly random legal action for search playouts: placements are counted and one is
/// picked without listing them all. Not the same stream of choices as [`random_action`].
pub fn playout_action(game: &Game, rng: &mut Rng) -> Option<Action> {
    match game.phase() {
        Phase::Place { tile } => match game.count_placements(tile) {
            0 => Some(Action::Discard),
            n => game.nth_placement(tile, rng.below(n)).map(Action::Place),
        },
        _ => random_action(game, rng),
    }
}

/// Plays `game` to the end with [`playout_action`].
pub fn playout(game: &mut Game, rng: &mut Rng) -> Result<(), RandomGameError> {
    let mut events = Vec::new();
    while let Some(action) = playout_action(game, rng) {
        game.apply_into(action, &mut events)
            .map_err(|error| RandomGameError::Refused { action, error })?;
    }
    Ok(())
}

#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RandomGameError {
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// An action offered by `legal_actions` was refused: an engine defect, reported not hidden.
    #[error("legal action {action:?} was refused: {error}")]
    Refused { action: Action, error: MoveError },
}

/// Plays a seeded game with random legal moves, for at most `max_turns` turns (all of it when
/// `None`). The deck and the moves both follow from `seed`.
pub fn random_game(
    config: GameConfig,
    seed: u64,
    max_turns: Option<u32>,
) -> Result<Game, RandomGameError> {
    random_game_with(config, seed, max_turns, |_| {})
}

/// [`random_game`], showing `seen` what each action caused (for statistics).
pub fn random_game_with(
    config: GameConfig,
    seed: u64,
    max_turns: Option<u32>,
    mut seen: impl FnMut(&[Event]),
) -> Result<Game, RandomGameError> {
    let mut game = Game::new(config, seed)?;
    let mut rng = Rng::new(seed.rotate_left(17) ^ 0xa076_1d64_78bd_642f);
    let mut actions = Vec::new();
    let mut events = Vec::new();
    while max_turns.is_none_or(|m| game.turn() < m) {
        let Some(action) = random_action_with(&game, &mut rng, &mut actions) else {
            break;
        };
        game.apply_into(action, &mut events)
            .map_err(|error| RandomGameError::Refused { action, error })?;
        seen(&events);
    }
    Ok(game)
}

/// Every game alone, each with every offered expansion it takes one at a time, and with all of
/// them together (named by the registry, so a new rule system is checked too): for tests that
/// hold in every rule system.
#[cfg(test)]
pub(crate) fn every_rule_system() -> Vec<GameConfig> {
    use crate::{Expansion, GameKind};
    let mut out = Vec::new();
    for (i, &game) in GameKind::all().iter().enumerate() {
        let players = 2 + i % 3;
        let alone = GameConfig {
            game,
            ..GameConfig::with_rules(players, [])
        };
        let mut together = alone.clone();
        for e in Expansion::offered() {
            let mut one = alone.clone();
            one.rules.insert(e);
            if one.validate().is_ok() {
                out.push(one);
                let mut more = together.clone();
                more.rules.insert(e);
                if more.validate().is_ok() {
                    together = more;
                }
            }
        }
        if alone.validate().is_ok() {
            out.push(alone);
        }
        out.push(together);
    }
    out
}

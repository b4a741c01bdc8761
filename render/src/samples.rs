//! Seeded sample games for benchmarks, tests and demos, including boards bigger than any one
//! rule set allows, so the renderer can be measured at the sizes expansions will reach.

use carcassonne_engine::random::{random_action, random_game, RandomGameError};
use carcassonne_engine::rng::Rng;
use carcassonne_engine::tiles::by_name;
use carcassonne_engine::{Expansion, Game, GameConfig, GameKind, Rotation, SetupError};

use crate::expansions::parts;

/// A finished random base game (72 tiles, farmers), `players` seats.
pub fn finished_base_game(players: usize, seed: u64) -> Result<Game, RandomGameError> {
    random_game(GameConfig::base(players), seed, None)
}

/// A random game played until the board holds at least `tiles` tiles (or the deck runs out),
/// drawing from every land tile of Carcassonne's boxes in the catalogue (those no part leaves
/// out). Only the base rules and those the parts ask for run; the other sets' tiles are laid
/// by their edges alone, which is all the picture needs.
pub fn large_game(players: usize, tiles: usize, seed: u64) -> Result<Game, SetupError> {
    let rules = parts()
        .iter()
        .flat_map(|p| p.sample_rules().iter().copied());
    let config = GameConfig::with_rules(players, std::iter::once(Expansion::Farmers).chain(rules));
    // Carcassonne's boxes only: a separate game's tiles never share a board with them.
    let land: Vec<_> = crate::gallery::gallery_tiles(GameKind::Carcassonne)
        .into_iter()
        .filter(|t| !parts().iter().any(|p| p.sample_skips(t)))
        .flat_map(|t| std::iter::repeat_n(t.id, usize::from(t.count_first.max(t.count_second))))
        .collect();
    let mut deck = Vec::new();
    // Some tiles will not fit and be discarded, so deal more than asked.
    while deck.len() < tiles + tiles / 3 + 10 {
        deck.extend_from_slice(&land);
    }
    let mut rng = Rng::new(seed);
    rng.shuffle(&mut deck);
    let start = by_name("D").ok_or(SetupError::EmptyDeck)?;
    let mut game = Game::with_deck(config, start, Rotation::new(0), deck)?;
    while game.board().len() < tiles {
        let Some(action) = random_action(&game, &mut rng) else {
            break;
        };
        if game.apply(action).is_err() {
            break;
        }
    }
    Ok(game)
}

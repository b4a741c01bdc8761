//! Game ids in custom_ids: the store's ids are positive `i64`s, custom_ids carry `u64`s.

use crate::discord::custom_id::CustomId;
use crate::store::GameId;

/// The custom_id of a control of `game` drawn for `turn`.
pub fn game_cid(game: GameId, turn: u32, action: &str) -> String {
    // Store ids are positive; 0 matches no game, so a negative id cannot alias a real one.
    CustomId::new(u64::try_from(game).unwrap_or(0), turn, action).to_string()
}

/// The store id a custom_id names, if it can be one.
pub fn game_of(id: &CustomId) -> Option<GameId> {
    GameId::try_from(id.game).ok().filter(|g| *g > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_out_of_range_games_are_refused() {
        let raw = game_cid(42, 7, "confirm");
        let id = CustomId::parse(&raw).expect("valid");
        assert_eq!(game_of(&id), Some(42));
        assert_eq!(id.turn, 7);
        let huge = CustomId::new(u64::MAX, 0, "join");
        assert_eq!(game_of(&huge), None);
    }
}

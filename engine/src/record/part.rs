//! A capability's share of game records: the fields of the record format that its rules need,
//! read when a record is replayed and written when a game is. The core reads and writes what
//! every game has (tiles, placements, followers, discards); a capability's part reads the rest
//! (`engine/src/expansions/<key>/record.rs`).

use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use crate::action::{Action, Event};
use crate::config::GameConfig;
use crate::figures::{Figure, FigureKind};
use crate::game::Game;
use crate::tiles::TileId;

use super::Turn;

/// The extra fields of a record object, as read.
pub(crate) type Fields = Map<String, Value>;

/// One of a record object's fields, read as `T`; `Ok(None)` when it is absent.
pub(crate) fn field<T: DeserializeOwned>(fields: &Fields, key: &str) -> Result<Option<T>, String> {
    match fields.get(key) {
        None => Ok(None),
        Some(v) => serde_json::from_value(v.clone())
            .map(Some)
            .map_err(|e| format!("{key}: {e}")),
    }
}

/// Where a tile file writes a mark, and which mark it is.
#[derive(Clone, Copy, Debug)]
pub(crate) enum RecordMark {
    /// A boolean of the tile (`"hill": true`).
    Tile {
        field: &'static str,
        mark: &'static str,
    },
    /// A boolean of a city segment.
    City {
        field: &'static str,
        mark: &'static str,
    },
    /// A list of a city segment, each entry one of `names` (`"goods": ["wine"]`).
    CityNames {
        field: &'static str,
        names: &'static [&'static str],
    },
    /// A boolean of a road segment.
    Road {
        field: &'static str,
        mark: &'static str,
    },
    /// A boolean of a field segment.
    Field {
        field: &'static str,
        mark: &'static str,
    },
}

/// How a capability takes part in records; every method has a default that takes no part.
#[allow(unused_variables)]
pub(crate) trait RecordPart: Sync {
    /// The tile file's fields that name this capability's marks.
    fn marks(&self) -> &'static [RecordMark] {
        &[]
    }

    /// Record names of this capability's figures where they are not the figure's key
    /// (`"big"` for the large follower).
    fn figure_names(&self) -> &'static [(&'static str, FigureKind)] {
        &[]
    }

    /// Reads the ruleset fields it owns into `config`.
    fn read_ruleset(&self, ruleset: &Fields, config: &mut GameConfig) -> Result<(), String> {
        Ok(())
    }

    /// Whether games with its expansions can be written as records.
    fn writes(&self) -> bool {
        false
    }

    /// Writes the ruleset fields it owns; `Err` for a configuration it cannot write.
    fn write_ruleset(&self, config: &GameConfig, ruleset: &mut Fields) -> Result<(), String> {
        Ok(())
    }

    /// The record's `extension` when a game plays this capability and it adds fields of its
    /// own (`wheel/1`).
    fn extension(&self) -> Option<&'static str> {
        None
    }

    /// The start tile id a record gives the start piece this capability's rules lay.
    fn start_piece(&self) -> Option<&'static str> {
        None
    }

    /// Tile shapes its records use besides the format's own, as a tile file (JSON).
    fn tile_file(&self) -> Option<&'static str> {
        None
    }

    /// The engine tile a recorded turn's tile is (a wheel number printed on it).
    fn tile_of(&self, turn: &Turn, tile: TileId) -> Result<TileId, String> {
        Ok(tile)
    }

    /// Tiles drawn right after a turn's own tile that the turn names (a tile under a hill),
    /// resolved by `resolve`; the turn's own tile stands in for one it does not name.
    fn drawn_after(
        &self,
        turn: &Turn,
        own: TileId,
        resolve: &dyn Fn(&str) -> Option<TileId>,
    ) -> Result<Vec<TileId>, String> {
        Ok(Vec::new())
    }

    /// Before the turn's tile is placed: checks what its draw did and answers the questions
    /// it asked (the pig, the plague).
    fn before_place(
        &self,
        game: &mut Game,
        turn: &Turn,
        events: &mut Vec<Event>,
    ) -> Result<(), String> {
        Ok(())
    }

    /// Once the tile is placed: checks the kind of turn it was (a builder's second tile).
    fn check_turn(&self, game: &Game, turn: &Turn) -> Result<(), String> {
        Ok(())
    }

    /// The figure step's action when the turn says something only this capability reads (an
    /// abbot brought back, a crown taken); `None` when it says nothing of the kind.
    fn figure_step(&self, game: &Game, turn: &Turn) -> Option<Result<Action, String>> {
        None
    }

    /// Just before the figure step's action is carried out (a shepherd's first token).
    fn before_figure(&self, game: &mut Game, turn: &Turn, action: Action) -> Result<(), String> {
        Ok(())
    }

    /// After the figure step: answers the decisions this capability asks in the turn (grow or
    /// gather a flock).
    fn after_figure(
        &self,
        game: &mut Game,
        turn: &Turn,
        events: &mut Vec<Event>,
    ) -> Result<(), String> {
        Ok(())
    }

    /// The spot of a figure that stands where only this capability names places (a crown).
    fn write_spot(&self, figure: &Figure) -> Option<Result<Fields, String>> {
        None
    }

    /// Fields of a turn for the tile `game` has in hand (its wheel number, the pig).
    fn write_drawn(&self, game: &Game, entry: &mut Fields) {}

    /// Writes `action`, applied while this capability asked `player` to decide, into the
    /// turn's entry; `sent_home` is the figure it took off the table, if any.
    fn write_decision(
        &self,
        game: &Game,
        player: usize,
        action: Action,
        sent_home: Option<Figure>,
        entry: &mut Fields,
    ) -> Option<Result<(), String>> {
        None
    }
}

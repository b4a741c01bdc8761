//! Persistence of games, seats, moves and settings in SQLite.

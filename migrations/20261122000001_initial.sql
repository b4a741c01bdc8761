-- Initial schema of the Carcassonne bot.
--
-- Discord snowflakes are u64; they are stored bit-for-bit as SQLite's signed 64-bit INTEGER
-- (the Rust side casts), so every id survives a round trip even above i64::MAX.
-- Timestamps and durations are in seconds (unix time, as the bot's Clock reports it).

CREATE TABLE games (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id      INTEGER,
    channel_id    INTEGER NOT NULL,
    host_id       INTEGER NOT NULL,
    status        TEXT    NOT NULL DEFAULT 'lobby'
                  CHECK (status IN ('lobby', 'active', 'finished', 'cancelled', 'broken')),
    broken_reason TEXT,
    -- Rules chosen for the game (engine configuration) as JSON.
    config        TEXT    NOT NULL,
    seed          INTEGER NOT NULL,
    -- Optimistic lock: the number of rows in `moves` for this game.
    version       INTEGER NOT NULL DEFAULT 0,
    turn          INTEGER NOT NULL DEFAULT 0,
    -- Engine snapshot after the last move; NULL while in the lobby.
    state         TEXT,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL
);

-- A channel shows one board at a time: at most one lobby-or-active game per channel.
CREATE UNIQUE INDEX games_one_open_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'active');
CREATE INDEX games_by_status ON games (status);

CREATE TABLE seats (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat         INTEGER NOT NULL CHECK (seat >= 0),
    user_id      INTEGER NOT NULL,
    display_name TEXT    NOT NULL,
    colour       TEXT    NOT NULL,
    dm_opt_in    INTEGER NOT NULL DEFAULT 0 CHECK (dm_opt_in IN (0, 1)),
    -- Resigned or removed after a timeout: the seat keeps its score but no longer plays.
    removed      INTEGER NOT NULL DEFAULT 0 CHECK (removed IN (0, 1)),
    joined_at    INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id)
);

-- Append-only log; with the seed and config it rebuilds the game.
CREATE TABLE moves (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    seat       INTEGER NOT NULL,
    user_id    INTEGER,
    action     TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE game_settings (
    game_id         INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    reminder_secs   INTEGER NOT NULL CHECK (reminder_secs >= 0),
    timeout_secs    INTEGER NOT NULL CHECK (timeout_secs >= 0),
    quick_game      INTEGER NOT NULL DEFAULT 0 CHECK (quick_game IN (0, 1))
);

-- One live timer per kind and game; re-arming for the next turn overwrites it, so after a
-- restart the bot only has to look at unfired rows.
CREATE TABLE deadlines (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind    TEXT    NOT NULL CHECK (kind IN ('reminder', 'timeout')),
    turn    INTEGER NOT NULL,
    due_at  INTEGER NOT NULL,
    fired   INTEGER NOT NULL DEFAULT 0 CHECK (fired IN (0, 1)),
    PRIMARY KEY (game_id, kind)
);
CREATE INDEX deadlines_due ON deadlines (fired, due_at);

-- Messages the bot posted for a turn, so a later edit (or clean-up) can find them.
CREATE TABLE turn_messages (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    turn       INTEGER NOT NULL,
    kind       TEXT    NOT NULL,
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    PRIMARY KEY (game_id, turn, kind)
);

-- Half-made UI choices (chosen cell, rotation) that must survive a restart but are not moves.
CREATE TABLE pending_choices (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL,
    turn       INTEGER NOT NULL,
    choice     TEXT    NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

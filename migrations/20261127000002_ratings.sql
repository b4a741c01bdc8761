-- Ratings, leaderboards and profiles.
--
-- One row per seat of every finished game: what the game's result was for that seat, and, for a
-- rated game, the seat's rating before and after it. Ratings are computed from these rows alone
-- (`carcassonne-bot ratings --recompute`), and written in the transaction that finishes the game.
-- `player` names who is rated: `u:<user id>` for a person, `ai:<level>` for the bot's AI seats
-- of that level, which are rated as one player per server and game.
CREATE TABLE results (
    game_id        INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat           INTEGER NOT NULL,
    guild_id       INTEGER,
    game_kind      TEXT    NOT NULL,
    player         TEXT    NOT NULL,
    display_name   TEXT    NOT NULL,
    score          INTEGER NOT NULL,
    -- 1 for the winners; seats of equal score share a place; seats that left come last.
    place          INTEGER NOT NULL,
    removed        INTEGER NOT NULL CHECK (removed IN (0, 1)),
    -- Whether the game counted for ratings (a game of a server's channel; see the README).
    rated          INTEGER NOT NULL CHECK (rated IN (0, 1)),
    mu_before      REAL,
    sigma_before   REAL,
    mu_after       REAL,
    sigma_after    REAL,
    -- Points by kind of feature, and the expansions played, as JSON.
    points_by_kind TEXT    NOT NULL,
    expansions     TEXT    NOT NULL,
    finished_at    INTEGER NOT NULL,
    -- The order games were rated in: each finishing game takes one more than any before it,
    -- read after its players' ratings are locked, so a player's games always rise in it (two
    -- games without a common player may share a number; their order changes nothing).
    finish_order   INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX results_by_player ON results (guild_id, player, finished_at);
CREATE INDEX results_by_order ON results (finish_order, game_id);

-- The current rating of every player of a server in each game, as the last rated result left it.
CREATE TABLE ratings (
    guild_id     INTEGER NOT NULL,
    game_kind    TEXT    NOT NULL,
    player       TEXT    NOT NULL,
    display_name TEXT    NOT NULL,
    mu           REAL    NOT NULL,
    sigma        REAL    NOT NULL,
    games        INTEGER NOT NULL,
    wins         INTEGER NOT NULL,
    updated_at   INTEGER NOT NULL,
    PRIMARY KEY (guild_id, game_kind, player)
);

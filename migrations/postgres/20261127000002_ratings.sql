-- Ratings, leaderboards and profiles (see the SQLite migration of the same version).
CREATE TABLE results (
    game_id        BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat           BIGINT NOT NULL,
    guild_id       BIGINT,
    game_kind      TEXT   NOT NULL,
    player         TEXT   NOT NULL,
    display_name   TEXT   NOT NULL,
    score          BIGINT NOT NULL,
    place          BIGINT NOT NULL,
    removed        BIGINT NOT NULL CHECK (removed IN (0, 1)),
    rated          BIGINT NOT NULL CHECK (rated IN (0, 1)),
    mu_before      DOUBLE PRECISION,
    sigma_before   DOUBLE PRECISION,
    mu_after       DOUBLE PRECISION,
    sigma_after    DOUBLE PRECISION,
    points_by_kind TEXT   NOT NULL,
    expansions     TEXT   NOT NULL,
    finished_at    BIGINT NOT NULL,
    finish_order   BIGINT NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX results_by_player ON results (guild_id, player, finished_at);
CREATE INDEX results_by_order ON results (finish_order, game_id);

CREATE TABLE ratings (
    guild_id     BIGINT           NOT NULL,
    game_kind    TEXT             NOT NULL,
    player       TEXT             NOT NULL,
    display_name TEXT             NOT NULL,
    mu           DOUBLE PRECISION NOT NULL,
    sigma        DOUBLE PRECISION NOT NULL,
    games        BIGINT           NOT NULL,
    wins         BIGINT           NOT NULL,
    updated_at   BIGINT           NOT NULL,
    PRIMARY KEY (guild_id, game_kind, player)
);

-- The web view of games and the local play mode (see the SQLite migration of the same version).
DROP INDEX games_one_open_per_channel;
CREATE UNIQUE INDEX games_one_open_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'active') AND channel_id <> 0;

CREATE TABLE web_keys (
    name       TEXT   PRIMARY KEY,
    secret     TEXT   NOT NULL,
    created_at BIGINT NOT NULL
);

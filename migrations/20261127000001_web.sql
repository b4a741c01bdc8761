-- The web view of games and the local play mode.
--
-- A game played in the browser on this machine (`carcassonne-bot play`) belongs to no Discord
-- channel: its channel_id is 0, which no Discord channel has, and any number of such games may
-- be open at once, so the one-game-per-channel rule leaves channel 0 out.
DROP INDEX games_one_open_per_channel;
CREATE UNIQUE INDEX games_one_open_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'active') AND channel_id <> 0;

-- The keys the web server signs links and sessions with, by name: made by the first process
-- that needs one and then shared by every process on the database, so that a link still works
-- after a restart and whichever process a reverse proxy picks.
CREATE TABLE web_keys (
    name       TEXT    PRIMARY KEY,
    secret     TEXT    NOT NULL,
    created_at INTEGER NOT NULL
);

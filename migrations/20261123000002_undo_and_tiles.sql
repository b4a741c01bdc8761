-- Seconds a player may take back a confirmed turn before the next player's tile is revealed
-- (0: no undo, the next turn starts at once), and whether `/carcassonne tiles` shows the
-- tiles still to come (purists switch it off).
ALTER TABLE game_settings ADD COLUMN undo_secs INTEGER NOT NULL DEFAULT 10 CHECK (undo_secs >= 0);
ALTER TABLE game_settings ADD COLUMN tile_counter INTEGER NOT NULL DEFAULT 1 CHECK (tile_counter IN (0, 1));

-- A third timer kind: the end of the undo window, when the next turn is revealed. SQLite
-- cannot change a CHECK constraint in place, so the table is rebuilt.
CREATE TABLE deadlines_new (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind    TEXT    NOT NULL CHECK (kind IN ('reminder', 'timeout', 'reveal')),
    turn    INTEGER NOT NULL,
    due_at  INTEGER NOT NULL,
    fired   INTEGER NOT NULL DEFAULT 0 CHECK (fired IN (0, 1)),
    PRIMARY KEY (game_id, kind)
);
INSERT INTO deadlines_new (game_id, kind, turn, due_at, fired)
    SELECT game_id, kind, turn, due_at, fired FROM deadlines;
DROP TABLE deadlines;
ALTER TABLE deadlines_new RENAME TO deadlines;
CREATE INDEX deadlines_due ON deadlines (fired, due_at);

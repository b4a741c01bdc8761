-- The undo window, the tile counter switch, and a third timer kind (the reveal of the next
-- turn when the undo window closes).
ALTER TABLE game_settings ADD COLUMN undo_secs BIGINT NOT NULL DEFAULT 10 CHECK (undo_secs >= 0);
ALTER TABLE game_settings ADD COLUMN tile_counter BIGINT NOT NULL DEFAULT 1 CHECK (tile_counter IN (0, 1));

ALTER TABLE deadlines DROP CONSTRAINT deadlines_kind_check;
ALTER TABLE deadlines ADD CONSTRAINT deadlines_kind_check
    CHECK (kind IN ('reminder', 'timeout', 'reveal'));

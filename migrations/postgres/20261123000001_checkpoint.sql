-- A checkpoint a game's move log replays from: the snapshot after move `base_version`.
ALTER TABLE games ADD COLUMN base_state TEXT;
ALTER TABLE games ADD COLUMN base_version BIGINT NOT NULL DEFAULT 0;

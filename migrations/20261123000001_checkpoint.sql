-- A checkpoint a game's move log replays from: the snapshot after move `base_version`.
-- Games are normally rebuilt from their seed; a game stored by an older engine whose seed no
-- longer deals the same deck (River games before engine 0.2) is rebuilt from its checkpoint.
ALTER TABLE games ADD COLUMN base_state TEXT;
ALTER TABLE games ADD COLUMN base_version INTEGER NOT NULL DEFAULT 0;

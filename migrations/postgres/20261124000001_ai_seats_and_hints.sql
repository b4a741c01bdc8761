-- Computer players and hints.
ALTER TABLE seats ADD COLUMN ai_level TEXT CHECK (ai_level IS NULL OR ai_level IN ('easy', 'medium', 'hard'));
ALTER TABLE game_settings ADD COLUMN hints BIGINT NOT NULL DEFAULT 1 CHECK (hints IN (0, 1));

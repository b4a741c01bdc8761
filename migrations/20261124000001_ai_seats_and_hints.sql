-- Computer players and hints.
-- A seat played by the bot's AI has its level here ('easy', 'medium', 'hard'); its user_id is
-- then a small number unique in the game (never a Discord snowflake, which are far larger).
ALTER TABLE seats ADD COLUMN ai_level TEXT CHECK (ai_level IS NULL OR ai_level IN ('easy', 'medium', 'hard'));
-- Whether `/carcassonne hint` may be used in the game (off for competitive games).
ALTER TABLE game_settings ADD COLUMN hints INTEGER NOT NULL DEFAULT 1 CHECK (hints IN (0, 1));

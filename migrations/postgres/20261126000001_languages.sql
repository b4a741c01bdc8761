-- Languages: the game's (lobby choice, server default) and each player's own choice.
ALTER TABLE game_settings ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
CREATE TABLE user_languages (
    user_id  BIGINT PRIMARY KEY,
    language TEXT   NOT NULL
);

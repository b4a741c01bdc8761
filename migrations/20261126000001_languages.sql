-- Languages. A game's channel messages and pictures are in its language, chosen in the lobby
-- (the server's language by default); a player's own choice, when they made one, decides the
-- language of what only they see.
ALTER TABLE game_settings ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
CREATE TABLE user_languages (
    user_id  INTEGER PRIMARY KEY,
    language TEXT    NOT NULL
);

# The /carcassonne commands: their replies, and (for Discord's clients) their names and descriptions.

settings-language-set = From now on I answer you in { $language } (only what you alone see; the game's channel messages stay in the game's language).
settings-language-auto = I answer you in your Discord's language again (now { $language }).

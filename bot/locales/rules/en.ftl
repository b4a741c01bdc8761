# The rules help (/carcassonne rules and the Rules buttons): Carcassonne's own rules, the
# names of games and expansions in its headings, the readings chosen for a game, how to play
# with the bot, and the answer's own words. Each expansion's sections are in its folder's
# rules/ directory.
# A line of a message may not start with "*", "[" or ".": bold starts are written { "**" }.

## The answer
rules-reply-first = **Rules of { $title }** ({ $whose })
rules-reply-continued = **Rules, continued**
rules-whose-channel = this channel's game
rules-whose-none-pick = no game in this channel; `{ cmd-rules-game-name }:` picks another
rules-whose-none = no game in this channel
rules-whose-lobby = this lobby's game
rules-whose-game = this game

## What the rules are of: "Carcassonne with Farmers and Traders & Builders"
rules-title-with-one = { $game } with { $expansion }
rules-title-with-many = { $game } with { $expansions }
# "A, B and C": $rest is the list before the last, already joined by ", ".
rules-list-and = { $rest } and { $last }
rules-or = or

## Games and expansions by their keys
rules-game-carcassonne = Carcassonne
rules-game-over-hill-and-dale = Carcassonne – Over Hill and Dale
rules-game-wheel-of-fortune = Carcassonne – The Wheel of Fortune
rules-expansion-farmers = Farmers
rules-expansion-abbot = The Abbot
rules-expansion-river1 = The River
rules-expansion-river2 = The River II
rules-expansion-inns = Inns & Cathedrals
rules-expansion-traders = Traders & Builders
rules-expansion-hills = Hills & Sheep
rules-expansion-wheel = The Wheel of Fortune

## Carcassonne's own rules
rules-base =
    Each player has { $followers } followers.
    { "**" }Your turn:** draw a tile and place it next to the tiles on the table so that every edge matches (city to city, road to road, field to field). Then you may put one follower from your supply on that tile: on a road (a thief), in a city (a knight) or on a monastery (a monk), but not on a road or city that already has a follower anywhere along it.
    { "**" }Scoring:** a completed road scores 1 point per tile; a completed city 2 per tile and 2 per pennant; a monastery with all 8 tiles around it 9. The player with the most followers on it scores (tied players all score), and its followers go home.
    { "**" }At the end:** open roads score 1 per tile, open cities 1 per tile and 1 per pennant, monasteries 1 for their tile and 1 per tile around them. The most points wins.

## Rule readings that differ from the rulebooks (the expansions' own are in their folders)
rules-readings-title = Readings chosen for this game
rules-reading-line = • { $label }: { $words }
rules-reading-tiny-city = A completed two-tile city
rules-reading-tiny-city-4 = scores 4 (2nd edition)
rules-reading-tiny-city-2 = scores 2 (1st edition)

## How to play with the bot
# Command, option and button names are the commands' and buttons' own messages
# (bot/locales/commands, lobby, turn), so the help names what the reader's client shows.
rules-interface-title = Playing with this bot
rules-interface-start = 1. `/{ cmd-carcassonne-name } { cmd-start-name }` opens a lobby (`{ cmd-start-rules-name }:` picks expansions, or switch them with the lobby's buttons). Players press **{ lobby-join }**; the host presses **{ lobby-start }**.
# $games: the games, each "carcassonne (the default, 2 to 8 players)", joined by rules-or.
rules-interface-games = `{ cmd-start-game-name }:` plays { $games }; a game of its own takes no expansions.
rules-interface-game = { $game } ({ $min } to { $max } players)
rules-interface-game-default = { $game } (the default, { $min } to { $max } players)
# $follower: the game's word for its figure, "noun-meeple" in Over Hill and Dale (turn-pass takes it too).
rules-interface-steps =
    2. On your turn the bot mentions you and posts the board with the tile you drew. The cells where it fits are highlighted and numbered; the margins name rows and columns from the start tile (N2E3: two rows north, three columns east).
    3. Choose where the tile goes in the menu under the board by the cell's number: cell and rotation together. A private panel shows the tile large with numbered spots (and buttons to turn it).
    4. Tap a numbered spot to place { $follower ->
        [noun-meeple] a meeple
       *[other] a follower
    } there, or **{ turn-pass }**: either ends your turn. A tile that fits one way only skips step 3.
    5. For a few seconds after your turn you may press **{ turn-undo-button }** to take it back (or **{ turn-done-button }** to go on); the next player's tile is only drawn then.
    Other `/{ cmd-carcassonne-name }` commands: `{ cmd-board-name }` (post the board again), `{ cmd-status-name }` (points by kind and if the game ended now), `{ cmd-tiles-name }` (the tiles still to come, unless the host switched the counter off), `{ cmd-log-name }` (every turn so far), `{ cmd-settings-name }` (reminders, timeouts, DMs), `{ cmd-resign-name }`, `{ cmd-cancel-name }` (host or Manage Server), `{ cmd-rematch-name }` (after a game: same rules, same players).
    If someone is away, they are reminded after a while; after the timeout the others may **Skip** their turn (the Medium AI plays it for them) or **Remove** them (their turns are skipped).

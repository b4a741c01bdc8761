# The /carcassonne commands: their replies, and (for Discord's clients) their names and descriptions.

## Replies
settings-language-set = From now on I answer you in { $language } (only what you alone see; the game's channel messages stay in the game's language).
settings-language-auto = I answer you in your Discord's language again (now { $language }).
cmd-no-game = There is no game in this channel; start one with `/carcassonne start`.
cmd-last-game = The last game in this channel ended { $ended }. Final scores:
    { $scores }
    The score sheet with the final board is in the channel; `/carcassonne log` tells every turn; **Rematch** on the sheet (or `/carcassonne rematch`) plays again, and `/carcassonne start` opens a new game.
cmd-unknown-game = There is no game "{ $game }"; choose from { $known }.
cmd-unknown-rules = Unknown rules "{ $rules }"; choose from { $known }.
cmd-tiles-without-quick = `tiles:{ $tiles }` sets how many tiles a quick game deals, but `quick:False` asks for the whole box. Leave one of them out.
cmd-undo-range = A turn may be taken back for 0 to { $max } seconds (`undo_seconds:`), not { $seconds }.
cmd-timer-range = `{ $option }:` takes 0 (never) to { $max } hours (30 days), not { $hours }.
cmd-tiles-range = A quick game deals { $min } to { $max } land tiles with these rules, not { $tiles }; leave `tiles:` out to play them all (or for 30 with `quick:True`).
cmd-board-ai-thinking = Turn { $turn }: { $player } is thinking.
cmd-board-not-revealed = The last turn may still be taken back; the next one starts in a few seconds.
cmd-board-repost = 📋 The board as { $name } asked for it, at turn { $turn }:
cmd-tiles-not-started = The game has not started yet: every tile is still to come.
cmd-tiles-no-counter = This game is played without the tile counter: the host switched it off in the lobby.
cmd-tiles-title-all = Tiles to come
cmd-tiles-title-some = { $left ->
    [one] { $left } tile to come, any of these
   *[other] { $left } tiles to come, any of these
    }
cmd-tiles-all = { $left ->
    [one] **{ $left } tile still to come** (after the tile in play), grouped by what it holds.
   *[other] **{ $left } tiles still to come** (after the tile in play), grouped by what they hold.
    }
cmd-tiles-some = { $left ->
    [one] **{ $left } tile still to come** (after the tile in play), drawn from these { $total }, grouped by what they hold.
   *[other] **{ $left } tiles still to come** (after the tile in play), drawn from these { $total }, grouped by what they hold.
    }
cmd-log-none = No game has been played in this channel yet.
cmd-resigned-you = You left the game; your points stay on the score sheet.
cmd-resigned = { $name } resigned.
cmd-resigned-someone = A player resigned.
cmd-cancelled = **Carcassonne**: the game was cancelled by { $user }.
cmd-dm-left = You left this game, so there are no turns to tell you about.
cmd-dm-on = I will DM you when your turn comes.
cmd-dm-off = No more DMs for your turns.
cmd-timers-changed = { $timers } (from the next turn on)
cmd-not-playable = { $game } is not playable yet.
cmd-gallery = Every tile, with the name the rulebooks use

## Names and descriptions of the commands, their options and choices, as Discord's clients show
## them. Names: lower case, no spaces, at most 32 characters, each unique among its siblings;
## descriptions at most 100 characters. The English ones must stay equal to the code's.
cmd-carcassonne-name = carcassonne
cmd-carcassonne-description = Play Carcassonne in this channel.
cmd-start-name = start
cmd-start-description = Open a lobby for a new game in this channel.
cmd-start-game-name = game
cmd-start-game-description = The game (default: carcassonne)
cmd-start-rules-name = rules
cmd-start-rules-description = Expansions by key, comma-separated (the lobby has a switch for each)
cmd-start-quick-name = quick
cmd-start-quick-description = Quick game with fewer tiles (default: off)
cmd-start-tiles-name = tiles
cmd-start-tiles-description = Land tiles in a quick game (default: 30)
cmd-start-reminder-hours-name = reminder_hours
cmd-start-reminder-hours-description = Hours before the player is reminded (0: never; default: 4)
cmd-start-timeout-hours-name = timeout_hours
cmd-start-timeout-hours-description = Hours before others may skip the turn (0: never; default: 24)
cmd-start-undo-seconds-name = undo_seconds
cmd-start-undo-seconds-description = Seconds a player may take back a turn before the next starts (0: no undo; default: 10)
cmd-start-tile-counter-name = tile_counter
cmd-start-tile-counter-description = Let players see the tiles still to come with /carcassonne tiles (default: on)
cmd-start-hints-name = hints
cmd-start-hints-description = Let the player to move ask /carcassonne hint (default: on; off for competitive games)
cmd-start-language-name = language
cmd-start-language-description = The game's language for its channel messages and pictures (default: the server's)
cmd-rematch-name = rematch
cmd-rematch-description = Play the channel's last game again: same rules, its players called to join.
cmd-board-name = board
cmd-board-description = Post the current board again.
cmd-hint-name = hint
cmd-hint-description = What the Hard AI would play in your place, and why (only you see it).
cmd-status-name = status
cmd-status-description = Scores, followers left, tiles left, and whose turn it is.
cmd-tiles-name = tiles
cmd-tiles-description = The tiles still to come in this channel's game, as a picture.
cmd-log-name = log
cmd-log-description = The turns of this channel's game (or of its last one) as the channel read them.
cmd-rules-name = rules
cmd-rules-description = The rules of this channel's game (or of another), and how to play with this bot.
cmd-rules-game-name = game
cmd-rules-game-description = The game, when this channel has none (default: carcassonne)
cmd-resign-name = resign
cmd-resign-description = Leave the game in this channel (the bot plays your remaining turns without followers).
cmd-cancel-name = cancel
cmd-cancel-description = Cancel the game in this channel (host or Manage Server).
cmd-settings-name = settings
cmd-settings-description = Change reminders and timeouts of this channel's game, or your own DM notifications.
cmd-settings-reminder-hours-name = reminder_hours
cmd-settings-reminder-hours-description = Hours before the player is reminded (0: never)
cmd-settings-timeout-hours-name = timeout_hours
cmd-settings-timeout-hours-description = Hours before others may skip the turn (0: never)
cmd-settings-quick-name = quick
cmd-settings-quick-description = Quick game with fewer tiles (lobby only)
cmd-settings-dm-name = dm
cmd-settings-dm-description = Send me a direct message when my turn comes
cmd-settings-language-name = language
cmd-settings-language-description = The language of what only you see (Automatic: your Discord's)
cmd-gallery-name = gallery
cmd-gallery-description = Show every tile of the game with its name.
cmd-gallery-game-name = game
cmd-gallery-game-description = The game (default: carcassonne and its expansions)
cmd-leaderboard-name = leaderboard
cmd-leaderboard-description = The server's ratings, best first.
cmd-leaderboard-game-name = game
cmd-leaderboard-game-description = The game (default: carcassonne)
cmd-profile-name = profile
cmd-profile-description = A player's games, wins, rating over time and scores in this server.
cmd-profile-user-name = user
cmd-profile-user-description = Whose profile (default: yours)
cmd-profile-game-name = game
cmd-profile-game-description = Only the games of this game (default: every game)
cmd-choice-automatic = Automatic

# The Activity's Entry Point command in the app launcher (at most 100 characters).
cmd-launch-description = Open the board of this channel's game

# Refusals of the game service and faults of the bot, as players read them (ServiceError::text,
# the apologies of on_error and of a failed button).

error-no-such-game = There is no game { $game }.
error-channel-busy = This channel already has a game; finish or cancel it first.
error-not-a-lobby = This game has already started.
error-not-active = This game is not in progress.
error-lobby-full = The game is full ({ $max } players).
error-already-joined = You have already joined this game.
error-not-seated = You are not playing in this game.
error-not-host = Only the host (or a server manager) can do that.
error-not-enough-players = A game needs at least { $min } players, this one has { $have }.
error-not-your-turn = It is not your turn; waiting for { $player }.
error-ai-playing = It is not your turn; { $name } is playing.
error-hints-off = Hints are switched off in this game.
error-hints-locked = Hints can only be switched on or off before the game starts.
error-no-ai-seat = This lobby has no AI player to remove.
error-not-ai-turn = The seat to play is not an AI seat.
error-ai = The computer player could not decide: { $reason }.
error-stale-turn = This turn was already played.
error-not-revealed = Your turn starts once the last move can no longer be taken back (a few seconds); ask again then.
error-no-action = No move was given.
error-illegal-move = That move is not open in this position; nothing was changed.
error-too-early = The turn cannot be skipped yet (timeout at { $due }).
error-quick-locked = The quick-game option can only change before the game starts.
error-tile-counter-locked = The tile counter can only be switched before the game starts.
error-setup = Invalid rules: { $reason }.
error-too-late-to-undo = Too late to take that turn back: the game has moved on.
error-not-your-move = Only the player who made that move can take it back.
error-nothing-to-rematch = No game has finished in this channel yet, so there is nothing to play again.
error-not-in-last-game = Only the players of the last game can call a rematch; start a new game instead.
error-broken = Game { $game } is broken and cannot continue: { $reason }.
error-generic = That did not work.

## Faults of the bot: the details go to the log.
error-command-failed = Something went wrong on my side; please try again.
error-press-failed = Something went wrong on my side; nothing was changed unless the channel says so. Please try again.
error-db-unavailable = The game's database can't be reached just now, so nothing was changed. Please try again in a moment.
error-not-my-control = I cannot use that control: it is not one of my buttons or menus, so nothing was changed.
error-guild-only = You cannot run this command in DMs: it plays in a server's channel.
error-broken-at-start = ⚠️ The Carcassonne game in this channel (game { $game }) could not be read and was set aside: { $reason }. Start a new one with `/carcassonne start`.

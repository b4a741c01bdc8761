# The web view of a game (the Discord Activity, links and the local play mode): what its
# server says (headlines, refusals) and every word of the page itself (web-ui-*), which the page
# reads from the server and shows as it is.

## What the game waits for, above the board
web-headline-turn = Turn { $turn } · { $who }
web-who-you = your turn
web-who-your-choice = your choice
web-who-thinking = { $name } is thinking…
web-headline-undo = { $mine ->
    [yes] Turn { $turn } is played. Undo takes it back until the next turn starts; Done starts it now.
   *[other] Turn { $turn } is played; the next turn starts in a few seconds unless it is taken back.
}
web-headline-lobby = { $count ->
    [one] A lobby is open with { $players }: join and start it with the buttons in Discord.
   *[other] A lobby is open with { $players }: join and start it with the buttons in Discord.
}
web-headline-over = { $count ->
    [0] Game over.
    [one] Game over: { $winners } wins.
   *[other] Game over: { $winners } win together.
}
web-headline-cancelled = This game was cancelled.
web-headline-broken = This game cannot go on: its saved data no longer reads.

## Steps of a turn
web-step-place = Tap a highlighted cell to put the tile there; tap it again to turn it.
web-log-empty = No turn has been played yet.
web-step-confirm = Press Play to play this turn, or Back to change it.
web-step-figure = Tap a spot on the tile to put a figure there, or choose **{ $pass }**; then press Play.

## The local play mode
web-local-player = Player { $number }

## Refusals
web-error-no-token = Open this page from Discord (Open the board) or with `carcassonne-bot play`: it was opened without a sign-in.
web-error-bad-token = This link is not valid: it was changed or is not from this bot. Press Open the board in Discord for a new one.
web-error-expired = This link has expired. Press Open the board in Discord for a new one.
web-error-not-covered = This sign-in does not cover that game.
web-error-not-member = Only members of this game's server can watch it.
web-error-not-local = The local game only answers on this computer (127.0.0.1).
web-error-not-found = There is nothing here.
web-error-sign-in = Discord did not let this Activity sign you in; close it and open the board again.
web-error-no-activity = This bot has no Discord Activity set up.
web-error-no-such-tile = There is no such tile.
web-error-no-game-here = There is no game in this channel yet: start one with /carcassonne start.
web-error-not-complete = That turn is not finished yet: choose where the tile goes (and a figure or no figure) first.
web-error-no-such-game-kind = There is no such game.
web-error-no-such-expansion = There is no such expansion.
web-error-undo-range = The time to take a move back is 0 to 60 seconds.
web-error-tiles-range = A quick game deals between 3 and all the land tiles of its rules.
web-error-no-such-level = There is no such AI level.
web-error-no-person = A game needs at least one person at the table.
web-error-seats-range = That is not a number of players this game takes.

## The page's own words
web-ui-title = Carcassonne
web-ui-loading = Loading…
web-ui-signing-in = Signing in with Discord…
web-ui-reconnecting = Connection lost: reconnecting…
web-ui-error = Something went wrong.
web-ui-retry = Try again
web-ui-confirm = Play
web-ui-back = Back
web-ui-close = Close
web-ui-scores = Scores
web-ui-tiles = Tiles to come
web-ui-log = Log
web-ui-hint = Hint
web-ui-undo = Undo
web-ui-done = Done
web-ui-discard = Discard the tile
web-ui-rotate = Turn
web-ui-zoom-in = Zoom in
web-ui-zoom-out = Zoom out
web-ui-fit = Whole board
web-ui-to-place = To place
web-ui-left = left
web-ui-points = points
web-ui-in-hand = In hand
web-ui-watching = You are watching this game.
web-ui-which-figure = Which figure?
web-ui-left-game = left the game
web-ui-new-game = New game
web-ui-local-title = Carcassonne on this computer
web-ui-game = Game
web-ui-expansions = Expansions
web-ui-players = Players
web-ui-person = Person
web-ui-add-person = Add a person
web-ui-add-ai = Add an AI
web-ui-remove = Remove
web-ui-name = Name
web-ui-quick = Quick game
web-ui-tile-count = Land tiles
web-ui-undo-seconds = Seconds to take a move back
web-ui-language = Language
web-ui-start = Start
web-ui-saved = Games on this computer
web-ui-open = Open
web-ui-finished = finished
web-ui-turn = turn
web-ui-menu = Menu
web-ui-games = Games
web-ui-ai = AI

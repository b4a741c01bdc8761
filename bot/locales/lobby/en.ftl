# The lobby message: who hosts, the rules, the seats, its buttons and menu, and what a press on
# it is told; the lobby as it closes when the game starts.

lobby-open = **Carcassonne**: a new game is looking for players.
lobby-host = Host: { $host }
lobby-rules = Rules: { $rules }
lobby-players = Players ({ $count }/{ $max }):
lobby-seat = - { $player } ({ $colour })
lobby-seat-ai = - 🤖 { $player } ({ $colour }, computer)
lobby-help = Press **Join** to take a seat; the host may add computer players (**Add AI**, **AI level** picks Easy, Medium or Hard) and presses **Start** when everyone is in ({ $min } to { $max } players).
lobby-help-expansions = The host may switch expansions on and off below.
lobby-shown-again = This channel already has a lobby; here it is again.
lobby-rematch = **Rematch!** Same rules as the last game.
lobby-rematch-waiting = { $players }: press **Join** to play again.
lobby-rematch-all-in = Everyone called has joined.
lobby-started = **Carcassonne**: the game has started.
lobby-turn-order = Players in turn order: { $players }
lobby-player = { $player } ({ $colour })
lobby-host-left = **Carcassonne**: the host left, so this lobby is closed.
lobby-cancelled = **Carcassonne**: this lobby was cancelled by { $user }.

## Buttons (short)
lobby-join = Join
lobby-leave = Leave
lobby-start = Start
lobby-cancel = Cancel
lobby-remove-ai = Remove AI
lobby-quick-on = Quick game: on
lobby-quick-off = Quick game: off
lobby-tile-counter-on = Tile counter: on
lobby-tile-counter-off = Tile counter: off
lobby-hints-on = Hints: on
lobby-hints-off = Hints: off
lobby-add-ai = Add AI: { $level }
lobby-ai-level = AI level
lobby-switch-on = { $name }: on
lobby-switch-off = { $name }: off
lobby-reading = { $what }: { $reading }
lobby-rules-button = Rules
lobby-language-menu = Language of the game

## Refusals of a press on the lobby
lobby-not-started = I cannot use that control: this game has not started yet.
lobby-not-a-lobby-button = I cannot use that control: it is not a lobby button.
lobby-need-players = At least { $min } players are needed to start; this lobby has { $have }.
lobby-already-in = You are already in this lobby.
lobby-host-only = Only the host, { $host }, can do that.
lobby-language-button = 🌐 { $language }

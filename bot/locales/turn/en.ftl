# The turn flow: the turn prompt, the placement menus, the private panel, undo and done,
# reposted boards, reminders, timeouts and their direct messages, the hint, and the refusals
# of controls pressed at the wrong time or by the wrong player.
# $follower is the message key of what the game calls its follower ("noun-follower", or
# "noun-meeple" in Over Hill and Dale): messages choose their own wording by it.

## The turn prompt (a channel message, in the game's language)
turn-colour = { $colour ->
    [yellow] yellow
    [red] red
    [green] green
    [blue] blue
    [black] black
    [pink] pink
    [grey] grey
    [purple] purple
   *[other] { $colour }
}
turn-who-your-turn = { $mention }, your turn
turn-who-their-turn = { $name }'s turn
turn-who-your-choice = { $mention }, your choice
turn-who-their-choice = { $name }'s choice
turn-heading = Turn { $turn }
turn-prompt-head = **Turn { $turn }** · { $who } ({ $colour }).
turn-tiles-left = { $count ->
    [one] { $count } tile left after this one.
   *[other] { $count } tiles left after this one.
}
turn-rules-line = New to this game? `/carcassonne rules` explains it.
turn-rules-button = Rules
turn-not-playing = (Not playing any more: { $names }.)
turn-ai-thinking = 🤖 **Turn { $turn }** · { $name } is thinking…
turn-board-above = (The board is with this turn's first question, above.)

## What was drawn and where it fits ($you is "yes" when the prompt speaks to its player)
turn-drew = { $you ->
    [yes] You drew { $tile }.
   *[no] { $drawer } drew { $tile }.
}
turn-drew-beside = { $you ->
    [yes] You drew { $tile }, shown beside the board.
   *[no] { $drawer } drew { $tile }, shown beside the board.
}
turn-fits-nowhere = It fits nowhere: press **{ $discard }** to put it aside and draw another.
turn-fits-once = It fits one way only, at **{ $cell }**: it is placed there.
turn-fits = It fits { $ways ->
    [one] { $ways } way
   *[other] { $ways } ways
} in { $cells ->
    [one] { $cells } highlighted, numbered cell
   *[other] { $cells } highlighted, numbered cells
}: { $how }.
turn-how-combined = choose cell and rotation in the menu by the cell's number
turn-how-cells = choose a cell in the menu by its number (the panel offers its rotations)
turn-discard-button = Discard tile

## The placement menus
turn-where-menu = Where does the tile go?
turn-placement-turned = { $cell } · turned { $degrees }°
turn-fits-ways = { $ways ->
    [one] fits { $ways } way
   *[other] fits { $ways } ways
}
turn-more-cells = More cells ({ $page } of { $pages })
turn-more-cells-text = More cells where the tile fits:
turn-choose-where = Choose where the tile goes: { $menu }

## The private panel
turn-panel-cell = **{ $cell }**.
turn-panel-cell-turned = **{ $cell }**, turned { $degrees }°.
turn-no-spot = No spot on this tile can take { $follower ->
    [noun-meeple] a meeple
   *[other] a follower
}: press **{ $pass }** to end your turn.
turn-tap-spot = Tap a numbered spot (as on the picture) to place a figure there, or **{ $pass }**: either ends your turn.
turn-pass = { $follower ->
    [noun-meeple] No meeple
   *[other] No follower
}
turn-figure-menu = { $follower ->
    [noun-meeple] Your meeple
   *[other] Your follower
}
turn-spot = spot
turn-deploy = { $number } · { $place }
turn-deploy-figure = { $number } · { $place } ({ $figure })
turn-rotate = ↻ Turn to { $degrees }°
turn-move-to-start = { $action }, to the start tile
turn-move-to = { $action }, to { $cell }
turn-choice-menu = Your choice
turn-choose = Choose:
turn-complete = This turn is complete.
turn-played = Turn played; the channel shows what happened.
turn-answered = Answer given; the channel shows what happened.

## Undo and Done (on the channel's turn message)
turn-undo-button = Undo
turn-done-button = Done
turn-undo-offer = ↩ { $name } may take this turn back until { $time } (**{ $undo }**); **{ $done }** starts the next turn now.
turn-the-player = The player
turn-a-player = A player
turn-taken-back-again = ↩ { $name } took this turn back and plays it again.
turn-taken-back = ↩ { $name } took this turn back.
turn-last-tile = The last tile is down: final scoring is on the score sheet below.

## Messages of a turn once it is over
turn-retired-reminder-over = ⏰ Reminder for turn { $turn }: that turn is over.
turn-retired-reminder-moved-on = ⏰ Reminder for turn { $turn }: done, the game has moved on.
turn-retired-board = 📋 The board as it was at turn { $turn }: that turn is over; the game goes on below.
turn-retired-timeout = ⌛ Turn { $turn } was played after all: nothing to skip.

## Reminders, timeouts and direct messages
turn-reminder = ⏰ { $mention }, it is still your turn in Carcassonne (turn { $turn }, since { $since }).
turn-open-panel = Open my panel
turn-timeout = ⌛ { $mention } has not played turn { $turn } for { $waited }. The other players may **{ $skip }** (the Medium AI plays it for them: tile and { $follower ->
    [noun-meeple] meeple
   *[other] follower
}) or **{ $remove }** (their turns are skipped from then on; with one player left the game ends with final scoring).
turn-skip-button = Skip turn
turn-remove-button = Remove player
turn-dm-your-turn = It is your turn in Carcassonne: { $link }
turn-dm-reminder = Reminder: it is your turn in Carcassonne: { $link }
turn-own-turn = It is your own turn: just play it.
turn-remove-question = Remove { $name } from the game?
turn-remove-ends = Only one player would be left, so the game ends now with final scoring.
turn-remove-skips = Their turns are skipped from then on; their points stay on the score sheet.
turn-remove-confirm = Remove { $name }
turn-skipped-headline = { $by } skipped { $name }'s turn; the Medium AI played it for them.
turn-removed-headline = { $by } removed { $name } from the game.
turn-skipped = Turn skipped.
turn-removed = Player removed.
turn-timeout-skipped = ⌛ { $name } did not play turn { $turn } in time: { $by } skipped it and the Medium AI played it for them.
turn-timeout-removed = ⌛ { $name } did not play turn { $turn } in time: { $by } removed { $name } from the game.

## The hint (private)
turn-hint = 💡 The { $level ->
    [easy] Easy
    [medium] Medium
   *[hard] Hard
} AI would { $steps }: { $reason }.
turn-hint-then = { $first }, then { $next }
turn-hint-place = put the tile on **{ $cell }** turned { $degrees }°

## Refusals of controls (private, in the presser's language)
turn-no-game = I cannot use that control: that game is not running here (it no longer exists).
turn-other-channel = I cannot use that control here: its game is played in another channel.
turn-not-lobby-button = I cannot use that control: it is not a lobby button.
turn-not-game-button = I cannot use that control: it is not one of my game buttons.
turn-finished-game = That button belongs to a finished game; nothing was changed.
turn-cancelled-game = That game was cancelled; nothing was changed.
turn-broken-game = That game is broken and was set aside; nothing was changed. The host can start a new one.
turn-future-turn = I cannot use that control: it belongs to no turn of this game.
turn-earlier-turn = That button is from an earlier turn (turn { $pressed }); the game is at turn { $turn } now, so nothing was changed. Use the latest message.
turn-not-waiting = That game is not waiting for a move.
turn-left-game = You left this game; it is { $mention }'s turn.
turn-not-so-fast = Not so fast: it is { $mention }'s turn. You will be mentioned when yours comes.
turn-not-playing-here = You are not playing in this game; it is { $mention }'s turn.
turn-bad-choice = I cannot use that choice: it is not one of my options.
turn-choice-closed = That choice is not open any more, so nothing was changed; use the buttons of the latest message.
turn-cannot-use = I cannot use that control.
turn-next-started = The next turn has already started; nothing was changed.
turn-done-not-yours = Only the player who made that move can press { $done }; the next turn starts by itself in a few seconds.

## The end of the game (a channel message)
turn-game-over = **Game over!**
turn-ended-early = The game ended early: too few players were left ({ $left } still playing), so it was scored as it stood.
turn-nobody = nobody
turn-final-scores = Final scores:
turn-rematch-button = Rematch
turn-final-nobody-scored = Nobody scored anything at the end.
turn-final-worthless = **Held but worth nothing:**
turn-final-in-file = Every feature is in the attached file.
turn-final-title = Final scoring: points scored at the end
turn-replay = 🎞️ The whole game in { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}.

## The web view of the game
turn-board-button = Open the board
turn-board-off = This bot does not serve the board as a web page.
turn-board-link = Open the board in your browser
turn-board-link-text = Your own link to this channel's board, where you can tap to play: do not share it, it plays as you. It works for { $days } days; press Open the board again for a new one.
turn-left-server = { $name } has left the server: their seat is removed and the game goes on without them.

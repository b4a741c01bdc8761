# Narration: what the channel reads after each move (placements, figures, scores, the end),
# the final score sheet, `/carcassonne status` and `/carcassonne log`.

## Names and lists
narr-player = Player { $seat }
# "alice and bob"; a longer list is "alice, " before the list of the rest.
narr-list-two = { $first } and { $last }
narr-list-more = { $first }, { $rest }
narr-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}

## Tiles: $tile is what is on it; $article the English article it takes (a, an, with).
narr-a-tile = { $article ->
    [an] an { $tile }
    [with] a tile with { $tile }
   *[a] a { $tile }
}
narr-placed = { $player } placed { $article ->
    [an] an { $tile }
    [with] a tile with { $tile }
   *[a] a { $tile }
} at **{ $cell }** (turned { $degrees }°).
narr-discarded = { $player } drew { $article ->
    [an] an { $tile }
    [with] a tile with { $tile }
   *[a] a { $tile }
}, which fits nowhere; it was put out of the game.
narr-discarded-last = { $player } drew { $article ->
    [an] an { $tile }
    [with] a tile with { $tile }
   *[a] a { $tile }
}, which fits nowhere; it was put out of the game. It was the last tile, so the game ends here.
narr-discarded-many = { $player } drew { $count } tiles in a row that fit nowhere ({ $tiles }); they were put out of the game.
narr-discarded-many-last = { $player } drew { $count } tiles in a row that fit nowhere ({ $tiles }); they were put out of the game. The last of them was the last tile, so the game ends here.

## Figures. $figure: "a follower" (narr-figure); $spot: where it stands (narr-on, narr-from…).
# $key is the figure's message key (noun-follower, figure-abbot…), $name its name, $unique
# "yes" for a figure each player has one of.
narr-figure = { $key ->
   *[other] { $unique ->
        [yes] the { $name }
       *[no] a { $name }
    }
}
# Where a figure is put: $key is the place's noun key (noun-city, noun-monastery…).
narr-on = { $key ->
   *[other] the { $name }
}
# Where a figure is taken back from.
narr-from = { $key ->
   *[other] the { $name }
}
narr-on-farm = { $key ->
   *[other] the { $name } (as a farmer)
}
narr-from-farm = { $key ->
   *[other] the { $name } (as a farmer)
}
narr-on-tile = the tile
narr-from-tile = the tile
narr-space = a space of the board
narr-deployed = { $player } put { $figure } on { $spot }.
narr-deployed-space = { $player } put { $figure } on { $space }.
narr-withdrawn = { $player } took { $figure } back from { $spot }.
narr-withdrawn-space = { $player } took { $figure } back from { $space }.
# A figure moving along its feature ($figure is its bare name).
narr-moved = { $player }'s { $figure } moved from **{ $from }** to **{ $to }**.
# $side: north, east, south, west; $along: the feature's name ($key its noun key); $kind: what
# the move scored.
narr-hiked = { $player }'s { $figure } moved { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
} { $side ->
    [north] north
    [east] east
    [south] south
   *[west] west
} along the { $key ->
   *[other] { $along }
} to **{ $to }**: a { $kind } worth { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
narr-hiked-somewhere = { $player }'s { $figure } moved { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
} to **{ $to }**: a { $kind } worth { $points ->
    [one] { $points } point
   *[other] { $points } points
}.

## Scores. $what: the kind scored ($key its noun key); $size: its tiles (0: none to tell);
## $score: narr-points-to or narr-nobody-scores, with narr-with-note when there is a reason.
narr-points-to = { $count ->
    [one] { $count } point
   *[other] { $count } points
} to { $players }
narr-nobody-scores = nobody scores
narr-with-note = { $score } ({ $note })
narr-completed = A { $size ->
    [0] { $what }
   *[other] { $size }-tile { $key ->
       *[other] { $what }
    }
} was completed: { $score }.
narr-final = Final scoring, { $size ->
    [0] { $what }
   *[other] { $size }-tile { $key ->
       *[other] { $what }
    }
}: { $score }.
# A feature someone held that scored nothing at the end: $note says why.
narr-scored-nothing = { $players }'s { $size }-tile { $key ->
   *[other] { $what }
} at **{ $cell }**: { $note }
narr-scored-nothing-nowhere = { $players }'s { $size }-tile { $key ->
   *[other] { $what }
}: { $note }

## Other events
narr-retired = { $player } left the game.
narr-extra-turn = { $player } plays again at once (a second turn).
narr-buried = The next tile { $player } drew went face down, out of the game.
narr-tokens-taken = { $player } took { $tokens }.
narr-final-scoring = The last tile is down: final scoring.
narr-game-over = The game is over.

## The final score sheet: each player's points by kind ($noun: the kind, $count of them).
narr-sheet-kind = { $points } from { $count } { $noun }
narr-sheet-player = **{ $player }** +{ $total }: { $kinds }
narr-sheet-by-player = Final scoring, player by player
narr-sheet-in-order = In the order it happened
narr-sheet-line = - **{ $player }** ({ $colour }): **{ $total }** points{ $detail }{ $held }{ $gone }
narr-sheet-nobody-wins = Nobody is left to win.
narr-sheet-winner = 🏆 Winner: { $player }!
narr-sheet-winners = 🏆 Winners (tie): { $players }!

## Players' colours
narr-colour-yellow = yellow
narr-colour-red = red
narr-colour-green = green
narr-colour-blue = blue
narr-colour-black = black
narr-colour-pink = pink
narr-colour-grey = grey
narr-colour-purple = purple
narr-colour-white = white

## Durations of timers and waits
narr-time-off = off
narr-time-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
narr-time-hours = { $count } h
narr-time-minutes = { $count } min
narr-time-seconds = { $count } s
narr-time-days-hours = { $days ->
    [one] { $days } day
   *[other] { $days } days
} { $hours } h

## /carcassonne status
narr-status-base-game = base game
narr-status-reading = { $label }: { $words }
narr-status-quick = quick game
narr-status-quick-tiles = quick game ({ $count } tiles)
narr-status-no-counter = no tile counter
narr-status-timers = Reminder after { $reminder }, timeout after { $timeout }.
narr-status-lobby = A lobby is open with { $count } player(s): { $players }.
narr-status-header = **Carcassonne**: { $rules }
# $what: what the player is asked, from the question's part (empty for a turn).
narr-status-turn = Turn { $turn }: waiting for { $mention }{ $what } since { $since }.
narr-status-tiles-left = Tiles left: { $count }.
narr-status-figures = { $count } { $figure }
narr-status-left = left the game
narr-status-if-over = { $total } if the game ended now
narr-status-if-over-gains = { $total } if the game ended now: { $gains }
# $detail: " (cities 4, roads 2)" or nothing; $held: tokens held, from the expansions; $gone:
# " (left the game)" or nothing.
narr-status-player = - **{ $player }** ({ $colour }): { $score } points{ $detail }; { $ending }; { $figures } in hand{ $held }{ $gone }

## /carcassonne log
narr-log-entry = **Turn { $turn }** · { $text }
narr-log-skipped = { $player }'s turn timed out; the Medium AI played it for them.
narr-log-resigned = { $player } resigned.
narr-log-removed = { $player } was removed after a timeout.
narr-log-chosen = { $player } did not choose in time; the bot chose for them.
narr-log-moved = { $player } moved.
narr-log-empty = No turn has been played yet.
narr-log-whole = The whole log is attached; from turn { $turn } on:
narr-log-title-running = **Game log** · { $rules } · { $players }, so far
narr-log-title-finished = **Game log** · { $rules } · { $players }, finished

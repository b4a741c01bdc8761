# Why the AI plays what it plays (the hint's reason): keys from carcassonne-ai's reasons.
# $what: the kind of feature (a noun of the game's words, one of it; $kind its key); $size: how much it is
# worth yet (ai-so-far, ai-cities-so-far); $owner: another player's colour; $figure: a
# figure's name and $key its key (noun-follower, figure-abbot…).

## A reason of several parts: "a and b", "a, b and c"
ai-list-two = { $first } and { $last }
ai-list-more = { $first }, { $rest }

## How much a feature is worth yet
ai-so-far = { $points ->
    [0] worth nothing yet
    [one] { $points } point so far
   *[other] { $points } points so far
}
ai-cities-so-far = { $count ->
    [0] no completed city yet
    [one] { $count } completed city so far
   *[other] { $count } completed cities so far
}

## Scores
ai-completes-yours = completes your { $kind ->
   *[other] { $what }
} for { $points }
ai-completes-shared = completes the shared { $kind ->
   *[other] { $what }
} for { $points }
ai-scores-yours = scores your { $kind ->
   *[other] { $what }
} for { $points }
ai-scores-shared = scores the shared { $kind ->
   *[other] { $what }
} for { $points }

## The placed tile
ai-joins = joins { $owner }'s { $kind ->
   *[other] { $what }
} to share it ({ $size })
ai-takes-over = takes over { $owner }'s { $kind ->
   *[other] { $what }
} ({ $size })
ai-adds-to-farm = adds to your { $kind ->
   *[other] { $what }
}: { $size }
ai-extends = extends your { $kind ->
   *[other] { $what }
} ({ $size })
ai-adds-to-square = adds to your { $kind ->
   *[other] { $what }
} ({ $count } of 9 tiles)
ai-places = places the tile at ({ $x },{ $y })

## The figure
ai-farmer-in-owned-farm = puts a farmer in { $owner }'s farm: { $size }
ai-farmer-in-field = puts a farmer in a field: { $size }
ai-figure-in-owned-farm = puts a { $key ->
   *[other] { $figure }
} in { $owner }'s farm: { $size }
ai-figure-in-field = puts a { $key ->
   *[other] { $figure }
} in a field: { $size }
ai-claims-square = claims a { $kind ->
   *[other] { $what }
} with { $key ->
    [figure-abbot] an
   *[other] a
} { $figure } ({ $count } of 9 tiles)
ai-starts = starts a { $kind ->
   *[other] { $what }
} with { $key ->
    [figure-abbot] an
   *[other] a
} { $figure } ({ $size })
ai-claims = claims a { $kind ->
   *[other] { $what }
} with { $key ->
    [figure-abbot] an
   *[other] a
} { $figure } ({ $size })
ai-discards = discards the tile: it fits nowhere
ai-decides = decides to { $action }

## Nothing else to say
ai-keeps = keeps your { $followers }: nothing worth claiming
ai-waits = waits
ai-another-player = another player

## Players by their colours: "joins Red's city"
ai-colour-yellow = Yellow
ai-colour-red = Red
ai-colour-green = Green
ai-colour-blue = Blue
ai-colour-black = Black
ai-colour-pink = Pink
ai-colour-grey = Grey
ai-colour-purple = Purple

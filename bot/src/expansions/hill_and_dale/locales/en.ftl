# Over Hill and Dale in the bot's messages: harvest tokens taken, held and counted, sets of
# five fruits, stables and harvests at the final scoring, and the engine's words for stables,
# hikes and where meeples may stand. $harvest selects a token: apple, strawberry, pumpkin,
# sunflower, grain, scarecrow.

## Narration and status
hill-and-dale-took-harvest = { $player } took harvest tokens: { $tokens }.
hill-and-dale-harvest-scored = Final scoring, { $players }'s harvest: { $points ->
    [one] { $points } point
   *[other] { $points } points
} for { $held }.
hill-and-dale-stable-scored-at = Final scoring, { $players }'s stable at **{ $cell }**: { $animals } { $animals ->
    [one] animal
   *[other] animals
} around it, { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
hill-and-dale-stable-scored = Final scoring, { $players }'s stable: { $animals } { $animals ->
    [one] animal
   *[other] animals
} around it, { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
# After a player's score in the status and the score sheet ("; harvest tokens: …").
hill-and-dale-held = harvest tokens: { $tokens }
hill-and-dale-with-sets = { $tokens } ({ $sets ->
    [one] { $sets } set
   *[other] { $sets } sets
} of five fruits)
hill-and-dale-harvest-count = { $count } { $harvest ->
    [apple] { $count ->
        [one] apple
       *[other] apples
    }
    [strawberry] { $count ->
        [one] strawberry
       *[other] strawberries
    }
    [pumpkin] { $count ->
        [one] pumpkin
       *[other] pumpkins
    }
    [sunflower] { $count ->
        [one] sunflower
       *[other] sunflowers
    }
    [grain] { $count ->
        [one] grain
       *[other] grains
    }
   *[scarecrow] { $count ->
        [one] scarecrow
       *[other] scarecrows
    }
}

## The engine's words
hill-and-dale-figure-stable = builds a stable: { $animals } animals around it so far, 1 point each at the end
hill-and-dale-describe-hike = hike { $direction } { $tiles } { $tiles ->
    [one] tile
   *[other] tiles
} with your meeple (+{ $tiles })
hill-and-dale-refuse-stable-near = another stable stands on this tile or one of the 8 around it
hill-and-dale-refuse-meadow = meeples stand on paths and fields; only stables go on meadow

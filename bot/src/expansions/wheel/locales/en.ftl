# The Wheel of Fortune in the bot's messages: the engine's words for its choices, what each
# segment does, the pig's moves and the crowns in the narration, crown buttons, the plague's
# question and the wheel's status line. Segment names are the renderer's wheel-segment-<key>.
# $place selects what a follower stands on: city, road, field, river, monastery, garden, tile.

## The engine's words for the wheel's choices
wheel-describe-crown = put a follower on a crown of { $segment } (it scores when the pig lands there)
wheel-describe-plague-home = send home your follower on the { $feature } at { $pos } (plague)

## What each segment does, after its name
wheel-acts-fortune = the player who moved the pig scores 3
wheel-acts-taxes = each knight scores 1 per pennant in its city and 1 per knight of its owner there
wheel-acts-famine = each farmer scores 1 per completed city bordering its field
wheel-acts-storm = each player scores 1 per follower in supply
wheel-acts-inquisition = each monk scores 2
wheel-acts-plague = each player sends one follower home from the land

## Narration
wheel-turned = 🐷 The pig moves { $steps } to **{ $segment }** ({ $drawer } drew a wheel tile): { $effect } — { $outcome }.
wheel-outcome-nobody-on-land = nobody has a follower on the land
wheel-outcome-chooses = { $player } chooses
wheel-outcome-chooses-first = { $player } chooses first, then { $others }
wheel-outcome-nobody-scores = nobody scores
wheel-crown-scored = Crown of { $segment }: { $gains } ({ $count ->
    [one] the follower goes home
   *[other] the followers go home
}).
wheel-crown-scored-unnamed = Crown: { $gains } ({ $count ->
    [one] the follower goes home
   *[other] the followers go home
}).
wheel-plague-sent-home = 🐷 Plague: { $player } sent home the { $figure ->
    [large] large follower
    [abbot] abbot
   *[follower] follower
} on the { $place ->
    [city] city
    [road] road
    [field] field
    [river] river
    [monastery] monastery
    [garden] garden
   *[tile] tile
} at **{ $cell }**.
wheel-first-draw = 🐷 { $segment }: { $effect } — { $gains }.

## Where a figure stands when it is put on a crown ("… put a follower on a crown of Taxes")
wheel-space-words = a crown of **{ $segment }**

## The figure step and the drawn tile
wheel-crown-label = Crown: { $segment } ({ $taken ->
    [shared] shared, 3 each
   *[free] { $crowns ->
        [one] 1 space, scores 3
       *[other] { $crowns } spaces, scores { $points } alone
    }
}; pig { $away } away)
wheel-crown-space = Crown space { $space }
wheel-only-crowns = No spot on this tile can take a follower: put one on a **Crown** of the wheel, or press **{ $pass }**; either ends your turn.
wheel-about-crowns = A **Crown** takes a follower off the land instead: it scores when the pig lands on its segment (the pig is on **{ $segment }**).
wheel-drawn = wheel { $steps }: the pig moved { $steps } { $steps ->
    [one] segment
   *[other] segments
} to **{ $segment }**

## Status
wheel-status = 🐷 The pig stands on **{ $segment }** ({ $effect }); { $crowns }.
wheel-status-no-crown = no crown is taken
wheel-status-crowns = crowns: { $crowns }
wheel-status-crown = { $segment } ({ $players })

## The plague's question
wheel-plague-prompt = 🐷 **Plague!** Choose which of your followers on the land goes home ({ $when ->
    [now] { $drawer } drew the wheel tile and places it after this choice
   *[later] { $drawer } drew the wheel tile and places it once everyone has chosen
}). Only { $deciding } can press these buttons.
wheel-plague-panel = The plague: which of your followers goes home? The board shows where they stand.
# After "waiting for @player" in the status.
wheel-plague-waiting-for = to choose which follower the plague sends home
wheel-plague-label = { $place ->
    [city] city
    [road] road
    [field] field
    [river] river
    [monastery] monastery
    [garden] garden
   *[tile] tile
} at { $cell } (worth { $worth } now)
wheel-plague-label-bare = { $place ->
    [city] city
    [road] road
    [field] field
    [river] river
    [monastery] monastery
    [garden] garden
   *[tile] tile
} at { $cell }
wheel-plague-not-yours-left = You left this game; the plague asks { $asked } now.
wheel-plague-not-yours = That choice is not yours: the plague asks { $asked } now (each player with a follower on the land chooses in turn, and you will be mentioned if it is yours). Nothing was changed.
wheel-plague-not-playing = You are not playing in this game; the plague asks { $asked } now. Nothing was changed.
wheel-plague-reminder = ⏰ { $mention }, the plague still waits for your choice in Carcassonne (turn { $turn }, since <t:{ $since }:R>): which of your followers goes home?
wheel-plague-reminder-timeout = If you have not chosen { $after } after you were asked, I send home the one on the feature worth the least.
wheel-plague-timed-out = ⌛ { $who } did not answer the plague for { $waited }; chosen for them: { $chosen }, the least valuable.
wheel-plague-chosen = the follower on the { $place ->
    [city] city
    [road] road
    [field] field
    [river] river
    [monastery] monastery
    [garden] garden
   *[tile] tile
} at { $cell } (worth { $worth } now)
wheel-plague-chosen-bare = the follower on the { $place ->
    [city] city
    [road] road
    [field] field
    [river] river
    [monastery] monastery
    [garden] garden
   *[tile] tile
} at { $cell }
wheel-plague-chosen-any = one of their followers

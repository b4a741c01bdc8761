# Lanterns, the test-only expansion (feature probe), in the bot's messages: lanterns lit and
# blown out, oil, the lanterns burning in the status, and the engine's words for its choices
# (and for the engine's test-only probe rules, probe-*).

## Narration and status
lanterns-lit = 🏮 { $player } lit a lantern.
lanterns-lit-at = 🏮 { $player } lit a lantern at **{ $cell }**.
lanterns-blown-out = 🏮 { $players } blew a lantern out: { $points ->
    [one] { $points } point
   *[other] { $points } points
} of glow.
lanterns-oil = { $count } oil
lanterns-burning-at = { $player } at { $cell }
lanterns-none-burning = 🏮 No lantern burns.
lanterns-burning = 🏮 Lanterns burning: { $lanterns }.

## The engine's words
lanterns-describe-keep = keep the lantern burning
lanterns-describe-blow-out = blow the lantern out for its glow
lanterns-figure-lantern = lights a lantern on the road
probe-grow = grow the flock
probe-gather = gather the flock
probe-refuse-short-road = only onto a road of { $tiles } tiles or more

# Hills & Sheep in the bot's messages: the buried tile, sheep and wolves drawn and gathered
# flocks in the narration, and the engine's words for the shepherd and its flock.

## Narration
hills-buried = The next tile went face down under { $player }'s hill, out of the game.
hills-drew-wolf = { $player } drew **a wolf**: the flock is scattered and its shepherds go home.
hills-drew-sheep = { $player } drew { $sheep } sheep for the flock.
hills-flock-gathered = The flock is gathered: { $points ->
    [one] { $points } point
   *[other] { $points } points
} to { $players }.

## The engine's words
hills-figure-shepherd = puts a shepherd in a field to raise a flock
hills-describe-grow = grow the flock ({ $sheep } sheep now; draw a token, a wolf scatters it)
hills-describe-gather = gather the flock for { $sheep } { $sheep ->
    [one] point
   *[other] points
}
hills-refuse-second-shepherd = this field already has a shepherd
hills-refuse-no-farmers = this game has no farmers

# The Wheel of Fortune: the wheel's slices and what they do, the pig's line in the header,
# wheel numbers in tiles' names, its rules picture.

wheel-segment-fortune = Fortune
wheel-segment-taxes = Taxes
wheel-segment-famine = Famine
wheel-segment-storm = Storm
wheel-segment-inquisition = Inquisition
wheel-segment-plague = Plague
wheel-effect-fortune = the player who moved the pig scores 3
wheel-effect-taxes = each knight scores 1 per pennant in its city and 1 per knight of its owner there
wheel-effect-famine = each farmer scores 1 per completed city bordering its field
wheel-effect-storm = each player scores 1 per follower in supply
wheel-effect-inquisition = each monk scores 2
wheel-effect-plague = each player sends one follower home from the land
wheel-pig-on = Pig on
wheel-gallery-title = The Wheel of Fortune tiles
tile-wheel-number = wheel { $number }
tile-wheel-number-with = wheel { $number }
score-wheel =
    { $count ->
       *[one] wheel
        [other] wheel
    }
score-crown =
    { $count ->
       *[one] crown
        [other] crowns
    }
wheel-picture-caption = The wheel: a tile with a number (1 to 3) moves the pig that many slices clockwise. The slice where it stops acts at once:
wheel-picture-slice = { $name }: { $effect }
wheel-picture-crowns = Crowns: next, each follower on that slice's crowns scores 3 (6 if alone on a slice with two crowns) and goes home.

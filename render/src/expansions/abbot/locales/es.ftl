# The Abbot: the abbot, gardens in tiles' names, what a garden scores.

figure-abbot =
    { $count ->
       *[one] abad
        [other] abades
    }
score-garden =
    { $count ->
       *[one] jardín
        [other] jardines
    }
tile-garden = jardín
tile-garden-with = jardín

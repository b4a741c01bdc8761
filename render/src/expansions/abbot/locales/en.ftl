# The Abbot: the abbot, gardens in tiles' names, what a garden scores.

figure-abbot =
    { $count ->
       *[one] abbot
        [other] abbots
    }
score-garden =
    { $count ->
       *[one] garden
        [other] gardens
    }
tile-garden = garden
tile-garden-with = garden

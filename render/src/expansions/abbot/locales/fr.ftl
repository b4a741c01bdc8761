# The Abbot: the abbot, gardens in tiles' names, what a garden scores.

figure-abbot =
    { $count ->
       *[one] abbé
        [other] abbés
    }
score-garden =
    { $count ->
       *[one] jardin
        [other] jardins
    }
tile-garden = jardin
tile-garden-with = jardin

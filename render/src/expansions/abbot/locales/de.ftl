# The Abbot: the abbot, gardens in tiles' names, what a garden scores.

figure-abbot =
    { $count ->
       *[one] Abt
        [other] Äbte
    }
score-garden =
    { $count ->
       *[one] Garten
        [other] Gärten
    }
tile-garden = Garten
tile-garden-with = Garten

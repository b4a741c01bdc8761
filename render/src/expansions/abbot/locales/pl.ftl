# The Abbot: the abbot, gardens in tiles' names, what a garden scores.

figure-abbot =
    { $count ->
       *[one] opat
        [few] opatów
        [many] opatów
        [other] opatów
    }
score-garden =
    { $count ->
       *[one] ogród
        [few] ogrody
        [many] ogrodów
        [other] ogrody
    }
tile-garden = ogród
tile-garden-with = z ogrodem

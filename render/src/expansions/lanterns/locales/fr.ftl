# The test-only Lanterns expansion: its figure and what it scores.

figure-lantern =
    { $count ->
       *[one] lanterne
        [other] lanternes
    }
score-glow =
    { $count ->
       *[one] lueur
        [other] lueurs
    }

# The test-only Lanterns expansion: its figure and what it scores.

figure-lantern =
    { $count ->
       *[one] Laterne
        [other] Laternen
    }
score-glow =
    { $count ->
       *[one] Schein
        [other] Schein
    }

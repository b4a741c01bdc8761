# The test-only Lanterns expansion: its figure and what it scores.

figure-lantern =
    { $count ->
       *[one] lantern
        [other] lanterns
    }
score-glow =
    { $count ->
       *[one] glow
        [other] glow
    }

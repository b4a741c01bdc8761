# The test-only Lanterns expansion: its figure and what it scores.

figure-lantern =
    { $count ->
       *[one] latarnia
        [few] latarnie
        [many] latarni
        [other] latarnie
    }
score-glow =
    { $count ->
       *[one] blask
        [few] blaski
        [many] blasków
        [other] blaski
    }

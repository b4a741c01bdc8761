# The test-only Lanterns expansion: its figure and what it scores.

figure-lantern =
    { $count ->
       *[one] linterna
        [other] linternas
    }
score-glow =
    { $count ->
       *[one] resplandor
        [other] resplandores
    }

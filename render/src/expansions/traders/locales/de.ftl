# Traders & Builders: its figures, its goods, and the builder's rules picture.

figure-builder =
    { $count ->
       *[one] Baumeister
        [other] Baumeister
    }
figure-pig =
    { $count ->
       *[one] Schwein
        [other] Schweine
    }
score-goods =
    { $count ->
       *[one] Waren
        [other] Waren
    }
tile-goods-wine = Wein
tile-goods-wine-with = Wein
tile-goods-wheat = Getreide
tile-goods-wheat-with = Getreide
tile-goods-cloth = Stoff
tile-goods-cloth-with = Stoff
tile-pig-herd = Schweineherde
tile-pig-herd-with = Schweineherde
traders-picture-builder-caption = Baumeister: Verlängert dein Plättchen die Straße oder Stadt deines Baumeisters (1), spielst du sofort einen zweiten Zug (2).
traders-picture-builder = Baumeister
traders-picture-thief = Wegelagerer

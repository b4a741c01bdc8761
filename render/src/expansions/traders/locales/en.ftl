# Traders & Builders: its figures, its goods, and the builder's rules picture.

figure-builder =
    { $count ->
       *[one] builder
        [other] builders
    }
figure-pig =
    { $count ->
       *[one] pig
        [other] pigs
    }
score-goods =
    { $count ->
       *[one] goods
        [other] goods
    }
tile-goods-wine = wine
tile-goods-wine-with = wine
tile-goods-wheat = wheat
tile-goods-wheat-with = wheat
tile-goods-cloth = cloth
tile-goods-cloth-with = cloth
tile-pig-herd = pig-herd
tile-pig-herd-with = pig-herd
traders-picture-builder-caption = Builder: when your tile extends the road or city your builder is on (1), you play a second turn at once (2).
traders-picture-builder = builder
traders-picture-thief = thief

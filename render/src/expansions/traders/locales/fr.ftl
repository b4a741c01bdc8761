# Traders & Builders: its figures, its goods, and the builder's rules picture.

figure-builder =
    { $count ->
       *[one] bâtisseur
        [other] bâtisseurs
    }
figure-pig =
    { $count ->
       *[one] cochon
        [other] cochons
    }
score-goods =
    { $count ->
       *[one] marchandises
        [other] marchandises
    }
tile-goods-wine = vin
tile-goods-wine-with = vin
tile-goods-wheat = blé
tile-goods-wheat-with = blé
tile-goods-cloth = tissu
tile-goods-cloth-with = tissu
tile-pig-herd = troupeau de cochons
tile-pig-herd-with = troupeau de cochons
traders-picture-builder-caption = Bâtisseur : quand ta tuile prolonge la route ou la ville de ton bâtisseur (1), tu joues aussitôt un second tour (2).
traders-picture-builder = bâtisseur
traders-picture-thief = voleur

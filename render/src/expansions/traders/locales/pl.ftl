# Traders & Builders: its figures, its goods, and the builder's rules picture.

figure-builder =
    { $count ->
       *[one] budowniczy
        [few] budowniczych
        [many] budowniczych
        [other] budowniczych
    }
figure-pig =
    { $count ->
       *[one] świnia
        [few] świnie
        [many] świń
        [other] świnie
    }
score-goods =
    { $count ->
       *[one] towary
        [few] towary
        [many] towarów
        [other] towary
    }
tile-goods-wine = wino
tile-goods-wine-with = z winem
tile-goods-wheat = zboże
tile-goods-wheat-with = ze zbożem
tile-goods-cloth = sukno
tile-goods-cloth-with = z suknem
tile-pig-herd = stado świń
tile-pig-herd-with = ze stadem świń
traders-picture-builder-caption = Budowniczy: gdy twoja płytka przedłuża drogę lub miasto z twoim budowniczym (1), od razu rozgrywasz drugą turę (2).
traders-picture-builder = budowniczy
traders-picture-thief = rozbójnik

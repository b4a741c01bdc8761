# Traders & Builders: its figures, its goods, and the builder's rules picture.

figure-builder =
    { $count ->
       *[one] constructor
        [other] constructores
    }
figure-pig =
    { $count ->
       *[one] cerdo
        [other] cerdos
    }
score-goods =
    { $count ->
       *[one] mercancías
        [other] mercancías
    }
tile-goods-wine = vino
tile-goods-wine-with = vino
tile-goods-wheat = trigo
tile-goods-wheat-with = trigo
tile-goods-cloth = tela
tile-goods-cloth-with = tela
tile-pig-herd = piara de cerdos
tile-pig-herd-with = piara de cerdos
traders-picture-builder-caption = Constructor: cuando tu loseta amplía el camino o la ciudad de tu constructor (1), juegas en seguida un segundo turno (2).
traders-picture-builder = constructor
traders-picture-thief = ladrón

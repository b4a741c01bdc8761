# Over Hill and Dale: its stable, what it scores, its features, harvests and animals in
# tiles' names, the sets note in the header, its rules pictures.

figure-stable =
    { $count ->
       *[one] establo
        [other] establos
    }
score-hike =
    { $count ->
       *[one] excursión
        [other] excursiones
    }
score-stable =
    { $count ->
       *[one] establo
        [other] establos
    }
score-harvest =
    { $count ->
       *[one] cosecha
        [other] cosechas
    }
hill-and-dale-gallery-title = Losetas de Por colinas y valles
tile-meadow = prado
tile-crop-cap = cultivo pequeño
tile-crop-cap-with = cultivo pequeño
tile-crop-caps =
    { $count ->
        [2] dos cultivos pequeños
        [3] tres cultivos pequeños
       *[other] { $count } cultivos pequeños
    }
tile-crop-caps-with =
    { $count ->
        [2] dos cultivos pequeños
        [3] tres cultivos pequeños
       *[other] { $count } cultivos pequeños
    }
tile-crop-across = cultivo de lado a lado
tile-crop-across-with = cultivo de lado a lado
tile-crop-corner = esquina de cultivo
tile-crop-corner-with = esquina de cultivo
tile-crop-three-sided = cultivo de tres lados
tile-crop-three-sided-with = cultivo de tres lados
tile-crop-whole = cultivo grande
tile-crop-whole-with = cultivo grande
tile-crop-many =
    { $count ->
        [2] dos cultivos
        [3] tres cultivos
       *[other] { $count } cultivos
    }
tile-crop-many-with =
    { $count ->
        [2] dos cultivos
        [3] tres cultivos
       *[other] { $count } cultivos
    }
tile-path = sendero
tile-path-with = sendero
tile-path-straight = sendero recto
tile-path-straight-with = sendero recto
tile-path-curved = sendero curvo
tile-path-curved-with = sendero curvo
tile-path-junction = bifurcación de senderos
tile-path-junction-with = bifurcación de senderos
tile-path-crossroads = cruce de senderos
tile-path-crossroads-with = cruce de senderos
tile-path-crossing = senderos que se cruzan
tile-path-crossing-with = senderos que se cruzan
tile-path-curved-many =
    { $count ->
        [2] dos senderos curvos
       *[other] { $count } senderos curvos
    }
tile-path-curved-many-with =
    { $count ->
        [2] dos senderos curvos
       *[other] { $count } senderos curvos
    }
tile-path-many =
    { $count ->
        [2] dos senderos
        [3] tres senderos
       *[other] { $count } senderos
    }
tile-path-many-with =
    { $count ->
        [2] dos senderos
        [3] tres senderos
       *[other] { $count } senderos
    }
tile-harvest-apple = manzana
tile-harvest-apple-with = manzana
tile-harvest-strawberry = fresa
tile-harvest-strawberry-with = fresa
tile-harvest-pumpkin = calabaza
tile-harvest-pumpkin-with = calabaza
tile-harvest-sunflower = girasol
tile-harvest-sunflower-with = girasol
tile-harvest-grain = cereal
tile-harvest-grain-with = cereal
tile-harvest-scarecrow = espantapájaros
tile-harvest-scarecrow-with = espantapájaros
tile-animal-rooster =
    { $count ->
        [1] gallo
        [2] dos gallos
        [3] tres gallos
        [4] cuatro gallos
       *[other] { $count } gallos
    }
tile-animal-rooster-with =
    { $count ->
        [1] gallo
        [2] dos gallos
        [3] tres gallos
        [4] cuatro gallos
       *[other] { $count } gallos
    }
tile-animal-cow =
    { $count ->
        [1] vaca
        [2] dos vacas
        [3] tres vacas
        [4] cuatro vacas
       *[other] { $count } vacas
    }
tile-animal-cow-with =
    { $count ->
        [1] vaca
        [2] dos vacas
        [3] tres vacas
        [4] cuatro vacas
       *[other] { $count } vacas
    }
tile-animal-horse =
    { $count ->
        [1] caballo
        [2] dos caballos
        [3] tres caballos
        [4] cuatro caballos
       *[other] { $count } caballos
    }
tile-animal-horse-with =
    { $count ->
        [1] caballo
        [2] dos caballos
        [3] tres caballos
        [4] cuatro caballos
       *[other] { $count } caballos
    }
tile-animal-sheep =
    { $count ->
        [1] oveja
        [2] dos ovejas
        [3] tres ovejas
        [4] cuatro ovejas
       *[other] { $count } ovejas
    }
tile-animal-sheep-with =
    { $count ->
        [1] oveja
        [2] dos ovejas
        [3] tres ovejas
        [4] cuatro ovejas
       *[other] { $count } ovejas
    }
tile-animal-pig =
    { $count ->
        [1] cerdo
        [2] dos cerdos
        [3] tres cerdos
        [4] cuatro cerdos
       *[other] { $count } cerdos
    }
tile-animal-pig-with =
    { $count ->
        [1] cerdo
        [2] dos cerdos
        [3] tres cerdos
        [4] cuatro cerdos
       *[other] { $count } cerdos
    }
hill-and-dale-sets =
    { $count ->
        [one] { $count } juego
       *[other] { $count } juegos
    }
hill-and-dale-animals =
    { $count ->
        [one] { $count } animal
       *[other] { $count } animales
    }
hill-and-dale-picture-hike-caption = Excursión: tu loseta amplía el sendero de tu caminante. No coloques nada y hazlo caminar por el sendero: 1 punto por loseta.
hill-and-dale-picture-stable-caption = Establo: al final de la partida puntúa 1 por animal en su loseta y en las 8 losetas de alrededor. Ningún otro establo puede estar en ese cuadrado.
hill-and-dale-picture-stable-points = +{ $points } al final

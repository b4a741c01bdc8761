# Words drawn in the pictures (headers, legends, captions, the tile list and the gallery),
# tiles named in words, and the game's own terms (nouns of features and figures, what is
# scored) that messages of the bot use too. Expansions add theirs in
# render/src/expansions/<key>/locales.

## The game's nouns, by $count (without a count: the singular).
noun-city =
    { $count ->
       *[one] ciudad
        [other] ciudades
    }
noun-road =
    { $count ->
       *[one] camino
        [other] caminos
    }
noun-field =
    { $count ->
       *[one] campo
        [other] campos
    }
noun-river =
    { $count ->
       *[one] río
        [other] ríos
    }
noun-follower =
    { $count ->
       *[one] seguidor
        [other] seguidores
    }
noun-farm =
    { $count ->
       *[one] campo
        [other] campos
    }
noun-monastery =
    { $count ->
       *[one] monasterio
        [other] monasterios
    }
noun-garden =
    { $count ->
       *[one] jardín
        [other] jardines
    }
noun-crop-field =
    { $count ->
       *[one] cultivo
        [other] cultivos
    }
noun-path =
    { $count ->
       *[one] sendero
        [other] senderos
    }
noun-meadow =
    { $count ->
       *[one] prado
        [other] prados
    }
noun-meeple =
    { $count ->
       *[one] meeple
        [other] meeples
    }
score-monastery =
    { $count ->
       *[one] monasterio
        [other] monasterios
    }

## The header over the board
player-default = Jugador { $seat }
header-tile-to-place = Por colocar
header-tiles-left =
    { $count ->
        [one] queda { $count }
       *[other] quedan { $count }
    }
legend-last-tile = última loseta
legend-fits-here = encaja aquí
legend-your-choice = tu elección

## The close-up of the tile just placed ($follower: "follower" or "meeple", the game's word)
closeup-no-free-spot = { $cell }: ningún sitio libre
closeup-place =
    { $follower ->
        [meeple] { $cell }: ¿colocar un meeple? 1-{ $count }
       *[other] { $cell }: ¿colocar un seguidor? 1-{ $count }
    }
closeup-place-or =
    { $follower ->
        [meeple] { $cell }: ¿colocar un meeple o { $figure }? 1-{ $count } · { $figure } aquí: { $held }
       *[other] { $cell }: ¿colocar un seguidor o { $figure }? 1-{ $count } · { $figure } aquí: { $held }
    }

## The tiles still to come, and the gallery
tiles-group-monasteries = Monasterios
tiles-group-cities = Ciudades
tiles-group-roads = Caminos
tiles-group-other = Otras
tiles-group = { $group }: { $count }
tiles-to-come =
    { $count ->
        [one] queda { $count } loseta
       *[other] quedan { $count } losetas
    }
tiles-none-left = No quedan losetas
gallery-title = Catálogo de losetas
gallery-heading = { $title }: { $types } tipos de loseta
gallery-heading-copies = { $title }: { $types } tipos de loseta, { $count } losetas
picture-your-tile = tu loseta

## The profile picture: a player's rating after each rated game and how their scores spread
chart-rating-over-time = Evolución de la valoración
chart-rating = Valoración
chart-rated-games = Partidas valoradas
chart-no-rated-games = Aún no hay partidas valoradas
chart-score-distribution = Distribución de puntos
chart-score = Puntos
chart-games = Partidas
chart-no-games = Aún no hay partidas terminadas

## Tiles in words. Each phrase has a -with form, used after "with" (tile-with's $rest):
## German's dative, Polish's instrumental with its "z"; elsewhere the same words.
tile-with = { $main } con { $rest }
tile-and = { $first } y { $last }
tile-monastery = monasterio
tile-field = campo
tile-pennant = escudo
tile-pennant-with = escudo
tile-pennants =
    { $count ->
        [2] dos escudos
        [3] tres escudos
        [4] cuatro escudos
       *[other] { $count } escudos
    }
tile-pennants-with =
    { $count ->
        [2] dos escudos
        [3] tres escudos
        [4] cuatro escudos
       *[other] { $count } escudos
    }
tile-city-cap = borde de ciudad
tile-city-cap-with = borde de ciudad
tile-city-caps =
    { $count ->
        [2] dos bordes de ciudad
        [3] tres bordes de ciudad
        [4] cuatro bordes de ciudad
       *[other] { $count } bordes de ciudad
    }
tile-city-caps-with =
    { $count ->
        [2] dos bordes de ciudad
        [3] tres bordes de ciudad
        [4] cuatro bordes de ciudad
       *[other] { $count } bordes de ciudad
    }
tile-city-across = ciudad de lado a lado
tile-city-across-with = ciudad de lado a lado
tile-city-corner = esquina de ciudad
tile-city-corner-with = esquina de ciudad
tile-city-three-sided = ciudad de tres lados
tile-city-three-sided-with = ciudad de tres lados
tile-city-whole = ciudad amurallada
tile-city-whole-with = ciudad amurallada
tile-city-many =
    { $count ->
        [2] dos ciudades
        [3] tres ciudades
        [4] cuatro ciudades
       *[other] { $count } ciudades
    }
tile-city-many-with =
    { $count ->
        [2] dos ciudades
        [3] tres ciudades
        [4] cuatro ciudades
       *[other] { $count } ciudades
    }
tile-road = camino
tile-road-with = camino
tile-road-straight = camino recto
tile-road-straight-with = camino recto
tile-road-curved = curva
tile-road-curved-with = curva
tile-road-junction = cruce en T
tile-road-junction-with = cruce en T
tile-road-crossroads = cruce
tile-road-crossroads-with = cruce
tile-road-crossing = caminos que se cruzan
tile-road-crossing-with = caminos que se cruzan
tile-road-curved-many =
    { $count ->
        [2] dos curvas
       *[other] { $count } curvas
    }
tile-road-curved-many-with =
    { $count ->
        [2] dos curvas
       *[other] { $count } curvas
    }
tile-road-many =
    { $count ->
        [2] dos caminos
        [3] tres caminos
        [4] cuatro caminos
       *[other] { $count } caminos
    }
tile-road-many-with =
    { $count ->
        [2] dos caminos
        [3] tres caminos
        [4] cuatro caminos
       *[other] { $count } caminos
    }

# Por montes y valles en los mensajes del bot: fichas de cosecha tomadas, guardadas y
# contadas, series de cinco frutos, establos y cosechas en la puntuación final, y las palabras
# del motor para establos, caminatas y dónde van los meeples. $harvest elige la ficha: apple,
# strawberry, pumpkin, sunflower, grain, scarecrow.

## Narración y estado
hill-and-dale-took-harvest = { $player } tomó fichas de cosecha: { $tokens }.
hill-and-dale-harvest-scored = Puntuación final, cosecha de { $players }: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} por { $held }.
hill-and-dale-stable-scored-at = Puntuación final, establo de { $players } en **{ $cell }**: { $animals } { $animals ->
    [one] animal
   *[other] animales
} alrededor, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}.
hill-and-dale-stable-scored = Puntuación final, establo de { $players }: { $animals } { $animals ->
    [one] animal
   *[other] animales
} alrededor, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}.
# Tras la puntuación de un jugador en el estado y la hoja de puntos («; fichas de cosecha: …»).
hill-and-dale-held = fichas de cosecha: { $tokens }
hill-and-dale-with-sets = { $tokens } ({ $sets ->
    [one] { $sets } serie
   *[other] { $sets } series
} de cinco frutos)
hill-and-dale-harvest-count = { $count } { $harvest ->
    [apple] { $count ->
        [one] manzana
       *[other] manzanas
    }
    [strawberry] { $count ->
        [one] fresa
       *[other] fresas
    }
    [pumpkin] { $count ->
        [one] calabaza
       *[other] calabazas
    }
    [sunflower] { $count ->
        [one] girasol
       *[other] girasoles
    }
    [grain] { $count ->
        [one] espiga
       *[other] espigas
    }
   *[scarecrow] espantapájaros
}

## Las palabras del motor
hill-and-dale-figure-stable = construye un establo: { $animals } { $animals ->
    [one] animal
   *[other] animales
} alrededor por ahora, 1 punto cada uno al final
hill-and-dale-describe-hike = camina { $tiles } { $tiles ->
    [one] loseta
   *[other] losetas
} con tu meeple en dirección { $direction } (+{ $tiles })
hill-and-dale-refuse-stable-near = ya hay otro establo en esta loseta o en una de las 8 de alrededor
hill-and-dale-refuse-meadow = los meeples van en senderos y cultivos; en el prado solo van establos

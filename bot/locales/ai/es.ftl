# Por qué la IA juega lo que juega (la razón de la pista): claves de las razones de
# carcassonne-ai. $what: el tipo de zona, $kind su clave (para artículo y concordancia); $size:
# lo que vale ya; $owner: el color de otro jugador; $figure: el nombre de una figura, $key su
# clave.

ai-list-two = { $first } y { $last }
ai-list-more = { $first }, { $rest }

ai-so-far = { $points ->
    [0] aún no vale nada
    [one] { $points } punto por ahora
   *[other] { $points } puntos por ahora
}
ai-cities-so-far = { $count ->
    [0] aún ninguna ciudad completada
    [one] { $count } ciudad completada por ahora
   *[other] { $count } ciudades completadas por ahora
}

ai-completes-yours = completa tu { $kind ->
   *[other] { $what }
} por { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
ai-completes-shared = completa { $kind ->
    [noun-city] la { $what } compartida
    [score-hike] la { $what } compartida
    [score-harvest] la { $what } compartida
   *[other] el { $what } compartido
} por { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
ai-scores-yours = puntúa tu { $kind ->
   *[other] { $what }
} por { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
ai-scores-shared = puntúa { $kind ->
    [noun-city] la { $what } compartida
    [score-hike] la { $what } compartida
    [score-harvest] la { $what } compartida
   *[other] el { $what } compartido
} por { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}

ai-joins = comparte { $kind ->
    [noun-city] la { $what }
    [score-hike] la { $what }
    [score-harvest] la { $what }
   *[other] el { $what }
} de { $owner } ({ $size })
ai-takes-over = se queda con { $kind ->
    [noun-city] la { $what }
    [score-hike] la { $what }
    [score-harvest] la { $what }
   *[other] el { $what }
} de { $owner } ({ $size })
ai-adds-to-farm = amplía tu { $what }: { $size }
ai-extends = amplía tu { $what } ({ $size })
ai-adds-to-square = rodea tu { $what } ({ $count } de 9 losetas)
ai-places = coloca la loseta en ({ $x },{ $y })

ai-farmer-in-owned-farm = pone un granjero en el campo de { $owner }: { $size }
ai-farmer-in-field = pone un granjero en un campo: { $size }
ai-figure-in-owned-farm = pone { $key ->
    [noun-follower] un seguidor
    [noun-meeple] un meeple
    [figure-large] el seguidor grande
    [figure-abbot] el abad
    [figure-builder] el constructor
    [figure-pig] el cerdo
    [figure-shepherd] el pastor
    [figure-stable] un establo
    [figure-lantern] una linterna
   *[other] la figura «{ $figure }»
} en el campo de { $owner }: { $size }
ai-figure-in-field = pone { $key ->
    [noun-follower] un seguidor
    [noun-meeple] un meeple
    [figure-large] el seguidor grande
    [figure-abbot] el abad
    [figure-builder] el constructor
    [figure-pig] el cerdo
    [figure-shepherd] el pastor
    [figure-stable] un establo
    [figure-lantern] una linterna
   *[other] la figura «{ $figure }»
} en un campo: { $size }
ai-claims-square = ocupa { $kind ->
    [noun-city] una { $what }
    [score-hike] una { $what }
    [score-harvest] una { $what }
   *[other] un { $what }
} con { $key ->
    [noun-follower] un seguidor
    [noun-meeple] un meeple
    [figure-large] el seguidor grande
    [figure-abbot] el abad
    [figure-builder] el constructor
    [figure-pig] el cerdo
    [figure-shepherd] el pastor
    [figure-stable] un establo
    [figure-lantern] una linterna
   *[other] la figura «{ $figure }»
} ({ $count } de 9 losetas)
ai-starts = empieza { $kind ->
    [noun-city] una { $what }
    [score-hike] una { $what }
    [score-harvest] una { $what }
   *[other] un { $what }
} con { $key ->
    [noun-follower] un seguidor
    [noun-meeple] un meeple
    [figure-large] el seguidor grande
    [figure-abbot] el abad
    [figure-builder] el constructor
    [figure-pig] el cerdo
    [figure-shepherd] el pastor
    [figure-stable] un establo
    [figure-lantern] una linterna
   *[other] la figura «{ $figure }»
} ({ $size })
ai-claims = ocupa { $kind ->
    [noun-city] una { $what }
    [score-hike] una { $what }
    [score-harvest] una { $what }
   *[other] un { $what }
} con { $key ->
    [noun-follower] un seguidor
    [noun-meeple] un meeple
    [figure-large] el seguidor grande
    [figure-abbot] el abad
    [figure-builder] el constructor
    [figure-pig] el cerdo
    [figure-shepherd] el pastor
    [figure-stable] un establo
    [figure-lantern] una linterna
   *[other] la figura «{ $figure }»
} ({ $size })
ai-discards = descarta la loseta: no encaja en ninguna parte
ai-decides = decide: { $action }

ai-keeps = guarda tus { $followers }: no hay nada que valga la pena ocupar
ai-waits = espera
ai-another-player = otro jugador

ai-colour-yellow = Amarillo
ai-colour-red = Rojo
ai-colour-green = Verde
ai-colour-blue = Azul
ai-colour-black = Negro
ai-colour-pink = Rosa
ai-colour-grey = Gris
ai-colour-purple = Morado

# Narración: lo que lee el canal tras cada jugada (losetas, figuras, puntuaciones, el final),
# la hoja de la puntuación final, `/carcassonne status` y `/carcassonne log`.

## Nombres y listas
narr-player = Jugador { $seat }
narr-list-two = { $first } y { $last }
narr-list-more = { $first }, { $rest }
narr-points = { $count ->
    [one] { $count } punto
   *[other] { $count } puntos
}

## Losetas: $tile dice lo que muestra ($article solo sirve en inglés).
narr-a-tile = una loseta ({ $tile })
narr-placed = { $player } coloca una loseta ({ $tile }) en **{ $cell }** (girada { $degrees }°).
narr-discarded = { $player } roba una loseta ({ $tile }) que no encaja en ninguna parte; queda fuera del juego.
narr-discarded-last = { $player } roba una loseta ({ $tile }) que no encaja en ninguna parte; queda fuera del juego. Era la última loseta, así que la partida termina aquí.
narr-discarded-many = { $player } roba seguidas { $count } losetas que no encajan en ninguna parte ({ $tiles }); quedan fuera del juego.
narr-discarded-many-last = { $player } roba seguidas { $count } losetas que no encajan en ninguna parte ({ $tiles }); quedan fuera del juego. La última era la última loseta, así que la partida termina aquí.

## Las figuras y adónde van
narr-figure = { $key ->
    [noun-follower] un seguidor
    [noun-meeple] un meeple
    [figure-large] el seguidor grande
    [figure-abbot] el abad
    [figure-builder] el constructor
    [figure-pig] el cerdo
    [figure-shepherd] el pastor
    [figure-stable] un establo
    [figure-lantern] una linterna
   *[other] { $unique ->
        [yes] la figura «{ $name }»
       *[no] una figura «{ $name }»
    }
}
narr-on = { $key ->
    [noun-city] en la ciudad
    [noun-road] en el camino
    [noun-field] en el campo
    [noun-river] en el río
    [noun-monastery] en el monasterio
    [noun-garden] en el jardín
    [noun-crop-field] en el cultivo
    [noun-path] en el sendero
    [noun-meadow] en el prado
   *[other] en: { $name }
}
narr-from = { $key ->
    [noun-city] de la ciudad
    [noun-road] del camino
    [noun-field] del campo
    [noun-river] del río
    [noun-monastery] del monasterio
    [noun-garden] del jardín
    [noun-crop-field] del cultivo
    [noun-path] del sendero
    [noun-meadow] del prado
   *[other] de: { $name }
}
narr-on-farm = { $key ->
    [noun-field] en el campo (como granjero)
   *[other] en: { $name } (como granjero)
}
narr-from-farm = { $key ->
    [noun-field] del campo (donde era granjero)
   *[other] de: { $name } (donde era granjero)
}
narr-on-tile = en la loseta
narr-from-tile = de la loseta
narr-space = una casilla del tablero
narr-deployed = { $player } coloca { $figure } { $spot }.
narr-deployed-space = { $player } coloca { $figure } en { $space }.
narr-withdrawn = { $player } retira { $figure } { $spot }.
narr-withdrawn-space = { $player } retira { $figure } de { $space }.
narr-moved = El { $figure } de { $player } se mueve de **{ $from }** a **{ $to }**.
narr-hiked = El { $figure } de { $player } avanza { $count ->
    [one] { $count } loseta
   *[other] { $count } losetas
} hacia el { $side ->
    [north] norte
    [east] este
    [south] sur
   *[west] oeste
} { $key ->
    [noun-path] por el sendero
    [noun-road] por el camino
   *[other] ({ $along })
} hasta **{ $to }**: { $kind }, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}.
narr-hiked-somewhere = El { $figure } de { $player } avanza { $count ->
    [one] { $count } loseta
   *[other] { $count } losetas
} hasta **{ $to }**: { $kind }, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}.

## Puntuaciones
narr-points-to = { $count ->
    [one] { $count } punto
   *[other] { $count } puntos
} para { $players }
narr-nobody-scores = nadie puntúa
narr-with-note = { $score } ({ $note })
narr-completed = Completado: { $what }{ $size ->
    [0] {""}
    [one] {" "}de { $size } loseta
   *[other] {" "}de { $size } losetas
} – { $score }.
narr-final = Puntuación final, { $what }{ $size ->
    [0] {""}
    [one] {" "}de { $size } loseta
   *[other] {" "}de { $size } losetas
}: { $score }.
narr-scored-nothing = { $players }: { $what } de { $size ->
    [one] { $size } loseta
   *[other] { $size } losetas
} en **{ $cell }**: { $note }
narr-scored-nothing-nowhere = { $players }: { $what } de { $size ->
    [one] { $size } loseta
   *[other] { $size } losetas
}: { $note }

## Otros sucesos
narr-retired = { $player } ha dejado la partida.
narr-extra-turn = { $player } vuelve a jugar enseguida (un segundo turno).
narr-buried = La siguiente loseta que robó { $player } queda boca abajo, fuera del juego.
narr-tokens-taken = { $player } toma { $tokens }.
narr-final-scoring = La última loseta está colocada: puntuación final.
narr-game-over = La partida ha terminado.

## La hoja de puntuación
narr-sheet-kind = { $points } por { $count } { $noun }
narr-sheet-player = **{ $player }** +{ $total }: { $kinds }
narr-sheet-by-player = Puntuación final, jugador por jugador
narr-sheet-in-order = En el orden en que ocurrió
narr-sheet-line = - **{ $player }** ({ $colour }): **{ $total }** { $total ->
    [one] punto
   *[other] puntos
}{ $detail }{ $held }{ $gone }
narr-sheet-nobody-wins = No queda nadie que pueda ganar.
narr-sheet-winner = 🏆 Ganador: { $player }!
narr-sheet-winners = 🏆 Ganadores (empate): { $players }!

## Colores de los jugadores
narr-colour-yellow = amarillo
narr-colour-red = rojo
narr-colour-green = verde
narr-colour-blue = azul
narr-colour-black = negro
narr-colour-pink = rosa
narr-colour-grey = gris
narr-colour-purple = morado
narr-colour-white = blanco

## Duraciones
narr-time-off = desactivado
narr-time-days = { $count ->
    [one] { $count } día
   *[other] { $count } días
}
narr-time-hours = { $count } h
narr-time-minutes = { $count } min
narr-time-seconds = { $count } s
narr-time-days-hours = { $days ->
    [one] { $days } día
   *[other] { $days } días
} { $hours } h

## /carcassonne status
narr-status-base-game = juego básico
narr-status-reading = { $label }: { $words }
narr-status-quick = partida rápida
narr-status-quick-tiles = partida rápida ({ $count } losetas)
narr-status-no-counter = sin contador de losetas
narr-status-timers = Recordatorio tras { $reminder }, tiempo agotado tras { $timeout }.
narr-status-lobby = Hay una sala abierta con { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}: { $players }.
narr-status-header = **Carcassonne**: { $rules }
narr-status-turn = Turno { $turn }: esperando a { $mention }{ $what } desde { $since }.
narr-status-tiles-left = Losetas restantes: { $count }.
narr-status-figures = { $count } { $figure }
narr-status-left = dejó la partida
narr-status-if-over = { $total } si la partida terminara ahora
narr-status-if-over-gains = { $total } si la partida terminara ahora: { $gains }
narr-status-player = - **{ $player }** ({ $colour }): { $score ->
    [one] { $score } punto
   *[other] { $score } puntos
}{ $detail }; { $ending }; en reserva: { $figures }{ $held }{ $gone }

## /carcassonne log
narr-log-entry = **Turno { $turn }** · { $text }
narr-log-skipped = Se agotó el tiempo de { $player }; la IA media jugó por él.
narr-log-resigned = { $player } se ha rendido.
narr-log-removed = { $player } fue retirado tras agotar el tiempo.
narr-log-chosen = { $player } no eligió a tiempo; el bot eligió por él.
narr-log-moved = { $player } ha jugado.
narr-log-empty = Todavía no se ha jugado ningún turno.
narr-log-whole = El registro completo va adjunto; desde el turno { $turn }:
narr-log-title-running = **Registro de la partida** · { $rules } · { $players }, en curso
narr-log-title-finished = **Registro de la partida** · { $rules } · { $players }, terminada

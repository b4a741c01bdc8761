# La ayuda de reglas (/carcassonne rules y los botones Reglas): las reglas básicas de
# Carcassonne, los nombres de juegos y expansiones en los títulos, las variantes elegidas para
# una partida, cómo jugar con el bot y las palabras propias de la respuesta.

## La respuesta
rules-reply-first = **Reglas de { $title }** ({ $whose })
rules-reply-continued = **Reglas (continuación)**
rules-whose-channel = la partida de este canal
rules-whose-none-pick = no hay partida en este canal; `{ cmd-rules-game-name }:` elige otro juego
rules-whose-none = no hay partida en este canal
rules-whose-lobby = la partida de esta sala
rules-whose-game = esta partida

## De qué son las reglas
rules-title-with-one = { $game } con la expansión { $expansion }
rules-title-with-many = { $game } con las expansiones { $expansions }
rules-list-and = { $rest } y { $last }
rules-or = o

## Juegos y expansiones
rules-game-carcassonne = Carcassonne
rules-game-over-hill-and-dale = Carcassonne – Por colinas y valles
rules-game-wheel-of-fortune = Carcassonne – La Rueda de la Fortuna
rules-expansion-farmers = Granjeros
rules-expansion-abbot = El Abad
rules-expansion-river1 = El Río
rules-expansion-river2 = El Río II
rules-expansion-inns = Posadas y Catedrales
rules-expansion-traders = Mercaderes y Constructores
rules-expansion-hills = Colinas y Ovejas
rules-expansion-wheel = La Rueda de la Fortuna

## Las reglas básicas de Carcassonne
rules-base =
    Cada jugador tiene { $followers ->
        [one] { $followers } seguidor
       *[other] { $followers } seguidores
    }.
    { "**" }Tu turno:** roba una loseta y colócala junto a las losetas de la mesa de modo que todos los bordes coincidan (ciudad con ciudad, camino con camino, campo con campo). Después puedes poner un seguidor de tu reserva en esa loseta: en un camino (ladrón), en una ciudad (caballero) o en un monasterio (monje), pero no en un camino o una ciudad que ya tenga un seguidor en cualquier parte.
    { "**" }Puntuación:** un camino completado da 1 punto por loseta; una ciudad completada, 2 por loseta y 2 por escudo; un monasterio rodeado por sus 8 losetas, 9. Puntúa el jugador con más seguidores en él (si hay empate, puntúan todos los empatados), y sus seguidores vuelven a la reserva.
    { "**" }Puntuación final:** los caminos incompletos dan 1 por loseta, las ciudades incompletas 1 por loseta y 1 por escudo, los monasterios 1 por su loseta y 1 por cada loseta que los rodea. Gana quien tenga más puntos.

## Variantes de reglas distintas de los reglamentos
rules-readings-title = Variantes de reglas elegidas para esta partida
rules-reading-line = • { $label }: { $words }
rules-reading-tiny-city = Una ciudad completada de dos losetas
rules-reading-tiny-city-4 = da 4 (2.ª edición)
rules-reading-tiny-city-2 = da 2 (1.ª edición)

## Jugar con el bot
rules-interface-title = Jugar con este bot
rules-interface-start = 1. `/{ cmd-carcassonne-name } { cmd-start-name }` abre una sala (`{ cmd-start-rules-name }:` elige expansiones, o actívalas con los botones de la sala). Los jugadores pulsan **{ lobby-join }**; el anfitrión pulsa **{ lobby-start }**.
rules-interface-games = `{ cmd-start-game-name }:` juega a { $games }; un juego independiente no admite expansiones.
rules-interface-game = { $game } (de { $min } a { $max } jugadores)
rules-interface-game-default = { $game } (por defecto, de { $min } a { $max } jugadores)
rules-interface-steps =
    2. En tu turno el bot te menciona y publica el tablero con la loseta que has robado. Las casillas donde encaja están resaltadas y numeradas; los márgenes nombran filas y columnas desde la loseta inicial (N2E3: dos filas al norte, tres columnas al este).
    3. Elige en el menú bajo el tablero dónde va la loseta por el número de la casilla: casilla y giro a la vez. Un panel privado muestra la loseta en grande con sus lugares numerados (y botones para girarla).
    4. Toca un lugar numerado para poner ahí { $follower ->
        [noun-meeple] un meeple
       *[other] un seguidor
    }, o pulsa **{ turn-pass }**: cualquiera de las dos cosas termina tu turno. Si una loseta solo encaja de una forma, se salta el paso 3.
    5. Durante unos segundos tras tu turno puedes pulsar **{ turn-undo-button }** para retirarlo (o **{ turn-done-button }** para seguir); solo entonces se roba la loseta del siguiente jugador.
    Otros comandos de `/{ cmd-carcassonne-name }`: `{ cmd-board-name }` (publicar de nuevo el tablero), `{ cmd-status-name }` (puntos por tipo y cómo quedaría si la partida terminara ahora), `{ cmd-tiles-name }` (las losetas que quedan, salvo que el anfitrión haya desactivado el contador), `{ cmd-log-name }` (todos los turnos hasta ahora), `{ cmd-settings-name }` (recordatorios, tiempos límite, mensajes directos), `{ cmd-resign-name }`, `{ cmd-cancel-name }` (el anfitrión o «Gestionar servidor»), `{ cmd-rematch-name }` (tras una partida: mismas reglas, mismos jugadores).
    Si alguien está ausente, se le avisa al cabo de un rato; agotado el tiempo, los demás pueden pulsar **{ turn-skip-button }** (la IA media juega ese turno por él) o **{ turn-remove-button }** (sus turnos se saltan).

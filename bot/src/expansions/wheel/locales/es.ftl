# La Rueda de la fortuna en los mensajes del bot: las palabras del motor para sus elecciones,
# lo que hace cada sector, los movimientos del cerdo y las coronas en la narración, los botones
# de las coronas, la pregunta de la peste y la línea de estado. Nombres de los sectores:
# wheel-segment-<key> del renderizador.

## Las palabras del motor para las elecciones de la rueda
wheel-describe-crown = pon un seguidor en una corona de { $segment } (puntúa cuando el cerdo se detiene allí)
wheel-describe-plague-home = devuelve a casa tu seguidor: { $feature } en { $pos } (peste)

## Lo que hace cada sector, tras su nombre
wheel-acts-fortune = el jugador que movió el cerdo gana 3 puntos
wheel-acts-taxes = cada caballero gana 1 punto por escudo de su ciudad y 1 por cada caballero de su dueño en ella
wheel-acts-famine = cada granjero gana 1 punto por ciudad completada que linda con su campo
wheel-acts-storm = cada jugador gana 1 punto por seguidor en su reserva
wheel-acts-inquisition = cada monje gana 2 puntos
wheel-acts-plague = cada jugador devuelve a casa un seguidor del terreno

## Narración
wheel-turned = 🐷 El cerdo avanza { $steps } hasta **{ $segment }** ({ $drawer } robó una loseta de la rueda): { $effect } — { $outcome }.
wheel-outcome-nobody-on-land = nadie tiene un seguidor en el terreno
wheel-outcome-chooses = elige { $player }
wheel-outcome-chooses-first = elige primero { $player }, después { $others }
wheel-outcome-nobody-scores = nadie puntúa
wheel-crown-scored = Corona de { $segment }: { $gains } ({ $count ->
    [one] el seguidor vuelve a casa
   *[other] los seguidores vuelven a casa
}).
wheel-crown-scored-unnamed = Corona: { $gains } ({ $count ->
    [one] el seguidor vuelve a casa
   *[other] los seguidores vuelven a casa
}).
wheel-plague-sent-home = 🐷 Peste: { $player } devolvió a casa { $figure ->
    [large] su seguidor grande
    [abbot] su abad
   *[follower] su seguidor
} { $place ->
    [city] de la ciudad
    [road] del camino
    [field] del campo
    [river] del río
    [monastery] del monasterio
    [garden] del jardín
   *[tile] de la loseta
} en **{ $cell }**.
wheel-first-draw = 🐷 { $segment }: { $effect } — { $gains }.

## Dónde está una figura puesta en una corona («… en una corona de Impuestos»)
wheel-space-words = una corona de **{ $segment }**

## El paso de las figuras y la loseta robada
wheel-crown-label = Corona: { $segment } ({ $taken ->
    [shared] compartida, 3 cada uno
   *[free] { $crowns ->
        [one] 1 espacio, puntúa 3
       *[other] { $crowns } espacios, puntúa { $points } solo
    }
}; cerdo a { $away })
wheel-crown-space = Espacio de corona { $space }
wheel-only-crowns = Ningún lugar de esta loseta admite un seguidor: pon uno en una **corona** de la rueda o pulsa **{ $pass }**; cualquiera de las dos cosas termina tu turno.
wheel-about-crowns = Una **corona** acoge un seguidor fuera del terreno: puntúa cuando el cerdo se detiene en su sector (el cerdo está en **{ $segment }**).
wheel-drawn = rueda { $steps }: el cerdo avanzó { $steps } { $steps ->
    [one] sector
   *[other] sectores
} hasta **{ $segment }**

## Estado
wheel-status = 🐷 El cerdo está en **{ $segment }** ({ $effect }); { $crowns }.
wheel-status-no-crown = ninguna corona está ocupada
wheel-status-crowns = coronas: { $crowns }
wheel-status-crown = { $segment } ({ $players })

## La pregunta de la peste
wheel-plague-prompt = 🐷 **¡Peste!** Elige cuál de tus seguidores en el terreno vuelve a casa ({ $when ->
    [now] { $drawer } robó la loseta de la rueda y la coloca tras esta elección
   *[later] { $drawer } robó la loseta de la rueda y la coloca cuando todos hayan elegido
}). Solo { $deciding } puede pulsar estos botones.
wheel-plague-panel = La peste: ¿cuál de tus seguidores vuelve a casa? El tablero muestra dónde están.
# Tras «esperando a @jugador» en el estado.
wheel-plague-waiting-for = para que elija qué seguidor devuelve la peste a casa
wheel-plague-label = { $place ->
    [city] ciudad
    [road] camino
    [field] campo
    [river] río
    [monastery] monasterio
    [garden] jardín
   *[tile] loseta
} en { $cell } (vale { $worth } ahora)
wheel-plague-label-bare = { $place ->
    [city] ciudad
    [road] camino
    [field] campo
    [river] río
    [monastery] monasterio
    [garden] jardín
   *[tile] loseta
} en { $cell }
wheel-plague-not-yours-left = Has dejado esta partida; la peste pregunta ahora a { $asked }.
wheel-plague-not-yours = Esa elección no es tuya: la peste pregunta ahora a { $asked } (cada jugador con un seguidor en el terreno elige por turnos, y se te mencionará cuando te toque). No se ha cambiado nada.
wheel-plague-not-playing = No juegas en esta partida; la peste pregunta ahora a { $asked }. No se ha cambiado nada.
wheel-plague-reminder = ⏰ { $mention }, la peste sigue esperando tu elección en Carcassonne (turno { $turn }, desde <t:{ $since }:R>): ¿cuál de tus seguidores vuelve a casa?
wheel-plague-reminder-timeout = Si no has elegido { $after } después de la pregunta, devuelvo a casa el que esté en el elemento que menos vale.
wheel-plague-timed-out = ⌛ { $who } no respondió a la peste durante { $waited }; elegido en su lugar: { $chosen }, el de menor valor.
wheel-plague-chosen = el seguidor { $place ->
    [city] de la ciudad
    [road] del camino
    [field] del campo
    [river] del río
    [monastery] del monasterio
    [garden] del jardín
   *[tile] de la loseta
} en { $cell } (vale { $worth } ahora)
wheel-plague-chosen-bare = el seguidor { $place ->
    [city] de la ciudad
    [road] del camino
    [field] del campo
    [river] del río
    [monastery] del monasterio
    [garden] del jardín
   *[tile] de la loseta
} en { $cell }
wheel-plague-chosen-any = uno de sus seguidores

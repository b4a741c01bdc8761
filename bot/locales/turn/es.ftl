# El desarrollo del turno: el aviso del turno, los menús para colocar, el panel privado,
# Deshacer y Listo, los tableros mostrados de nuevo, los recordatorios, los tiempos agotados y
# sus mensajes directos, la pista, y los rechazos de botones pulsados a destiempo o por otro
# jugador.

## El aviso del turno (en el canal, en el idioma de la partida)
turn-colour = { $colour ->
    [yellow] amarillo
    [red] rojo
    [green] verde
    [blue] azul
    [black] negro
    [pink] rosa
    [grey] gris
    [purple] morado
   *[other] { $colour }
}
turn-who-your-turn = { $mention }, es tu turno
turn-who-their-turn = turno de { $name }
turn-who-your-choice = { $mention }, te toca elegir
turn-who-their-choice = elige { $name }
turn-heading = Turno { $turn }
turn-prompt-head = **Turno { $turn }** · { $who } ({ $colour }).
turn-tiles-left = { $count ->
    [one] Queda { $count } loseta después de esta.
   *[other] Quedan { $count } losetas después de esta.
}
turn-rules-line = ¿Nuevo en este juego? `/carcassonne rules` lo explica.
turn-rules-button = Reglas
turn-not-playing = (Ya no juega: { $names }.)
turn-ai-thinking = 🤖 **Turno { $turn }** · { $name } está pensando…
turn-board-above = (El tablero está con la primera pregunta de este turno, más arriba.)

## Lo que se robó y dónde encaja
turn-drew = { $you ->
    [yes] Has robado { $tile }.
   *[no] { $drawer } ha robado { $tile }.
}
turn-drew-beside = { $you ->
    [yes] Has robado { $tile }, que se ve junto al tablero.
   *[no] { $drawer } ha robado { $tile }, que se ve junto al tablero.
}
turn-fits-nowhere = No encaja en ningún sitio: pulsa **{ $discard }** para apartarla y robar otra.
turn-fits-once = Solo encaja de una manera, en **{ $cell }**: se coloca ahí.
turn-fits = Encaja de { $ways ->
    [one] { $ways } manera
   *[other] { $ways } maneras
} en { $cells ->
    [one] { $cells } casilla resaltada y numerada
   *[other] { $cells } casillas resaltadas y numeradas
}: { $how }.
turn-how-combined = elige casilla y giro en el menú por el número de la casilla
turn-how-cells = elige una casilla en el menú por su número (el panel ofrece sus giros)
turn-discard-button = Descartar loseta

## Los menús para colocar
turn-where-menu = ¿Dónde va la loseta?
turn-placement-turned = { $cell } · girada { $degrees }°
turn-fits-ways = { $ways ->
    [one] encaja de { $ways } manera
   *[other] encaja de { $ways } maneras
}
turn-more-cells = Más casillas ({ $page } de { $pages })
turn-more-cells-text = Más casillas donde encaja la loseta:
turn-choose-where = Elige dónde va la loseta: { $menu }

## El panel privado
turn-panel-cell = **{ $cell }**.
turn-panel-cell-turned = **{ $cell }**, girada { $degrees }°.
turn-no-spot = Ningún lugar de esta loseta admite { $follower ->
    [noun-meeple] un meeple
   *[other] un seguidor
}: pulsa **{ $pass }** para terminar tu turno.
turn-tap-spot = Toca un lugar numerado (como en la imagen) para poner una figura ahí, o **{ $pass }**: cualquiera de los dos termina tu turno.
turn-pass = { $follower ->
    [noun-meeple] Ningún meeple
   *[other] Ningún seguidor
}
turn-figure-menu = { $follower ->
    [noun-meeple] Tu meeple
   *[other] Tu seguidor
}
turn-spot = lugar
turn-deploy = { $number } · { $place }
turn-deploy-figure = { $number } · { $place } ({ $figure })
turn-rotate = ↻ Girar a { $degrees }°
turn-move-to-start = { $action }, a la loseta inicial
turn-move-to = { $action }, a { $cell }
turn-choice-menu = Tu elección
turn-choose = Elige:
turn-complete = Este turno está completo.
turn-played = Turno jugado; el canal muestra lo que pasó.
turn-answered = Respuesta dada; el canal muestra lo que pasó.

## Deshacer y Listo (en el mensaje del turno en el canal)
turn-undo-button = Deshacer
turn-done-button = Listo
turn-undo-offer = ↩ { $name } puede deshacer este turno hasta las { $time } (**{ $undo }**); **{ $done }** empieza ya el turno siguiente.
turn-the-player = El jugador
turn-a-player = Un jugador
turn-taken-back-again = ↩ { $name } ha deshecho este turno y lo vuelve a jugar.
turn-taken-back = ↩ { $name } ha deshecho este turno.
turn-last-tile = La última loseta está colocada: la puntuación final está en la hoja de puntos de abajo.

## Los mensajes de un turno ya terminado
turn-retired-reminder-over = ⏰ Recordatorio del turno { $turn }: ese turno ha terminado.
turn-retired-reminder-moved-on = ⏰ Recordatorio del turno { $turn }: hecho, la partida ha seguido.
turn-retired-board = 📋 El tablero tal como estaba en el turno { $turn }: ese turno ha terminado; la partida sigue abajo.
turn-retired-timeout = ⌛ El turno { $turn } se jugó al final: no hay nada que saltar.

## Recordatorios, tiempos agotados y mensajes directos
turn-reminder = ⏰ { $mention }, sigue siendo tu turno en Carcassonne (turno { $turn }, desde { $since }).
turn-open-panel = Abrir mi panel
turn-timeout = ⌛ { $mention } lleva { $waited } sin jugar el turno { $turn }. Los demás jugadores pueden elegir **{ $skip }** (la IA media lo juega por él: loseta y { $follower ->
    [noun-meeple] meeple
   *[other] seguidor
}) o **{ $remove }** (sus turnos se saltan a partir de entonces; si queda un solo jugador, la partida termina con la puntuación final).
turn-skip-button = Saltar turno
turn-remove-button = Quitar jugador
turn-dm-your-turn = Es tu turno en Carcassonne: { $link }
turn-dm-reminder = Recordatorio: es tu turno en Carcassonne: { $link }
turn-own-turn = Es tu propio turno: simplemente juégalo.
turn-remove-question = ¿Quitar a { $name } de la partida?
turn-remove-ends = Solo quedaría un jugador, así que la partida termina ahora con la puntuación final.
turn-remove-skips = Sus turnos se saltarán a partir de entonces; sus puntos se quedan en la hoja de puntos.
turn-remove-confirm = Quitar a { $name }
turn-skipped-headline = { $by } ha saltado el turno de { $name }; la IA media lo ha jugado por él.
turn-removed-headline = { $by } ha quitado a { $name } de la partida.
turn-skipped = Turno saltado.
turn-removed = Jugador quitado.
turn-timeout-skipped = ⌛ { $name } no jugó el turno { $turn } a tiempo: { $by } lo ha saltado y la IA media lo ha jugado por él.
turn-timeout-removed = ⌛ { $name } no jugó el turno { $turn } a tiempo: { $by } ha quitado a { $name } de la partida.

## La pista (privada)
turn-hint = 💡 La IA { $level ->
    [easy] fácil
    [medium] media
   *[hard] difícil
} haría esto: { $steps }. Motivo: { $reason }.
turn-hint-then = { $first }, luego { $next }
turn-hint-place = poner la loseta en **{ $cell }** girada { $degrees }°

## Rechazos (privados, en el idioma de quien pulsa)
turn-no-game = No puedo usar ese botón: esa partida no se juega aquí (ya no existe).
turn-other-channel = No puedo usar ese botón aquí: su partida se juega en otro canal.
turn-not-lobby-button = No puedo usar ese botón: no es un botón de la sala de espera.
turn-not-game-button = No puedo usar ese botón: no es uno de mis botones de juego.
turn-finished-game = Ese botón pertenece a una partida terminada; no se ha cambiado nada.
turn-cancelled-game = Esa partida se canceló; no se ha cambiado nada.
turn-broken-game = Esa partida está dañada y se ha apartado; no se ha cambiado nada. El anfitrión puede empezar una nueva.
turn-future-turn = No puedo usar ese botón: no pertenece a ningún turno de esta partida.
turn-earlier-turn = Ese botón es de un turno anterior (turno { $pressed }); la partida va por el turno { $turn }, así que no se ha cambiado nada. Usa el último mensaje.
turn-not-waiting = Esa partida no espera ninguna jugada.
turn-left-game = Has dejado esta partida; es el turno de { $mention }.
turn-not-so-fast = No tan rápido: es el turno de { $mention }. Se te mencionará cuando llegue el tuyo.
turn-not-playing-here = No juegas en esta partida; es el turno de { $mention }.
turn-bad-choice = No puedo usar esa elección: no es una de mis opciones.
turn-choice-closed = Esa elección ya no está disponible, así que no se ha cambiado nada; usa los botones del último mensaje.
turn-cannot-use = No puedo usar ese botón.
turn-next-started = El turno siguiente ya ha empezado; no se ha cambiado nada.
turn-done-not-yours = Solo el jugador que hizo esa jugada puede pulsar { $done }; el turno siguiente empieza solo en unos segundos.

## El final de la partida (en el canal)
turn-game-over = **¡Fin de la partida!**
turn-ended-early = La partida terminó antes de tiempo: quedaban muy pocos jugadores ({ $left } siguen jugando), así que se puntuó tal como estaba.
turn-nobody = nadie
turn-final-scores = Puntuaciones finales:
turn-rematch-button = Revancha
turn-final-nobody-scored = Nadie puntuó nada al final.
turn-final-worthless = **Ocupado pero sin valor:**
turn-final-in-file = Cada elemento está en el archivo adjunto.
turn-final-title = Puntuación final: puntos obtenidos al final
turn-replay = 🎞️ Toda la partida en { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
}.

## La vista web de la partida
turn-board-button = Abrir el tablero
turn-board-off = Este bot no ofrece el tablero como página web.
turn-board-link = Abrir el tablero en tu navegador
turn-board-link-text = Tu propio enlace al tablero de este canal, donde puedes jugar tocando: no lo compartas, juega en tu nombre. Funciona durante { $days ->
    [one] { $days } día
   *[other] { $days } días
}; pulsa Abrir el tablero otra vez para obtener uno nuevo.
turn-left-server = { $name } ha salido del servidor: se quita su puesto y la partida sigue sin esa persona.

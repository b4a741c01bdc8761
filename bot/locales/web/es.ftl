# La vista web de una partida (la actividad de Discord, los enlaces y el modo de juego local): lo
# que dice su servidor (titulares, rechazos) y cada palabra de la propia página (web-ui-*), que la
# página lee del servidor y muestra tal cual.

## Lo que espera la partida, encima del tablero
web-headline-turn = Turno { $turn } · { $who }
web-who-you = es tu turno
web-who-your-choice = te toca elegir
web-who-thinking = { $name } está pensando…
web-headline-undo = { $mine ->
    [yes] Turno { $turn } jugado. Deshacer lo anula hasta que empiece el turno siguiente; Listo empieza ya el siguiente.
   *[other] Turno { $turn } jugado; el turno siguiente empieza en unos segundos, salvo que se deshaga este.
}
web-headline-lobby = { $count ->
    [one] Hay una sala abierta con { $players }: únete y empieza la partida con los botones de Discord.
   *[other] Hay una sala abierta con { $players }: únete y empieza la partida con los botones de Discord.
}
web-headline-over = { $count ->
    [0] Fin de la partida.
    [one] Fin de la partida: gana { $winners }.
   *[other] Fin de la partida: ganan { $winners } (empate).
}
web-headline-cancelled = Esta partida se ha cancelado.
web-headline-broken = Esta partida no puede continuar: sus datos guardados ya no se pueden leer.

## Los pasos de un turno
web-step-place = Toca una casilla resaltada para poner ahí la loseta; tócala otra vez para girarla.
web-log-empty = Todavía no se ha jugado ningún turno.
web-step-confirm = Pulsa Jugar para jugar este turno, o Atrás para cambiarlo.
web-step-figure = Toca un lugar de la loseta para poner ahí una figura, o elige **{ $pass }**; luego pulsa Jugar.

## El modo de juego local
web-local-player = Jugador { $number }

## Rechazos
web-error-no-token = Abre esta página desde Discord (Abrir el tablero) o con `carcassonne-bot play`: se abrió sin iniciar sesión.
web-error-bad-token = Este enlace no es válido: se ha modificado o no es de este bot. Pulsa Abrir el tablero en Discord para obtener uno nuevo.
web-error-expired = Este enlace ha caducado. Pulsa Abrir el tablero en Discord para obtener uno nuevo.
web-error-not-covered = Este inicio de sesión no da acceso a esa partida.
web-error-not-member = Solo los miembros del servidor de esta partida pueden verla.
web-error-not-local = La partida local solo responde en este ordenador (127.0.0.1).
web-error-not-found = Aquí no hay nada.
web-error-sign-in = Discord no ha dejado que esta actividad inicie tu sesión; ciérrala y vuelve a abrir el tablero.
web-error-no-activity = Este bot no tiene ninguna actividad de Discord configurada.
web-error-no-such-tile = Esa loseta no existe.
web-error-no-game-here = Todavía no hay ninguna partida en este canal: empieza una con /carcassonne start.
web-error-not-complete = Ese turno aún no está terminado: elige primero dónde va la loseta (y una figura o ninguna).
web-error-no-such-game-kind = Ese juego no existe.
web-error-no-such-expansion = Esa expansión no existe.
web-error-undo-range = El tiempo para deshacer una jugada es de 0 a 60 segundos.
web-error-tiles-range = Una partida rápida reparte entre 3 y todas las losetas de terreno de sus reglas.
web-error-no-such-level = Ese nivel de IA no existe.
web-error-no-person = Una partida necesita al menos una persona en la mesa.
web-error-seats-range = Este juego no admite ese número de jugadores.

## Las palabras de la propia página
web-ui-title = Carcassonne
web-ui-loading = Cargando…
web-ui-signing-in = Iniciando sesión con Discord…
web-ui-reconnecting = Conexión perdida: reconectando…
web-ui-error = Algo ha salido mal.
web-ui-retry = Reintentar
web-ui-confirm = Jugar
web-ui-back = Atrás
web-ui-close = Cerrar
web-ui-scores = Puntos
web-ui-tiles = Losetas por salir
web-ui-log = Registro
web-ui-hint = Pista
web-ui-undo = Deshacer
web-ui-done = Listo
web-ui-discard = Descartar loseta
web-ui-rotate = Girar
web-ui-zoom-in = Acercar
web-ui-zoom-out = Alejar
web-ui-fit = Tablero entero
web-ui-to-place = Por colocar
web-ui-left = restantes
web-ui-points = puntos
web-ui-in-hand = En reserva
web-ui-watching = Estás mirando esta partida.
web-ui-which-figure = ¿Qué figura?
web-ui-left-game = ha dejado la partida
web-ui-new-game = Partida nueva
web-ui-local-title = Carcassonne en este ordenador
web-ui-game = Juego
web-ui-expansions = Expansiones
web-ui-players = Jugadores
web-ui-person = Persona
web-ui-add-person = Añadir persona
web-ui-add-ai = Añadir IA
web-ui-remove = Quitar
web-ui-name = Nombre
web-ui-quick = Partida rápida
web-ui-tile-count = Losetas de terreno
web-ui-undo-seconds = Segundos para deshacer una jugada
web-ui-language = Idioma
web-ui-start = Empezar
web-ui-saved = Partidas en este ordenador
web-ui-open = Abrir
web-ui-finished = terminada
web-ui-turn = turno
web-ui-menu = Menú
web-ui-games = Partidas
web-ui-ai = IA

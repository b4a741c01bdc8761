# Los comandos /carcassonne: sus respuestas y (para los clientes de Discord) sus nombres y descripciones.

## Respuestas
settings-language-set = A partir de ahora te respondo en { $language } (solo lo que ves tú; los mensajes de la partida en el canal siguen en el idioma de la partida).
settings-language-auto = Vuelvo a responderte en el idioma de tu Discord (ahora { $language }).
cmd-no-game = No hay ninguna partida en este canal; empieza una con `/carcassonne start`.
cmd-last-game = La última partida de este canal terminó { $ended }. Puntuaciones finales:
    { $scores }
    La hoja de puntuación con el tablero final está en el canal; `/carcassonne log` cuenta cada turno; **Revancha** en la hoja (o `/carcassonne rematch`) vuelve a jugar, y `/carcassonne start` abre una partida nueva.
cmd-unknown-game = No existe el juego «{ $game }»; elige entre { $known }.
cmd-unknown-rules = Reglas desconocidas «{ $rules }»; elige entre { $known }.
cmd-tiles-without-quick = `tiles:{ $tiles }` fija cuántas losetas reparte una partida rápida, pero `quick:False` pide la caja entera. Omite una de las dos.
cmd-undo-range = Un turno se puede deshacer durante 0 a { $max } segundos (`undo_seconds:`), no { $seconds }.
cmd-timer-range = `{ $option }:` admite de 0 (nunca) a { $max } horas (30 días), no { $hours }.
cmd-tiles-range = Una partida rápida reparte de { $min } a { $max } losetas de terreno con estas reglas, no { $tiles }; omite `tiles:` para jugarlas todas (o para 30 con `quick:True`).
cmd-board-ai-thinking = Turno { $turn }: { $player } está pensando.
cmd-board-not-revealed = El último turno todavía se puede deshacer; el siguiente empieza en unos segundos.
cmd-board-repost = 📋 El tablero que pidió { $name }, en el turno { $turn }:
cmd-tiles-not-started = La partida aún no ha empezado: todas las losetas están por salir.
cmd-tiles-no-counter = Esta partida se juega sin contador de losetas: el anfitrión lo desactivó en la sala.
cmd-tiles-title-all = Losetas por salir
cmd-tiles-title-some = { $left ->
    [one] { $left } loseta por salir, cualquiera de estas
   *[other] { $left } losetas por salir, cualesquiera de estas
    }
cmd-tiles-all = { $left ->
    [one] **Queda { $left } loseta por salir** (después de la loseta en juego), agrupada según lo que contiene.
   *[other] **Quedan { $left } losetas por salir** (después de la loseta en juego), agrupadas según lo que contienen.
    }
cmd-tiles-some = { $left ->
    [one] **Queda { $left } loseta por salir** (después de la loseta en juego), sacada de estas { $total }, agrupadas según lo que contienen.
   *[other] **Quedan { $left } losetas por salir** (después de la loseta en juego), sacadas de estas { $total }, agrupadas según lo que contienen.
    }
cmd-log-none = Todavía no se ha jugado ninguna partida en este canal.
cmd-resigned-you = Has dejado la partida; tus puntos se quedan en la hoja de puntuación.
cmd-resigned = { $name } se ha rendido.
cmd-resigned-someone = Un jugador se ha rendido.
cmd-cancelled = **Carcassonne**: { $user } ha cancelado la partida.
cmd-dm-left = Has dejado esta partida, así que no hay turnos que avisarte.
cmd-dm-on = Te enviaré un mensaje directo cuando llegue tu turno.
cmd-dm-off = No más mensajes directos para tus turnos.
cmd-timers-changed = { $timers } (a partir del próximo turno)
cmd-not-playable = { $game } todavía no se puede jugar.
cmd-gallery = Todas las losetas, con el nombre que usan los reglamentos

## Nombres y descripciones de los comandos, sus opciones y sus elecciones para los clientes de
## Discord. Nombres: minúsculas, sin espacios, 32 caracteres como máximo, únicos entre hermanos;
## descripciones: 100 caracteres como máximo.
cmd-carcassonne-name = carcassonne
cmd-carcassonne-description = Juega a Carcassonne en este canal.
cmd-start-name = empezar
cmd-start-description = Abre una sala para una partida nueva en este canal.
cmd-start-game-name = juego
cmd-start-game-description = El juego (por defecto: carcassonne)
cmd-start-rules-name = expansiones
cmd-start-rules-description = Expansiones por clave, separadas por comas (la sala tiene un interruptor para cada una)
cmd-start-quick-name = rápida
cmd-start-quick-description = Partida rápida con menos losetas (por defecto: no)
cmd-start-tiles-name = losetas
cmd-start-tiles-description = Losetas de terreno en una partida rápida (por defecto: 30)
cmd-start-reminder-hours-name = recordatorio_horas
cmd-start-reminder-hours-description = Horas antes de recordar al jugador (0: nunca; por defecto: 4)
cmd-start-timeout-hours-name = límite_horas
cmd-start-timeout-hours-description = Horas antes de que los demás puedan saltar el turno (0: nunca; por defecto: 24)
cmd-start-undo-seconds-name = deshacer_segundos
cmd-start-undo-seconds-description = Segundos para deshacer un turno antes del siguiente (0: sin deshacer; por defecto: 10)
cmd-start-tile-counter-name = contador_losetas
cmd-start-tile-counter-description = Ver las losetas por salir con /carcassonne tiles (por defecto: sí)
cmd-start-hints-name = pistas
cmd-start-hints-description = Quien tiene el turno puede pedir /carcassonne hint (por defecto: sí; no en competición)
cmd-start-language-name = idioma
cmd-start-language-description = El idioma de los mensajes e imágenes de la partida (por defecto: el del servidor)
cmd-rematch-name = revancha
cmd-rematch-description = Vuelve a jugar la última partida del canal: mismas reglas, se llama a sus jugadores.
cmd-board-name = tablero
cmd-board-description = Vuelve a mostrar el tablero actual.
cmd-hint-name = pista
cmd-hint-description = Lo que jugaría la IA difícil en tu lugar, y por qué (solo lo ves tú).
cmd-status-name = estado
cmd-status-description = Puntos, seguidores y losetas que quedan, y de quién es el turno.
cmd-tiles-name = losetas
cmd-tiles-description = Las losetas que aún saldrán en la partida de este canal, en una imagen.
cmd-log-name = registro
cmd-log-description = Los turnos de la partida de este canal (o de la última) tal como los leyó el canal.
cmd-rules-name = reglas
cmd-rules-description = Las reglas de la partida de este canal (o de otro juego) y cómo jugar con este bot.
cmd-rules-game-name = juego
cmd-rules-game-description = El juego, si este canal no tiene ninguno (por defecto: carcassonne)
cmd-resign-name = rendirse
cmd-resign-description = Deja la partida de este canal (el bot juega tus turnos restantes sin seguidores).
cmd-cancel-name = cancelar
cmd-cancel-description = Cancela la partida de este canal (anfitrión o «Gestionar servidor»).
cmd-settings-name = ajustes
cmd-settings-description = Cambia recordatorios y límites de tiempo de la partida, o tus mensajes directos.
cmd-settings-reminder-hours-name = recordatorio_horas
cmd-settings-reminder-hours-description = Horas antes de recordar al jugador (0: nunca)
cmd-settings-timeout-hours-name = límite_horas
cmd-settings-timeout-hours-description = Horas antes de que los demás puedan saltar el turno (0: nunca)
cmd-settings-quick-name = rápida
cmd-settings-quick-description = Partida rápida con menos losetas (solo en la sala)
cmd-settings-dm-name = md
cmd-settings-dm-description = Enviarme un mensaje directo cuando llegue mi turno
cmd-settings-language-name = idioma
cmd-settings-language-description = El idioma de lo que solo ves tú (Automático: el de tu Discord)
cmd-gallery-name = galería
cmd-gallery-description = Muestra todas las losetas del juego con su nombre.
cmd-gallery-game-name = juego
cmd-gallery-game-description = El juego (por defecto: carcassonne y sus expansiones)
cmd-leaderboard-name = clasificación
cmd-leaderboard-description = Las puntuaciones del servidor, las mejores primero.
cmd-leaderboard-game-name = juego
cmd-leaderboard-game-description = El juego (por defecto: carcassonne)
cmd-profile-name = perfil
cmd-profile-description = Partidas, victorias, puntuación en el tiempo y puntos de un jugador en este servidor.
cmd-profile-user-name = jugador
cmd-profile-user-description = De quién es el perfil (por defecto: el tuyo)
cmd-profile-game-name = juego
cmd-profile-game-description = Solo las partidas de este juego (por defecto: todos los juegos)
cmd-choice-automatic = Automático

# The Activity's Entry Point command in the app launcher (at most 100 characters).
cmd-launch-description = Abre el tablero de la partida de este canal

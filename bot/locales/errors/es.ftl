# Rechazos del servicio de juego y fallos del bot, tal como los leen los jugadores
# (ServiceError::text, las disculpas de on_error y de un botón que falló).

error-no-such-game = No existe la partida { $game }.
error-channel-busy = Este canal ya tiene una partida; terminadla o canceladla primero.
error-not-a-lobby = Esta partida ya ha empezado.
error-not-active = Esta partida no está en curso.
error-lobby-full = La partida está completa ({ $max } jugadores).
error-already-joined = Ya te has unido a esta partida.
error-not-seated = No juegas en esta partida.
error-not-host = Solo el anfitrión (o un administrador del servidor) puede hacer eso.
error-not-enough-players = Una partida necesita al menos { $min } jugadores; esta tiene { $have }.
error-not-your-turn = No es tu turno; esperamos a { $player }.
error-ai-playing = No es tu turno; está jugando { $name }.
error-hints-off = Las pistas están desactivadas en esta partida.
error-hints-locked = Las pistas solo se pueden activar o desactivar antes de que empiece la partida.
error-no-ai-seat = Esta sala no tiene ningún jugador de IA que quitar.
error-not-ai-turn = El asiento que juega no es de un jugador de IA.
error-ai = El jugador de IA no pudo decidirse: { $reason }.
error-stale-turn = Este turno ya se jugó.
error-not-revealed = Tu turno empieza en cuanto la última jugada ya no se pueda deshacer (unos segundos); vuelve a preguntar entonces.
error-no-action = No se indicó ninguna jugada.
error-illegal-move = Esa jugada no es posible en esta posición; no se ha cambiado nada.
error-too-early = Todavía no se puede saltar el turno (tiempo límite { $due }).
error-quick-locked = La opción de partida rápida solo puede cambiar antes de que empiece la partida.
error-tile-counter-locked = El contador de losetas solo se puede cambiar antes de que empiece la partida.
error-setup = Reglas no válidas: { $reason }.
error-too-late-to-undo = Demasiado tarde para deshacer ese turno: la partida ha seguido.
error-not-your-move = Solo el jugador que hizo esa jugada puede deshacerla.
error-nothing-to-rematch = Todavía no ha terminado ninguna partida en este canal, así que no hay nada que volver a jugar.
error-not-in-last-game = Solo los jugadores de la última partida pueden pedir la revancha; empieza una partida nueva.
error-broken = La partida { $game } está dañada y no puede continuar: { $reason }.
error-generic = Eso no ha funcionado.

## Fallos del bot: los detalles van al registro.
error-command-failed = Algo ha fallado por mi parte; inténtalo de nuevo, por favor.
error-press-failed = Algo ha fallado por mi parte; no se ha cambiado nada, salvo que lo diga el canal. Inténtalo de nuevo, por favor.
error-db-unavailable = La base de datos del juego no está disponible ahora mismo, así que no se ha cambiado nada. Inténtalo de nuevo en un momento, por favor.
error-not-my-control = No puedo usar ese control: no es uno de mis botones o menús, así que no se ha cambiado nada.
error-guild-only = No puedes usar este comando en mensajes directos: se juega en el canal de un servidor.
error-broken-at-start = ⚠️ La partida de Carcassonne de este canal (partida { $game }) no se pudo leer y se ha apartado: { $reason }. Empieza una nueva con `/carcassonne start`.

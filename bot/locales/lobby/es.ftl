# El mensaje de la sala: quién es el anfitrión, las reglas, los asientos, sus botones y su menú,
# y lo que se responde al pulsarlos; la sala tal como se cierra al empezar la partida.

lobby-open = **Carcassonne**: una partida nueva busca jugadores.
lobby-host = Anfitrión: { $host }
lobby-rules = Reglas: { $rules }
lobby-players = Jugadores ({ $count }/{ $max }):
lobby-seat = - { $player } ({ $colour })
lobby-seat-ai = - 🤖 { $player } ({ $colour }, IA)
lobby-help = Pulsa **Unirse** para sentarte; el anfitrión puede añadir jugadores de IA (**Añadir IA**, **Nivel IA** elige Fácil, Medio o Difícil) y pulsa **Empezar** cuando estén todos ({ $min } a { $max } jugadores).
lobby-help-expansions = El anfitrión puede activar y desactivar expansiones abajo.
lobby-shown-again = Este canal ya tiene una sala; aquí está otra vez.
lobby-rematch = **¡Revancha!** Las mismas reglas que en la última partida.
lobby-rematch-waiting = { $players }: pulsad **Unirse** para volver a jugar.
lobby-rematch-all-in = Todos los llamados se han unido.
lobby-started = **Carcassonne**: la partida ha empezado.
lobby-turn-order = Jugadores en orden de turno: { $players }
lobby-player = { $player } ({ $colour })
lobby-host-left = **Carcassonne**: el anfitrión se ha ido, así que esta sala está cerrada.
lobby-cancelled = **Carcassonne**: { $user } ha cancelado esta sala.

## Botones (cortos)
lobby-join = Unirse
lobby-leave = Salir
lobby-start = Empezar
lobby-cancel = Cancelar
lobby-remove-ai = Quitar IA
lobby-quick-on = Partida rápida: sí
lobby-quick-off = Partida rápida: no
lobby-tile-counter-on = Contador de losetas: sí
lobby-tile-counter-off = Contador de losetas: no
lobby-hints-on = Pistas: sí
lobby-hints-off = Pistas: no
lobby-add-ai = Añadir IA: { $level }
lobby-ai-level = Nivel IA
lobby-switch-on = { $name }: sí
lobby-switch-off = { $name }: no
lobby-reading = { $what }: { $reading }
lobby-rules-button = Reglas
lobby-language-menu = Idioma de la partida

## Rechazos al pulsar en la sala
lobby-not-started = No puedo usar ese control: esta partida aún no ha empezado.
lobby-not-a-lobby-button = No puedo usar ese control: no es un botón de la sala.
lobby-need-players = Hacen falta al menos { $min } jugadores para empezar; esta sala tiene { $have }.
lobby-already-in = Ya estás en esta sala.
lobby-host-only = Solo el anfitrión, { $host }, puede hacer eso.
lobby-language-button = 🌐 { $language }

# Lo que el motor dice a los jugadores: las acciones tal como las nombra una elección, los
# rechazos y sus razones, por qué una zona puntuó lo que puntuó. Las claves vienen de
# carcassonne-engine (Note).

## Acciones (Game::describe)
action-place = colocar la loseta en { $pos }, girada { $degrees }°
action-discard = descartar la loseta (no encaja en ninguna parte)
action-deploy = colocar una figura ({ $figure }): { $place }
action-pass = no colocar ninguna figura
action-withdraw = retirar tu figura de { $pos }
action-move = mover tu figura de { $pos } a { $to }
action-choose = opción { $option }
action-retire = el puesto { $seat } deja la partida
noun-spot = ese lugar

## Rechazos (MoveError)
move-game-over = la partida ha terminado
move-not-deploying = primero hay que colocar una loseta
move-not-placing = la loseta ya está colocada; elige una figura o pasa
move-does-not-fit = la loseta no encaja ahí: { $reason }
move-rule-violation = la loseta no puede ir ahí: { $reason }
move-discard-fits = la loseta encaja en algún sitio, así que no se puede descartar
move-no-figure-left = no te queda ninguna figura «{ $figure }»
move-no-such-spot = ese lugar no existe en la loseta recién colocada
move-wrong-figure = la figura «{ $figure }» no puede estar ahí
move-occupied = ese lugar ya está ocupado
move-figure-not-in-game = esta partida se juega sin la figura «{ $figure }»
move-deploy-refused = la figura «{ $figure }» no puede ir ahí: { $reason }
move-not-in-game = el puesto { $seat } no juega en esta partida
move-not-an-option = eso no es una de las opciones abiertas ahora
move-deciding = ahora decide el puesto { $seat }
move-turn-complete = este turno ha terminado
move-nothing-to-withdraw = no tienes ahí ninguna figura que puedas retirar

## Por qué una loseta no encaja (EdgeMismatch)
fit-occupied = la casilla ya está ocupada
fit-detached = la casilla no toca ninguna loseta colocada
fit-edge = su borde { $side } ({ $have }) da con: { $need }
side-north = norte
side-east = este
side-south = sur
side-west = oeste
edge-city = ciudad
edge-road = camino
edge-field = campo
edge-river = río
edge-wheel = rueda

## Por qué no se puede preparar una partida (SetupError)
setup-player-count = una partida necesita de 2 a 8 jugadores, no { $players }
setup-follower-count = cada jugador necesita de 1 a 20 seguidores, no { $followers }
setup-empty-deck = no hay losetas con las que jugar con estas reglas
setup-not-playable = { $game } todavía no se puede jugar
setup-too-many = { $game } es para { $max } jugadores como máximo, no { $players }
setup-no-expansions = { $game } es un juego propio y no admite expansiones
setup-unknown-variant = no existe la variante de reglas { $variant }
setup-bad-variant = la variante de reglas { $variant } no tiene la opción { $value }

## Por qué una zona puntuó lo que puntuó (nota de Event::Scored)
note-no-completed-city = ninguna ciudad completada linda con este campo

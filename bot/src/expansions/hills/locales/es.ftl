# Colinas y ovejas en los mensajes del bot: la loseta enterrada, las ovejas y lobos sacados y
# los rebaños recogidos en la narración, y las palabras del motor para el pastor y su rebaño.

## Narración
hills-buried = La siguiente loseta quedó boca abajo bajo la colina de { $player }, fuera del juego.
hills-drew-wolf = { $player } sacó **un lobo**: el rebaño se dispersa y sus pastores vuelven a casa.
hills-drew-sheep = { $player } sacó { $sheep } { $sheep ->
    [one] oveja
   *[other] ovejas
} para el rebaño.
hills-flock-gathered = El rebaño se recoge: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} para { $players }.

## Las palabras del motor
hills-figure-shepherd = pone un pastor en un campo para criar un rebaño
hills-describe-grow = amplía el rebaño ({ $sheep } { $sheep ->
    [one] oveja
   *[other] ovejas
} ahora; saca una ficha, un lobo lo dispersa)
hills-describe-gather = recoge el rebaño por { $sheep } { $sheep ->
    [one] punto
   *[other] puntos
}
hills-refuse-second-shepherd = este campo ya tiene un pastor
hills-refuse-no-farmers = esta partida no tiene granjeros

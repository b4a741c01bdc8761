# The Wheel of Fortune: the wheel's slices and what they do, the pig's line in the header,
# wheel numbers in tiles' names, its rules picture.

wheel-segment-fortune = Fortuna
wheel-segment-taxes = Impuestos
wheel-segment-famine = Hambruna
wheel-segment-storm = Tormenta
wheel-segment-inquisition = Inquisición
wheel-segment-plague = Peste
wheel-effect-fortune = el jugador que movió el cerdo puntúa 3
wheel-effect-taxes = cada caballero puntúa 1 por escudo de su ciudad y 1 por caballero de su dueño en ella
wheel-effect-famine = cada granjero puntúa 1 por ciudad completada junto a su campo
wheel-effect-storm = cada jugador puntúa 1 por seguidor en su reserva
wheel-effect-inquisition = cada monje puntúa 2
wheel-effect-plague = cada jugador retira a un seguidor del tablero
wheel-pig-on = Cerdo en
wheel-gallery-title = Losetas de La Rueda de la Fortuna
tile-wheel-number = rueda { $number }
tile-wheel-number-with = rueda { $number }
score-wheel =
    { $count ->
       *[one] rueda
        [other] rueda
    }
score-crown =
    { $count ->
       *[one] corona
        [other] coronas
    }
wheel-picture-caption = La rueda: una loseta con un número (1 a 3) mueve el cerdo tantas casillas en el sentido de las agujas del reloj. La casilla donde se detiene actúa en seguida:
wheel-picture-slice = { $name }: { $effect }
wheel-picture-crowns = Coronas: después, cada seguidor en las coronas de esa casilla puntúa 3 (6 si está solo en una casilla con dos coronas) y vuelve a casa.

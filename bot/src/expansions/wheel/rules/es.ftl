# La parte de la Rueda de la Fortuna en la ayuda de reglas (/carcassonne rules), para el juego
# independiente y para la expansión.

wheel-rules-title = La Rueda de la Fortuna
wheel-rules-wheel =
    { $board ->
        [game] Este juego es Carcassonne jugado desde el tablero de la rueda
       *[expansion] El tablero de la rueda ocupa el lugar de la loseta inicial
    }: sus ciudades, caminos y campos cuentan como los de cualquier loseta. El cerdo empieza en Fortuna.
    Cuando se roba una loseta con un número de rueda (1 a 3), el cerdo avanza primero ese número de casillas en el sentido de las agujas del reloj. La casilla donde se detiene actúa en el acto:
    { $actions }
    Después, los seguidores de las coronas de esa casilla puntúan y vuelven a la reserva, y la loseta se coloca como siempre.
wheel-rules-action-fortune = • **Fortuna**: el jugador que movió el cerdo obtiene 3
wheel-rules-action-taxes = • **Impuestos**: cada caballero obtiene 1 por escudo de su ciudad y 1 por cada caballero de su dueño en ella
wheel-rules-action-famine = • **Hambruna**: cada granjero obtiene 1 por ciudad completada que limita con su campo
wheel-rules-action-storm = • **Tormenta**: cada jugador obtiene 1 por seguidor en su reserva
wheel-rules-action-inquisition = • **Inquisición**: cada monje obtiene 2
wheel-rules-action-plague = • **Peste**: cada jugador retira del terreno a uno de sus seguidores
wheel-rules-crowns-title = Coronas y peste
wheel-rules-crowns =
    { "**" }Coronas:** en lugar de una figura en tu loseta, puedes poner un seguidor en una corona libre de la rueda (un seguidor por corona). Cuando el cerdo se detiene en su casilla, un seguidor solo en una casilla con una corona obtiene 3, solo en una casilla con dos coronas 6, y dos seguidores que comparten casilla obtienen 3 cada uno; luego vuelven a la reserva. Los seguidores en coronas no puntúan nada al final.
    { "**" }La peste:** cada jugador con un seguidor en el terreno retira uno de ellos (las coronas no cuentan), empezando por el jugador que movió el cerdo y luego en el sentido de las agujas del reloj. El bot se lo pregunta a cada uno por turno.

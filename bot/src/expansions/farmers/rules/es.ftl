# La parte de los granjeros en la ayuda de reglas (/carcassonne rules).

farmers-rules-title = Granjeros
farmers-rules =
    También puedes tumbar a tu seguidor en un campo de la loseta que has colocado: es un granjero. Igual que con caminos y ciudades, no en un campo que ya tenga un granjero en cualquier parte.
    Los granjeros se quedan donde están hasta el final de la partida. Entonces cada campo da 3 puntos por cada ciudad completada que toca, para el jugador con más granjeros en él (si hay empate, puntúan todos los empatados). Los caminos, las ciudades y el borde del terreno separan los campos.

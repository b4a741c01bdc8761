# La parte del abad en la ayuda de reglas (/carcassonne rules).

abbot-rules-title = El Abad
abbot-rules =
    Cada jugador tiene además un abad. En lugar de un seguidor puedes ponerlo en un monasterio o un jardín de la loseta que has colocado; en los jardines no va ninguna otra figura.
    Un jardín puntúa como un monasterio: 9 puntos cuando ya están las 8 losetas que lo rodean. En lugar de poner una figura en tu turno, puedes retirar tu abad: puntúa en el acto su monasterio o jardín, 1 punto por su loseta y 1 por cada loseta que lo rodea. Al final, un abad que siga en juego puntúa igual.

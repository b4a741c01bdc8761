# La parte de Posadas y Catedrales en la ayuda de reglas (/carcassonne rules).

inns-rules-title = Posadas y Catedrales
inns-rules =
    Cada jugador tiene además un seguidor grande. Va a cualquier lugar al que pueda ir un seguidor y cuenta como dos seguidores al contar una mayoría.
    { "**" }Posadas:** un camino completado con una posada junto a él da 2 puntos por loseta en lugar de 1, pero nada si sigue incompleto al final.
    { "**" }Catedrales:** una ciudad completada con una catedral da 3 puntos por loseta y por escudo en lugar de 2, pero nada si sigue incompleta al final.

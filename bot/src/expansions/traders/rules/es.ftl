# La parte de Mercaderes y Constructores en la ayuda de reglas (/carcassonne rules).

traders-rules-title = Mercaderes y Constructores
traders-rules =
    Cada jugador tiene además un constructor y un cerdo; ninguno de los dos cuenta para una mayoría.
    { "**" }Mercancías:** quien coloca la loseta que completa una ciudad toma una ficha de mercancía por cada símbolo que haya en ella (vino, trigo, tela), sea de quien sea la ciudad. Al final, el jugador con más fichas de cada tipo obtiene 10 puntos (si hay empate, puntúan todos los empatados).
    { "**" }Cerdo:** ponlo en un campo de la loseta que has colocado donde ya tengas un granjero. Al final, si ganas ese campo, te da 4 puntos por ciudad completada en lugar de 3.
traders-rules-builder-title = El doble turno del constructor
traders-rules-builder = Pon tu constructor en un camino o una ciudad de la loseta que has colocado donde ya tengas un seguidor. Cada vez que una loseta tuya posterior amplíe ese camino o esa ciudad, juegas en el acto un segundo turno: roba otra loseta, colócala y pon una figura en ella si quieres (un segundo turno nunca da un tercero). El constructor vuelve a tu reserva cuando su camino o ciudad puntúa, o cuando tu último seguidor lo abandona.

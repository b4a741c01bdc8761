# La parte de Colinas y Ovejas en la ayuda de reglas (/carcassonne rules), y las palabras de sus
# variantes cuando una partida juega otras distintas de las del reglamento.

hills-rules-title = Colinas y Ovejas
hills-rules =
    { "**" }Colinas:** cuando robas una loseta de colina, la siguiente loseta del montón va debajo, boca abajo y fuera de la partida. Cuando una mayoría está empatada, un seguidor sobre una loseta de colina la gana para su dueño (caminos, ciudades y campos, durante la partida y al final).
    { "**" }Viñedos:** un monasterio completado da 3 puntos más por cada viñedo en las 8 losetas que lo rodean.
hills-rules-shepherd-title = Pastor y rebaño
hills-rules-shepherd =
    Cada jugador tiene además un pastor. En lugar de un seguidor puedes ponerlo en un campo de la loseta que has colocado que aún no tenga pastor (los granjeros dan igual), y sacar una ficha de la bolsa: las ovejas se unen a su rebaño, un lobo lo devuelve a tu reserva.
    Cada vez que tu propia loseta amplía el campo de tu pastor, elige: **ampliar** el rebaño (saca otra ficha; un lobo ahuyenta todas las ovejas del campo y devuelve a sus pastores sin puntuar) o **reunirlo**: cada pastor del campo obtiene 1 punto por oveja que haya allí y luego vuelve a la reserva.
hills-rules-closed = Un rebaño cuyo campo se completa puntúa en el acto.
hills-rules-shepherd-end = Los pastores no puntúan nada al final y no cuentan para ninguna mayoría.

## Variantes elegidas para una partida
rules-reading-hill-tiebreak = Mayoría empatada con seguidores en colinas
rules-reading-hill-tiebreak-at-least-one = gana cada jugador empatado con un seguidor en una colina
rules-reading-hill-tiebreak-most-followers = gana el jugador empatado con más seguidores en colinas
rules-reading-flock-closed = Un rebaño cuyo campo está completado
rules-reading-flock-closed-waits = espera a ser reunido (reglamento)
rules-reading-flock-closed-scores = puntúa en el acto (JCloisterZone)

# La ayuda de reglas de Por colinas y valles (/carcassonne rules): todo el juego, las
# excursiones y los establos. Su nombre es rules-game-over-hill-and-dale (bot/locales/rules).

hill-and-dale-rules-game =
    Cada jugador tiene 4 meeples y 2 establos. El terreno tiene senderos, cultivos (rodeados de prado) y prados con animales.
    { "**" }Tu turno:** roba una loseta y colócala de modo que todos los bordes coincidan (sendero con sendero, cultivo con cultivo, prado con prado). Después haz una de tres cosas: pon un meeple en esa loseta, en un sendero como **excursionista** o en un cultivo como **granjero** (nunca en un prado, y no donde un sendero o cultivo ya tenga un meeple en cualquier parte); o pon un **establo** en su prado; o haz una **excursión** con un excursionista.
    { "**" }Los senderos** se completan cuando sus dos extremos llegan a un cruce o a un cultivo, o cuando forman un circuito: 1 punto por loseta para quien tenga más excursionistas en él (si hay empate, puntúan todos los empatados).
    { "**" }Los cultivos** se completan cuando el prado los rodea por completo, sin huecos: 2 puntos por loseta para quien tenga más granjeros, que además **cosechan**: una ficha de cosecha por cada símbolo del cultivo (manzana, fresa, calabaza, girasol, trigo, o un espantapájaros). Los granjeros empatados toman las fichas por turnos, empezando por el jugador que completó el cultivo. Los meeples que puntúan vuelven a la reserva.
    { "**" }Puntuación final:** los senderos y cultivos incompletos dan 1 punto por loseta (sin fichas). Cada ficha de cosecha da 1, y cada serie de cinco frutos distintos, 5 más (un espantapájaros sustituye a cualquier fruto).
hill-and-dale-rules-hike-title = Excursiones
hill-and-dale-rules-hike = Cuando tu loseta amplía un sendero donde está tu excursionista (sin completarlo), puedes hacer una excursión en lugar de poner un meeple o un establo: lleva a ese excursionista por el sendero y obtén 1 punto por cada loseta en la que entre. Puede adelantar a otros excursionistas, pero no detenerse en una loseta donde haya otro, y nunca atraviesa un cruce. Solo en tu propio turno, y con un excursionista por turno.
hill-and-dale-rules-stable-title = Establos
hill-and-dale-rules-stable = Un establo va en el prado de la loseta que has colocado, pero no si ya hay otro establo en esa loseta o en una de las 8 que la rodean. Se queda hasta el final de la partida y entonces da 1 punto por cada animal (gallo, vaca, caballo, oveja, cerdo) en su loseta y en las 8 losetas que la rodean, sin importar cuántos haya.

# Clasificaciones: la tabla del servidor (/carcassonne leaderboard) y la página de un jugador (/carcassonne profile).

## La última línea de la hoja de puntuación: la puntuación de cada jugador antes y después de la partida
rate-sheet-line = Clasificación: { $changes }
rate-sheet-change = { $player } { $before } → { $after } ({ $delta })

## Cómo nombra una tabla a los jugadores del bot, una puntuación por nivel
rate-ai = IA ({ $level })

## /carcassonne leaderboard
rate-board-title = { $game }: la clasificación de este servidor
rate-board-row = **{ $rank }.** { $player } · **{ $rating }** · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
    } · { $percent } % ganadas
rate-board-empty = Nadie ha terminado aún una partida de { $game } en este servidor: la tabla se llena al acabar las partidas.
rate-board-footer = Página { $page } de { $pages } · { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
    } · puntuación = 1000 + 40 × (nivel − 3 × incertidumbre)
rate-board-previous = Anterior
rate-board-next = Siguiente
rate-board-no-server = Esta tabla pertenece al canal de un servidor.

## /carcassonne profile
rate-profile-title = { $player }
rate-profile-title-game = { $player } · { $game }
rate-profile-ratings = Puntuaciones
rate-profile-rating = { $game }: **{ $rating }**, { $rank ->
    [1] primero de la tabla
   *[other] puesto { $rank } de la tabla
    }
rate-profile-record = Historial
rate-profile-record-line = { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
    }, { $wins } ganadas ({ $percent } %); puntos de media { $mean }, mejor { $best }
rate-profile-favourites = Expansiones favoritas
rate-profile-favourite = { $expansion } ({ $games })
rate-profile-no-favourite = ninguna: el juego tal cual
rate-profile-points = Puntos por tipo
rate-profile-opponents = Cara a cara
rate-profile-opponent = { $player }: { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
    }, por delante { $ahead }, por detrás { $behind }, empatados { $level }
rate-profile-no-opponents = nadie aún
rate-profile-nobody = { $player } aún no ha terminado ninguna partida en este servidor.
rate-profile-chart = La puntuación tras cada partida y cómo se reparten los puntos

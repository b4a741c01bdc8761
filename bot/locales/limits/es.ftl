# Refusals of a user or server that asks too much of the bot (crate::limits): what limit was
# reached and when to try again.

limit-presses = Estás pulsando demasiado rápido: como mucho { $limit ->
    [one] una pulsación
   *[other] { $limit } pulsaciones
} por minuto. No se ha cambiado nada; vuelve a intentarlo en { $seconds ->
    [one] un segundo
   *[other] { $seconds } segundos
}.
limit-commands = Estás enviando comandos demasiado rápido: como mucho { $limit ->
    [one] un comando
   *[other] { $limit } comandos
} por minuto. No se ha hecho nada; vuelve a intentarlo en { $seconds ->
    [one] un segundo
   *[other] { $seconds } segundos
}.
limit-server-games = Este servidor ya tiene { $max ->
    [one] una partida abierta
   *[other] { $max } partidas abiertas
} (esperando jugadores o en curso), el máximo que este bot lleva a la vez en un servidor. No se ha empezado nada: terminad o cancelad una antes, o pedid a quien gestiona el bot que suba el límite.

# Comerciantes y Constructores en los mensajes del bot: mercancías tomadas y sus mayorías en
# la narración, una cantidad de mercancías y las palabras del motor para el constructor y el
# cerdo. $goods elige la mercancía: wine, wheat, cloth.

## Narración
traders-took-goods = { $player } tomó { $count } { $count ->
    [one] ficha
   *[other] fichas
} de { $goods ->
    [wine] vino
    [wheat] trigo
   *[cloth] tela
} de la ciudad.
traders-goods-majority = Mayoría de mercancías: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} para { $players }.
traders-goods-count = { $goods ->
    [wine] vino
    [wheat] trigo
   *[cloth] tela
}: { $count }

## Las palabras del motor
traders-figure-pig = pone un cerdo en tu campo: 4 por ciudad en vez de 3
traders-figure-builder = pone un constructor en tu { $feature }: cada ampliación da un segundo turno
traders-refuse-builder = un constructor solo se une a un camino o una ciudad con uno de tus seguidores
traders-refuse-pig = un cerdo solo se une a un campo con uno de tus granjeros
traders-note-pig = el cerdo lo sube a 4 por ciudad

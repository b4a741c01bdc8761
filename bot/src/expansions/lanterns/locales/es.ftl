# Las Linternas, la expansión de prueba (característica probe), en los mensajes del bot:
# linternas encendidas y apagadas, aceite, las linternas encendidas en el estado y las
# palabras del motor para sus elecciones (y para las reglas de prueba del motor, probe-*).

## Narración y estado
lanterns-lit = 🏮 { $player } encendió una linterna.
lanterns-lit-at = 🏮 { $player } encendió una linterna en **{ $cell }**.
lanterns-blown-out = 🏮 { $players } apagó una linterna: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} de brillo.
lanterns-oil = aceite: { $count }
lanterns-burning-at = { $player } en { $cell }
lanterns-none-burning = 🏮 No arde ninguna linterna.
lanterns-burning = 🏮 Linternas encendidas: { $lanterns }.

## Las palabras del motor
lanterns-describe-keep = mantén la linterna encendida
lanterns-describe-blow-out = apaga la linterna por su brillo
lanterns-figure-lantern = enciende una linterna en el camino
probe-grow = amplía el rebaño
probe-gather = recoge el rebaño
probe-refuse-short-road = solo en un camino de { $tiles } losetas o más

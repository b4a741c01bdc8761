placed = { $player } coloca una loseta en { $celda }.
points = { $count ->
    [one] { $count } punto
   *[other] { $count } puntos
}
scored = La ciudad da { $count } puntos.

-city = city
placed = { $player } placed a tile on { $cell }.
points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
scored = The { -city } scored { $count ->
    [one] one point
   *[other] { $count } points
}.

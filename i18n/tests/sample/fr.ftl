placed = { $player } pose une tuile en { $cell }.
points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
scored = La ville rapporte { $count } points.
extra = Pas en anglais.

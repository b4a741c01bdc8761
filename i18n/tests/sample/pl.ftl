placed = { $player } kładzie płytkę na { $cell }.
points = { $count ->
    [one] { $count } punkt
    [few] { $count } punkty
   *[many] { $count } punktów
}

-city = Stadt
placed = { $player } legt ein Plättchen auf { $cell }.
points = { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
}
scored = Die { -city } bringt { $count } Punkte.

# Laternen, die Test-Erweiterung (Feature probe), in den Nachrichten des Bots: angezündete und
# ausgeblasene Laternen, Öl, brennende Laternen im Status und die Wörter der Engine für ihre
# Wahlen (und für die Test-Regeln der Engine, probe-*).

## Erzählung und Status
lanterns-lit = 🏮 { $player } hat eine Laterne angezündet.
lanterns-lit-at = 🏮 { $player } hat bei **{ $cell }** eine Laterne angezündet.
lanterns-blown-out = 🏮 { $players } hat eine Laterne ausgeblasen: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} Glanz.
lanterns-oil = { $count } Öl
lanterns-burning-at = { $player } bei { $cell }
lanterns-none-burning = 🏮 Keine Laterne brennt.
lanterns-burning = 🏮 Brennende Laternen: { $lanterns }.

## Die Wörter der Engine
lanterns-describe-keep = lass die Laterne brennen
lanterns-describe-blow-out = blase die Laterne für ihren Glanz aus
lanterns-figure-lantern = zündet eine Laterne an der Straße an
probe-grow = vergrößere die Herde
probe-gather = treibe die Herde ein
probe-refuse-short-road = nur auf eine Straße aus { $tiles } oder mehr Plättchen

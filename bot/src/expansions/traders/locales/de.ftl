# Händler und Baumeister in den Nachrichten des Bots: genommene Waren und ihre Mehrheiten in
# der Erzählung, eine Anzahl Waren und die Wörter der Engine für Baumeister und Schwein.
# $goods wählt die Ware: wine, wheat, cloth.

## Erzählung
traders-took-goods = { $player } hat { $count } Warenplättchen { $goods ->
    [wine] Wein
    [wheat] Getreide
   *[cloth] Stoff
} aus der Stadt genommen.
traders-goods-majority = Mehrheit bei den Waren: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} für { $players }.
traders-goods-count = { $count } { $goods ->
    [wine] Wein
    [wheat] Getreide
   *[cloth] Stoff
}

## Die Wörter der Engine
traders-figure-pig = setzt ein Schwein auf deine Wiese: 4 pro Stadt statt 3
traders-figure-builder = setzt einen Baumeister auf deine { $feature }: jede Erweiterung bringt einen zweiten Zug
traders-refuse-builder = ein Baumeister kommt nur auf eine Straße oder Stadt mit einem deiner Gefolgsleute
traders-refuse-pig = ein Schwein kommt nur auf eine Wiese mit einem deiner Bauern
traders-note-pig = das Schwein macht daraus 4 pro Stadt

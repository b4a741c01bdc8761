# The Wheel of Fortune: the wheel's slices and what they do, the pig's line in the header,
# wheel numbers in tiles' names, its rules picture.

wheel-segment-fortune = Fortuna
wheel-segment-taxes = Steuern
wheel-segment-famine = Hungersnot
wheel-segment-storm = Sturm
wheel-segment-inquisition = Inquisition
wheel-segment-plague = Pest
wheel-effect-fortune = wer das Schwein bewegt hat, erhält 3 Punkte
wheel-effect-taxes = jeder Ritter erhält 1 Punkt pro Wappen seiner Stadt und 1 pro Ritter seines Besitzers dort
wheel-effect-famine = jeder Bauer erhält 1 Punkt pro fertiger Stadt an seiner Wiese
wheel-effect-storm = jeder Spieler erhält 1 Punkt pro Gefolgsmann im Vorrat
wheel-effect-inquisition = jeder Mönch erhält 2 Punkte
wheel-effect-plague = jeder Spieler nimmt einen Gefolgsmann vom Land zurück
wheel-pig-on = Schwein auf
wheel-gallery-title = Plättchen von Das Glücksrad
tile-wheel-number = Rad { $number }
tile-wheel-number-with = Rad { $number }
score-wheel =
    { $count ->
       *[one] Glücksrad
        [other] Glücksrad
    }
score-crown =
    { $count ->
       *[one] Krone
        [other] Kronen
    }
wheel-picture-caption = Das Rad: Ein Plättchen mit einer Zahl (1 bis 3) bewegt das Schwein so viele Felder im Uhrzeigersinn. Das Feld, auf dem es stehen bleibt, wirkt sofort:
wheel-picture-slice = { $name }: { $effect }
wheel-picture-crowns = Kronen: Danach erhält jeder Gefolgsmann auf den Kronen dieses Feldes 3 Punkte (6, wenn allein auf einem Feld mit zwei Kronen) und kehrt zurück.

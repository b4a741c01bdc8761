# Über Stock und Stein in den Nachrichten des Bots: genommene, gehaltene und gezählte
# Erntemarker, Sätze aus fünf Früchten, Ställe und Ernte in der Schlusswertung und die Wörter
# der Engine für Ställe, Wanderungen und wo Meeple stehen dürfen. $harvest wählt den Marker:
# apple, strawberry, pumpkin, sunflower, grain, scarecrow.

## Erzählung und Status
hill-and-dale-took-harvest = { $player } hat Erntemarker genommen: { $tokens }.
hill-and-dale-harvest-scored = Schlusswertung, Ernte von { $players }: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} für { $held }.
hill-and-dale-stable-scored-at = Schlusswertung, Stall von { $players } bei **{ $cell }**: { $animals } { $animals ->
    [one] Tier
   *[other] Tiere
} ringsum, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}.
hill-and-dale-stable-scored = Schlusswertung, Stall von { $players }: { $animals } { $animals ->
    [one] Tier
   *[other] Tiere
} ringsum, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}.
# Nach der Punktzahl eines Spielers im Status und im Wertungsblatt („; Erntemarker: …“).
hill-and-dale-held = Erntemarker: { $tokens }
hill-and-dale-with-sets = { $tokens } ({ $sets ->
    [one] { $sets } Satz
   *[other] { $sets } Sätze
} aus fünf Früchten)
hill-and-dale-harvest-count = { $count } { $harvest ->
    [apple] { $count ->
        [one] Apfel
       *[other] Äpfel
    }
    [strawberry] { $count ->
        [one] Erdbeere
       *[other] Erdbeeren
    }
    [pumpkin] { $count ->
        [one] Kürbis
       *[other] Kürbisse
    }
    [sunflower] { $count ->
        [one] Sonnenblume
       *[other] Sonnenblumen
    }
    [grain] { $count ->
        [one] Ähre
       *[other] Ähren
    }
   *[scarecrow] { $count ->
        [one] Vogelscheuche
       *[other] Vogelscheuchen
    }
}

## Die Wörter der Engine
hill-and-dale-figure-stable = baut einen Stall: bisher { $animals } { $animals ->
    [one] Tier
   *[other] Tiere
} ringsum, am Ende je 1 Punkt
hill-and-dale-describe-hike = wandere mit deinem Meeple { $tiles } Plättchen Richtung { $direction } (+{ $tiles })
hill-and-dale-refuse-stable-near = auf diesem Plättchen oder einem der 8 umliegenden steht schon ein Stall
hill-and-dale-refuse-meadow = Meeple stehen auf Wegen und Feldern; auf die Wiese kommen nur Ställe

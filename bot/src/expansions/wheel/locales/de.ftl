# Das Glücksrad in den Nachrichten des Bots: die Wörter der Engine für seine Wahlen, was jedes
# Segment bewirkt, die Züge des Schweins und die Kronen in der Erzählung, die Kronen-Knöpfe,
# die Frage der Pest und die Statuszeile. Segmentnamen: wheel-segment-<key> des Renderers.

## Die Wörter der Engine für die Wahlen des Glücksrads
wheel-describe-crown = setze einen Gefolgsmann auf eine Krone im Segment { $segment } (sie punktet, wenn das Schwein dort landet)
wheel-describe-plague-home = schicke deinen Gefolgsmann nach Hause: { $feature } bei { $pos } (Pest)

## Was jedes Segment bewirkt, nach seinem Namen
wheel-acts-fortune = der Spieler, der das Schwein bewegt hat, erhält 3 Punkte
wheel-acts-taxes = jeder Ritter erhält 1 Punkt pro Wappen in seiner Stadt und 1 pro Ritter seines Besitzers dort
wheel-acts-famine = jeder Bauer erhält 1 Punkt pro abgeschlossener Stadt an seiner Wiese
wheel-acts-storm = jeder Spieler erhält 1 Punkt pro Gefolgsmann in seinem Vorrat
wheel-acts-inquisition = jeder Mönch erhält 2 Punkte
wheel-acts-plague = jeder Spieler schickt einen Gefolgsmann aus der Landschaft nach Hause

## Erzählung
wheel-turned = 🐷 Das Schwein zieht { $steps } weiter auf **{ $segment }** ({ $drawer } hat ein Glücksrad-Plättchen gezogen): { $effect } — { $outcome }.
wheel-outcome-nobody-on-land = niemand hat einen Gefolgsmann in der Landschaft
wheel-outcome-chooses = { $player } wählt
wheel-outcome-chooses-first = zuerst wählt { $player }, dann { $others }
wheel-outcome-nobody-scores = niemand erhält Punkte
wheel-crown-scored = Krone im Segment { $segment }: { $gains } ({ $count ->
    [one] der Gefolgsmann geht nach Hause
   *[other] die Gefolgsleute gehen nach Hause
}).
wheel-crown-scored-unnamed = Krone: { $gains } ({ $count ->
    [one] der Gefolgsmann geht nach Hause
   *[other] die Gefolgsleute gehen nach Hause
}).
wheel-plague-sent-home = 🐷 Pest: { $player } hat { $figure ->
    [large] den großen Gefolgsmann
    [abbot] den Abt
   *[follower] den Gefolgsmann
} { $place ->
    [city] in der Stadt
    [road] auf der Straße
    [field] auf der Wiese
    [river] am Fluss
    [monastery] im Kloster
    [garden] im Garten
   *[tile] auf dem Plättchen
} bei **{ $cell }** nach Hause geschickt.
wheel-first-draw = 🐷 { $segment }: { $effect } — { $gains }.

## Wo eine Figur auf einer Krone steht (Akkusativ nach „auf“)
wheel-space-words = eine Krone im Segment **{ $segment }**

## Der Figurenschritt und das gezogene Plättchen
wheel-crown-label = Krone: { $segment } ({ $taken ->
    [shared] geteilt, je 3
   *[free] { $crowns ->
        [one] 1 Platz, bringt 3
       *[other] { $crowns } Plätze, allein { $points }
    }
}; Schwein { $away } entfernt)
wheel-crown-space = Kronenplatz { $space }
wheel-only-crowns = Kein Platz auf diesem Plättchen kann einen Gefolgsmann aufnehmen: Setze einen auf eine **Krone** des Glücksrads oder drücke **{ $pass }**; beides beendet deinen Zug.
wheel-about-crowns = Eine **Krone** nimmt stattdessen einen Gefolgsmann außerhalb der Landschaft auf: Sie punktet, wenn das Schwein auf ihrem Segment landet (das Schwein steht auf **{ $segment }**).
wheel-drawn = Glücksrad { $steps }: Das Schwein ist { $steps } { $steps ->
    [one] Segment
   *[other] Segmente
} weiter auf **{ $segment }** gezogen

## Status
wheel-status = 🐷 Das Schwein steht auf **{ $segment }** ({ $effect }); { $crowns }.
wheel-status-no-crown = keine Krone ist besetzt
wheel-status-crowns = Kronen: { $crowns }
wheel-status-crown = { $segment } ({ $players })

## Die Frage der Pest
wheel-plague-prompt = 🐷 **Pest!** Wähle, welcher deiner Gefolgsleute in der Landschaft nach Hause geht ({ $when ->
    [now] { $drawer } hat das Glücksrad-Plättchen gezogen und legt es nach dieser Wahl
   *[later] { $drawer } hat das Glücksrad-Plättchen gezogen und legt es, sobald alle gewählt haben
}). Nur { $deciding } kann diese Knöpfe drücken.
wheel-plague-panel = Die Pest: Welcher deiner Gefolgsleute geht nach Hause? Das Spielfeld zeigt, wo sie stehen.
# Nach „wartet auf @Spieler“ im Status.
wheel-plague-waiting-for = (wählt, welchen Gefolgsmann die Pest nach Hause schickt)
wheel-plague-label = { $place ->
    [city] Stadt
    [road] Straße
    [field] Wiese
    [river] Fluss
    [monastery] Kloster
    [garden] Garten
   *[tile] Plättchen
} bei { $cell } (jetzt { $worth } wert)
wheel-plague-label-bare = { $place ->
    [city] Stadt
    [road] Straße
    [field] Wiese
    [river] Fluss
    [monastery] Kloster
    [garden] Garten
   *[tile] Plättchen
} bei { $cell }
wheel-plague-not-yours-left = Du hast dieses Spiel verlassen; die Pest fragt jetzt { $asked }.
wheel-plague-not-yours = Diese Wahl steht dir nicht zu: Die Pest fragt jetzt { $asked } (jeder Spieler mit einem Gefolgsmann in der Landschaft wählt der Reihe nach, und du wirst erwähnt, wenn du dran bist). Es wurde nichts geändert.
wheel-plague-not-playing = Du spielst in diesem Spiel nicht mit; die Pest fragt jetzt { $asked }. Es wurde nichts geändert.
wheel-plague-reminder = ⏰ { $mention }, die Pest wartet in Carcassonne noch auf deine Wahl (Zug { $turn }, seit <t:{ $since }:R>): Welcher deiner Gefolgsleute geht nach Hause?
wheel-plague-reminder-timeout = Hast du { $after } nach der Frage noch nicht gewählt, schicke ich den Gefolgsmann auf dem Gebiet mit dem geringsten Wert nach Hause.
wheel-plague-timed-out = ⌛ { $who } hat { $waited } lang nicht auf die Pest geantwortet; stattdessen gewählt: { $chosen }, der mit dem geringsten Wert.
wheel-plague-chosen = der Gefolgsmann { $place ->
    [city] in der Stadt
    [road] auf der Straße
    [field] auf der Wiese
    [river] am Fluss
    [monastery] im Kloster
    [garden] im Garten
   *[tile] auf dem Plättchen
} bei { $cell } (jetzt { $worth } wert)
wheel-plague-chosen-bare = der Gefolgsmann { $place ->
    [city] in der Stadt
    [road] auf der Straße
    [field] auf der Wiese
    [river] am Fluss
    [monastery] im Kloster
    [garden] im Garten
   *[tile] auf dem Plättchen
} bei { $cell }
wheel-plague-chosen-any = einer der eigenen Gefolgsleute

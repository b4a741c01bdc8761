# Refusals of a user or server that asks too much of the bot (crate::limits): what limit was
# reached and when to try again.

limit-presses = Du drückst zu schnell: höchstens { $limit ->
    [one] ein Klick
   *[other] { $limit } Klicks
} pro Minute. Es wurde nichts geändert; versuch es in { $seconds ->
    [one] einer Sekunde
   *[other] { $seconds } Sekunden
} noch einmal.
limit-commands = Du schickst Befehle zu schnell: höchstens { $limit ->
    [one] ein Befehl
   *[other] { $limit } Befehle
} pro Minute. Es wurde nichts ausgeführt; versuch es in { $seconds ->
    [one] einer Sekunde
   *[other] { $seconds } Sekunden
} noch einmal.
limit-server-games = Auf diesem Server { $max ->
    [one] ist schon ein Spiel
   *[other] sind schon { $max } Spiele
} offen (sie warten auf Spieler oder laufen), mehr führt dieser Bot auf einem Server nicht gleichzeitig. Es wurde nichts gestartet: Beendet oder brecht zuerst eines ab, oder bittet den Betreiber des Bots, die Grenze anzuheben.

# Der Abt in den Nachrichten des Bots: die Wörter der Engine für das Zurückholen des Abts.
# $place ist das Wort des Spiels für Kloster oder Garten.
abbot-describe-recall = hole deinen Abt zurück ({ $place }, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
})

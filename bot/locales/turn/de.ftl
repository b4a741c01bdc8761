# Der Zugablauf: die Zugaufforderung, die Menüs zum Anlegen, das private Bedienfeld,
# Rückgängig und Fertig, neu gezeigte Spielpläne, Erinnerungen, Zeitüberschreitungen und ihre
# Direktnachrichten, der Tipp und die Ablehnungen von Knöpfen, die zur falschen Zeit oder vom
# falschen Spieler gedrückt wurden.

## Die Zugaufforderung (im Kanal, in der Sprache des Spiels)
turn-colour = { $colour ->
    [yellow] gelb
    [red] rot
    [green] grün
    [blue] blau
    [black] schwarz
    [pink] rosa
    [grey] grau
    [purple] lila
   *[other] { $colour }
}
turn-who-your-turn = { $mention }, du bist am Zug
turn-who-their-turn = { $name } ist am Zug
turn-who-your-choice = { $mention }, du entscheidest
turn-who-their-choice = { $name } entscheidet
turn-heading = Zug { $turn }
turn-prompt-head = **Zug { $turn }** · { $who } ({ $colour }).
turn-tiles-left = { $count ->
    [one] Nach diesem noch { $count } Plättchen.
   *[other] Nach diesem noch { $count } Plättchen.
}
turn-rules-line = Neu in diesem Spiel? `/carcassonne rules` erklärt es.
turn-rules-button = Regeln
turn-not-playing = (Spielt nicht mehr mit: { $names }.)
turn-ai-thinking = 🤖 **Zug { $turn }** · { $name } denkt nach …
turn-board-above = (Der Spielplan steht oben bei der ersten Frage dieses Zuges.)

## Was gezogen wurde und wo es passt
turn-drew = { $you ->
    [yes] Du hast { $tile } gezogen.
   *[no] { $drawer } hat { $tile } gezogen.
}
turn-drew-beside = { $you ->
    [yes] Du hast { $tile } gezogen, zu sehen neben dem Spielplan.
   *[no] { $drawer } hat { $tile } gezogen, zu sehen neben dem Spielplan.
}
turn-fits-nowhere = Es passt nirgends: Drücke **{ $discard }**, um es beiseitezulegen und ein neues zu ziehen.
turn-fits-once = Es passt nur auf eine Art, auf **{ $cell }**: Dort wird es angelegt.
turn-fits = Es passt auf { $ways ->
    [one] { $ways } Art
   *[other] { $ways } Arten
} in { $cells ->
    [one] { $cells } hervorgehobenes, nummeriertes Feld
   *[other] { $cells } hervorgehobene, nummerierte Felder
}: { $how }.
turn-how-combined = Wähle Feld und Drehung im Menü nach der Nummer des Feldes
turn-how-cells = Wähle ein Feld im Menü nach seiner Nummer (das Bedienfeld bietet seine Drehungen an)
turn-discard-button = Plättchen ablegen

## Die Menüs zum Anlegen
turn-where-menu = Wohin kommt das Plättchen?
turn-placement-turned = { $cell } · um { $degrees }° gedreht
turn-fits-ways = { $ways ->
    [one] passt auf { $ways } Art
   *[other] passt auf { $ways } Arten
}
turn-more-cells = Weitere Felder ({ $page } von { $pages })
turn-more-cells-text = Weitere Felder, auf die das Plättchen passt:
turn-choose-where = Wähle, wohin das Plättchen kommt: { $menu }

## Das private Bedienfeld
turn-panel-cell = **{ $cell }**.
turn-panel-cell-turned = **{ $cell }**, um { $degrees }° gedreht.
turn-no-spot = Kein Platz auf diesem Plättchen kann { $follower ->
    [noun-meeple] einen Meeple
   *[other] einen Gefolgsmann
} aufnehmen: Drücke **{ $pass }**, um deinen Zug zu beenden.
turn-tap-spot = Tippe auf einen nummerierten Platz (wie auf dem Bild), um eine Figur dorthin zu setzen, oder auf **{ $pass }**: Beides beendet deinen Zug.
turn-pass = { $follower ->
    [noun-meeple] Kein Meeple
   *[other] Kein Gefolgsmann
}
turn-figure-menu = { $follower ->
    [noun-meeple] Dein Meeple
   *[other] Dein Gefolgsmann
}
turn-spot = Platz
turn-deploy = { $number } · { $place }
turn-deploy-figure = { $number } · { $place } ({ $figure })
turn-rotate = ↻ Auf { $degrees }° drehen
turn-move-to-start = { $action }, zum Startplättchen
turn-move-to = { $action }, nach { $cell }
turn-choice-menu = Deine Wahl
turn-choose = Wähle:
turn-complete = Dieser Zug ist vollständig.
turn-played = Zug gespielt; im Kanal steht, was geschah.
turn-answered = Antwort gegeben; im Kanal steht, was geschah.

## Rückgängig und Fertig (an der Zugnachricht im Kanal)
turn-undo-button = Rückgängig
turn-done-button = Fertig
turn-undo-offer = ↩ { $name } kann diesen Zug bis { $time } zurücknehmen (**{ $undo }**); **{ $done }** startet sofort den nächsten Zug.
turn-the-player = Der Spieler
turn-a-player = Ein Spieler
turn-taken-back-again = ↩ { $name } hat diesen Zug zurückgenommen und spielt ihn neu.
turn-taken-back = ↩ { $name } hat diesen Zug zurückgenommen.
turn-last-tile = Das letzte Plättchen liegt: Die Schlusswertung steht unten auf dem Wertungsblatt.

## Nachrichten eines Zuges, wenn er vorbei ist
turn-retired-reminder-over = ⏰ Erinnerung für Zug { $turn }: Dieser Zug ist vorbei.
turn-retired-reminder-moved-on = ⏰ Erinnerung für Zug { $turn }: Erledigt, das Spiel ist weitergegangen.
turn-retired-board = 📋 Der Spielplan, wie er in Zug { $turn } war: Dieser Zug ist vorbei; das Spiel geht unten weiter.
turn-retired-timeout = ⌛ Zug { $turn } wurde doch noch gespielt: Es gibt nichts zu überspringen.

## Erinnerungen, Zeitüberschreitungen und Direktnachrichten
turn-reminder = ⏰ { $mention }, du bist in Carcassonne immer noch am Zug (Zug { $turn }, seit { $since }).
turn-open-panel = Mein Bedienfeld öffnen
turn-timeout = ⌛ { $mention } hat Zug { $turn } seit { $waited } nicht gespielt. Die anderen Spieler können **{ $skip }** (die mittlere KI spielt ihn für sie: Plättchen und { $follower ->
    [noun-meeple] Meeple
   *[other] Gefolgsmann
}) oder **{ $remove }** (ihre Züge werden von da an übersprungen; bleibt nur ein Spieler übrig, endet das Spiel mit der Schlusswertung).
turn-skip-button = Zug überspringen
turn-remove-button = Spieler entfernen
turn-dm-your-turn = Du bist in Carcassonne am Zug: { $link }
turn-dm-reminder = Erinnerung: Du bist in Carcassonne am Zug: { $link }
turn-own-turn = Das ist dein eigener Zug: Spiel ihn einfach.
turn-remove-question = { $name } aus dem Spiel entfernen?
turn-remove-ends = Dann bliebe nur ein Spieler übrig, also endet das Spiel sofort mit der Schlusswertung.
turn-remove-skips = Die Züge werden von da an übersprungen; die Punkte bleiben auf dem Wertungsblatt.
turn-remove-confirm = { $name } entfernen
turn-skipped-headline = { $by } hat den Zug von { $name } übersprungen; die mittlere KI hat ihn für sie gespielt.
turn-removed-headline = { $by } hat { $name } aus dem Spiel entfernt.
turn-skipped = Zug übersprungen.
turn-removed = Spieler entfernt.
turn-timeout-skipped = ⌛ { $name } hat Zug { $turn } nicht rechtzeitig gespielt: { $by } hat ihn übersprungen, und die mittlere KI hat ihn für sie gespielt.
turn-timeout-removed = ⌛ { $name } hat Zug { $turn } nicht rechtzeitig gespielt: { $by } hat { $name } aus dem Spiel entfernt.

## Der Tipp (privat)
turn-hint = 💡 Die { $level ->
    [easy] leichte
    [medium] mittlere
   *[hard] schwere
} KI würde { $steps }: { $reason }.
turn-hint-then = { $first }, dann { $next }
turn-hint-place = das Plättchen auf **{ $cell }** legen, um { $degrees }° gedreht

## Ablehnungen (privat, in der Sprache des Drückenden)
turn-no-game = Diesen Knopf kann ich nicht verwenden: Dieses Spiel läuft hier nicht (es gibt es nicht mehr).
turn-other-channel = Diesen Knopf kann ich hier nicht verwenden: Sein Spiel läuft in einem anderen Kanal.
turn-not-lobby-button = Diesen Knopf kann ich nicht verwenden: Er gehört nicht zur Lobby.
turn-not-game-button = Diesen Knopf kann ich nicht verwenden: Er ist keiner meiner Spielknöpfe.
turn-finished-game = Dieser Knopf gehört zu einem beendeten Spiel; nichts wurde geändert.
turn-cancelled-game = Dieses Spiel wurde abgebrochen; nichts wurde geändert.
turn-broken-game = Dieses Spiel ist defekt und wurde beiseitegelegt; nichts wurde geändert. Der Gastgeber kann ein neues starten.
turn-future-turn = Diesen Knopf kann ich nicht verwenden: Er gehört zu keinem Zug dieses Spiels.
turn-earlier-turn = Dieser Knopf stammt aus einem früheren Zug (Zug { $pressed }); das Spiel ist jetzt bei Zug { $turn }, also wurde nichts geändert. Nimm die neueste Nachricht.
turn-not-waiting = Dieses Spiel wartet auf keinen Zug.
turn-left-game = Du hast dieses Spiel verlassen; { $mention } ist am Zug.
turn-not-so-fast = Nicht so schnell: { $mention } ist am Zug. Du wirst erwähnt, wenn du dran bist.
turn-not-playing-here = Du spielst in diesem Spiel nicht mit; { $mention } ist am Zug.
turn-bad-choice = Diese Wahl kann ich nicht verwenden: Sie ist keine meiner Optionen.
turn-choice-closed = Diese Wahl steht nicht mehr offen, also wurde nichts geändert; nimm die Knöpfe der neuesten Nachricht.
turn-cannot-use = Diesen Knopf kann ich nicht verwenden.
turn-next-started = Der nächste Zug hat schon begonnen; nichts wurde geändert.
turn-done-not-yours = Nur wer diesen Zug gemacht hat, kann { $done } drücken; der nächste Zug beginnt in ein paar Sekunden von selbst.

## Das Spielende (im Kanal)
turn-game-over = **Spielende!**
turn-ended-early = Das Spiel endete vorzeitig: Es waren zu wenige Spieler übrig ({ $left } spielen noch), also wurde es so gewertet, wie es stand.
turn-nobody = niemand
turn-final-scores = Endstand:
turn-rematch-button = Revanche
turn-final-nobody-scored = Bei der Schlusswertung hat niemand Punkte bekommen.
turn-final-worthless = **Besetzt, aber nichts wert:**
turn-final-in-file = Jedes Gebiet steht in der angehängten Datei.
turn-final-title = Schlusswertung: Punkte am Spielende
turn-replay = 🎞️ Das ganze Spiel in { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Zügen
}.

## Die Webansicht des Spiels
turn-board-button = Spielplan öffnen
turn-board-off = Dieser Bot bietet den Spielplan nicht als Webseite an.
turn-board-link = Spielplan im Browser öffnen
turn-board-link-text = Dein eigener Link zum Spielplan dieses Kanals, auf dem du per Tippen spielen kannst: Teile ihn nicht, er spielt in deinem Namen. Er gilt { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
}; drücke noch einmal auf Spielplan öffnen, um einen neuen zu bekommen.
turn-left-server = { $name } hat den Server verlassen: Der Platz wird entfernt, und das Spiel geht ohne { $name } weiter.

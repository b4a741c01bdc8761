# Die Webansicht eines Spiels (die Discord-Aktivität, Links und der lokale Spielmodus): was ihr
# Server sagt (Überschriften, Ablehnungen) und jedes Wort der Seite selbst (web-ui-*), das die
# Seite vom Server liest und so zeigt, wie es ist.

## Worauf das Spiel wartet, über dem Spielplan
web-headline-turn = Zug { $turn } · { $who }
web-who-you = du bist am Zug
web-who-your-choice = du entscheidest
web-who-thinking = { $name } denkt nach …
web-headline-undo = { $mine ->
    [yes] Zug { $turn } ist gespielt. Rückgängig nimmt ihn zurück, bis der nächste Zug beginnt; Fertig startet den nächsten Zug sofort.
   *[other] Zug { $turn } ist gespielt; der nächste Zug beginnt in ein paar Sekunden, wenn er nicht zurückgenommen wird.
}
web-headline-lobby = { $count ->
    [one] Eine Lobby mit { $players } ist offen: Beitreten und Starten geht über die Knöpfe in Discord.
   *[other] Eine Lobby mit { $players } ist offen: Beitreten und Starten geht über die Knöpfe in Discord.
}
web-headline-over = { $count ->
    [0] Spielende.
    [one] Spielende: { $winners } gewinnt.
   *[other] Spielende: { $winners } gewinnen gemeinsam.
}
web-headline-cancelled = Dieses Spiel wurde abgebrochen.
web-headline-broken = Dieses Spiel kann nicht weitergehen: Seine gespeicherten Daten lassen sich nicht mehr lesen.

## Die Schritte eines Zuges
web-step-place = Tippe auf ein hervorgehobenes Feld, um das Plättchen dorthin zu legen; tippe noch einmal darauf, um es zu drehen.
web-log-empty = Es wurde noch kein Zug gespielt.
web-step-confirm = Drücke Spielen, um diesen Zug zu spielen, oder Zurück, um ihn zu ändern.
web-step-figure = Tippe auf einen Platz auf dem Plättchen, um eine Figur dorthin zu setzen, oder wähle **{ $pass }**; drücke dann Spielen.

## Der lokale Spielmodus
web-local-player = Spieler { $number }

## Ablehnungen
web-error-no-token = Öffne diese Seite aus Discord (Spielplan öffnen) oder mit `carcassonne-bot play`: Sie wurde ohne Anmeldung geöffnet.
web-error-bad-token = Dieser Link ist ungültig: Er wurde verändert oder stammt nicht von diesem Bot. Drücke in Discord auf Spielplan öffnen, um einen neuen zu bekommen.
web-error-expired = Dieser Link ist abgelaufen. Drücke in Discord auf Spielplan öffnen, um einen neuen zu bekommen.
web-error-not-covered = Diese Anmeldung gilt nicht für dieses Spiel.
web-error-not-member = Nur Mitglieder des Servers dieses Spiels können zusehen.
web-error-not-local = Das lokale Spiel antwortet nur auf diesem Computer (127.0.0.1).
web-error-not-found = Hier gibt es nichts.
web-error-sign-in = Discord hat dich in dieser Aktivität nicht angemeldet; schließe sie und öffne den Spielplan noch einmal.
web-error-no-activity = Für diesen Bot ist keine Discord-Aktivität eingerichtet.
web-error-no-such-tile = Dieses Plättchen gibt es nicht.
web-error-no-game-here = In diesem Kanal gibt es noch kein Spiel: Starte eines mit /carcassonne start.
web-error-not-complete = Dieser Zug ist noch nicht fertig: Wähle zuerst, wohin das Plättchen kommt (und eine Figur oder keine).
web-error-no-such-game-kind = Dieses Spiel gibt es nicht.
web-error-no-such-expansion = Diese Erweiterung gibt es nicht.
web-error-undo-range = Ein Zug kann 0 bis 60 Sekunden lang zurückgenommen werden.
web-error-tiles-range = Ein schnelles Spiel teilt zwischen 3 und allen Landschaftsplättchen seiner Regeln aus.
web-error-no-such-level = Diese KI-Stufe gibt es nicht.
web-error-no-person = Ein Spiel braucht mindestens eine Person am Tisch.
web-error-seats-range = Mit so vielen Spielern wird dieses Spiel nicht gespielt.

## Die Wörter der Seite selbst
web-ui-title = Carcassonne
web-ui-loading = Wird geladen …
web-ui-signing-in = Anmeldung mit Discord …
web-ui-reconnecting = Verbindung verloren: Wird neu verbunden …
web-ui-error = Etwas ist schiefgelaufen.
web-ui-retry = Erneut versuchen
web-ui-confirm = Spielen
web-ui-back = Zurück
web-ui-close = Schließen
web-ui-scores = Punktestand
web-ui-tiles = Kommende Plättchen
web-ui-log = Protokoll
web-ui-hint = Tipp
web-ui-undo = Rückgängig
web-ui-done = Fertig
web-ui-discard = Plättchen ablegen
web-ui-rotate = Drehen
web-ui-zoom-in = Vergrößern
web-ui-zoom-out = Verkleinern
web-ui-fit = Ganzer Spielplan
web-ui-to-place = Zu legen
web-ui-left = übrig
web-ui-points = Punkte
web-ui-in-hand = Im Vorrat
web-ui-watching = Du schaust diesem Spiel zu.
web-ui-which-figure = Welche Figur?
web-ui-left-game = hat das Spiel verlassen
web-ui-new-game = Neues Spiel
web-ui-local-title = Carcassonne auf diesem Computer
web-ui-game = Spiel
web-ui-expansions = Erweiterungen
web-ui-players = Spieler
web-ui-person = Person
web-ui-add-person = Person hinzufügen
web-ui-add-ai = KI hinzufügen
web-ui-remove = Entfernen
web-ui-name = Name
web-ui-quick = Schnelles Spiel
web-ui-tile-count = Landschaftsplättchen
web-ui-undo-seconds = Sekunden zum Zurücknehmen
web-ui-language = Sprache
web-ui-start = Starten
web-ui-saved = Spiele auf diesem Computer
web-ui-open = Öffnen
web-ui-finished = beendet
web-ui-turn = Zug
web-ui-menu = Menü
web-ui-games = Spiele
web-ui-ai = KI

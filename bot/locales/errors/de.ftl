# Ablehnungen des Spieldienstes und Fehler des Bots, wie Spieler sie lesen (ServiceError::text,
# die Entschuldigungen von on_error und eines fehlgeschlagenen Knopfs).

error-no-such-game = Es gibt kein Spiel { $game }.
error-channel-busy = In diesem Kanal läuft schon ein Spiel; beendet oder brecht es zuerst ab.
error-not-a-lobby = Dieses Spiel hat schon begonnen.
error-not-active = Dieses Spiel läuft nicht.
error-lobby-full = Das Spiel ist voll ({ $max } Spieler).
error-already-joined = Du bist diesem Spiel schon beigetreten.
error-not-seated = Du spielst in diesem Spiel nicht mit.
error-not-host = Das kann nur der Gastgeber (oder eine Serververwaltung).
error-not-enough-players = Ein Spiel braucht mindestens { $min } Spieler, dieses hat { $have }.
error-not-your-turn = Du bist nicht am Zug; wir warten auf { $player }.
error-ai-playing = Du bist nicht am Zug; { $name } spielt gerade.
error-hints-off = Tipps sind in diesem Spiel ausgeschaltet.
error-hints-locked = Tipps können nur vor Spielbeginn ein- oder ausgeschaltet werden.
error-no-ai-seat = In dieser Lobby gibt es keinen Computerspieler zum Entfernen.
error-not-ai-turn = Der Platz am Zug gehört keinem Computerspieler.
error-ai = Der Computerspieler konnte sich nicht entscheiden: { $reason }.
error-stale-turn = Dieser Zug wurde schon gespielt.
error-not-revealed = Dein Zug beginnt, sobald der letzte Zug nicht mehr zurückgenommen werden kann (ein paar Sekunden); frag dann noch einmal.
error-no-action = Es wurde kein Zug angegeben.
error-illegal-move = Dieser Zug ist in dieser Lage nicht möglich; nichts wurde geändert.
error-too-early = Der Zug kann noch nicht übersprungen werden (Zeitlimit { $due }).
error-quick-locked = Das schnelle Spiel kann nur vor Spielbeginn umgestellt werden.
error-tile-counter-locked = Der Plättchenzähler kann nur vor Spielbeginn umgeschaltet werden.
error-setup = Ungültige Regeln: { $reason }.
error-too-late-to-undo = Zu spät, um diesen Zug zurückzunehmen: das Spiel ist weitergegangen.
error-not-your-move = Nur wer den Zug gemacht hat, kann ihn zurücknehmen.
error-nothing-to-rematch = In diesem Kanal ist noch kein Spiel zu Ende gegangen, es gibt also nichts zu wiederholen.
error-not-in-last-game = Nur die Spieler des letzten Spiels können eine Revanche ausrufen; starte stattdessen ein neues Spiel.
error-broken = Spiel { $game } ist beschädigt und kann nicht weitergehen: { $reason }.
error-generic = Das hat nicht geklappt.

## Fehler des Bots: die Einzelheiten stehen im Protokoll.
error-command-failed = Bei mir ist etwas schiefgegangen; bitte versuch es noch einmal.
error-press-failed = Bei mir ist etwas schiefgegangen; nichts wurde geändert, außer der Kanal sagt es. Bitte versuch es noch einmal.
error-db-unavailable = Die Datenbank des Spiels ist gerade nicht erreichbar, also wurde nichts geändert. Bitte versuch es gleich noch einmal.
error-not-my-control = Dieses Bedienelement kann ich nicht verwenden: es ist keiner meiner Knöpfe oder Menüs, also wurde nichts geändert.
error-guild-only = Diesen Befehl kannst du nicht in Direktnachrichten verwenden: gespielt wird im Kanal eines Servers.
error-broken-at-start = ⚠️ Das Carcassonne-Spiel in diesem Kanal (Spiel { $game }) konnte nicht gelesen werden und wurde beiseitegelegt: { $reason }. Starte ein neues mit `/carcassonne start`.

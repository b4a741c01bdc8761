# Die /carcassonne-Befehle: ihre Antworten und (für die Discord-Clients) ihre Namen und Beschreibungen.

## Antworten
settings-language-set = Ab jetzt antworte ich dir auf { $language } (nur was du allein siehst; die Nachrichten des Spiels im Kanal bleiben in der Sprache des Spiels).
settings-language-auto = Ich antworte dir wieder in der Sprache deines Discords (jetzt { $language }).
cmd-no-game = In diesem Kanal gibt es kein Spiel; starte eines mit `/carcassonne start`.
cmd-last-game = Das letzte Spiel in diesem Kanal endete { $ended }. Endstand:
    { $scores }
    Der Wertungsbogen mit dem letzten Spielfeld steht im Kanal; `/carcassonne log` erzählt jeden Zug; **Revanche** auf dem Bogen (oder `/carcassonne rematch`) spielt noch einmal, und `/carcassonne start` eröffnet ein neues Spiel.
cmd-unknown-game = Es gibt kein Spiel „{ $game }“; zur Wahl stehen { $known }.
cmd-unknown-rules = Unbekannte Regeln „{ $rules }“; zur Wahl stehen { $known }.
cmd-tiles-without-quick = `tiles:{ $tiles }` legt fest, wie viele Plättchen ein schnelles Spiel austeilt, aber `quick:False` verlangt die ganze Schachtel. Lass eines von beiden weg.
cmd-undo-range = Ein Zug kann 0 bis { $max } Sekunden lang zurückgenommen werden (`undo_seconds:`), nicht { $seconds }.
cmd-timer-range = `{ $option }:` nimmt 0 (nie) bis { $max } Stunden (30 Tage), nicht { $hours }.
cmd-tiles-range = Ein schnelles Spiel teilt mit diesen Regeln { $min } bis { $max } Landschaftsplättchen aus, nicht { $tiles }; lass `tiles:` weg, um alle zu spielen (oder für 30 mit `quick:True`).
cmd-board-ai-thinking = Zug { $turn }: { $player } denkt nach.
cmd-board-not-revealed = Der letzte Zug kann noch zurückgenommen werden; der nächste beginnt in ein paar Sekunden.
cmd-board-repost = 📋 Das Spielfeld, wie { $name } es verlangt hat, in Zug { $turn }:
cmd-tiles-not-started = Das Spiel hat noch nicht begonnen: alle Plättchen kommen noch.
cmd-tiles-no-counter = Dieses Spiel wird ohne Plättchenzähler gespielt: der Gastgeber hat ihn in der Lobby ausgeschaltet.
cmd-tiles-title-all = Kommende Plättchen
cmd-tiles-title-some = { $left ->
    [one] { $left } kommendes Plättchen, eines von diesen
   *[other] { $left } kommende Plättchen, beliebige von diesen
    }
cmd-tiles-all = { $left ->
    [one] **Noch { $left } Plättchen kommt** (nach dem Plättchen im Spiel), geordnet nach dem, was es zeigt.
   *[other] **Noch { $left } Plättchen kommen** (nach dem Plättchen im Spiel), geordnet nach dem, was sie zeigen.
    }
cmd-tiles-some = { $left ->
    [one] **Noch { $left } Plättchen kommt** (nach dem Plättchen im Spiel), gezogen aus diesen { $total }, geordnet nach dem, was sie zeigen.
   *[other] **Noch { $left } Plättchen kommen** (nach dem Plättchen im Spiel), gezogen aus diesen { $total }, geordnet nach dem, was sie zeigen.
    }
cmd-log-none = In diesem Kanal wurde noch kein Spiel gespielt.
cmd-resigned-you = Du hast das Spiel verlassen; deine Punkte bleiben auf dem Wertungsbogen.
cmd-resigned = { $name } hat aufgegeben.
cmd-resigned-someone = Ein Spieler hat aufgegeben.
cmd-cancelled = **Carcassonne**: das Spiel wurde von { $user } abgebrochen.
cmd-dm-left = Du hast dieses Spiel verlassen, es gibt also keine Züge, über die ich dich benachrichtigen könnte.
cmd-dm-on = Ich schicke dir eine Direktnachricht, wenn du am Zug bist.
cmd-dm-off = Keine Direktnachrichten mehr für deine Züge.
cmd-timers-changed = { $timers } (ab dem nächsten Zug)
cmd-not-playable = { $game } ist noch nicht spielbar.
cmd-gallery = Jedes Plättchen, mit dem Namen aus den Spielregeln

## Namen und Beschreibungen der Befehle, ihrer Optionen und Auswahlen für die Discord-Clients.
## Namen: Kleinbuchstaben, ohne Leerzeichen, höchstens 32 Zeichen, unter Geschwistern eindeutig;
## Beschreibungen höchstens 100 Zeichen.
cmd-carcassonne-name = carcassonne
cmd-carcassonne-description = Spiele Carcassonne in diesem Kanal.
cmd-start-name = starten
cmd-start-description = Eröffne eine Lobby für ein neues Spiel in diesem Kanal.
cmd-start-game-name = spiel
cmd-start-game-description = Das Spiel (Standard: carcassonne)
cmd-start-rules-name = erweiterungen
cmd-start-rules-description = Erweiterungen nach Schlüssel, mit Komma getrennt (die Lobby hat für jede einen Schalter)
cmd-start-quick-name = schnell
cmd-start-quick-description = Schnelles Spiel mit weniger Plättchen (Standard: aus)
cmd-start-tiles-name = plättchen
cmd-start-tiles-description = Landschaftsplättchen in einem schnellen Spiel (Standard: 30)
cmd-start-reminder-hours-name = erinnerung_stunden
cmd-start-reminder-hours-description = Stunden, bis der Spieler erinnert wird (0: nie; Standard: 4)
cmd-start-timeout-hours-name = zeitlimit_stunden
cmd-start-timeout-hours-description = Stunden, bis andere den Zug überspringen dürfen (0: nie; Standard: 24)
cmd-start-undo-seconds-name = rücknahme_sekunden
cmd-start-undo-seconds-description = Sekunden, in denen ein Zug zurückgenommen werden darf (0: keine Rücknahme; Standard: 10)
cmd-start-tile-counter-name = plättchenzähler
cmd-start-tile-counter-description = Die kommenden Plättchen mit /carcassonne tiles zeigen (Standard: an)
cmd-start-hints-name = tipps
cmd-start-hints-description = Wer am Zug ist, darf /carcassonne hint fragen (Standard: an; aus für Turniere)
cmd-start-language-name = sprache
cmd-start-language-description = Die Sprache der Kanalnachrichten und Bilder des Spiels (Standard: die des Servers)
cmd-rematch-name = revanche
cmd-rematch-description = Spiele das letzte Spiel des Kanals noch einmal: gleiche Regeln, seine Spieler werden gerufen.
cmd-board-name = spielfeld
cmd-board-description = Zeige das aktuelle Spielfeld noch einmal.
cmd-hint-name = tipp
cmd-hint-description = Was die schwere KI an deiner Stelle spielen würde, und warum (nur du siehst es).
cmd-status-name = stand
cmd-status-description = Punkte, übrige Gefolgsleute, übrige Plättchen, und wer am Zug ist.
cmd-tiles-name = plättchen
cmd-tiles-description = Die noch kommenden Plättchen des Spiels in diesem Kanal, als Bild.
cmd-log-name = protokoll
cmd-log-description = Die Züge des Spiels in diesem Kanal (oder des letzten), wie der Kanal sie las.
cmd-rules-name = regeln
cmd-rules-description = Die Regeln des Spiels in diesem Kanal (oder eines anderen) und wie man mit diesem Bot spielt.
cmd-rules-game-name = spiel
cmd-rules-game-description = Das Spiel, wenn dieser Kanal keines hat (Standard: carcassonne)
cmd-resign-name = aufgeben
cmd-resign-description = Verlasse das Spiel in diesem Kanal (der Bot spielt deine Züge ohne Gefolgsleute weiter).
cmd-cancel-name = abbrechen
cmd-cancel-description = Brich das Spiel in diesem Kanal ab (Gastgeber oder „Server verwalten“).
cmd-settings-name = einstellungen
cmd-settings-description = Ändere Erinnerungen und Zeitlimits des Spiels oder deine Direktnachrichten.
cmd-settings-reminder-hours-name = erinnerung_stunden
cmd-settings-reminder-hours-description = Stunden, bis der Spieler erinnert wird (0: nie)
cmd-settings-timeout-hours-name = zeitlimit_stunden
cmd-settings-timeout-hours-description = Stunden, bis andere den Zug überspringen dürfen (0: nie)
cmd-settings-quick-name = schnell
cmd-settings-quick-description = Schnelles Spiel mit weniger Plättchen (nur in der Lobby)
cmd-settings-dm-name = dm
cmd-settings-dm-description = Schick mir eine Direktnachricht, wenn ich am Zug bin
cmd-settings-language-name = sprache
cmd-settings-language-description = Die Sprache dessen, was nur du siehst (Automatisch: die deines Discords)
cmd-gallery-name = galerie
cmd-gallery-description = Zeige jedes Plättchen des Spiels mit seinem Namen.
cmd-gallery-game-name = spiel
cmd-gallery-game-description = Das Spiel (Standard: carcassonne und seine Erweiterungen)
cmd-leaderboard-name = tabelle
cmd-leaderboard-description = Die Wertungen des Servers, die besten zuerst.
cmd-leaderboard-game-name = spiel
cmd-leaderboard-game-description = Das Spiel (Standard: carcassonne)
cmd-profile-name = profil
cmd-profile-description = Partien, Siege, Wertung im Verlauf und Punkte eines Spielers auf diesem Server.
cmd-profile-user-name = spieler
cmd-profile-user-description = Wessen Profil (Standard: deins)
cmd-profile-game-name = spiel
cmd-profile-game-description = Nur die Partien dieses Spiels (Standard: alle Spiele)
cmd-choice-automatic = Automatisch

# The Activity's Entry Point command in the app launcher (at most 100 characters).
cmd-launch-description = Öffne den Spielplan des Spiels in diesem Kanal

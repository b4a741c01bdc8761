# Die Regelhilfe (/carcassonne rules und die Regeln-Knöpfe): die Grundregeln von Carcassonne,
# die Namen der Spiele und Erweiterungen in den Überschriften, die für ein Spiel gewählten
# Regelauslegungen, das Spielen mit dem Bot und die eigenen Worte der Antwort.

## Die Antwort
rules-reply-first = **Spielregeln: { $title }** ({ $whose })
rules-reply-continued = **Spielregeln, Fortsetzung**
rules-whose-channel = das Spiel in diesem Kanal
rules-whose-none-pick = kein Spiel in diesem Kanal; `{ cmd-rules-game-name }:` wählt ein anderes
rules-whose-none = kein Spiel in diesem Kanal
rules-whose-lobby = das Spiel dieser Lobby
rules-whose-game = dieses Spiel

## Wovon die Regeln handeln
rules-title-with-one = { $game } mit der Erweiterung { $expansion }
rules-title-with-many = { $game } mit den Erweiterungen { $expansions }
rules-list-and = { $rest } und { $last }
rules-or = oder

## Spiele und Erweiterungen
rules-game-carcassonne = Carcassonne
rules-game-over-hill-and-dale = Carcassonne – Über Stock und Stein
rules-game-wheel-of-fortune = Carcassonne – Das Glücksrad
rules-expansion-farmers = Bauern
rules-expansion-abbot = Der Abt
rules-expansion-river1 = Der Fluss
rules-expansion-river2 = Der Fluss II
rules-expansion-inns = Wirtshäuser & Kathedralen
rules-expansion-traders = Händler & Baumeister
rules-expansion-hills = Hügel & Schafe
rules-expansion-wheel = Das Glücksrad

## Die Grundregeln von Carcassonne
rules-base =
    Jeder Spieler hat { $followers ->
        [one] { $followers } Gefolgsmann
       *[other] { $followers } Gefolgsleute
    }.
    { "**" }Dein Zug:** Ziehe ein Plättchen und lege es so an die ausliegenden Plättchen an, dass alle Kanten passen (Stadt an Stadt, Straße an Straße, Wiese an Wiese). Danach darfst du einen Gefolgsmann aus deinem Vorrat auf dieses Plättchen setzen: auf eine Straße (als Wegelagerer), in eine Stadt (als Ritter) oder auf ein Kloster (als Mönch), aber nicht auf eine Straße oder in eine Stadt, auf der irgendwo schon ein Gefolgsmann steht.
    { "**" }Wertung:** Eine fertige Straße bringt 1 Punkt pro Plättchen, eine fertige Stadt 2 pro Plättchen und 2 pro Wappen, ein Kloster, das von allen 8 Plättchen umgeben ist, 9. Wer dort die meisten Gefolgsleute hat, bekommt die Punkte (bei Gleichstand alle Beteiligten), und die Gefolgsleute kehren in den Vorrat zurück.
    { "**" }Schlusswertung:** Offene Straßen zählen 1 pro Plättchen, offene Städte 1 pro Plättchen und 1 pro Wappen, Klöster 1 für ihr Plättchen und 1 pro Plättchen rundherum. Wer die meisten Punkte hat, gewinnt.

## Regelauslegungen, die von den Spielregeln abweichen
rules-readings-title = Für dieses Spiel gewählte Regelauslegungen
rules-reading-line = • { $label }: { $words }
rules-reading-tiny-city = Eine fertige Stadt aus zwei Plättchen
rules-reading-tiny-city-4 = zählt 4 (2. Edition)
rules-reading-tiny-city-2 = zählt 2 (1. Edition)

## Spielen mit dem Bot
rules-interface-title = Spielen mit diesem Bot
rules-interface-start = 1. `/{ cmd-carcassonne-name } { cmd-start-name }` öffnet eine Lobby (`{ cmd-start-rules-name }:` wählt Erweiterungen, oder schalte sie mit den Knöpfen der Lobby um). Die Spieler drücken **{ lobby-join }**; der Gastgeber drückt **{ lobby-start }**.
rules-interface-games = `{ cmd-start-game-name }:` spielt { $games }; ein eigenständiges Spiel nimmt keine Erweiterungen.
rules-interface-game = { $game } ({ $min } bis { $max } Spieler)
rules-interface-game-default = { $game } (Standard, { $min } bis { $max } Spieler)
rules-interface-steps =
    2. In deinem Zug erwähnt dich der Bot und zeigt den Spielplan mit dem Plättchen, das du gezogen hast. Die Felder, an die es passt, sind hervorgehoben und nummeriert; die Ränder benennen Reihen und Spalten ab dem Startplättchen (N2E3: zwei Reihen nach Norden, drei Spalten nach Osten).
    3. Wähle im Menü unter dem Spielplan über die Nummer des Feldes, wohin das Plättchen kommt: Feld und Drehung zusammen. Ein privates Fenster zeigt das Plättchen groß mit nummerierten Plätzen (und Knöpfen zum Drehen).
    4. Tippe auf einen nummerierten Platz, um dort { $follower ->
        [noun-meeple] einen Meeple
       *[other] einen Gefolgsmann
    } einzusetzen, oder auf **{ turn-pass }**: Beides beendet deinen Zug. Passt ein Plättchen nur auf eine Weise, entfällt Schritt 3.
    5. Einige Sekunden nach deinem Zug kannst du **{ turn-undo-button }** drücken, um ihn zurückzunehmen (oder **{ turn-done-button }**, um weiterzumachen); erst dann wird das Plättchen des nächsten Spielers gezogen.
    Weitere Befehle von `/{ cmd-carcassonne-name }`: `{ cmd-board-name }` (den Spielplan erneut zeigen), `{ cmd-status-name }` (Punkte nach Art und wie es stünde, wenn das Spiel jetzt endete), `{ cmd-tiles-name }` (die noch kommenden Plättchen, außer der Gastgeber hat die Anzeige abgeschaltet), `{ cmd-log-name }` (alle bisherigen Züge), `{ cmd-settings-name }` (Erinnerungen, Zeitlimits, Direktnachrichten), `{ cmd-resign-name }`, `{ cmd-cancel-name }` (Gastgeber oder „Server verwalten“), `{ cmd-rematch-name }` (nach einem Spiel: gleiche Regeln, gleiche Spieler).
    Ist jemand abwesend, wird er nach einer Weile erinnert; nach Ablauf der Zeit können die anderen **{ turn-skip-button }** drücken (die mittlere KI spielt den Zug für ihn) oder **{ turn-remove-button }** (seine Züge entfallen).

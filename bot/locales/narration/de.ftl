# Erzählung: was der Kanal nach jedem Zug liest (Plättchen, Figuren, Wertungen, das Ende),
# der Wertungsbogen der Schlusswertung, `/carcassonne status` und `/carcassonne log`.

## Namen und Aufzählungen
narr-player = Spieler { $seat }
narr-list-two = { $first } und { $last }
narr-list-more = { $first }, { $rest }
narr-points = { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
}

## Plättchen: $tile ist, was darauf zu sehen ist ($article gilt nur im Englischen).
narr-a-tile = ein Plättchen ({ $tile })
narr-placed = { $player } legt ein Plättchen ({ $tile }) auf **{ $cell }** (um { $degrees }° gedreht).
narr-discarded = { $player } zieht ein Plättchen ({ $tile }), das nirgends passt; es kommt aus dem Spiel.
narr-discarded-last = { $player } zieht ein Plättchen ({ $tile }), das nirgends passt; es kommt aus dem Spiel. Es war das letzte Plättchen, das Spiel endet hier.
narr-discarded-many = { $player } zieht nacheinander { $count } Plättchen, die nirgends passen ({ $tiles }); sie kommen aus dem Spiel.
narr-discarded-many-last = { $player } zieht nacheinander { $count } Plättchen, die nirgends passen ({ $tiles }); sie kommen aus dem Spiel. Das letzte davon war das letzte Plättchen, das Spiel endet hier.

## Figuren (im Akkusativ) und wohin sie kommen
narr-figure = { $key ->
    [noun-follower] einen Gefolgsmann
    [noun-meeple] einen Meeple
    [figure-large] den großen Gefolgsmann
    [figure-abbot] den Abt
    [figure-builder] den Baumeister
    [figure-pig] das Schwein
    [figure-shepherd] den Schäfer
    [figure-stable] einen Stall
    [figure-lantern] eine Laterne
   *[other] { $name }
}
narr-on = { $key ->
    [noun-city] in die Stadt
    [noun-road] auf die Straße
    [noun-field] auf die Wiese
    [noun-river] auf den Fluss
    [noun-monastery] ins Kloster
    [noun-garden] in den Garten
    [noun-crop-field] auf das Feld
    [noun-path] auf den Weg
    [noun-meadow] auf die Wiese
   *[other] auf: { $name }
}
narr-from = { $key ->
    [noun-city] aus der Stadt
    [noun-road] von der Straße
    [noun-field] von der Wiese
    [noun-river] vom Fluss
    [noun-monastery] aus dem Kloster
    [noun-garden] aus dem Garten
    [noun-crop-field] vom Feld
    [noun-path] vom Weg
    [noun-meadow] von der Wiese
   *[other] von: { $name }
}
narr-on-farm = { $key ->
    [noun-field] als Bauern auf die Wiese
   *[other] als Bauern auf: { $name }
}
narr-from-farm = { $key ->
    [noun-field] (als Bauer) von der Wiese
   *[other] (als Bauer) von: { $name }
}
narr-on-tile = auf das Plättchen
narr-from-tile = vom Plättchen
narr-space = ein Feld der Spielfläche
narr-deployed = { $player } setzt { $figure } { $spot }.
narr-deployed-space = { $player } setzt { $figure } auf { $space }.
narr-withdrawn = { $player } nimmt { $figure } { $spot } zurück.
narr-withdrawn-space = { $player } nimmt { $figure } von { $space } zurück.
narr-moved = { $figure } von { $player } zieht von **{ $from }** nach **{ $to }**.
narr-hiked = { $figure } von { $player } wandert { $count ->
    [one] { $count } Plättchen
   *[other] { $count } Plättchen
} nach { $side ->
    [north] Norden
    [east] Osten
    [south] Süden
   *[west] Westen
} { $key ->
    [noun-path] den Weg entlang
    [noun-road] die Straße entlang
   *[other] entlang { $along }
} bis **{ $to }**: { $kind } für { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}.
narr-hiked-somewhere = { $figure } von { $player } wandert { $count } Plättchen bis **{ $to }**: { $kind } für { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}.

## Wertungen
narr-points-to = { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
} für { $players }
narr-nobody-scores = niemand punktet
narr-with-note = { $score } ({ $note })
narr-completed = { $size ->
    [0] { $what }
   *[other] { $what } aus { $size } Plättchen
} fertiggestellt{ $key ->
   *[other] {""}
}: { $score }.
narr-final = Schlusswertung, { $size ->
    [0] { $what }
   *[other] { $what } aus { $size } Plättchen
}{ $key ->
   *[other] {""}
}: { $score }.
narr-scored-nothing = { $players }: { $what } aus { $size } Plättchen{ $key ->
   *[other] {""}
} bei **{ $cell }**: { $note }
narr-scored-nothing-nowhere = { $players }: { $what } aus { $size } Plättchen{ $key ->
   *[other] {""}
}: { $note }

## Weitere Ereignisse
narr-retired = { $player } hat das Spiel verlassen.
narr-extra-turn = { $player } ist gleich noch einmal dran (ein zweiter Zug).
narr-buried = Das nächste Plättchen, das { $player } gezogen hat, kommt verdeckt aus dem Spiel.
narr-tokens-taken = { $player } nimmt { $tokens }.
narr-final-scoring = Das letzte Plättchen liegt: Schlusswertung.
narr-game-over = Das Spiel ist vorbei.

## Der Wertungsbogen
narr-sheet-kind = { $points } für { $count } { $noun }
narr-sheet-player = **{ $player }** +{ $total }: { $kinds }
narr-sheet-by-player = Schlusswertung, Spieler für Spieler
narr-sheet-in-order = In der Reihenfolge des Geschehens
narr-sheet-line = - **{ $player }** ({ $colour }): **{ $total }** { $total ->
    [one] Punkt
   *[other] Punkte
}{ $detail }{ $held }{ $gone }
narr-sheet-nobody-wins = Niemand ist mehr übrig, der gewinnen könnte.
narr-sheet-winner = 🏆 Sieger: { $player }!
narr-sheet-winners = 🏆 Sieger (Gleichstand): { $players }!

## Spielerfarben
narr-colour-yellow = gelb
narr-colour-red = rot
narr-colour-green = grün
narr-colour-blue = blau
narr-colour-black = schwarz
narr-colour-pink = rosa
narr-colour-grey = grau
narr-colour-purple = lila
narr-colour-white = weiß

## Zeitspannen
narr-time-off = aus
narr-time-days = { $count ->
    [one] { $count } Tag
   *[other] { $count } Tage
}
narr-time-hours = { $count } Std.
narr-time-minutes = { $count } Min.
narr-time-seconds = { $count } Sek.
narr-time-days-hours = { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
} { $hours } Std.

## /carcassonne status
narr-status-base-game = Grundspiel
narr-status-reading = { $label }: { $words }
narr-status-quick = schnelles Spiel
narr-status-quick-tiles = schnelles Spiel ({ $count } Plättchen)
narr-status-no-counter = ohne Plättchenzähler
narr-status-timers = Erinnerung nach { $reminder }, Zeitüberschreitung nach { $timeout }.
narr-status-lobby = Eine Lobby ist offen mit { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spielern
}: { $players }.
narr-status-header = **Carcassonne**: { $rules }
narr-status-turn = Zug { $turn }: wir warten auf { $mention }{ $what } seit { $since }.
narr-status-tiles-left = Verbleibende Plättchen: { $count }.
narr-status-figures = { $count } { $figure }
narr-status-left = hat das Spiel verlassen
narr-status-if-over = { $total }, wenn das Spiel jetzt endete
narr-status-if-over-gains = { $total }, wenn das Spiel jetzt endete: { $gains }
narr-status-player = - **{ $player }** ({ $colour }): { $score ->
    [one] { $score } Punkt
   *[other] { $score } Punkte
}{ $detail }; { $ending }; { $figures } im Vorrat{ $held }{ $gone }

## /carcassonne log
narr-log-entry = **Zug { $turn }** · { $text }
narr-log-skipped = Die Zeit von { $player } ist abgelaufen; die mittlere KI hat den Zug gespielt.
narr-log-resigned = { $player } hat aufgegeben.
narr-log-removed = { $player } wurde nach einer Zeitüberschreitung entfernt.
narr-log-chosen = { $player } hat nicht rechtzeitig gewählt; der Bot hat gewählt.
narr-log-moved = { $player } hat gezogen.
narr-log-empty = Es wurde noch kein Zug gespielt.
narr-log-whole = Das ganze Protokoll ist angehängt; ab Zug { $turn }:
narr-log-title-running = **Spielprotokoll** · { $rules } · { $players }, bisher
narr-log-title-finished = **Spielprotokoll** · { $rules } · { $players }, beendet

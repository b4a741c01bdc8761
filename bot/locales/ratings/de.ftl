# Wertungen, die Tabelle des Servers (/carcassonne leaderboard) und die Seite eines Spielers (/carcassonne profile).

## Die letzte Zeile des Wertungsblatts: die Wertung jedes Spielers vor und nach der Partie
rate-sheet-line = Wertungen: { $changes }
rate-sheet-change = { $player } { $before } → { $after } ({ $delta })

## Wie eine Tabelle die Spieler des Bots nennt, eine Wertung je Stufe
rate-ai = KI ({ $level })

## /carcassonne leaderboard
rate-board-title = { $game }: die Tabelle dieses Servers
rate-board-row = **{ $rank }.** { $player } · **{ $rating }** · { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
    } · { $percent } % gewonnen
rate-board-empty = Auf diesem Server wurde noch keine Partie { $game } beendet: Die Tabelle füllt sich, wenn Partien enden.
rate-board-footer = Seite { $page } von { $pages } · { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
    } · Wertung = 1000 + 40 × (Können − 3 × Unsicherheit)
rate-board-previous = Zurück
rate-board-next = Weiter
rate-board-no-server = Diese Tabelle gehört zum Kanal eines Servers.

## /carcassonne profile
rate-profile-title = { $player }
rate-profile-title-game = { $player } · { $game }
rate-profile-ratings = Wertungen
rate-profile-rating = { $game }: **{ $rating }**, { $rank ->
    [1] Erster der Tabelle
   *[other] Platz { $rank } der Tabelle
    }
rate-profile-record = Bilanz
rate-profile-record-line = { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
    }, { $wins } gewonnen ({ $percent } %); Punkte im Schnitt { $mean }, bestes Ergebnis { $best }
rate-profile-favourites = Lieblingserweiterungen
rate-profile-favourite = { $expansion } ({ $games })
rate-profile-no-favourite = keine: das Spiel, wie es ist
rate-profile-points = Punkte nach Art
rate-profile-opponents = Direkter Vergleich
rate-profile-opponent = { $player }: { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
    }, davor { $ahead }, dahinter { $behind }, gleichauf { $level }
rate-profile-no-opponents = noch niemand
rate-profile-nobody = { $player } hat auf diesem Server noch keine Partie beendet.
rate-profile-chart = Wertung nach jeder Partie und wie sich die Punkte verteilen

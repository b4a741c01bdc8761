# Die Lobby-Nachricht: wer gastgibt, die Regeln, die Plätze, ihre Knöpfe und ihr Menü, und was
# ein Druck darauf zu hören bekommt; die Lobby, wenn sie sich beim Spielstart schließt.

lobby-open = **Carcassonne**: ein neues Spiel sucht Mitspieler.
lobby-host = Gastgeber: { $host }
lobby-rules = Regeln: { $rules }
lobby-players = Spieler ({ $count }/{ $max }):
lobby-seat = - { $player } ({ $colour })
lobby-seat-ai = - 🤖 { $player } ({ $colour }, Computer)
lobby-help = Drücke **Beitreten**, um Platz zu nehmen; der Gastgeber kann Computerspieler hinzufügen (**KI hinzu**, **KI-Stufe** wählt Leicht, Mittel oder Schwer) und drückt **Starten**, wenn alle da sind ({ $min } bis { $max } Spieler).
lobby-help-expansions = Der Gastgeber kann unten Erweiterungen ein- und ausschalten.
lobby-shown-again = Dieser Kanal hat schon eine Lobby; hier ist sie noch einmal.
lobby-rematch = **Revanche!** Dieselben Regeln wie im letzten Spiel.
lobby-rematch-waiting = { $players }: drückt **Beitreten**, um noch einmal zu spielen.
lobby-rematch-all-in = Alle Gerufenen sind dabei.
lobby-started = **Carcassonne**: das Spiel hat begonnen.
lobby-turn-order = Spieler in Zugreihenfolge: { $players }
lobby-player = { $player } ({ $colour })
lobby-host-left = **Carcassonne**: der Gastgeber ist gegangen, also ist diese Lobby geschlossen.
lobby-cancelled = **Carcassonne**: diese Lobby wurde von { $user } abgebrochen.

## Knöpfe (kurz)
lobby-join = Beitreten
lobby-leave = Verlassen
lobby-start = Starten
lobby-cancel = Abbrechen
lobby-remove-ai = KI entfernen
lobby-quick-on = Schnelles Spiel: an
lobby-quick-off = Schnelles Spiel: aus
lobby-tile-counter-on = Plättchenzähler: an
lobby-tile-counter-off = Plättchenzähler: aus
lobby-hints-on = Tipps: an
lobby-hints-off = Tipps: aus
lobby-add-ai = KI hinzu: { $level }
lobby-ai-level = KI-Stufe
lobby-switch-on = { $name }: an
lobby-switch-off = { $name }: aus
lobby-reading = { $what }: { $reading }
lobby-rules-button = Regeln
lobby-language-menu = Sprache des Spiels

## Ablehnungen eines Drucks auf die Lobby
lobby-not-started = Dieses Bedienelement kann ich nicht verwenden: dieses Spiel hat noch nicht begonnen.
lobby-not-a-lobby-button = Dieses Bedienelement kann ich nicht verwenden: es ist kein Knopf der Lobby.
lobby-need-players = Zum Starten braucht es mindestens { $min } Spieler; diese Lobby hat { $have }.
lobby-already-in = Du bist schon in dieser Lobby.
lobby-host-only = Das kann nur der Gastgeber, { $host }.
lobby-language-button = 🌐 { $language }

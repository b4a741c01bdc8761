# Was die Spielregeln den Spielern sagen: Aktionen, wie eine Auswahl sie nennt, Ablehnungen
# und ihre Gründe, warum ein Gebiet so gewertet wurde. Die Schlüssel kommen aus
# carcassonne-engine (Note).

## Aktionen (Game::describe)
action-place = das Plättchen auf { $pos } legen, um { $degrees }° gedreht
action-discard = das Plättchen ablegen (es passt nirgends)
action-deploy = { $figure } einsetzen: { $place }
action-pass = keine Figur einsetzen
action-withdraw = deine Figur auf { $pos } zurücknehmen
action-move = deine Figur von { $pos } nach { $to } ziehen
action-choose = Möglichkeit { $option }
action-retire = Platz { $seat } verlässt das Spiel
noun-spot = diese Stelle

## Ablehnungen (MoveError)
move-game-over = das Spiel ist vorbei
move-not-deploying = zuerst muss ein Plättchen gelegt werden
move-not-placing = das Plättchen liegt schon; wähle eine Figur oder verzichte
move-does-not-fit = das Plättchen passt dort nicht: { $reason }
move-rule-violation = das Plättchen darf dort nicht hin: { $reason }
move-discard-fits = das Plättchen passt irgendwo, also kann es nicht abgelegt werden
move-no-figure-left = du hast keine Figur „{ $figure }“ mehr
move-no-such-spot = auf dem gerade gelegten Plättchen gibt es diese Stelle nicht
move-wrong-figure = { $figure }: diese Figur darf dort nicht stehen
move-occupied = diese Stelle ist schon besetzt
move-figure-not-in-game = in diesem Spiel gibt es die Figur „{ $figure }“ nicht
move-deploy-refused = { $figure }: diese Figur darf dort nicht hin: { $reason }
move-not-in-game = Platz { $seat } spielt in diesem Spiel nicht mit
move-not-an-option = das ist keine der Möglichkeiten, die jetzt offen sind
move-deciding = jetzt entscheidet Platz { $seat }
move-turn-complete = dieser Zug ist abgeschlossen
move-nothing-to-withdraw = du hast dort keine Figur, die du zurücknehmen darfst

## Warum ein Plättchen nicht passt (EdgeMismatch)
fit-occupied = das Feld ist schon belegt
fit-detached = das Feld grenzt an kein gelegtes Plättchen
fit-edge = die Kante im { $side } ({ $have }) trifft auf { $need }
side-north = Norden
side-east = Osten
side-south = Süden
side-west = Westen
edge-city = Stadt
edge-road = Straße
edge-field = Wiese
edge-river = Fluss
edge-wheel = Rad

## Warum ein Spiel nicht eingerichtet werden kann (SetupError)
setup-player-count = ein Spiel braucht 2 bis 8 Spieler, nicht { $players }
setup-follower-count = jeder Spieler braucht 1 bis 20 Gefolgsleute, nicht { $followers }
setup-empty-deck = mit diesen Regeln gibt es keine Plättchen zum Spielen
setup-not-playable = { $game } ist noch nicht spielbar
setup-too-many = { $game } ist für höchstens { $max } Spieler, nicht { $players }
setup-no-expansions = { $game } ist ein eigenes Spiel und nimmt keine Erweiterungen
setup-unknown-variant = es gibt keine Regelvariante { $variant }
setup-bad-variant = die Regelvariante { $variant } hat keine Option { $value }

## Warum ein Gebiet so gewertet wurde (Event::Scored note)
note-no-completed-city = an diese Wiese grenzt keine fertige Stadt

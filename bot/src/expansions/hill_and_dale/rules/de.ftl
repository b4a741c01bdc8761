# Die Regelhilfe von Über Stock und Stein (/carcassonne rules): das ganze Spiel, Wandern und
# Ställe. Sein Name ist rules-game-over-hill-and-dale (bot/locales/rules).

hill-and-dale-rules-game =
    Jeder Spieler hat 4 Meeples und 2 Ställe. Die Landschaft hat Wege, Felder mit Feldfrüchten (von Wiese umgeben) und Wiesen mit Tieren.
    { "**" }Dein Zug:** Ziehe ein Plättchen und lege es so an, dass alle Kanten passen (Weg an Weg, Feld an Feld, Wiese an Wiese). Dann tu eines von drei Dingen: Setze einen Meeple auf dieses Plättchen, auf einen Weg als **Wanderer** oder auf ein Feld als **Bauer** (nie auf eine Wiese und nicht dort, wo auf dem Weg oder Feld schon irgendwo ein Meeple steht); oder stelle einen **Stall** auf seine Wiese; oder **wandere** mit einem Wanderer.
    { "**" }Wege** sind fertig, wenn beide Enden an eine Kreuzung oder ein Feld stoßen oder sie einen Ring bilden: 1 Punkt pro Plättchen für die meisten Wanderer darauf (bei Gleichstand punkten alle Beteiligten).
    { "**" }Felder** sind fertig, wenn Wiese sie ringsum ohne Lücken umschließt: 2 Punkte pro Plättchen für die meisten Bauern, die außerdem **ernten**: ein Erntemarker pro Symbol im Feld (Apfel, Erdbeere, Kürbis, Sonnenblume, Getreide oder eine Vogelscheuche). Bauern mit Gleichstand nehmen die Marker abwechselnd, beginnend mit dem Spieler, der das Feld fertiggestellt hat. Gewertete Meeples kehren zurück.
    { "**" }Schlusswertung:** Offene Wege und Felder bringen 1 Punkt pro Plättchen (keine Marker). Jeder Erntemarker zählt 1, und jeder Satz aus fünf verschiedenen Früchten 5 mehr (eine Vogelscheuche ersetzt jede beliebige Frucht).
hill-and-dale-rules-hike-title = Wandern
hill-and-dale-rules-hike = Verlängert dein Plättchen einen Weg, auf dem dein Wanderer steht (ohne ihn fertigzustellen), darfst du wandern, statt einen Meeple oder einen Stall einzusetzen: Zieh diesen Wanderer den Weg entlang und bekomme 1 Punkt für jedes Plättchen, das er betritt. Er darf an anderen Wanderern vorbeiziehen, aber nicht auf einem Plättchen stehen bleiben, auf dem ein anderer Wanderer steht, und überquert nie eine Kreuzung. Nur in deinem eigenen Zug und mit einem Wanderer pro Zug.
hill-and-dale-rules-stable-title = Ställe
hill-and-dale-rules-stable = Ein Stall kommt auf die Wiese des gelegten Plättchens, aber nicht, wenn auf diesem Plättchen oder einem der 8 rundherum schon ein Stall steht. Er bleibt bis zum Spielende und bringt dann 1 Punkt für jedes Tier (Hahn, Kuh, Pferd, Schaf, Schwein) auf seinem Plättchen und den 8 Plättchen rundherum, egal wie viele es sind.

# Der Teil der Bauern an der Regelhilfe (/carcassonne rules).

farmers-rules-title = Bauern
farmers-rules =
    Du darfst deinen Gefolgsmann auch auf eine Wiese des gelegten Plättchens legen: als Bauer. Wie bei Straßen und Städten nicht auf eine Wiese, auf der irgendwo schon ein Bauer liegt.
    Bauern bleiben bis zum Spielende liegen. Dann bringt jede Wiese 3 Punkte für jede fertige Stadt, an die sie grenzt, und zwar dem Spieler mit den meisten Bauern darauf (bei Gleichstand allen Beteiligten). Straßen, Städte und der Rand der Landschaft trennen Wiesen voneinander.

# Der Teil des Abts an der Regelhilfe (/carcassonne rules).

abbot-rules-title = Der Abt
abbot-rules =
    Jeder Spieler hat außerdem einen Abt. Statt eines Gefolgsmanns darfst du ihn auf ein Kloster oder einen Garten des gelegten Plättchens setzen; auf Gärten darf keine andere Figur.
    Ein Garten wird wie ein Kloster gewertet: 9 Punkte, sobald die 8 Plättchen rundherum liegen. Statt in deinem Zug eine Figur einzusetzen, darfst du deinen Abt zurücknehmen: Er wertet sein Kloster oder seinen Garten sofort, 1 Punkt für sein Plättchen und 1 für jedes Plättchen rundherum. Ein Abt, der am Ende noch steht, wird genauso gewertet.

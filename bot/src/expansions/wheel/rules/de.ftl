# Der Teil des Glücksrads an der Regelhilfe (/carcassonne rules), für das eigenständige Spiel
# und für die Erweiterung.

wheel-rules-title = Das Glücksrad
wheel-rules-wheel =
    { $board ->
        [game] Dieses Spiel ist Carcassonne, gespielt vom Glücksrad aus
       *[expansion] Das Glücksrad ersetzt das Startplättchen
    }: Seine Städte, Straßen und Wiesen zählen wie die jedes anderen Plättchens. Das Schwein beginnt auf Fortuna.
    Wird ein Plättchen mit einer Radzahl (1 bis 3) gezogen, zieht das Schwein zuerst so viele Felder im Uhrzeigersinn weiter. Das Feld, auf dem es stehen bleibt, wirkt sofort:
    { $actions }
    Danach punkten die Gefolgsleute auf den Kronen dieses Feldes und kehren zurück, und das Plättchen wird wie gewohnt gelegt.
wheel-rules-action-fortune = • **Fortuna**: Der Spieler, der das Schwein bewegt hat, bekommt 3
wheel-rules-action-taxes = • **Steuern**: Jeder Ritter bekommt 1 pro Wappen in seiner Stadt und 1 pro Ritter seines Besitzers dort
wheel-rules-action-famine = • **Hungersnot**: Jeder Bauer bekommt 1 pro fertiger Stadt an seiner Wiese
wheel-rules-action-storm = • **Sturm**: Jeder Spieler bekommt 1 pro Gefolgsmann in seinem Vorrat
wheel-rules-action-inquisition = • **Inquisition**: Jeder Mönch bekommt 2
wheel-rules-action-plague = • **Pest**: Jeder Spieler holt einen Gefolgsmann aus der Landschaft zurück
wheel-rules-crowns-title = Kronen und die Pest
wheel-rules-crowns =
    { "**" }Kronen:** Statt einer Figur auf deinem Plättchen darfst du einen Gefolgsmann auf eine freie Krone des Glücksrads setzen (ein Gefolgsmann pro Krone). Bleibt das Schwein auf ihrem Feld stehen, bekommt ein Gefolgsmann allein auf einem Feld mit einer Krone 3 Punkte, allein auf einem Feld mit zwei Kronen 6, und zwei Gefolgsleute, die sich ein Feld teilen, je 3; dann kehren sie zurück. Gefolgsleute auf Kronen bringen am Ende nichts.
    { "**" }Die Pest:** Jeder Spieler mit einem Gefolgsmann in der Landschaft holt einen davon zurück (Kronen zählen nicht), zuerst der Spieler, der das Schwein bewegt hat, dann im Uhrzeigersinn. Der Bot fragt jeden der Reihe nach.

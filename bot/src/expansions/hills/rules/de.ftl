# Der Teil von Hügel & Schafe an der Regelhilfe (/carcassonne rules) und die Worte seiner
# Auslegungen, wenn ein Spiel andere als die der Spielregel spielt.

hills-rules-title = Hügel & Schafe
hills-rules =
    { "**" }Hügel:** Ziehst du ein Hügelplättchen, kommt das nächste Plättchen des Stapels verdeckt darunter und ist aus dem Spiel. Bei Gleichstand um eine Mehrheit gewinnt sie der Besitzer eines Gefolgsmanns, der auf einem Hügelplättchen steht (Straßen, Städte und Wiesen, während des Spiels und am Ende).
    { "**" }Weinberge:** Ein fertiges Kloster bringt 3 Punkte mehr für jeden Weinberg auf den 8 Plättchen rundherum.
hills-rules-shepherd-title = Schäfer und Herde
hills-rules-shepherd =
    Jeder Spieler hat außerdem einen Schäfer. Statt eines Gefolgsmanns darfst du ihn auf eine Wiese des gelegten Plättchens stellen, auf der noch kein Schäfer steht (Bauern spielen keine Rolle), und ein Plättchen aus dem Beutel ziehen: Schafe kommen zu seiner Herde, ein Wolf schickt ihn zurück.
    Immer wenn dein eigenes Plättchen die Wiese deines Schäfers erweitert, wähle: die Herde **vergrößern** (ein weiteres Plättchen ziehen; ein Wolf verjagt alle Schafe der Wiese und schickt ihre Schäfer ohne Punkte zurück) oder sie **in den Stall treiben**: Jeder Schäfer auf der Wiese bekommt 1 Punkt pro Schaf dort und kehrt dann zurück.
hills-rules-closed = Eine Herde, deren Wiese fertig ist, wird sofort gewertet.
hills-rules-shepherd-end = Schäfer bringen am Ende nichts und zählen für keine Mehrheit.

## Für ein Spiel gewählte Auslegungen
rules-reading-hill-tiebreak = Gleichstand mit Gefolgsleuten auf Hügeln
rules-reading-hill-tiebreak-at-least-one = jeder beteiligte Spieler mit einem Gefolgsmann auf einem Hügel gewinnt
rules-reading-hill-tiebreak-most-followers = der beteiligte Spieler mit den meisten Gefolgsleuten auf Hügeln gewinnt
rules-reading-flock-closed = Eine Herde, deren Wiese fertig ist
rules-reading-flock-closed-waits = wartet darauf, in den Stall getrieben zu werden (Spielregel)
rules-reading-flock-closed-scores = wird sofort gewertet (JCloisterZone)

# Der Teil von Händler & Baumeister an der Regelhilfe (/carcassonne rules).

traders-rules-title = Händler & Baumeister
traders-rules =
    Jeder Spieler hat außerdem einen Baumeister und ein Schwein; keiner von beiden zählt für eine Mehrheit.
    { "**" }Waren:** Wer das Plättchen legt, das eine Stadt fertigstellt, nimmt für jedes Warensymbol darin ein Warenplättchen (Wein, Getreide, Stoff), egal wem die Stadt gehört. Am Ende bekommt der Spieler mit den meisten Waren jeder Sorte 10 Punkte (bei Gleichstand alle Beteiligten).
    { "**" }Schwein:** Setze es auf eine Wiese des gelegten Plättchens, auf der du schon einen Bauern hast. Gewinnst du am Ende diese Wiese, bringt sie dir 4 Punkte pro fertiger Stadt statt 3.
traders-rules-builder-title = Der Doppelzug des Baumeisters
traders-rules-builder = Setze deinen Baumeister auf eine Straße oder in eine Stadt des gelegten Plättchens, wo du schon einen Gefolgsmann hast. Immer wenn ein späteres Plättchen von dir diese Straße oder Stadt verlängert, spielst du sofort einen zweiten Zug: Ziehe ein weiteres Plättchen, lege es und setze, wenn du willst, eine Figur darauf (ein zweiter Zug bringt nie einen dritten). Der Baumeister kehrt zurück, wenn seine Straße oder Stadt gewertet wird oder dein letzter Gefolgsmann sie verlässt.

# Der Teil von Der Fluss I und II an der Regelhilfe (/carcassonne rules) und die Worte der
# Auslegung des Vulkans von Der Fluss II, wenn ein Spiel eine andere als die der Spielregel spielt.

river-rules-title-one = Der Fluss
river-rules-title-two = Der Fluss II
river-rules-title-both = Der Fluss I und II
river-rules-common = Das Spiel beginnt mit der Quelle statt mit dem Startplättchen. Zuerst werden die Flussplättchen gezogen, eines pro Zug: Jedes muss den Fluss fortsetzen, der nicht zweimal hintereinander in dieselbe Richtung abbiegen darf (keine Kehrtwende). Du darfst wie gewohnt eine Figur auf das Plättchen setzen, aber nie aufs Wasser; der Fluss selbst wird nie gewertet. Liegen alle Flussplättchen, folgen die Landschaftsplättchen.
river-rules-lake = Der See beendet den Fluss.
river-rules-both = Beide bilden einen langen Fluss mit einer Quelle und einem See: Die Gabelung folgt direkt auf die Quelle und teilt den Fluss in zwei Arme, die sich nie wieder vereinen dürfen; einer davon endet in einer Stadt. Der See kommt zuletzt.
river-rules-second = Bei „Der Fluss II“ folgt die Gabelung direkt auf die Quelle und teilt den Fluss in zwei Arme, die sich nie wieder vereinen dürfen; einer davon endet in einer Stadt.
river-rules-volcano = Der See mit dem Vulkan kommt zuletzt: Auf ihn darf nichts gesetzt werden, und wer ihn legt, ist sofort noch einmal am Zug.
river-rules-volcano-plain = Der See mit dem Vulkan kommt zuletzt und beendet den Fluss.
river-rules-extras = Sein Gasthaus wirkt mit „Wirtshäuser & Kathedralen“, seine Schweineherde mit „Händler & Baumeister“: 1 Punkt mehr pro fertiger Stadt für die Bauern, die ihre Wiese gewinnen.

## Für ein Spiel gewählte Auslegungen
rules-reading-volcano = Der Vulkan von „Der Fluss II“
rules-reading-volcano-extra-turn = keine Figur darauf, und ein weiterer Zug (Spielregel)
rules-reading-volcano-plain = ein gewöhnlicher See (JCloisterZone ohne Drache)

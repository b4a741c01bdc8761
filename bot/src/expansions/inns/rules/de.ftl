# Der Teil von Wirtshäuser & Kathedralen an der Regelhilfe (/carcassonne rules).

inns-rules-title = Wirtshäuser & Kathedralen
inns-rules =
    Jeder Spieler hat außerdem einen großen Gefolgsmann. Er darf überall hin, wo ein Gefolgsmann hin darf, und zählt bei der Mehrheit wie zwei Gefolgsleute.
    { "**" }Gasthäuser:** Eine fertige Straße mit einem Gasthaus daran bringt 2 Punkte pro Plättchen statt 1, aber nichts, wenn sie am Ende noch offen ist.
    { "**" }Kathedralen:** Eine fertige Stadt mit einer Kathedrale bringt 3 Punkte pro Plättchen und pro Wappen statt 2, aber nichts, wenn sie am Ende noch offen ist.

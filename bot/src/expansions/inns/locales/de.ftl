# Gasthäuser und Kathedralen in den Nachrichten des Bots: warum eine Straße oder Stadt so
# viele Punkte brachte (Hinweise der Engine zu einer Wertung).
inns-note-cathedral = die Kathedrale macht daraus 3 pro Plättchen und Wappen
inns-note-cathedral-unfinished = eine unvollendete Stadt mit Kathedrale bringt nichts
inns-note-inn = das Gasthaus macht daraus 2 pro Plättchen
inns-note-inn-unfinished = eine unvollendete Straße mit Gasthaus bringt nichts

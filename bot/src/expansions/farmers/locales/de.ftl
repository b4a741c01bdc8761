# Bauern in den Nachrichten des Bots: noch nichts Eigenes (ihre Punkte erzählt der Kern als
# Wiesen); die Spielregeln stehen in ../rules/.

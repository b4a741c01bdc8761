# Der Fluss in den Nachrichten des Bots: warum ein Flussplättchen nicht dort hin kann (Gründe
# der Engine in „das Plättchen kann dort nicht hin: …“).
river-refuse-continue = ein Flussplättchen muss den offenen Fluss fortsetzen
river-refuse-join = der Fluss darf nicht in sich selbst münden
river-refuse-open-end = ein Flussplättchen muss ein offenes Flussende fortsetzen
river-refuse-u-turn = der Fluss darf nicht zweimal hintereinander in dieselbe Richtung abbiegen (Kehrtwende)
river-refuse-room-ahead = der Fluss braucht Platz voraus: die Felder neben dem, in das er fließt, das Feld dahinter und die Felder daneben müssen frei sein

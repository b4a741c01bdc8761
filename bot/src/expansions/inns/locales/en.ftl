# Inns & Cathedrals in the bot's messages: why a road or city scored what it did (notes the
# engine puts on a score).
inns-note-cathedral = the cathedral makes it 3 per tile and pennant
inns-note-cathedral-unfinished = an unfinished city with a cathedral scores nothing
inns-note-inn = the inn makes it 2 per tile
inns-note-inn-unfinished = an unfinished road with an inn scores nothing

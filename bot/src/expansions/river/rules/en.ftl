# The River I and II's part of the rules help (/carcassonne rules), and the words of River
# II's volcano reading when a game plays another than the rulebook's.

river-rules-title-one = The River
river-rules-title-two = The River II
river-rules-title-both = The River I and II
river-rules-common = The game starts from the spring instead of the start tile. The river tiles are drawn first, one a turn: each must continue the river, which may not bend the same way twice in a row (no U-turns). You may put a figure on the tile as usual, but never on the water; the river itself never scores. Once every river tile is down, the land tiles follow.
# The River alone, after river-rules-common.
river-rules-lake = The lake ends the river.
# Both rivers, on a line of its own after river-rules-common.
river-rules-both = Both make one long river with one spring and one lake: the fork comes right after the spring and splits the river in two branches, which may never join again; one of them ends in a city. The lake comes last.
# The River II, on a line of its own after river-rules-common, then its volcano, then river-rules-extras.
river-rules-second = In The River II the fork comes right after the spring and splits the river in two branches, which may never join again; one of them ends in a city.
river-rules-volcano = The lake with the volcano comes last: nothing may be put on it, and its player takes another turn at once.
river-rules-volcano-plain = The lake with the volcano comes last and ends the river.
river-rules-extras = Its inn works with Inns & Cathedrals, and its pig-herd with Traders & Builders: 1 more point per completed city for the farmers who win its field.

## Readings chosen for a game
rules-reading-volcano = River II's volcano
rules-reading-volcano-extra-turn = no figure on it, and another turn (rulebook)
rules-reading-volcano-plain = a plain lake (JCloisterZone without the dragon)

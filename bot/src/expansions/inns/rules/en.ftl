# Inns & Cathedrals' part of the rules help (/carcassonne rules).

inns-rules-title = Inns & Cathedrals
inns-rules =
    Each player also has a large follower. It goes wherever a follower may go and counts as two followers when a majority is counted.
    { "**" }Inns:** a completed road with an inn beside it scores 2 points per tile instead of 1, but nothing if it is still open at the end.
    { "**" }Cathedrals:** a completed city with a cathedral scores 3 points per tile and per pennant instead of 2, but nothing if it is still open at the end.

# Hills & Sheep's part of the rules help (/carcassonne rules), and the words of its readings
# when a game plays others than the rulebook's.

hills-rules-title = Hills & Sheep
hills-rules =
    { "**" }Hills:** when you draw a hill tile, the next tile of the pile goes under it, face down and out of the game. When a majority is tied, a follower standing on a hill tile wins it for its owner (roads, cities and fields, during the game and at the end).
    { "**" }Vineyards:** a completed monastery scores 3 more points for each vineyard on the 8 tiles around it.
hills-rules-shepherd-title = Shepherd and flock
hills-rules-shepherd =
    Each player also has a shepherd. Instead of a follower you may put it in a field of the tile you placed that has no shepherd yet (farmers do not matter), and draw a token from the bag: sheep join its flock, a wolf sends it home.
    Whenever your own tile extends your shepherd's field, choose: **grow** the flock (draw another token; a wolf scatters every sheep of the field and sends its shepherds home, unscored) or **gather** it: every shepherd in the field scores 1 point per sheep there, then goes home.
# After hills-rules-shepherd when a game plays the reading "scores at once".
hills-rules-closed = A flock whose field is completed scores at once.
hills-rules-shepherd-end = Shepherds score nothing at the end and count for no majority.

## Readings chosen for a game
rules-reading-hill-tiebreak = Tied majority with followers on hills
rules-reading-hill-tiebreak-at-least-one = every tied player with a follower on a hill wins
rules-reading-hill-tiebreak-most-followers = the tied player with most followers on hills wins
rules-reading-flock-closed = A flock whose field is closed
rules-reading-flock-closed-waits = waits to be gathered (rulebook)
rules-reading-flock-closed-scores = scores at once (JCloisterZone)

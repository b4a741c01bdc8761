# Over Hill and Dale's rules help (/carcassonne rules): the whole game, hiking and stables.
# Its name is rules-game-over-hill-and-dale (bot/locales/rules).

hill-and-dale-rules-game =
    Each player has 4 meeples and 2 stables. The land has paths, fields of crops (ringed by meadow) and meadow with animals.
    { "**" }Your turn:** draw a tile and place it so that every edge matches (path to path, field to field, meadow to meadow). Then do one of three things: put a meeple on that tile, on a path as a **wanderer** or in a field as a **farmer** (never on meadow, and not where a path or field already has a meeple anywhere along it); or put a **stable** on its meadow; or **hike** with a wanderer.
    { "**" }Paths** are complete when both ends reach a junction or a field, or they loop: 1 point per tile for the most wanderers on it (tied players all score).
    { "**" }Fields** are complete when meadow closes them all round, with no holes: 2 points per tile for the most farmers, who also **harvest**: one harvest token per symbol in the field (apple, strawberry, pumpkin, sunflower, grain, or a scarecrow). Tied farmers take the tokens in turn, the player who completed the field first. Scored meeples go home.
    { "**" }At the end:** open paths and fields score 1 point per tile (no tokens). Each harvest token scores 1, and each set of five different fruits 5 more (a scarecrow stands in for any fruit).
hill-and-dale-rules-hike-title = Hiking
hill-and-dale-rules-hike = When your tile extends a path your wanderer stands on (without completing it), you may hike instead of placing a meeple or a stable: walk that wanderer along the path and score 1 point for each tile it moves onto. It may pass other wanderers but not stop on a tile where another wanderer stands, and never crosses a junction. Only on your own turn, and with one wanderer a turn.
hill-and-dale-rules-stable-title = Stables
hill-and-dale-rules-stable = A stable goes on the meadow of the tile you placed, but not if another stable stands on that tile or on one of the 8 around it. It stays to the end of the game and then scores 1 point for each animal (rooster, cow, horse, sheep, pig) on its tile and the 8 tiles around it, however many of them are there.

# The Wheel of Fortune's part of the rules help (/carcassonne rules), for the stand-alone game
# and for the expansion.

wheel-rules-title = The Wheel of Fortune
# $board: "game" for the stand-alone game, "expansion" for the expansion. $actions: the six
# lines wheel-rules-action-*, one a line.
wheel-rules-wheel =
    { $board ->
        [game] This game is Carcassonne played from the wheel board
       *[expansion] The wheel board takes the place of the start tile
    }: its cities, roads and fields count like any tile's. The pig starts on Fortune.
    When a tile with a wheel number (1 to 3) is drawn, the pig first moves that many slices clockwise. The slice where it stops acts at once:
    { $actions }
    Then the followers on that slice's crowns score and go home, and the tile is placed as usual.
wheel-rules-action-fortune = • **Fortune**: the player who moved the pig scores 3
wheel-rules-action-taxes = • **Taxes**: each knight scores 1 per pennant in its city and 1 per knight of its owner there
wheel-rules-action-famine = • **Famine**: each farmer scores 1 per completed city bordering its field
wheel-rules-action-storm = • **Storm**: each player scores 1 per follower in supply
wheel-rules-action-inquisition = • **Inquisition**: each monk scores 2
wheel-rules-action-plague = • **Plague**: each player sends one follower home from the land
wheel-rules-crowns-title = Crowns and the plague
wheel-rules-crowns =
    { "**" }Crowns:** instead of a figure on your tile, you may put a follower on a free crown of the wheel (one follower per crown). When the pig stops on its slice, a follower alone on a slice with one crown scores 3, alone on a slice with two crowns 6, and two followers sharing a slice score 3 each; then they go home. Followers on crowns score nothing at the end.
    { "**" }The plague:** every player with a follower on the land sends one of them home (crowns do not count), the player who moved the pig first, then clockwise. The bot asks each of them in turn.

# Traders & Builders' part of the rules help (/carcassonne rules).

traders-rules-title = Traders & Builders
traders-rules =
    Each player also has a builder and a pig; neither counts for a majority.
    { "**" }Goods:** whoever places the tile that completes a city takes a goods token for each symbol in it (wine, wheat, cloth), whoever holds the city. At the end, the player with the most of each kind scores 10 points (tied players all score).
    { "**" }Pig:** put it in a field of the tile you placed where you already have a farmer. At the end, if you win that field, it scores 4 points per completed city for you instead of 3.
traders-rules-builder-title = The builder's double turn
traders-rules-builder = Put your builder on a road or city of the tile you placed where you already have a follower. Whenever a later tile of yours extends that road or city, you play a second turn at once: draw another tile, place it, put a figure on it if you like (a second turn never earns a third). The builder goes home when its road or city is scored, or when your last follower leaves it.

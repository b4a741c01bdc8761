# Farmers' part of the rules help (/carcassonne rules).

farmers-rules-title = Farmers
farmers-rules =
    You may also lay your follower down in a field of the tile you placed: a farmer. As for roads and cities, not in a field that already has a farmer anywhere in it.
    Farmers stay where they are until the end of the game. Then each field scores 3 points for every completed city it touches, for the player with the most farmers in it (tied players all score). Roads, cities and the edge of the land separate fields.

# The Abbot's part of the rules help (/carcassonne rules).

abbot-rules-title = The Abbot
abbot-rules =
    Each player also has an abbot. Instead of a follower you may put it on a monastery or a garden of the tile you placed; gardens take no other figure.
    A garden scores like a monastery: 9 points once the 8 tiles around it are there. Instead of placing a figure on your turn, you may take your abbot back: it scores its monastery or garden at once, 1 point for its tile and 1 for each tile around it. At the end an abbot still out scores the same way.

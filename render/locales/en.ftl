# Words drawn in the pictures, and the game's own terms (features, figures, score kinds).

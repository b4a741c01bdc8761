# La part de l'abbé dans l'aide des règles (/carcassonne rules).

abbot-rules-title = L'Abbé
abbot-rules =
    Chaque joueur a aussi un abbé. Au lieu d'un partisan, tu peux le poser sur une abbaye ou un jardin de la tuile que tu as posée ; aucune autre figurine ne va sur un jardin.
    Un jardin rapporte comme une abbaye : 9 points une fois entouré de ses 8 tuiles. Au lieu de poser une figurine à ton tour, tu peux reprendre ton abbé : il rapporte aussitôt son abbaye ou son jardin, 1 point pour sa tuile et 1 par tuile autour. En fin de partie, un abbé encore en jeu rapporte de la même façon.

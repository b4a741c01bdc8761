# La part de Marchands et Bâtisseurs dans l'aide des règles (/carcassonne rules).

traders-rules-title = Marchands et Bâtisseurs
traders-rules =
    Chaque joueur a aussi un bâtisseur et un cochon ; aucun des deux ne compte pour une majorité.
    { "**" }Marchandises :** celui qui pose la tuile qui achève une ville prend un jeton de marchandise par symbole qu'elle contient (vin, blé, tissu), quel que soit le propriétaire de la ville. À la fin, le joueur qui a le plus de jetons de chaque sorte marque 10 points (en cas d'égalité, tous les joueurs à égalité marquent).
    { "**" }Cochon :** pose-le dans un pré de la tuile que tu as posée où tu as déjà un paysan. À la fin, si tu remportes ce pré, il te rapporte 4 points par ville achevée au lieu de 3.
traders-rules-builder-title = Le double tour du bâtisseur
traders-rules-builder = Pose ton bâtisseur sur une route ou dans une ville de la tuile que tu as posée où tu as déjà un partisan. Chaque fois qu'une de tes tuiles suivantes prolonge cette route ou cette ville, tu joues aussitôt un second tour : pioche une autre tuile, pose-la, places-y une figurine si tu le souhaites (un second tour n'en donne jamais un troisième). Le bâtisseur revient dans ta réserve quand sa route ou sa ville est décomptée, ou quand ton dernier partisan la quitte.

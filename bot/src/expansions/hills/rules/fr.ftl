# La part de Collines et Moutons dans l'aide des règles (/carcassonne rules), et les mots de ses
# variantes quand une partie en joue d'autres que celles du livret.

hills-rules-title = Collines et Moutons
hills-rules =
    { "**" }Collines :** quand tu pioches une tuile colline, la tuile suivante de la pile va dessous, face cachée, hors du jeu. En cas d'égalité pour une majorité, un partisan posé sur une tuile colline la remporte pour son propriétaire (routes, villes et prés, pendant la partie et à la fin).
    { "**" }Vignes :** une abbaye achevée rapporte 3 points de plus pour chaque vigne sur les 8 tuiles qui l'entourent.
hills-rules-shepherd-title = Berger et troupeau
hills-rules-shepherd =
    Chaque joueur a aussi un berger. Au lieu d'un partisan, tu peux le poser dans un pré de la tuile que tu as posée qui n'a pas encore de berger (les paysans ne comptent pas), et piocher un jeton dans le sac : les moutons rejoignent son troupeau, un loup le renvoie dans ta réserve.
    Chaque fois que ta propre tuile agrandit le pré de ton berger, choisis : **agrandir** le troupeau (pioche un autre jeton ; un loup disperse tous les moutons du pré et renvoie ses bergers sans points) ou le **rentrer** : chaque berger du pré marque 1 point par mouton qui s'y trouve, puis revient dans sa réserve.
hills-rules-closed = Un troupeau dont le pré est achevé est décompté aussitôt.
hills-rules-shepherd-end = Les bergers ne rapportent rien à la fin et ne comptent pour aucune majorité.

## Variantes choisies pour une partie
rules-reading-hill-tiebreak = Égalité de majorité avec des partisans sur des collines
rules-reading-hill-tiebreak-at-least-one = chaque joueur à égalité ayant un partisan sur une colline gagne
rules-reading-hill-tiebreak-most-followers = le joueur à égalité ayant le plus de partisans sur des collines gagne
rules-reading-flock-closed = Un troupeau dont le pré est achevé
rules-reading-flock-closed-waits = attend d'être rentré (livret de règles)
rules-reading-flock-closed-scores = est décompté aussitôt (JCloisterZone)

# Hills & Sheep: the shepherd, hills and vineyards in tiles' names, the flock's rules picture.

figure-shepherd =
    { $count ->
       *[one] berger
        [other] bergers
    }
score-flock =
    { $count ->
       *[one] troupeau
        [other] troupeaux
    }
tile-hill = colline
tile-hill-with = colline
tile-vineyard = vignes
tile-vineyard-with = vignes
hills-picture-flock-caption = Troupeau : ta tuile agrandit le pré de ton berger. Agrandis maintenant le troupeau ou rassemble-le.
hills-picture-flock-grow = Agrandir : pioche un jeton. Les moutons rejoignent les { $sheep } ici ; un loup les disperse tous.
hills-picture-flock-gather = Rassembler : chaque berger du pré marque 1 point par mouton (ici +{ $points }) et rentre.

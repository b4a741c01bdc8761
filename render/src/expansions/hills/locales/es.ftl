# Hills & Sheep: the shepherd, hills and vineyards in tiles' names, the flock's rules picture.

figure-shepherd =
    { $count ->
       *[one] pastor
        [other] pastores
    }
score-flock =
    { $count ->
       *[one] rebaño
        [other] rebaños
    }
tile-hill = colina
tile-hill-with = colina
tile-vineyard = viñedo
tile-vineyard-with = viñedo
hills-picture-flock-caption = Rebaño: tu loseta amplía el campo de tu pastor. Ahora haz crecer el rebaño o reúnelo.
hills-picture-flock-grow = Crecer: roba una ficha. Las ovejas se suman a las { $sheep } de aquí; un lobo las dispersa a todas.
hills-picture-flock-gather = Reunir: cada pastor del campo puntúa 1 por oveja (aquí +{ $points }) y vuelve a casa.

# Hills & Sheep: the shepherd, hills and vineyards in tiles' names, the flock's rules picture.

figure-shepherd =
    { $count ->
       *[one] shepherd
        [other] shepherds
    }
score-flock =
    { $count ->
       *[one] flock
        [other] flocks
    }
tile-hill = hill
tile-hill-with = hill
tile-vineyard = vineyard
tile-vineyard-with = vineyard
hills-picture-flock-caption = Flock: your tile extends your shepherd's field. Now grow the flock or gather it.
hills-picture-flock-grow = Grow: draw a token. Sheep join the { $sheep } here; a wolf scatters them all.
hills-picture-flock-gather = Gather: every shepherd in the field scores 1 per sheep (here +{ $points }) and goes home.

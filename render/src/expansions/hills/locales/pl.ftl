# Hills & Sheep: the shepherd, hills and vineyards in tiles' names, the flock's rules picture.

figure-shepherd =
    { $count ->
       *[one] pasterz
        [few] pasterzy
        [many] pasterzy
        [other] pasterzy
    }
score-flock =
    { $count ->
       *[one] stado
        [few] stada
        [many] stad
        [other] stada
    }
tile-hill = wzgórze
tile-hill-with = ze wzgórzem
tile-vineyard = winnica
tile-vineyard-with = z winnicą
hills-picture-flock-caption = Stado: twoja płytka powiększa pole twojego pasterza. Teraz powiększ stado albo je spędź.
hills-picture-flock-grow = Powiększ: dobierz żeton. Owce dołączają do { $sheep } tutaj; wilk rozpędza wszystkie.
hills-picture-flock-gather = Spędź: każdy pasterz na polu dostaje 1 punkt za owcę (tutaj +{ $points }) i wraca do zapasu.

# Over Hill and Dale: its stable, what it scores, its features, harvests and animals in
# tiles' names, the sets note in the header, its rules pictures.

figure-stable =
    { $count ->
       *[one] étable
        [other] étables
    }
score-hike =
    { $count ->
       *[one] randonnée
        [other] randonnées
    }
score-stable =
    { $count ->
       *[one] étable
        [other] étables
    }
score-harvest =
    { $count ->
       *[one] récolte
        [other] récoltes
    }
hill-and-dale-gallery-title = Tuiles de Par monts et par vaux
tile-meadow = prairie
tile-crop-cap = petit champ
tile-crop-cap-with = petit champ
tile-crop-caps =
    { $count ->
        [2] deux petits champs
        [3] trois petits champs
       *[other] { $count } petits champs
    }
tile-crop-caps-with =
    { $count ->
        [2] deux petits champs
        [3] trois petits champs
       *[other] { $count } petits champs
    }
tile-crop-across = champ traversant
tile-crop-across-with = champ traversant
tile-crop-corner = coin de champ
tile-crop-corner-with = coin de champ
tile-crop-three-sided = champ à trois côtés
tile-crop-three-sided-with = champ à trois côtés
tile-crop-whole = grand champ
tile-crop-whole-with = grand champ
tile-crop-many =
    { $count ->
        [2] deux champs
        [3] trois champs
       *[other] { $count } champs
    }
tile-crop-many-with =
    { $count ->
        [2] deux champs
        [3] trois champs
       *[other] { $count } champs
    }
tile-path = chemin
tile-path-with = chemin
tile-path-straight = chemin droit
tile-path-straight-with = chemin droit
tile-path-curved = chemin courbe
tile-path-curved-with = chemin courbe
tile-path-junction = embranchement
tile-path-junction-with = embranchement
tile-path-crossroads = carrefour
tile-path-crossroads-with = carrefour
tile-path-crossing = chemins qui se croisent
tile-path-crossing-with = chemins qui se croisent
tile-path-curved-many =
    { $count ->
        [2] deux chemins courbes
       *[other] { $count } chemins courbes
    }
tile-path-curved-many-with =
    { $count ->
        [2] deux chemins courbes
       *[other] { $count } chemins courbes
    }
tile-path-many =
    { $count ->
        [2] deux chemins
        [3] trois chemins
       *[other] { $count } chemins
    }
tile-path-many-with =
    { $count ->
        [2] deux chemins
        [3] trois chemins
       *[other] { $count } chemins
    }
tile-harvest-apple = pomme
tile-harvest-apple-with = pomme
tile-harvest-strawberry = fraise
tile-harvest-strawberry-with = fraise
tile-harvest-pumpkin = citrouille
tile-harvest-pumpkin-with = citrouille
tile-harvest-sunflower = tournesol
tile-harvest-sunflower-with = tournesol
tile-harvest-grain = céréales
tile-harvest-grain-with = céréales
tile-harvest-scarecrow = épouvantail
tile-harvest-scarecrow-with = épouvantail
tile-animal-rooster =
    { $count ->
        [1] coq
        [2] deux coqs
        [3] trois coqs
        [4] quatre coqs
       *[other] { $count } coqs
    }
tile-animal-rooster-with =
    { $count ->
        [1] coq
        [2] deux coqs
        [3] trois coqs
        [4] quatre coqs
       *[other] { $count } coqs
    }
tile-animal-cow =
    { $count ->
        [1] vache
        [2] deux vaches
        [3] trois vaches
        [4] quatre vaches
       *[other] { $count } vaches
    }
tile-animal-cow-with =
    { $count ->
        [1] vache
        [2] deux vaches
        [3] trois vaches
        [4] quatre vaches
       *[other] { $count } vaches
    }
tile-animal-horse =
    { $count ->
        [1] cheval
        [2] deux chevaux
        [3] trois chevaux
        [4] quatre chevaux
       *[other] { $count } chevaux
    }
tile-animal-horse-with =
    { $count ->
        [1] cheval
        [2] deux chevaux
        [3] trois chevaux
        [4] quatre chevaux
       *[other] { $count } chevaux
    }
tile-animal-sheep =
    { $count ->
        [1] mouton
        [2] deux moutons
        [3] trois moutons
        [4] quatre moutons
       *[other] { $count } moutons
    }
tile-animal-sheep-with =
    { $count ->
        [1] mouton
        [2] deux moutons
        [3] trois moutons
        [4] quatre moutons
       *[other] { $count } moutons
    }
tile-animal-pig =
    { $count ->
        [1] cochon
        [2] deux cochons
        [3] trois cochons
        [4] quatre cochons
       *[other] { $count } cochons
    }
tile-animal-pig-with =
    { $count ->
        [1] cochon
        [2] deux cochons
        [3] trois cochons
        [4] quatre cochons
       *[other] { $count } cochons
    }
hill-and-dale-sets =
    { $count ->
        [one] { $count } série
       *[other] { $count } séries
    }
hill-and-dale-animals =
    { $count ->
        [one] { $count } animal
       *[other] { $count } animaux
    }
hill-and-dale-picture-hike-caption = Randonnée : ta tuile prolonge le chemin de ton randonneur. Ne pose rien et fais-le marcher le long du chemin : 1 point par tuile.
hill-and-dale-picture-stable-caption = Étable : en fin de partie, elle rapporte 1 point par animal sur sa tuile et les 8 tuiles autour. Aucune autre étable ne peut se trouver dans ce carré.
hill-and-dale-picture-stable-points = +{ $points } à la fin

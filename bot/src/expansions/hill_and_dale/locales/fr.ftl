# Par monts et par vaux dans les messages du bot : jetons de récolte pris, détenus et comptés,
# séries de cinq fruits, étables et récoltes au décompte final, et les mots du moteur pour les
# étables, les randonnées et l'endroit où se placent les meeples. $harvest choisit le jeton :
# apple, strawberry, pumpkin, sunflower, grain, scarecrow.

## Récit et état
hill-and-dale-took-harvest = { $player } a pris des jetons de récolte : { $tokens }.
hill-and-dale-harvest-scored = Décompte final, récolte de { $players } : { $points ->
    [one] { $points } point
   *[other] { $points } points
} pour { $held }.
hill-and-dale-stable-scored-at = Décompte final, étable de { $players } en **{ $cell }** : { $animals } { $animals ->
    [one] animal
   *[other] animaux
} autour, { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
hill-and-dale-stable-scored = Décompte final, étable de { $players } : { $animals } { $animals ->
    [one] animal
   *[other] animaux
} autour, { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
# Après le score d'un joueur dans l'état et la feuille de score (« ; jetons de récolte : … »).
hill-and-dale-held = jetons de récolte : { $tokens }
hill-and-dale-with-sets = { $tokens } ({ $sets ->
    [one] { $sets } série
   *[other] { $sets } séries
} de cinq fruits)
hill-and-dale-harvest-count = { $count } { $harvest ->
    [apple] { $count ->
        [one] pomme
       *[other] pommes
    }
    [strawberry] { $count ->
        [one] fraise
       *[other] fraises
    }
    [pumpkin] { $count ->
        [one] citrouille
       *[other] citrouilles
    }
    [sunflower] { $count ->
        [one] tournesol
       *[other] tournesols
    }
    [grain] { $count ->
        [one] épi de blé
       *[other] épis de blé
    }
   *[scarecrow] { $count ->
        [one] épouvantail
       *[other] épouvantails
    }
}

## Les mots du moteur
hill-and-dale-figure-stable = construit une étable : { $animals } { $animals ->
    [one] animal
   *[other] animaux
} autour pour l'instant, 1 point chacun à la fin
hill-and-dale-describe-hike = randonnée de { $tiles } { $tiles ->
    [one] tuile
   *[other] tuiles
} avec ton meeple, direction { $direction } (+{ $tiles })
hill-and-dale-refuse-stable-near = une autre étable se trouve sur cette tuile ou sur l'une des 8 autour
hill-and-dale-refuse-meadow = les meeples se placent sur les chemins et les champs ; seules les étables vont sur la prairie

# The Wheel of Fortune: the wheel's slices and what they do, the pig's line in the header,
# wheel numbers in tiles' names, its rules picture.

wheel-segment-fortune = Fortune
wheel-segment-taxes = Impôts
wheel-segment-famine = Famine
wheel-segment-storm = Tempête
wheel-segment-inquisition = Inquisition
wheel-segment-plague = Peste
wheel-effect-fortune = le joueur qui a déplacé le cochon marque 3 points
wheel-effect-taxes = chaque chevalier marque 1 point par blason de sa ville et 1 par chevalier de son propriétaire dans celle-ci
wheel-effect-famine = chaque paysan marque 1 point par ville achevée bordant son pré
wheel-effect-storm = chaque joueur marque 1 point par partisan en réserve
wheel-effect-inquisition = chaque moine marque 2 points
wheel-effect-plague = chaque joueur reprend un partisan posé sur le paysage
wheel-pig-on = Cochon sur
wheel-gallery-title = Tuiles de La Roue de la Fortune
tile-wheel-number = roue { $number }
tile-wheel-number-with = roue { $number }
score-wheel =
    { $count ->
       *[one] roue
        [other] roue
    }
score-crown =
    { $count ->
       *[one] couronne
        [other] couronnes
    }
wheel-picture-caption = La roue : une tuile avec un nombre (1 à 3) avance le cochon d'autant de cases dans le sens horaire. La case où il s'arrête agit aussitôt :
wheel-picture-slice = { $name } : { $effect }
wheel-picture-crowns = Couronnes : ensuite, chaque partisan sur les couronnes de cette case marque 3 points (6 s'il est seul sur une case à deux couronnes) et rentre.

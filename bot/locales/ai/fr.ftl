# Pourquoi l'IA joue ce qu'elle joue (la raison de l'indice) : clés des raisons de
# carcassonne-ai. $what : le type de zone, $kind sa clé (pour l'article et l'accord) ; $size :
# ce qu'elle vaut déjà ; $owner : la couleur d'un autre joueur ; $figure : le nom d'un pion,
# $key sa clé.


ai-list-two = { $first } et { $last }
ai-list-more = { $first }, { $rest }

ai-so-far = { $points ->
    [0] ne vaut encore rien
    [one] { $points } point pour l'instant
   *[other] { $points } points pour l'instant
}
ai-cities-so-far = { $count ->
    [0] aucune ville achevée pour l'instant
    [one] { $count } ville achevée pour l'instant
   *[other] { $count } villes achevées pour l'instant
}

ai-completes-yours = achève { $kind ->
    [noun-city] ta { $what }
    [noun-road] ta { $what }
    [noun-meadow] ta { $what }
    [score-hike] ta { $what }
    [score-harvest] ta { $what }
    [score-stable] ton { $what }
   *[other] ton { $what }
} pour { $points ->
    [one] { $points } point
   *[other] { $points } points
}
ai-completes-shared = achève { $kind ->
    [noun-city] la { $what } commune
    [noun-road] la { $what } commune
    [noun-meadow] la { $what } commune
    [score-monastery] l'{ $what } commune
   *[other] le { $what } commun
} pour { $points ->
    [one] { $points } point
   *[other] { $points } points
}
ai-scores-yours = fait marquer { $kind ->
    [noun-city] ta { $what }
    [noun-road] ta { $what }
    [noun-meadow] ta { $what }
    [score-hike] ta { $what }
    [score-harvest] ta { $what }
    [score-stable] ton { $what }
   *[other] ton { $what }
} pour { $points ->
    [one] { $points } point
   *[other] { $points } points
}
ai-scores-shared = fait marquer { $kind ->
    [noun-city] la { $what } commune
    [noun-road] la { $what } commune
    [noun-meadow] la { $what } commune
    [score-monastery] l'{ $what } commune
   *[other] le { $what } commun
} pour { $points ->
    [one] { $points } point
   *[other] { $points } points
}

ai-joins = s'associe à { $owner } dans { $kind ->
    [noun-city] la { $what }
    [noun-road] la { $what }
    [noun-meadow] la { $what }
    [score-monastery] l'{ $what }
   *[other] le { $what }
} ({ $size })
ai-takes-over = prend { $kind ->
    [noun-city] la { $what }
    [noun-road] la { $what }
    [noun-meadow] la { $what }
    [score-monastery] l'{ $what }
   *[other] le { $what }
} de { $owner } ({ $size })
ai-adds-to-farm = agrandit { $kind ->
    [noun-city] ta { $what }
    [noun-road] ta { $what }
    [noun-meadow] ta { $what }
    [score-hike] ta { $what }
    [score-harvest] ta { $what }
    [score-stable] ton { $what }
   *[other] ton { $what }
} : { $size }
ai-extends = agrandit { $kind ->
    [noun-city] ta { $what }
    [noun-road] ta { $what }
    [noun-meadow] ta { $what }
    [score-hike] ta { $what }
    [score-harvest] ta { $what }
    [score-stable] ton { $what }
   *[other] ton { $what }
} ({ $size })
ai-adds-to-square = complète les abords de { $kind ->
    [noun-city] ta { $what }
    [noun-road] ta { $what }
    [noun-meadow] ta { $what }
    [score-hike] ta { $what }
    [score-harvest] ta { $what }
    [score-stable] ton { $what }
   *[other] ton { $what }
} ({ $count } tuiles sur 9)
ai-places = pose la tuile en ({ $x },{ $y })

ai-farmer-in-owned-farm = place un paysan dans le pré de { $owner } : { $size }
ai-farmer-in-field = place un paysan dans un pré : { $size }
ai-figure-in-owned-farm = place { $key ->
    [noun-follower] un partisan
    [noun-meeple] un meeple
    [figure-large] le grand partisan
    [figure-abbot] l'abbé
    [figure-builder] le bâtisseur
    [figure-pig] le cochon
    [figure-shepherd] le berger
    [figure-stable] une étable
    [figure-lantern] une lanterne
   *[other] un pion « { $figure } »
} dans le pré de { $owner } : { $size }
ai-figure-in-field = place { $key ->
    [noun-follower] un partisan
    [noun-meeple] un meeple
    [figure-large] le grand partisan
    [figure-abbot] l'abbé
    [figure-builder] le bâtisseur
    [figure-pig] le cochon
    [figure-shepherd] le berger
    [figure-stable] une étable
    [figure-lantern] une lanterne
   *[other] un pion « { $figure } »
} dans un pré : { $size }
ai-claims-square = occupe { $kind ->
    [noun-city] une { $what }
    [noun-road] une { $what }
    [noun-meadow] une { $what }
    [score-monastery] une { $what }
   *[other] un { $what }
} avec { $key ->
    [noun-follower] un partisan
    [noun-meeple] un meeple
    [figure-large] le grand partisan
    [figure-abbot] l'abbé
    [figure-builder] le bâtisseur
    [figure-pig] le cochon
    [figure-shepherd] le berger
    [figure-stable] une étable
    [figure-lantern] une lanterne
   *[other] un pion « { $figure } »
} ({ $count } tuiles sur 9)
ai-starts = commence { $kind ->
    [noun-city] une { $what }
    [noun-road] une { $what }
    [noun-meadow] une { $what }
    [score-monastery] une { $what }
   *[other] un { $what }
} avec { $key ->
    [noun-follower] un partisan
    [noun-meeple] un meeple
    [figure-large] le grand partisan
    [figure-abbot] l'abbé
    [figure-builder] le bâtisseur
    [figure-pig] le cochon
    [figure-shepherd] le berger
    [figure-stable] une étable
    [figure-lantern] une lanterne
   *[other] un pion « { $figure } »
} ({ $size })
ai-claims = occupe { $kind ->
    [noun-city] une { $what }
    [noun-road] une { $what }
    [noun-meadow] une { $what }
    [score-monastery] une { $what }
   *[other] un { $what }
} avec { $key ->
    [noun-follower] un partisan
    [noun-meeple] un meeple
    [figure-large] le grand partisan
    [figure-abbot] l'abbé
    [figure-builder] le bâtisseur
    [figure-pig] le cochon
    [figure-shepherd] le berger
    [figure-stable] une étable
    [figure-lantern] une lanterne
   *[other] un pion « { $figure } »
} ({ $size })
ai-discards = défausse la tuile : elle ne s'adapte nulle part
ai-decides = choisit : { $action }

ai-keeps = garde tes { $followers } : rien ne vaut la peine d'être occupé
ai-waits = attend
ai-another-player = un autre joueur

ai-colour-yellow = Jaune
ai-colour-red = Rouge
ai-colour-green = Vert
ai-colour-blue = Bleu
ai-colour-black = Noir
ai-colour-pink = Rose
ai-colour-grey = Gris
ai-colour-purple = Violet

# Les Collines et les moutons dans les messages du bot : la tuile enterrée, les moutons et
# loups piochés et les troupeaux rassemblés dans le récit, et les mots du moteur pour le
# berger et son troupeau.

## Récit
hills-buried = La tuile suivante est partie face cachée sous la colline de { $player }, hors du jeu.
hills-drew-wolf = { $player } a pioché **un loup** : le troupeau est dispersé et ses bergers rentrent.
hills-drew-sheep = { $player } a pioché { $sheep } { $sheep ->
    [one] mouton
   *[other] moutons
} pour le troupeau.
hills-flock-gathered = Le troupeau est rassemblé : { $points ->
    [one] { $points } point
   *[other] { $points } points
} pour { $players }.

## Les mots du moteur
hills-figure-shepherd = place un berger dans un pré pour élever un troupeau
hills-describe-grow = agrandis le troupeau ({ $sheep } { $sheep ->
    [one] mouton
   *[other] moutons
} maintenant ; pioche un jeton, un loup le disperse)
hills-describe-gather = rassemble le troupeau pour { $sheep } { $sheep ->
    [one] point
   *[other] points
}
hills-refuse-second-shepherd = ce pré a déjà un berger
hills-refuse-no-farmers = cette partie se joue sans paysans

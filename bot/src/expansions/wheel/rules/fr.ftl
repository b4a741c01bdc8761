# La part de la Roue de la Fortune dans l'aide des règles (/carcassonne rules), pour le jeu
# autonome et pour l'extension.

wheel-rules-title = La Roue de la Fortune
wheel-rules-wheel =
    { $board ->
        [game] Ce jeu est Carcassonne joué à partir du plateau de la roue
       *[expansion] Le plateau de la roue remplace la tuile de départ
    } : ses villes, routes et prés comptent comme ceux de n'importe quelle tuile. Le cochon commence sur Fortune.
    Quand une tuile portant un chiffre de roue (1 à 3) est piochée, le cochon avance d'abord d'autant de cases dans le sens horaire. La case où il s'arrête agit aussitôt :
    { $actions }
    Ensuite, les partisans posés sur les couronnes de cette case marquent et reviennent dans leur réserve, puis la tuile est posée comme d'habitude.
wheel-rules-action-fortune = • **Fortune** : le joueur qui a déplacé le cochon marque 3
wheel-rules-action-taxes = • **Impôts** : chaque chevalier marque 1 par blason de sa ville et 1 par chevalier de son propriétaire dans cette ville
wheel-rules-action-famine = • **Famine** : chaque paysan marque 1 par ville achevée qui borde son pré
wheel-rules-action-storm = • **Tempête** : chaque joueur marque 1 par partisan dans sa réserve
wheel-rules-action-inquisition = • **Inquisition** : chaque moine marque 2
wheel-rules-action-plague = • **Peste** : chaque joueur reprend un de ses partisans du paysage
wheel-rules-crowns-title = Couronnes et peste
wheel-rules-crowns =
    { "**" }Couronnes :** au lieu d'une figurine sur ta tuile, tu peux poser un partisan sur une couronne libre de la roue (un partisan par couronne). Quand le cochon s'arrête sur sa case, un partisan seul sur une case à une couronne marque 3, seul sur une case à deux couronnes 6, et deux partisans qui partagent une case marquent 3 chacun ; puis ils reviennent dans leur réserve. Les partisans sur les couronnes ne rapportent rien à la fin.
    { "**" }La peste :** chaque joueur ayant un partisan dans le paysage en reprend un (les couronnes ne comptent pas), en commençant par le joueur qui a déplacé le cochon, puis dans le sens horaire. Le bot le demande à chacun à tour de rôle.

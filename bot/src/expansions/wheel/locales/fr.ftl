# La Roue de la fortune dans les messages du bot : les mots du moteur pour ses choix, l'effet
# de chaque case, les déplacements du cochon et les couronnes dans le récit, les boutons des
# couronnes, la question de la peste et la ligne d'état. Noms des cases : wheel-segment-<key>
# du moteur de rendu.

## Les mots du moteur pour les choix de la roue
wheel-describe-crown = place un partisan sur une couronne de la case { $segment } (elle rapporte quand le cochon s'y arrête)
wheel-describe-plague-home = renvoie ton partisan : { $feature } en { $pos } (peste)

## L'effet de chaque case, après son nom
wheel-acts-fortune = le joueur qui a déplacé le cochon marque 3 points
wheel-acts-taxes = chaque chevalier marque 1 point par blason de sa ville et 1 par chevalier de son propriétaire dans cette ville
wheel-acts-famine = chaque paysan marque 1 point par ville achevée bordant son pré
wheel-acts-storm = chaque joueur marque 1 point par partisan dans sa réserve
wheel-acts-inquisition = chaque moine marque 2 points
wheel-acts-plague = chaque joueur renvoie un de ses partisans posés sur le terrain

## Récit
wheel-turned = 🐷 Le cochon avance de { $steps } jusqu'à **{ $segment }** ({ $drawer } a pioché une tuile de la roue) : { $effect } — { $outcome }.
wheel-outcome-nobody-on-land = personne n'a de partisan sur le terrain
wheel-outcome-chooses = { $player } choisit
wheel-outcome-chooses-first = { $player } choisit en premier, puis { $others }
wheel-outcome-nobody-scores = personne ne marque
wheel-crown-scored = Couronne de la case { $segment } : { $gains } ({ $count ->
    [one] le partisan rentre
   *[other] les partisans rentrent
}).
wheel-crown-scored-unnamed = Couronne : { $gains } ({ $count ->
    [one] le partisan rentre
   *[other] les partisans rentrent
}).
wheel-plague-sent-home = 🐷 Peste : { $player } a renvoyé { $figure ->
    [large] son grand partisan
    [abbot] son abbé
   *[follower] son partisan
} { $place ->
    [city] de la ville
    [road] de la route
    [field] du pré
    [river] de la rivière
    [monastery] de l'abbaye
    [garden] du jardin
   *[tile] de la tuile
} en **{ $cell }**.
wheel-first-draw = 🐷 { $segment } : { $effect } — { $gains }.

## Où se tient une figure posée sur une couronne (« … sur une couronne de la case Impôts »)
wheel-space-words = une couronne de la case **{ $segment }**

## L'étape des figures et la tuile piochée
wheel-crown-label = Couronne : { $segment } ({ $taken ->
    [shared] partagée, 3 chacun
   *[free] { $crowns ->
        [one] 1 place, rapporte 3
       *[other] { $crowns } places, rapporte { $points } seul
    }
} ; cochon à { $away })
wheel-crown-space = Place de couronne { $space }
wheel-only-crowns = Aucun emplacement de cette tuile ne peut accueillir de partisan : places-en un sur une **couronne** de la roue, ou appuie sur **{ $pass }** ; les deux terminent ton tour.
wheel-about-crowns = Une **couronne** accueille un partisan hors du terrain : elle rapporte quand le cochon s'arrête sur sa case (le cochon est sur **{ $segment }**).
wheel-drawn = roue { $steps } : le cochon a avancé de { $steps } { $steps ->
    [one] case
   *[other] cases
} jusqu'à **{ $segment }**

## État
wheel-status = 🐷 Le cochon est sur **{ $segment }** ({ $effect }) ; { $crowns }.
wheel-status-no-crown = aucune couronne n'est occupée
wheel-status-crowns = couronnes : { $crowns }
wheel-status-crown = { $segment } ({ $players })

## La question de la peste
wheel-plague-prompt = 🐷 **Peste !** Choisis lequel de tes partisans sur le terrain rentre chez lui ({ $when ->
    [now] { $drawer } a pioché la tuile de la roue et la pose après ce choix
   *[later] { $drawer } a pioché la tuile de la roue et la pose quand tout le monde aura choisi
}). Seul { $deciding } peut appuyer sur ces boutons.
wheel-plague-panel = La peste : lequel de tes partisans rentre chez lui ? Le plateau montre où ils se trouvent.
# Après « en attente de @joueur » dans l'état.
wheel-plague-waiting-for = pour choisir quel partisan la peste renvoie
wheel-plague-label = { $place ->
    [city] ville
    [road] route
    [field] pré
    [river] rivière
    [monastery] abbaye
    [garden] jardin
   *[tile] tuile
} en { $cell } (vaut { $worth } maintenant)
wheel-plague-label-bare = { $place ->
    [city] ville
    [road] route
    [field] pré
    [river] rivière
    [monastery] abbaye
    [garden] jardin
   *[tile] tuile
} en { $cell }
wheel-plague-not-yours-left = Tu as quitté cette partie ; la peste interroge maintenant { $asked }.
wheel-plague-not-yours = Ce choix ne t'appartient pas : la peste interroge maintenant { $asked } (chaque joueur ayant un partisan sur le terrain choisit à son tour, et tu seras mentionné quand ce sera le tien). Rien n'a été modifié.
wheel-plague-not-playing = Tu ne joues pas dans cette partie ; la peste interroge maintenant { $asked }. Rien n'a été modifié.
wheel-plague-reminder = ⏰ { $mention }, la peste attend toujours ton choix dans Carcassonne (tour { $turn }, depuis <t:{ $since }:R>) : lequel de tes partisans rentre chez lui ?
wheel-plague-reminder-timeout = Si tu n'as pas choisi { $after } après la question, je renvoie celui qui se trouve sur l'élément qui vaut le moins.
wheel-plague-timed-out = ⌛ { $who } n'a pas répondu à la peste pendant { $waited } ; choisi à sa place : { $chosen }, le moins précieux.
wheel-plague-chosen = le partisan { $place ->
    [city] de la ville
    [road] de la route
    [field] du pré
    [river] de la rivière
    [monastery] de l'abbaye
    [garden] du jardin
   *[tile] de la tuile
} en { $cell } (vaut { $worth } maintenant)
wheel-plague-chosen-bare = le partisan { $place ->
    [city] de la ville
    [road] de la route
    [field] du pré
    [river] de la rivière
    [monastery] de l'abbaye
    [garden] du jardin
   *[tile] de la tuile
} en { $cell }
wheel-plague-chosen-any = un de ses partisans

# Narration : ce que lit le salon après chaque coup (tuiles, pions, décomptes, fin de partie),
# la feuille du décompte final, `/carcassonne status` et `/carcassonne log`.

## Noms et listes
narr-player = Joueur { $seat }
narr-list-two = { $first } et { $last }
narr-list-more = { $first }, { $rest }
narr-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}

## Tuiles : $tile dit ce qu'elle montre ($article ne sert qu'en anglais).
narr-a-tile = une tuile ({ $tile })
narr-placed = { $player } pose une tuile ({ $tile }) en **{ $cell }** (tournée de { $degrees }°).
narr-discarded = { $player } pioche une tuile ({ $tile }) qui ne s'adapte nulle part ; elle est retirée du jeu.
narr-discarded-last = { $player } pioche une tuile ({ $tile }) qui ne s'adapte nulle part ; elle est retirée du jeu. C'était la dernière tuile : la partie s'arrête ici.
narr-discarded-many = { $player } pioche à la suite { $count } tuiles qui ne s'adaptent nulle part ({ $tiles }) ; elles sont retirées du jeu.
narr-discarded-many-last = { $player } pioche à la suite { $count } tuiles qui ne s'adaptent nulle part ({ $tiles }) ; elles sont retirées du jeu. La dernière était la dernière tuile : la partie s'arrête ici.

## Les pions et où ils vont
narr-figure = { $key ->
    [noun-follower] un partisan
    [noun-meeple] un meeple
    [figure-large] le grand partisan
    [figure-abbot] l'abbé
    [figure-builder] le bâtisseur
    [figure-pig] le cochon
    [figure-shepherd] le berger
    [figure-stable] une étable
    [figure-lantern] une lanterne
   *[other] { $unique ->
        [yes] le pion « { $name } »
       *[no] un pion « { $name } »
    }
}
narr-on = { $key ->
    [noun-city] dans la ville
    [noun-road] sur la route
    [noun-field] dans le pré
    [noun-river] sur la rivière
    [noun-monastery] dans l'abbaye
    [noun-garden] dans le jardin
    [noun-crop-field] dans le champ
    [noun-path] sur le chemin
    [noun-meadow] dans la prairie
   *[other] sur : { $name }
}
narr-from = { $key ->
    [noun-city] de la ville
    [noun-road] de la route
    [noun-field] du pré
    [noun-river] de la rivière
    [noun-monastery] de l'abbaye
    [noun-garden] du jardin
    [noun-crop-field] du champ
    [noun-path] du chemin
    [noun-meadow] de la prairie
   *[other] de : { $name }
}
narr-on-farm = { $key ->
    [noun-field] dans le pré (comme paysan)
   *[other] sur : { $name } (comme paysan)
}
narr-from-farm = { $key ->
    [noun-field] du pré (où il était paysan)
   *[other] de : { $name } (où il était paysan)
}
narr-on-tile = sur la tuile
narr-from-tile = de la tuile
narr-space = une case du plateau
narr-deployed = { $player } place { $figure } { $spot }.
narr-deployed-space = { $player } place { $figure } sur { $space }.
narr-withdrawn = { $player } reprend { $figure } { $spot }.
narr-withdrawn-space = { $player } reprend { $figure } de { $space }.
narr-moved = Le { $figure } de { $player } va de **{ $from }** à **{ $to }**.
narr-hiked = Le { $figure } de { $player } avance de { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
} vers { $side ->
    [north] le nord
    [east] l'est
    [south] le sud
   *[west] l'ouest
} { $key ->
    [noun-path] le long du chemin
    [noun-road] le long de la route
   *[other] ({ $along })
} jusqu'en **{ $to }** : { $kind }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
narr-hiked-somewhere = Le { $figure } de { $player } avance de { $count ->
    [one] { $count } tuile
   *[other] { $count } tuiles
} jusqu'en **{ $to }** : { $kind }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}.

## Décomptes
narr-points-to = { $count ->
    [one] { $count } point
   *[other] { $count } points
} pour { $players }
narr-nobody-scores = personne ne marque
narr-with-note = { $score } ({ $note })
narr-completed = Construction achevée : { $what }{ $size ->
    [0] {""}
    [one] {" "}de { $size } tuile
   *[other] {" "}de { $size } tuiles
} – { $score }.
narr-final = Décompte final, { $what }{ $size ->
    [0] {""}
    [one] {" "}de { $size } tuile
   *[other] {" "}de { $size } tuiles
} : { $score }.
narr-scored-nothing = { $players } : { $what } de { $size ->
    [one] { $size } tuile
   *[other] { $size } tuiles
} en **{ $cell }** : { $note }
narr-scored-nothing-nowhere = { $players } : { $what } de { $size ->
    [one] { $size } tuile
   *[other] { $size } tuiles
} : { $note }

## Autres événements
narr-retired = { $player } a quitté la partie.
narr-extra-turn = { $player } rejoue aussitôt (un second tour).
narr-buried = La tuile suivante piochée par { $player } est retirée du jeu face cachée.
narr-tokens-taken = { $player } prend { $tokens }.
narr-final-scoring = La dernière tuile est posée : décompte final.
narr-game-over = La partie est terminée.

## La feuille de score
narr-sheet-kind = { $points } pour { $count } { $noun }
narr-sheet-player = **{ $player }** +{ $total } : { $kinds }
narr-sheet-by-player = Décompte final, joueur par joueur
narr-sheet-in-order = Dans l'ordre des événements
narr-sheet-line = - **{ $player }** ({ $colour }) : **{ $total }** { $total ->
    [one] point
   *[other] points
}{ $detail }{ $held }{ $gone }
narr-sheet-nobody-wins = Il ne reste personne pour gagner.
narr-sheet-winner = 🏆 Vainqueur : { $player } !
narr-sheet-winners = 🏆 Vainqueurs (ex æquo) : { $players } !

## Couleurs des joueurs
narr-colour-yellow = jaune
narr-colour-red = rouge
narr-colour-green = vert
narr-colour-blue = bleu
narr-colour-black = noir
narr-colour-pink = rose
narr-colour-grey = gris
narr-colour-purple = violet
narr-colour-white = blanc

## Durées
narr-time-off = désactivé
narr-time-days = { $count ->
    [one] { $count } jour
   *[other] { $count } jours
}
narr-time-hours = { $count } h
narr-time-minutes = { $count } min
narr-time-seconds = { $count } s
narr-time-days-hours = { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} { $hours } h

## /carcassonne status
narr-status-base-game = jeu de base
narr-status-reading = { $label } : { $words }
narr-status-quick = partie rapide
narr-status-quick-tiles = partie rapide ({ $count } tuiles)
narr-status-no-counter = sans compteur de tuiles
narr-status-timers = Rappel après { $reminder }, délai dépassé après { $timeout }.
narr-status-lobby = Un salon d'attente est ouvert avec { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
} : { $players }.
narr-status-header = **Carcassonne** : { $rules }
narr-status-turn = Tour { $turn } : on attend { $mention }{ $what } depuis { $since }.
narr-status-tiles-left = Tuiles restantes : { $count }.
narr-status-figures = { $count } { $figure }
narr-status-left = a quitté la partie
narr-status-if-over = { $total } si la partie s'arrêtait maintenant
narr-status-if-over-gains = { $total } si la partie s'arrêtait maintenant : { $gains }
narr-status-player = - **{ $player }** ({ $colour }) : { $score ->
    [one] { $score } point
   *[other] { $score } points
}{ $detail } ; { $ending } ; en réserve : { $figures }{ $held }{ $gone }

## /carcassonne log
narr-log-entry = **Tour { $turn }** · { $text }
narr-log-skipped = Le temps de { $player } était écoulé ; l'IA moyenne a joué à sa place.
narr-log-resigned = { $player } a abandonné.
narr-log-removed = { $player } a été retiré après un délai dépassé.
narr-log-chosen = { $player } n'a pas choisi à temps ; le bot a choisi à sa place.
narr-log-moved = { $player } a joué.
narr-log-empty = Aucun tour n'a encore été joué.
narr-log-whole = Le journal complet est en pièce jointe ; à partir du tour { $turn } :
narr-log-title-running = **Journal de partie** · { $rules } · { $players }, en cours
narr-log-title-finished = **Journal de partie** · { $rules } · { $players }, terminée

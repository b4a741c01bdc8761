# Le déroulement d'un tour : l'invite du tour, les menus de pose, le panneau privé, Annuler et
# Terminé, les plateaux affichés à nouveau, les rappels, les délais dépassés et leurs messages
# privés, l'indice, et les refus des boutons pressés au mauvais moment ou par le mauvais joueur.

## L'invite du tour (dans le salon, dans la langue de la partie)
turn-colour = { $colour ->
    [yellow] jaune
    [red] rouge
    [green] vert
    [blue] bleu
    [black] noir
    [pink] rose
    [grey] gris
    [purple] violet
   *[other] { $colour }
}
turn-who-your-turn = { $mention }, à toi de jouer
turn-who-their-turn = au tour de { $name }
turn-who-your-choice = { $mention }, à toi de choisir
turn-who-their-choice = au choix de { $name }
turn-heading = Tour { $turn }
turn-prompt-head = **Tour { $turn }** · { $who } ({ $colour }).
turn-tiles-left = { $count ->
    [one] Il reste { $count } tuile après celle-ci.
   *[other] Il reste { $count } tuiles après celle-ci.
}
turn-rules-line = Nouveau dans ce jeu ? `/carcassonne rules` l'explique.
turn-rules-button = Règles
turn-not-playing = (Ne joue plus : { $names }.)
turn-ai-thinking = 🤖 **Tour { $turn }** · { $name } réfléchit…
turn-board-above = (Le plateau est avec la première question de ce tour, plus haut.)

## Ce qui a été pioché et où cela se pose
turn-drew = { $you ->
    [yes] Tu as pioché { $tile }.
   *[no] { $drawer } a pioché { $tile }.
}
turn-drew-beside = { $you ->
    [yes] Tu as pioché { $tile }, visible à côté du plateau.
   *[no] { $drawer } a pioché { $tile }, visible à côté du plateau.
}
turn-fits-nowhere = Elle ne se pose nulle part : appuie sur **{ $discard }** pour la mettre de côté et en piocher une autre.
turn-fits-once = Elle ne se pose que d'une seule façon, sur **{ $cell }** : elle y est posée.
turn-fits = Elle se pose de { $ways ->
    [one] { $ways } façon
   *[other] { $ways } façons
} sur { $cells ->
    [one] { $cells } case surlignée et numérotée
   *[other] { $cells } cases surlignées et numérotées
} : { $how }.
turn-how-combined = choisis la case et l'orientation dans le menu par le numéro de la case
turn-how-cells = choisis une case dans le menu par son numéro (le panneau propose ses orientations)
turn-discard-button = Défausser la tuile

## Les menus de pose
turn-where-menu = Où va la tuile ?
turn-placement-turned = { $cell } · tournée de { $degrees }°
turn-fits-ways = { $ways ->
    [one] se pose de { $ways } façon
   *[other] se pose de { $ways } façons
}
turn-more-cells = Plus de cases ({ $page } sur { $pages })
turn-more-cells-text = D'autres cases où la tuile se pose :
turn-choose-where = Choisis où va la tuile : { $menu }

## Le panneau privé
turn-panel-cell = **{ $cell }**.
turn-panel-cell-turned = **{ $cell }**, tournée de { $degrees }°.
turn-no-spot = Aucun emplacement de cette tuile ne peut accueillir { $follower ->
    [noun-meeple] de meeple
   *[other] de partisan
} : appuie sur **{ $pass }** pour finir ton tour.
turn-tap-spot = Touche un emplacement numéroté (comme sur l'image) pour y placer une figurine, ou **{ $pass }** : l'un comme l'autre termine ton tour.
turn-pass = { $follower ->
    [noun-meeple] Aucun meeple
   *[other] Aucun partisan
}
turn-figure-menu = { $follower ->
    [noun-meeple] Ton meeple
   *[other] Ton partisan
}
turn-spot = emplacement
turn-deploy = { $number } · { $place }
turn-deploy-figure = { $number } · { $place } ({ $figure })
turn-rotate = ↻ Tourner à { $degrees }°
turn-move-to-start = { $action }, vers la tuile de départ
turn-move-to = { $action }, vers { $cell }
turn-choice-menu = Ton choix
turn-choose = Choisis :
turn-complete = Ce tour est complet.
turn-played = Tour joué ; le salon montre ce qui s'est passé.
turn-answered = Réponse donnée ; le salon montre ce qui s'est passé.

## Annuler et Terminé (sur le message du tour dans le salon)
turn-undo-button = Annuler
turn-done-button = Terminé
turn-undo-offer = ↩ { $name } peut reprendre ce tour jusqu'à { $time } (**{ $undo }**) ; **{ $done }** lance tout de suite le tour suivant.
turn-the-player = Le joueur
turn-a-player = Un joueur
turn-taken-back-again = ↩ { $name } a repris ce tour et le rejoue.
turn-taken-back = ↩ { $name } a repris ce tour.
turn-last-tile = La dernière tuile est posée : le décompte final est sur la feuille de score ci-dessous.

## Les messages d'un tour une fois terminé
turn-retired-reminder-over = ⏰ Rappel pour le tour { $turn } : ce tour est terminé.
turn-retired-reminder-moved-on = ⏰ Rappel pour le tour { $turn } : c'est fait, la partie a continué.
turn-retired-board = 📋 Le plateau tel qu'il était au tour { $turn } : ce tour est terminé ; la partie continue plus bas.
turn-retired-timeout = ⌛ Le tour { $turn } a finalement été joué : rien à passer.

## Rappels, délais dépassés et messages privés
turn-reminder = ⏰ { $mention }, c'est toujours à toi de jouer à Carcassonne (tour { $turn }, depuis { $since }).
turn-open-panel = Ouvrir mon panneau
turn-timeout = ⌛ { $mention } n'a pas joué le tour { $turn } depuis { $waited }. Les autres joueurs peuvent choisir **{ $skip }** (l'IA moyenne le joue à sa place : tuile et { $follower ->
    [noun-meeple] meeple
   *[other] partisan
}) ou **{ $remove }** (ses tours sont passés désormais ; s'il ne reste qu'un joueur, la partie se termine par le décompte final).
turn-skip-button = Passer le tour
turn-remove-button = Retirer le joueur
turn-dm-your-turn = C'est à toi de jouer à Carcassonne : { $link }
turn-dm-reminder = Rappel : c'est à toi de jouer à Carcassonne : { $link }
turn-own-turn = C'est ton propre tour : joue-le simplement.
turn-remove-question = Retirer { $name } de la partie ?
turn-remove-ends = Il ne resterait qu'un joueur : la partie se termine donc maintenant par le décompte final.
turn-remove-skips = Ses tours seront passés désormais ; ses points restent sur la feuille de score.
turn-remove-confirm = Retirer { $name }
turn-skipped-headline = { $by } a passé le tour de { $name } ; l'IA moyenne l'a joué à sa place.
turn-removed-headline = { $by } a retiré { $name } de la partie.
turn-skipped = Tour passé.
turn-removed = Joueur retiré.
turn-timeout-skipped = ⌛ { $name } n'a pas joué le tour { $turn } à temps : { $by } l'a passé et l'IA moyenne l'a joué à sa place.
turn-timeout-removed = ⌛ { $name } n'a pas joué le tour { $turn } à temps : { $by } a retiré { $name } de la partie.

## L'indice (privé)
turn-hint = 💡 L'IA { $level ->
    [easy] facile
    [medium] moyenne
   *[hard] difficile
} jouerait ainsi : { $steps } — { $reason }.
turn-hint-then = { $first }, puis { $next }
turn-hint-place = poser la tuile sur **{ $cell }** tournée de { $degrees }°

## Refus (privés, dans la langue de celui qui appuie)
turn-no-game = Je ne peux pas utiliser ce bouton : cette partie ne se joue pas ici (elle n'existe plus).
turn-other-channel = Je ne peux pas utiliser ce bouton ici : sa partie se joue dans un autre salon.
turn-not-lobby-button = Je ne peux pas utiliser ce bouton : ce n'est pas un bouton du salon d'attente.
turn-not-game-button = Je ne peux pas utiliser ce bouton : ce n'est pas l'un de mes boutons de jeu.
turn-finished-game = Ce bouton appartient à une partie terminée ; rien n'a été changé.
turn-cancelled-game = Cette partie a été annulée ; rien n'a été changé.
turn-broken-game = Cette partie est endommagée et a été mise de côté ; rien n'a été changé. L'hôte peut en lancer une nouvelle.
turn-future-turn = Je ne peux pas utiliser ce bouton : il n'appartient à aucun tour de cette partie.
turn-earlier-turn = Ce bouton vient d'un tour précédent (tour { $pressed }) ; la partie en est au tour { $turn }, donc rien n'a été changé. Utilise le dernier message.
turn-not-waiting = Cette partie n'attend aucun coup.
turn-left-game = Tu as quitté cette partie ; c'est au tour de { $mention }.
turn-not-so-fast = Pas si vite : c'est au tour de { $mention }. Tu seras mentionné quand viendra le tien.
turn-not-playing-here = Tu ne joues pas dans cette partie ; c'est au tour de { $mention }.
turn-bad-choice = Je ne peux pas utiliser ce choix : ce n'est pas l'une de mes options.
turn-choice-closed = Ce choix n'est plus ouvert, donc rien n'a été changé ; utilise les boutons du dernier message.
turn-cannot-use = Je ne peux pas utiliser ce bouton.
turn-next-started = Le tour suivant a déjà commencé ; rien n'a été changé.
turn-done-not-yours = Seul le joueur qui a fait ce coup peut appuyer sur { $done } ; le tour suivant commence tout seul dans quelques secondes.

## La fin de la partie (dans le salon)
turn-game-over = **Partie terminée !**
turn-ended-early = La partie s'est terminée plus tôt : il restait trop peu de joueurs ({ $left } encore en jeu), elle a donc été comptée telle quelle.
turn-nobody = personne
turn-final-scores = Scores finaux :
turn-rematch-button = Revanche
turn-final-nobody-scored = Personne n'a marqué de points à la fin.
turn-final-worthless = **Occupé mais sans valeur :**
turn-final-in-file = Chaque élément figure dans le fichier joint.
turn-final-title = Décompte final : points marqués à la fin
turn-replay = 🎞️ Toute la partie en { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}.

## La vue web de la partie
turn-board-button = Ouvrir le plateau
turn-board-off = Ce bot ne propose pas le plateau sous forme de page web.
turn-board-link = Ouvrir le plateau dans ton navigateur
turn-board-link-text = Ton propre lien vers le plateau de ce salon, où tu peux jouer en touchant l'écran : ne le partage pas, il joue en ton nom. Il est valable { $days ->
    [one] { $days } jour
   *[other] { $days } jours
} ; appuie de nouveau sur Ouvrir le plateau pour en obtenir un nouveau.
turn-left-server = { $name } a quitté le serveur : sa place est retirée et la partie continue sans lui ou elle.

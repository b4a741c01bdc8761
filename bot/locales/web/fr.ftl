# La vue web d'une partie (l'activité Discord, les liens et le mode de jeu local) : ce que dit son
# serveur (titres, refus) et chaque mot de la page elle-même (web-ui-*), que la page lit auprès du
# serveur et affiche tel quel.

## Ce qu'attend la partie, au-dessus du plateau
web-headline-turn = Tour { $turn } · { $who }
web-who-you = à toi de jouer
web-who-your-choice = à toi de choisir
web-who-thinking = { $name } réfléchit…
web-headline-undo = { $mine ->
    [yes] Le tour { $turn } est joué. Annuler le reprend jusqu'au début du tour suivant ; Terminé lance le tour suivant tout de suite.
   *[other] Le tour { $turn } est joué ; le tour suivant commence dans quelques secondes, sauf si ce tour est repris.
}
web-headline-lobby = { $count ->
    [one] Un salon d'attente est ouvert avec { $players } : rejoins-le et lance la partie avec les boutons dans Discord.
   *[other] Un salon d'attente est ouvert avec { $players } : rejoins-le et lance la partie avec les boutons dans Discord.
}
web-headline-over = { $count ->
    [0] Partie terminée.
    [one] Partie terminée : { $winners } gagne.
   *[other] Partie terminée : { $winners } gagnent ensemble.
}
web-headline-cancelled = Cette partie a été annulée.
web-headline-broken = Cette partie ne peut pas continuer : ses données enregistrées ne sont plus lisibles.

## Les étapes d'un tour
web-step-place = Touche une case surlignée pour y poser la tuile ; touche-la encore pour la tourner.
web-log-empty = Aucun tour n'a encore été joué.
web-step-confirm = Appuie sur Jouer pour jouer ce tour, ou sur Retour pour le modifier.
web-step-figure = Touche un emplacement de la tuile pour y placer une figurine, ou choisis **{ $pass }** ; puis appuie sur Jouer.

## Le mode de jeu local
web-local-player = Joueur { $number }

## Refus
web-error-no-token = Ouvre cette page depuis Discord (Ouvrir le plateau) ou avec `carcassonne-bot play` : elle a été ouverte sans connexion.
web-error-bad-token = Ce lien n'est pas valide : il a été modifié ou ne vient pas de ce bot. Appuie sur Ouvrir le plateau dans Discord pour en obtenir un nouveau.
web-error-expired = Ce lien a expiré. Appuie sur Ouvrir le plateau dans Discord pour en obtenir un nouveau.
web-error-not-covered = Cette connexion ne donne pas accès à cette partie.
web-error-not-member = Seuls les membres du serveur de cette partie peuvent la regarder.
web-error-not-local = La partie locale ne répond que sur cet ordinateur (127.0.0.1).
web-error-not-found = Il n'y a rien ici.
web-error-sign-in = Discord n'a pas laissé cette activité te connecter ; ferme-la et ouvre de nouveau le plateau.
web-error-no-activity = Ce bot n'a pas d'activité Discord configurée.
web-error-no-such-tile = Cette tuile n'existe pas.
web-error-no-game-here = Il n'y a pas encore de partie dans ce salon : lances-en une avec /carcassonne start.
web-error-not-complete = Ce tour n'est pas encore terminé : choisis d'abord où va la tuile (et une figurine ou aucune).
web-error-no-such-game-kind = Ce jeu n'existe pas.
web-error-no-such-expansion = Cette extension n'existe pas.
web-error-undo-range = Le délai pour reprendre un coup va de 0 à 60 secondes.
web-error-tiles-range = Une partie rapide distribue entre 3 tuiles terrain et toutes celles de ses règles.
web-error-no-such-level = Ce niveau d'IA n'existe pas.
web-error-no-person = Une partie a besoin d'au moins un humain à la table.
web-error-seats-range = Ce jeu ne se joue pas avec ce nombre de joueurs.

## Les mots de la page elle-même
web-ui-title = Carcassonne
web-ui-loading = Chargement…
web-ui-signing-in = Connexion avec Discord…
web-ui-reconnecting = Connexion perdue : reconnexion…
web-ui-error = Une erreur s'est produite.
web-ui-retry = Réessayer
web-ui-confirm = Jouer
web-ui-back = Retour
web-ui-close = Fermer
web-ui-scores = Scores
web-ui-tiles = Tuiles à venir
web-ui-log = Journal
web-ui-hint = Conseil
web-ui-undo = Annuler
web-ui-done = Terminé
web-ui-discard = Défausser la tuile
web-ui-rotate = Tourner
web-ui-zoom-in = Zoom avant
web-ui-zoom-out = Zoom arrière
web-ui-fit = Plateau entier
web-ui-to-place = À poser
web-ui-left = restantes
web-ui-points = points
web-ui-in-hand = En réserve
web-ui-watching = Tu regardes cette partie.
web-ui-which-figure = Quelle figurine ?
web-ui-left-game = a quitté la partie
web-ui-new-game = Nouvelle partie
web-ui-local-title = Carcassonne sur cet ordinateur
web-ui-game = Jeu
web-ui-expansions = Extensions
web-ui-players = Joueurs
web-ui-person = Humain
web-ui-add-person = Ajouter un humain
web-ui-add-ai = Ajouter une IA
web-ui-remove = Retirer
web-ui-name = Nom
web-ui-quick = Partie rapide
web-ui-tile-count = Tuiles terrain
web-ui-undo-seconds = Secondes pour reprendre un coup
web-ui-language = Langue
web-ui-start = Lancer
web-ui-saved = Parties sur cet ordinateur
web-ui-open = Ouvrir
web-ui-finished = terminée
web-ui-turn = tour
web-ui-menu = Menu
web-ui-games = Parties
web-ui-ai = IA

# Refus du service de jeu et pannes du bot, tels que les joueurs les lisent (ServiceError::text,
# les excuses de on_error et d'un bouton en échec).

error-no-such-game = Il n'y a pas de partie { $game }.
error-channel-busy = Ce salon a déjà une partie ; terminez-la ou annulez-la d'abord.
error-not-a-lobby = Cette partie a déjà commencé.
error-not-active = Cette partie n'est pas en cours.
error-lobby-full = La partie est complète ({ $max } joueurs).
error-already-joined = Tu as déjà rejoint cette partie.
error-not-seated = Tu ne joues pas dans cette partie.
error-not-host = Seul l'hôte (ou un gestionnaire du serveur) peut faire cela.
error-not-enough-players = Une partie demande au moins { $min } joueurs, celle-ci en a { $have }.
error-not-your-turn = Ce n'est pas ton tour ; on attend { $player }.
error-ai-playing = Ce n'est pas ton tour ; { $name } joue.
error-hints-off = Les conseils sont désactivés dans cette partie.
error-hints-locked = Les conseils ne peuvent être activés ou désactivés qu'avant le début de la partie.
error-no-ai-seat = Ce salon d'attente n'a aucun joueur ordinateur à retirer.
error-not-ai-turn = La place qui doit jouer n'est pas celle d'un joueur ordinateur.
error-ai = Le joueur ordinateur n'a pas pu se décider : { $reason }.
error-stale-turn = Ce tour a déjà été joué.
error-not-revealed = Ton tour commence dès que le dernier coup ne peut plus être repris (quelques secondes) ; redemande alors.
error-no-action = Aucun coup n'a été donné.
error-illegal-move = Ce coup n'est pas possible dans cette position ; rien n'a été modifié.
error-too-early = Le tour ne peut pas encore être passé (délai { $due }).
error-quick-locked = L'option de partie rapide ne peut changer qu'avant le début de la partie.
error-tile-counter-locked = Le compteur de tuiles ne peut être changé qu'avant le début de la partie.
error-setup = Règles invalides : { $reason }.
error-too-late-to-undo = Trop tard pour reprendre ce tour : la partie a continué.
error-not-your-move = Seul le joueur qui a fait ce coup peut le reprendre.
error-nothing-to-rematch = Aucune partie ne s'est encore terminée dans ce salon, il n'y a donc rien à rejouer.
error-not-in-last-game = Seuls les joueurs de la dernière partie peuvent demander une revanche ; lance plutôt une nouvelle partie.
error-broken = La partie { $game } est endommagée et ne peut pas continuer : { $reason }.
error-generic = Cela n'a pas fonctionné.

## Pannes du bot : les détails vont dans le journal.
error-command-failed = Quelque chose s'est mal passé de mon côté ; réessaie, s'il te plaît.
error-press-failed = Quelque chose s'est mal passé de mon côté ; rien n'a été modifié, sauf si le salon le dit. Réessaie, s'il te plaît.
error-db-unavailable = La base de données du jeu est injoignable pour l'instant, donc rien n'a été modifié. Réessaie dans un instant, s'il te plaît.
error-not-my-control = Je ne peux pas utiliser cette commande : ce n'est ni un de mes boutons ni un de mes menus, donc rien n'a été modifié.
error-guild-only = Tu ne peux pas utiliser cette commande en message privé : on joue dans le salon d'un serveur.
error-broken-at-start = ⚠️ La partie de Carcassonne de ce salon (partie { $game }) n'a pas pu être lue et a été mise de côté : { $reason }. Lances-en une nouvelle avec `/carcassonne start`.

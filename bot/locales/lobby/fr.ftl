# Le message du salon d'attente : l'hôte, les règles, les places, ses boutons et son menu, et ce
# qu'on répond à un appui dessus ; le salon tel qu'il se ferme au début de la partie.

lobby-open = **Carcassonne** : une nouvelle partie cherche des joueurs.
lobby-host = Hôte : { $host }
lobby-rules = Règles : { $rules }
lobby-players = Joueurs ({ $count }/{ $max }) :
lobby-seat = - { $player } ({ $colour })
lobby-seat-ai = - 🤖 { $player } ({ $colour }, ordinateur)
lobby-help = Appuie sur **Rejoindre** pour prendre place ; l'hôte peut ajouter des joueurs ordinateur (**Ajouter IA**, **Niveau IA** choisit Facile, Moyen ou Difficile) et appuie sur **Lancer** quand tout le monde est là (de { $min } à { $max } joueurs).
lobby-help-expansions = L'hôte peut activer et désactiver les extensions ci-dessous.
lobby-shown-again = Ce salon a déjà un salon d'attente ; le revoici.
lobby-rematch = **Revanche !** Mêmes règles que la dernière partie.
lobby-rematch-waiting = { $players } : appuyez sur **Rejoindre** pour rejouer.
lobby-rematch-all-in = Tous les joueurs appelés ont rejoint.
lobby-started = **Carcassonne** : la partie a commencé.
lobby-turn-order = Joueurs dans l'ordre du tour : { $players }
lobby-player = { $player } ({ $colour })
lobby-host-left = **Carcassonne** : l'hôte est parti, ce salon d'attente est donc fermé.
lobby-cancelled = **Carcassonne** : ce salon d'attente a été annulé par { $user }.

## Boutons (courts)
lobby-join = Rejoindre
lobby-leave = Quitter
lobby-start = Lancer
lobby-cancel = Annuler
lobby-remove-ai = Retirer IA
lobby-quick-on = Partie rapide : oui
lobby-quick-off = Partie rapide : non
lobby-tile-counter-on = Compteur de tuiles : oui
lobby-tile-counter-off = Compteur de tuiles : non
lobby-hints-on = Conseils : oui
lobby-hints-off = Conseils : non
lobby-add-ai = Ajouter IA : { $level }
lobby-ai-level = Niveau IA
lobby-switch-on = { $name } : oui
lobby-switch-off = { $name } : non
lobby-reading = { $what } : { $reading }
lobby-rules-button = Règles
lobby-language-menu = Langue de la partie

## Refus d'un appui sur le salon d'attente
lobby-not-started = Je ne peux pas utiliser cette commande : cette partie n'a pas encore commencé.
lobby-not-a-lobby-button = Je ne peux pas utiliser cette commande : ce n'est pas un bouton du salon d'attente.
lobby-need-players = Il faut au moins { $min } joueurs pour commencer ; ce salon en a { $have }.
lobby-already-in = Tu es déjà dans ce salon d'attente.
lobby-host-only = Seul l'hôte, { $host }, peut faire cela.
lobby-language-button = 🌐 { $language }

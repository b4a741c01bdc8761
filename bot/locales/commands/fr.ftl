# Les commandes /carcassonne : leurs réponses et (pour les clients Discord) leurs noms et descriptions.

## Réponses
settings-language-set = Désormais je te réponds en { $language } (seulement ce que tu es seul à voir ; les messages de la partie dans le salon restent dans la langue de la partie).
settings-language-auto = Je te réponds de nouveau dans la langue de ton Discord (maintenant { $language }).
cmd-no-game = Il n'y a pas de partie dans ce salon ; lances-en une avec `/carcassonne start`.
cmd-last-game = La dernière partie de ce salon s'est terminée { $ended }. Scores finaux :
    { $scores }
    La feuille de score avec le plateau final est dans le salon ; `/carcassonne log` raconte chaque tour ; **Revanche** sur la feuille (ou `/carcassonne rematch`) rejoue, et `/carcassonne start` ouvre une nouvelle partie.
cmd-unknown-game = Il n'y a pas de jeu « { $game } » ; choisis parmi { $known }.
cmd-unknown-rules = Règles inconnues « { $rules } » ; choisis parmi { $known }.
cmd-tiles-without-quick = `tiles:{ $tiles }` fixe le nombre de tuiles d'une partie rapide, mais `quick:False` demande toute la boîte. Omets l'une des deux.
cmd-undo-range = Un tour peut être repris pendant 0 à { $max } secondes (`undo_seconds:`), pas { $seconds }.
cmd-timer-range = `{ $option }:` accepte de 0 (jamais) à { $max } heures (30 jours), pas { $hours }.
cmd-tiles-range = Une partie rapide distribue de { $min } à { $max } tuiles terrain avec ces règles, pas { $tiles } ; omets `tiles:` pour toutes les jouer (ou pour 30 avec `quick:True`).
cmd-board-ai-thinking = Tour { $turn } : { $player } réfléchit.
cmd-board-not-revealed = Le dernier tour peut encore être repris ; le suivant commence dans quelques secondes.
cmd-board-repost = 📋 Le plateau demandé par { $name }, au tour { $turn } :
cmd-tiles-not-started = La partie n'a pas encore commencé : toutes les tuiles sont encore à venir.
cmd-tiles-no-counter = Cette partie se joue sans compteur de tuiles : l'hôte l'a désactivé dans le salon d'attente.
cmd-tiles-title-all = Tuiles à venir
cmd-tiles-title-some = { $left ->
    [one] { $left } tuile à venir, parmi celles-ci
   *[other] { $left } tuiles à venir, parmi celles-ci
    }
cmd-tiles-all = { $left ->
    [one] **Encore { $left } tuile à venir** (après la tuile en jeu), groupée selon ce qu'elle contient.
   *[other] **Encore { $left } tuiles à venir** (après la tuile en jeu), groupées selon ce qu'elles contiennent.
    }
cmd-tiles-some = { $left ->
    [one] **Encore { $left } tuile à venir** (après la tuile en jeu), tirée parmi ces { $total }, groupées selon ce qu'elles contiennent.
   *[other] **Encore { $left } tuiles à venir** (après la tuile en jeu), tirées parmi ces { $total }, groupées selon ce qu'elles contiennent.
    }
cmd-log-none = Aucune partie n'a encore été jouée dans ce salon.
cmd-resigned-you = Tu as quitté la partie ; tes points restent sur la feuille de score.
cmd-resigned = { $name } a abandonné.
cmd-resigned-someone = Un joueur a abandonné.
cmd-cancelled = **Carcassonne** : la partie a été annulée par { $user }.
cmd-dm-left = Tu as quitté cette partie, il n'y a donc plus de tours à te signaler.
cmd-dm-on = Je t'enverrai un message privé quand ce sera ton tour.
cmd-dm-off = Plus de messages privés pour tes tours.
cmd-timers-changed = { $timers } (à partir du prochain tour)
cmd-not-playable = { $game } n'est pas encore jouable.
cmd-gallery = Toutes les tuiles, avec le nom que leur donnent les règles

## Noms et descriptions des commandes, de leurs options et de leurs choix pour les clients Discord.
## Noms : minuscules, sans espace, 32 caractères au plus, uniques parmi leurs voisins ;
## descriptions : 100 caractères au plus.
cmd-carcassonne-name = carcassonne
cmd-carcassonne-description = Jouer à Carcassonne dans ce salon.
cmd-start-name = lancer
cmd-start-description = Ouvrir un salon d'attente pour une nouvelle partie dans ce salon.
cmd-start-game-name = jeu
cmd-start-game-description = Le jeu (par défaut : carcassonne)
cmd-start-rules-name = extensions
cmd-start-rules-description = Extensions par clé, séparées par des virgules (le salon d'attente a un interrupteur pour chacune)
cmd-start-quick-name = rapide
cmd-start-quick-description = Partie rapide avec moins de tuiles (par défaut : non)
cmd-start-tiles-name = tuiles
cmd-start-tiles-description = Tuiles terrain d'une partie rapide (par défaut : 30)
cmd-start-reminder-hours-name = rappel_heures
cmd-start-reminder-hours-description = Heures avant le rappel au joueur (0 : jamais ; par défaut : 4)
cmd-start-timeout-hours-name = délai_heures
cmd-start-timeout-hours-description = Heures avant que les autres puissent passer le tour (0 : jamais ; par défaut : 24)
cmd-start-undo-seconds-name = reprise_secondes
cmd-start-undo-seconds-description = Secondes pour reprendre un tour avant le suivant (0 : pas de reprise ; par défaut : 10)
cmd-start-tile-counter-name = compteur_tuiles
cmd-start-tile-counter-description = Montrer les tuiles à venir avec /carcassonne tiles (par défaut : oui)
cmd-start-hints-name = conseils
cmd-start-hints-description = Le joueur actif peut demander /carcassonne hint (par défaut : oui ; non en compétition)
cmd-start-language-name = langue
cmd-start-language-description = La langue des messages et images de la partie dans le salon (par défaut : celle du serveur)
cmd-rematch-name = revanche
cmd-rematch-description = Rejouer la dernière partie du salon : mêmes règles, ses joueurs sont appelés.
cmd-board-name = plateau
cmd-board-description = Afficher de nouveau le plateau actuel.
cmd-hint-name = conseil
cmd-hint-description = Ce que l'IA difficile jouerait à ta place, et pourquoi (toi seul le vois).
cmd-status-name = état
cmd-status-description = Scores, partisans restants, tuiles restantes et à qui c'est le tour.
cmd-tiles-name = tuiles
cmd-tiles-description = Les tuiles encore à venir dans la partie de ce salon, en image.
cmd-log-name = journal
cmd-log-description = Les tours de la partie de ce salon (ou de la dernière) tels que le salon les a lus.
cmd-rules-name = règles
cmd-rules-description = Les règles de la partie de ce salon (ou d'un autre jeu) et comment jouer avec ce bot.
cmd-rules-game-name = jeu
cmd-rules-game-description = Le jeu, si ce salon n'en a pas (par défaut : carcassonne)
cmd-resign-name = abandonner
cmd-resign-description = Quitter la partie de ce salon (le bot joue tes tours restants sans partisans).
cmd-cancel-name = annuler
cmd-cancel-description = Annuler la partie de ce salon (hôte ou « Gérer le serveur »).
cmd-settings-name = réglages
cmd-settings-description = Changer les rappels et délais de la partie de ce salon, ou tes propres messages privés.
cmd-settings-reminder-hours-name = rappel_heures
cmd-settings-reminder-hours-description = Heures avant le rappel au joueur (0 : jamais)
cmd-settings-timeout-hours-name = délai_heures
cmd-settings-timeout-hours-description = Heures avant que les autres puissent passer le tour (0 : jamais)
cmd-settings-quick-name = rapide
cmd-settings-quick-description = Partie rapide avec moins de tuiles (salon d'attente seulement)
cmd-settings-dm-name = mp
cmd-settings-dm-description = M'envoyer un message privé quand vient mon tour
cmd-settings-language-name = langue
cmd-settings-language-description = La langue de ce que toi seul vois (Automatique : celle de ton Discord)
cmd-gallery-name = galerie
cmd-gallery-description = Montrer toutes les tuiles du jeu avec leur nom.
cmd-gallery-game-name = jeu
cmd-gallery-game-description = Le jeu (par défaut : carcassonne et ses extensions)
cmd-leaderboard-name = classement
cmd-leaderboard-description = Les cotes du serveur, les meilleures d'abord.
cmd-leaderboard-game-name = jeu
cmd-leaderboard-game-description = Le jeu (par défaut : carcassonne)
cmd-profile-name = profil
cmd-profile-description = Parties, victoires, cote au fil du temps et scores d'un joueur sur ce serveur.
cmd-profile-user-name = joueur
cmd-profile-user-description = Le profil de qui (par défaut : le vôtre)
cmd-profile-game-name = jeu
cmd-profile-game-description = Seulement les parties de ce jeu (par défaut : tous les jeux)
cmd-choice-automatic = Automatique

# The Activity's Entry Point command in the app launcher (at most 100 characters).
cmd-launch-description = Ouvrir le plateau de la partie de ce salon

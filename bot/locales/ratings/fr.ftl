# Classements : le tableau du serveur (/carcassonne leaderboard) et la page d'un joueur (/carcassonne profile).

## La dernière ligne de la feuille de score : le classement de chaque joueur avant et après la partie
rate-sheet-line = Classements : { $changes }
rate-sheet-change = { $player } { $before } → { $after } ({ $delta })

## Comment un tableau nomme les joueurs du bot, un classement par niveau
rate-ai = IA ({ $level })

## /carcassonne leaderboard
rate-board-title = { $game } : le classement de ce serveur
rate-board-row = **{ $rank }.** { $player } · **{ $rating }** · { $games ->
    [one] { $games } partie
   *[other] { $games } parties
    } · { $percent } % gagnées
rate-board-empty = Personne n'a encore terminé de partie de { $game } sur ce serveur : le classement se remplit à la fin des parties.
rate-board-footer = Page { $page } sur { $pages } · { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
    } · cote = 1000 + 40 × (niveau − 3 × incertitude)
rate-board-previous = Précédente
rate-board-next = Suivante
rate-board-no-server = Ce classement appartient au salon d'un serveur.

## /carcassonne profile
rate-profile-title = { $player }
rate-profile-title-game = { $player } · { $game }
rate-profile-ratings = Cotes
rate-profile-rating = { $game } : **{ $rating }**, { $rank ->
    [1] premier du classement
   *[other] { $rank }e du classement
    }
rate-profile-record = Bilan
rate-profile-record-line = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
    }, { $wins } gagnée(s) ({ $percent } %) ; score moyen { $mean }, meilleur { $best }
rate-profile-favourites = Extensions préférées
rate-profile-favourite = { $expansion } ({ $games })
rate-profile-no-favourite = aucune : le jeu tel quel
rate-profile-points = Points par sorte
rate-profile-opponents = Face à face
rate-profile-opponent = { $player } : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
    }, devant { $ahead }, derrière { $behind }, à égalité { $level }
rate-profile-no-opponents = personne encore
rate-profile-nobody = { $player } n'a encore terminé aucune partie sur ce serveur.
rate-profile-chart = La cote après chaque partie, et la répartition des scores

# L'aide des règles (/carcassonne rules et les boutons Règles) : les règles de base de
# Carcassonne, les noms des jeux et des extensions dans les titres, les variantes choisies pour
# une partie, comment jouer avec le bot et les mots propres de la réponse.

## La réponse
rules-reply-first = **Règles de { $title }** ({ $whose })
rules-reply-continued = **Règles, suite**
rules-whose-channel = la partie de ce salon
rules-whose-none-pick = aucune partie dans ce salon ; `{ cmd-rules-game-name }:` choisit un autre jeu
rules-whose-none = aucune partie dans ce salon
rules-whose-lobby = la partie de ce salon d'attente
rules-whose-game = cette partie

## De quoi parlent les règles
rules-title-with-one = { $game } avec l'extension { $expansion }
rules-title-with-many = { $game } avec les extensions { $expansions }
rules-list-and = { $rest } et { $last }
rules-or = ou

## Jeux et extensions
rules-game-carcassonne = Carcassonne
rules-game-over-hill-and-dale = Carcassonne – Par monts et par vaux
rules-game-wheel-of-fortune = Carcassonne – La Roue de la Fortune
rules-expansion-farmers = Les Paysans
rules-expansion-abbot = L'Abbé
rules-expansion-river1 = La Rivière
rules-expansion-river2 = La Rivière II
rules-expansion-inns = Auberges et Cathédrales
rules-expansion-traders = Marchands et Bâtisseurs
rules-expansion-hills = Collines et Moutons
rules-expansion-wheel = La Roue de la Fortune

## Les règles de base de Carcassonne
rules-base =
    Chaque joueur a { $followers ->
        [one] { $followers } partisan
       *[other] { $followers } partisans
    }.
    { "**" }Ton tour :** pioche une tuile et pose-la à côté des tuiles en jeu de sorte que chaque bord corresponde (ville contre ville, route contre route, pré contre pré). Tu peux ensuite poser un partisan de ta réserve sur cette tuile : sur une route (voleur), dans une ville (chevalier) ou sur une abbaye (moine), mais pas sur une route ou dans une ville où se trouve déjà un partisan, à quelque endroit que ce soit.
    { "**" }Décompte :** une route achevée rapporte 1 point par tuile ; une ville achevée 2 par tuile et 2 par blason ; une abbaye entourée de ses 8 tuiles 9. Le joueur qui y a le plus de partisans marque les points (en cas d'égalité, tous les joueurs à égalité marquent), puis ses partisans retournent dans sa réserve.
    { "**" }Décompte final :** les routes inachevées rapportent 1 par tuile, les villes inachevées 1 par tuile et 1 par blason, les abbayes 1 pour leur tuile et 1 par tuile autour. Le joueur qui a le plus de points l'emporte.

## Variantes de règles qui diffèrent des livrets
rules-readings-title = Variantes de règles choisies pour cette partie
rules-reading-line = • { $label } : { $words }
rules-reading-tiny-city = Une ville achevée de deux tuiles
rules-reading-tiny-city-4 = rapporte 4 (2e édition)
rules-reading-tiny-city-2 = rapporte 2 (1re édition)

## Jouer avec le bot
rules-interface-title = Jouer avec ce bot
rules-interface-start = 1. `/{ cmd-carcassonne-name } { cmd-start-name }` ouvre un salon d'attente (`{ cmd-start-rules-name }:` choisit les extensions, ou active-les avec les boutons du salon). Les joueurs appuient sur **{ lobby-join }** ; l'hôte appuie sur **{ lobby-start }**.
rules-interface-games = `{ cmd-start-game-name }:` lance { $games } ; un jeu autonome ne prend pas d'extension.
rules-interface-game = { $game } (de { $min } à { $max } joueurs)
rules-interface-game-default = { $game } (par défaut, de { $min } à { $max } joueurs)
rules-interface-steps =
    2. À ton tour, le bot te mentionne et publie le plateau avec la tuile que tu as piochée. Les cases où elle s'insère sont surlignées et numérotées ; les marges nomment les rangées et les colonnes depuis la tuile de départ (N2E3 : deux rangées au nord, trois colonnes à l'est).
    3. Choisis où va la tuile dans le menu sous le plateau, par le numéro de la case : case et orientation ensemble. Un panneau privé montre la tuile en grand avec des emplacements numérotés (et des boutons pour la tourner).
    4. Touche un emplacement numéroté pour y poser { $follower ->
        [noun-meeple] un meeple
       *[other] un partisan
    }, ou touche **{ turn-pass }** : l'un ou l'autre termine ton tour. Une tuile qui ne se pose que d'une seule façon saute l'étape 3.
    5. Quelques secondes après ton tour, tu peux appuyer sur **{ turn-undo-button }** pour le reprendre (ou **{ turn-done-button }** pour continuer) ; la tuile du joueur suivant n'est piochée qu'ensuite.
    Autres commandes `/{ cmd-carcassonne-name }` : `{ cmd-board-name }` (republier le plateau), `{ cmd-status-name }` (les points par type, et si la partie finissait maintenant), `{ cmd-tiles-name }` (les tuiles restantes, sauf si l'hôte a désactivé le compteur), `{ cmd-log-name }` (tous les tours jusqu'ici), `{ cmd-settings-name }` (rappels, délais, messages privés), `{ cmd-resign-name }`, `{ cmd-cancel-name }` (l'hôte ou « Gérer le serveur »), `{ cmd-rematch-name }` (après une partie : mêmes règles, mêmes joueurs).
    Si quelqu'un est absent, il reçoit un rappel au bout d'un moment ; une fois le délai écoulé, les autres peuvent appuyer sur **{ turn-skip-button }** (l'IA moyenne joue ce tour à sa place) ou **{ turn-remove-button }** (ses tours sont passés).

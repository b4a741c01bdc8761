# Words drawn in the pictures (headers, legends, captions, the tile list and the gallery),
# tiles named in words, and the game's own terms (nouns of features and figures, what is
# scored) that messages of the bot use too. Expansions add theirs in
# render/src/expansions/<key>/locales.

## The game's nouns, by $count (without a count: the singular).
noun-city =
    { $count ->
       *[one] ville
        [other] villes
    }
noun-road =
    { $count ->
       *[one] route
        [other] routes
    }
noun-field =
    { $count ->
       *[one] pré
        [other] prés
    }
noun-river =
    { $count ->
       *[one] rivière
        [other] rivières
    }
noun-follower =
    { $count ->
       *[one] partisan
        [other] partisans
    }
noun-farm =
    { $count ->
       *[one] pré
        [other] prés
    }
noun-monastery =
    { $count ->
       *[one] abbaye
        [other] abbayes
    }
noun-garden =
    { $count ->
       *[one] jardin
        [other] jardins
    }
noun-crop-field =
    { $count ->
       *[one] champ
        [other] champs
    }
noun-path =
    { $count ->
       *[one] chemin
        [other] chemins
    }
noun-meadow =
    { $count ->
       *[one] prairie
        [other] prairies
    }
noun-meeple =
    { $count ->
       *[one] meeple
        [other] meeples
    }
score-monastery =
    { $count ->
       *[one] abbaye
        [other] abbayes
    }

## The header over the board
player-default = Joueur { $seat }
header-tile-to-place = À poser
header-tiles-left =
    { $count ->
        [one] { $count } restante
       *[other] { $count } restantes
    }
legend-last-tile = dernière tuile
legend-fits-here = possible ici
legend-your-choice = ton choix

## The close-up of the tile just placed ($follower: "follower" or "meeple", the game's word)
closeup-no-free-spot = { $cell } : aucune place libre
closeup-place =
    { $follower ->
        [meeple] { $cell } : poser un meeple ? 1-{ $count }
       *[other] { $cell } : poser un partisan ? 1-{ $count }
    }
closeup-place-or =
    { $follower ->
        [meeple] { $cell } : poser un meeple ou { $figure } ? 1-{ $count } · { $figure } ici : { $held }
       *[other] { $cell } : poser un partisan ou { $figure } ? 1-{ $count } · { $figure } ici : { $held }
    }

## The tiles still to come, and the gallery
tiles-group-monasteries = Abbayes
tiles-group-cities = Villes
tiles-group-roads = Routes
tiles-group-other = Autres
tiles-group = { $group } : { $count }
tiles-to-come =
    { $count ->
        [one] { $count } tuile à venir
       *[other] { $count } tuiles à venir
    }
tiles-none-left = Plus aucune tuile
gallery-title = Catalogue des tuiles
gallery-heading = { $title } : { $types } types de tuiles
gallery-heading-copies = { $title } : { $types } types de tuiles, { $count } tuiles
picture-your-tile = ta tuile

## The profile picture: a player's rating after each rated game and how their scores spread
chart-rating-over-time = Évolution de la cote
chart-rating = Cote
chart-rated-games = Parties classées
chart-no-rated-games = Aucune partie classée pour l'instant
chart-score-distribution = Répartition des scores
chart-score = Points
chart-games = Parties
chart-no-games = Aucune partie terminée pour l'instant

## Tiles in words. Each phrase has a -with form, used after "with" (tile-with's $rest):
## German's dative, Polish's instrumental with its "z"; elsewhere the same words.
tile-with = { $main } avec { $rest }
tile-and = { $first } et { $last }
tile-monastery = abbaye
tile-field = pré
tile-pennant = blason
tile-pennant-with = blason
tile-pennants =
    { $count ->
        [2] deux blasons
        [3] trois blasons
        [4] quatre blasons
       *[other] { $count } blasons
    }
tile-pennants-with =
    { $count ->
        [2] deux blasons
        [3] trois blasons
        [4] quatre blasons
       *[other] { $count } blasons
    }
tile-city-cap = bord de ville
tile-city-cap-with = bord de ville
tile-city-caps =
    { $count ->
        [2] deux bords de ville
        [3] trois bords de ville
        [4] quatre bords de ville
       *[other] { $count } bords de ville
    }
tile-city-caps-with =
    { $count ->
        [2] deux bords de ville
        [3] trois bords de ville
        [4] quatre bords de ville
       *[other] { $count } bords de ville
    }
tile-city-across = ville traversante
tile-city-across-with = ville traversante
tile-city-corner = coin de ville
tile-city-corner-with = coin de ville
tile-city-three-sided = ville à trois côtés
tile-city-three-sided-with = ville à trois côtés
tile-city-whole = ville fortifiée
tile-city-whole-with = ville fortifiée
tile-city-many =
    { $count ->
        [2] deux villes
        [3] trois villes
        [4] quatre villes
       *[other] { $count } villes
    }
tile-city-many-with =
    { $count ->
        [2] deux villes
        [3] trois villes
        [4] quatre villes
       *[other] { $count } villes
    }
tile-road = route
tile-road-with = route
tile-road-straight = route droite
tile-road-straight-with = route droite
tile-road-curved = virage
tile-road-curved-with = virage
tile-road-junction = carrefour en T
tile-road-junction-with = carrefour en T
tile-road-crossroads = carrefour
tile-road-crossroads-with = carrefour
tile-road-crossing = routes qui se croisent
tile-road-crossing-with = routes qui se croisent
tile-road-curved-many =
    { $count ->
        [2] deux virages
       *[other] { $count } virages
    }
tile-road-curved-many-with =
    { $count ->
        [2] deux virages
       *[other] { $count } virages
    }
tile-road-many =
    { $count ->
        [2] deux routes
        [3] trois routes
        [4] quatre routes
       *[other] { $count } routes
    }
tile-road-many-with =
    { $count ->
        [2] deux routes
        [3] trois routes
        [4] quatre routes
       *[other] { $count } routes
    }

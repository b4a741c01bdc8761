# Words drawn in the pictures (headers, legends, captions, the tile list and the gallery),
# tiles named in words, and the game's own terms (nouns of features and figures, what is
# scored) that messages of the bot use too. Expansions add theirs in
# render/src/expansions/<key>/locales.

## The game's nouns, by $count (without a count: the singular).
noun-city =
    { $count ->
       *[one] city
        [other] cities
    }
noun-road =
    { $count ->
       *[one] road
        [other] roads
    }
noun-field =
    { $count ->
       *[one] field
        [other] fields
    }
noun-river =
    { $count ->
       *[one] river
        [other] rivers
    }
noun-follower =
    { $count ->
       *[one] follower
        [other] followers
    }
noun-farm =
    { $count ->
       *[one] farm
        [other] farms
    }
noun-monastery =
    { $count ->
       *[one] monastery
        [other] monasteries
    }
noun-garden =
    { $count ->
       *[one] garden
        [other] gardens
    }
noun-crop-field =
    { $count ->
       *[one] field
        [other] fields
    }
noun-path =
    { $count ->
       *[one] path
        [other] paths
    }
noun-meadow =
    { $count ->
       *[one] meadow
        [other] meadows
    }
noun-meeple =
    { $count ->
       *[one] meeple
        [other] meeples
    }
score-monastery =
    { $count ->
       *[one] monastery
        [other] monasteries
    }

## The header over the board
player-default = Player { $seat }
header-tile-to-place = Tile to place
header-tiles-left =
    { $count ->
        [one] { $count } left
       *[other] { $count } left
    }
legend-last-tile = last tile
legend-fits-here = fits here
legend-your-choice = your choice

## The close-up of the tile just placed ($follower: "follower" or "meeple", the game's word)
closeup-no-free-spot = { $cell }: no free spot
closeup-place =
    { $follower ->
        [meeple] { $cell }: place a meeple? 1-{ $count }
       *[other] { $cell }: place a follower? 1-{ $count }
    }
closeup-place-or =
    { $follower ->
        [meeple] { $cell }: place a meeple or a { $figure }? 1-{ $count } · { $figure } here: { $held }
       *[other] { $cell }: place a follower or a { $figure }? 1-{ $count } · { $figure } here: { $held }
    }

## The tiles still to come, and the gallery
tiles-group-monasteries = Monasteries
tiles-group-cities = Cities
tiles-group-roads = Roads
tiles-group-other = Other
tiles-group = { $group }: { $count }
tiles-to-come =
    { $count ->
        [one] { $count } tile to come
       *[other] { $count } tiles to come
    }
tiles-none-left = No tiles left
gallery-title = Tile catalogue
gallery-heading = { $title }: { $types } tile types
gallery-heading-copies = { $title }: { $types } tile types, { $count } tiles
picture-your-tile = your tile

## The profile picture: a player's rating after each rated game and how their scores spread
chart-rating-over-time = Rating over time
chart-rating = Rating
chart-rated-games = Rated games
chart-no-rated-games = No rated games yet
chart-score-distribution = Score distribution
chart-score = Score
chart-games = Games
chart-no-games = No finished games yet

## Tiles in words. Each phrase has a -with form, used after "with" (tile-with's $rest):
## German's dative, Polish's instrumental with its "z"; elsewhere the same words.
tile-with = { $main } with { $rest }
tile-and = { $first } and { $last }
tile-monastery = monastery
tile-field = field
tile-pennant = pennant
tile-pennant-with = pennant
tile-pennants =
    { $count ->
        [2] two pennants
        [3] three pennants
        [4] four pennants
        [5] five pennants
       *[other] { $count } pennants
    }
tile-pennants-with =
    { $count ->
        [2] two pennants
        [3] three pennants
        [4] four pennants
        [5] five pennants
       *[other] { $count } pennants
    }
tile-city-cap = city cap
tile-city-cap-with = city cap
tile-city-caps =
    { $count ->
        [2] two city caps
        [3] three city caps
        [4] four city caps
        [5] five city caps
       *[other] { $count } city caps
    }
tile-city-caps-with =
    { $count ->
        [2] two city caps
        [3] three city caps
        [4] four city caps
        [5] five city caps
       *[other] { $count } city caps
    }
tile-city-across = city across the tile
tile-city-across-with = city across the tile
tile-city-corner = city corner
tile-city-corner-with = city corner
tile-city-three-sided = three-sided city
tile-city-three-sided-with = three-sided city
tile-city-whole = walled city
tile-city-whole-with = walled city
tile-city-many =
    { $count ->
        [2] two cities
        [3] three cities
        [4] four cities
        [5] five cities
       *[other] { $count } cities
    }
tile-city-many-with =
    { $count ->
        [2] two cities
        [3] three cities
        [4] four cities
        [5] five cities
       *[other] { $count } cities
    }
tile-road = road
tile-road-with = road
tile-road-straight = straight road
tile-road-straight-with = straight road
tile-road-curved = curved road
tile-road-curved-with = curved road
tile-road-junction = road junction
tile-road-junction-with = road junction
tile-road-crossroads = crossroads
tile-road-crossroads-with = crossroads
tile-road-crossing = road crossing
tile-road-crossing-with = road crossing
tile-road-curved-many =
    { $count ->
        [2] two curved roads
       *[other] { $count } curved roads
    }
tile-road-curved-many-with =
    { $count ->
        [2] two curved roads
       *[other] { $count } curved roads
    }
tile-road-many =
    { $count ->
        [2] two roads
        [3] three roads
        [4] four roads
        [5] five roads
       *[other] { $count } roads
    }
tile-road-many-with =
    { $count ->
        [2] two roads
        [3] three roads
        [4] four roads
        [5] five roads
       *[other] { $count } roads
    }

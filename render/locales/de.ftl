# Words drawn in the pictures (headers, legends, captions, the tile list and the gallery),
# tiles named in words, and the game's own terms (nouns of features and figures, what is
# scored) that messages of the bot use too. Expansions add theirs in
# render/src/expansions/<key>/locales.

## The game's nouns, by $count (without a count: the singular).
noun-city =
    { $count ->
       *[one] Stadt
        [other] Städte
    }
noun-road =
    { $count ->
       *[one] Straße
        [other] Straßen
    }
noun-field =
    { $count ->
       *[one] Wiese
        [other] Wiesen
    }
noun-river =
    { $count ->
       *[one] Fluss
        [other] Flüsse
    }
noun-follower =
    { $count ->
       *[one] Gefolgsmann
        [other] Gefolgsleute
    }
noun-farm =
    { $count ->
       *[one] Wiese
        [other] Wiesen
    }
noun-monastery =
    { $count ->
       *[one] Kloster
        [other] Klöster
    }
noun-garden =
    { $count ->
       *[one] Garten
        [other] Gärten
    }
noun-crop-field =
    { $count ->
       *[one] Feld
        [other] Felder
    }
noun-path =
    { $count ->
       *[one] Weg
        [other] Wege
    }
noun-meadow =
    { $count ->
       *[one] Wiese
        [other] Wiesen
    }
noun-meeple =
    { $count ->
       *[one] Meeple
        [other] Meeples
    }
score-monastery =
    { $count ->
       *[one] Kloster
        [other] Klöster
    }

## The header over the board
player-default = Spieler { $seat }
header-tile-to-place = Zu legen
header-tiles-left =
    { $count ->
        [one] noch { $count }
       *[other] noch { $count }
    }
legend-last-tile = letztes Plättchen
legend-fits-here = passt hier
legend-your-choice = deine Wahl

## The close-up of the tile just placed ($follower: "follower" or "meeple", the game's word)
closeup-no-free-spot = { $cell }: kein freier Platz
closeup-place =
    { $follower ->
        [meeple] { $cell }: Meeple einsetzen? 1-{ $count }
       *[other] { $cell }: Gefolgsmann einsetzen? 1-{ $count }
    }
closeup-place-or =
    { $follower ->
        [meeple] { $cell }: Meeple oder { $figure } einsetzen? 1-{ $count } · { $figure } hier: { $held }
       *[other] { $cell }: Gefolgsmann oder { $figure } einsetzen? 1-{ $count } · { $figure } hier: { $held }
    }

## The tiles still to come, and the gallery
tiles-group-monasteries = Klöster
tiles-group-cities = Städte
tiles-group-roads = Straßen
tiles-group-other = Sonstige
tiles-group = { $group }: { $count }
tiles-to-come =
    { $count ->
        [one] { $count } Plättchen kommt noch
       *[other] { $count } Plättchen kommen noch
    }
tiles-none-left = Keine Plättchen mehr
gallery-title = Plättchenübersicht
gallery-heading = { $title }: { $types } Plättchenarten
gallery-heading-copies = { $title }: { $types } Plättchenarten, { $count } Plättchen
picture-your-tile = dein Plättchen

## The profile picture: a player's rating after each rated game and how their scores spread
chart-rating-over-time = Wertungszahl im Verlauf
chart-rating = Wertungszahl
chart-rated-games = Gewertete Spiele
chart-no-rated-games = Noch keine gewerteten Spiele
chart-score-distribution = Punkteverteilung
chart-score = Punkte
chart-games = Spiele
chart-no-games = Noch keine beendeten Spiele

## Tiles in words. Each phrase has a -with form, used after "with" (tile-with's $rest):
## German's dative, Polish's instrumental with its "z"; elsewhere the same words.
tile-with = { $main } mit { $rest }
tile-and = { $first } und { $last }
tile-monastery = Kloster
tile-field = Wiese
tile-pennant = Wappen
tile-pennant-with = Wappen
tile-pennants =
    { $count ->
        [2] zwei Wappen
        [3] drei Wappen
        [4] vier Wappen
       *[other] { $count } Wappen
    }
tile-pennants-with =
    { $count ->
        [2] zwei Wappen
        [3] drei Wappen
        [4] vier Wappen
       *[other] { $count } Wappen
    }
tile-city-cap = Stadtteil
tile-city-cap-with = Stadtteil
tile-city-caps =
    { $count ->
        [2] zwei Stadtteile
        [3] drei Stadtteile
        [4] vier Stadtteile
       *[other] { $count } Stadtteile
    }
tile-city-caps-with =
    { $count ->
        [2] zwei Stadtteilen
        [3] drei Stadtteilen
        [4] vier Stadtteilen
       *[other] { $count } Stadtteilen
    }
tile-city-across = durchgehende Stadt
tile-city-across-with = durchgehender Stadt
tile-city-corner = Stadtecke
tile-city-corner-with = Stadtecke
tile-city-three-sided = dreiseitige Stadt
tile-city-three-sided-with = dreiseitiger Stadt
tile-city-whole = ummauerte Stadt
tile-city-whole-with = ummauerter Stadt
tile-city-many =
    { $count ->
        [2] zwei Städte
        [3] drei Städte
        [4] vier Städte
       *[other] { $count } Städte
    }
tile-city-many-with =
    { $count ->
        [2] zwei Städten
        [3] drei Städten
        [4] vier Städten
       *[other] { $count } Städten
    }
tile-road = Straße
tile-road-with = Straße
tile-road-straight = gerade Straße
tile-road-straight-with = gerader Straße
tile-road-curved = Straßenkurve
tile-road-curved-with = Straßenkurve
tile-road-junction = Straßengabelung
tile-road-junction-with = Straßengabelung
tile-road-crossroads = Kreuzung
tile-road-crossroads-with = Kreuzung
tile-road-crossing = sich kreuzende Straßen
tile-road-crossing-with = sich kreuzenden Straßen
tile-road-curved-many =
    { $count ->
        [2] zwei Straßenkurven
       *[other] { $count } Straßenkurven
    }
tile-road-curved-many-with =
    { $count ->
        [2] zwei Straßenkurven
       *[other] { $count } Straßenkurven
    }
tile-road-many =
    { $count ->
        [2] zwei Straßen
        [3] drei Straßen
        [4] vier Straßen
       *[other] { $count } Straßen
    }
tile-road-many-with =
    { $count ->
        [2] zwei Straßen
        [3] drei Straßen
        [4] vier Straßen
       *[other] { $count } Straßen
    }

# Inns & Cathedrals: the large follower, and cathedrals and inns in tiles' names
# (tile-inn wraps the road's phrase, $inner, in the same form).

figure-large =
    { $count ->
       *[one] großer Gefolgsmann
        [other] große Gefolgsleute
    }
tile-cathedral = Kathedrale
tile-cathedral-with = Kathedrale
tile-cathedral-city = Stadt mit Kathedrale
tile-cathedral-city-with = Stadt mit Kathedrale
tile-inn = { $inner } mit Gasthaus
tile-inn-with = { $inner } mit Gasthaus

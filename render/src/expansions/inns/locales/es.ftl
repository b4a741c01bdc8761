# Inns & Cathedrals: the large follower, and cathedrals and inns in tiles' names
# (tile-inn wraps the road's phrase, $inner, in the same form).

figure-large =
    { $count ->
       *[one] seguidor grande
        [other] seguidores grandes
    }
tile-cathedral = catedral
tile-cathedral-with = catedral
tile-cathedral-city = ciudad con catedral
tile-cathedral-city-with = ciudad con catedral
tile-inn = { $inner } con posada
tile-inn-with = { $inner } con posada

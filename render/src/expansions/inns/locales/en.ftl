# Inns & Cathedrals: the large follower, and cathedrals and inns in tiles' names
# (tile-inn wraps the road's phrase, $inner, in the same form).

figure-large =
    { $count ->
       *[one] large follower
        [other] large followers
    }
tile-cathedral = cathedral
tile-cathedral-with = cathedral
tile-cathedral-city = cathedral city
tile-cathedral-city-with = cathedral city
tile-inn = inn on { $inner }
tile-inn-with = inn on { $inner }

# Inns & Cathedrals: the large follower, and cathedrals and inns in tiles' names
# (tile-inn wraps the road's phrase, $inner, in the same form).

figure-large =
    { $count ->
       *[one] grand partisan
        [other] grands partisans
    }
tile-cathedral = cathédrale
tile-cathedral-with = cathédrale
tile-cathedral-city = ville avec cathédrale
tile-cathedral-city-with = ville avec cathédrale
tile-inn = { $inner } avec auberge
tile-inn-with = { $inner } avec auberge

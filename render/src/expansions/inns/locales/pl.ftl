# Inns & Cathedrals: the large follower, and cathedrals and inns in tiles' names
# (tile-inn wraps the road's phrase, $inner, in the same form).

figure-large =
    { $count ->
       *[one] duży podwładny
        [few] dużych podwładnych
        [many] dużych podwładnych
        [other] dużych podwładnych
    }
tile-cathedral = katedra
tile-cathedral-with = z katedrą
tile-cathedral-city = miasto z katedrą
tile-cathedral-city-with = z miastem z katedrą
tile-inn = { $inner } z karczmą
tile-inn-with = { $inner } z karczmą

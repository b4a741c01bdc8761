# Over Hill and Dale: its stable, what it scores, its features, harvests and animals in
# tiles' names, the sets note in the header, its rules pictures.

figure-stable =
    { $count ->
       *[one] stable
        [other] stables
    }
score-hike =
    { $count ->
       *[one] hike
        [other] hikes
    }
score-stable =
    { $count ->
       *[one] stable
        [other] stables
    }
score-harvest =
    { $count ->
       *[one] harvest
        [other] harvest
    }
hill-and-dale-gallery-title = Over Hill and Dale tiles
tile-meadow = meadow
tile-crop-cap = small field
tile-crop-cap-with = small field
tile-crop-caps =
    { $count ->
        [2] two small fields
        [3] three small fields
        [4] four small fields
        [5] five small fields
       *[other] { $count } small fields
    }
tile-crop-caps-with =
    { $count ->
        [2] two small fields
        [3] three small fields
        [4] four small fields
        [5] five small fields
       *[other] { $count } small fields
    }
tile-crop-across = field across the tile
tile-crop-across-with = field across the tile
tile-crop-corner = field corner
tile-crop-corner-with = field corner
tile-crop-three-sided = three-sided field
tile-crop-three-sided-with = three-sided field
tile-crop-whole = big field
tile-crop-whole-with = big field
tile-crop-many =
    { $count ->
        [2] two fields
        [3] three fields
        [4] four fields
        [5] five fields
       *[other] { $count } fields
    }
tile-crop-many-with =
    { $count ->
        [2] two fields
        [3] three fields
        [4] four fields
        [5] five fields
       *[other] { $count } fields
    }
tile-path = path
tile-path-with = path
tile-path-straight = straight path
tile-path-straight-with = straight path
tile-path-curved = curved path
tile-path-curved-with = curved path
tile-path-junction = path junction
tile-path-junction-with = path junction
tile-path-crossroads = crossroads
tile-path-crossroads-with = crossroads
tile-path-crossing = path crossing
tile-path-crossing-with = path crossing
tile-path-curved-many =
    { $count ->
        [2] two curved paths
       *[other] { $count } curved paths
    }
tile-path-curved-many-with =
    { $count ->
        [2] two curved paths
       *[other] { $count } curved paths
    }
tile-path-many =
    { $count ->
        [2] two paths
        [3] three paths
        [4] four paths
        [5] five paths
       *[other] { $count } paths
    }
tile-path-many-with =
    { $count ->
        [2] two paths
        [3] three paths
        [4] four paths
        [5] five paths
       *[other] { $count } paths
    }
tile-harvest-apple = apple
tile-harvest-apple-with = apple
tile-harvest-strawberry = strawberry
tile-harvest-strawberry-with = strawberry
tile-harvest-pumpkin = pumpkin
tile-harvest-pumpkin-with = pumpkin
tile-harvest-sunflower = sunflower
tile-harvest-sunflower-with = sunflower
tile-harvest-grain = grain
tile-harvest-grain-with = grain
tile-harvest-scarecrow = scarecrow
tile-harvest-scarecrow-with = scarecrow
tile-animal-rooster =
    { $count ->
        [1] rooster
        [2] two roosters
        [3] three roosters
        [4] four roosters
        [5] five roosters
       *[other] { $count } roosters
    }
tile-animal-rooster-with =
    { $count ->
        [1] rooster
        [2] two roosters
        [3] three roosters
        [4] four roosters
        [5] five roosters
       *[other] { $count } roosters
    }
tile-animal-cow =
    { $count ->
        [1] cow
        [2] two cows
        [3] three cows
        [4] four cows
        [5] five cows
       *[other] { $count } cows
    }
tile-animal-cow-with =
    { $count ->
        [1] cow
        [2] two cows
        [3] three cows
        [4] four cows
        [5] five cows
       *[other] { $count } cows
    }
tile-animal-horse =
    { $count ->
        [1] horse
        [2] two horses
        [3] three horses
        [4] four horses
        [5] five horses
       *[other] { $count } horses
    }
tile-animal-horse-with =
    { $count ->
        [1] horse
        [2] two horses
        [3] three horses
        [4] four horses
        [5] five horses
       *[other] { $count } horses
    }
tile-animal-sheep =
    { $count ->
        [1] sheep
        [2] two sheep
        [3] three sheep
        [4] four sheep
        [5] five sheep
       *[other] { $count } sheep
    }
tile-animal-sheep-with =
    { $count ->
        [1] sheep
        [2] two sheep
        [3] three sheep
        [4] four sheep
        [5] five sheep
       *[other] { $count } sheep
    }
tile-animal-pig =
    { $count ->
        [1] pig
        [2] two pigs
        [3] three pigs
        [4] four pigs
        [5] five pigs
       *[other] { $count } pigs
    }
tile-animal-pig-with =
    { $count ->
        [1] pig
        [2] two pigs
        [3] three pigs
        [4] four pigs
        [5] five pigs
       *[other] { $count } pigs
    }
hill-and-dale-sets =
    { $count ->
        [one] { $count } set
       *[other] { $count } sets
    }
hill-and-dale-animals =
    { $count ->
        [one] { $count } animal
       *[other] { $count } animals
    }
hill-and-dale-picture-hike-caption = Hike: your tile extends the path your wanderer is on. Place nothing, and walk it along the path instead: 1 point per tile.
hill-and-dale-picture-stable-caption = Stable: at the end of the game it scores 1 point per animal on its tile and the 8 tiles around it. No other stable may stand in that square.
hill-and-dale-picture-stable-points = +{ $points } at the end

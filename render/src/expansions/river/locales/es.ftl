# The River: the river's shapes and the volcano in tiles' names, the river's group of tiles.

tile-river = río
tile-river-with = río
tile-river-spring = nacimiento del río
tile-river-spring-with = nacimiento del río
tile-river-lake = lago
tile-river-lake-with = lago
tile-river-fork = bifurcación del río
tile-river-fork-with = bifurcación del río
tile-river-bend = meandro
tile-river-bend-with = meandro
tile-volcano = volcán
tile-volcano-with = volcán
tiles-group-river = Río

# The River: the river's shapes and the volcano in tiles' names, the river's group of tiles.

tile-river = rivière
tile-river-with = rivière
tile-river-spring = source
tile-river-spring-with = source
tile-river-lake = lac
tile-river-lake-with = lac
tile-river-fork = fourche de rivière
tile-river-fork-with = fourche de rivière
tile-river-bend = méandre
tile-river-bend-with = méandre
tile-volcano = volcan
tile-volcano-with = volcan
tiles-group-river = Rivière

# The River: the river's shapes and the volcano in tiles' names, the river's group of tiles.

tile-river = river
tile-river-with = river
tile-river-spring = river spring
tile-river-spring-with = river spring
tile-river-lake = river lake
tile-river-lake-with = river lake
tile-river-fork = river fork
tile-river-fork-with = river fork
tile-river-bend = river bend
tile-river-bend-with = river bend
tile-volcano = volcano
tile-volcano-with = volcano
tiles-group-river = River

# The River: the river's shapes and the volcano in tiles' names, the river's group of tiles.

tile-river = Fluss
tile-river-with = Fluss
tile-river-spring = Flussquelle
tile-river-spring-with = Flussquelle
tile-river-lake = Flussende mit See
tile-river-lake-with = Flussende mit See
tile-river-fork = Flussgabelung
tile-river-fork-with = Flussgabelung
tile-river-bend = Flussbiegung
tile-river-bend-with = Flussbiegung
tile-volcano = Vulkan
tile-volcano-with = Vulkan
tiles-group-river = Fluss

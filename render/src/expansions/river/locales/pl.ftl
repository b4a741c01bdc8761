# The River: the river's shapes and the volcano in tiles' names, the river's group of tiles.

tile-river = rzeka
tile-river-with = z rzeką
tile-river-spring = źródło rzeki
tile-river-spring-with = ze źródłem rzeki
tile-river-lake = jezioro
tile-river-lake-with = z jeziorem
tile-river-fork = rozwidlenie rzeki
tile-river-fork-with = z rozwidleniem rzeki
tile-river-bend = zakole rzeki
tile-river-bend-with = z zakolem rzeki
tile-volcano = wulkan
tile-volcano-with = z wulkanem
tiles-group-river = Rzeka

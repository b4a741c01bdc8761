# The River in the bot's messages: why a river tile cannot go where it was tried (reasons the
# engine gives inside "the tile cannot go there: …").
river-refuse-continue = a river tile must continue the open river
river-refuse-join = the river may not join itself
river-refuse-open-end = a river tile must continue an open river end
river-refuse-u-turn = the river may not bend the same way twice in a row (U-turn)
river-refuse-room-ahead = the river needs room ahead: the cells beside the one it flows into, the cell beyond it and the cells beside that must be empty

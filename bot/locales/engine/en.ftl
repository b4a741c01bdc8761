# What the engine tells players: actions as a choice names them, refusals and their reasons,
# why a feature scored what it did. Keys come from carcassonne-engine (Note).

## Actions (Game::describe)
action-place = place the tile at { $pos } turned { $degrees }°
action-discard = discard the tile (it fits nowhere)
action-deploy = put { $figure } on { $place }
action-pass = place no figure
action-withdraw = take back your figure at { $pos }
action-move = move your figure at { $pos } to { $to }
action-choose = option { $option }
action-retire = seat { $seat } leaves the game
noun-spot = that spot

## Refusals (MoveError)
move-game-over = the game is over
move-not-deploying = a tile must be placed first
move-not-placing = the tile has already been placed; choose a figure or pass
move-does-not-fit = the tile does not fit there: { $reason }
move-rule-violation = the tile cannot go there: { $reason }
move-discard-fits = the tile fits somewhere, so it cannot be discarded
move-no-figure-left = you have no { $figure } left
move-no-such-spot = there is no such spot on the tile just placed
move-wrong-figure = { $figure } cannot stand there
move-occupied = that spot is already taken
move-figure-not-in-game = this game is not played with { $figure }
move-deploy-refused = { $figure } cannot go there: { $reason }
move-not-in-game = seat { $seat } is not playing in this game
move-not-an-option = that is not one of the choices open now
move-deciding = it is seat { $seat }'s decision now
move-turn-complete = this turn is complete
move-nothing-to-withdraw = you have no figure there that you may take back

## Why a tile does not fit (EdgeMismatch)
fit-occupied = the cell is already taken
fit-detached = the cell touches no placed tile
fit-edge = its { $side } edge ({ $have }) meets { $need }
side-north = north
side-east = east
side-south = south
side-west = west
edge-city = city
edge-road = road
edge-field = field
edge-river = river
edge-wheel = wheel

## Why a game cannot be set up (SetupError)
setup-player-count = a game needs 2 to 8 players, not { $players }
setup-follower-count = each player needs 1 to 20 followers, not { $followers }
setup-empty-deck = there are no tiles to play with these rules
setup-not-playable = { $game } is not playable yet
setup-too-many = { $game } is for at most { $max } players, not { $players }
setup-no-expansions = { $game } is a game of its own and takes no expansions
setup-unknown-variant = there is no rule variant { $variant }
setup-bad-variant = rule variant { $variant } has no option { $value }

## Why a feature scored what it did (Event::Scored note)
note-no-completed-city = no completed city borders this field

# turn

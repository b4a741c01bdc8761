# Ratings, the server's table (/carcassonne leaderboard) and a player's page (/carcassonne profile).
# $rating: the rating players see (1000 for a newcomer); $rank: a place on the table.

## The score sheet's last line: each player's rating before and after the game
rate-sheet-line = Ratings: { $changes }
rate-sheet-change = { $player } { $before } → { $after } ({ $delta })

## How a table names the bot's players, one rating per level
rate-ai = { $level } AI

## /carcassonne leaderboard
rate-board-title = { $game }: this server's table
rate-board-row = **{ $rank }.** { $player } · **{ $rating }** · { $games ->
    [one] { $games } game
   *[other] { $games } games
    } · { $percent } % won
rate-board-empty = Nobody has finished a game of { $game } in this server yet: the table fills as games end.
rate-board-footer = Page { $page } of { $pages } · { $players ->
    [one] { $players } player
   *[other] { $players } players
    } · rating = 1000 + 40 × (skill − 3 × doubt)
rate-board-previous = Previous
rate-board-next = Next
rate-board-no-server = This table belongs to a server's channel.

## /carcassonne profile
rate-profile-title = { $player }
rate-profile-title-game = { $player } · { $game }
rate-profile-ratings = Ratings
rate-profile-rating = { $game }: **{ $rating }**, { $rank ->
    [1] first on the table
   *[other] number { $rank } on the table
    }
rate-profile-record = Record
rate-profile-record-line = { $games ->
    [one] { $games } game
   *[other] { $games } games
    }, { $wins } won ({ $percent } %); mean score { $mean }, best { $best }
rate-profile-favourites = Favourite expansions
rate-profile-favourite = { $expansion } ({ $games })
rate-profile-no-favourite = none: the game as it comes
rate-profile-points = Points by kind
rate-profile-opponents = Head to head
rate-profile-opponent = { $player }: { $games ->
    [one] { $games } game
   *[other] { $games } games
    }, ahead { $ahead }, behind { $behind }, level { $level }
rate-profile-no-opponents = nobody yet
rate-profile-nobody = { $player } has not finished a game in this server yet.
rate-profile-chart = Rating after each game, and how the scores spread

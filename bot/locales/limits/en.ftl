# Refusals of a user or server that asks too much of the bot (crate::limits): what limit was
# reached and when to try again.

limit-presses = You are pressing too fast: at most { $limit ->
    [one] one press
   *[other] { $limit } presses
} a minute. Nothing was changed; try again in { $seconds ->
    [one] one second
   *[other] { $seconds } seconds
}.
limit-commands = You are sending commands too fast: at most { $limit ->
    [one] one command
   *[other] { $limit } commands
} a minute. Nothing was done; try again in { $seconds ->
    [one] one second
   *[other] { $seconds } seconds
}.
limit-server-games = This server already has { $max ->
    [one] one game
   *[other] { $max } games
} open (waiting for players or running), the most this bot runs at once in one server. Nothing was started: finish or cancel one first, or ask whoever runs the bot to raise the limit.

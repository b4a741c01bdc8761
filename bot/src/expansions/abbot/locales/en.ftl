# The Abbot in the bot's messages: the engine's words for recalling an abbot. $place is the
# game's noun for a monastery or a garden, worded first.
abbot-describe-recall = recall your abbot from its { $place } ({ $points } points)

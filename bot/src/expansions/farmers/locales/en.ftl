# Farmers in the bot's messages: nothing of their own yet (their points are told as fields,
# a score kind of the core); the rules help is in ../rules/.

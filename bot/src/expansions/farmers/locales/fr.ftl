# Les paysans dans les messages du bot : rien de propre pour l'instant (leurs points sont
# racontés comme des prés, par le cœur) ; les règles sont dans ../rules/.

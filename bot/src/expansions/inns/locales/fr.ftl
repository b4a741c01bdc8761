# Auberges et Cathédrales dans les messages du bot : pourquoi une route ou une ville a
# rapporté ce qu'elle a rapporté (notes du moteur sur un décompte).
inns-note-cathedral = la cathédrale porte la valeur à 3 par tuile et par blason
inns-note-cathedral-unfinished = une ville inachevée avec une cathédrale ne rapporte rien
inns-note-inn = l'auberge porte la valeur à 2 par tuile
inns-note-inn-unfinished = une route inachevée avec une auberge ne rapporte rien

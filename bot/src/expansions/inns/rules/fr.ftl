# La part d'Auberges et Cathédrales dans l'aide des règles (/carcassonne rules).

inns-rules-title = Auberges et Cathédrales
inns-rules =
    Chaque joueur a aussi un grand partisan. Il va partout où un partisan peut aller et compte pour deux partisans quand on compte une majorité.
    { "**" }Auberges :** une route achevée bordée d'une auberge rapporte 2 points par tuile au lieu de 1, mais rien si elle est encore inachevée à la fin.
    { "**" }Cathédrales :** une ville achevée avec une cathédrale rapporte 3 points par tuile et par blason au lieu de 2, mais rien si elle est encore inachevée à la fin.

# La part des paysans dans l'aide des règles (/carcassonne rules).

farmers-rules-title = Paysans
farmers-rules =
    Tu peux aussi coucher ton partisan dans un pré de la tuile que tu as posée : c'est un paysan. Comme pour les routes et les villes, pas dans un pré où se trouve déjà un paysan.
    Les paysans restent en place jusqu'à la fin de la partie. Chaque pré rapporte alors 3 points par ville achevée qu'il touche, au joueur qui y a le plus de paysans (en cas d'égalité, tous les joueurs à égalité marquent). Les routes, les villes et le bord du paysage séparent les prés.

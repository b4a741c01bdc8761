# Marchands et Bâtisseurs dans les messages du bot : marchandises prises et leurs majorités
# dans le récit, un nombre de marchandises et les mots du moteur pour le bâtisseur et le
# cochon. $goods choisit la marchandise : wine, wheat, cloth.

## Récit
traders-took-goods = { $player } a pris { $count } { $count ->
    [one] jeton
   *[other] jetons
} { $goods ->
    [wine] vin
    [wheat] blé
   *[cloth] tissu
} dans la ville.
traders-goods-majority = Majorité de marchandises : { $points ->
    [one] { $points } point
   *[other] { $points } points
} pour { $players }.
traders-goods-count = { $count } { $goods ->
    [wine] vin
    [wheat] blé
   *[cloth] tissu
}

## Les mots du moteur
traders-figure-pig = place un cochon dans ton pré : 4 par ville au lieu de 3
traders-figure-builder = place un bâtisseur sur ta { $feature } : la prolonger donne un second tour
traders-refuse-builder = un bâtisseur rejoint une route ou une ville où se trouve un de tes partisans
traders-refuse-pig = un cochon rejoint un pré où se trouve un de tes paysans
traders-note-pig = le cochon porte la valeur à 4 par ville

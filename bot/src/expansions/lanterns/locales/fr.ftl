# Les Lanternes, l'extension de test (fonctionnalité probe), dans les messages du bot :
# lanternes allumées et soufflées, huile, lanternes allumées dans l'état et les mots du moteur
# pour ses choix (et pour les règles de test du moteur, probe-*).

## Récit et état
lanterns-lit = 🏮 { $player } a allumé une lanterne.
lanterns-lit-at = 🏮 { $player } a allumé une lanterne en **{ $cell }**.
lanterns-blown-out = 🏮 { $players } a soufflé une lanterne : { $points ->
    [one] { $points } point
   *[other] { $points } points
} d'éclat.
lanterns-oil = { $count } d'huile
lanterns-burning-at = { $player } en { $cell }
lanterns-none-burning = 🏮 Aucune lanterne n'est allumée.
lanterns-burning = 🏮 Lanternes allumées : { $lanterns }.

## Les mots du moteur
lanterns-describe-keep = garde la lanterne allumée
lanterns-describe-blow-out = souffle la lanterne pour son éclat
lanterns-figure-lantern = allume une lanterne sur la route
probe-grow = agrandis le troupeau
probe-gather = rassemble le troupeau
probe-refuse-short-road = seulement sur une route de { $tiles } tuiles ou plus

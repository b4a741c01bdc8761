# Petits mots partagés : listes de noms et niveaux de l'ordinateur (fonctions dans crate::discord::locale).

## Listes : « a et b », « a, b et c »
core-list-two = { $first } et { $second }
core-list-more = { $init }, { $second_last } et { $last }

## Niveaux de l'ordinateur
core-level-easy = Facile
core-level-medium = Moyen
core-level-hard = Difficile

# Petits mots partagés : les niveaux de l'ordinateur (fonctions dans crate::discord::locale).

## Niveaux de l'ordinateur
core-level-easy = Facile
core-level-medium = Moyen
core-level-hard = Difficile

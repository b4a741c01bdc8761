# Drobne wspólne słowa: poziomy komputera (funkcje w crate::discord::locale).

## Poziomy komputera
core-level-easy = Łatwy
core-level-medium = Średni
core-level-hard = Trudny

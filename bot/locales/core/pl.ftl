# Drobne wspólne słowa: listy imion i poziomy komputera (funkcje w crate::discord::locale).

## Listy: „a i b”, „a, b i c”
core-list-two = { $first } i { $second }
core-list-more = { $init }, { $second_last } i { $last }

## Poziomy komputera
core-level-easy = Łatwy
core-level-medium = Średni
core-level-hard = Trudny

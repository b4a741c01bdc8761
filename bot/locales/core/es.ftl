# Palabras pequeñas compartidas: listas de nombres y niveles de la IA (funciones en crate::discord::locale).

## Listas: "a y b", "a, b y c"
core-list-two = { $first } y { $second }
core-list-more = { $init }, { $second_last } y { $last }

## Niveles de la IA
core-level-easy = Fácil
core-level-medium = Medio
core-level-hard = Difícil

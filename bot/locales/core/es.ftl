# Palabras pequeñas compartidas: los niveles de la IA (funciones en crate::discord::locale).

## Niveles de la IA
core-level-easy = Fácil
core-level-medium = Medio
core-level-hard = Difícil

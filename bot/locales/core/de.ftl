# Kleine gemeinsame Wörter: die Computerstufen (Funktionen in crate::discord::locale).

## Computerstufen
core-level-easy = Leicht
core-level-medium = Mittel
core-level-hard = Schwer

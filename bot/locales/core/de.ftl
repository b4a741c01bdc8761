# Kleine gemeinsame Wörter: Namenslisten und die Computerstufen (Funktionen in crate::discord::locale).

## Listen: "a und b", "a, b und c"
core-list-two = { $first } und { $second }
core-list-more = { $init }, { $second_last } und { $last }

## Computerstufen
core-level-easy = Leicht
core-level-medium = Mittel
core-level-hard = Schwer

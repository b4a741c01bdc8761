# Refusals of a user or server that asks too much of the bot (crate::limits): what limit was
# reached and when to try again.

limit-presses = Klikasz zbyt szybko: najwyżej { $limit ->
    [one] jedno kliknięcie
    [few] { $limit } kliknięcia
    [many] { $limit } kliknięć
   *[other] { $limit } kliknięcia
} na minutę. Nic nie zostało zmienione; spróbuj ponownie za { $seconds ->
    [one] sekundę
    [few] { $seconds } sekundy
    [many] { $seconds } sekund
   *[other] { $seconds } sekundy
}.
limit-commands = Wysyłasz polecenia zbyt szybko: najwyżej { $limit ->
    [one] jedno polecenie
    [few] { $limit } polecenia
    [many] { $limit } poleceń
   *[other] { $limit } polecenia
} na minutę. Nic nie zostało wykonane; spróbuj ponownie za { $seconds ->
    [one] sekundę
    [few] { $seconds } sekundy
    [many] { $seconds } sekund
   *[other] { $seconds } sekundy
}.
limit-server-games = Na tym serwerze { $max ->
    [one] jest już otwarta jedna gra
    [few] są już otwarte { $max } gry
    [many] jest już otwartych { $max } gier
   *[other] jest już otwarte { $max } gry
} (czekające na graczy lub w toku) — tyle, ile ten bot prowadzi naraz na jednym serwerze. Nic nie zostało rozpoczęte: najpierw zakończcie albo anulujcie jedną z nich lub poproście osobę, która prowadzi bota, o podniesienie limitu.

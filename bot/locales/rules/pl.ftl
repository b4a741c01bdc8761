# Pomoc z zasadami (/carcassonne rules i przyciski Zasady): podstawowe zasady Carcassonne,
# nazwy gier i dodatków w nagłówkach, warianty zasad wybrane dla gry, jak grać z botem
# i własne słowa odpowiedzi.

## Odpowiedź
rules-reply-first = **Zasady: { $title }** ({ $whose })
rules-reply-continued = **Zasady (ciąg dalszy)**
rules-whose-channel = gra na tym kanale
rules-whose-none-pick = brak gry na tym kanale; `{ cmd-rules-game-name }:` wybiera inną grę
rules-whose-none = brak gry na tym kanale
rules-whose-lobby = gra z tej poczekalni
rules-whose-game = ta gra

## Czego dotyczą zasady
rules-title-with-one = { $game } z dodatkiem { $expansion }
rules-title-with-many = { $game } z dodatkami { $expansions }
rules-list-and = { $rest } i { $last }
rules-or = lub

## Gry i dodatki
rules-game-carcassonne = Carcassonne
rules-game-over-hill-and-dale = Carcassonne – Przez wzgórza i doliny
rules-game-wheel-of-fortune = Carcassonne – Koło fortuny
rules-expansion-farmers = Chłopi
rules-expansion-abbot = Opat
rules-expansion-river1 = Rzeka
rules-expansion-river2 = Rzeka II
rules-expansion-inns = Karczmy i katedry
rules-expansion-traders = Kupcy i budowniczowie
rules-expansion-hills = Wzgórza i owce
rules-expansion-wheel = Koło fortuny

## Podstawowe zasady Carcassonne
rules-base =
    Każdy gracz ma { $followers ->
        [one] { $followers } podwładnego
        [few] { $followers } podwładnych
        [many] { $followers } podwładnych
       *[other] { $followers } podwładnych
    }.
    { "**" }Twoja tura:** dobierz płytkę i dołóż ją do płytek na stole tak, by wszystkie krawędzie pasowały (miasto do miasta, droga do drogi, pole do pola). Potem możesz postawić na tej płytce jednego podwładnego ze swojej puli: na drodze (rozbójnik), w mieście (rycerz) lub w klasztorze (mnich), ale nie na drodze ani w mieście, na których gdziekolwiek stoi już podwładny.
    { "**" }Punktacja:** ukończona droga daje 1 punkt za płytkę; ukończone miasto 2 za płytkę i 2 za herb; klasztor otoczony wszystkimi 8 płytkami 9. Punkty dostaje gracz z największą liczbą podwładnych (przy remisie punktują wszyscy remisujący), a jego podwładni wracają do puli.
    { "**" }Punktacja końcowa:** nieukończone drogi dają 1 za płytkę, nieukończone miasta 1 za płytkę i 1 za herb, klasztory 1 za swoją płytkę i 1 za każdą płytkę wokół. Wygrywa gracz z największą liczbą punktów.

## Warianty zasad inne niż w instrukcjach
rules-readings-title = Warianty zasad wybrane dla tej gry
rules-reading-line = • { $label }: { $words }
rules-reading-tiny-city = Ukończone miasto z dwóch płytek
rules-reading-tiny-city-4 = daje 4 (2. edycja)
rules-reading-tiny-city-2 = daje 2 (1. edycja)

## Gra z botem
rules-interface-title = Gra z tym botem
rules-interface-start = 1. `/{ cmd-carcassonne-name } { cmd-start-name }` otwiera poczekalnię (`{ cmd-start-rules-name }:` wybiera dodatki; można je też przełączać przyciskami poczekalni). Gracze naciskają **{ lobby-join }**; gospodarz naciska **{ lobby-start }**.
rules-interface-games = `{ cmd-start-game-name }:` uruchamia { $games }; osobna gra nie przyjmuje dodatków.
rules-interface-game = { $game } (od { $min } do { $max } graczy)
rules-interface-game-default = { $game } (domyślnie, od { $min } do { $max } graczy)
rules-interface-steps =
    2. W twojej turze bot cię oznacza i publikuje planszę z dobraną przez ciebie płytką. Pola, do których pasuje, są podświetlone i ponumerowane; marginesy nazywają wiersze i kolumny od płytki startowej (N2E3: dwa wiersze na północ, trzy kolumny na wschód).
    3. Wybierz w menu pod planszą, gdzie trafi płytka, według numeru pola: pole i obrót razem. Prywatny panel pokazuje płytkę w powiększeniu z ponumerowanymi miejscami (i przyciskami do obracania).
    4. Dotknij ponumerowanego miejsca, aby postawić tam { $follower ->
        [noun-meeple] ludzika
       *[other] podwładnego
    }, albo naciśnij **{ turn-pass }**: jedno i drugie kończy twoją turę. Jeśli płytka pasuje tylko w jeden sposób, krok 3 jest pomijany.
    5. Przez kilka sekund po swojej turze możesz nacisnąć **{ turn-undo-button }**, aby ją wycofać (albo **{ turn-done-button }**, aby grać dalej); dopiero wtedy dobierana jest płytka następnego gracza.
    Inne polecenia `/{ cmd-carcassonne-name }`: `{ cmd-board-name }` (pokaż planszę ponownie), `{ cmd-status-name }` (punkty według rodzaju i wynik, gdyby gra skończyła się teraz), `{ cmd-tiles-name }` (płytki, które jeszcze zostały, chyba że gospodarz wyłączył licznik), `{ cmd-log-name }` (wszystkie dotychczasowe tury), `{ cmd-settings-name }` (przypomnienia, limity czasu, wiadomości prywatne), `{ cmd-resign-name }`, `{ cmd-cancel-name }` (gospodarz lub uprawnienie „Zarządzanie serwerem”), `{ cmd-rematch-name }` (po grze: te same zasady, ci sami gracze).
    Jeśli kogoś nie ma, po chwili dostaje przypomnienie; po upływie czasu pozostali mogą nacisnąć **{ turn-skip-button }** (średnia SI zagra tę turę za niego) albo **{ turn-remove-button }** (jego tury będą pomijane).

# Narracja: co kanał czyta po każdym ruchu (płytki, figury, punktacje, koniec gry), arkusz
# punktacji końcowej, `/carcassonne status` i `/carcassonne log`.

## Imiona i wyliczenia
narr-player = Gracz { $seat }
narr-list-two = { $first } i { $last }
narr-list-more = { $first }, { $rest }
narr-points = { $count ->
    [one] { $count } punkt
    [few] { $count } punkty
    [many] { $count } punktów
   *[other] { $count } punktu
}

## Płytki: $tile to, co na niej widać ($article liczy się tylko po angielsku).
narr-a-tile = płytka ({ $tile })
narr-placed = { $player } kładzie płytkę ({ $tile }) na **{ $cell }** (obrót o { $degrees }°).
narr-discarded = { $player } dobiera płytkę ({ $tile }), która nigdzie nie pasuje; odpada z gry.
narr-discarded-last = { $player } dobiera płytkę ({ $tile }), która nigdzie nie pasuje; odpada z gry. To była ostatnia płytka, więc gra się tu kończy.
narr-discarded-many = { $player } dobiera kolejno płytki, które nigdzie nie pasują (liczba: { $count }; { $tiles }); odpadają z gry.
narr-discarded-many-last = { $player } dobiera kolejno płytki, które nigdzie nie pasują (liczba: { $count }; { $tiles }); odpadają z gry. Ostatnia z nich była ostatnią płytką, więc gra się tu kończy.

## Figury (w bierniku) i gdzie stają
narr-figure = { $key ->
    [noun-follower] podwładnego
    [noun-meeple] ludzika
    [figure-large] dużego podwładnego
    [figure-abbot] opata
    [figure-builder] budowniczego
    [figure-pig] świnię
    [figure-shepherd] pasterza
    [figure-stable] stajnię
    [figure-lantern] latarnię
   *[other] { $name }
}
narr-on = { $key ->
    [noun-city] w mieście
    [noun-road] na drodze
    [noun-field] na polu
    [noun-river] na rzece
    [noun-monastery] w klasztorze
    [noun-garden] w ogrodzie
    [noun-crop-field] na polu uprawnym
    [noun-path] na ścieżce
    [noun-meadow] na łące
   *[other] na: { $name }
}
narr-from = { $key ->
    [noun-city] z miasta
    [noun-road] z drogi
    [noun-field] z pola
    [noun-river] z rzeki
    [noun-monastery] z klasztoru
    [noun-garden] z ogrodu
    [noun-crop-field] z pola uprawnego
    [noun-path] ze ścieżki
    [noun-meadow] z łąki
   *[other] z: { $name }
}
narr-on-farm = { $key ->
    [noun-field] na polu (jako chłopa)
   *[other] na: { $name } (jako chłopa)
}
narr-from-farm = { $key ->
    [noun-field] z pola (był chłopem)
   *[other] z: { $name } (był chłopem)
}
narr-on-tile = na płytce
narr-from-tile = z płytki
narr-space = pole planszy
narr-deployed = { $player } stawia { $figure } { $spot }.
narr-deployed-space = { $player } stawia { $figure } na: { $space }.
narr-withdrawn = { $player } zabiera { $figure } { $spot }.
narr-withdrawn-space = { $player } zabiera { $figure } z: { $space }.
narr-moved = { $figure } gracza { $player } przechodzi z **{ $from }** na **{ $to }**.
narr-hiked = { $figure } gracza { $player } wędruje { $count ->
    [one] { $count } płytkę
    [few] { $count } płytki
   *[other] { $count } płytek
} na { $side ->
    [north] północ
    [east] wschód
    [south] południe
   *[west] zachód
} { $key ->
    [noun-path] ścieżką
    [noun-road] drogą
   *[other] ({ $along })
} do **{ $to }**: { $kind } – { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}.
narr-hiked-somewhere = { $figure } gracza { $player } wędruje do **{ $to }** ({ $count ->
    [one] { $count } płytka
    [few] { $count } płytki
   *[other] { $count } płytek
}): { $kind } – { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}.

## Punktacja
narr-points-to = { $count ->
    [one] { $count } punkt
    [few] { $count } punkty
    [many] { $count } punktów
   *[other] { $count } punktu
} dla: { $players }
narr-nobody-scores = nikt nie punktuje
narr-with-note = { $score } ({ $note })
narr-completed = Ukończone: { $what }{ $size ->
    [0] {""}
    [one] {" "}z { $size } płytki
   *[other] {" "}z { $size } płytek
} – { $score }.
narr-final = Punktacja końcowa, { $what }{ $size ->
    [0] {""}
    [one] {" "}z { $size } płytki
   *[other] {" "}z { $size } płytek
}: { $score }.
narr-scored-nothing = { $players }: { $what } z { $size ->
    [one] { $size } płytki
   *[other] { $size } płytek
} na **{ $cell }**: { $note }
narr-scored-nothing-nowhere = { $players }: { $what } z { $size ->
    [one] { $size } płytki
   *[other] { $size } płytek
}: { $note }

## Inne zdarzenia
narr-retired = { $player } opuszcza grę.
narr-extra-turn = { $player } gra od razu jeszcze raz (druga tura).
narr-buried = Następna płytka dobrana przez gracza { $player } odpada z gry zakryta.
narr-tokens-taken = { $player } bierze: { $tokens }.
narr-final-scoring = Ostatnia płytka leży: punktacja końcowa.
narr-game-over = Gra skończona.

## Arkusz punktacji
narr-sheet-kind = { $count } { $noun } – { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}
narr-sheet-player = **{ $player }** +{ $total }: { $kinds }
narr-sheet-by-player = Punktacja końcowa, gracz po graczu
narr-sheet-in-order = W kolejności zdarzeń
narr-sheet-line = - **{ $player }** ({ $colour }): **{ $total }** { $total ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
}{ $detail }{ $held }{ $gone }
narr-sheet-nobody-wins = Nie został nikt, kto mógłby wygrać.
narr-sheet-winner = 🏆 Zwycięzca: { $player }!
narr-sheet-winners = 🏆 Zwycięzcy (remis): { $players }!

## Kolory graczy
narr-colour-yellow = żółty
narr-colour-red = czerwony
narr-colour-green = zielony
narr-colour-blue = niebieski
narr-colour-black = czarny
narr-colour-pink = różowy
narr-colour-grey = szary
narr-colour-purple = fioletowy
narr-colour-white = biały

## Czas
narr-time-off = wyłączone
narr-time-days = { $count ->
    [one] { $count } dzień
   *[other] { $count } dni
}
narr-time-hours = { $count } godz.
narr-time-minutes = { $count } min
narr-time-seconds = { $count } s
narr-time-days-hours = { $days ->
    [one] { $days } dzień
   *[other] { $days } dni
} { $hours } godz.

## /carcassonne status
narr-status-base-game = gra podstawowa
narr-status-reading = { $label }: { $words }
narr-status-quick = szybka gra
narr-status-quick-tiles = szybka gra ({ $count ->
    [one] { $count } płytka
    [few] { $count } płytki
   *[other] { $count } płytek
})
narr-status-no-counter = bez licznika płytek
narr-status-timers = Przypomnienie po { $reminder }, limit czasu po { $timeout }.
narr-status-lobby = Poczekalnia jest otwarta, { $count ->
    [one] { $count } gracz
    [few] { $count } graczy
   *[other] { $count } graczy
}: { $players }.
narr-status-header = **Carcassonne**: { $rules }
narr-status-turn = Tura { $turn }: czekamy na { $mention }{ $what } od { $since }.
narr-status-tiles-left = Pozostało płytek: { $count }.
narr-status-figures = { $count } { $figure }
narr-status-left = opuścił grę
narr-status-if-over = { $total }, gdyby gra skończyła się teraz
narr-status-if-over-gains = { $total }, gdyby gra skończyła się teraz: { $gains }
narr-status-player = - **{ $player }** ({ $colour }): { $score ->
    [one] { $score } punkt
    [few] { $score } punkty
    [many] { $score } punktów
   *[other] { $score } punktu
}{ $detail }; { $ending }; w zapasie: { $figures }{ $held }{ $gone }

## /carcassonne log
narr-log-entry = **Tura { $turn }** · { $text }
narr-log-skipped = Czas gracza { $player } minął; średnie SI zagrało za niego.
narr-log-resigned = { $player } poddaje grę.
narr-log-removed = { $player } został usunięty po przekroczeniu czasu.
narr-log-chosen = { $player } nie wybrał na czas; bot wybrał za niego.
narr-log-moved = { $player } wykonał ruch.
narr-log-empty = Nie rozegrano jeszcze żadnej tury.
narr-log-whole = Cały dziennik jest w załączniku; od tury { $turn }:
narr-log-title-running = **Dziennik gry** · { $rules } · { $players }, w toku
narr-log-title-finished = **Dziennik gry** · { $rules } · { $players }, zakończona

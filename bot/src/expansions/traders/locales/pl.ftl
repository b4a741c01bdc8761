# Kupcy i budowniczowie w wiadomościach bota: wzięte towary i ich większości w relacji, liczba
# towarów oraz słowa silnika dla budowniczego i świni. $goods wybiera towar: wine, wheat,
# cloth.

## Relacja
traders-took-goods = { $player } bierze z miasta { $count } { $count ->
    [one] żeton
    [few] żetony
    [many] żetonów
   *[other] żetonu
} towaru: { $goods ->
    [wine] wino
    [wheat] zboże
   *[cloth] sukno
}.
traders-goods-majority = Większość towarów: { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
} dla { $players }.
traders-goods-count = { $goods ->
    [wine] wino
    [wheat] zboże
   *[cloth] sukno
}: { $count }

## Słowa silnika
traders-figure-pig = stawia świnię na twoim polu: 4 za miasto zamiast 3
traders-figure-builder = stawia budowniczego ({ $feature }): każda rozbudowa daje drugą turę
traders-refuse-builder = budowniczy dołącza tylko do drogi lub miasta z twoim podwładnym
traders-refuse-pig = świnia dołącza tylko do pola z twoim chłopem
traders-note-pig = świnia podnosi to do 4 za miasto

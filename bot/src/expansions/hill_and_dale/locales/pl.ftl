# „Przez góry i doliny” w wiadomościach bota: wzięte, posiadane i liczone żetony zbiorów,
# zestawy pięciu owoców, stajnie i zbiory w punktacji końcowej oraz słowa silnika dla stajni,
# wędrówek i miejsc, gdzie stają meeple. $harvest wybiera żeton: apple, strawberry, pumpkin,
# sunflower, grain, scarecrow.

## Relacja i stan
hill-and-dale-took-harvest = { $player } bierze żetony zbiorów: { $tokens }.
hill-and-dale-harvest-scored = Punktacja końcowa, zbiory gracza { $players }: { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
} za { $held }.
hill-and-dale-stable-scored-at = Punktacja końcowa, stajnia gracza { $players } na **{ $cell }**: { $animals } { $animals ->
    [one] zwierzę
    [few] zwierzęta
    [many] zwierząt
   *[other] zwierzęcia
} wokół, { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}.
hill-and-dale-stable-scored = Punktacja końcowa, stajnia gracza { $players }: { $animals } { $animals ->
    [one] zwierzę
    [few] zwierzęta
    [many] zwierząt
   *[other] zwierzęcia
} wokół, { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}.
# Po wyniku gracza w stanie i w tabeli punktów („; żetony zbiorów: …”).
hill-and-dale-held = żetony zbiorów: { $tokens }
hill-and-dale-with-sets = { $tokens } ({ $sets ->
    [one] { $sets } zestaw
    [few] { $sets } zestawy
    [many] { $sets } zestawów
   *[other] { $sets } zestawu
} pięciu owoców)
hill-and-dale-harvest-count = { $count } { $harvest ->
    [apple] { $count ->
        [one] jabłko
        [few] jabłka
        [many] jabłek
       *[other] jabłka
    }
    [strawberry] { $count ->
        [one] truskawka
        [few] truskawki
        [many] truskawek
       *[other] truskawki
    }
    [pumpkin] { $count ->
        [one] dynia
        [few] dynie
        [many] dyń
       *[other] dyni
    }
    [sunflower] { $count ->
        [one] słonecznik
        [few] słoneczniki
        [many] słoneczników
       *[other] słonecznika
    }
    [grain] { $count ->
        [one] kłos
        [few] kłosy
        [many] kłosów
       *[other] kłosa
    }
   *[scarecrow] { $count ->
        [one] strach na wróble
        [few] strachy na wróble
        [many] strachów na wróble
       *[other] stracha na wróble
    }
}

## Słowa silnika
hill-and-dale-figure-stable = buduje stajnię: na razie { $animals } { $animals ->
    [one] zwierzę
    [few] zwierzęta
    [many] zwierząt
   *[other] zwierzęcia
} wokół, na koniec po 1 punkcie za każde
hill-and-dale-describe-hike = wędruj swoim meeplem o { $tiles } { $tiles ->
    [one] płytkę
    [few] płytki
    [many] płytek
   *[other] płytki
} w kierunku: { $direction } (+{ $tiles })
hill-and-dale-refuse-stable-near = na tej płytce lub jednej z 8 sąsiednich stoi już inna stajnia
hill-and-dale-refuse-meadow = meeple stoją na ścieżkach i polach uprawnych; na łące stają tylko stajnie

# Dlaczego SI gra to, co gra (uzasadnienie podpowiedzi): klucze z uzasadnień carcassonne-ai.
# $what: rodzaj terenu, $kind jego klucz (dla przypadków i rodzajów); $size: ile jest wart;
# $owner: kolor innego gracza (w dopełniaczu); $figure: nazwa figury, $key jej klucz.


ai-list-two = { $first } i { $last }
ai-list-more = { $first }, { $rest }

ai-so-far = { $points ->
    [0] na razie bez wartości
    [one] na razie { $points } punkt
    [few] na razie { $points } punkty
    [many] na razie { $points } punktów
   *[other] na razie { $points } punktu
}
ai-cities-so-far = { $count ->
    [0] jeszcze bez ukończonego miasta
    [one] na razie { $count } ukończone miasto
    [few] na razie { $count } ukończone miasta
    [many] na razie { $count } ukończonych miast
   *[other] na razie { $count } ukończonego miasta
}

ai-completes-yours = kończy { $kind ->
    [noun-city] twoje miasto
    [noun-road] twoją drogę
    [noun-farm] twoje pole
    [noun-field] twoje pole
    [score-monastery] twój klasztor
    [score-garden] twój ogród
    [noun-crop-field] twoje pole uprawne
    [noun-path] twoją ścieżkę
    [noun-meadow] twoją łąkę
   *[other] { $what } (twoje)
} za { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}
ai-completes-shared = kończy { $kind ->
    [noun-city] wspólne miasto
    [noun-road] wspólną drogę
    [noun-farm] wspólne pole
    [noun-field] wspólne pole
    [score-monastery] wspólny klasztor
    [score-garden] wspólny ogród
    [noun-crop-field] wspólne pole uprawne
    [noun-path] wspólną ścieżkę
    [noun-meadow] wspólną łąkę
   *[other] { $what } (wspólne)
} za { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}
ai-scores-yours = punktuje { $kind ->
    [noun-city] twoje miasto
    [noun-road] twoją drogę
    [noun-farm] twoje pole
    [noun-field] twoje pole
    [score-monastery] twój klasztor
    [score-garden] twój ogród
    [noun-crop-field] twoje pole uprawne
    [noun-path] twoją ścieżkę
    [noun-meadow] twoją łąkę
   *[other] { $what } (twoje)
} za { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}
ai-scores-shared = punktuje { $kind ->
    [noun-city] wspólne miasto
    [noun-road] wspólną drogę
    [noun-farm] wspólne pole
    [noun-field] wspólne pole
    [score-monastery] wspólny klasztor
    [score-garden] wspólny ogród
    [noun-crop-field] wspólne pole uprawne
    [noun-path] wspólną ścieżkę
    [noun-meadow] wspólną łąkę
   *[other] { $what } (wspólne)
} za { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}

ai-joins = dołącza do { $kind ->
    [noun-city] miasta
    [noun-road] drogi
    [noun-farm] pola
    [noun-field] pola
    [score-monastery] klasztoru
    [score-garden] ogrodu
    [noun-crop-field] pola uprawnego
    [noun-path] ścieżki
    [noun-meadow] łąki
   *[other] { $what }
} gracza { $owner }, by się podzielić ({ $size })
ai-takes-over = przejmuje { $kind ->
    [noun-road] drogę
    [noun-path] ścieżkę
    [noun-meadow] łąkę
   *[other] { $what }
} gracza { $owner } ({ $size })
ai-adds-to-farm = powiększa { $kind ->
    [noun-city] twoje miasto
    [noun-road] twoją drogę
    [noun-farm] twoje pole
    [noun-field] twoje pole
    [score-monastery] twój klasztor
    [score-garden] twój ogród
    [noun-crop-field] twoje pole uprawne
    [noun-path] twoją ścieżkę
    [noun-meadow] twoją łąkę
   *[other] { $what } (twoje)
}: { $size }
ai-extends = rozbudowuje { $kind ->
    [noun-city] twoje miasto
    [noun-road] twoją drogę
    [noun-farm] twoje pole
    [noun-field] twoje pole
    [score-monastery] twój klasztor
    [score-garden] twój ogród
    [noun-crop-field] twoje pole uprawne
    [noun-path] twoją ścieżkę
    [noun-meadow] twoją łąkę
   *[other] { $what } (twoje)
} ({ $size })
ai-adds-to-square = otacza { $kind ->
    [noun-city] twoje miasto
    [noun-road] twoją drogę
    [noun-farm] twoje pole
    [noun-field] twoje pole
    [score-monastery] twój klasztor
    [score-garden] twój ogród
    [noun-crop-field] twoje pole uprawne
    [noun-path] twoją ścieżkę
    [noun-meadow] twoją łąkę
   *[other] { $what } (twoje)
} ({ $count } z 9 płytek)
ai-places = kładzie płytkę na ({ $x },{ $y })

ai-farmer-in-owned-farm = stawia chłopa na polu gracza { $owner }: { $size }
ai-farmer-in-field = stawia chłopa na polu: { $size }
ai-figure-in-owned-farm = stawia { $key ->
    [noun-meeple] ludzika
    [figure-large] dużego podwładnego
    [figure-abbot] opata
    [figure-builder] budowniczego
    [figure-pig] świnię
    [figure-shepherd] pasterza
    [figure-stable] stajnię
    [figure-lantern] latarnię
   *[other] { $figure }
} na polu gracza { $owner }: { $size }
ai-figure-in-field = stawia { $key ->
    [noun-meeple] ludzika
    [figure-large] dużego podwładnego
    [figure-abbot] opata
    [figure-builder] budowniczego
    [figure-pig] świnię
    [figure-shepherd] pasterza
    [figure-stable] stajnię
    [figure-lantern] latarnię
   *[other] { $figure }
} na polu: { $size }
ai-claims-square = zajmuje { $kind ->
    [noun-road] drogę
    [noun-path] ścieżkę
    [noun-meadow] łąkę
   *[other] { $what }
} { $key ->
    [noun-follower] podwładnym
    [noun-meeple] ludzikiem
    [figure-large] dużym podwładnym
    [figure-abbot] opatem
    [figure-builder] budowniczym
    [figure-pig] świnią
    [figure-shepherd] pasterzem
    [figure-stable] stajnią
    [figure-lantern] latarnią
   *[other] figurą ({ $figure })
} ({ $count } z 9 płytek)
ai-starts = zaczyna { $kind ->
    [noun-road] drogę
    [noun-path] ścieżkę
    [noun-meadow] łąkę
   *[other] { $what }
} z { $key ->
    [noun-follower] podwładnym
    [noun-meeple] ludzikiem
    [figure-large] dużym podwładnym
    [figure-abbot] opatem
    [figure-builder] budowniczym
    [figure-pig] świnią
    [figure-shepherd] pasterzem
    [figure-stable] stajnią
    [figure-lantern] latarnią
   *[other] figurą ({ $figure })
} ({ $size })
ai-claims = zajmuje { $kind ->
    [noun-road] drogę
    [noun-path] ścieżkę
    [noun-meadow] łąkę
   *[other] { $what }
} { $key ->
    [noun-follower] podwładnym
    [noun-meeple] ludzikiem
    [figure-large] dużym podwładnym
    [figure-abbot] opatem
    [figure-builder] budowniczym
    [figure-pig] świnią
    [figure-shepherd] pasterzem
    [figure-stable] stajnią
    [figure-lantern] latarnią
   *[other] figurą ({ $figure })
} ({ $size })
ai-discards = odrzuca płytkę: nigdzie nie pasuje
ai-decides = postanawia: { $action }

ai-keeps = oszczędza figury: nie ma nic wartego zajęcia
ai-waits = czeka
ai-another-player = inny gracz

# Kolory graczy jako imiona: "Czerwony"
ai-colour-yellow = Żółty
ai-colour-red = Czerwony
ai-colour-green = Zielony
ai-colour-blue = Niebieski
ai-colour-black = Czarny
ai-colour-pink = Różowy
ai-colour-grey = Szary
ai-colour-purple = Fioletowy

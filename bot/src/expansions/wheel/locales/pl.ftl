# Koło fortuny w wiadomościach bota: słowa silnika dla jego wyborów, działanie każdego sektora,
# ruchy świni i korony w relacji, przyciski koron, pytanie zarazy i wiersz stanu. Nazwy
# sektorów: wheel-segment-<key> renderera. Czasowniki w czasie teraźniejszym (bez rodzaju).

## Słowa silnika dla wyborów koła
wheel-describe-crown = postaw podwładnego na koronie w sektorze { $segment } (punktuje, gdy świnia się tam zatrzyma)
wheel-describe-plague-home = odeślij swojego podwładnego do domu: { $feature } na { $pos } (zaraza)

## Działanie każdego sektora, po jego nazwie
wheel-acts-fortune = gracz, który przesunął świnię, dostaje 3 punkty
wheel-acts-taxes = każdy rycerz dostaje 1 punkt za każdy herb w swoim mieście i 1 za każdego rycerza swojego właściciela w tym mieście
wheel-acts-famine = każdy chłop dostaje 1 punkt za każde ukończone miasto przy swoim polu
wheel-acts-storm = każdy gracz dostaje 1 punkt za każdego podwładnego w zapasie
wheel-acts-inquisition = każdy mnich dostaje 2 punkty
wheel-acts-plague = każdy gracz odsyła do domu jednego podwładnego z planszy

## Relacja
wheel-turned = 🐷 Świnia przesuwa się o { $steps } do sektora **{ $segment }** (płytkę z kołem dobiera { $drawer }): { $effect } — { $outcome }.
wheel-outcome-nobody-on-land = nikt nie ma podwładnego na planszy
wheel-outcome-chooses = wybiera { $player }
wheel-outcome-chooses-first = najpierw wybiera { $player }, potem { $others }
wheel-outcome-nobody-scores = nikt nie zdobywa punktów
wheel-crown-scored = Korona w sektorze { $segment }: { $gains } ({ $count ->
    [one] podwładny wraca do domu
   *[other] podwładni wracają do domu
}).
wheel-crown-scored-unnamed = Korona: { $gains } ({ $count ->
    [one] podwładny wraca do domu
   *[other] podwładni wracają do domu
}).
wheel-plague-sent-home = 🐷 Zaraza: { $player } odsyła do domu { $figure ->
    [large] dużego podwładnego
    [abbot] opata
   *[follower] podwładnego
} { $place ->
    [city] z miasta
    [road] z drogi
    [field] z pola
    [river] z rzeki
    [monastery] z klasztoru
    [garden] z ogrodu
   *[tile] z płytki
} na **{ $cell }**.
wheel-first-draw = 🐷 { $segment }: { $effect } — { $gains }.

## Gdzie stoi figura postawiona na koronie (miejscownik po „na”)
wheel-space-words = koronie w sektorze **{ $segment }**

## Krok figur i dobrana płytka
wheel-crown-label = Korona: { $segment } ({ $taken ->
    [shared] wspólna, po 3
   *[free] { $crowns ->
        [one] 1 miejsce, daje 3
        [few] { $crowns } miejsca, samodzielnie { $points }
        [many] { $crowns } miejsc, samodzielnie { $points }
       *[other] { $crowns } miejsca, samodzielnie { $points }
    }
}; świnia o { $away } dalej)
wheel-crown-space = Miejsce korony { $space }
wheel-only-crowns = Żadne miejsce na tej płytce nie przyjmie podwładnego: postaw go na **koronie** koła albo naciśnij **{ $pass }**; obie opcje kończą twoją turę.
wheel-about-crowns = **Korona** przyjmuje podwładnego poza planszą: punktuje, gdy świnia zatrzyma się w jej sektorze (świnia stoi w sektorze **{ $segment }**).
wheel-drawn = koło { $steps }: świnia przesuwa się o { $steps } { $steps ->
    [one] sektor
    [few] sektory
    [many] sektorów
   *[other] sektora
}, teraz stoi w sektorze **{ $segment }**

## Stan
wheel-status = 🐷 Świnia stoi w sektorze **{ $segment }** ({ $effect }); { $crowns }.
wheel-status-no-crown = żadna korona nie jest zajęta
wheel-status-crowns = korony: { $crowns }
wheel-status-crown = { $segment } ({ $players })

## Pytanie zarazy
wheel-plague-prompt = 🐷 **Zaraza!** Wybierz, który z twoich podwładnych na planszy wraca do domu ({ $when ->
    [now] { $drawer } dobiera płytkę z kołem i kładzie ją po tym wyborze
   *[later] { $drawer } dobiera płytkę z kołem i kładzie ją, gdy wszyscy wybiorą
}). Tylko { $deciding } może naciskać te przyciski.
wheel-plague-panel = Zaraza: który z twoich podwładnych wraca do domu? Plansza pokazuje, gdzie stoją.
# Po „czekamy na @gracza” w stanie.
wheel-plague-waiting-for = (wybór podwładnego, którego zaraza odeśle do domu)
wheel-plague-label = { $place ->
    [city] Miasto
    [road] Droga
    [field] Pole
    [river] Rzeka
    [monastery] Klasztor
    [garden] Ogród
   *[tile] Płytka
} na { $cell } (wartość teraz: { $worth })
wheel-plague-label-bare = { $place ->
    [city] Miasto
    [road] Droga
    [field] Pole
    [river] Rzeka
    [monastery] Klasztor
    [garden] Ogród
   *[tile] Płytka
} na { $cell }
wheel-plague-not-yours-left = Nie grasz już w tej grze; zaraza pyta teraz { $asked }.
wheel-plague-not-yours = To nie twój wybór: zaraza pyta teraz { $asked } (każdy gracz z podwładnym na planszy wybiera po kolei, a gdy przyjdzie twoja kolej, dostaniesz wzmiankę). Nic nie zmieniono.
wheel-plague-not-playing = Nie grasz w tej grze; zaraza pyta teraz { $asked }. Nic nie zmieniono.
wheel-plague-reminder = ⏰ { $mention }, zaraza wciąż czeka na twój wybór w Carcassonne (tura { $turn }, od <t:{ $since }:R>): który z twoich podwładnych wraca do domu?
wheel-plague-reminder-timeout = Limit czasu na wybór: { $after } od pytania; potem odsyłam do domu podwładnego z obiektu o najniższej wartości.
wheel-plague-timed-out = ⌛ { $who } – brak odpowiedzi na zarazę (czas oczekiwania: { $waited }); wybrano automatycznie { $chosen }, najmniej cennego.
wheel-plague-chosen = podwładnego { $place ->
    [city] z miasta
    [road] z drogi
    [field] z pola
    [river] z rzeki
    [monastery] z klasztoru
    [garden] z ogrodu
   *[tile] z płytki
} na { $cell } (wartość teraz: { $worth })
wheel-plague-chosen-bare = podwładnego { $place ->
    [city] z miasta
    [road] z drogi
    [field] z pola
    [river] z rzeki
    [monastery] z klasztoru
    [garden] z ogrodu
   *[tile] z płytki
} na { $cell }
wheel-plague-chosen-any = jednego z podwładnych tego gracza

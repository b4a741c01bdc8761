# The Wheel of Fortune: the wheel's slices and what they do, the pig's line in the header,
# wheel numbers in tiles' names, its rules picture.

wheel-segment-fortune = Fortuna
wheel-segment-taxes = Podatki
wheel-segment-famine = Głód
wheel-segment-storm = Burza
wheel-segment-inquisition = Inkwizycja
wheel-segment-plague = Zaraza
wheel-effect-fortune = gracz, który przesunął świnię, dostaje 3 punkty
wheel-effect-taxes = każdy rycerz dostaje 1 punkt za herb w swoim mieście i 1 za każdego rycerza swojego gracza w nim
wheel-effect-famine = każdy chłop dostaje 1 punkt za ukończone miasto przy swoim polu
wheel-effect-storm = każdy gracz dostaje 1 punkt za podwładnego w zapasie
wheel-effect-inquisition = każdy mnich dostaje 2 punkty
wheel-effect-plague = każdy gracz zdejmuje jednego podwładnego z planszy
wheel-pig-on = Świnia:
wheel-gallery-title = Płytki Koła Fortuny
tile-wheel-number = koło { $number }
tile-wheel-number-with = z kołem { $number }
score-wheel =
    { $count ->
       *[one] koło
        [few] koło
        [many] koło
        [other] koło
    }
score-crown =
    { $count ->
       *[one] korona
        [few] korony
        [many] koron
        [other] korony
    }
wheel-picture-caption = Koło: płytka z liczbą (1 do 3) przesuwa świnię o tyle pól zgodnie z ruchem wskazówek zegara. Pole, na którym stanie, działa od razu:
wheel-picture-slice = { $name }: { $effect }
wheel-picture-crowns = Korony: następnie każdy podwładny na koronach tego pola dostaje 3 punkty (6, jeśli jest sam na polu z dwiema koronami) i wraca do zapasu.

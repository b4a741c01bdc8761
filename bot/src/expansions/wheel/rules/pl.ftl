# Część pomocy z zasadami o Kole fortuny (/carcassonne rules), dla osobnej gry i dla dodatku.

wheel-rules-title = Koło fortuny
wheel-rules-wheel =
    { $board ->
        [game] Ta gra to Carcassonne rozgrywane od planszy koła
       *[expansion] Plansza koła zastępuje płytkę startową
    }: jej miasta, drogi i pola liczą się jak na każdej innej płytce. Świnia zaczyna na polu Fortuna.
    Gdy zostanie dobrana płytka z numerem koła (od 1 do 3), świnia najpierw przesuwa się o tyle pól zgodnie z ruchem wskazówek zegara. Pole, na którym się zatrzyma, działa od razu:
    { $actions }
    Potem podwładni na koronach tego pola punktują i wracają do puli, a płytkę dokłada się jak zwykle.
wheel-rules-action-fortune = • **Fortuna**: gracz, który przesunął świnię, dostaje 3
wheel-rules-action-taxes = • **Podatki**: każdy rycerz dostaje 1 za każdy herb w swoim mieście i 1 za każdego rycerza swojego właściciela w tym mieście
wheel-rules-action-famine = • **Głód**: każdy chłop dostaje 1 za każde ukończone miasto graniczące z jego polem
wheel-rules-action-storm = • **Burza**: każdy gracz dostaje 1 za każdego podwładnego w swojej puli
wheel-rules-action-inquisition = • **Inkwizycja**: każdy mnich dostaje 2
wheel-rules-action-plague = • **Zaraza**: każdy gracz zdejmuje z krainy jednego swojego podwładnego
wheel-rules-crowns-title = Korony i zaraza
wheel-rules-crowns =
    { "**" }Korony:** zamiast figurki na swojej płytce możesz postawić podwładnego na wolnej koronie koła (jeden podwładny na koronę). Gdy świnia zatrzyma się na jej polu, podwładny sam na polu z jedną koroną dostaje 3, sam na polu z dwiema koronami 6, a dwaj podwładni dzielący pole dostają po 3; potem wracają do puli. Podwładni na koronach nie dostają nic na końcu gry.
    { "**" }Zaraza:** każdy gracz z podwładnym w krainie odsyła jednego z nich do puli (korony się nie liczą), zaczynając od gracza, który przesunął świnię, a potem zgodnie z ruchem wskazówek zegara. Bot pyta każdego po kolei.

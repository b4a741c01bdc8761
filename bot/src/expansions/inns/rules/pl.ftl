# Część pomocy z zasadami o dodatku Karczmy i katedry (/carcassonne rules).

inns-rules-title = Karczmy i katedry
inns-rules =
    Każdy gracz ma też dużego podwładnego. Może stanąć wszędzie tam, gdzie zwykły podwładny, a przy liczeniu przewagi liczy się jak dwóch podwładnych.
    { "**" }Karczmy:** ukończona droga z karczmą przy niej daje 2 punkty za płytkę zamiast 1, ale nic, jeśli na koniec gry jest wciąż nieukończona.
    { "**" }Katedry:** ukończone miasto z katedrą daje 3 punkty za płytkę i za herb zamiast 2, ale nic, jeśli na koniec gry jest wciąż nieukończone.

# Część pomocy z zasadami o dodatku Wzgórza i owce (/carcassonne rules) oraz słowa jego
# wariantów, gdy gra używa innych niż w instrukcji.

hills-rules-title = Wzgórza i owce
hills-rules =
    { "**" }Wzgórza:** gdy dobierzesz płytkę ze wzgórzem, następna płytka ze stosu trafia pod nią, zakryta, i wypada z gry. Przy remisie w walce o przewagę wygrywa ten gracz, którego podwładny stoi na płytce ze wzgórzem (drogi, miasta i pola, w trakcie gry i na jej końcu).
    { "**" }Winnice:** ukończony klasztor daje 3 punkty więcej za każdą winnicę na 8 płytkach wokół niego.
hills-rules-shepherd-title = Pasterz i stado
hills-rules-shepherd =
    Każdy gracz ma też pasterza. Zamiast podwładnego możesz postawić go na polu właśnie dołożonej płytki, na którym nie ma jeszcze pasterza (chłopi nie mają znaczenia), i wyciągnąć żeton z worka: owce dołączają do jego stada, wilk odsyła go do puli.
    Za każdym razem, gdy twoja własna płytka powiększa pole twojego pasterza, wybierz: **powiększ** stado (wyciągnij kolejny żeton; wilk rozpędza wszystkie owce na polu i odsyła jego pasterzy bez punktów) albo **spędź** je: każdy pasterz na tym polu dostaje 1 punkt za każdą owcę, a potem wraca do puli.
hills-rules-closed = Stado, którego pole zostało ukończone, punktuje od razu.
hills-rules-shepherd-end = Pasterze nie dostają punktów na końcu gry i nie liczą się do żadnej przewagi.

## Warianty wybrane dla gry
rules-reading-hill-tiebreak = Remis w przewadze z podwładnymi na wzgórzach
rules-reading-hill-tiebreak-at-least-one = wygrywa każdy remisujący gracz z podwładnym na wzgórzu
rules-reading-hill-tiebreak-most-followers = wygrywa remisujący gracz z największą liczbą podwładnych na wzgórzach
rules-reading-flock-closed = Stado, którego pole jest ukończone
rules-reading-flock-closed-waits = czeka na spędzenie (instrukcja)
rules-reading-flock-closed-scores = punktuje od razu (JCloisterZone)

# Część pomocy z zasadami o dodatku Kupcy i budowniczowie (/carcassonne rules).

traders-rules-title = Kupcy i budowniczowie
traders-rules =
    Każdy gracz ma też budowniczego i świnię; żadne z nich nie liczy się do przewagi.
    { "**" }Towary:** kto dołoży płytkę, która kończy miasto, bierze żeton towaru za każdy symbol w tym mieście (wino, zboże, sukno), niezależnie od tego, czyje jest miasto. Na koniec gry gracz z największą liczbą towarów każdego rodzaju dostaje 10 punktów (przy remisie punktują wszyscy remisujący).
    { "**" }Świnia:** postaw ją na polu właśnie dołożonej płytki, na którym masz już chłopa. Jeśli na koniec gry wygrywasz to pole, daje ci ono 4 punkty za każde ukończone miasto zamiast 3.
traders-rules-builder-title = Podwójna tura budowniczego
traders-rules-builder = Postaw budowniczego na drodze lub w mieście właśnie dołożonej płytki, gdzie masz już podwładnego. Za każdym razem, gdy twoja późniejsza płytka przedłuży tę drogę lub to miasto, od razu rozgrywasz drugą turę: dobierz kolejną płytkę, dołóż ją i, jeśli chcesz, postaw na niej figurkę (druga tura nigdy nie daje trzeciej). Budowniczy wraca do puli, gdy jego droga lub miasto zostanie zapunktowane albo gdy opuści je twój ostatni podwładny.

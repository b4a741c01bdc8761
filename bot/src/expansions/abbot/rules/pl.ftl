# Część pomocy z zasadami o opacie (/carcassonne rules).

abbot-rules-title = Opat
abbot-rules =
    Każdy gracz ma też opata. Zamiast podwładnego możesz postawić go w klasztorze lub w ogrodzie właśnie dołożonej płytki; w ogrodzie nie może stanąć żadna inna figurka.
    Ogród punktuje jak klasztor: 9 punktów, gdy jest otoczony 8 płytkami. Zamiast stawiać figurkę w swojej turze, możesz zabrać opata z powrotem: od razu punktuje jego klasztor lub ogród, 1 punkt za jego płytkę i 1 za każdą płytkę wokół. Na koniec gry opat, który wciąż stoi, punktuje tak samo.

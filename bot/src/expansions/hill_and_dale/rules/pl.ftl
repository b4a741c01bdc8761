# Pomoc z zasadami gry Przez wzgórza i doliny (/carcassonne rules): cała gra, wędrówki i stajnie.
# Jej nazwa to rules-game-over-hill-and-dale (bot/locales/rules).

hill-and-dale-rules-game =
    Każdy gracz ma 4 ludziki i 2 stajnie. Kraina ma ścieżki, pola uprawne (otoczone łąką) i łąki ze zwierzętami.
    { "**" }Twoja tura:** dobierz płytkę i dołóż ją tak, by wszystkie krawędzie pasowały (ścieżka do ścieżki, pole do pola, łąka do łąki). Potem zrób jedną z trzech rzeczy: postaw ludzika na tej płytce, na ścieżce jako **wędrowca** albo na polu jako **chłopa** (nigdy na łące i nie tam, gdzie na ścieżce lub polu gdziekolwiek stoi już ludzik); albo postaw **stajnię** na jej łące; albo wyrusz wędrowcem na **wędrówkę**.
    { "**" }Ścieżki** są ukończone, gdy oba ich końce dochodzą do skrzyżowania lub pola albo gdy tworzą pętlę: 1 punkt za płytkę dla gracza z największą liczbą wędrowców na niej (przy remisie punktują wszyscy remisujący).
    { "**" }Pola** są ukończone, gdy łąka otacza je dookoła, bez dziur: 2 punkty za płytkę dla gracza z największą liczbą chłopów, którzy też **zbierają plony**: jeden żeton plonów za każdy symbol na polu (jabłko, truskawka, dynia, słonecznik, zboże albo strach na wróble). Remisujący chłopi biorą żetony na zmianę, zaczynając od gracza, który ukończył pole. Zapunktowane ludziki wracają do puli.
    { "**" }Punktacja końcowa:** nieukończone ścieżki i pola dają 1 punkt za płytkę (bez żetonów). Każdy żeton plonów daje 1, a każdy zestaw pięciu różnych owoców 5 więcej (strach na wróble zastępuje dowolny owoc).
hill-and-dale-rules-hike-title = Wędrówki
hill-and-dale-rules-hike = Gdy twoja płytka przedłuża ścieżkę, na której stoi twój wędrowiec (nie kończąc jej), możesz zamiast stawiać ludzika lub stajnię wyruszyć na wędrówkę: przesuń tego wędrowca wzdłuż ścieżki i dostań 1 punkt za każdą płytkę, na którą wejdzie. Może mijać innych wędrowców, ale nie może zatrzymać się na płytce, na której stoi inny wędrowiec, i nigdy nie przechodzi przez skrzyżowanie. Tylko w swojej turze i jednym wędrowcem na turę.
hill-and-dale-rules-stable-title = Stajnie
hill-and-dale-rules-stable = Stajnia staje na łące właśnie dołożonej płytki, ale nie wtedy, gdy na tej płytce lub na jednej z 8 wokół niej stoi już inna stajnia. Zostaje do końca gry i wtedy daje 1 punkt za każde zwierzę (kogut, krowa, koń, owca, świnia) na swojej płytce i 8 płytkach wokół, niezależnie od ich liczby.

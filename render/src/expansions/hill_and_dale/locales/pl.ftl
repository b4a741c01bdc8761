# Over Hill and Dale: its stable, what it scores, its features, harvests and animals in
# tiles' names, the sets note in the header, its rules pictures.

figure-stable =
    { $count ->
       *[one] stajnia
        [few] stajnie
        [many] stajni
        [other] stajnie
    }
score-hike =
    { $count ->
       *[one] wędrówka
        [few] wędrówki
        [many] wędrówek
        [other] wędrówki
    }
score-stable =
    { $count ->
       *[one] stajnia
        [few] stajnie
        [many] stajni
        [other] stajnie
    }
score-harvest =
    { $count ->
       *[one] zbiory
        [few] zbiory
        [many] zbiorów
        [other] zbiory
    }
hill-and-dale-gallery-title = Płytki Przez wzgórza i doliny
tile-meadow = łąka
tile-crop-cap = małe pole
tile-crop-cap-with = z małym polem
tile-crop-caps =
    { $count ->
        [2] dwa małe pola
        [3] trzy małe pola
        [4] cztery małe pola
       *[other] { $count } małych pól
    }
tile-crop-caps-with =
    { $count ->
        [2] z dwoma małymi polami
        [3] z trzema małymi polami
        [4] z czterema małymi polami
       *[other] z { $count } małymi polami
    }
tile-crop-across = pole przez całą płytkę
tile-crop-across-with = z polem przez całą płytkę
tile-crop-corner = narożnik pola
tile-crop-corner-with = z narożnikiem pola
tile-crop-three-sided = pole z trzech stron
tile-crop-three-sided-with = z polem z trzech stron
tile-crop-whole = duże pole
tile-crop-whole-with = z dużym polem
tile-crop-many =
    { $count ->
        [2] dwa pola
        [3] trzy pola
        [4] cztery pola
       *[other] { $count } pól
    }
tile-crop-many-with =
    { $count ->
        [2] z dwoma polami
        [3] z trzema polami
        [4] z czterema polami
       *[other] z { $count } polami
    }
tile-path = ścieżka
tile-path-with = ze ścieżką
tile-path-straight = prosta ścieżka
tile-path-straight-with = z prostą ścieżką
tile-path-curved = zakręt ścieżki
tile-path-curved-with = z zakrętem ścieżki
tile-path-junction = rozwidlenie ścieżek
tile-path-junction-with = z rozwidleniem ścieżek
tile-path-crossroads = skrzyżowanie ścieżek
tile-path-crossroads-with = ze skrzyżowaniem ścieżek
tile-path-crossing = krzyżujące się ścieżki
tile-path-crossing-with = z krzyżującymi się ścieżkami
tile-path-curved-many =
    { $count ->
        [2] dwa zakręty ścieżki
       *[other] { $count } zakrętów ścieżki
    }
tile-path-curved-many-with =
    { $count ->
        [2] z dwoma zakrętami ścieżki
       *[other] z { $count } zakrętami ścieżki
    }
tile-path-many =
    { $count ->
        [2] dwie ścieżki
        [3] trzy ścieżki
        [4] cztery ścieżki
       *[other] { $count } ścieżek
    }
tile-path-many-with =
    { $count ->
        [2] z dwiema ścieżkami
        [3] z trzema ścieżkami
        [4] z czterema ścieżkami
       *[other] z { $count } ścieżkami
    }
tile-harvest-apple = jabłko
tile-harvest-apple-with = z jabłkiem
tile-harvest-strawberry = truskawka
tile-harvest-strawberry-with = z truskawką
tile-harvest-pumpkin = dynia
tile-harvest-pumpkin-with = z dynią
tile-harvest-sunflower = słonecznik
tile-harvest-sunflower-with = ze słonecznikiem
tile-harvest-grain = zboże
tile-harvest-grain-with = ze zbożem
tile-harvest-scarecrow = strach na wróble
tile-harvest-scarecrow-with = ze strachem na wróble
tile-animal-rooster =
    { $count ->
        [1] kogut
        [2] dwa koguty
       *[other] { $count } kogutów
    }
tile-animal-rooster-with =
    { $count ->
        [1] z kogutem
        [2] z dwoma kogutami
       *[other] z { $count } kogutami
    }
tile-animal-cow =
    { $count ->
        [1] krowa
        [2] dwie krowy
       *[other] { $count } krów
    }
tile-animal-cow-with =
    { $count ->
        [1] z krową
        [2] z dwiema krowami
       *[other] z { $count } krowami
    }
tile-animal-horse =
    { $count ->
        [1] koń
        [2] dwa konie
       *[other] { $count } koni
    }
tile-animal-horse-with =
    { $count ->
        [1] z koniem
        [2] z dwoma końmi
       *[other] z { $count } końmi
    }
tile-animal-sheep =
    { $count ->
        [1] owca
        [2] dwie owce
       *[other] { $count } owiec
    }
tile-animal-sheep-with =
    { $count ->
        [1] z owcą
        [2] z dwiema owcami
       *[other] z { $count } owcami
    }
tile-animal-pig =
    { $count ->
        [1] świnia
        [2] dwie świnie
       *[other] { $count } świń
    }
tile-animal-pig-with =
    { $count ->
        [1] ze świnią
        [2] z dwiema świniami
       *[other] z { $count } świniami
    }
hill-and-dale-sets =
    { $count ->
        [one] { $count } komplet
        [few] { $count } komplety
        [many] { $count } kompletów
       *[other] { $count } kompletu
    }
hill-and-dale-animals =
    { $count ->
        [one] { $count } zwierzę
        [few] { $count } zwierzęta
        [many] { $count } zwierząt
       *[other] { $count } zwierzęcia
    }
hill-and-dale-picture-hike-caption = Wędrówka: twoja płytka przedłuża ścieżkę twojego wędrowca. Nie stawiaj niczego, tylko przejdź nim wzdłuż ścieżki: 1 punkt za płytkę.
hill-and-dale-picture-stable-caption = Stajnia: na koniec gry daje 1 punkt za zwierzę na jej płytce i 8 płytkach wokół. Żadna inna stajnia nie może stać w tym kwadracie.
hill-and-dale-picture-stable-points = +{ $points } na końcu

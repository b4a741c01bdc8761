# Words drawn in the pictures (headers, legends, captions, the tile list and the gallery),
# tiles named in words, and the game's own terms (nouns of features and figures, what is
# scored) that messages of the bot use too. Expansions add theirs in
# render/src/expansions/<key>/locales.

## The game's nouns, by $count (without a count: the singular).
noun-city =
    { $count ->
       *[one] miasto
        [few] miasta
        [many] miast
        [other] miasta
    }
noun-road =
    { $count ->
       *[one] droga
        [few] drogi
        [many] dróg
        [other] drogi
    }
noun-field =
    { $count ->
       *[one] pole
        [few] pola
        [many] pól
        [other] pola
    }
noun-river =
    { $count ->
       *[one] rzeka
        [few] rzeki
        [many] rzek
        [other] rzeki
    }
noun-follower =
    { $count ->
       *[one] podwładny
        [few] podwładnych
        [many] podwładnych
        [other] podwładnych
    }
noun-farm =
    { $count ->
       *[one] pole
        [few] pola
        [many] pól
        [other] pola
    }
noun-monastery =
    { $count ->
       *[one] klasztor
        [few] klasztory
        [many] klasztorów
        [other] klasztory
    }
noun-garden =
    { $count ->
       *[one] ogród
        [few] ogrody
        [many] ogrodów
        [other] ogrody
    }
noun-crop-field =
    { $count ->
       *[one] pole uprawne
        [few] pola uprawne
        [many] pól uprawnych
        [other] pola uprawne
    }
noun-path =
    { $count ->
       *[one] ścieżka
        [few] ścieżki
        [many] ścieżek
        [other] ścieżki
    }
noun-meadow =
    { $count ->
       *[one] łąka
        [few] łąki
        [many] łąk
        [other] łąki
    }
noun-meeple =
    { $count ->
       *[one] ludzik
        [few] ludziki
        [many] ludzików
        [other] ludziki
    }
score-monastery =
    { $count ->
       *[one] klasztor
        [few] klasztory
        [many] klasztorów
        [other] klasztory
    }

## The header over the board
player-default = Gracz { $seat }
header-tile-to-place = Do położenia
header-tiles-left =
    { $count ->
        [one] została { $count }
        [few] zostały { $count }
        [many] zostało { $count }
       *[other] zostało { $count }
    }
legend-last-tile = ostatnia płytka
legend-fits-here = pasuje tutaj
legend-your-choice = twój wybór

## The close-up of the tile just placed ($follower: "follower" or "meeple", the game's word)
closeup-no-free-spot = { $cell }: brak wolnego miejsca
closeup-place =
    { $follower ->
        [meeple] { $cell }: postawić ludzika? 1-{ $count }
       *[other] { $cell }: postawić podwładnego? 1-{ $count }
    }
closeup-place-or =
    { $follower ->
        [meeple] { $cell }: postawić ludzika czy { $figure }? 1-{ $count } · { $figure } tutaj: { $held }
       *[other] { $cell }: postawić podwładnego czy { $figure }? 1-{ $count } · { $figure } tutaj: { $held }
    }

## The tiles still to come, and the gallery
tiles-group-monasteries = Klasztory
tiles-group-cities = Miasta
tiles-group-roads = Drogi
tiles-group-other = Inne
tiles-group = { $group }: { $count }
tiles-to-come =
    { $count ->
        [one] { $count } płytka w grze
        [few] { $count } płytki w grze
        [many] { $count } płytek w grze
       *[other] { $count } płytki w grze
    }
tiles-none-left = Nie ma już płytek
gallery-title = Katalog płytek
gallery-heading = { $title }: { $types } rodzajów płytek
gallery-heading-copies = { $title }: { $types } rodzajów płytek, { $count } płytek
picture-your-tile = twoja płytka

## The profile picture: a player's rating after each rated game and how their scores spread
chart-rating-over-time = Ranking w czasie
chart-rating = Ranking
chart-rated-games = Gry rankingowe
chart-no-rated-games = Nie ma jeszcze gier rankingowych
chart-score-distribution = Rozkład punktów
chart-score = Punkty
chart-games = Liczba gier
chart-no-games = Nie ma jeszcze ukończonych gier

## Tiles in words. Each phrase has a -with form, used after "with" (tile-with's $rest):
## German's dative, Polish's instrumental with its "z"; elsewhere the same words.
tile-with = { $main } { $rest }
tile-and = { $first } i { $last }
tile-monastery = klasztor
tile-field = pole
tile-pennant = herb
tile-pennant-with = z herbem
tile-pennants =
    { $count ->
        [2] dwa herby
        [3] trzy herby
        [4] cztery herby
       *[other] { $count } herbów
    }
tile-pennants-with =
    { $count ->
        [2] z dwoma herbami
        [3] z trzema herbami
        [4] z czterema herbami
       *[other] z { $count } herbami
    }
tile-city-cap = fragment miasta
tile-city-cap-with = z fragmentem miasta
tile-city-caps =
    { $count ->
        [2] dwa fragmenty miasta
        [3] trzy fragmenty miasta
        [4] cztery fragmenty miasta
       *[other] { $count } fragmentów miasta
    }
tile-city-caps-with =
    { $count ->
        [2] z dwoma fragmentami miasta
        [3] z trzema fragmentami miasta
        [4] z czterema fragmentami miasta
       *[other] z { $count } fragmentami miasta
    }
tile-city-across = miasto przez całą płytkę
tile-city-across-with = z miastem przez całą płytkę
tile-city-corner = narożnik miasta
tile-city-corner-with = z narożnikiem miasta
tile-city-three-sided = miasto z trzech stron
tile-city-three-sided-with = z miastem z trzech stron
tile-city-whole = miasto otoczone murem
tile-city-whole-with = z miastem otoczonym murem
tile-city-many =
    { $count ->
        [2] dwa miasta
        [3] trzy miasta
        [4] cztery miasta
       *[other] { $count } miast
    }
tile-city-many-with =
    { $count ->
        [2] z dwoma miastami
        [3] z trzema miastami
        [4] z czterema miastami
       *[other] z { $count } miastami
    }
tile-road = droga
tile-road-with = z drogą
tile-road-straight = prosta droga
tile-road-straight-with = z prostą drogą
tile-road-curved = zakręt drogi
tile-road-curved-with = z zakrętem drogi
tile-road-junction = rozwidlenie drogi
tile-road-junction-with = z rozwidleniem drogi
tile-road-crossroads = skrzyżowanie
tile-road-crossroads-with = ze skrzyżowaniem
tile-road-crossing = krzyżujące się drogi
tile-road-crossing-with = z krzyżującymi się drogami
tile-road-curved-many =
    { $count ->
        [2] dwa zakręty drogi
       *[other] { $count } zakrętów drogi
    }
tile-road-curved-many-with =
    { $count ->
        [2] z dwoma zakrętami drogi
       *[other] z { $count } zakrętami drogi
    }
tile-road-many =
    { $count ->
        [2] dwie drogi
        [3] trzy drogi
        [4] cztery drogi
       *[other] { $count } dróg
    }
tile-road-many-with =
    { $count ->
        [2] z dwiema drogami
        [3] z trzema drogami
        [4] z czterema drogami
       *[other] z { $count } drogami
    }

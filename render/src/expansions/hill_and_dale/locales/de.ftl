# Over Hill and Dale: its stable, what it scores, its features, harvests and animals in
# tiles' names, the sets note in the header, its rules pictures.

figure-stable =
    { $count ->
       *[one] Stall
        [other] Ställe
    }
score-hike =
    { $count ->
       *[one] Wanderung
        [other] Wanderungen
    }
score-stable =
    { $count ->
       *[one] Stall
        [other] Ställe
    }
score-harvest =
    { $count ->
       *[one] Ernte
        [other] Ernte
    }
hill-and-dale-gallery-title = Plättchen von Über Stock und Stein
tile-meadow = Wiese
tile-crop-cap = kleines Feld
tile-crop-cap-with = kleinem Feld
tile-crop-caps =
    { $count ->
        [2] zwei kleine Felder
        [3] drei kleine Felder
       *[other] { $count } kleine Felder
    }
tile-crop-caps-with =
    { $count ->
        [2] zwei kleinen Feldern
        [3] drei kleinen Feldern
       *[other] { $count } kleinen Feldern
    }
tile-crop-across = durchgehendes Feld
tile-crop-across-with = durchgehendem Feld
tile-crop-corner = Feldecke
tile-crop-corner-with = Feldecke
tile-crop-three-sided = dreiseitiges Feld
tile-crop-three-sided-with = dreiseitigem Feld
tile-crop-whole = großes Feld
tile-crop-whole-with = großem Feld
tile-crop-many =
    { $count ->
        [2] zwei Felder
        [3] drei Felder
       *[other] { $count } Felder
    }
tile-crop-many-with =
    { $count ->
        [2] zwei Feldern
        [3] drei Feldern
       *[other] { $count } Feldern
    }
tile-path = Weg
tile-path-with = Weg
tile-path-straight = gerader Weg
tile-path-straight-with = geradem Weg
tile-path-curved = Wegbiegung
tile-path-curved-with = Wegbiegung
tile-path-junction = Weggabelung
tile-path-junction-with = Weggabelung
tile-path-crossroads = Wegkreuzung
tile-path-crossroads-with = Wegkreuzung
tile-path-crossing = sich kreuzende Wege
tile-path-crossing-with = sich kreuzenden Wegen
tile-path-curved-many =
    { $count ->
        [2] zwei Wegbiegungen
       *[other] { $count } Wegbiegungen
    }
tile-path-curved-many-with =
    { $count ->
        [2] zwei Wegbiegungen
       *[other] { $count } Wegbiegungen
    }
tile-path-many =
    { $count ->
        [2] zwei Wege
        [3] drei Wege
       *[other] { $count } Wege
    }
tile-path-many-with =
    { $count ->
        [2] zwei Wegen
        [3] drei Wegen
       *[other] { $count } Wegen
    }
tile-harvest-apple = Apfel
tile-harvest-apple-with = Apfel
tile-harvest-strawberry = Erdbeere
tile-harvest-strawberry-with = Erdbeere
tile-harvest-pumpkin = Kürbis
tile-harvest-pumpkin-with = Kürbis
tile-harvest-sunflower = Sonnenblume
tile-harvest-sunflower-with = Sonnenblume
tile-harvest-grain = Getreide
tile-harvest-grain-with = Getreide
tile-harvest-scarecrow = Vogelscheuche
tile-harvest-scarecrow-with = Vogelscheuche
tile-animal-rooster =
    { $count ->
        [1] Hahn
        [2] zwei Hähne
        [3] drei Hähne
        [4] vier Hähne
       *[other] { $count } Hähne
    }
tile-animal-rooster-with =
    { $count ->
        [1] Hahn
        [2] zwei Hähnen
        [3] drei Hähnen
        [4] vier Hähnen
       *[other] { $count } Hähnen
    }
tile-animal-cow =
    { $count ->
        [1] Kuh
        [2] zwei Kühe
        [3] drei Kühe
        [4] vier Kühe
       *[other] { $count } Kühe
    }
tile-animal-cow-with =
    { $count ->
        [1] Kuh
        [2] zwei Kühen
        [3] drei Kühen
        [4] vier Kühen
       *[other] { $count } Kühen
    }
tile-animal-horse =
    { $count ->
        [1] Pferd
        [2] zwei Pferde
        [3] drei Pferde
        [4] vier Pferde
       *[other] { $count } Pferde
    }
tile-animal-horse-with =
    { $count ->
        [1] Pferd
        [2] zwei Pferden
        [3] drei Pferden
        [4] vier Pferden
       *[other] { $count } Pferden
    }
tile-animal-sheep =
    { $count ->
        [1] Schaf
        [2] zwei Schafe
        [3] drei Schafe
        [4] vier Schafe
       *[other] { $count } Schafe
    }
tile-animal-sheep-with =
    { $count ->
        [1] Schaf
        [2] zwei Schafen
        [3] drei Schafen
        [4] vier Schafen
       *[other] { $count } Schafen
    }
tile-animal-pig =
    { $count ->
        [1] Schwein
        [2] zwei Schweine
        [3] drei Schweine
        [4] vier Schweine
       *[other] { $count } Schweine
    }
tile-animal-pig-with =
    { $count ->
        [1] Schwein
        [2] zwei Schweinen
        [3] drei Schweinen
        [4] vier Schweinen
       *[other] { $count } Schweinen
    }
hill-and-dale-sets =
    { $count ->
        [one] { $count } Satz
       *[other] { $count } Sätze
    }
hill-and-dale-animals =
    { $count ->
        [one] { $count } Tier
       *[other] { $count } Tiere
    }
hill-and-dale-picture-hike-caption = Wanderung: Dein Plättchen verlängert den Weg deines Wanderers. Setze nichts ein und wandere stattdessen den Weg entlang: 1 Punkt pro Plättchen.
hill-and-dale-picture-stable-caption = Stall: Bei Spielende bringt er 1 Punkt pro Tier auf seinem Plättchen und den 8 Plättchen darum. Kein anderer Stall darf in diesem Quadrat stehen.
hill-and-dale-picture-stable-points = +{ $points } am Ende

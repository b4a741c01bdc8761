# Hills & Sheep: the shepherd, hills and vineyards in tiles' names, the flock's rules picture.

figure-shepherd =
    { $count ->
       *[one] Schäfer
        [other] Schäfer
    }
score-flock =
    { $count ->
       *[one] Herde
        [other] Herden
    }
tile-hill = Hügel
tile-hill-with = Hügel
tile-vineyard = Weinberg
tile-vineyard-with = Weinberg
hills-picture-flock-caption = Herde: Dein Plättchen vergrößert die Wiese deines Schäfers. Jetzt die Herde vergrößern oder eintreiben.
hills-picture-flock-grow = Vergrößern: Zieh ein Plättchen. Schafe kommen zu den { $sheep } hier; ein Wolf vertreibt alle.
hills-picture-flock-gather = Eintreiben: Jeder Schäfer auf der Wiese erhält 1 Punkt pro Schaf (hier +{ $points }) und kehrt zurück.

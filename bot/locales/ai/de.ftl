# Warum die KI spielt, was sie spielt (die Begründung des Tipps): Schlüssel aus den Gründen von
# carcassonne-ai. $what: die Art des Gebiets, $kind ihr Schlüssel (für Artikel und Endungen);
# $size: was es bisher wert ist; $owner: die Farbe eines anderen Spielers; $figure: der Name
# einer Figur, $key ihr Schlüssel.


ai-list-two = { $first } und { $last }
ai-list-more = { $first }, { $rest }

ai-so-far = { $points ->
    [0] bisher nichts wert
    [one] bisher { $points } Punkt
   *[other] bisher { $points } Punkte
}
ai-cities-so-far = { $count ->
    [0] noch keine fertige Stadt
    [one] bisher { $count } fertige Stadt
   *[other] bisher { $count } fertige Städte
}

ai-completes-yours = schließt { $kind ->
    [score-monastery] dein { $what }
    [noun-crop-field] dein { $what }
    [score-garden] deinen { $what }
    [noun-path] deinen { $what }
    [score-stable] deinen { $what }
   *[other] deine { $what }
} ab: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
ai-completes-shared = schließt { $kind ->
    [score-monastery] das gemeinsame { $what }
    [noun-crop-field] das gemeinsame { $what }
    [score-garden] den gemeinsamen { $what }
    [noun-path] den gemeinsamen { $what }
    [score-stable] den gemeinsamen { $what }
   *[other] die gemeinsame { $what }
} ab: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
ai-scores-yours = wertet { $kind ->
    [score-monastery] dein { $what }
    [noun-crop-field] dein { $what }
    [score-garden] deinen { $what }
    [noun-path] deinen { $what }
    [score-stable] deinen { $what }
   *[other] deine { $what }
}: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
ai-scores-shared = wertet { $kind ->
    [score-monastery] das gemeinsame { $what }
    [noun-crop-field] das gemeinsame { $what }
    [score-garden] den gemeinsamen { $what }
    [noun-path] den gemeinsamen { $what }
    [score-stable] den gemeinsamen { $what }
   *[other] die gemeinsame { $what }
}: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}

ai-joins = schließt sich { $kind ->
    [score-monastery] dem { $what }
    [noun-crop-field] dem { $what }
    [score-garden] dem { $what }
    [noun-path] dem { $what }
    [score-stable] dem { $what }
   *[other] der { $what }
} von { $owner } an und teilt sie sich ({ $size })
ai-takes-over = übernimmt { $kind ->
    [score-monastery] das { $what }
    [noun-crop-field] das { $what }
    [score-garden] den { $what }
    [noun-path] den { $what }
    [score-stable] den { $what }
   *[other] die { $what }
} von { $owner } ({ $size })
ai-adds-to-farm = vergrößert { $kind ->
    [score-monastery] dein { $what }
    [noun-crop-field] dein { $what }
    [score-garden] deinen { $what }
    [noun-path] deinen { $what }
    [score-stable] deinen { $what }
   *[other] deine { $what }
}: { $size }
ai-extends = erweitert { $kind ->
    [score-monastery] dein { $what }
    [noun-crop-field] dein { $what }
    [score-garden] deinen { $what }
    [noun-path] deinen { $what }
    [score-stable] deinen { $what }
   *[other] deine { $what }
} ({ $size })
ai-adds-to-square = ergänzt { $kind ->
    [score-monastery] dein { $what }
    [noun-crop-field] dein { $what }
    [score-garden] deinen { $what }
    [noun-path] deinen { $what }
    [score-stable] deinen { $what }
   *[other] deine { $what }
} ({ $count } von 9 Plättchen)
ai-places = legt das Plättchen auf ({ $x },{ $y })

ai-farmer-in-owned-farm = setzt einen Bauern auf die Wiese von { $owner }: { $size }
ai-farmer-in-field = setzt einen Bauern auf eine Wiese: { $size }
ai-figure-in-owned-farm = setzt { $key ->
    [figure-large] den großen Gefolgsmann
    [figure-abbot] den Abt
    [figure-builder] den Baumeister
    [figure-pig] das Schwein
    [figure-shepherd] den Schäfer
    [figure-stable] einen Stall
    [figure-lantern] eine Laterne
    [noun-meeple] einen Meeple
   *[other] { $figure }
} auf die Wiese von { $owner }: { $size }
ai-figure-in-field = setzt { $key ->
    [figure-large] den großen Gefolgsmann
    [figure-abbot] den Abt
    [figure-builder] den Baumeister
    [figure-pig] das Schwein
    [figure-shepherd] den Schäfer
    [figure-stable] einen Stall
    [figure-lantern] eine Laterne
    [noun-meeple] einen Meeple
   *[other] { $figure }
} auf eine Wiese: { $size }
ai-claims-square = besetzt { $kind ->
    [score-monastery] ein { $what }
    [noun-crop-field] ein { $what }
    [score-garden] einen { $what }
    [noun-path] einen { $what }
    [score-stable] einen { $what }
   *[other] eine { $what }
} { $key ->
    [noun-follower] mit einem Gefolgsmann
    [noun-meeple] mit einem Meeple
    [figure-large] mit dem großen Gefolgsmann
    [figure-abbot] mit dem Abt
    [figure-builder] mit dem Baumeister
    [figure-pig] mit dem Schwein
    [figure-shepherd] mit dem Schäfer
    [figure-stable] mit einem Stall
    [figure-lantern] mit einer Laterne
   *[other] mit: { $figure }
} ({ $count } von 9 Plättchen)
ai-starts = beginnt { $kind ->
    [score-monastery] ein { $what }
    [noun-crop-field] ein { $what }
    [score-garden] einen { $what }
    [noun-path] einen { $what }
    [score-stable] einen { $what }
   *[other] eine { $what }
} { $key ->
    [noun-follower] mit einem Gefolgsmann
    [noun-meeple] mit einem Meeple
    [figure-large] mit dem großen Gefolgsmann
    [figure-abbot] mit dem Abt
    [figure-builder] mit dem Baumeister
    [figure-pig] mit dem Schwein
    [figure-shepherd] mit dem Schäfer
    [figure-stable] mit einem Stall
    [figure-lantern] mit einer Laterne
   *[other] mit: { $figure }
} ({ $size })
ai-claims = besetzt { $kind ->
    [score-monastery] ein { $what }
    [noun-crop-field] ein { $what }
    [score-garden] einen { $what }
    [noun-path] einen { $what }
    [score-stable] einen { $what }
   *[other] eine { $what }
} { $key ->
    [noun-follower] mit einem Gefolgsmann
    [noun-meeple] mit einem Meeple
    [figure-large] mit dem großen Gefolgsmann
    [figure-abbot] mit dem Abt
    [figure-builder] mit dem Baumeister
    [figure-pig] mit dem Schwein
    [figure-shepherd] mit dem Schäfer
    [figure-stable] mit einem Stall
    [figure-lantern] mit einer Laterne
   *[other] mit: { $figure }
} ({ $size })
ai-discards = wirft das Plättchen ab: es passt nirgends
ai-decides = entscheidet sich: { $action }

ai-keeps = behält deine { $followers }: nichts lohnt sich zu besetzen
ai-waits = wartet ab
ai-another-player = ein anderer Spieler

ai-colour-yellow = Gelb
ai-colour-red = Rot
ai-colour-green = Grün
ai-colour-blue = Blau
ai-colour-black = Schwarz
ai-colour-pink = Rosa
ai-colour-grey = Grau
ai-colour-purple = Lila

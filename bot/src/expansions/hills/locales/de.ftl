# Hügel und Schafe in den Nachrichten des Bots: das begrabene Plättchen, gezogene Schafe und
# Wölfe und eingetriebene Herden in der Erzählung, und die Wörter der Engine für den Schäfer
# und seine Herde.

## Erzählung
hills-buried = Das nächste Plättchen kam verdeckt unter den Hügel von { $player } und ist aus dem Spiel.
hills-drew-wolf = { $player } hat **einen Wolf** gezogen: Die Herde wird versprengt und ihre Schäfer gehen nach Hause.
hills-drew-sheep = { $player } hat { $sheep } { $sheep ->
    [one] Schaf
   *[other] Schafe
} für die Herde gezogen.
hills-flock-gathered = Die Herde ist eingetrieben: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} für { $players }.

## Die Wörter der Engine
hills-figure-shepherd = setzt einen Schäfer auf eine Wiese, um eine Herde aufzubauen
hills-describe-grow = vergrößere die Herde (jetzt { $sheep } { $sheep ->
    [one] Schaf
   *[other] Schafe
}; ziehe ein Plättchen, ein Wolf versprengt sie)
hills-describe-gather = treibe die Herde für { $sheep } { $sheep ->
    [one] Punkt
   *[other] Punkte
} ein
hills-refuse-second-shepherd = auf dieser Wiese steht schon ein Schäfer
hills-refuse-no-farmers = dieses Spiel wird ohne Bauern gespielt

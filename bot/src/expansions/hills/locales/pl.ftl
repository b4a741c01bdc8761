# Wzgórza i owce w wiadomościach bota: zakopana płytka, wyciągnięte owce i wilki oraz zebrane
# stada w relacji, a także słowa silnika dla pasterza i jego stada.

## Relacja
hills-buried = Następna płytka trafia zakryta pod wzgórze gracza { $player } i wypada z gry.
hills-drew-wolf = { $player } wyciąga **wilka**: stado się rozprasza, a jego pasterze wracają do domu.
hills-drew-sheep = { $player } wyciąga dla stada { $sheep } { $sheep ->
    [one] owcę
    [few] owce
    [many] owiec
   *[other] owcy
}.
hills-flock-gathered = Stado zostaje zebrane: { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
} dla { $players }.

## Słowa silnika
hills-figure-shepherd = stawia pasterza na polu, by wyhodować stado
hills-describe-grow = powiększ stado (teraz { $sheep } { $sheep ->
    [one] owca
    [few] owce
    [many] owiec
   *[other] owcy
}; wyciągnij żeton, wilk je rozprasza)
hills-describe-gather = zbierz stado za { $sheep } { $sheep ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
}
hills-refuse-second-shepherd = na tym polu stoi już pasterz
hills-refuse-no-farmers = w tej grze nie ma chłopów

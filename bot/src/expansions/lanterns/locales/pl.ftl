# Latarnie, testowe rozszerzenie (funkcja probe), w wiadomościach bota: zapalone i zgaszone
# latarnie, olej, płonące latarnie w stanie oraz słowa silnika dla jego wyborów (i dla
# testowych zasad silnika, probe-*).

## Relacja i stan
lanterns-lit = 🏮 { $player } zapala latarnię.
lanterns-lit-at = 🏮 { $player } zapala latarnię na **{ $cell }**.
lanterns-blown-out = 🏮 { $players } gasi latarnię: { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
} blasku.
lanterns-oil = olej: { $count }
lanterns-burning-at = { $player } na { $cell }
lanterns-none-burning = 🏮 Żadna latarnia nie płonie.
lanterns-burning = 🏮 Płonące latarnie: { $lanterns }.

## Słowa silnika
lanterns-describe-keep = niech latarnia płonie dalej
lanterns-describe-blow-out = zgaś latarnię dla jej blasku
lanterns-figure-lantern = zapala latarnię przy drodze
probe-grow = powiększ stado
probe-gather = zbierz stado
probe-refuse-short-road = tylko na drogę z co najmniej { $tiles } płytek

# Opat w wiadomościach bota: słowa silnika dla zabrania opata. $place to słowo gry dla
# klasztoru lub ogrodu.
abbot-describe-recall = zabierz swojego opata ({ $place }, { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
})

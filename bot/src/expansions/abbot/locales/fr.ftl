# L'Abbé dans les messages du bot : les mots du moteur pour rappeler un abbé. $place est le
# mot du jeu pour une abbaye ou un jardin.
abbot-describe-recall = rappelle ton abbé ({ $place }, { $points ->
    [one] { $points } point
   *[other] { $points } points
})

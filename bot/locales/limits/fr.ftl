# Refusals of a user or server that asks too much of the bot (crate::limits): what limit was
# reached and when to try again.

limit-presses = Tu appuies trop vite : au plus { $limit ->
    [one] un appui
   *[other] { $limit } appuis
} par minute. Rien n'a été modifié ; réessaie dans { $seconds ->
    [one] une seconde
   *[other] { $seconds } secondes
}.
limit-commands = Tu envoies des commandes trop vite : au plus { $limit ->
    [one] une commande
   *[other] { $limit } commandes
} par minute. Rien n'a été fait ; réessaie dans { $seconds ->
    [one] une seconde
   *[other] { $seconds } secondes
}.
limit-server-games = Ce serveur a déjà { $max ->
    [one] une partie ouverte
   *[other] { $max } parties ouvertes
} (en attente de joueurs ou en cours), le maximum que ce bot mène à la fois sur un serveur. Rien n'a été lancé : terminez ou annulez-en d'abord une, ou demandez à la personne qui héberge le bot de relever la limite.

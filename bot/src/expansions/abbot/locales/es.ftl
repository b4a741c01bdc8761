# El Abad en los mensajes del bot: las palabras del motor para retirar un abad. $place es la
# palabra del juego para un monasterio o un jardín.
abbot-describe-recall = retira tu abad ({ $place }, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
})

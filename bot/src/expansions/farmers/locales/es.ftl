# Los granjeros en los mensajes del bot: nada propio por ahora (sus puntos se cuentan como
# campos, en el núcleo); las reglas están en ../rules/.
